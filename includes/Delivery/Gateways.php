<?php
/**
 * Vitrina's payment gateways.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;
use Vitrina\Module;
use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the card-on-delivery gateway to WooCommerce (and to its Checkout
 * block), and keeps the payment methods in line with the chosen delivery.
 */
final class Gateways implements Module {

	/**
	 * Always.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_filter( 'woocommerce_payment_gateways', array( $this, 'add' ) );
		add_action( 'woocommerce_blocks_payment_method_type_registration', array( $this, 'add_to_blocks' ) );
		add_filter( 'woocommerce_available_payment_gateways', array( $this, 'follow_delivery' ) );
	}

	/**
	 * Registers the gateway with the Checkout block.
	 *
	 * @param mixed $registry WooCommerce's payment method registry.
	 */
	public function add_to_blocks( $registry ): void {
		if ( is_object( $registry ) && method_exists( $registry, 'register' ) && class_exists( AbstractPaymentMethodType::class ) ) {
			$registry->register( new CardOnDeliveryBlock() );
		}
	}

	/**
	 * Spec §4 on the server (the classic checkout's script also hides them;
	 * the Checkout block and the order itself go by this): with our rate and
	 * a confirmed delivery, cash on delivery goes when the delivery takes no
	 * cash, the card method when it takes no card; with no card method, cash
	 * goes only when neither is taken. With no delivery chosen both stay.
	 * The flags are the confirmed delivery's (the catalogue's or the external
	 * provider's, Cart::confirm), never the browser's.
	 *
	 * @param mixed $gateways Available gateways by id.
	 * @return mixed
	 */
	public function follow_delivery( $gateways ) {
		if ( ! is_array( $gateways ) || ( is_admin() && ! wp_doing_ajax() ) || is_wc_endpoint_url( 'order-pay' ) || ! function_exists( 'WC' ) || ! WC()->session || ! Session::is_chosen() ) {
			return $gateways;
		}
		$selection = Session::selection();
		if ( null === $selection ) {
			return $gateways;
		}
		return self::drop( $gateways, $selection );
	}

	/**
	 * The gateways without those the delivery does not take (§4).
	 *
	 * @param array<int|string, mixed> $gateways  Gateways by id.
	 * @param array<string, mixed>     $selection A confirmed selection.
	 * @return array<int|string, mixed>
	 */
	public static function drop( array $gateways, array $selection ): array {
		$allowed = Selection::payments( $selection );
		$cash    = (string) Options::get( 'delivery_pay_method_cod' );
		$card    = (string) Options::get( 'delivery_pay_method_cod_card' );
		if ( '' !== $card && isset( $gateways[ $card ] ) ) {
			if ( ! $allowed['card'] ) {
				unset( $gateways[ $card ] );
			}
			if ( ! $allowed['cash'] ) {
				unset( $gateways[ $cash ] );
			}
		} elseif ( ! $allowed['cash'] && ! $allowed['card'] ) {
			unset( $gateways[ $cash ] );
		}
		return $gateways;
	}

	/**
	 * Whether a gateway may be used with a confirmed delivery (the card
	 * method counts as present when it is enabled).
	 *
	 * @param string               $gateway   Gateway id.
	 * @param array<string, mixed> $selection A confirmed selection.
	 */
	public static function allowed( string $gateway, array $selection ): bool {
		$card     = (string) Options::get( 'delivery_pay_method_cod_card' );
		$gateways = array( $gateway => true );
		if ( '' !== $card && function_exists( 'WC' ) && isset( WC()->payment_gateways()->payment_gateways()[ $card ] ) && 'yes' === WC()->payment_gateways()->payment_gateways()[ $card ]->enabled ) {
			$gateways[ $card ] = true;
		}
		return isset( self::drop( $gateways, $selection )[ $gateway ] );
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
