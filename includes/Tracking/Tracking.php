<?php
/**
 * E-commerce tracking: product views, cart changes and purchases pushed into
 * the `dataLayer` of a web-analytics counter.
 *
 * @package Vitrina
 */

namespace Vitrina\Tracking;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Http\Action;
use Vitrina\Http\Nonce;
use Vitrina\Http\RateLimit;
use Vitrina\Http\Router;
use Vitrina\Module;
use Vitrina\Settings\Options;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * With the tracking setting on: loads the tracking island on every front-end
 * page, prints the viewed product's fields on product pages and the order's
 * id and key on the order-received page, and answers the island's
 * admin-ajax calls (the spec's calls 7 and 8, and the mark):
 *
 * - `yam_get_purchase` (GET: order_id, order_key): the order's actionField
 *   and products, isSent (true once the purchase was marked counted) and the
 *   nonce of the mark; read only, and only for the order's owner: the
 *   logged-in customer of a customer's order; for a guest order, the
 *   WooCommerce session that placed it (or whose e-mail is the order's
 *   billing e-mail, as WooCommerce's own order-received page decides);
 * - `vitrina_purchase_sent` (POST: order_id, order_key, nonce): marks the
 *   purchase counted; answers marked, true for the one call that marked it,
 *   so that a purchase is counted once however often its page is seen;
 * - `yam_get_cart_items`: the cart's hash and its items, keyed by the cart
 *   item key, each with its id, quantity and tracking fields.
 */
final class Tracking implements Module {

	/** The island's name (src/tracking/). */
	public const ISLAND = 'tracking';

	/** The admin-ajax actions. */
	public const PURCHASE   = 'yam_get_purchase';
	public const CART_ITEMS = 'yam_get_cart_items';
	public const MARK_SENT  = 'vitrina_purchase_sent';

	/** The nonce action of the mark (the order id follows). */
	public const MARK_NONCE = 'vitrina_purchase_sent_';

	/** The WooCommerce session key of the orders this session placed. */
	public const SESSION_ORDERS = 'vitrina_orders';

	/** How many of them the session keeps. */
	public const SESSION_ORDERS_MAX = 10;

	/** The order meta that marks a purchase as counted (the time it was). */
	public const SENT_META = '_vitrina_tracking_sent';

	/** The class of the element holding a product's fields. */
	public const PRODUCT_CLASS = 'vitrina-tracking-product';

	/**
	 * Always (the front end and admin-ajax).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		foreach ( self::actions() as $action ) {
			Router::register( $action, array( $this, 'ajax' ) );
		}
		add_action( 'woocommerce_checkout_order_processed', array( self::class, 'remember_order' ) );
		add_action( 'woocommerce_store_api_checkout_order_processed', array( self::class, 'remember_order' ) );
		if ( is_admin() ) {
			return;
		}
		add_action( 'wp_enqueue_scripts', array( $this, 'need' ), 5 );
		// The island's settings. It runs with tracking or order attribution
		// on (Attribution adds its lifetime), and counts only with tracking on.
		Data::add( self::ISLAND, 'tracking', static fn(): bool => self::enabled() );
		Data::add( self::ISLAND, 'ajaxUrl', static fn(): string => admin_url( 'admin-ajax.php' ) );
		Data::add( self::ISLAND, 'currency', static fn(): string => get_woocommerce_currency() );
		Data::add( self::ISLAND, 'consentCookie', static fn(): string => Options::enabled( 'tracking_consent_required' ) ? Options::text( 'tracking_consent_cookie' ) : '' );
		Data::add( self::ISLAND, 'orderPage', static fn(): bool => self::order_page() );
		Data::add( self::ISLAND, 'order', static fn(): ?array => self::order_page() ? self::page_order() : null );
		add_action( 'woocommerce_after_single_product', array( $this, 'render_product' ) );
	}

	/**
	 * Whether tracking is on.
	 */
	public static function enabled(): bool {
		return Options::enabled( 'tracking' );
	}

	/** The island's build with the events (src/tracking/full). */
	public const FULL_BUILD = 'full';

	/**
	 * Loads the island on every front-end page when tracking is on: its
	 * build with the events, in one script.
	 */
	public function need(): void {
		if ( self::enabled() ) {
			Islands::build_from( self::ISLAND, self::FULL_BUILD );
			Islands::need( self::ISLAND );
		}
	}

	/**
	 * Whether this is the order-received page.
	 */
	private static function order_page(): bool {
		return function_exists( 'is_order_received_page' ) && is_order_received_page();
	}

	/**
	 * The order of the order-received page, as its link names it (id and
	 * key), else null.
	 *
	 * @return array{id: int, key: string}|null
	 */
	private static function page_order(): ?array {
		$order_id = absint( get_query_var( 'order-received' ) );
		$key      = isset( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- WooCommerce's own link to the page.
		return $order_id > 0 && '' !== $key ? array(
			'id'  => $order_id,
			'key' => $key,
		) : null;
	}

	/**
	 * Prints the viewed product's tracking fields (read by the island for the
	 * detail event).
	 */
	public function render_product(): void {
		global $product;
		if ( ! self::enabled() || ! $product instanceof \WC_Product ) {
			return;
		}
		echo self::product_markup( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with tags escaped.
	}

	/**
	 * The element holding a product's fields.
	 *
	 * @param \WC_Product $product The product.
	 */
	public static function product_markup( \WC_Product $product ): string {
		return sprintf(
			'<script type="application/json" class="%s">%s</script>',
			esc_attr( self::PRODUCT_CLASS ),
			(string) wp_json_encode( DataLayer::fields( $product ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES )
		);
	}

	/**
	 * The admin-ajax actions, by name: each answers only with tracking on
	 * (else 404), never stored by a cache; refusals are
	 * `{ success: false, data: { message } }`.
	 *
	 * @return array<string, Action>
	 */
	public static function actions(): array {
		$order_args = array(
			'order_id'  => Action::lenient( 0, 'absint' ),
			'order_key' => Action::lenient( '', 'sanitize_text_field' ),
		);
		$common     = array(
			'cache' => Action::CACHE_NO_STORE,
		);
		return array(
			self::PURCHASE   => new Action(
				self::PURCHASE,
				$common + array(
					'source'              => Action::FROM_GET,
					'args'                => $order_args,
					// Read only: the order key and the owner's session (purchase()).
					'permission_callback' => array( self::class, 'verify_enabled' ),
					'callback'            => static fn( array $args ) => self::purchase( (int) $args['order_id'], (string) $args['order_key'] ) ?? self::not_found(),
				)
			),
			self::MARK_SENT  => new Action(
				self::MARK_SENT,
				$common + array(
					'methods'             => array( 'POST' ),
					'source'              => Action::FROM_POST,
					'args'                => $order_args,
					'permission_callback' => array( self::class, 'verify_mark' ),
					'callback'            => static function ( array $args ) {
						$marked = self::mark_sent( (int) $args['order_id'], (string) $args['order_key'] );
						return null === $marked ? self::not_found() : array( 'marked' => $marked );
					},
				)
			),
			self::CART_ITEMS => new Action(
				self::CART_ITEMS,
				$common + array(
					'permission_callback' => array( self::class, 'verify_enabled' ),
					'callback'            => static fn() => self::cart_items(),
				)
			),
		);
	}

	/**
	 * Whether the calls answer: tracking on, else 404.
	 *
	 * @return true|WP_Error
	 */
	public static function verify_enabled() {
		return self::enabled() ? true : new WP_Error( 'vitrina_tracking_off', __( 'E-commerce tracking is off.', 'vitrina' ), array( 'status' => 404 ) );
	}

	/**
	 * Whether the mark may run: tracking on, and the mark's nonce of the
	 * order (403).
	 *
	 * @param array<string, mixed> $fields The raw fields.
	 * @return true|WP_Error
	 */
	public static function verify_mark( array $fields ) {
		$enabled = self::verify_enabled();
		if ( true !== $enabled ) {
			return $enabled;
		}
		$order_id = isset( $fields['order_id'] ) && is_string( $fields['order_id'] ) ? absint( $fields['order_id'] ) : 0;
		return Nonce::verify( $fields['nonce'] ?? '', self::MARK_NONCE . $order_id )
			? true
			: new WP_Error( 'vitrina_tracking_nonce', __( 'The page has expired. Reload it and try again.', 'vitrina' ), array( 'status' => 403 ) );
	}

	/**
	 * No such order of the shopper's.
	 */
	private static function not_found(): WP_Error {
		return new WP_Error( 'vitrina_tracking_order', __( 'Order not found.', 'vitrina' ), array( 'status' => 404 ) );
	}

	/**
	 * The admin-ajax entry of the calls (by the request's action; any other
	 * is the cart's).
	 */
	public function ajax(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only; the actions check what they need.
		$name    = isset( $_REQUEST['action'] ) && is_string( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : '';
		$actions = self::actions();
		Router::dispatch( $actions[ $name ] ?? $actions[ self::CART_ITEMS ] );
	}

	/**
	 * Remembers in the WooCommerce session the order it just placed (classic
	 * and block checkout), so that this session may read its purchase.
	 *
	 * @param mixed $order The order or its id.
	 */
	public static function remember_order( $order ): void {
		$order_id = $order instanceof \WC_Order ? $order->get_id() : absint( is_scalar( $order ) ? $order : 0 );
		if ( ! $order_id || ! function_exists( 'WC' ) || ! WC()->session instanceof \WC_Session ) {
			return;
		}
		$ids   = (array) WC()->session->get( self::SESSION_ORDERS, array() );
		$ids   = array_values( array_filter( array_map( 'absint', $ids ), static fn( int $id ): bool => $id !== $order_id ) );
		$ids[] = $order_id;
		WC()->session->set( self::SESSION_ORDERS, array_slice( $ids, -self::SESSION_ORDERS_MAX ) );
	}

	/**
	 * The order, when its key matches and the current shopper owns it: the
	 * logged-in customer of a customer's order; for a guest order, the
	 * WooCommerce session that placed it or whose customer e-mail is the
	 * order's billing e-mail (what WooCommerce's order-received page
	 * accepts). Never the key alone.
	 *
	 * @param int    $order_id The order.
	 * @param string $key      Its key.
	 */
	public static function owned_order( int $order_id, string $key ): ?\WC_Order {
		$order = $order_id > 0 ? wc_get_order( $order_id ) : null;
		if ( ! $order instanceof \WC_Order || '' === $key || ! hash_equals( $order->get_order_key(), $key ) ) {
			return null;
		}
		$customer = (int) $order->get_customer_id();
		if ( $customer > 0 ) {
			return get_current_user_id() === $customer ? $order : null;
		}
		$session = function_exists( 'WC' ) ? WC()->session : null;
		if ( ! $session instanceof \WC_Session ) {
			return null;
		}
		if ( in_array( $order->get_id(), array_map( 'absint', (array) $session->get( self::SESSION_ORDERS, array() ) ), true ) ) {
			return $order;
		}
		$customer_data = $session->get( 'customer' );
		$email         = is_array( $customer_data ) && isset( $customer_data['email'] ) && is_string( $customer_data['email'] ) ? $customer_data['email'] : '';
		$billing       = (string) $order->get_billing_email();
		return '' !== $email && '' !== $billing && 0 === strcasecmp( $email, $billing ) ? $order : null;
	}

	/**
	 * Marks an order's purchase counted.
	 *
	 * @param int    $order_id The order.
	 * @param string $key      Its key.
	 * @return bool|null True when this call marked it, false when it was marked before, null for no such order of the shopper's.
	 */
	public static function mark_sent( int $order_id, string $key ): ?bool {
		$order = self::owned_order( $order_id, $key );
		if ( null === $order ) {
			return null;
		}
		if ( '' !== (string) $order->get_meta( self::SENT_META ) ) {
			return false;
		}
		// Tabs marking at once all read "not sent": one atomic claim decides
		// which of them counts the purchase.
		if ( ! RateLimit::hit( 'purchase_sent', 1, YEAR_IN_SECONDS, (string) $order->get_id() ) ) {
			return false;
		}
		$order->update_meta_data( self::SENT_META, (string) time() );
		$order->save_meta_data();
		return true;
	}

	/**
	 * The purchase of an order, read only: isSent is true once it was marked
	 * counted (mark_sent()); nonce is the mark's.
	 *
	 * @param int    $order_id The order.
	 * @param string $key      Its key.
	 * @return array{isSent: bool, actionField: array<string, string>, products: list<array<string, mixed>>, nonce: string}|null Null for no such order, a wrong key, or an order of someone else's.
	 */
	public static function purchase( int $order_id, string $key ): ?array {
		$order = self::owned_order( $order_id, $key );
		if ( null === $order ) {
			return null;
		}
		$sent     = '' !== (string) $order->get_meta( self::SENT_META );
		$incl_tax = 'incl' === get_option( 'woocommerce_tax_display_cart' );
		$products = array();
		foreach ( $order->get_items() as $item ) {
			if ( ! $item instanceof \WC_Order_Item_Product ) {
				continue;
			}
			$quantity = max( 1, (int) $item->get_quantity() );
			$price    = (float) $order->get_item_subtotal( $item, $incl_tax, false );
			$product  = $item->get_product();
			if ( $product instanceof \WC_Product ) {
				$products[] = DataLayer::fields( $product, $quantity, $price );
				continue;
			}
			// A product deleted since: what the order kept.
			$products[] = array(
				'id'       => (string) ( $item->get_variation_id() ? $item->get_variation_id() : $item->get_product_id() ),
				'name'     => wp_strip_all_tags( $item->get_name() ),
				'price'    => DataLayer::price( $price ),
				'category' => '',
				'variant'  => '',
				'quantity' => $quantity,
			);
		}
		$action  = array(
			'id'      => (string) $order->get_order_number(),
			'revenue' => DataLayer::price( (float) $order->get_total() ),
		);
		$coupons = $order->get_coupon_codes();
		if ( $coupons ) {
			$action['coupon'] = implode( ',', $coupons );
		}
		return array(
			'isSent'      => $sent,
			'actionField' => $action,
			'products'    => $products,
			'nonce'       => $sent ? '' : wp_create_nonce( self::MARK_NONCE . $order->get_id() ),
		);
	}

	/**
	 * The cart: its hash (as in WooCommerce's cart hash cookie) and its items
	 * keyed by the cart item key.
	 *
	 * @return array{hash: string, items: object}
	 */
	public static function cart_items(): array {
		$cart  = WC()->cart;
		$items = array();
		if ( $cart instanceof \WC_Cart ) {
			foreach ( $cart->get_cart() as $key => $item ) {
				$product = $item['data'] ?? null;
				if ( ! $product instanceof \WC_Product ) {
					continue;
				}
				$quantity      = max( 1, (int) ( $item['quantity'] ?? 1 ) );
				$variation_id  = (int) ( $item['variation_id'] ?? 0 );
				$items[ $key ] = array(
					'id'        => $variation_id > 0 ? $variation_id : (int) ( $item['product_id'] ?? $product->get_id() ),
					'quantity'  => $quantity,
					// A variable product in the cart without its variation: the island logs it.
					'variation' => ! ( $product->is_type( 'variable' ) && 0 === $variation_id ),
					'product'   => DataLayer::fields( $product, $quantity ),
				);
			}
		}
		return array(
			'hash'  => $cart instanceof \WC_Cart ? (string) $cart->get_cart_hash() : '',
			'items' => (object) $items,
		);
	}
}
