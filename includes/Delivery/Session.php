<?php
/**
 * The shopper's delivery choice kept between requests: stored, read back
 * confirmed for the cart as it is now, and forgotten.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The selection lives in a transient of its own keyed by the WooCommerce
 * customer id; the payment method chosen with it in the WooCommerce session.
 * Every read confirms it again (Cart::confirm): the browser's figures never
 * count.
 */
final class Session {

	/** The WooCommerce session key of the selection (kept for the data of older versions). */
	public const KEY = 'vitrina_delivery';

	/** The WooCommerce session key of the payment method chosen with the delivery. */
	public const PAY_METHOD_KEY = 'vitrina_delivery_pay_method';

	/**
	 * Loads the session and the cart on a REST request, where WooCommerce
	 * does not by itself.
	 */
	public static function load(): void {
		if ( WC()->session && WC()->cart ) {
			return;
		}
		WC()->frontend_includes();
		if ( function_exists( 'wc_load_cart' ) ) {
			wc_load_cart();
		}
	}

	/**
	 * The selection kept in the session, confirmed by the shop for the cart
	 * as it is now, or null.
	 *
	 * @return array<string, mixed>|null
	 * @phpstan-impure
	 */
	public static function selection(): ?array {
		$confirmed = self::confirmation();
		return is_array( $confirmed ) ? $confirmed : null;
	}

	/**
	 * The selection kept in the session, confirmed for the cart as it is
	 * now; why it cannot be confirmed; or null when there is none.
	 *
	 * @return array<string, mixed>|WP_Error|null
	 * @phpstan-impure
	 */
	public static function confirmation() {
		$key = self::storage_key();
		if ( null === $key ) {
			return null;
		}
		$stored = get_transient( $key );
		if ( ! is_array( $stored ) || ! isset( $stored['delivery'] ) ) {
			return null;
		}
		$clean = Selection::parse( $stored );
		return is_wp_error( $clean ) ? null : Cart::confirm( $clean );
	}

	/**
	 * Where the shopper's selection is kept: a transient of its own, keyed by
	 * the WooCommerce session's customer id. Not inside the session itself,
	 * whose whole data a concurrent checkout refresh writes back as it had
	 * loaded it, losing a selection saved in the meantime.
	 */
	private static function storage_key(): ?string {
		if ( ! function_exists( 'WC' ) || ! WC()->session ) {
			return null;
		}
		$customer = (string) WC()->session->get_customer_id();
		return '' === $customer ? null : 'vitrina_delivery_' . md5( $customer );
	}

	/**
	 * Keeps (or, with null, clears) the shopper's selection.
	 *
	 * @param array<string, mixed>|null $selection A clean selection.
	 * @param string                    $pay_method A gateway id, or ''.
	 */
	public static function store( ?array $selection, string $pay_method = '' ): void {
		if ( ! WC()->session ) {
			return;
		}
		if ( WC()->session instanceof \WC_Session_Handler && ! WC()->session->has_session() ) {
			WC()->session->set_customer_session_cookie( true );
		}
		$key = self::storage_key();
		if ( null !== $key ) {
			if ( null === $selection ) {
				delete_transient( $key );
			} else {
				set_transient( $key, $selection, 2 * 86400 ); // Two days, as a WooCommerce session.
			}
		}
		WC()->session->set( self::PAY_METHOD_KEY, null === $selection || '' === $pay_method ? null : $pay_method );
		if ( null !== $selection && '' !== $pay_method ) {
			WC()->session->set( 'chosen_payment_method', $pay_method );
		}
	}

	/**
	 * Once the order has its delivery, the next cart starts without one.
	 */
	public static function forget(): void {
		self::store( null );
	}

	/**
	 * Whether the chosen shipping methods include ours.
	 *
	 * @param mixed $chosen Chosen rate ids (the checkout's posted shipping_method or the session's).
	 */
	public static function is_chosen( $chosen = null ): bool {
		if ( null === $chosen ) {
			$chosen = WC()->session ? WC()->session->get( 'chosen_shipping_methods', array() ) : array();
		}
		foreach ( (array) $chosen as $rate ) {
			if ( ShippingMethod::is_rate( $rate ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Why an order is refused: the provider could not be asked, or there is
	 * no delivery the shop confirms.
	 *
	 * @param mixed $why A WP_Error (from confirmation()), or null.
	 */
	public static function refusal_message( $why ): string {
		return $why instanceof WP_Error && 'vitrina_provider_unreachable' === $why->get_error_code() ? $why->get_error_message() : self::message_select();
	}

	/**
	 * The message of a blocked order.
	 */
	public static function message_select(): string {
		return __( 'Select and confirm delivery method in the widget', 'vitrina' );
	}
}
