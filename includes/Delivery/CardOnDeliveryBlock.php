<?php
/**
 * The card-on-delivery payment method in WooCommerce's Checkout block.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;
use Vitrina\Assets\Islands;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the gateway with the Checkout block: its script
 * (build/delivery/payment-block.js) and its title and description.
 * Whether it can be chosen is the server's answer (the Store API cart's
 * payment methods: the gateway's own rules and the delivery's card flag).
 */
final class CardOnDeliveryBlock extends AbstractPaymentMethodType {

	/** The delivery island's entry of the script (build/delivery/payment-block.js). */
	public const ENTRY = 'payment-block';

	/**
	 * The gateway id.
	 *
	 * @var string
	 */
	protected $name = CardOnDeliveryGateway::ID;

	/**
	 * Reads the gateway's settings.
	 *
	 * @return void
	 */
	public function initialize() {
		$settings       = get_option( 'woocommerce_' . CardOnDeliveryGateway::ID . '_settings', array() );
		$this->settings = is_array( $settings ) ? $settings : array();
	}

	/**
	 * Whether the gateway is enabled.
	 *
	 * @return bool
	 */
	public function is_active() {
		return 'yes' === ( $this->settings['enabled'] ?? 'no' );
	}

	/**
	 * The script that registers the method with the block.
	 *
	 * @return string[]
	 */
	public function get_payment_method_script_handles() {
		if ( ! Islands::register_island( WidgetPage::ISLAND, self::ENTRY, array( 'wc-blocks-registry', 'wc-settings' ) ) ) {
			return array();
		}
		return array( Islands::handle( WidgetPage::ISLAND, self::ENTRY ) );
	}

	/**
	 * What the script shows.
	 *
	 * @return array<string, mixed>
	 */
	public function get_payment_method_data() {
		return array(
			'title'       => wp_strip_all_tags( (string) ( $this->settings['title'] ?? __( 'Card on delivery', 'vitrina' ) ) ),
			'description' => wp_strip_all_tags( (string) ( $this->settings['description'] ?? '' ) ),
			'supports'    => array( 'products' ),
		);
	}
}
