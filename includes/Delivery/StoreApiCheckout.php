<?php
/**
 * WooCommerce's Checkout block (the Store API): the same rule and the same
 * order data as the classic checkout.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * An order placed through the Store API is confirmed afresh, refused
 * without a delivery, and otherwise gets it (Order::apply); the widget
 * beside the block refreshes the block's cart through a cart update
 * callback of its own namespace.
 */
final class StoreApiCheckout {

	/** The namespace of the block checkout's cart update (extensionCartUpdate) and of its checkout data. */
	public const CART_UPDATE_NAMESPACE = 'vitrina-delivery';

	/** The checkout data's key with the delivery price the shopper saw. */
	public const SEEN_PRICE = 'price';

	/**
	 * An order placed (POST) with our method and no confirmed selection is
	 * refused with the widget's message; with one, the selection goes to the
	 * order as at the classic checkout. Draft updates (PUT) are never refused
	 * (woocommerce_store_api_checkout_update_order_from_request).
	 *
	 * @param mixed $order   The draft order.
	 * @param mixed $request The Store API request.
	 * @throws RouteException When the delivery is missing.
	 */
	public static function update_order( $order, $request = null ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		if ( ! Session::is_chosen( Order::chosen_methods( $order ) ) ) {
			return;
		}
		$confirmed = Session::confirmation();
		if ( is_array( $confirmed ) ) {
			Order::apply( $order, $confirmed );
			if ( $request instanceof WP_REST_Request && 'POST' === $request->get_method() ) {
				self::refuse_a_changed_price( $request, (float) $confirmed['delivery']['price'] );
				// The account keeps its shipping address (a pickup point is not
				// one) and the empty billing fields the block filled from it.
				Account::keep_for( $confirmed, self::billing_from_delivery( $order, $confirmed ) );
			}
			return;
		}
		if ( $request instanceof WP_REST_Request && 'POST' === $request->get_method() ) {
			throw new RouteException( 'vitrina_delivery_required', esc_html( Session::refusal_message( $confirmed ) ), 400 );
		}
	}

	/**
	 * Refuses, once, an order whose delivery price is not the one the shopper
	 * saw: the Checkout block sends the price of our rate it shows
	 * (`extensions.vitrina-delivery.price`); when the price the shop confirms
	 * now differs by a kopeck or more, the order is refused (409, which makes
	 * the Store API answer with the cart as it is now, so the block shows the
	 * new price), and the next "Place order", carrying the new price, goes
	 * through. A request without the price is not compared (the order is
	 * still priced by the shop).
	 *
	 * @param WP_REST_Request $request The checkout request.
	 * @param float           $price   The price now, RUB.
	 * @throws RouteException When the price changed.
	 */
	private static function refuse_a_changed_price( WP_REST_Request $request, float $price ): void {
		$extensions = $request->get_param( 'extensions' );
		$seen       = is_array( $extensions ) && is_array( $extensions[ self::CART_UPDATE_NAMESPACE ] ?? null )
			? ( $extensions[ self::CART_UPDATE_NAMESPACE ][ self::SEEN_PRICE ] ?? null )
			: null;
		if ( ( is_int( $seen ) || is_float( $seen ) ) && abs( (float) $seen - $price ) >= 0.005 ) {
			throw new RouteException( 'vitrina_delivery_price_changed', esc_html( ClassicCheckout::price_changed_message( (float) $seen, $price ) ), 409 );
		}
	}

	/**
	 * The Checkout block's data of ours in the checkout request: the price
	 * of our rate the shopper saw, RUB (`extensions.vitrina-delivery.price`,
	 * a number ≥ 0 or null; the Store API refuses anything else).
	 */
	public static function register_seen_price(): void {
		if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {
			return;
		}
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'checkout',
				'namespace'       => self::CART_UPDATE_NAMESPACE,
				'schema_callback' => static fn(): array => array(
					self::SEEN_PRICE => array(
						'description' => 'The delivery price the shopper saw, RUB.',
						'type'        => array( 'number', 'null' ),
						'minimum'     => 0,
						'context'     => array(),
					),
				),
			)
		);
	}

	/**
	 * The order's billing fields that took the delivery's address because
	 * the account had them empty (the Checkout block fills only those, as
	 * the classic checkout does).
	 *
	 * @param \WC_Order            $order     The order.
	 * @param array<string, mixed> $selection A clean selection.
	 * @return list<string>
	 */
	private static function billing_from_delivery( \WC_Order $order, array $selection ): array {
		$user = get_current_user_id();
		if ( $user <= 0 ) {
			return array();
		}
		$delivery            = ClassicCheckout::shipping_address( $selection );
		$delivery['country'] = (string) $selection['city']['countryIsoCode'];
		$fields              = array();
		foreach ( array( 'address_1', 'city', 'state', 'postcode', 'country' ) as $field ) {
			$getter = 'get_billing_' . $field;
			if ( '' !== $delivery[ $field ] && '' === (string) get_user_meta( $user, 'billing_' . $field, true ) && $order->{$getter}() === $delivery[ $field ] ) {
				$fields[] = 'billing_' . $field;
			}
		}
		return $fields;
	}

	/**
	 * Placing an order through the Store API (the Checkout block): from here
	 * on, the external provider is asked afresh, before the cart is priced
	 * (rest_request_before_callbacks).
	 *
	 * @param mixed $response The response so far (passed through).
	 * @param mixed $handler  The route handler.
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public static function before_checkout( $response, $handler = null, $request = null ) {
		unset( $handler );
		if ( $request instanceof WP_REST_Request && 'POST' === $request->get_method() && 1 === preg_match( '#^/wc/store(/v\d+)?/checkout/?$#', $request->get_route() ) ) {
			ProviderQuote::placing();
		}
		return $response;
	}

	/**
	 * Lets the widget beside the block checkout ask for a fresh cart once the
	 * shopper confirmed a delivery (`extensionCartUpdate` with this
	 * namespace): the cart is recalculated, the rate priced from the session.
	 */
	public static function register_cart_update(): void {
		if ( ! function_exists( 'woocommerce_store_api_register_update_callback' ) ) {
			return;
		}
		woocommerce_store_api_register_update_callback(
			array(
				'namespace' => self::CART_UPDATE_NAMESPACE,
				'callback'  => static function (): void {
					// Nothing to change: the selection is already in the session.
				},
			)
		);
	}
}
