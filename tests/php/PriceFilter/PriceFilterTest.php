<?php
/**
 * The price filter widget: the island in WooCommerce's slider script's place.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\PriceFilter;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\PriceFilter\PriceFilter;
use Vitrina\Tests\TestCase;

/**
 * WooCommerce's own widget template, rendered between its own start and end
 * actions, comes inside the price filter island's container; WooCommerce's
 * slider script (jQuery UI, its touch shim, accounting.js) leaves the page;
 * the island's settings carry the shop's price format. A page where another
 * script needs WooCommerce's slider keeps it and the markup as it was.
 */
final class PriceFilterTest extends TestCase {

	/**
	 * The page's scripts before the test.
	 *
	 * @var \WP_Scripts|null
	 */
	private ?\WP_Scripts $saved = null;

	/**
	 * The shop's price options before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $options = array();

	/**
	 * A catalogue page with WooCommerce's slider script enqueued, as its
	 * widget enqueues it, and roubles as the demo shop shows them.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		if ( ! is_readable( VITRINA_DIR . '/build/price-filter/index.asset.php' ) ) {
			$this->markTestSkipped( 'the islands are not built (npm run build)' );
		}
		$this->saved           = wp_scripts();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		wp_default_scripts( $GLOBALS['wp_scripts'] );
		wp_register_script( 'wc-accounting', 'https://shop.test/accounting.js', array( 'jquery' ), '0.4.2', true );
		wp_register_script( 'wc-jquery-ui-touchpunch', 'https://shop.test/touch-punch.js', array( 'jquery-ui-slider' ), '11', true );
		wp_register_script( PriceFilter::SCRIPT, 'https://shop.test/price-slider.js', array( 'jquery-ui-slider', 'wc-jquery-ui-touchpunch', 'wc-accounting' ), '11', true );
		wp_enqueue_script( PriceFilter::SCRIPT );
		foreach ( array( 'woocommerce_currency', 'woocommerce_currency_pos', 'woocommerce_price_thousand_sep' ) as $option ) {
			$this->options[ $option ] = get_option( $option );
		}
		update_option( 'woocommerce_currency', 'RUB' );
		update_option( 'woocommerce_currency_pos', 'right_space' );
		update_option( 'woocommerce_price_thousand_sep', ' ' );
		Islands::reset();
		Data::reset();
		PriceFilter::reset();
	}

	/**
	 * Puts the page back.
	 */
	protected function tearDown(): void {
		if ( null !== $this->saved ) {
			$GLOBALS['wp_scripts'] = $this->saved;
		}
		foreach ( $this->options as $option => $value ) {
			update_option( $option, $value );
		}
		Islands::reset();
		Data::reset();
		PriceFilter::reset();
		parent::tearDown();
	}

	/**
	 * WooCommerce's widget template, as the widget renders it.
	 */
	private function widget(): string {
		ob_start();
		wc_get_template(
			'content-widget-price-filter.php',
			array(
				'form_action'       => 'https://shop.test/shop/',
				'step'              => 10,
				'min_price'         => 100,
				'max_price'         => 2500,
				'current_min_price' => 300,
				'current_max_price' => 2000,
			)
		);
		return (string) ob_get_clean();
	}

	/**
	 * The widget's form is the island's container, drawn as it nears the
	 * viewport; no script of jQuery UI's or WooCommerce's slider prints, and
	 * the island's script waits for the container's moment.
	 */
	public function test_the_widget_is_the_islands_container_without_jquery_ui(): void {
		$html = $this->widget();
		$this->assertMatchesRegularExpression(
			'#^<div class="vitrina-mount vitrina-price-filter-slider" data-vitrina-island="price-filter" data-vitrina-component="slider" data-vitrina-props="\{\}" data-vitrina-when="visible">\s*<form method="get" action="https://shop.test/shop/">.*id="min_price".*id="max_price".*</form>\s*</div>$#s',
			$html
		);
		$this->assertFalse( wp_script_is( PriceFilter::SCRIPT, 'enqueued' ) );
		$this->assertTrue( Islands::waits( PriceFilter::ISLAND ) );
		$this->assertSame(
			array(
				'symbol'   => '₽',
				'thousand' => ' ',
				'format'   => "%v\u{00a0}%s",
			),
			Islands::settings( PriceFilter::ISLAND )['format']
		);
		$footer = $this->footer_scripts();
		// Its stylesheet styles only the slider it draws: it comes with it.
		// phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedStylesheet -- the expected markup.
		$this->assertMatchesRegularExpression( '#<template data-vitrina-scripts="price-filter"><link rel=\'stylesheet\'[^>]*build/price-filter/index\.css.*build/price-filter/index\.js.*</template>#s', $footer );
		$this->assertFalse( wp_style_is( Islands::handle( PriceFilter::ISLAND ), 'enqueued' ) );
		foreach ( array( 'price-slider.js', 'slider.min.js', 'mouse.min.js', 'core.min.js', 'touch-punch.js', 'accounting.js' ) as $file ) {
			$this->assertStringNotContainsString( $file, $footer );
		}
	}

	/**
	 * Two widgets on one page: two containers, one format.
	 */
	public function test_two_widgets_share_the_islands_settings(): void {
		$html = $this->widget() . $this->widget();
		$this->assertSame( 2, substr_count( $html, 'data-vitrina-island="price-filter"' ) );
		$this->assertSame( '₽', Islands::settings( PriceFilter::ISLAND )['format']['symbol'] );
	}

	/**
	 * A script of the page that needs WooCommerce's slider keeps it, and
	 * the widget stays WooCommerce's; so does the Customizer's preview.
	 */
	public function test_kept_where_the_page_needs_woocommerces_slider(): void {
		wp_register_script( 'shop-price-extras', 'https://shop.test/extras.js', array( PriceFilter::SCRIPT ), '1', true );
		wp_enqueue_script( 'shop-price-extras' );
		$html = $this->widget();
		$this->assertStringStartsWith( '<form', trim( $html ) );
		$this->assertTrue( wp_script_is( PriceFilter::SCRIPT, 'enqueued' ) );
		$this->assertFalse( Islands::is_needed( PriceFilter::ISLAND ) );
		$this->assertStringContainsString( 'price-slider.js', $this->footer_scripts() );
	}

	/**
	 * A theme's template that fires the end without the start: nothing is
	 * captured or taken away.
	 */
	public function test_an_end_without_a_start_changes_nothing(): void {
		ob_start();
		echo '<form class="theme-price-filter"></form>';
		do_action( 'woocommerce_widget_price_filter_end', array() );
		$html = (string) ob_get_clean();
		$this->assertSame( '<form class="theme-price-filter"></form>', $html );
		$this->assertTrue( wp_script_is( PriceFilter::SCRIPT, 'enqueued' ) );
	}
}
