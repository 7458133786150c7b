<?php
/**
 * Wishlist alerts: a price drop or a restock of a product on a shopper's
 * wishlist, e-mailed at most once a day, grouped.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

use Vitrina\Module;
use Vitrina\Settings\Options;
use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * When a product is saved (WooCommerce's own save: the admin, imports, the
 * REST API, scheduled sales), its old and new price and stock status are
 * compared; a drop of at least the threshold (setting, default 5 %) or a
 * return to stock queues one background action (Action Scheduler, group
 * `vitrina`): nothing else happens while the request runs. That action
 * records one pending alert per account whose wishlist holds the product
 * (not for those who turned alerts off) and per guest with confirmed alerts
 * (GuestAlerts) whose list holds it, and schedules the sender, which
 * sends each shopper at most one e-mail a day (AlertEmail, in WooCommerce's
 * e-mail settings) with every pending alert still true (the product still
 * listed, still cheaper or in stock), then marks them sent. The e-mail's
 * unsubscribe link (signed for that one purpose, no login) turns alerts off
 * for the account, or deletes the guest's address. The products list
 * shows, per product, how many wishlists (accounts' and guests') hold it
 * and how many alerts were sent.
 */
final class Alerts implements Module {

	/** The Action Scheduler group. */
	public const GROUP = 'vitrina';

	/** The action recording the alerts of one product change. */
	public const QUEUE = 'vitrina_wishlist_alerts_queue';

	/** The action sending the pending alerts. */
	public const SEND = 'vitrina_wishlist_alerts_send';

	/** The kinds of alert. */
	public const PRICE   = 'price';
	public const RESTOCK = 'restock';

	/** Seconds between a change and the e-mail (changes made together arrive together). */
	public const DELAY = 300;

	/** One e-mail per shopper per this many seconds. */
	public const PERIOD = DAY_IN_SECONDS;

	/** The user meta: when the last alert e-mail went. */
	public const SENT_META = '_vitrina_wishlist_alert_sent';

	/** The user meta: alerts turned off. */
	public const OFF_META = '_vitrina_wishlist_alerts_off';

	/** The post meta: alerts sent about the product. */
	public const COUNT_META = '_vitrina_wishlist_alerts_sent';

	/** The query variable of the unsubscribe link. */
	public const UNSUBSCRIBE = 'vitrina_alerts_off';

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
		add_action( 'woocommerce_before_product_object_save', array( self::class, 'before_save' ) );
		add_action( 'woocommerce_after_product_object_save', array( self::class, 'after_save' ) );
		add_action( self::QUEUE, array( self::class, 'queue' ), 10, 4 );
		add_action( self::SEND, array( self::class, 'send' ) );
		add_filter( 'woocommerce_email_classes', array( self::class, 'email_class' ) );
		add_action( 'template_redirect', array( self::class, 'maybe_unsubscribe' ), 5 );
		add_filter( 'manage_edit-product_columns', array( self::class, 'column' ), 20 );
		add_action( 'manage_product_posts_custom_column', array( self::class, 'column_value' ), 10, 2 );
	}

	/**
	 * Whether alerts are on.
	 */
	public static function on(): bool {
		return 'yes' === Options::get( 'wishlist' ) && 'yes' === Options::get( 'wishlist_alerts' );
	}

	/**
	 * The price and stock status of products being saved, before the save.
	 *
	 * @var array<int, array{0: float, 1: string}>
	 */
	private static array $before = array();

	/**
	 * A product is about to be saved: remember its price and stock status.
	 *
	 * @param WC_Product $product The product, with its unsaved changes.
	 */
	public static function before_save( $product ): void {
		if ( $product instanceof WC_Product && $product->get_id() && self::on() ) {
			$data                               = $product->get_data();
			self::$before[ $product->get_id() ] = array( (float) ( $data['price'] ?? 0 ), (string) ( $data['stock_status'] ?? '' ) );
		}
	}

	/**
	 * A product was saved (its price worked out from the regular and sale
	 * prices): queue its alerts when its price fell by the threshold or it
	 * came back in stock.
	 *
	 * @param WC_Product $product The saved product.
	 */
	public static function after_save( $product ): void {
		if ( ! $product instanceof WC_Product || ! isset( self::$before[ $product->get_id() ] ) ) {
			return;
		}
		list( $old, $stock ) = self::$before[ $product->get_id() ];
		unset( self::$before[ $product->get_id() ] );
		$new  = (float) $product->get_price( 'edit' );
		$kind = null;
		if ( 'outofstock' === $stock && 'instock' === $product->get_stock_status( 'edit' ) ) {
			$kind = self::RESTOCK;
		} elseif ( self::dropped( $old, $new ) ) {
			$kind = self::PRICE;
		}
		if ( null !== $kind ) {
			WC()->queue()->add( self::QUEUE, array( $product->get_id(), $kind, $old, $new ), self::GROUP );
		}
	}

	/**
	 * Whether a price fell by at least the threshold.
	 *
	 * @param float $old The old price.
	 * @param float $new The new price.
	 */
	public static function dropped( float $old, float $new ): bool {
		$threshold = max( 1, (int) Options::get( 'wishlist_alert_threshold' ) );
		return $old > 0 && $new > 0 && $new <= $old * ( 1 - $threshold / 100 ) + 0.00001;
	}

	/**
	 * Records a pending alert for each account whose wishlist holds the
	 * product and each guest with confirmed alerts whose list holds it (one
	 * per shopper, product and kind: a later change updates it), then
	 * schedules the sender.
	 *
	 * @param int    $product_id The product.
	 * @param string $kind       PRICE or RESTOCK.
	 * @param float  $old        The old price.
	 * @param float  $new        The new price.
	 */
	public static function queue( $product_id, $kind, $old, $new ): void {
		global $wpdb;
		$product_id = (int) $product_id;
		if ( ! in_array( $kind, array( self::PRICE, self::RESTOCK ), true ) || ! self::on() ) {
			return;
		}
		Store::installer()->maybe_install();
		$items = Store::items_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables.
		$users  = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT user_id FROM {$items} WHERE product_id = %d", $product_id ) ) );
		$guests = GuestAlerts::subscribers_of( $product_id );
		foreach ( $users as $user_id ) {
			if ( ! get_user_meta( $user_id, self::OFF_META, true ) ) {
				self::record( array( $user_id, 0 ), $product_id, $kind, (float) $old, (float) $new );
			}
		}
		foreach ( $guests as $subscriber_id ) {
			self::record( array( 0, $subscriber_id ), $product_id, $kind, (float) $old, (float) $new );
		}
		if ( $users || $guests ) {
			self::schedule_send( time() + self::DELAY );
		}
	}

	/**
	 * Records one shopper's pending alert, or updates the one pending.
	 *
	 * @param array{0: int, 1: int} $to         The account, or 0 and the guest's subscription.
	 * @param int                   $product_id The product.
	 * @param string                $kind       PRICE or RESTOCK.
	 * @param float                 $old        The old price.
	 * @param float                 $new        The new price.
	 */
	private static function record( array $to, int $product_id, string $kind, float $old, float $new ): void {
		global $wpdb;
		$alerts = Store::alerts_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$pending = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$alerts} WHERE user_id = %d AND subscriber_id = %d AND product_id = %d AND kind = %s AND sent_at IS NULL", $to[0], $to[1], $product_id, $kind ) );
		if ( $pending ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
			$wpdb->update( $alerts, array( 'new_price' => $new ), array( 'id' => (int) $pending ) );
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery
		$wpdb->insert(
			$alerts,
			array(
				'user_id'       => $to[0],
				'subscriber_id' => $to[1],
				'product_id'    => $product_id,
				'kind'          => $kind,
				'old_price'     => $old,
				'new_price'     => $new,
				'created_at'    => current_time( 'mysql', true ),
			)
		);
	}

	/**
	 * Schedules the sender (once).
	 *
	 * @param int $when When.
	 */
	private static function schedule_send( int $when ): void {
		if ( null === WC()->queue()->get_next( self::SEND, array(), self::GROUP ) ) {
			WC()->queue()->schedule_single( $when, self::SEND, array(), self::GROUP );
		}
	}

	/**
	 * Sends each shopper with pending alerts (an account, or a guest with
	 * confirmed alerts) one e-mail, unless one went within the period (then
	 * the sender comes back when it may).
	 *
	 * @return int How many e-mails were sent.
	 */
	public static function send(): int {
		global $wpdb;
		if ( ! self::on() ) {
			return 0;
		}
		Store::installer()->maybe_install();
		$alerts = Store::alerts_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$shoppers = (array) $wpdb->get_results( "SELECT DISTINCT user_id, subscriber_id FROM {$alerts} WHERE sent_at IS NULL LIMIT 500", 'ARRAY_A' );
		$sent     = 0;
		$later    = 0;
		foreach ( $shoppers as $shopper ) {
			$to   = self::recipient( (int) $shopper['user_id'], (int) $shopper['subscriber_id'] );
			$last = $to['last'];
			if ( $last && $last + self::PERIOD > time() ) {
				$later = $later ? min( $later, $last + self::PERIOD ) : $last + self::PERIOD;
				continue;
			}
			$sent += self::send_to( $to ) ? 1 : 0;
		}
		if ( $later ) {
			self::schedule_send( $later );
		}
		return $sent;
	}

	/**
	 * Whom pending alerts go to: an account (not turned off) or a guest's
	 * confirmed subscription; an empty address when neither is left.
	 *
	 * @param int $user_id       The account, or 0.
	 * @param int $subscriber_id The guest's subscription, or 0.
	 * @return array{user_id: int, subscriber_id: int, email: string, user: ?\WP_User, held: list<int>, last: int, unsubscribe: string}
	 */
	private static function recipient( int $user_id, int $subscriber_id ): array {
		$to = array(
			'user_id'       => $user_id,
			'subscriber_id' => $subscriber_id,
			'email'         => '',
			'user'          => null,
			'held'          => array(),
			'last'          => 0,
			'unsubscribe'   => '',
		);
		if ( $subscriber_id ) {
			$row = GuestAlerts::get( $subscriber_id );
			if ( $row && null !== $row['confirmed_at'] ) {
				$to['email']       = $row['email'];
				$to['held']        = GuestAlerts::products( $row );
				$to['last']        = null === $row['alerted_at'] ? 0 : (int) strtotime( $row['alerted_at'] . ' UTC' );
				$to['unsubscribe'] = GuestAlerts::unsubscribe_url( $subscriber_id );
			}
			return $to;
		}
		$user = get_userdata( $user_id );
		if ( $user && ! get_user_meta( $user_id, self::OFF_META, true ) ) {
			$to['email']       = (string) $user->user_email;
			$to['user']        = $user;
			$to['held']        = Wishlist::ids( $user_id );
			$to['last']        = (int) get_user_meta( $user_id, self::SENT_META, true );
			$to['unsubscribe'] = self::unsubscribe_url( $user_id );
		}
		return $to;
	}

	/**
	 * Sends one shopper the pending alerts still true, and marks them all
	 * done (those no longer true are dropped).
	 *
	 * @param array{user_id: int, subscriber_id: int, email: string, user: ?\WP_User, held: list<int>, last: int, unsubscribe: string} $to The shopper (recipient()).
	 */
	private static function send_to( array $to ): bool {
		global $wpdb;
		$alerts = Store::alerts_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, product_id, kind, old_price, new_price FROM {$alerts} WHERE user_id = %d AND subscriber_id = %d AND sent_at IS NULL ORDER BY id", $to['user_id'], $to['subscriber_id'] ), 'ARRAY_A' );
		$held = array_flip( $to['held'] );
		$item = array();
		foreach ( (array) $rows as $row ) {
			$product = wc_get_product( (int) $row['product_id'] );
			if ( '' === $to['email'] || ! $product || ! isset( $held[ $product->get_id() ] ) ) {
				continue;
			}
			$true = self::RESTOCK === $row['kind']
				? $product->is_in_stock()
				: (float) $product->get_price() <= (float) $row['new_price'] + 0.00001;
			if ( $true ) {
				$item[ $product->get_id() . '-' . $row['kind'] ] = array(
					'product' => $product,
					'kind'    => (string) $row['kind'],
					'old'     => (float) $row['old_price'],
					'new'     => (float) $product->get_price(),
				);
			}
		}
		$ids = array_map( static fn( $row ) => (int) $row['id'], (array) $rows );
		if ( $ids ) {
			$in = implode( ',', $ids );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, ids are integers.
			$wpdb->query( $wpdb->prepare( "UPDATE {$alerts} SET sent_at = %s WHERE id IN ({$in})", current_time( 'mysql', true ) ) );
		}
		if ( ! $item ) {
			return false;
		}
		$emails = WC()->mailer()->get_emails();
		$email  = $emails['vitrina_wishlist_alert'] ?? null;
		if ( ! $email instanceof AlertEmail || ! $email->is_enabled() ) {
			return false;
		}
		$email->trigger( $to['email'], array_values( $item ), $to['unsubscribe'], $to['user'] );
		if ( $to['subscriber_id'] ) {
			GuestAlerts::alerted( $to['subscriber_id'] );
		} else {
			update_user_meta( $to['user_id'], self::SENT_META, time() );
		}
		foreach ( $item as $one ) {
			$id = $one['product']->get_id();
			update_post_meta( $id, self::COUNT_META, (int) get_post_meta( $id, self::COUNT_META, true ) + 1 );
		}
		return true;
	}

	/**
	 * Adds the e-mail to WooCommerce's.
	 *
	 * @param array<string, \WC_Email> $emails WooCommerce's e-mails.
	 * @return array<string, \WC_Email>
	 */
	public static function email_class( $emails ) {
		$emails['vitrina_wishlist_alert'] = new AlertEmail();
		return $emails;
	}

	/**
	 * The signature of an unsubscribe link.
	 *
	 * @param int $user_id The shopper.
	 */
	private static function sign( int $user_id ): string {
		return hash_hmac( 'sha256', 'wishlist-alerts-off|' . $user_id, wp_salt( 'auth' ) );
	}

	/**
	 * The link that turns a shopper's alerts off.
	 *
	 * @param int $user_id The shopper.
	 */
	public static function unsubscribe_url( int $user_id ): string {
		return add_query_arg( self::UNSUBSCRIBE, $user_id . '.' . self::sign( $user_id ), home_url( '/' ) );
	}

	/**
	 * The shopper an unsubscribe value names, or 0 when it is not genuine.
	 *
	 * @param string $value The link's value.
	 */
	public static function unsubscriber( string $value ): int {
		if ( ! preg_match( '/^(\d{1,20})\.([a-f0-9]{64})$/', $value, $m ) ) {
			return 0;
		}
		return hash_equals( self::sign( (int) $m[1] ), $m[2] ) ? (int) $m[1] : 0;
	}

	/**
	 * Opens an unsubscribe link: alerts off, and a page saying so.
	 */
	public static function maybe_unsubscribe(): void {
		self::open_link(
			self::UNSUBSCRIBE,
			array( self::class, 'unsubscriber' ),
			static fn( int $user_id ) => update_user_meta( $user_id, self::OFF_META, time() ),
			__( 'You will get no more wishlist e-mails from this shop.', 'vitrina' ),
			__( 'This link is not valid. Nothing was changed.', 'vitrina' )
		);
	}

	/**
	 * Opens one of the links of the alert e-mails (never cached): does what
	 * it is for when it is genuine, and answers with a page saying what
	 * happened (200), or that nothing was done (400).
	 *
	 * @param string   $name  The query variable.
	 * @param callable $check fn( string $value ): int, whom the link names, or 0 when it is not genuine.
	 * @param callable $act   fn( int $id ), what the link does.
	 * @param string   $yes   What a genuine link did.
	 * @param string   $no    Why another did nothing.
	 */
	public static function open_link( string $name, callable $check, callable $act, string $yes, string $no ): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the links are signed ($check).
		$raw = isset( $_GET[ $name ] ) && is_string( $_GET[ $name ] ) ? sanitize_text_field( wp_unslash( $_GET[ $name ] ) ) : '';
		if ( '' === $raw ) {
			return;
		}
		nocache_headers();
		$id = (int) $check( $raw );
		if ( $id > 0 ) {
			$act( $id );
		}
		wp_die(
			esc_html( $id > 0 ? $yes : $no ),
			esc_html__( 'Wishlist e-mails', 'vitrina' ),
			array(
				'response'  => absint( $id > 0 ? 200 : 400 ),
				'link_url'  => esc_url_raw( home_url( '/' ) ),
				'link_text' => esc_html__( 'Back to the shop', 'vitrina' ),
			)
		);
	}

	/**
	 * The products list's column.
	 *
	 * @param array<string, string> $columns The columns.
	 * @return array<string, string>
	 */
	public static function column( $columns ) {
		$columns['vitrina_wishlists'] = __( 'Wishlists', 'vitrina' );
		return $columns;
	}

	/**
	 * How many wishlists (accounts' and guests') hold each product, for a
	 * set of products.
	 *
	 * @param int[] $ids The products.
	 * @return array<int, int>
	 */
	public static function holders( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$items  = Store::items_table();
		$guests = Store::guests_table();
		$in     = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, ids are integers.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT product_id, COUNT(*) AS n FROM {$items} WHERE product_id IN ({$in}) GROUP BY product_id UNION ALL SELECT product_id, COUNT(*) AS n FROM {$guests} WHERE list = %s AND product_id IN ({$in}) GROUP BY product_id", Store::LIST_WISHLIST ), 'ARRAY_A' );
		$out  = array_fill_keys( $ids, 0 );
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row['product_id'] ] += (int) $row['n'];
		}
		return $out;
	}

	/**
	 * The column's value: lists holding the product, and alerts sent.
	 *
	 * @param string $column  The column.
	 * @param int    $post_id The product.
	 */
	public static function column_value( $column, $post_id ): void {
		static $counts = null;
		if ( 'vitrina_wishlists' !== $column ) {
			return;
		}
		if ( null === $counts ) {
			global $wp_query;
			$counts = self::holders( wp_list_pluck( (array) ( $wp_query->posts ?? array() ), 'ID' ) );
		}
		$lists = $counts[ (int) $post_id ] ?? self::holders( array( (int) $post_id ) )[ (int) $post_id ] ?? 0;
		$sent  = (int) get_post_meta( (int) $post_id, self::COUNT_META, true );
		echo esc_html( (string) $lists );
		if ( $sent ) {
			/* translators: %d: alert e-mails sent about the product. */
			echo '<br><small>' . esc_html( sprintf( _n( '%d alert sent', '%d alerts sent', $sent, 'vitrina' ), $sent ) ) . '</small>';
		}
	}
}
