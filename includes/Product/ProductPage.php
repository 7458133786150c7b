<?php
/**
 * The product page: gallery, lightbox, variation form, quantity buttons,
 * tabs and reviews, handed to the product island.
 *
 * @package Vitrina
 */

namespace Vitrina\Product;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Cart\QuickView;
use Vitrina\Cart\SideCart;
use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Templates;
use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * On single product pages, replaces WooCommerce's gallery (FlexSlider, zoom,
 * PhotoSwipe 4 and the gallery part of wc-single-product) with the island's
 * Swiper carousel and PhotoSwipe 5 lightbox, so that shoppers download each
 * thing once. WooCommerce's variation form script stays, with its button
 * states and its (translated) messages: the island builds on its events (and
 * so do quick view and other plugins); it loads with the form's first use.
 */
final class ProductPage implements Module {

	/** The island. */
	public const ISLAND = 'product';

	/** WooCommerce's scripts and styles the island replaces on product pages. */
	public const REPLACED_SCRIPTS = array( 'wc-flexslider', 'wc-zoom', 'wc-photoswipe', 'wc-photoswipe-ui-default', 'wc-single-product' );

	/** WooCommerce's gallery blocks of the block templates, which the gallery takes the place of. */
	public const GALLERY_BLOCKS = array( 'woocommerce/product-image-gallery', 'woocommerce/product-gallery' );

	/** WooCommerce's add-to-cart form block (its stepper style has quantity buttons of its own). */
	public const FORM_BLOCK = 'woocommerce/add-to-cart-form';

	/**
	 * Whether the add-to-cart form block being rendered has WooCommerce's
	 * quantity buttons.
	 *
	 * @var bool
	 */
	private static bool $block_has_stepper = false;

	/** Styles the island replaces. */
	public const REPLACED_STYLES = array( 'photoswipe', 'photoswipe-default-skin' );

	/**
	 * Front end only.
	 */
	public function can_register(): bool {
		return ! is_admin();
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'wp', array( $this, 'take_over' ), 20 );
		// The island's settings.
		Data::add( self::ISLAND, 'ajaxUrl', static fn(): string => admin_url( 'admin-ajax.php', 'relative' ) );
		Data::add( self::ISLAND, 'wcAjaxUrl', static fn(): string => class_exists( 'WC_AJAX' ) ? \WC_AJAX::get_endpoint( '%%endpoint%%' ) : '' );
		Data::add( self::ISLAND, 'thumbsPosition', static fn(): string => (string) Options::get( 'product_gallery_thumbs_position' ) );
		Data::add( self::ISLAND, 'thumbsPerView', static fn(): int => (int) Options::get( 'product_gallery_thumbs_per_view' ) );
		Data::add( self::ISLAND, 'autoplay', static fn(): bool => Options::enabled( 'product_slider_autoplay' ) );
		Data::add( self::ISLAND, 'autoHeight', static fn(): bool => Options::enabled( 'product_slider_auto_height' ) );
		Data::add( self::ISLAND, 'lightbox', static fn(): bool => Options::enabled( 'product_gallery_lightbox' ) );
		Data::add( self::ISLAND, 'captions', static fn(): bool => 'yes' === Options::get( 'product_images_captions' ) );
		Data::add( self::ISLAND, 'swatches', static fn(): bool => Options::enabled( 'swatches_enabled' ) );
		Data::add( self::ISLAND, 'ratingRequired', static fn(): bool => Rating::review_rating_required() );
		Data::add( self::ISLAND, 'ratingAction', Rating::ACTION );
		add_filter( 'woocommerce_available_variation', array( Gallery::class, 'variation_data' ), 10, 3 );
		// Quick view's answer (Cart\QuickView, before it runs): the same
		// swatches and quantity buttons as the product page.
		add_action( 'wc_ajax_' . QuickView::ACTION, array( $this, 'quick_view_controls' ), 5 );
	}

	/**
	 * The product page's swatches and quantity buttons in quick view's
	 * answer (the cart island drives them with the product island's code).
	 */
	public function quick_view_controls(): void {
		if ( ! self::available() ) {
			return;
		}
		$this->add_controls( array( Swatches::class, 'dropdown_html' ) );
	}

	/**
	 * The quantity buttons, and the swatches (where the setting is on).
	 *
	 * @param callable $swatches The dropdowns' filter that adds them.
	 */
	private function add_controls( callable $swatches ): void {
		add_action( 'woocommerce_before_quantity_input_field', array( $this, 'render_minus' ) );
		add_action( 'woocommerce_after_quantity_input_field', array( $this, 'render_plus' ) );
		if ( Options::enabled( 'swatches_enabled' ) ) {
			add_filter( 'woocommerce_dropdown_variation_attribute_options_html', $swatches, 10, 2 );
		}
	}

	/**
	 * Whether the island is built (otherwise WooCommerce's own gallery stays).
	 */
	public static function available(): bool {
		return null !== Islands::asset( self::ISLAND );
	}

	/**
	 * Whether the island's gallery takes over product pages: it is built and
	 * the `vitrina_product_page_take_over` filter allows it.
	 */
	public static function takes_over(): bool {
		/**
		 * Whether the product island takes over this product page.
		 *
		 * @param bool $take_over Default true.
		 */
		return self::available() && (bool) apply_filters( 'vitrina_product_page_take_over', true );
	}

	/**
	 * On a single product page: swaps WooCommerce's gallery, tabs and
	 * quantity field markup for the island's.
	 */
	public function take_over(): void {
		if ( ! is_product() || ! self::takes_over() ) {
			return;
		}
		Islands::need( self::ISLAND );
		foreach ( array( 'wc-product-gallery-slider', 'wc-product-gallery-zoom', 'wc-product-gallery-lightbox' ) as $feature ) {
			remove_theme_support( $feature );
		}
		remove_action( 'woocommerce_before_single_product_summary', 'woocommerce_show_product_images', 20 );
		add_action( 'woocommerce_before_single_product_summary', array( $this, 'render_gallery' ), 20 );
		// WooCommerce's block template (a block theme's Single Product):
		// the gallery takes the place of the gallery block, in its column,
		// and the classic hook (which that template fires before its first
		// block) prints nothing.
		$this->hook_blocks();
		$this->add_controls( array( $this, 'swatches' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_replaced' ), 100 );
		add_action( 'wp_footer', array( $this, 'dequeue_replaced' ), 1 );
		// A block theme renders its template (and the form) before the
		// head, a classic theme in the body: before either prints scripts.
		add_action( 'wp_head', array( self::class, 'keep_variation_form_for_use' ), 1 );
		add_action( 'wp_footer', array( self::class, 'keep_variation_form_for_use' ), 1 );
	}

	/**
	 * WooCommerce's variation form script (with jQuery, underscore, wp-util
	 * and blockUI, which it needs) waits for the shopper's first use of the
	 * form, kept on demand (Islands::on_demand(), under the name quick view
	 * loads it by): the island loads it then, and it starts the form by
	 * itself (src/product/variation-form.ts). Where the page's product
	 * starts with a choice (its default attributes), it stays in the page:
	 * the form shows that variation from the start.
	 */
	public static function keep_variation_form_for_use(): void {
		if ( ! wp_script_is( SideCart::VARIATION_FORM_SCRIPT, 'enqueued' ) ) {
			return;
		}
		$product = wc_get_product( get_queried_object_id() );
		if ( $product instanceof WC_Product && array() !== array_filter( $product->get_default_attributes() ) ) {
			return;
		}
		wp_dequeue_script( SideCart::VARIATION_FORM_SCRIPT );
		Islands::on_demand( SideCart::VARIATION_SCRIPTS, SideCart::VARIATION_FORM_SCRIPT );
	}

	/**
	 * Adds swatches to the dropdowns of the page's own product (not to those
	 * of other products shown on it, such as a quick view).
	 *
	 * @param mixed $html The dropdown's markup.
	 * @param mixed $args The dropdown's arguments.
	 * @return mixed
	 */
	public function swatches( $html, $args ) {
		$product = is_array( $args ) ? ( $args['product'] ?? null ) : null;
		if ( ! $product instanceof WC_Product || $product->get_id() !== get_queried_object_id() ) {
			return $html;
		}
		return Swatches::dropdown_html( $html, $args );
	}

	/**
	 * Dequeues what the island replaces.
	 */
	public function dequeue_replaced(): void {
		foreach ( self::REPLACED_SCRIPTS as $handle ) {
			wp_dequeue_script( $handle );
		}
		foreach ( self::REPLACED_STYLES as $handle ) {
			wp_dequeue_style( $handle );
		}
		remove_action( 'wp_footer', 'woocommerce_photoswipe' );
	}

	/**
	 * The gallery's props for the template.
	 *
	 * @param WC_Product $product The product.
	 * @return array<string, mixed>
	 */
	public static function gallery_args( WC_Product $product ): array {
		$position = (string) Options::get( 'product_gallery_thumbs_position' );
		return array(
			'product'     => $product,
			'items'       => Gallery::items( $product ),
			'position'    => $position,
			'per_view'    => (int) Options::get( 'product_gallery_thumbs_per_view' ),
			'lightbox'    => Options::enabled( 'product_gallery_lightbox' ),
			'captions'    => 'yes' === Options::get( 'product_images_captions' ),
			'placeholder' => wc_placeholder_img_src( 'woocommerce_single' ),
		);
	}

	/**
	 * Prints the gallery.
	 */
	public function render_gallery(): void {
		global $product;
		if ( ! $product instanceof WC_Product ) {
			return;
		}
		Templates::output( 'product/gallery', self::gallery_args( $product ) );
	}

	/**
	 * WooCommerce's block templates (a block theme's Single Product): the
	 * gallery takes the place of the gallery block, in its column, and the
	 * classic hook (which that template fires before its first block) prints
	 * nothing; in an add-to-cart form block that shows WooCommerce's own
	 * quantity buttons (its stepper style), ours are left out.
	 */
	public function hook_blocks(): void {
		add_filter( 'woocommerce_blocks_hook_compatibility_additional_data', array( $this, 'block_template_hooks' ), 10, 2 );
		foreach ( self::GALLERY_BLOCKS as $block ) {
			add_filter( 'render_block_' . $block, array( $this, 'render_gallery_block' ), 10, 3 );
		}
		add_filter( 'pre_render_block', array( $this, 'enter_form_block' ), 10, 2 );
		add_filter( 'render_block_' . self::FORM_BLOCK, array( $this, 'leave_form_block' ) );
	}

	/**
	 * Notes whether the add-to-cart form block being rendered shows
	 * WooCommerce's quantity buttons.
	 *
	 * @param mixed $pre    A short-circuited rendering (passed on).
	 * @param mixed $parsed The block about to render.
	 * @return mixed
	 */
	public function enter_form_block( $pre, $parsed ) {
		if ( is_array( $parsed ) && self::FORM_BLOCK === ( $parsed['blockName'] ?? '' ) ) {
			$attrs                   = isset( $parsed['attrs'] ) && is_array( $parsed['attrs'] ) ? $parsed['attrs'] : array();
			self::$block_has_stepper = 'stepper' === ( $attrs['quantitySelectorStyle'] ?? '' );
		}
		return $pre;
	}

	/**
	 * The add-to-cart form block is rendered.
	 *
	 * @param mixed $content Its markup (passed on).
	 * @return mixed
	 */
	public function leave_form_block( $content ) {
		self::$block_has_stepper = false;
		return $content;
	}

	/**
	 * In WooCommerce's block templates, the classic hooks are fired by its
	 * compatibility layer, less the functions that blocks replace (filter
	 * woocommerce_blocks_hook_compatibility_additional_data): the gallery is
	 * one of them, printed by the gallery block instead.
	 *
	 * @param mixed $data       Hooked functions to leave out.
	 * @param mixed $class_name The compatibility layer.
	 * @return mixed
	 */
	public function block_template_hooks( $data, $class_name = '' ) {
		return Templates::leave_out_of_block_template( $data, $class_name, 'SingleProductTemplateCompatibility', 'woocommerce_before_single_product_summary', array( $this, 'render_gallery' ), 20 );
	}

	/**
	 * The gallery block's markup, with this gallery in place of
	 * WooCommerce's: the block's wrapper (its classes and styles), the sale
	 * flash, then the gallery.
	 *
	 * @param mixed $content The block's markup.
	 * @param mixed $block   The parsed block.
	 * @param mixed $instance The block instance (its context names the product).
	 * @return mixed
	 */
	public function render_gallery_block( $content, $block = array(), $instance = null ) {
		$product_id = $instance instanceof \WP_Block && isset( $instance->context['postId'] ) ? (int) $instance->context['postId'] : 0;
		$product    = $product_id ? wc_get_product( $product_id ) : null;
		if ( ! is_string( $content ) || ! $product instanceof WC_Product ) {
			return $content;
		}
		$classes = array( 'vitrina-gallery-block' );
		$style   = '';
		$tags    = new \WP_HTML_Tag_Processor( $content );
		if ( $tags->next_tag() ) {
			$classes[] = (string) $tags->get_attribute( 'class' );
			$style     = (string) $tags->get_attribute( 'style' );
		}
		$previous           = $GLOBALS['product'] ?? null;
		$GLOBALS['product'] = $product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's sale flash reads it.
		ob_start();
		woocommerce_show_product_sale_flash();
		$flash              = (string) ob_get_clean();
		$gallery            = Templates::render( 'product/gallery', self::gallery_args( $product ) );
		$GLOBALS['product'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound
		return sprintf(
			'<div class="%1$s"%2$s>%3$s%4$s</div>',
			esc_attr( trim( implode( ' ', $classes ) ) ),
			'' !== $style ? ' style="' . esc_attr( $style ) . '"' : '',
			$flash,
			$gallery
		);
	}

	/**
	 * Prints the minus button before the quantity field.
	 */
	public function render_minus(): void {
		if ( self::$block_has_stepper ) {
			return;
		}
		Templates::output( 'product/quantity-button', array( 'direction' => 'minus' ) );
	}

	/**
	 * Prints the plus button after the quantity field.
	 */
	public function render_plus(): void {
		if ( self::$block_has_stepper ) {
			return;
		}
		Templates::output( 'product/quantity-button', array( 'direction' => 'plus' ) );
	}
}
