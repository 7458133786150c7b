<?php
/**
 * Tests of the islands' loading: markup that waits for its first use, and
 * the first view's one stylesheet.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Assets;

use Vitrina\Assets\Islands;
use Vitrina\Tests\TestCase;

/**
 * Islands::on_use() and the joined stylesheet (Islands::FIRST_VIEW), on the
 * plugin's build.
 */
final class IslandsTest extends TestCase {

	/**
	 * Fresh scripts, styles and islands.
	 */
	protected function setUp(): void {
		parent::setUp();
		Islands::reset();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
		if ( ! is_readable( VITRINA_DIR . '/build/cart/index.asset.php' ) ) {
			$this->markTestSkipped( 'The islands are not built (npm run build).' );
		}
	}

	/**
	 * Forgets this page.
	 */
	protected function tearDown(): void {
		Islands::reset();
		parent::tearDown();
	}

	/**
	 * What print_waiting() prints.
	 */
	private function waiting(): string {
		ob_start();
		Islands::print_waiting();
		return (string) ob_get_clean();
	}

	/**
	 * Markup that is no container waits for its first use: the template
	 * names what loads it, what is held, and that a visitor with personal
	 * state loads it at once; the island's style is printed as usual.
	 */
	public function test_markup_waits_for_use(): void {
		Islands::on_use( 'cart', '.add_to_cart_button', '.add_to_cart_button.ajax_add_to_cart', true );
		Islands::on_use( 'cart', '.site-header-cart' );
		$this->assertTrue( Islands::is_needed( 'cart' ) );
		$this->assertTrue( Islands::waits( 'cart' ) );
		Islands::enqueue_needed();
		$this->assertFalse( wp_script_is( 'vitrina-cart', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'vitrina-runtime', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'vitrina-cart', 'enqueued' ) );
		$html = $this->waiting();
		$this->assertStringContainsString( '<template data-vitrina-scripts="cart" data-vitrina-use=".add_to_cart_button, .site-header-cart" data-vitrina-hold=".add_to_cart_button.ajax_add_to_cart" data-vitrina-personal>', $html );
		$this->assertStringContainsString( '/build/cart/index.js', $html );
	}

	/**
	 * Markup asked for at load, even after the head (a shortcode in the
	 * content), has the island's scripts printed, not kept in a template.
	 */
	public function test_markup_at_load_after_the_head_loads_it(): void {
		Islands::on_use( 'lists', '.vitrina-list-button', '', true );
		Islands::enqueue_needed();
		Islands::need( 'lists' );
		$this->assertFalse( Islands::waits( 'lists' ) );
		$html = $this->waiting();
		$this->assertStringNotContainsString( '<template', $html );
		$this->assertStringContainsString( '/build/lists/index.js', $html );
	}

	/**
	 * Two first-view islands or more: one joined stylesheet for them, not
	 * one each; an island outside the first view keeps its own.
	 */
	public function test_first_view_islands_share_one_stylesheet(): void {
		if ( ! is_readable( VITRINA_DIR . '/build/first-view/index.css' ) ) {
			$this->markTestSkipped( 'The first view stylesheet is not built.' );
		}
		Islands::need( 'header' );
		Islands::on_use( 'cart', '.add_to_cart_button' );
		Islands::need( 'product' );
		Islands::enqueue_needed();
		$this->assertTrue( wp_style_is( 'vitrina-first-view', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'vitrina-header', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'vitrina-cart', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'vitrina-product', 'enqueued' ) );
		// Needed later on the page: still no style of its own.
		Islands::need( 'lists' );
		Islands::enqueue_needed();
		$this->assertFalse( wp_style_is( 'vitrina-lists', 'enqueued' ) );
	}

	/**
	 * One first-view island alone keeps its own, smaller stylesheet.
	 */
	public function test_one_first_view_island_keeps_its_own_stylesheet(): void {
		Islands::need( 'header' );
		Islands::enqueue_needed();
		$this->assertTrue( wp_style_is( 'vitrina-header', 'enqueued' ) );
		$this->assertFalse( wp_style_is( 'vitrina-first-view', 'enqueued' ) );
	}
}
