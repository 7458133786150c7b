<?php
/**
 * E-commerce tracking: product views, cart changes and purchases pushed into
 * the `dataLayer` of a web-analytics counter.
 *
 * @package Vitrina
 */

namespace Vitrina\Tracking;

use Vitrina\Assets\Islands;
use Vitrina\Module;
use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * With the tracking setting on: loads the tracking island on every front-end
 * page, prints the viewed product's fields on product pages and the order's
 * id and key on the order-received page, and answers the island's two
 * admin-ajax calls (the spec's calls 7 and 8):
 *
 * - `yam_get_purchase` (order_id, order_key): the order's actionField and
 *   products, and isSent, true once an earlier call has answered for the
 *   order: a purchase is counted once however often its page is seen;
 * - `yam_get_cart_items`: the cart's hash and its items, keyed by the cart
 *   item key, each with its id, quantity and tracking fields.
 */
final class Tracking implements Module {

	/** The island's name (src/tracking/). */
	public const ISLAND = 'tracking';

	/** The admin-ajax actions. */
	public const PURCHASE   = 'yam_get_purchase';
	public const CART_ITEMS = 'yam_get_cart_items';

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
		foreach ( array( self::PURCHASE, self::CART_ITEMS ) as $action ) {
			add_action( 'wp_ajax_' . $action, array( $this, 'ajax' ) );
			add_action( 'wp_ajax_nopriv_' . $action, array( $this, 'ajax' ) );
		}
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
	 * The admin-ajax entry of both calls.
	 */
	public function ajax(): void {
		nocache_headers();
		$action = isset( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only calls; the purchase is guarded by the order key.
		if ( ! self::enabled() ) {
			wp_send_json_error( array( 'message' => __( 'E-commerce tracking is off.', 'vitrina' ) ), 404 );
		}
		if ( self::PURCHASE === $action ) {
			// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the order key is the secret, as on WooCommerce's own order-received page.
			$order_id = isset( $_GET['order_id'] ) ? absint( wp_unslash( $_GET['order_id'] ) ) : 0;
			$key      = isset( $_GET['order_key'] ) ? sanitize_text_field( wp_unslash( $_GET['order_key'] ) ) : '';
			// phpcs:enable WordPress.Security.NonceVerification.Recommended
			$answer = self::purchase( $order_id, $key );
			if ( null === $answer ) {
				wp_send_json_error( array( 'message' => __( 'Order not found.', 'vitrina' ) ), 404 );
			}
			wp_send_json_success( $answer );
		}
		wp_send_json_success( self::cart_items() );
	}

	/**
	 * The purchase of an order, marking it counted: isSent is true when an
	 * earlier call has already answered for it.
	 *
	 * @param int    $order_id The order.
	 * @param string $key      Its key.
	 * @return array{isSent: bool, actionField: array<string, string>, products: list<array<string, mixed>>}|null Null for no such order or a wrong key.
	 */
	public static function purchase( int $order_id, string $key ): ?array {
		$order = $order_id > 0 ? wc_get_order( $order_id ) : null;
		if ( ! $order instanceof \WC_Order || '' === $key || ! hash_equals( $order->get_order_key(), $key ) ) {
			return null;
		}
		$sent = '' !== (string) $order->get_meta( self::SENT_META );
		if ( ! $sent ) {
			$order->update_meta_data( self::SENT_META, (string) time() );
			$order->save_meta_data();
		}
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
