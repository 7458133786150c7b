<?php
/**
 * The product's star rating widget: customers vote 1 to 5 stars, one vote each.
 *
 * @package Vitrina
 */

namespace Vitrina\Product;

use Vitrina\Assets\Islands;
use Vitrina\Db\Table;
use Vitrina\Http\Action;
use Vitrina\Http\ClientAddress;
use Vitrina\Http\Nonce;
use Vitrina\Http\RateLimit;
use Vitrina\Http\Router;
use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Templates;
use WC_Product;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Votes come only from logged-in customers (or, with the setting
 * `rating_voters` = buyers, only from customers who bought the product):
 * one row per product and user in `{prefix}vitrina_ratings` (primary key
 * product + user, so a second vote replaces the first). After each vote the
 * average and the count are recomputed from the table by one SQL statement
 * into post meta, where the product page reads them. The vote call is an
 * admin-ajax action checked with the user's nonce (from the shopper state)
 * and limited per client address.
 */
final class Rating implements Module {

	/** The admin-ajax action (spec call 14). */
	public const ACTION = 'vitrina_user_rating';

	/** The nonce action. */
	public const NONCE = 'vitrina_user_rating';

	/** Post meta of earlier versions: voter key => stars (moved to the table on upgrade). */
	public const VOTES_META = '_vitrina_rating_votes';

	/** Post meta: the average. */
	public const AVERAGE_META = '_vitrina_rating_average';

	/** Post meta: the number of votes. */
	public const COUNT_META = '_vitrina_rating_count';

	/** The highest rating. */
	public const MAX = 5;

	/** Votes allowed per client address in RATE_WINDOW seconds. */
	public const RATE_LIMIT = 30;

	/** The rate limit's window (s). */
	public const RATE_WINDOW = 600;

	/** The schema version of the table; raise it when it changes. */
	public const SCHEMA_VERSION = '1';

	/** The option holding the installed schema version. */
	public const VERSION_OPTION = 'vitrina_ratings_db_version';

	/** The votes table, without the site's prefix. */
	public const TABLE = 'vitrina_ratings';

	/** The table's columns and keys (dbDelta's format; change SCHEMA_VERSION with them). */
	public const TABLES = array(
		self::TABLE => '
  product_id bigint(20) unsigned NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  rating tinyint(3) unsigned NOT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (product_id,user_id),
  KEY user_id (user_id)',
	);

	/**
	 * Always.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		Router::register( self::action(), array( $this, 'handle' ) );
		add_filter( 'vitrina_state', array( $this, 'state' ) );
		add_action( 'woocommerce_single_product_summary', array( $this, 'replace_theirs' ), 1 );
		add_action( 'woocommerce_single_product_summary', array( $this, 'render' ), 11 );
		// WooCommerce's block template (a block theme's Single Product): the
		// widget takes the place of the template's rating block.
		add_filter( 'render_block_woocommerce/product-rating', array( $this, 'render_block' ), 10, 3 );
		add_filter( 'woocommerce_blocks_hook_compatibility_additional_data', array( $this, 'block_template_hooks' ), 10, 2 );
		add_action( 'init', array( self::installer(), 'maybe_install' ), 5 );
		add_action( 'vitrina_activate', array( self::installer(), 'install' ) );
	}

	/**
	 * The votes table.
	 */
	public static function table(): string {
		return Table::name( self::TABLE );
	}

	/**
	 * The versioned installer of the table: dbDelta, then the move of the
	 * votes kept in post meta by earlier versions.
	 */
	public static function installer(): Table {
		return Table::versioned( self::VERSION_OPTION, self::SCHEMA_VERSION, self::TABLES, array( array( self::class, 'migrate_meta_votes' ) ) );
	}

	/**
	 * Moves the votes of earlier versions (post meta, voter key => stars)
	 * into the table. Only account votes ('u<user id>') can be kept: the
	 * anonymous ones (a cookie or an address) cannot be told apart from
	 * stuffed votes, so they are dropped. The aggregates are recomputed.
	 */
	public static function migrate_meta_votes(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a one-off upgrade.
		$products = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", self::VOTES_META ) );
		foreach ( $products as $product_id ) {
			$product_id = (int) $product_id;
			$votes      = get_post_meta( $product_id, self::VOTES_META, true );
			foreach ( is_array( $votes ) ? $votes : array() as $voter => $stars ) {
				if ( preg_match( '/^u(\d+)$/', (string) $voter, $m ) && is_numeric( $stars ) ) {
					self::store( $product_id, (int) $m[1], self::clamp( $stars ) );
				}
			}
			delete_post_meta( $product_id, self::VOTES_META );
			self::recount( $product_id );
		}
	}

	/**
	 * Adds the vote nonce to the shopper state (logged-in shoppers only:
	 * guests cannot vote).
	 *
	 * @param mixed $state State.
	 * @return mixed
	 */
	public function state( $state ) {
		if ( is_array( $state ) && is_user_logged_in() ) {
			$state['nonces']           = is_array( $state['nonces'] ?? null ) ? $state['nonces'] : array();
			$state['nonces']['rating'] = wp_create_nonce( self::NONCE );
		}
		return $state;
	}

	/**
	 * Whether a review must carry stars: WooCommerce's review settings
	 * (ratings on and required), unless the shop turned it off in Vitrina.
	 */
	public static function review_rating_required(): bool {
		return function_exists( 'wc_review_ratings_required' ) && wc_review_ratings_enabled() && wc_review_ratings_required()
			&& Options::enabled( 'rating_required' );
	}

	/**
	 * Clamps a rating to 0..MAX (spec: an index above 5 is 5, below 0 is 0).
	 *
	 * @param mixed $rating A rating.
	 */
	public static function clamp( $rating ): int {
		$rating = is_numeric( $rating ) ? (float) $rating : 0.0;
		return (int) max( 0, min( self::MAX, round( $rating ) ) );
	}

	/**
	 * The average (one decimal) and the count of a product's votes, as the
	 * product page shows them.
	 *
	 * @param int $product_id Product id.
	 * @return array{average: float, count: int}
	 */
	public static function summary( int $product_id ): array {
		return array(
			'average' => round( (float) get_post_meta( $product_id, self::AVERAGE_META, true ), 1 ),
			'count'   => (int) get_post_meta( $product_id, self::COUNT_META, true ),
		);
	}

	/**
	 * The average and the count of a product's votes, from the table.
	 *
	 * @param int $product_id Product id.
	 * @return array{average: float, count: int}
	 */
	public static function tally( int $product_id ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, fresh.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS n, COALESCE(AVG(rating), 0) AS a FROM {$table} WHERE product_id = %d", $product_id ), 'ARRAY_A' );
		return array(
			'average' => round( (float) ( $row['a'] ?? 0 ), 1 ),
			'count'   => (int) ( $row['n'] ?? 0 ),
		);
	}

	/**
	 * The user's vote on a product (0: none).
	 *
	 * @param int $product_id Product.
	 * @param int $user_id    User.
	 */
	public static function vote_of( int $product_id, int $user_id ): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, fresh.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT rating FROM {$table} WHERE product_id = %d AND user_id = %d", $product_id, $user_id ) );
	}

	/**
	 * Records a user's vote (a new vote replaces the user's old one) and
	 * recomputes the product's aggregates.
	 *
	 * @param int $product_id Product id.
	 * @param int $rating     1..MAX.
	 * @param int $user_id    The voter.
	 * @return array{average: float, count: int}
	 */
	public static function vote( int $product_id, int $rating, int $user_id ): array {
		self::installer()->maybe_install();
		self::store( $product_id, $user_id, max( 1, min( self::MAX, $rating ) ) );
		self::recount( $product_id );
		return self::tally( $product_id );
	}

	/**
	 * Inserts or replaces one vote (one statement).
	 *
	 * @param int $product_id Product.
	 * @param int $user_id    User.
	 * @param int $rating     1..MAX.
	 */
	private static function store( int $product_id, int $user_id, int $rating ): void {
		global $wpdb;
		$table = self::table();
		$now   = current_time( 'mysql', true );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (product_id, user_id, rating, created_at, updated_at) VALUES (%d, %d, %d, %s, %s) ON DUPLICATE KEY UPDATE rating = VALUES(rating), updated_at = VALUES(updated_at)", $product_id, $user_id, $rating, $now, $now ) );
	}

	/**
	 * Writes a product's average and count into its post meta, each
	 * computed from the table inside the one UPDATE that writes it, so that
	 * concurrent votes cannot leave an older figure behind.
	 *
	 * @param int $product_id Product.
	 */
	public static function recount( int $product_id ): void {
		global $wpdb;
		$table = self::table();
		add_post_meta( $product_id, self::COUNT_META, 0, true );
		add_post_meta( $product_id, self::AVERAGE_META, 0, true );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table and the meta table.
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} SET meta_value = (SELECT COUNT(*) FROM {$table} WHERE product_id = %d) WHERE post_id = %d AND meta_key = %s",
				$product_id,
				$product_id,
				self::COUNT_META
			)
		);
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} SET meta_value = (SELECT COALESCE(ROUND(AVG(rating), 2), 0) FROM {$table} WHERE product_id = %d) WHERE post_id = %d AND meta_key = %s",
				$product_id,
				$product_id,
				self::AVERAGE_META
			)
		);
		// phpcs:enable
		wp_cache_delete( $product_id, 'post_meta' );
	}

	/**
	 * Whether the user may rate the product (the `rating_voters` setting).
	 *
	 * @param int $user_id    User.
	 * @param int $product_id Product.
	 */
	public static function may_vote( int $user_id, int $product_id ): bool {
		if ( $user_id <= 0 ) {
			return false;
		}
		if ( 'buyers' !== Options::get( 'rating_voters' ) ) {
			return true;
		}
		$user = get_userdata( $user_id );
		return $user instanceof \WP_User && function_exists( 'wc_customer_bought_product' )
			&& wc_customer_bought_product( (string) $user->user_email, $user_id, $product_id );
	}

	/**
	 * The vote call (POST rating, post_id, nonce; schemaId is not read):
	 * a logged-in user, within the rate limit, with the user's nonce; then
	 * a published, visible product the user may rate. Answers success,
	 * rating, rating-avg and review-count, or `{ success: false, message }`.
	 */
	public static function action(): Action {
		return new Action(
			self::ACTION,
			array(
				'source'              => Action::FROM_POST,
				'cache'               => Action::CACHE_NONE,
				'answer'              => Action::ANSWER_RAW,
				'args'                => array(
					'post_id' => Action::lenient(
						0,
						'absint',
						array(
							'pattern'   => '^[0-9]*$',
							'maxLength' => 20,
						)
					),
					'rating'  => Action::lenient( 0, array( self::class, 'clamp' ), array( 'maxLength' => 64 ) ),
				),
				'permission_callback' => array( self::class, 'verify_request' ),
				'callback'            => array( self::class, 'respond' ),
				'error'               => static fn( WP_Error $error ): array => array(
					'success' => false,
					'message' => $error->get_error_message(),
				),
			)
		);
	}

	/**
	 * Who may vote: a logged-in user (401), within the rate limit per client
	 * address (429), with the user's nonce (403).
	 *
	 * @param array<string, mixed> $fields The raw fields.
	 * @return true|WP_Error
	 */
	public static function verify_request( array $fields ) {
		if ( ! get_current_user_id() ) {
			return new WP_Error( 'vitrina_rating_login', self::login_message(), array( 'status' => 401 ) );
		}
		if ( ! RateLimit::hit( 'rating', (int) apply_filters( 'vitrina_rating_rate_limit', self::RATE_LIMIT ), self::RATE_WINDOW, ClientAddress::get() ) ) {
			return new WP_Error( 'vitrina_rating_rate', __( 'Too many votes. Please try again in a few minutes.', 'vitrina' ), array( 'status' => 429 ) );
		}
		if ( ! Nonce::verify( $fields['nonce'] ?? '', self::NONCE ) ) {
			return new WP_Error( 'vitrina_rating_nonce', __( 'Your session has expired. Please reload the page and vote again.', 'vitrina' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Counts a vote of the current user.
	 *
	 * @param array{post_id: int, rating: int} $args The validated arguments.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function respond( array $args ) {
		$user_id    = get_current_user_id();
		$product_id = (int) $args['post_id'];
		$rating     = (int) $args['rating'];
		$product    = $product_id ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof WC_Product || $product->is_type( 'variation' ) || 'publish' !== get_post_status( $product_id ) || '' !== (string) get_post_field( 'post_password', $product_id ) || $rating < 1 ) {
			return new WP_Error( 'vitrina_rating_invalid', __( 'This vote could not be counted.', 'vitrina' ), array( 'status' => 400 ) );
		}
		if ( ! self::may_vote( $user_id, $product_id ) ) {
			return new WP_Error( 'vitrina_rating_buyers', __( 'Only customers who bought this product can rate it.', 'vitrina' ), array( 'status' => 403 ) );
		}
		$summary = self::vote( $product_id, $rating, $user_id );
		return array(
			'success'      => true,
			'rating'       => $rating,
			'rating-avg'   => $summary['average'],
			'review-count' => $summary['count'],
		);
	}

	/**
	 * Answers the vote call.
	 */
	public function handle(): void {
		Router::dispatch( self::action() );
	}

	/**
	 * What a guest is told.
	 */
	public static function login_message(): string {
		return __( 'Please log in to rate this product.', 'vitrina' );
	}

	/**
	 * Whether the widget is printed for the current product (product pages
	 * with the product island).
	 */
	private static function shown(): bool {
		global $product;
		return $product instanceof WC_Product && is_product() && Islands::is_needed( ProductPage::ISLAND );
	}

	/**
	 * Where the widget is printed, it is the page's one rating: WooCommerce's
	 * star display (priority 10 of the summary) is taken out.
	 */
	public function replace_theirs(): void {
		if ( self::shown() ) {
			remove_action( 'woocommerce_single_product_summary', 'woocommerce_template_single_rating', 10 );
		}
	}

	/**
	 * WooCommerce's reviews of a product as the widget shows them: the
	 * average, the count, and whether the reviews are on the page to link to
	 * (none when WooCommerce's star ratings are off).
	 *
	 * @param WC_Product $product The product.
	 * @return array{shown: bool, average: float, count: int, link: bool}
	 */
	public static function reviews( WC_Product $product ): array {
		$shown = function_exists( 'wc_review_ratings_enabled' ) && wc_review_ratings_enabled();
		return array(
			'shown'   => $shown,
			'average' => $shown ? (float) $product->get_average_rating() : 0.0,
			'count'   => $shown ? (int) $product->get_review_count() : 0,
			'link'    => comments_open( $product->get_id() ),
		);
	}

	/**
	 * In WooCommerce's block templates the classic summary hook is fired by
	 * its compatibility layer: the widget is left out of it there, printed by
	 * the rating block instead (render_block).
	 *
	 * @param mixed $data       Hooked functions to leave out.
	 * @param mixed $class_name The compatibility layer.
	 * @return mixed
	 */
	public function block_template_hooks( $data, $class_name = '' ) {
		return Templates::leave_out_of_block_template( $data, $class_name, 'SingleProductTemplateCompatibility', 'woocommerce_single_product_summary', array( $this, 'render' ), 11 );
	}

	/**
	 * The rating block of the page's own product (a block template's Single
	 * Product) shows the widget in its place: the page's one rating. The
	 * block elsewhere (the cards of a product grid) is left as it is.
	 *
	 * @param mixed $content  The block's markup.
	 * @param mixed $block    The parsed block.
	 * @param mixed $instance The block instance (its context names the product).
	 * @return mixed
	 */
	public function render_block( $content, $block = array(), $instance = null ) {
		$product_id = $instance instanceof \WP_Block && isset( $instance->context['postId'] ) ? (int) $instance->context['postId'] : 0;
		$product    = $product_id ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof WC_Product || ! is_product() || get_queried_object_id() !== $product_id || ! Islands::is_needed( ProductPage::ISLAND ) ) {
			return $content;
		}
		return Templates::render(
			'product/rating',
			array(
				'product_id' => $product_id,
				'reviews'    => self::reviews( $product ),
			)
		);
	}

	/**
	 * Prints the widget under the product's title (product pages only).
	 */
	public function render(): void {
		global $product;
		if ( ! self::shown() ) {
			return;
		}
		Templates::output(
			'product/rating',
			array(
				'product_id' => $product->get_id(),
				'reviews'    => self::reviews( $product ),
			)
		);
	}
}
