<?php
/**
 * The base of the cart module's tests.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Cart;

use Vitrina\Assets\Islands;
use Vitrina\Delivery\Session;
use Vitrina\Tests\TestCase;
use Vitrina\Tests\WPDieException;

/**
 * WooCommerce with a session and an empty cart; products; calling a wc-ajax
 * handler and reading its answer.
 */
abstract class CartTestCase extends TestCase {

	/**
	 * Needs WooCommerce, a session and an empty cart.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		Session::load();
		WC()->cart->empty_cart();
		wc_clear_notices();
		Islands::reset();
	}

	/**
	 * Empties the cart.
	 */
	protected function tearDown(): void {
		if ( self::has_woocommerce() && WC()->cart ) {
			WC()->cart->empty_cart();
			wc_clear_notices();
			Islands::reset();
		}
		parent::tearDown();
	}

	/**
	 * A simple product.
	 *
	 * @param string $name   Name.
	 * @param string $status Post status.
	 */
	protected function simple( string $name = 'Кастрюля', string $status = 'publish' ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_regular_price( '1000' );
		$product->set_status( $status );
		$product->save();
		return $product;
	}

	/**
	 * A variable product with colours red (in stock) and blue (out of stock).
	 *
	 * @return array{0: \WC_Product_Variable, 1: \WC_Product_Variation, 2: \WC_Product_Variation}
	 */
	protected function variable(): array {
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( 'Цвет' );
		$attribute->set_options( array( 'Красный', 'Синий' ) );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		$product = new \WC_Product_Variable();
		$product->set_name( 'Ковш' );
		$product->set_attributes( array( $attribute ) );
		$product->save();
		$variations = array();
		foreach ( array(
			'Красный' => 'instock',
			'Синий'   => 'outofstock',
		) as $colour => $stock ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes( array( sanitize_title( 'Цвет' ) => $colour ) );
			$variation->set_regular_price( '500' );
			$variation->set_stock_status( $stock );
			$variation->save();
			$variations[] = $variation;
		}
		\WC_Product_Variable::sync( $product->get_id() );
		$product = wc_get_product( $product->get_id() );
		$this->assertInstanceOf( \WC_Product_Variable::class, $product );
		return array( $product, $variations[0], $variations[1] );
	}

	/**
	 * Runs a wc-ajax handler as WooCommerce would (an AJAX request) and
	 * gives its output.
	 *
	 * @param string               $action  The wc-ajax action.
	 * @param array<string, mixed> $request GET and POST fields.
	 * @param callable             $handler The handler.
	 */
	protected function call( string $action, array $request, callable $handler ): string {
		$_GET     = array( 'wc-ajax' => $action ) + $request;
		$_POST    = $request;
		$_REQUEST = $_GET; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test's own request.
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		ob_start();
		try {
			$handler();
			$this->fail( 'The handler did not end the request.' );
		} catch ( WPDieException $e ) {
			unset( $e );
		} finally {
			$output = (string) ob_get_clean();
			remove_filter( 'wp_doing_ajax', '__return_true' );
		}
		return $output;
	}

	/**
	 * Runs a handler that answers JSON and decodes it.
	 *
	 * @param string               $action  The wc-ajax action.
	 * @param array<string, mixed> $request Fields.
	 * @param callable             $handler The handler.
	 * @return array<string, mixed>
	 */
	protected function call_json( string $action, array $request, callable $handler ): array {
		$output = $this->call( $action, $request, $handler );
		$data   = json_decode( $output, true );
		$this->assertIsArray( $data, 'Not JSON: ' . substr( $output, 0, 300 ) );
		return $data;
	}
}
