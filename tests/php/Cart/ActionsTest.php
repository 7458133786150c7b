<?php
/**
 * Tests of the cart's own wc-ajax actions.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Cart;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Cart\Actions;
use Vitrina\Cart\SideCart;

/**
 * The form action woodmart_ajax_add_to_cart runs WooCommerce's form handler and answers its
 * fragments format; woodmart_update_cart_item needs its nonce.
 */
final class ActionsTest extends CartTestCase {

	/**
	 * Adds through the form action.
	 *
	 * @param array<string, mixed> $fields Form fields.
	 * @return array<string, mixed>
	 */
	private function add( array $fields ): array {
		$actions = new Actions();
		return $this->call_json( Actions::ADD, $fields, array( $actions, 'add_to_cart' ) );
	}

	/**
	 * A simple product with its quantity: fragments with the mini cart and
	 * the count, the cart hash, and WooCommerce's own "added to your cart"
	 * notice (printed as its page prints it, not left for the next page).
	 */
	public function test_adds_a_simple_product_with_quantity(): void {
		$product = $this->simple( 'Кастрюля «Классика»' );
		$data    = $this->add(
			array(
				'add-to-cart' => (string) $product->get_id(),
				'quantity'    => '2',
			)
		);
		$this->assertSame( 2, WC()->cart->get_cart_contents_count() );
		$this->assertSame( WC()->cart->get_cart_hash(), $data['cart_hash'] );
		$this->assertArrayNotHasKey( 'error', $data );
		$this->assertStringContainsString( 'Кастрюля «Классика»', $data['fragments']['div.widget_shopping_cart_content'] );
		$this->assertStringContainsString( 'data-count="2"', $data['fragments'][ SideCart::COUNT_FRAGMENT ] );
		$this->assertSame( $this->printed( wc_add_to_cart_message( array( $product->get_id() => 2 ), true, true ) ), $data['notices'] );
		$this->assertStringContainsString( 'woocommerce-message', $data['notices'] );
		$this->assertSame( 0, wc_notice_count() );
	}

	/**
	 * When WooCommerce sends shoppers to the cart after adding: no redirect
	 * in the answer (the island goes to the cart), and WooCommerce's message,
	 * as it reads with that setting, is kept for the cart page.
	 */
	public function test_leaves_the_notice_for_the_cart_when_woocommerce_goes_there(): void {
		update_option( 'woocommerce_cart_redirect_after_add', 'yes' );
		$product = $this->simple( 'Кастрюля «Классика»' );
		$data    = $this->add(
			array(
				'add-to-cart' => (string) $product->get_id(),
				'quantity'    => '2',
			)
		);
		$this->assertSame( 2, WC()->cart->get_cart_contents_count() );
		$this->assertSame( '', $data['notices'] );
		$kept = wc_get_notices( 'success' );
		$this->assertCount( 1, $kept );
		$this->assertSame( wc_add_to_cart_message( array( $product->get_id() => 2 ), true, true ), $kept[0]['notice'] );
		$this->assertStringNotContainsString( wc_get_cart_url(), $kept[0]['notice'] );
		$this->assertSame( 1, wc_notice_count() );
	}

	/**
	 * WordPress's speculative loading never fetches the cart or the checkout
	 * ahead (a copy made while an add is on its way would miss it).
	 */
	public function test_the_cart_and_checkout_are_not_loaded_ahead(): void {
		$cart     = (string) wp_parse_url( wc_get_cart_url(), PHP_URL_PATH );
		$checkout = (string) wp_parse_url( wc_get_checkout_url(), PHP_URL_PATH );
		$this->assertNotSame( '', trim( $cart, '/' ) );
		$paths = Actions::no_speculative_cart( array( '/private/*' ) );
		$this->assertSame( array( '/private/*', $cart . '*', $checkout . '*' ), $paths );
		( new Actions() )->register();
		$this->assertContains( $cart . '*', apply_filters( 'wp_speculation_rules_href_exclude_paths', array(), 'prefetch' ) );
	}

	/**
	 * WooCommerce's notices as wc_print_notices prints them.
	 *
	 * @param string $success A success message.
	 */
	private function printed( string $success ): string {
		wc_add_notice( $success, 'success' );
		ob_start();
		wc_print_notices();
		return (string) ob_get_clean();
	}

	/**
	 * A variation chosen in the form.
	 */
	public function test_adds_a_variation(): void {
		list( $product, $red ) = $this->variable();
		$data                  = $this->add(
			array(
				'add-to-cart'     => (string) $product->get_id(),
				'product_id'      => (string) $product->get_id(),
				'variation_id'    => (string) $red->get_id(),
				'attribute_tsvet' => 'Красный',
				'quantity'        => '3',
			)
		);
		$items                 = array_values( WC()->cart->get_cart() );
		$this->assertCount( 1, $items );
		$this->assertSame( $red->get_id(), $items[0]['variation_id'] );
		$this->assertSame( 3, $items[0]['quantity'] );
		$this->assertSame( $this->printed( wc_add_to_cart_message( array( $product->get_id() => 3 ), true, true ) ), $data['notices'] );
	}

	/**
	 * An out-of-stock variation: the error notice comes back, nothing added.
	 */
	public function test_refused_choice_answers_the_error_notice(): void {
		list( $product, , $blue ) = $this->variable();
		$data                     = $this->add(
			array(
				'add-to-cart'     => (string) $product->get_id(),
				'variation_id'    => (string) $blue->get_id(),
				'attribute_tsvet' => 'Синий',
			)
		);
		$this->assertSame( 0, WC()->cart->get_cart_contents_count() );
		$this->assertStringContainsString( 'error', $data['notices'] );
		$this->assertStringNotContainsString( 'woocommerce-message', $data['notices'] );
		$this->assertSame( 0, wc_notice_count() );
		$this->assertArrayHasKey( 'fragments', $data );
	}

	/**
	 * An unknown product: error and product_url.
	 */
	public function test_unknown_product_answers_error_and_url(): void {
		$data = $this->add( array( 'add-to-cart' => '999999' ) );
		$this->assertTrue( $data['error'] );
		$this->assertSame( home_url( '/' ), $data['product_url'] );
	}

	/**
	 * WooCommerce's own handler does not run on wp_loaded for this action
	 * (it would add twice, or redirect).
	 */
	public function test_takes_over_the_form_handler_only_on_its_action(): void {
		$actions = new Actions();
		$actions->register();
		$_GET['wc-ajax'] = 'get_refreshed_fragments';
		$actions->take_over_form_handler();
		$this->assertSame( 20, has_action( 'wp_loaded', array( \WC_Form_Handler::class, 'add_to_cart_action' ) ) );
		$_GET['wc-ajax'] = Actions::ADD;
		$actions->take_over_form_handler();
		$this->assertFalse( has_action( 'wp_loaded', array( \WC_Form_Handler::class, 'add_to_cart_action' ) ) );
	}

	/**
	 * The quantity control: sets, caps at the stock, removes at 0.
	 */
	public function test_update_quantity(): void {
		$product = $this->simple();
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 4 );
		$product->save();
		$key     = WC()->cart->add_to_cart( $product->get_id(), 1 );
		$actions = new Actions();
		$nonce   = wp_create_nonce( SideCart::NONCE );

		$data = $this->call_json(
			Actions::UPDATE,
			array(
				'cart_item_key' => $key,
				'quantity'      => '3',
				'security'      => $nonce,
			),
			array( $actions, 'update_quantity' )
		);
		$this->assertSame( 3, WC()->cart->get_cart_item( $key )['quantity'] );
		$this->assertStringContainsString( 'data-count="3"', $data['fragments'][ SideCart::COUNT_FRAGMENT ] );

		$this->call_json(
			Actions::UPDATE,
			array(
				'cart_item_key' => $key,
				'quantity'      => '10',
				'security'      => $nonce,
			),
			array( $actions, 'update_quantity' )
		);
		$this->assertSame( 4, WC()->cart->get_cart_item( $key )['quantity'] );

		$this->call_json(
			Actions::UPDATE,
			array(
				'cart_item_key' => $key,
				'quantity'      => '0',
				'security'      => $nonce,
			),
			array( $actions, 'update_quantity' )
		);
		$this->assertSame( 0, WC()->cart->get_cart_contents_count() );
	}

	/**
	 * Bad nonce or unknown item: refused, the cart untouched.
	 *
	 * @param string $nonce_action The nonce's action.
	 * @param bool   $known_item   Whether the item exists.
	 * @param string $code         The answer's code.
	 */
	#[DataProvider( 'refused_updates' )]
	public function test_update_refused( string $nonce_action, bool $known_item, string $code ): void {
		$product = $this->simple();
		$key     = WC()->cart->add_to_cart( $product->get_id(), 1 );
		$actions = new Actions();
		$data    = $this->call_json(
			Actions::UPDATE,
			array(
				'cart_item_key' => $known_item ? $key : 'nope',
				'quantity'      => '5',
				'security'      => wp_create_nonce( $nonce_action ),
			),
			array( $actions, 'update_quantity' )
		);
		$this->assertFalse( $data['success'] );
		$this->assertSame( $code, $data['data']['code'] );
		$this->assertSame( 1, WC()->cart->get_cart_contents_count() );
	}

	/**
	 * Refused updates.
	 *
	 * @return array<string, array{string, bool, string}>
	 */
	public static function refused_updates(): array {
		return array(
			'stale or foreign nonce' => array( 'other-action', true, 'invalid_nonce' ),
			'unknown item'           => array( SideCart::NONCE, false, 'invalid_item' ),
		);
	}
}
