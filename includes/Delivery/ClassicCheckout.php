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
		return self::fill( $data, $selection, Options::enabled( 'delivery_hide_billing' ) );
	}

	/**
	 * The posted data with the address fields, the postcode, the contacts
	 * (with the billing block hidden) and the courier comment filled.
	 *
	 * @param array<string, mixed> $data        Posted checkout data.
	 * @param array<string, mixed> $selection   A clean selection.
	 * @param bool                 $hide_billing Whether the billing block is hidden.
	 * @return array<string, mixed>
	 */
	public static function fill( array $data, array $selection, bool $hide_billing = false ): array {
		$prefixes = empty( $data['ship_to_different_address'] ) ? array( 'billing', 'shipping' ) : array( 'shipping' );
		$address  = array(
			'address_1' => Selection::address_line( $selection ),
			'city'      => (string) $selection['city']['name'],
			'state'     => (string) $selection['city']['region'],
			'postcode'  => Selection::postcode( $selection ),
		);
		$country  = (string) $selection['city']['countryIsoCode'];
		foreach ( $prefixes as $prefix ) {
			foreach ( $address as $field => $value ) {
				if ( '' !== $value ) {
					$data[ $prefix . '_' . $field ] = $value;
				}
			}
			if ( '' !== $country && '' === (string) ( $data[ $prefix . '_country' ] ?? '' ) ) {
				$data[ $prefix . '_country' ] = $country;
			}
			// The apartment is part of address_1 (§9 format).
			$data[ $prefix . '_address_2' ] = '';
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
		$data['order_comments'] = Selection::notes_with_comment( (string) ( $data['order_comments'] ?? '' ), (string) $selection['comment'] );
		return $data;
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
		}
	}
}
