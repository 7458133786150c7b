<?php
/**
 * Quick shop: the purchase form of a variable product, loaded into its card.
 *
 * @package Vitrina
 */

namespace Vitrina\Cart;

use Vitrina\Assets\Islands;
use Vitrina\Http\Action;
use Vitrina\Http\Router;
use Vitrina\Module;
use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * Marks the "Select options" button of variable products' cards as the
 * quick-shop opener (without the script it still leads to the product page)
 * and answers the wc-ajax action `woodmart_quick_shop` (GET id) with the
 * product's cart form, or 404 for products the shopper may not see.
 */
final class QuickShop implements Module {

	/** The wc-ajax action. */
	public const ACTION = 'woodmart_quick_shop';

	/** The class of the opener. */
	public const OPENER = 'vitrina-quick-shop-open';

	/**
	 * With the setting on.
	 */
	public function can_register(): bool {
		return 'yes' === Options::get( 'quick_shop' );
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_filter( 'woocommerce_loop_add_to_cart_args', array( $this, 'loop_args' ), 20, 2 );
		Router::register( self::action(), array( $this, 'respond' ) );
	}

	/**
	 * Marks the card button of a variable product.
	 *
	 * @param mixed $args    The loop button's arguments.
	 * @param mixed $product The product.
	 * @return array<string, mixed>
	 */
	public function loop_args( $args, $product ): array {
		$args = is_array( $args ) ? $args : array();
		if ( ! $product instanceof \WC_Product || ! $product->is_type( 'variable' ) || ! $product->is_purchasable() || ! SideCart::applies() ) {
			return $args;
		}
		$args['class']                       = trim( ( $args['class'] ?? 'button' ) . ' ' . self::OPENER );
		$args['attributes']                  = isset( $args['attributes'] ) && is_array( $args['attributes'] ) ? $args['attributes'] : array();
		$args['attributes']['aria-expanded'] = 'false';
		SideCart::need();
		Islands::on_demand( SideCart::VARIATION_SCRIPTS, SideCart::VARIATION_FORM_SCRIPT );
		return $args;
	}

	/**
	 * The wc-ajax action (GET id): the product's markup, or 404.
	 */
	public static function action(): Action {
		return ProductPreview::action( self::ACTION, 'cart/quick-shop' );
	}

	/**
	 * Answers the action.
	 */
	public function respond(): void {
		Router::dispatch( self::action() );
	}
}
