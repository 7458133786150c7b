<?php
/**
 * The delivery of an order: written to it (meta only, safe with the order
 * tables) and shown in the order admin and the e-mails.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * The confirmed selection goes to the order's meta with its plain-text
 * summary, and fills the order's shipping address and notes. Every view of
 * the order (thank-you page, My Account, e-mails, admin) shows
 * Selection::summary() through one template (Order::render).
 */
final class Order {

	/** Order meta: the selection. */
	public const META = '_vitrina_delivery';

	/** Order meta: its summary as plain text. */
	public const META_SUMMARY = '_vitrina_delivery_summary';

	/** Order meta: the language the shopper ordered in (the customer's views use it). */
	public const META_LOCALE = '_vitrina_delivery_locale';

	/**
	 * Saves the selection and its summary to the order and fills its address
	 * and notes (woocommerce_checkout_create_order).
	 *
	 * @param mixed $order Order.
	 * @param mixed $data  Posted checkout data.
	 */
	public static function save( $order, $data = array() ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$chosen    = is_array( $data ) && isset( $data['shipping_method'] ) ? $data['shipping_method'] : self::chosen_methods( $order );
		$selection = Session::selection();
		if ( null === $selection || ! Session::is_chosen( $chosen ) ) {
			return;
		}
		self::apply( $order, $selection );
	}

	/**
	 * The shipping method ids of an order.
	 *
	 * @param \WC_Order $order Order.
	 * @return list<string>
	 */
	public static function chosen_methods( \WC_Order $order ): array {
		return array_map(
			static fn( $item ) => $item->get_method_id(),
			array_values( $order->get_shipping_methods() )
		);
	}

	/**
	 * Writes the selection to an order (not saved here).
	 *
	 * @param \WC_Order            $order     Order.
	 * @param array<string, mixed> $selection A clean selection.
	 */
	public static function apply( \WC_Order $order, array $selection ): void {
		$order->update_meta_data( self::META, $selection );
		$order->update_meta_data( self::META_SUMMARY, Selection::summary_text( $selection ) );
		$order->update_meta_data( self::META_LOCALE, determine_locale() );
		// The delivery is the order's shipping address (a pickup: the point);
		// the billing address stays the shopper's.
		$address = ClassicCheckout::shipping_address( $selection );
		$order->set_shipping_company( $address['company'] );
		$order->set_shipping_address_1( $address['address_1'] );
		$order->set_shipping_address_2( '' );
		$order->set_shipping_city( $address['city'] );
		$order->set_shipping_postcode( $address['postcode'] );
		if ( '' !== $address['state'] ) {
			$order->set_shipping_state( $address['state'] );
		}
		if ( '' === $order->get_shipping_country() && '' !== (string) $selection['city']['countryIsoCode'] ) {
			$order->set_shipping_country( (string) $selection['city']['countryIsoCode'] );
		}
		if ( '' === $order->get_shipping_first_name() && '' === $order->get_shipping_last_name() ) {
			$order->set_shipping_first_name( $order->get_billing_first_name() );
			$order->set_shipping_last_name( $order->get_billing_last_name() );
		}
		if ( '' === $order->get_billing_postcode() ) {
			$order->set_billing_postcode( Selection::DEFAULT_POSTCODE );
		}
		$order->set_customer_note( Selection::notes_with_comment( $order->get_customer_note(), (string) $selection['comment'] ) );
	}

	/**
	 * The selection saved to an order, or null.
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, mixed>|null
	 */
	public static function selection( \WC_Order $order ): ?array {
		$saved = $order->get_meta( self::META );
		return is_array( $saved ) && isset( $saved['delivery'] ) ? $saved : null;
	}

	/**
	 * The delivery of an order as one of its views shows it (the template
	 * delivery/order-summary): `page` (thank-you page, My Account), `email`,
	 * `plain` (plain-text e-mail) or `admin`; '' when the order has none.
	 * The expected dates count from the day the order was placed. What the
	 * shopper reads (`$shopper`: the pages and the customer's e-mails) is in
	 * the order's language, the one the shopper ordered in; the admin screen
	 * and the admin's e-mail are in the reader's.
	 *
	 * @param \WC_Order $order   Order.
	 * @param string    $context page, email, plain or admin.
	 * @param bool      $shopper Whether the shopper reads it.
	 */
	public static function render( \WC_Order $order, string $context, bool $shopper ): string {
		$selection = self::selection( $order );
		if ( null === $selection ) {
			return '';
		}
		$locale   = (string) $order->get_meta( self::META_LOCALE );
		$switched = $shopper && '' !== $locale && determine_locale() !== $locale && switch_to_locale( $locale );
		$html     = Templates::render(
			'delivery/order-summary',
			array(
				'title'   => __( 'Delivery chosen in the widget', 'vitrina' ),
				'lines'   => Selection::summary( $selection, $order->get_date_created() ),
				'context' => $context,
			)
		);
		if ( $switched ) {
			restore_previous_locale();
		}
		return $html;
	}

	/**
	 * The summary in the order admin, under the shipping address
	 * (woocommerce_admin_order_data_after_shipping_address).
	 *
	 * @param mixed $order Order.
	 */
	public static function admin_summary( $order ): void {
		if ( $order instanceof \WC_Order ) {
			echo self::render( $order, 'admin', false ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
		}
	}

	/**
	 * The summary for the shopper, after the order table of the thank-you
	 * page and of the order in My Account (classic pages and the Order
	 * Confirmation block; woocommerce_order_details_after_order_table).
	 *
	 * @param mixed $order Order.
	 */
	public static function customer_summary( $order ): void {
		if ( $order instanceof \WC_Order ) {
			echo self::render( $order, 'page', true ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
		}
	}

	/**
	 * The summary in the order e-mails, after the order table
	 * (woocommerce_email_after_order_table).
	 *
	 * @param mixed $order         Order.
	 * @param mixed $sent_to_admin Whether the e-mail goes to the admin.
	 * @param mixed $plain_text    Whether the e-mail is plain text.
	 */
	public static function email_summary( $order, $sent_to_admin = false, $plain_text = false ): void {
		if ( $order instanceof \WC_Order ) {
			echo self::render( $order, $plain_text ? 'plain' : 'email', ! $sent_to_admin ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
		}
	}
}
