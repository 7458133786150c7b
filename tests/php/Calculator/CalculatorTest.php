<?php
/**
 * The cart page's shipping calculator: selectWoo waits for its first use.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Calculator;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Calculator\Calculator;
use Vitrina\Tests\TestCase;

/**
 * On the cart page WooCommerce's selectWoo and its stylesheet leave the
 * page's loading: the calculator island brings them with the calculator's
 * first use, or nothing does when the calculator is off; another script
 * that needs selectWoo keeps it, and other pages are left as they are.
 */
final class CalculatorTest extends TestCase {

	/**
	 * The page's scripts and styles before the test.
	 *
	 * @var array{0: \WP_Scripts, 1: \WP_Styles}|null
	 */
	private ?array $saved = null;

	/**
	 * A page with WooCommerce's cart-page scripts and styles, as WooCommerce
	 * enqueues them (selectWoo and its stylesheet among them).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		if ( ! is_readable( VITRINA_DIR . '/build/calculator/index.asset.php' ) ) {
			$this->markTestSkipped( 'the islands are not built (npm run build)' );
		}
		$this->saved           = array( wp_scripts(), wp_styles() );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
		wp_default_scripts( $GLOBALS['wp_scripts'] );
		wp_register_script( Calculator::SCRIPT, 'https://shop.test/selectWoo.full.min.js', array( 'jquery' ), '1.0.9', true );
		wp_register_script( 'wc-country-select', 'https://shop.test/country-select.js', array( 'jquery' ), '11', true );
		wp_register_script( 'wc-cart', 'https://shop.test/cart.js', array( 'jquery', 'wc-country-select' ), '11', true );
		wp_register_style( Calculator::STYLE, 'https://shop.test/select2.css', array(), '11.0.1' );
		foreach ( array( Calculator::SCRIPT, 'wc-cart' ) as $handle ) {
			wp_enqueue_script( $handle );
		}
		wp_enqueue_style( Calculator::STYLE );
		Islands::reset();
		Data::reset();
		update_option( 'woocommerce_enable_shipping_calc', 'yes' );
		add_filter( 'woocommerce_is_cart', '__return_true' );
	}

	/**
	 * Puts the page back.
	 */
	protected function tearDown(): void {
		if ( null !== $this->saved ) {
			list( $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] ) = $this->saved;
		}
		remove_filter( 'woocommerce_is_cart', '__return_true' );
		Islands::reset();
		Data::reset();
		parent::tearDown();
	}

	/**
	 * Neither selectWoo nor its stylesheet load with the cart page: the
	 * island's waiting template carries them for the calculator's first
	 * use, the stylesheet at the address the page would print (a CDN's
	 * rewrite of it included).
	 */
	public function test_the_cart_page_leaves_selectwoo_to_the_calculators_first_use(): void {
		$cdn = static fn( string $src ): string => str_replace( 'https://shop.test/', 'https://cdn.shop.test/', $src ) . '&v=2';
		add_filter( 'style_loader_src', $cdn );
		Calculator::wait_for_use();
		$this->assertFalse( wp_script_is( Calculator::SCRIPT, 'enqueued' ) );
		$this->assertFalse( wp_style_is( Calculator::STYLE, 'enqueued' ) );
		$this->assertTrue( Islands::waits( Calculator::ISLAND ) );

		$html = $this->footer_scripts();
		remove_filter( 'style_loader_src', $cdn );
		// phpcs:disable WordPress.WP.EnqueuedResources -- the expected markup.
		$this->assertMatchesRegularExpression(
			'#<template data-vitrina-scripts="calculator" data-vitrina-use="\.woocommerce-shipping-calculator" data-vitrina-hold="\.shipping-calculator-button"><link rel=\'stylesheet\' id=\'select2-css\' href=\'https://cdn\.shop\.test/select2\.css\?ver=11\.0\.1&(amp;|\#038;)v=2\'.*selectWoo\.full\.min\.js.*build/calculator/index\.js.*</template>#s',
			$html
		);
		// phpcs:enable
		$this->assertFalse( wp_style_is( Calculator::STYLE, 'enqueued' ) );
		// The cart's own scripts print as usual, outside the template.
		$outside = (string) preg_replace( '#<template.*?</template>#s', '', $html );
		$this->assertStringContainsString( 'cart.js', $outside );
		$this->assertStringNotContainsString( 'selectWoo', $outside );
	}

	/**
	 * Without the calculator nothing on the cart page uses selectWoo: it is
	 * left out, and no island waits.
	 */
	public function test_without_the_calculator_selectwoo_is_left_out(): void {
		update_option( 'woocommerce_enable_shipping_calc', 'no' );
		Calculator::wait_for_use();
		$this->assertFalse( wp_script_is( Calculator::SCRIPT, 'enqueued' ) );
		$this->assertFalse( wp_style_is( Calculator::STYLE, 'enqueued' ) );
		$this->assertFalse( Islands::is_needed( Calculator::ISLAND ) );
		$this->assertStringNotContainsString( 'selectWoo', $this->footer_scripts() );
	}

	/**
	 * A script of the page that needs selectWoo (through its dependencies)
	 * keeps it with the page; another page is left as it is.
	 */
	public function test_kept_where_the_page_needs_it(): void {
		wp_register_script( 'shop-enhanced-select', 'https://shop.test/enhanced.js', array( Calculator::SCRIPT ), '1', true );
		wp_register_script( 'shop-form', 'https://shop.test/form.js', array( 'shop-enhanced-select' ), '1', true );
		wp_enqueue_script( 'shop-form' );
		Calculator::wait_for_use();
		$this->assertTrue( wp_script_is( Calculator::SCRIPT, 'enqueued' ) );
		$this->assertTrue( wp_style_is( Calculator::STYLE, 'enqueued' ) );
		$this->assertFalse( Islands::is_needed( Calculator::ISLAND ) );

		wp_dequeue_script( 'shop-form' );
		remove_filter( 'woocommerce_is_cart', '__return_true' );
		$this->assertFalse( is_cart() );
		Calculator::wait_for_use();
		$this->assertTrue( wp_script_is( Calculator::SCRIPT, 'enqueued' ) );
		$this->assertFalse( Islands::is_needed( Calculator::ISLAND ) );
	}
}
