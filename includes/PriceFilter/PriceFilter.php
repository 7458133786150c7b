<?php
/**
 * The catalogue's "Filter by price" widget without jQuery UI: two native
 * range inputs instead of WooCommerce's slider script.
 *
 * @package Vitrina
 */

namespace Vitrina\PriceFilter;

use Vitrina\Assets\Data;
use Vitrina\Assets\Dependencies;
use Vitrina\Assets\Islands;
use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's price filter widget loads its slider script with jQuery UI
 * (core, mouse, slider), a touch shim and accounting.js: six scripts,
 * 13 KiB gzip, on every catalogue page with the widget. Here the widget's
 * own markup is wrapped in the price filter island's container, and the
 * island (src/price-filter) turns the widget's two price fields into two
 * range inputs over the theme's slider track as the widget nears the
 * viewport: keyboard, touch and screen readers work as with any range
 * input, the label shows the two prices in the shop's format, and
 * WooCommerce's slider events are fired as its script fires them.
 * WooCommerce's script is dequeued where the island takes its place; a page
 * where another script needs it (or the Customizer's preview) keeps it.
 */
final class PriceFilter implements Module {

	/** The island. */
	public const ISLAND = 'price-filter';

	/** The island's component: the widget's form. */
	public const COMPONENT = 'slider';

	/** When the island loads and enhances the form (Islands::WHEN). */
	public const WHEN = 'visible';

	/** WooCommerce's handle of its slider script. */
	public const SCRIPT = 'wc-price-slider';

	/**
	 * The output buffer level the widget's markup is captured at (null:
	 * none is).
	 *
	 * @var int|null
	 */
	private static ?int $level = null;

	/**
	 * Front end only.
	 */
	public function can_register(): bool {
		return ! is_admin();
	}

	/**
	 * Hooks: the widget template's own start and end.
	 */
	public function register(): void {
		add_action( 'woocommerce_widget_price_filter_start', array( self::class, 'open' ), 0 );
		add_action( 'woocommerce_widget_price_filter_end', array( self::class, 'close' ), PHP_INT_MAX );
	}

	/**
	 * Starts capturing the widget's markup.
	 */
	public static function open(): void {
		if ( null !== self::$level ) {
			return;
		}
		ob_start();
		self::$level = ob_get_level();
	}

	/**
	 * Prints the widget's markup, in the island's container where the island
	 * takes WooCommerce's script's place.
	 */
	public static function close(): void {
		if ( null === self::$level || ob_get_level() !== self::$level ) {
			return;
		}
		self::$level = null;
		$markup      = (string) ob_get_clean();
		if ( is_customize_preview() || Dependencies::needed_by_queue( self::SCRIPT ) || ! Islands::register_island( self::ISLAND ) ) {
			echo $markup; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's template, escaped there.
			return;
		}
		wp_dequeue_script( self::SCRIPT );
		// It styles only the slider the island draws.
		Islands::styles_wait( self::ISLAND );
		if ( ! Data::has( self::ISLAND, 'format' ) ) {
			Data::add( self::ISLAND, 'format', static fn(): array => self::format() );
		}
		echo Islands::render( self::ISLAND, self::COMPONENT, array(), $markup, 'div', self::WHEN ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	}

	/**
	 * The shop's price format for the slider's label, as WooCommerce gives
	 * its own slider script (whole units), as text: the currency's symbol
	 * and the format's non-breaking space are characters, not entities.
	 *
	 * @return array{symbol: string, thousand: string, format: string}
	 */
	public static function format(): array {
		$text = static fn( string $html ): string => html_entity_decode( $html, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return array(
			'symbol'   => $text( get_woocommerce_currency_symbol() ),
			'thousand' => $text( wc_get_price_thousand_separator() ),
			'format'   => $text( str_replace( array( '%1$s', '%2$s' ), array( '%s', '%v' ), get_woocommerce_price_format() ) ),
		);
	}

	/**
	 * Forgets the page (tests).
	 */
	public static function reset(): void {
		self::$level = null;
	}
}
