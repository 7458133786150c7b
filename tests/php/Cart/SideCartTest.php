<?php
/**
 * Tests of the side cart module.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Cart;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Cart\SideCart;
use Vitrina\Session\State;
use Vitrina\Settings\Options;
use Vitrina\Settings\Schema;

/**
 * The panel from its template, the fragments it is kept fresh with, the
 * island's settings and the state's nonce, the scripts it replaces.
 */
final class SideCartTest extends CartTestCase {

	/**
	 * Every cart answer carries the count; the panel holds the mini cart with
	 * quantity controls.
	 */
	public function test_panel_and_fragments(): void {
		$product = $this->simple( 'Сковорода' );
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		$module    = new SideCart();
		$fragments = $module->fragments( array( 'div.widget_shopping_cart_content' => 'x' ) );
		$this->assertSame( 'x', $fragments['div.widget_shopping_cart_content'] );
		$this->assertSame( '<span class="vitrina-cart-count" data-count="2">2</span>', $fragments[ SideCart::COUNT_FRAGMENT ] );

		Data::reset();
		$module->register();
		$html = SideCart::panel_markup();
		$this->assertStringContainsString( 'role="dialog"', $html );
		$this->assertStringContainsString( 'aria-modal="true"', $html );
		$this->assertStringContainsString( 'data-vitrina-cart-panel', $html );
		$this->assertStringContainsString( '<div class="widget_shopping_cart_content">', $html );
		$this->assertStringContainsString( 'Сковорода', $html );
		$this->assertStringContainsString( 'data-vitrina-qty', $html );
		$this->assertStringContainsString( 'value="2"', $html );
		$this->assertStringContainsString( 'remove_from_cart_button', $html );
		$this->assertStringContainsString( esc_url( wc_get_checkout_url() ), $html );
	}

	/**
	 * Sold-individually items get no quantity control.
	 */
	public function test_no_quantity_control_for_sold_individually(): void {
		$product = $this->simple();
		$product->set_sold_individually( true );
		$product->save();
		$key  = WC()->cart->add_to_cart( $product->get_id(), 1 );
		$item = WC()->cart->get_cart_item( $key );
		$this->assertSame( '1 &times; x', ( new SideCart() )->quantity_control( '1 &times; x', $item, (string) $key ) );
	}

	/**
	 * The island's settings follow the settings screen.
	 */
	public function test_settings(): void {
		update_option(
			Schema::OPTION,
			array(
				'add_to_cart_action'                => 'popup',
				'add_to_cart_action_timeout'        => 'yes',
				'add_to_cart_action_timeout_number' => 5,
				'quick_view_in_popup_fix'           => 'yes',
			) + Schema::defaults()
		);
		Options::flush();
		Data::reset();
		( new SideCart() )->register();
		$settings = Islands::settings( SideCart::ISLAND );
		$this->assertSame( 'popup', $settings['addToCartAction'] );
		$this->assertSame( 5, $settings['actionTimeout'] );
		$this->assertTrue( $settings['quickViewFix'] );
		$this->assertTrue( $settings['ajaxAddToCart'] );
		$this->assertStringContainsString( 'wc-ajax=%%endpoint%%', $settings['ajaxUrl'] );
		$this->assertStringStartsWith( 'wc_cart_hash_', $settings['cartHashKey'] );
		$this->assertStringStartsWith( 'wc_fragments_', $settings['fragmentName'] );
		$this->assertSame( wc_get_cart_url(), $settings['cartUrl'] );
	}

	/**
	 * The shopper state carries the quantity control's nonce.
	 */
	public function test_state_nonce(): void {
		Data::reset();
		( new SideCart() )->register();
		$state = State::build();
		$this->assertSame( 1, wp_verify_nonce( $state['nonces']['cart'], SideCart::NONCE ) );
		$this->assertArrayNotHasKey( 'rest', $state['nonces'] );
	}

	/**
	 * Cards of simple products add without a page load, whatever
	 * WooCommerce's own setting; not with the setting off.
	 */
	public function test_card_buttons(): void {
		update_option( 'woocommerce_enable_ajax_add_to_cart', 'no' );
		$module = new SideCart();
		$simple = $this->simple();
		$this->assertSame( 'button add_to_cart_button ajax_add_to_cart', $module->loop_args( array( 'class' => 'button add_to_cart_button' ), $simple )['class'] );
		update_option( Schema::OPTION, array( 'ajax_add_to_cart' => 'no' ) + Schema::defaults() );
		Options::flush();
		$this->assertSame( 'button', $module->loop_args( array( 'class' => 'button' ), $simple )['class'] );
	}

	/**
	 * Where the island runs, WooCommerce's add-to-cart and fragments scripts
	 * give way to it; the popup is printed only for the popup action.
	 */
	public function test_replaces_woocommerce_scripts_and_prints_the_markup(): void {
		wp_enqueue_script( 'wc-add-to-cart' );
		wp_enqueue_script( 'wc-cart-fragments' );
		$module = new SideCart();
		$module->enqueue();
		$this->assertTrue( Islands::is_needed( SideCart::ISLAND ) );
		$module->dequeue_replaced();
		$this->assertFalse( wp_script_is( 'wc-add-to-cart', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'wc-cart-fragments', 'enqueued' ) );
		$this->assertContains( 'vitrina-has-cart-panel', $module->body_class( array() ) );

		ob_start();
		$module->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'id="vitrina-cart-panel"', $html );
		$this->assertStringNotContainsString( 'data-vitrina-added-popup', $html );

		update_option( Schema::OPTION, array( 'add_to_cart_action' => 'popup' ) + Schema::defaults() );
		Options::flush();
		ob_start();
		$module->render();
		$this->assertStringContainsString( 'data-vitrina-added-popup', (string) ob_get_clean() );
	}
	/**
	 * A block theme's Mini-Cart opens no drawer of its own after adding
	 * where the panel or the popup opens then (its classic data attribute
	 * and its Interactivity API directive); with "nothing" it keeps its own.
	 */
	public function test_mini_cart_block_opens_no_drawer_after_adding(): void {
		$html   = '<div data-block-name="woocommerce/mini-cart" data-add-to-cart-behaviour="open_drawer" class="wc-block-mini-cart"'
			. ' data-wp-interactive="woocommerce/mini-cart" data-wp-on-document--wc-blocks_added_to_cart---open-drawer="actions.openDrawer">'
			. '<button class="wc-block-mini-cart__button" data-wp-on--click="actions.openDrawer">Cart</button></div>';
		$module = new SideCart();
		foreach ( array( 'widget', 'popup' ) as $action ) {
			update_option( Schema::OPTION, array( 'add_to_cart_action' => $action ) + Schema::defaults() );
			Options::flush();
			$out = $module->mini_cart_block( $html );
			$this->assertStringContainsString( 'data-add-to-cart-behaviour="none"', $out, $action );
			$this->assertStringNotContainsString( 'open-drawer', $out, $action );
			$this->assertStringContainsString( 'data-wp-on--click="actions.openDrawer"', $out, $action . ': the button is taken over in the browser.' );
		}
		update_option( Schema::OPTION, array( 'add_to_cart_action' => 'nothing' ) + Schema::defaults() );
		Options::flush();
		$this->assertSame( $html, $module->mini_cart_block( $html ) );

		// Hooked on the block's render.
		Data::reset();
		$module->register();
		$this->assertSame( 10, has_filter( 'render_block_woocommerce/mini-cart', array( $module, 'mini_cart_block' ) ) );
	}
}
