<?php
/**
 * The cart page's shipping calculator: WooCommerce's searchable country and
 * state lists (selectWoo and its stylesheet) come with the calculator's
 * first use instead of with the page.
 *
 * @package Vitrina
 */

namespace Vitrina\Calculator;

use Vitrina\Assets\Dependencies;
use Vitrina\Assets\Islands;
use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce loads selectWoo (21 KiB gzip) and its stylesheet on the cart
 * page for the shipping calculator's two lists alone, which stay hidden
 * until the shopper opens the calculator. There, they wait: the calculator
 * island (src/calculator) loads on the first use of the calculator (its
 * button pointed at, focused or touched; a click before it ran is held and
 * replayed), selectWoo's stylesheet with it (Islands::styles_wait()), and
 * turns the visible lists into WooCommerce's searchable ones whenever
 * WooCommerce says the lists changed, as WooCommerce's country-select
 * script does where selectWoo was loaded with the page. A cart page without the calculator loads neither.
 * A page where another script needs selectWoo keeps it.
 */
final class Calculator implements Module {

	/** The island. */
	public const ISLAND = 'calculator';

	/** WooCommerce's handles of selectWoo: the script and its stylesheet. */
	public const SCRIPT = 'selectWoo';
	public const STYLE  = 'select2';

	/** The calculator's form, whose first use loads the island. */
	public const USE = '.woocommerce-shipping-calculator';

	/** The button that opens it: a click before the island ran waits for it. */
	public const HOLD = '.shipping-calculator-button';

	/**
	 * Front end only.
	 */
	public function can_register(): bool {
		return ! is_admin();
	}

	/**
	 * Hooks: after WooCommerce enqueued its scripts.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'wait_for_use' ), 100 );
	}

	/**
	 * On the cart page, takes selectWoo out of the page's loading: with the
	 * calculator shown, the island brings it on use.
	 */
	public static function wait_for_use(): void {
		if ( ! is_cart() || ! wp_script_is( self::SCRIPT, 'enqueued' ) ) {
			return;
		}
		if ( Dependencies::needed_by_queue( self::SCRIPT ) ) {
			return;
		}
		if ( 'yes' === get_option( 'woocommerce_enable_shipping_calc' ) ) {
			if ( ! Islands::register_island( self::ISLAND, 'index', array( 'jquery', self::SCRIPT ) ) ) {
				return;
			}
			Islands::on_use( self::ISLAND, self::USE, self::HOLD );
			Islands::styles_wait( self::ISLAND, array( self::STYLE ) );
		}
		wp_dequeue_script( self::SCRIPT );
		wp_dequeue_style( self::STYLE );
	}
}
