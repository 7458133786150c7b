<?php
/**
 * WooCommerce's variation form script on a product page: kept for the
 * form's first use unless the form starts with a choice.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Product;

use Vitrina\Assets\Islands;
use Vitrina\Cart\SideCart;
use Vitrina\Product\ProductPage;
use Vitrina\Tests\Cart\CartTestCase;

/**
 * The script (as WooCommerce enqueues it while the form renders) leaves the
 * page's loading for a template the island runs on first use; a product
 * with default attributes keeps it in the page; a page without it is left
 * as it is.
 */
final class VariationFormScriptTest extends CartTestCase {

	/**
	 * The page's scripts, saved.
	 *
	 * @var \WP_Scripts|null
	 */
	private ?\WP_Scripts $saved = null;

	/**
	 * WooCommerce's variation script registered with its dependencies.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->saved           = wp_scripts();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		wp_default_scripts( $GLOBALS['wp_scripts'] );
		wp_register_script( 'jquery-blockui', 'https://shop.test/blockui.js', array( 'jquery' ), '2', true );
		wp_register_script( SideCart::VARIATION_FORM_SCRIPT, 'https://shop.test/add-to-cart-variation.js', array( 'jquery', 'wp-util', 'jquery-blockui' ), '11', true );
	}

	/**
	 * Puts the page's scripts and query back.
	 */
	protected function tearDown(): void {
		if ( null !== $this->saved ) {
			$GLOBALS['wp_scripts'] = $this->saved;
		}
		$this->main_query( array() );
		parent::tearDown();
	}

	/**
	 * Sets up the main query for a product's page.
	 *
	 * @param array<string, mixed> $query The query.
	 */
	private function main_query( array $query ): void {
		global $wp_query, $wp_the_query;
		$wp_the_query = new \WP_Query( $query ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
		$wp_query     = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
	}

	/**
	 * The page of a product, with the variation script enqueued as its
	 * form does.
	 *
	 * @param \WC_Product $product The product.
	 */
	private function product_page( \WC_Product $product ): void {
		$this->main_query(
			array(
				'p'         => $product->get_id(),
				'post_type' => 'product',
			)
		);
		$this->assertSame( $product->get_id(), get_queried_object_id() );
		wp_enqueue_script( SideCart::VARIATION_FORM_SCRIPT );
	}

	/**
	 * What the page prints in its footer: its scripts, then the islands'
	 * templates.
	 */
	private function footer(): string {
		ob_start();
		wp_scripts()->do_items();
		Islands::print_waiting();
		return (string) ob_get_clean();
	}

	/**
	 * A form that starts with nothing chosen: the script and what only it
	 * needs wait in the named template the island loads on first use.
	 */
	public function test_waits_for_the_forms_first_use(): void {
		list( $product ) = $this->variable();
		$this->product_page( $product );
		ProductPage::keep_variation_form_for_use();
		$this->assertFalse( wp_script_is( SideCart::VARIATION_FORM_SCRIPT, 'enqueued' ) );
		$printed = $this->footer();
		$at      = strpos( $printed, '<template data-vitrina-on-demand="' . SideCart::VARIATION_SCRIPTS . '">' );
		$this->assertIsInt( $at );
		$page = substr( $printed, 0, $at );
		$this->assertStringNotContainsString( 'add-to-cart-variation.js', $page );
		$this->assertStringNotContainsString( 'jquery', $page );
		$template = substr( $printed, $at );
		$this->assertStringContainsString( 'add-to-cart-variation.js', $template );
		$this->assertStringContainsString( 'jquery', $template );
		$this->assertStringContainsString( 'blockui.js', $template );
	}

	/**
	 * A product with default attributes shows that variation from the
	 * start: the script stays in the page.
	 */
	public function test_kept_where_the_form_starts_with_a_choice(): void {
		list( $product ) = $this->variable();
		$product->set_default_attributes( array( sanitize_title( 'Цвет' ) => 'Красный' ) );
		$product->save();
		$this->product_page( $product );
		ProductPage::keep_variation_form_for_use();
		$this->assertTrue( wp_script_is( SideCart::VARIATION_FORM_SCRIPT, 'enqueued' ) );
		$printed = $this->footer();
		$this->assertStringNotContainsString( 'data-vitrina-on-demand', $printed );
		$this->assertStringContainsString( 'add-to-cart-variation.js', $printed );
	}

	/**
	 * A page whose form did not ask for the script (a simple product) gets
	 * no template.
	 */
	public function test_nothing_where_no_form_asked_for_it(): void {
		$this->main_query(
			array(
				'p'         => $this->simple()->get_id(),
				'post_type' => 'product',
			)
		);
		ProductPage::keep_variation_form_for_use();
		$this->assertStringNotContainsString( 'data-vitrina-on-demand', $this->footer() );
	}
}
