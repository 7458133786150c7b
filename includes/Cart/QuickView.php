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
	private static bool $printed = false;

	/**
	 * With the setting on.
	 */
	public function can_register(): bool {
		return 'yes' === Options::get( 'quick_view' );
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'woocommerce_after_shop_loop_item', array( $this, 'button' ), 15 );
		add_action( 'wp_footer', array( $this, 'shell' ), 3 );
		add_filter( 'woocommerce_blocks_hook_compatibility_additional_data', array( $this, 'block_template_hooks' ), 10, 2 );
		Router::register( self::action(), array( $this, 'respond' ) );
	}

	/**
	 * The button of the card being rendered.
	 */
	public function button(): void {
		global $product;
		// On a block theme the card's actions (Lists\CardActions) hold it.
		if ( ! $product instanceof \WC_Product || wp_is_block_theme() ) {
			return;
		}
		echo self::markup( $product, true ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template.
	}

	/**
	 * A product's button (empty where quick view does not apply: off, or on
	 * the cart and checkout), and the popup's shell in the page's footer.
	 *
	 * @param \WC_Product $product The product.
	 * @param bool        $icon    An icon, the label for screen readers.
	 */
	public static function markup( \WC_Product $product, bool $icon = false ): string {
		if ( 'yes' !== Options::get( 'quick_view' ) || ! SideCart::applies() ) {
			return '';
		}
		self::$printed = true;
		SideCart::need();
		Islands::on_demand( SideCart::VARIATION_SCRIPTS, SideCart::VARIATION_FORM_SCRIPT );
		return Templates::render(
			'cart/quick-view-button',
			array(
				'product' => $product,
				'icon'    => $icon,
			)
		);
	}

	/**
	 * In WooCommerce's block templates of the catalogue, the card's button
	 * is the product actions block's (Lists\CardActions), not the classic
	 * hook's, which the compatibility layer leaves out.
	 *
	 * @param mixed $data       Hooked functions to leave out.
	 * @param mixed $class_name The compatibility layer.
	 * @return mixed
	 */
	public function block_template_hooks( $data, $class_name = '' ) {
		return Templates::leave_out_of_block_template( $data, $class_name, 'ArchiveProductTemplatesCompatibility', 'woocommerce_after_shop_loop_item', array( $this, 'button' ), 15 );
	}

	/**
	 * The popup's shell, once a button is on the page.
	 */
	public function shell(): void {
		if ( self::$printed ) {
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
