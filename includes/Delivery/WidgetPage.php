<?php
/**
 * The delivery widget on the checkout and cart pages: the page configuration
 * of spec §3 built from the cart, the container, and the scripts.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Http\NoStore;
use Vitrina\Module;
use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * Asks for the delivery island on the classic checkout and the cart (and
 * wherever the block renders), registers its scripts (the standalone loader
 * first, jQuery for WooCommerce's events) and gives it its settings.
 */
final class WidgetPage implements Module {

	/**
	 * The island: src/delivery/ (contract, loader, checkout, frame), built to
	 * build/delivery/, settings in #vitrina-settings-delivery.
	 */
	public const ISLAND = 'delivery';

	/**
	 * The loader's build folder: build/delivery-widget/loader.js is a fixed
	 * public path (DESIGN.md, "Fixed contracts"), script handle
	 * vitrina-delivery-widget-loader.
	 */
	public const LOADER_DIR = 'delivery-widget';

	/** The keys of the page configuration (config()). */
	public const CONFIG_KEYS = array( 'LANG', 'BASE_URL', 'API_URL', 'PRODUCTS', 'COUNTRIES', 'WEIGHT', 'LENGTH', 'WIDTH', 'HEIGHT', 'DISCOUNT', 'CURRENCY', 'PAY_METHOD_WITH_COD', 'PAY_METHOD_WITH_COD_CARD', 'DISABLE_AUTOSCROLL_TO_WIDGET', 'DISABLE_WIDGET_MULTI_REQUESTS', 'DEV_MODE', 'HIDE_BILLING', 'SET_DELIVERY_URL', 'NONCE', 'METHOD_ID', 'ELEMENT_ID', 'BLOCK_ID', 'PAGE', 'COUPONS', 'SELECTION', 'SUMMARY', 'MESSAGES' );

	/** The id of the element the widget is created in. */
	public const ELEMENT_ID = 'vitrina-delivery-widget';

	/** The id of the block around the widget and the summary. */
	public const BLOCK_ID = 'vitrina-delivery-block';

	/** The countries the widget offers. */
	public const COUNTRIES = array( 'RU' );

	/** The block's name. */
	public const BLOCK = 'vitrina/delivery-widget';

	/**
	 * Whether the container was printed on this page (there is one widget per page).
	 *
	 * @var bool
	 */
	private static bool $printed = false;

	/**
	 * Always (as the checkout module).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks (registered by Plugin right after the checkout module).
	 */
	public function register(): void {
		add_action( 'wp', array( $this, 'maybe_need' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'register_scripts' ), 5 );
		self::add_data();
		// In the shipping part, at the end of the customer details: beside the
		// order review on a desktop, right before it on a phone.
		add_action( 'woocommerce_after_order_notes', array( $this, 'print_container' ) );
		add_action( 'init', array( self::class, 'register_block' ) );
		add_filter( 'render_block_woocommerce/checkout', array( $this, 'before_checkout_block' ) );
		add_filter( 'woocommerce_update_order_review_fragments', array( self::class, 'figures_fragment' ) );
	}

	/** The fragment of WooCommerce's order review refresh with the cart's figures. */
	public const FIGURES_FRAGMENT = 'script#vitrina-delivery-figures';

	/**
	 * The classic checkout: each refresh of WooCommerce's order review
	 * (`update_checkout`, after a coupon is applied or removed, a quantity or
	 * the address changed) with the widget's method chosen carries the
	 * cart's figures the widget is built with, so the checkout script
	 * follows them without a page load. With another method (no widget on
	 * the page) the answer is WooCommerce's own; the figures come with the
	 * refresh that follows the choice of the widget's method.
	 *
	 * @param mixed $fragments WooCommerce's fragments.
	 * @return mixed
	 */
	public static function figures_fragment( $fragments ) {
		if ( ! is_array( $fragments ) || ! Session::is_chosen() ) {
			return $fragments;
		}
		// With the shop's summary of the delivery as it is confirmed now: a
		// price that changed since the choice is shown in the widget's summary too.
		$selection                           = Session::selection();
		$summary                             = array( 'SUMMARY' => null === $selection ? array() : Selection::summary_lines( $selection ) );
		$json                                = (string) wp_json_encode( self::figures() + $summary, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE );
		$fragments[ self::FIGURES_FRAGMENT ] = '<script type="application/json" id="vitrina-delivery-figures">' . $json . '</script>';
		return $fragments;
	}

	/**
	 * The cart's figures of the page configuration: products, real weight
	 * (kg), the parcel's box (cm, 0 when unknown), discount and the number
	 * of coupons.
	 *
	 * @return array{PRODUCTS: array<int, mixed>, WEIGHT: float, LENGTH: float, WIDTH: float, HEIGHT: float, DISCOUNT: float, COUPONS: int}
	 */
	public static function figures(): array {
		$cart    = function_exists( 'WC' ) ? WC()->cart : null;
		$figures = Cart::figures();
		return array(
			'PRODUCTS' => Cart::products(),
			'WEIGHT'   => round( $figures['weight'], 3 ),
			'LENGTH'   => $figures['length'],
			'WIDTH'    => $figures['width'],
			'HEIGHT'   => $figures['height'],
			'DISCOUNT' => round( $figures['discount'], 2 ),
			'COUPONS'  => $cart instanceof \WC_Cart ? count( $cart->get_applied_coupons() ) : 0,
		);
	}

	/**
	 * The block checkout: the widget printed right before the Checkout block
	 * (whose insides are drawn by its own scripts); the widget's script puts
	 * it into the block's form, after the shipping options, once the block
	 * has drawn them (src/delivery/checkout/block-checkout.ts). Its choice is
	 * saved to the session like the block's, and the Store API order takes it
	 * from there.
	 *
	 * @param mixed $content The Checkout block's markup.
	 * @return mixed
	 */
	public function before_checkout_block( $content ) {
		if ( ! is_string( $content ) || is_admin() || ! function_exists( 'is_checkout' ) || ! is_checkout() ) {
			return $content;
		}
		if ( is_wc_endpoint_url( 'order-received' ) || is_wc_endpoint_url( 'order-pay' ) ) {
			return $content;
		}
		if ( self::cart_is_empty() ) {
			return $content;
		}
		$html = self::container();
		if ( '' === $html ) {
			return $content;
		}
		Islands::need( self::ISLAND );
		// Its cart update comes from WooCommerce's block checkout script.
		$script = wp_scripts()->query( self::checkout_handle() );
		if ( $script instanceof \_WP_Dependency && wp_script_is( 'wc-blocks-checkout', 'registered' ) && ! in_array( 'wc-blocks-checkout', $script->deps, true ) ) {
			$script->deps[] = 'wc-blocks-checkout';
		}
		return '<div class="wp-block-vitrina-delivery-widget alignwide vitrina-delivery-before-checkout">' . $html . '</div>' . $content;
	}

	/**
	 * Registers the block (blocks/delivery-widget, server-rendered).
	 */
	public static function register_block(): void {
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( self::BLOCK ) ) {
			register_block_type( VITRINA_DIR . '/blocks/delivery-widget' );
		}
	}

	/**
	 * The block's markup: the container, once per page; asks for the island.
	 */
	public static function render_block(): string {
		if ( self::cart_is_empty() ) {
			// Nothing to deliver yet: a word instead of a widget (and no script).
			return '<div ' . get_block_wrapper_attributes() . '><p class="vitrina-delivery__empty">' . esc_html__( 'Delivery options appear here once the cart has products.', 'vitrina' ) . '</p></div>';
		}
		Islands::need( self::ISLAND );
		$html = self::container();
		return '' === $html ? '' : '<div ' . get_block_wrapper_attributes() . '>' . $html . '</div>';
	}

	/**
	 * Whether the shopper's cart is known and empty.
	 */
	public static function cart_is_empty(): bool {
		$cart = function_exists( 'WC' ) ? WC()->cart : null;
		return $cart instanceof \WC_Cart && $cart->is_empty();
	}

	/**
	 * The loader's script handle (vitrina-delivery-widget-loader).
	 */
	public static function loader_handle(): string {
		return Islands::handle( self::LOADER_DIR, 'loader' );
	}

	/**
	 * The island's script handle (vitrina-delivery: the checkout and cart-page integration).
	 */
	public static function checkout_handle(): string {
		return Islands::handle( self::ISLAND );
	}

	/**
	 * The island's build with the widget's part and the loader in it
	 * (src/delivery/page), for every page but the cart: the index loads that
	 * part as a chunk and the loader on demand, where they follow.
	 */
	public const PAGE_BUILD = 'page';

	/**
	 * The name the cart page keeps the loader by (Islands::on_demand()):
	 * src/delivery/checkout/constants.ts LOADER_ON_DEMAND.
	 */
	public const LOADER_ON_DEMAND = 'delivery-loader';

	/**
	 * Registers the loader (from its fixed path) and the island's script
	 * (which depends on jQuery; where a widget is sure to be shown it is
	 * built with the widget's part and the loader in it, PAGE_BUILD: one
	 * script for the three), before the islands are enqueued. The cart page
	 * shows a widget only with the block on it: there the loader waits on demand
	 * for the island's widget part (src/delivery/index.ts). The island's
	 * stylesheet is registered only where the Cart or Checkout block may be.
	 */
	public static function register_scripts(): void {
		if ( ! Islands::register_island( self::LOADER_DIR, 'loader' ) ) {
			return;
		}
		$on_cart = function_exists( 'is_cart' ) && is_cart();
		if ( ! $on_cart ) {
			// A widget is sure to show: its part comes in the island's script.
			Islands::build_from( self::ISLAND, self::PAGE_BUILD );
		}
		Islands::register_island( self::ISLAND, 'index', array( 'jquery' ) );
		// The island's stylesheet is for the Cart and Checkout blocks alone
		// (src/delivery/checkout/index.scss): the classic pages go without.
		if ( self::is_widget_page() && ! ( $on_cart && has_block( 'woocommerce/cart', wc_get_page_id( 'cart' ) ) ) ) {
			wp_deregister_style( self::checkout_handle() );
		}
		if ( $on_cart ) {
			Islands::on_demand( self::LOADER_ON_DEMAND, self::loader_handle() );
		}
	}

	/**
	 * Whether this request shows the classic checkout or the cart.
	 */
	public static function is_widget_page(): bool {
		if ( ! function_exists( 'is_checkout' ) ) {
			return false;
		}
		if ( is_cart() ) {
			return true;
		}
		if ( ! is_checkout() || is_wc_endpoint_url( 'order-received' ) || is_wc_endpoint_url( 'order-pay' ) ) {
			return false;
		}
		// The block checkout has its own integration points: only the classic one here.
		return ! has_block( 'woocommerce/checkout', wc_get_page_id( 'checkout' ) );
	}

	/**
	 * On the checkout and cart pages, asks for the island.
	 */
	public function maybe_need(): void {
		if ( self::is_widget_page() ) {
			Islands::need( self::ISLAND );
		}
	}

	/**
	 * The container on the checkout page: the end of the shipping part (after
	 * the order notes, in the customer details' column), so the order review
	 * and Place order keep their own column on a desktop and follow the
	 * widget directly on a phone.
	 */
	public function print_container(): void {
		echo self::container(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
	}

	/**
	 * The markup the checkout script shows, hides and fills; '' when it was
	 * already given on this page.
	 */
	public static function container(): string {
		if ( self::$printed ) {
			return '';
		}
		self::$printed = true;
		// The page carries the shopper's saved delivery and a nonce.
		NoStore::send();
		return sprintf(
			'<div id="%1$s" class="vitrina-delivery" hidden><h3 class="vitrina-delivery__title">%3$s</h3><div id="%2$s" class="vitrina-delivery__widget"></div></div>',
			esc_attr( self::BLOCK_ID ),
			esc_attr( self::ELEMENT_ID ),
			esc_html__( 'Delivery', 'vitrina' )
		);
	}

	/**
	 * Which page the script runs on: cart, checkout (classic) or block (any other).
	 */
	public static function page(): string {
		if ( function_exists( 'is_cart' ) && is_cart() ) {
			return 'cart';
		}
		return function_exists( 'is_checkout' ) && is_checkout() ? 'checkout' : 'block';
	}

	/**
	 * Forgets that the container was printed (tests).
	 */
	public static function reset(): void {
		self::$printed = false;
	}

	/**
	 * Adds the page configuration to the island's settings: each key read,
	 * from one config() of the page, when the settings are printed.
	 */
	private static function add_data(): void {
		$config = null;
		foreach ( self::CONFIG_KEYS as $key ) {
			Data::add(
				self::ISLAND,
				$key,
				static function () use ( &$config, $key ) {
					$config ??= self::config();
					return $config[ $key ];
				}
			);
		}
	}

	/**
	 * The page configuration (§3) and what the checkout script needs.
	 *
	 * @return array<string, mixed>
	 */
	public static function config(): array {
		NoStore::send();
		$selection = Session::selection();
		// The same products and figures the shop prices the delivery with
		// (Cart::confirm, ProviderQuote).
		$figures = self::figures();

		return array(
			'LANG'                          => str_starts_with( determine_locale(), 'ru' ) ? 'ru' : 'en',
			'BASE_URL'                      => home_url( '/' ),
			'API_URL'                       => rest_url( Route::NAMESPACE . '/proxy' ),
			'PRODUCTS'                      => $figures['PRODUCTS'],
			'COUNTRIES'                     => self::COUNTRIES,
			'WEIGHT'                        => $figures['WEIGHT'],
			'LENGTH'                        => $figures['LENGTH'],
			'WIDTH'                         => $figures['WIDTH'],
			'HEIGHT'                        => $figures['HEIGHT'],
			'DISCOUNT'                      => $figures['DISCOUNT'],
			'CURRENCY'                      => 'rub',
			'PAY_METHOD_WITH_COD'           => (string) Options::get( 'delivery_pay_method_cod' ),
			'PAY_METHOD_WITH_COD_CARD'      => (string) Options::get( 'delivery_pay_method_cod_card' ),
			'DISABLE_AUTOSCROLL_TO_WIDGET'  => Options::enabled( 'delivery_disable_autoscroll' ),
			'DISABLE_WIDGET_MULTI_REQUESTS' => Options::enabled( 'delivery_disable_multi_requests' ),
			'DEV_MODE'                      => Options::enabled( 'delivery_dev_mode' ),
			'HIDE_BILLING'                  => Options::enabled( 'delivery_hide_billing' ),
			'SET_DELIVERY_URL'              => Route::url(),
			'NONCE'                         => wp_create_nonce( Route::NONCE_ACTION ),
			'METHOD_ID'                     => ShippingMethod::ID,
			'ELEMENT_ID'                    => self::ELEMENT_ID,
			'BLOCK_ID'                      => self::BLOCK_ID,
			'PAGE'                          => self::page(),
			'COUPONS'                       => $figures['COUPONS'],
			'SELECTION'                     => $selection,
			'SUMMARY'                       => null === $selection ? array() : Selection::summary_lines( $selection ),
			'MESSAGES'                      => array(
				'changeDelivery' => __( 'Change delivery', 'vitrina' ),
				'chosenDelivery' => __( 'Your delivery', 'vitrina' ),
				'selectDelivery' => Session::message_select(),
				'saveError'      => __( 'The delivery could not be saved. Please try again.', 'vitrina' ),
			),
		);
	}
}
