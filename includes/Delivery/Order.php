<?php
/**
 * The delivery of an order: written to it (meta only, safe with the order
 * tables) and shown in the order admin and the e-mails.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

defined( 'ABSPATH' ) || exit;

/**
 * The confirmed selection goes to the order's meta with its plain-text
 * summary, and fills the order's shipping address and notes. The admin and
 * the e-mails show Selection::summary().
 */
final class Order {

	/** Order meta: the selection. */
	public const META = '_vitrina_delivery';

	/** Order meta: its summary as plain text. */
	public const META_SUMMARY = '_vitrina_delivery_summary';

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
	 * The summary in the order admin, under the shipping address
	 * (woocommerce_admin_order_data_after_shipping_address).
	 *
	 * @param mixed $order Order.
	 */
	public static function admin_summary( $order ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$selection = self::selection( $order );
		if ( null === $selection ) {
			return;
		}
		echo '<div class="vitrina-order-delivery"><h3>' . esc_html__( 'Delivery chosen in the widget', 'vitrina' ) . '</h3><p>';
		$lines = array();
		foreach ( Selection::summary( $selection ) as $label => $value ) {
			$lines[] = '<strong>' . esc_html( $label ) . ':</strong> ' . esc_html( $value );
		}
		echo implode( '<br>', $lines ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		echo '</p></div>';
	}

	/**
	 * The summary for the shopper, after the order table of the thank-you
	 * page and of the order in My Account
	 * (woocommerce_order_details_after_order_table).
	 *
	 * @param mixed $order Order.
	 */
	public static function customer_summary( $order ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$selection = self::selection( $order );
		if ( null === $selection ) {
			return;
		}
		echo '<section class="vitrina-order-delivery woocommerce-order-delivery"><h2 class="woocommerce-column__title">' . esc_html__( 'Delivery chosen in the widget', 'vitrina' ) . '</h2>';
		echo '<table class="woocommerce-table shop_table vitrina-order-delivery__table"><tbody>';
		foreach ( Selection::summary( $selection ) as $label => $value ) {
			echo '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . esc_html( $value ) . '</td></tr>';
		}
		echo '</tbody></table></section>';
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
		unset( $sent_to_admin );
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$selection = self::selection( $order );
		if ( null === $selection ) {
			return;
		}
		$summary = Selection::summary( $selection );
		if ( $plain_text ) {
			echo "\n" . esc_html( wc_strtoupper( __( 'Delivery chosen in the widget', 'vitrina' ) ) ) . "\n\n";
			foreach ( $summary as $label => $value ) {
				echo esc_html( $label . ': ' . $value ) . "\n";
			}
			echo "\n";
			return;
		}
		echo '<h2>' . esc_html__( 'Delivery chosen in the widget', 'vitrina' ) . '</h2>';
		echo '<table class="td vitrina-email-delivery" cellspacing="0" cellpadding="6" border="1" style="width: 100%; margin-bottom: 40px;"><tbody>';
		foreach ( $summary as $label => $value ) {
			echo '<tr><th class="td" scope="row" style="text-align:left;">' . esc_html( $label ) . '</th><td class="td" style="text-align:left;">' . esc_html( $value ) . '</td></tr>';
		}
		echo '</tbody></table>';
	}
}
