<?php
/**
 * E-commerce tracking: product views, cart changes and purchases pushed into
 * the `dataLayer` of a web-analytics counter.
 *
 * @package Vitrina
 */

namespace Vitrina\Tracking;

use Vitrina\Assets\Islands;
use Vitrina\Http\NoStore;
use Vitrina\Http\RateLimit;
use Vitrina\Module;
use Vitrina\Settings\Options;

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
	 * With WooCommerce (the front end and admin-ajax).
	 */
	public function can_register(): bool {
		return function_exists( 'WC' );
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		foreach ( array( self::PURCHASE, self::CART_ITEMS, self::MARK_SENT ) as $action ) {
			add_action( 'wp_ajax_' . $action, array( $this, 'ajax' ) );
			add_action( 'wp_ajax_nopriv_' . $action, array( $this, 'ajax' ) );
		}
		add_action( 'woocommerce_checkout_order_processed', array( self::class, 'remember_order' ) );
		add_action( 'woocommerce_store_api_checkout_order_processed', array( self::class, 'remember_order' ) );
		if ( is_admin() ) {
			return;
		}
		add_action( 'wp_enqueue_scripts', array( $this, 'need' ), 5 );
		add_filter( 'vitrina_island_settings_' . self::ISLAND, array( $this, 'settings' ) );
		add_action( 'woocommerce_after_single_product', array( $this, 'render_product' ) );
	}

	/**
	 * Whether tracking is on.
	 */
	public static function enabled(): bool {
		return Options::enabled( 'tracking' );
	}

	/**
	 * Loads the island on every front-end page when tracking is on.
	 */
	public function need(): void {
		if ( self::enabled() ) {
			Islands::need( self::ISLAND );
		}
	}

	/**
	 * The island's settings: where to ask, the currency, the consent cookie
	 * (empty when no consent is asked for) and, on the order-received page,
	 * the order.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	public function settings( array $settings ): array {
		$settings['ajaxUrl']       = admin_url( 'admin-ajax.php' );
		$settings['currency']      = get_woocommerce_currency();
		$settings['consentCookie'] = Options::enabled( 'tracking_consent_required' ) ? Options::text( 'tracking_consent_cookie' ) : '';
		$settings['orderPage']     = function_exists( 'is_order_received_page' ) && is_order_received_page();
		$settings['order']         = null;
		if ( $settings['orderPage'] ) {
			$order_id = absint( get_query_var( 'order-received' ) );
			$key      = isset( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- WooCommerce's own link to the page.
			if ( $order_id > 0 && '' !== $key ) {
				$settings['order'] = array(
					'id'  => $order_id,
					'key' => $key,
				);
			}
		}
		return $settings;
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
			(string) wp_json_encode( Products::fields( $product ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES )
		);
	}

	/**
	 * The admin-ajax entry of the calls.
	 */
	public function ajax(): void {
		// The shopper's order and cart: no cache may keep the answer.
		NoStore::send();
		// phpcs:disable WordPress.Security.NonceVerification -- reads are guarded by the order key and the owner's session; the mark checks its nonce.
		$action = isset( $_REQUEST['action'] ) && is_string( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : '';
		if ( ! self::enabled() ) {
			wp_send_json_error( array( 'message' => __( 'E-commerce tracking is off.', 'vitrina' ) ), 404 );
		}
		if ( self::PURCHASE === $action || self::MARK_SENT === $action ) {
			$mark     = self::MARK_SENT === $action;
			$source   = $mark ? $_POST : $_GET;
			$order_id = isset( $source['order_id'] ) && is_string( $source['order_id'] ) ? absint( wp_unslash( $source['order_id'] ) ) : 0;
			$key      = isset( $source['order_key'] ) && is_string( $source['order_key'] ) ? sanitize_text_field( wp_unslash( $source['order_key'] ) ) : '';
			$nonce    = isset( $source['nonce'] ) && is_string( $source['nonce'] ) ? sanitize_text_field( wp_unslash( $source['nonce'] ) ) : '';
			// phpcs:enable WordPress.Security.NonceVerification
			if ( $mark ) {
				if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] ) {
					wp_send_json_error( array( 'message' => __( 'This call must be a POST.', 'vitrina' ) ), 405 );
				}
				if ( '' === $nonce || false === wp_verify_nonce( $nonce, self::MARK_NONCE . $order_id ) ) {
					wp_send_json_error( array( 'message' => __( 'The page has expired. Reload it and try again.', 'vitrina' ) ), 403 );
				}
				$marked = self::mark_sent( $order_id, $key );
				if ( null === $marked ) {
					wp_send_json_error( array( 'message' => __( 'Order not found.', 'vitrina' ) ), 404 );
				}
				wp_send_json_success( array( 'marked' => $marked ) );
			}
			$answer = self::purchase( $order_id, $key );
			if ( null === $answer ) {
				wp_send_json_error( array( 'message' => __( 'Order not found.', 'vitrina' ) ), 404 );
			}
			wp_send_json_success( $answer );
		}
		wp_send_json_success( self::cart_items() );
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
				$products[] = Products::fields( $product, $quantity, $price );
				continue;
			}
			// A product deleted since: what the order kept.
			$products[] = array(
				'id'       => (string) ( $item->get_variation_id() ? $item->get_variation_id() : $item->get_product_id() ),
				'name'     => wp_strip_all_tags( $item->get_name() ),
				'price'    => Products::price( $price ),
				'category' => '',
				'variant'  => '',
				'quantity' => $quantity,
			);
		}
		$action  = array(
			'id'      => (string) $order->get_order_number(),
			'revenue' => Products::price( (float) $order->get_total() ),
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
					'product'   => Products::fields( $product, $quantity ),
				);
			}
		}
		return array(
			'hash'  => $cart instanceof \WC_Cart ? (string) $cart->get_cart_hash() : '',
			'items' => (object) $items,
		);
	}
}
