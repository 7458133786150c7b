<?php
/**
 * WooCommerce's general script, left out where nothing on the page needs it.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Assets;

use Vitrina\Assets\WooCommerceScript;
use Vitrina\Tests\TestCase;

/**
 * A guest's home page, catalogue, content and product pages go without it
 * (and so without jQuery); cart, checkout and account pages, the store
 * notice and logged-in users keep it; queued code brings it back.
 */
final class WooCommerceScriptTest extends TestCase {

	/**
	 * The page's scripts, saved.
	 *
	 * @var \WP_Scripts|null
	 */
	private ?\WP_Scripts $saved = null;

	/**
	 * WooCommerce's script registered and enqueued with its dependencies, as
	 * WooCommerce does on every page; a main query for a page.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		$this->saved           = wp_scripts();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		wp_default_scripts( $GLOBALS['wp_scripts'] );
		wp_register_script( 'js-cookie', 'https://shop.test/js.cookie.js', array(), '2', true );
		wp_register_script( 'jquery-blockui', 'https://shop.test/blockui.js', array( 'jquery' ), '2', true );
		wp_register_script( WooCommerceScript::HANDLE, 'https://shop.test/woocommerce.js', array( 'jquery', 'jquery-blockui', 'js-cookie' ), '11', true );
		wp_enqueue_script( WooCommerceScript::HANDLE );
		WooCommerceScript::reset();
		$this->main_query( array( 'page_id' => $this->page() ) );
	}

	/**
	 * Puts the page's scripts back.
	 */
	protected function tearDown(): void {
		if ( null !== $this->saved ) {
			$GLOBALS['wp_scripts'] = $this->saved;
		}
		WooCommerceScript::reset();
		$this->main_query( array() );
		unset( $GLOBALS['wc_queued_js'] );
		parent::tearDown();
	}

	/**
	 * A new page.
	 */
	private function page(): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'О магазине',
			)
		);
	}

	/**
	 * Sets up the main query.
	 *
	 * @param array<string, mixed> $query The query.
	 */
	private function main_query( array $query ): void {
		global $wp_query, $wp_the_query;
		$wp_the_query = new \WP_Query( $query ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
		$wp_query     = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
	}

	/**
	 * What the page prints in its footer.
	 */
	private function printed(): string {
		ob_start();
		wp_scripts()->do_items();
		return (string) ob_get_clean();
	}

	/**
	 * A guest's content page: no general script, and no jQuery, blockUI or
	 * js-cookie, which only it needed.
	 */
	public function test_left_out_of_a_guests_page_with_what_only_it_needed(): void {
		$this->assertTrue( WooCommerceScript::unneeded() );
		WooCommerceScript::leave_out();
		$this->assertTrue( WooCommerceScript::left_out() );
		$html = $this->printed();
		$this->assertStringNotContainsString( 'woocommerce.js', $html );
		$this->assertStringNotContainsString( 'jquery', $html );
		$this->assertStringNotContainsString( 'blockui', $html );
		$this->assertStringNotContainsString( 'js.cookie', $html );
	}

	/**
	 * A guest's product page goes without it: the quantity it kept at its
	 * minimum is the runtime's (src/runtime/wc-general.ts), and the cart
	 * island brings jQuery with the shopper's first use of the form.
	 */
	public function test_left_out_of_a_guests_product_page(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Кастрюля' );
		$product->set_status( 'publish' );
		$product->save();
		$this->main_query(
			array(
				'p'         => $product->get_id(),
				'post_type' => 'product',
			)
		);
		$this->assertTrue( is_product() );
		$this->assertTrue( WooCommerceScript::unneeded() );
		WooCommerceScript::leave_out();
		$this->assertTrue( WooCommerceScript::left_out() );
		$this->assertStringNotContainsString( 'jquery', $this->printed() );
	}

	/**
	 * A script that needs it (or jQuery) brings what it needs back.
	 */
	public function test_a_script_that_needs_it_brings_it_back(): void {
		wp_register_script( 'wc-cart', 'https://shop.test/cart.js', array( 'jquery', WooCommerceScript::HANDLE ), '11', true );
		wp_enqueue_script( 'wc-cart' );
		WooCommerceScript::leave_out();
		$html = $this->printed();
		$this->assertStringContainsString( 'woocommerce.js', $html );
		$this->assertStringContainsString( 'jquery', $html );
	}

	/**
	 * Code queued with wc_enqueue_js() (deprecated, still used by other
	 * plugins: it fills $wc_queued_js) runs inside jQuery(): the script and
	 * jQuery come back for it in the footer.
	 */
	public function test_queued_code_brings_it_back(): void {
		WooCommerceScript::leave_out();
		$GLOBALS['wc_queued_js'] = 'console.log( 1 );'; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's queue.
		WooCommerceScript::bring_back_for_queued_code();
		$this->assertFalse( WooCommerceScript::left_out() );
		$this->assertStringContainsString( 'jquery', $this->printed() );
	}

	/**
	 * A logged-in user, the store notice and the cart page keep it; the
	 * filter has the last word.
	 */
	public function test_kept_where_something_needs_it(): void {
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertFalse( WooCommerceScript::unneeded() );
		wp_set_current_user( 0 );

		update_option( 'woocommerce_demo_store', 'yes' );
		$this->assertFalse( WooCommerceScript::unneeded() );
		update_option( 'woocommerce_demo_store', 'no' );

		add_filter( 'woocommerce_is_cart', '__return_true' );
		$this->assertTrue( is_cart() );
		$this->assertFalse( WooCommerceScript::unneeded() );
		WooCommerceScript::leave_out();
		$this->assertFalse( WooCommerceScript::left_out() );
		$this->assertTrue( wp_script_is( WooCommerceScript::HANDLE, 'enqueued' ) );
		remove_filter( 'woocommerce_is_cart', '__return_true' );

		$this->assertTrue( WooCommerceScript::unneeded() );
		add_filter( 'vitrina_leave_out_woocommerce_script', '__return_false' );
		$this->assertFalse( WooCommerceScript::unneeded() );
	}
}
