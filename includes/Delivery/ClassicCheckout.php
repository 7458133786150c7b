<?php
/**
 * The classic checkout (`[woocommerce_checkout]`): its fields filled from
 * the confirmed delivery, and an order without one refused.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Settings\Options;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Server-side and authoritative: the checkout script fills the same fields,
 * but what is posted is filled again here from the confirmed selection.
 * The order is confirmed afresh on woocommerce_checkout_process
 * (ProviderQuote::placing) and refused on woocommerce_after_checkout_validation.
 */
final class ClassicCheckout {

	/**
	 * Fills the address, the postcode and the courier comment from the
	 * selection (woocommerce_checkout_posted_data).
	 *
	 * @param mixed $data Posted checkout data.
	 * @return mixed
	 */
	public static function posted_data( $data ) {
		if ( ! is_array( $data ) || ! Session::is_chosen( $data['shipping_method'] ?? null ) ) {
			return $data;
		}
		$selection = Session::selection();
		if ( null === $selection ) {
			return $data;
		}
		$data = self::fill( $data, $selection, Options::enabled( 'delivery_hide_billing' ) );
		Account::keep_for( $selection, self::filled_billing() );
		return $data;
	}

	/**
	 * The posted data with the delivery as the order's shipping address.
	 *
	 * The billing address stays what the shopper typed: only its empty
	 * fields take the delivery's (WooCommerce requires them), and those are
	 * remembered (filled_billing()) so they never reach the shopper's
	 * account. The shipping address is the delivery's: for a pickup the
	 * point (its name as the company, its address and postcode), for a
	 * courier the address typed in the widget; "ship to a different
	 * address" is set. With the billing block hidden, the empty contacts
	 * come from the widget's recipient; the courier comment goes to the
	 * order notes.
	 *
	 * @param array<string, mixed> $data        Posted checkout data.
	 * @param array<string, mixed> $selection   A clean selection.
	 * @param bool                 $hide_billing Whether the billing block is hidden.
	 * @return array<string, mixed>
	 */
	public static function fill( array $data, array $selection, bool $hide_billing = false ): array {
		$address = self::shipping_address( $selection );
		$country = (string) $selection['city']['countryIsoCode'];
		if ( '' === $country ) {
			$country = (string) ( $data['billing_country'] ?? '' );
		}
		self::$filled_billing = array();
		foreach ( array( 'address_1', 'city', 'state', 'postcode' ) as $field ) {
			$key = 'billing_' . $field;
			if ( '' === trim( (string) ( $data[ $key ] ?? '' ) ) && '' !== $address[ $field ] ) {
				$data[ $key ]           = $address[ $field ];
				self::$filled_billing[] = $key;
			}
		}
		if ( '' === (string) ( $data['billing_country'] ?? '' ) && '' !== $country ) {
			$data['billing_country'] = $country;
			self::$filled_billing[]  = 'billing_country';
		}
		if ( $hide_billing ) {
			$contacts = (array) $selection['contacts'];
			$fields   = array(
				'billing_first_name' => (string) $contacts['name'],
				'billing_phone'      => (string) $contacts['phone'],
				'billing_email'      => (string) $contacts['email'],
			);
			foreach ( $fields as $key => $value ) {
				if ( '' === (string) ( $data[ $key ] ?? '' ) && '' !== $value ) {
					$data[ $key ] = $value;
				}
			}
		}

		$data['ship_to_different_address'] = true;
		foreach ( $address as $field => $value ) {
			$data[ 'shipping_' . $field ] = $value;
		}
		if ( '' === $data['shipping_state'] ) {
			unset( $data['shipping_state'] );
		}
		$data['shipping_country'] = $country;
		// The recipient: the names the shopper gave for shipping, else the billing ones.
		foreach ( array( 'first_name', 'last_name' ) as $field ) {
			if ( '' === trim( (string) ( $data[ 'shipping_' . $field ] ?? '' ) ) ) {
				$data[ 'shipping_' . $field ] = (string) ( $data[ 'billing_' . $field ] ?? '' );
			}
		}
		// The recipient's phone (a shop may require a shipping phone): the
		// one given in the widget, else the billing one.
		if ( '' === trim( (string) ( $data['shipping_phone'] ?? '' ) ) ) {
			$phone                  = (string) ( $selection['contacts']['phone'] ?? '' );
			$data['shipping_phone'] = '' !== $phone ? $phone : (string) ( $data['billing_phone'] ?? '' );
		}
		$data['order_comments'] = Selection::notes_with_comment( (string) ( $data['order_comments'] ?? '' ), (string) $selection['comment'] );
		return $data;
	}

	/**
	 * The billing fields of the last fill() that were empty and took the
	 * delivery's address.
	 *
	 * @var list<string>
	 */
	private static array $filled_billing = array();

	/**
	 * The billing fields the last fill() took from the delivery (not typed
	 * by the shopper).
	 *
	 * @return list<string>
	 */
	public static function filled_billing(): array {
		return self::$filled_billing;
	}

	/**
	 * The order's shipping address of a delivery: company (the pickup
	 * point's name), street line, city, region and postcode.
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 * @return array{company: string, address_1: string, address_2: string, city: string, state: string, postcode: string}
	 */
	public static function shipping_address( array $selection ): array {
		$point = $selection['delivery']['point'] ?? null;
		$name  = Selection::PICKUP === ( $selection['delivery']['type'] ?? null ) && is_array( $point ) ? (string) $point['name'] : '';
		return array(
			'company'   => $name,
			'address_1' => Selection::address_line( $selection ),
			// The apartment is part of address_1 (§9 format).
			'address_2' => '',
			'city'      => (string) $selection['city']['name'],
			'state'     => (string) $selection['city']['region'],
			'postcode'  => Selection::postcode( $selection ),
		);
	}

	/**
	 * Blocks placing an order with our method and no confirmed selection
	 * (woocommerce_after_checkout_validation).
	 *
	 * @param mixed    $data   Posted checkout data.
	 * @param WP_Error $errors Errors.
	 */
	public static function validate( $data, $errors ): void {
		if ( ! $errors instanceof WP_Error || ! is_array( $data ) ) {
			return;
		}
		if ( ! Session::is_chosen( $data['shipping_method'] ?? null ) ) {
			return;
		}
		$confirmed = Session::confirmation();
		if ( ! is_array( $confirmed ) ) {
			$errors->add( 'shipping', Session::refusal_message( $confirmed ) );
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce checked the checkout's nonce before this hook.
		$seen  = isset( $_POST[ self::SEEN_PRICE ] ) && is_string( $_POST[ self::SEEN_PRICE ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::SEEN_PRICE ] ) ) : '';
		$price = (float) $confirmed['delivery']['price'];
		if ( is_numeric( $seen ) && abs( (float) $seen - $price ) >= 0.005 ) {
			$errors->add( 'shipping', self::price_changed_message( (float) $seen, $price ) );
			// WooCommerce refreshes the order review: the new price is shown, and placed with the next click.
			WC()->session->set( 'refresh_totals', true );
		}
	}

	/** The checkout field with the delivery price the order review showed the shopper. */
	public const SEEN_PRICE = 'vitrina_delivery_price';

	/**
	 * What the shopper is told when the delivery costs something else than
	 * the order review showed.
	 *
	 * @param float $seen  The price the shopper saw, RUB.
	 * @param float $price The price now, RUB.
	 */
	public static function price_changed_message( float $seen, float $price ): string {
		return sprintf(
			/* translators: 1: the delivery price the shopper saw, 2: the new price. */
			__( 'The delivery price has changed from %1$s to %2$s. The order total is updated below: check it and place the order again to confirm.', 'vitrina' ),
			Selection::money( $seen ),
			Selection::money( $price )
		);
	}

	/**
	 * Prints, with the order review's rate of the widget's method, the
	 * delivery price the shopper sees (woocommerce_after_shipping_rate), so
	 * that "Place order" tells the server which price the shopper agreed to:
	 * a different one refuses the order once (validate()).
	 *
	 * @param mixed $rate The rate.
	 */
	public static function seen_price( $rate ): void {
		if ( ! $rate instanceof \WC_Shipping_Rate || ! ShippingMethod::is_rate( $rate->get_id() ) || ! is_checkout() ) {
			return;
		}
		$selection = Session::selection();
		if ( null === $selection ) {
			return;
		}
		printf( '<input type="hidden" name="%1$s" value="%2$s" />', esc_attr( self::SEEN_PRICE ), esc_attr( (string) round( (float) $selection['delivery']['price'], 2 ) ) );
	}
}
