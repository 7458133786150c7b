<?php
/**
 * Vitrina's payment gateways.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the card-on-delivery gateway to WooCommerce.
 */
final class Gateways implements Module {

	/**
	 * WooCommerce is loaded (the plugin checks it before any module).
	 */
	public function can_register(): bool {
		return class_exists( 'WooCommerce', false );
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_filter( 'woocommerce_payment_gateways', array( $this, 'add' ) );
	}

	/**
	 * Adds the gateways.
	 *
	 * @param mixed $gateways Gateway class names or objects.
	 * @return array<int|string, mixed>
	 */
	public function add( $gateways ): array {
		$gateways   = is_array( $gateways ) ? $gateways : array();
		$gateways[] = CardOnDeliveryGateway::class;
		return $gateways;
	}
}
