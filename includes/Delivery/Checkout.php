<?php
/**
 * The WooCommerce integration of the delivery widget: the module that
 * registers the shipping method and wires each job to its hooks.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * One class per job, wired here:
 * - Route: POST vitrina-widget-api/set-delivery (schema, nonce, limit);
 * - Session: the confirmed selection kept for the shopper;
 * - Cart: the cart's products and figures, and the confirmation against them;
 * - ClassicCheckout: the classic checkout's fields and rule;
 * - StoreApiCheckout: the Checkout block's (Store API) rule and cart update;
 * - Order: the order's meta, the admin and e-mail summaries;
 * - Account: the account's addresses kept through a pickup order.
 */
final class Checkout implements Module {

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
		add_filter( 'woocommerce_shipping_methods', array( $this, 'add_method' ) );
		add_filter( 'woocommerce_cart_shipping_packages', array( $this, 'package_key' ) );
		add_action( 'admin_notices', array( ShippingMethod::class, 'admin_notice' ) );
		add_action( 'rest_api_init', array( Route::class, 'register' ) );
		// The classic checkout.
		add_filter( 'woocommerce_checkout_posted_data', array( ClassicCheckout::class, 'posted_data' ) );
		add_action( 'woocommerce_checkout_process', array( ProviderQuote::class, 'placing' ) );
		add_action( 'woocommerce_after_checkout_validation', array( ClassicCheckout::class, 'validate' ), 10, 2 );
		add_action( 'woocommerce_after_shipping_rate', array( ClassicCheckout::class, 'seen_price' ) );
		add_action( 'woocommerce_checkout_create_order', array( Order::class, 'save' ), 10, 2 );
		add_action( 'woocommerce_checkout_order_processed', array( Session::class, 'forget' ) );
		// A pickup point never becomes a saved address of the account.
		Account::register();
		// The block checkout (Store API): the same rule and the same order data.
		add_filter( 'rest_request_before_callbacks', array( StoreApiCheckout::class, 'before_checkout' ), 10, 3 );
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( StoreApiCheckout::class, 'update_order' ), 10, 2 );
		add_action( 'woocommerce_store_api_checkout_order_processed', array( Session::class, 'forget' ) );
		add_action( 'init', array( StoreApiCheckout::class, 'register_cart_update' ) );
		add_action( 'init', array( StoreApiCheckout::class, 'register_seen_price' ) );
		// The order view.
		add_action( 'woocommerce_admin_order_data_after_shipping_address', array( Order::class, 'admin_summary' ) );
		add_action( 'woocommerce_email_after_order_table', array( Order::class, 'email_summary' ), 10, 3 );
		add_action( 'woocommerce_order_details_after_order_table', array( Order::class, 'customer_summary' ) );
		// The widget's page (WidgetPage) is registered by Plugin, right after this module.
	}

	/**
	 * Adds the shipping method.
	 *
	 * @param mixed $methods Method classes by id.
	 * @return array<int|string, mixed>
	 */
	public function add_method( $methods ): array {
		$methods                       = is_array( $methods ) ? $methods : array();
		$methods[ ShippingMethod::ID ] = ShippingMethod::class;
		return $methods;
	}

	/**
	 * Makes the package hash depend on the selection, so that WooCommerce
	 * recalculates the rate when the selection changes.
	 *
	 * @param mixed $packages Packages.
	 * @return array<int|string, mixed>
	 */
	public function package_key( $packages ): array {
		$packages  = is_array( $packages ) ? $packages : array();
		$selection = Session::selection();
		foreach ( $packages as $key => $package ) {
			if ( is_array( $package ) ) {
				$packages[ $key ]['vitrina_delivery'] = null === $selection ? '' : md5( (string) wp_json_encode( $selection ) );
			}
		}
		return $packages;
	}
}
