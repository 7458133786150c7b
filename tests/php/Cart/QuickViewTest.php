<?php
/**
 * Tests of quick view and quick shop.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Cart;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Assets\Islands;
use Vitrina\Cart\QuickShop;
use Vitrina\Cart\QuickView;
use Vitrina\Cart\SideCart;

/**
 * The wc-ajax actions answer the product's markup from the templates, and
 * refuse products the shopper may not see; the card gets its buttons.
 */
final class QuickViewTest extends CartTestCase {

	/**
	 * Asks quick view for an id.
	 *
	 * @param string $id The id as sent.
	 */
	private function quick_view( string $id ): string {
		$module = new QuickView();
		return $this->call(
			QuickView::ACTION,
			array(
				'id'     => $id,
				'action' => QuickView::ACTION,
			),
			array( $module, 'respond' )
		);
	}

	/**
	 * A variable product: gallery, title, price, and WooCommerce's variation
	 * form with its variations, as on the product page.
	 */
	public function test_quick_view_of_a_variable_product(): void {
		list( $product, $red ) = $this->variable();
		$html                  = $this->quick_view( (string) $product->get_id() );
		$this->assertStringContainsString( 'vitrina-quick-view-product', $html );
		$this->assertStringContainsString( '>Ковш</h2>', $html );
		$this->assertStringContainsString( 'class="variations_form cart"', $html );
		$this->assertStringContainsString( 'data-product_variations=', $html );
		$this->assertStringContainsString( '&quot;variation_id&quot;:' . $red->get_id(), $html );
		$this->assertStringContainsString( 'name="add-to-cart" value="' . $product->get_id() . '"', $html );
		$this->assertStringContainsString( 'class="images', $html );
		// Only the product: no page around it.
		$this->assertStringNotContainsString( '<html', $html );
		$this->assertStringNotContainsString( '<body', $html );
	}

	/**
	 * A simple product: its add-to-cart button.
	 */
	public function test_quick_view_of_a_simple_product(): void {
		$product = $this->simple( 'Банка 1 л' );
		$html    = $this->quick_view( (string) $product->get_id() );
		$this->assertStringContainsString( 'Банка 1 л', $html );
		$this->assertStringContainsString( 'name="add-to-cart" value="' . $product->get_id() . '"', $html );
		$this->assertStringContainsString( esc_url( $product->get_permalink() ), $html );
	}

	/**
	 * Products the shopper may not see, and junk ids, are refused.
	 *
	 * @param string $kind What to ask for.
	 */
	#[DataProvider( 'refused' )]
	public function test_refuses_unknown_and_hidden_products( string $kind ): void {
		switch ( $kind ) {
			case 'draft':
				$id = (string) $this->simple( 'Черновик', 'draft' )->get_id();
				break;
			case 'hidden':
				$product = $this->simple( 'Скрытый' );
				$product->set_catalog_visibility( 'hidden' );
				$product->save();
				$id = (string) $product->get_id();
				break;
			case 'password':
				$product = $this->simple( 'Под паролем' );
				$product->set_post_password( 'secret' );
				$product->save();
				$id = (string) $product->get_id();
				break;
			case 'variation':
				list( , $red ) = $this->variable();
				$id            = (string) $red->get_id();
				break;
			case 'page':
				$id = (string) $this->create_page();
				break;
			case 'junk':
				$id = '1 OR 1=1';
				break;
			default:
				$id = '999999';
		}
		$html = $this->quick_view( $id );
		$this->assertStringNotContainsString( 'vitrina-quick-view-product', $html );
		$this->assertStringContainsString( 'The content could not be loaded.', $html );
		$this->assertSame( 404, http_response_code() );
	}

	/**
	 * Refused requests.
	 *
	 * @return array<string, array{string}>
	 */
	public static function refused(): array {
		return array(
			'unknown id'         => array( 'unknown' ),
			'draft'              => array( 'draft' ),
			'hidden'             => array( 'hidden' ),
			'password protected' => array( 'password' ),
			'a variation'        => array( 'variation' ),
			'not a product'      => array( 'page' ),
			'not a number'       => array( 'junk' ),
		);
	}

	/**
	 * A theme's template replaces the plugin's.
	 */
	public function test_theme_template_overrides(): void {
		$product = $this->simple( 'Турка' );
		$file    = get_temp_dir() . 'vitrina-qv-' . wp_generate_password( 6, false ) . '.php';
		file_put_contents( $file, '<div class="theme-quick-view"><?php echo esc_html( $args["product"]->get_name() ); ?></div>' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		add_filter( 'vitrina_template_file', static fn( $own, $name ) => 'cart/quick-view' === $name ? $file : $own, 10, 2 );
		try {
			$this->assertSame( '<div class="theme-quick-view">Турка</div>', $this->quick_view( (string) $product->get_id() ) );
		} finally {
			wp_delete_file( $file );
		}
	}

	/**
	 * The card's button, and the island and variation script asked for.
	 */
	public function test_card_button(): void {
		global $product;
		// As on a page: WooCommerce registered its scripts on wp_enqueue_scripts.
		$saved_scripts         = wp_scripts();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		wp_register_script( 'wc-add-to-cart-variation', 'https://example.com/variation.js', array(), '1', true );
		Islands::reset();
		$saved   = $product;
		$product = $this->simple( 'Нож' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's global.
		try {
			ob_start();
			( new QuickView() )->button();
			$html = (string) ob_get_clean();
		} finally {
			$product = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's global.
		}
		$this->assertStringContainsString( 'open-quick-view', $html );
		$this->assertStringContainsString( 'data-id="', $html );
		$this->assertStringContainsString( 'aria-haspopup="dialog"', $html );
		$this->assertTrue( Islands::is_needed( SideCart::ISLAND ) );
		// WooCommerce's variation script waits on demand, not with the page.
		$this->assertFalse( wp_script_is( 'wc-add-to-cart-variation', 'enqueued' ) );
		ob_start();
		Islands::print_waiting();
		$printed               = (string) ob_get_clean();
		$GLOBALS['wp_scripts'] = $saved_scripts;
		Islands::reset();
		$this->assertMatchesRegularExpression( '#<template data-vitrina-on-demand="' . SideCart::VARIATION_SCRIPTS . '">.*<script[^>]+id="wc-add-to-cart-variation-js"#s', $printed );
	}

	/**
	 * The variation script kept on demand carries what WooCommerce prints
	 * with it on a product page: its parameters and the variation form's
	 * templates.
	 */
	public function test_variation_script_on_demand_is_whole(): void {
		$saved_scripts         = wp_scripts();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		// WooCommerce localizes each script once per request: as on a new page.
		$localized = new \ReflectionProperty( \WC_Frontend_Scripts::class, 'wp_localize_scripts' );
		$localized->setValue( null, array() );
		Islands::reset();
		try {
			\WC_Frontend_Scripts::load_scripts();
			wp_dequeue_script( 'wc-add-to-cart-variation' );
			Islands::on_demand( SideCart::VARIATION_SCRIPTS, 'wc-add-to-cart-variation' );
			ob_start();
			Islands::print_waiting();
			$printed = (string) ob_get_clean();
		} finally {
			$GLOBALS['wp_scripts'] = $saved_scripts;
			$localized->setValue( null, array() );
			Islands::reset();
		}
		$this->assertStringStartsWith( '<template data-vitrina-on-demand="' . SideCart::VARIATION_SCRIPTS . '">', $printed );
		$this->assertStringContainsString( 'id="tmpl-variation-template"', $printed );
		$this->assertStringContainsString( 'var wc_add_to_cart_variation_params', $printed );
		$this->assertMatchesRegularExpression( '#<script[^>]+id="wc-add-to-cart-variation-js"#', $printed );
	}

	/**
	 * Quick shop: variable products' card buttons become openers; the form
	 * comes from the template; hidden products are refused.
	 */
	public function test_quick_shop(): void {
		list( $variable ) = $this->variable();
		$simple           = $this->simple();
		$module           = new QuickShop();
		$args             = $module->loop_args( array( 'class' => 'button product_type_variable' ), $variable );
		$this->assertStringContainsString( QuickShop::OPENER, $args['class'] );
		$this->assertSame( 'false', $args['attributes']['aria-expanded'] );
		$this->assertSame( array( 'class' => 'button' ), $module->loop_args( array( 'class' => 'button' ), $simple ) );
		$this->assertFalse( wp_script_is( 'wc-add-to-cart-variation', 'enqueued' ) );
		Islands::reset();

		$html = $this->call( QuickShop::ACTION, array( 'id' => (string) $variable->get_id() ), array( $module, 'respond' ) );
		$this->assertStringContainsString( 'data-vitrina-quick-shop', $html );
		$this->assertStringContainsString( 'data-vitrina-quick-shop-close', $html );
		$this->assertStringContainsString( 'class="variations_form cart"', $html );

		$variable->set_status( 'private' );
		$variable->save();
		$html = $this->call( QuickShop::ACTION, array( 'id' => (string) $variable->get_id() ), array( $module, 'respond' ) );
		$this->assertStringNotContainsString( 'variations_form', $html );
		$this->assertSame( 404, http_response_code() );
	}
}
