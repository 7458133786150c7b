<?php
/**
 * The cart island on the storefront: AJAX add to cart, the side panel, the
 * popup after adding and the cart fragments.
 *
 * @package Vitrina
 */

namespace Vitrina\Cart;

use Closure;
use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Module;
use Vitrina\Session\State;
use Vitrina\Settings\Options;
use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the cart island on every storefront page but the cart and checkout
 * (which keep WooCommerce's own scripts, and where the header cart stays a
 * plain link), prints the side panel and the popup after adding from
 * templates, keeps the panel fresh as a cart fragment, and replaces
 * WooCommerce's add-to-cart and fragments scripts where the island runs.
 */
final class SideCart implements Module {

	/** The island. */
	public const ISLAND = 'cart';

	/**
	 * The on-demand scripts of WooCommerce's variation form, for the variable
	 * products quick view and quick shop insert (src/cart/constants.ts
	 * VARIATION_SCRIPTS) and for a product page's form (src/product/
	 * constants.ts): kept out of the page until first needed.
	 */
	public const VARIATION_SCRIPTS = 'variations';

	/** WooCommerce's variation form script, kept by that name. */
	public const VARIATION_FORM_SCRIPT = 'wc-add-to-cart-variation';

	/** The fragment that carries the cart's item count. */
	public const COUNT_FRAGMENT = 'span.vitrina-cart-count';

	/**
	 * The island's markup (WooCommerce's and the theme's, src/cart/constants.ts
	 * SELECTORS) whose first use loads it: card buttons, product forms, the
	 * header cart, the Mini-Cart block, quick view and quick shop.
	 */
	public const USE = '.add_to_cart_button, form.cart, .site-header-cart, .vitrina-cart-opener, .wc-block-mini-cart, .wc-block-components-product-button, .open-quick-view, .vitrina-quick-shop-open';

	/**
	 * What a click on (a product form: a submit of) is held until the island
	 * runs, then replayed: no first add, opening or quick view is lost.
	 */
	public const HOLD = '.add_to_cart_button.ajax_add_to_cart, form.cart, #site-header-cart a.cart-contents, .vitrina-cart-opener, .wc-block-mini-cart__button, .open-quick-view, .vitrina-quick-shop-open';

	/** The nonce action of the quantity change in the panel. */
	public const NONCE = 'vitrina-cart';

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
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 15 );
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_replaced' ), 100 );
		// The header's cart widget asks for the fragments script while it renders.
		add_action( 'wp_footer', array( $this, 'dequeue_replaced' ), 1 );
		add_action( 'wp_footer', array( $this, 'render' ), 2 );
		add_filter( 'body_class', array( $this, 'body_class' ) );
		add_filter( 'woocommerce_add_to_cart_fragments', array( $this, 'fragments' ) );
		add_filter( 'woocommerce_widget_cart_item_quantity', array( $this, 'quantity_control' ), 10, 3 );
		self::add_data();
		add_filter( 'vitrina_state', array( $this, 'state' ) );
		add_filter( 'woocommerce_loop_add_to_cart_args', array( $this, 'loop_args' ), 10, 2 );
		add_filter( 'render_block_woocommerce/mini-cart', array( $this, 'mini_cart_block' ) );
	}

	/**
	 * A block theme's Mini-Cart block opens no drawer of its own after
	 * adding where Vitrina opens its panel or popup then (add_to_cart_action
	 * widget or popup), so that one thing opens; with widget, its button
	 * opens the panel instead of the drawer (src/cart/side-panel.ts).
	 *
	 * @param mixed $html The block's markup.
	 */
	public function mini_cart_block( $html ): string {
		$html = (string) $html;
		if ( ! in_array( Options::get( 'add_to_cart_action' ), array( 'widget', 'popup' ), true ) || ! self::applies() ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			if ( null !== $tags->get_attribute( 'data-add-to-cart-behaviour' ) ) {
				$tags->set_attribute( 'data-add-to-cart-behaviour', 'none' );
			}
			// The Interactivity API Mini-Cart's directive of the same.
			$tags->remove_attribute( 'data-wp-on-document--wc-blocks_added_to_cart---open-drawer' );
		}
		return $tags->get_updated_html();
	}

	/**
	 * Card buttons of products that can be added from the card add without
	 * a page load (whatever WooCommerce's own setting says).
	 *
	 * @param mixed $args    The loop button's arguments.
	 * @param mixed $product The product.
	 * @return array<string, mixed>
	 */
	public function loop_args( $args, $product ): array {
		$args = is_array( $args ) ? $args : array();
		if ( ! $product instanceof \WC_Product || 'yes' !== Options::get( 'ajax_add_to_cart' ) || ! $product->supports( 'ajax_add_to_cart' ) || ! $product->is_purchasable() || ! $product->is_in_stock() ) {
			return $args;
		}
		$class = (string) ( $args['class'] ?? 'button' );
		if ( ! str_contains( ' ' . $class . ' ', ' ajax_add_to_cart ' ) ) {
			$args['class'] = trim( $class . ' ajax_add_to_cart' );
		}
		return $args;
	}

	/**
	 * Whether the island runs on this page: not on the cart and checkout.
	 */
	public static function applies(): bool {
		return ! is_cart() && ! is_checkout() && ! is_admin();
	}

	/**
	 * Registers the island with jQuery (WooCommerce's events go through it)
	 * and asks for it on this page.
	 */
	public function enqueue(): void {
		if ( ! self::applies() ) {
			return;
		}
		Islands::register_island( self::ISLAND, 'index', array( 'jquery' ) );
		self::need();
	}

	/**
	 * Asks for the island on this page: it waits for the first use of its
	 * markup (Islands::on_use()), and loads at once for a shopper who may
	 * have a cart (WooCommerce's cookie that says so, or logged in: its
	 * count, the panel's items, the fragments to refresh).
	 * On a product page too: pointing at or touching its add-to-cart form
	 * loads the island, and a submit before it ran is held and sent by it
	 * (a failed load lets the form submit as WooCommerce's own add).
	 */
	public static function need(): void {
		Islands::on_use( self::ISLAND, self::USE, self::HOLD, array( State::CART_COOKIE ) );
	}

	/**
	 * The island replaces WooCommerce's add-to-cart and cart-fragments
	 * scripts, so shoppers download each thing once. The cart and checkout
	 * keep them.
	 */
	public function dequeue_replaced(): void {
		if ( ! self::applies() || ! Islands::is_needed( self::ISLAND ) ) {
			return;
		}
		foreach ( array( 'wc-add-to-cart', 'wc-cart-fragments' ) as $handle ) {
			wp_dequeue_script( $handle );
		}
	}

	/**
	 * Marks pages with the side panel (the header's hover dropdown gives way
	 * to it).
	 *
	 * @param mixed $classes Body classes.
	 * @return array<int, string>
	 */
	public function body_class( $classes ): array {
		$classes = is_array( $classes ) ? $classes : array();
		if ( self::applies() ) {
			$classes[] = 'vitrina-has-cart-panel';
		}
		return $classes;
	}

	/**
	 * Prints the side panel and the popup after adding.
	 */
	public function render(): void {
		if ( ! self::applies() || ! Islands::is_needed( self::ISLAND ) ) {
			return;
		}
		echo self::panel_markup(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the templates.
		if ( 'popup' === Options::get( 'add_to_cart_action' ) ) {
			Templates::output(
				'cart/added-popup',
				array(
					'cart_url'     => wc_get_cart_url(),
					'checkout_url' => wc_get_checkout_url(),
				)
			);
		}
	}

	/**
	 * The side panel's markup.
	 */
	public static function panel_markup(): string {
		return Templates::render(
			'cart/side-panel',
			array(
				'mini_cart' => self::mini_cart(),
				'count'     => self::count_markup(),
			)
		);
	}

	/**
	 * WooCommerce's mini cart in its fragment wrapper.
	 */
	public static function mini_cart(): string {
		if ( null === WC()->cart ) {
			return '<div class="widget_shopping_cart_content"></div>';
		}
		ob_start();
		woocommerce_mini_cart();
		return '<div class="widget_shopping_cart_content">' . ob_get_clean() . '</div>';
	}

	/**
	 * The count fragment.
	 */
	public static function count_markup(): string {
		$count = null === WC()->cart ? 0 : (int) WC()->cart->get_cart_contents_count();
		return sprintf(
			'<span class="vitrina-cart-count" data-count="%1$d">%2$s</span>',
			$count,
			esc_html( number_format_i18n( $count ) )
		);
	}

	/**
	 * Adds the count to every cart answer (the mini cart, which fills the
	 * panel, is WooCommerce's own fragment).
	 *
	 * @param mixed $fragments Fragments.
	 * @return array<string, mixed>
	 */
	public function fragments( $fragments ): array {
		$fragments                         = is_array( $fragments ) ? $fragments : array();
		$fragments[ self::COUNT_FRAGMENT ] = self::count_markup();
		return $fragments;
	}

	/**
	 * The quantity control of a mini-cart item: minus, the number, plus.
	 *
	 * @param mixed  $html          WooCommerce's "2 × price".
	 * @param mixed  $cart_item     The cart item.
	 * @param string $cart_item_key Its key.
	 * @return string
	 */
	public function quantity_control( $html, $cart_item, $cart_item_key = '' ): string {
		$html = (string) $html;
		if ( ! is_array( $cart_item ) || ! isset( $cart_item['data'] ) || ! $cart_item['data'] instanceof \WC_Product || $cart_item['data']->is_sold_individually() ) {
			return $html;
		}
		$product = $cart_item['data'];
		$max     = $product->get_max_purchase_quantity();
		return $html . Templates::render(
			'cart/quantity',
			array(
				'key'      => (string) $cart_item_key,
				'quantity' => (int) ( $cart_item['quantity'] ?? 1 ),
				'max'      => $max > 0 ? (int) $max : 0,
				'name'     => $product->get_name(),
			)
		);
	}

	/**
	 * Adds the island's settings to the page's data, each read when printed.
	 */
	private static function add_data(): void {
		$yes = static fn( string $name ): Closure => static fn(): bool => 'yes' === Options::get( $name );
		Data::add( self::ISLAND, 'ajaxUrl', static fn(): string => \WC_AJAX::get_endpoint( '%%endpoint%%' ) );
		Data::add( self::ISLAND, 'cartUrl', static fn(): string => wc_get_cart_url() );
		Data::add( self::ISLAND, 'addToCartAction', static fn(): string => (string) Options::get( 'add_to_cart_action' ) );
		Data::add( self::ISLAND, 'actionTimeout', static fn(): int => 'yes' === Options::get( 'add_to_cart_action_timeout' ) ? (int) Options::get( 'add_to_cart_action_timeout_number' ) : 0 );
		Data::add( self::ISLAND, 'ajaxAddToCart', $yes( 'ajax_add_to_cart' ) );
		Data::add( self::ISLAND, 'cartRedirectAfterAdd', static fn(): bool => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ) );
		Data::add( self::ISLAND, 'miniCartAutoClose', $yes( 'mini_cart_auto_close' ) );
		Data::add( self::ISLAND, 'quickView', $yes( 'quick_view' ) );
		Data::add( self::ISLAND, 'quickViewFix', $yes( 'quick_view_in_popup_fix' ) );
		Data::add( self::ISLAND, 'quickShop', $yes( 'quick_shop' ) );
		// WooCommerce's storage keys, so that its own script (cart and checkout) shares the copy.
		Data::add( self::ISLAND, 'cartHashKey', static fn(): string => self::cart_hash_key() );
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
		Data::add( self::ISLAND, 'fragmentName', static fn(): string => (string) apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . self::site_hash() ) );
		// Where the island shows the cart, the shopper state carries its
		// fragments, unless the tab's copy (its hash under this key) shows that cart.
		Data::add( Islands::RUNTIME, 'stateFragments', static fn(): string => self::applies() ? self::cart_hash_key() : '' );
	}

	/**
	 * WooCommerce's storage key (sessionStorage) of the hash of the tab's
	 * cart fragments.
	 */
	public static function cart_hash_key(): string {
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
		return (string) apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . self::site_hash() );
	}

	/**
	 * The site's part of WooCommerce's storage keys.
	 */
	private static function site_hash(): string {
		return md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );
	}

	/**
	 * The nonce of the panel's quantity change, in the shopper's state.
	 *
	 * @param mixed $state The state.
	 * @return array<string, mixed>
	 */
	public function state( $state ): array {
		$state           = is_array( $state ) ? $state : array();
		$nonces          = isset( $state['nonces'] ) && is_array( $state['nonces'] ) ? $state['nonces'] : array();
		$nonces['cart']  = wp_create_nonce( self::NONCE );
		$state['nonces'] = $nonces;
		return $state;
	}
}
