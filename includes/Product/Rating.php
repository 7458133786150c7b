<?php
/**
 * The product's star rating widget: shoppers vote 1 to 5 stars, one vote each.
 *
 * @package Vitrina
 */

namespace Vitrina\Product;

use Vitrina\Assets\Islands;
use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Templates;
use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * Votes are kept per product in post meta (voter key => stars), with the
 * average and the count beside them for cheap reads. A voter is the user id,
 * else a random id in a cookie (given on the first vote), else (when no
 * cookie can be sent) a hash of the address. The vote call is
 * an admin-ajax action checked with a nonce that the shopper state hands out.
 */
final class Rating implements Module {

	/** The admin-ajax action (spec call 14). */
	public const ACTION = 'vitrina_user_rating';

	/** The nonce action. */
	public const NONCE = 'vitrina_user_rating';

	/** Post meta: voter key => stars. */
	public const VOTES_META = '_vitrina_rating_votes';

	/** Post meta: the average. */
	public const AVERAGE_META = '_vitrina_rating_average';

	/** Post meta: the number of votes. */
	public const COUNT_META = '_vitrina_rating_count';

	/** The cookie that recognises an anonymous voter. */
	public const COOKIE = 'vitrina_voter';

	/** The highest rating. */
	public const MAX = 5;

	/**
	 * With WooCommerce.
	 */
	public function can_register(): bool {
		return function_exists( 'WC' );
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'handle' ) );
		add_filter( 'vitrina_state', array( $this, 'state' ) );
		add_action( 'woocommerce_single_product_summary', array( $this, 'render' ), 11 );
	}

	/**
	 * Adds the vote nonce to the shopper state.
	 *
	 * @param mixed $state State.
	 * @return mixed
	 */
	public function state( $state ) {
		if ( is_array( $state ) ) {
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
		$rating = is_numeric( $rating ) ? (int) round( (float) $rating ) : 0;
		return max( 0, min( self::MAX, $rating ) );
	}

	/**
	 * The average (one decimal) and the count of a product's votes.
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
	 * The key of the voter making this request.
	 *
	 * @param bool $set_cookie Give an anonymous voter a cookie when missing.
	 */
	public static function voter( bool $set_cookie = false ): string {
		$user = get_current_user_id();
		if ( $user ) {
			return 'u' . $user;
		}
		$cookie = isset( $_COOKIE[ self::COOKIE ] ) ? sanitize_key( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		if ( 32 === strlen( $cookie ) ) {
			return 'c' . wp_hash( $cookie );
		}
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		if ( $set_cookie && ! headers_sent() ) {
			$cookie = strtolower( wp_generate_password( 32, false ) );
			setcookie(
				self::COOKIE,
				$cookie,
				array(
					'expires'  => time() + 365 * 86400,
					'path'     => '/',
					'secure'   => is_ssl(),
					'httponly' => true,
					'samesite' => 'Lax',
				)
			);
			$_COOKIE[ self::COOKIE ] = $cookie;
			return 'c' . wp_hash( $cookie );
		}
		return 'a' . wp_hash( $address );
	}

	/**
	 * Records a vote (a voter's new vote replaces their old one).
	 *
	 * @param int    $product_id Product id.
	 * @param int    $rating     1..MAX.
	 * @param string $voter      Voter key.
	 * @return array{average: float, count: int}
	 */
	public static function vote( int $product_id, int $rating, string $voter ): array {
		$votes = get_post_meta( $product_id, self::VOTES_META, true );
		$votes = is_array( $votes ) ? $votes : array();

		$votes[ $voter ] = max( 1, min( self::MAX, $rating ) );
		$count           = count( $votes );
		$average         = $count ? array_sum( $votes ) / $count : 0;
		update_post_meta( $product_id, self::VOTES_META, $votes );
		update_post_meta( $product_id, self::AVERAGE_META, round( $average, 2 ) );
		update_post_meta( $product_id, self::COUNT_META, $count );
		return self::summary( $product_id );
	}

	/**
	 * The vote call: rating, schemaId, post_id, nonce; answers success,
	 * rating, rating-avg and review-count.
	 */
	public function handle(): void {
		if ( ! check_ajax_referer( self::NONCE, 'nonce', false ) ) {
			wp_send_json(
				array(
					'success' => false,
					'message' => __( 'Your session has expired. Please reload the page and vote again.', 'vitrina' ),
				),
				403
			);
		}
		$product_id = isset( $_POST['post_id'] ) ? absint( wp_unslash( $_POST['post_id'] ) ) : 0;
		$rating     = self::clamp( isset( $_POST['rating'] ) ? sanitize_text_field( wp_unslash( $_POST['rating'] ) ) : 0 );
		$product    = $product_id ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof WC_Product || 'publish' !== get_post_status( $product_id ) || $rating < 1 ) {
			wp_send_json(
				array(
					'success' => false,
					'message' => __( 'This vote could not be counted.', 'vitrina' ),
				),
				400
			);
		}
		$summary = self::vote( $product_id, $rating, self::voter( true ) );
		wp_send_json(
			array(
				'success'      => true,
				'rating'       => $rating,
				'rating-avg'   => $summary['average'],
				'review-count' => $summary['count'],
			)
		);
	}

	/**
	 * Prints the widget under the product's title (product pages only).
	 */
	public function render(): void {
		global $product;
		if ( ! $product instanceof WC_Product || ! is_product() || ! Islands::is_needed( ProductPage::ISLAND ) ) {
			return;
		}
		echo Templates::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
			'product/rating',
			array(
				'product_id' => $product->get_id(),
				'summary'    => self::summary( $product->get_id() ),
			)
		);
	}
}
