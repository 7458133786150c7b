<?php
/**
 * Quick view: a button on product cards opens the product in a popup.
 *
 * @package Vitrina
 */

namespace Vitrina\Cart;

use Vitrina\Assets\Islands;
use Vitrina\Http\Action;
use Vitrina\Http\Router;
use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the button on cards and the popup's shell in the footer (from
 * templates), and answers the wc-ajax action `woodmart_quick_view` (GET id)
 * with the product's markup, or 404 for products the shopper may not see.
 */
final class QuickView implements Module {

	/** The wc-ajax action. */
	public const ACTION = 'woodmart_quick_view';

	/**
	 * Whether a button was printed on this page.
	 *
	 * @var bool
	 */
	private bool $printed = false;

	/**
	 * With WooCommerce and the setting on.
	 */
	public function can_register(): bool {
		return function_exists( 'WC' ) && 'yes' === Options::get( 'quick_view' );
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'woocommerce_after_shop_loop_item', array( $this, 'button' ), 15 );
		add_action( 'wp_footer', array( $this, 'shell' ), 3 );
		Router::register( self::action(), array( $this, 'respond' ) );
	}

	/**
	 * The button of the card being rendered.
	 */
	public function button(): void {
		global $product;
		if ( ! $product instanceof \WC_Product || ! SideCart::applies() ) {
			return;
		}
		$this->printed = true;
		Islands::need( SideCart::ISLAND );
		wp_enqueue_script( 'wc-add-to-cart-variation' );
		Templates::output( 'cart/quick-view-button', array( 'product' => $product ) );
	}

	/**
	 * The popup's shell, once a button is on the page.
	 */
	public function shell(): void {
		if ( $this->printed ) {
			Templates::output( 'cart/quick-view-popup' );
		}
	}

	/**
	 * The wc-ajax action (GET id): the product's markup, or 404.
	 */
	public static function action(): Action {
		return ProductPreview::action( self::ACTION, 'cart/quick-view' );
	}

	/**
	 * Answers the action.
	 */
	public function respond(): void {
		Router::dispatch( self::action() );
	}
}
