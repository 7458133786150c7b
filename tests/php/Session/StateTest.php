<?php
/**
 * Tests of the shopper's state route.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Session;

use Vitrina\Session\State;
use Vitrina\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * GET vitrina/v1/state: the caller's own counts and nonces, never cached.
 */
final class StateTest extends TestCase {

	/**
	 * Calls the route.
	 */
	private function call(): WP_REST_Response {
		return rest_do_request( new WP_REST_Request( 'GET', '/' . State::NAMESPACE . State::ROUTE ) );
	}

	/**
	 * A guest gets the empty cart, a REST nonce and an answer no cache keeps.
	 */
	public function test_guest_state(): void {
		$response = $this->call();
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertFalse( $data['loggedIn'] );
		$this->assertSame( 0, $data['cart']['count'] );
		$this->assertIsString( $data['nonces']['rest'] );
		$this->assertSame( 1, wp_verify_nonce( $data['nonces']['rest'], 'wp_rest' ) );
		$this->assertStringContainsString( 'no-store', $response->get_headers()['Cache-Control'] );
	}

	/**
	 * The cart's count and hash are the shopper's.
	 */
	public function test_cart_count_and_hash(): void {
		$this->requires_woocommerce();
		wc_load_cart();
		$product = new \WC_Product_Simple();
		$product->set_name( 'Кастрюля' );
		$product->set_regular_price( '1000' );
		$product->save();
		WC()->cart->empty_cart();
		WC()->cart->add_to_cart( $product->get_id(), 3 );
		$data = $this->call()->get_data();
		$this->assertSame( 3, $data['cart']['count'] );
		$this->assertSame( WC()->cart->get_cart_hash(), $data['cart']['hash'] );
		$this->assertNotSame( '', $data['cart']['hash'] );
		WC()->cart->empty_cart();
	}

	/**
	 * A logged-in shopper is recognised and gets nonces of their own.
	 */
	public function test_logged_in_state(): void {
		$user = $this->create_user( 'customer' );
		wp_set_current_user( $user );
		$data = $this->call()->get_data();
		$this->assertTrue( $data['loggedIn'] );
		$this->assertSame( 1, wp_verify_nonce( $data['nonces']['rest'], 'wp_rest' ) );
		wp_set_current_user( 0 );
		$this->assertFalse( wp_verify_nonce( $data['nonces']['rest'], 'wp_rest' ) );
	}

	/**
	 * Modules add their part through the filter.
	 */
	public function test_modules_add_their_part(): void {
		add_filter(
			'vitrina_state',
			static function ( array $state ): array {
				$state['wishlist']        = array( 'count' => 2 );
				$state['nonces']['lists'] = 'abc';
				return $state;
			}
		);
		$data = $this->call()->get_data();
		$this->assertSame( array( 'count' => 2 ), $data['wishlist'] );
		$this->assertSame( 'abc', $data['nonces']['lists'] );
	}

	/**
	 * Front-end pages carry the route's address.
	 */
	public function test_address_printed_in_the_head(): void {
		ob_start();
		( new State() )->print_settings();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'id="vitrina-settings-state"', $html );
		$this->assertStringContainsString( 'vitrina\/v1\/state', str_replace( '/', '\/', $html ) );
	}

	/**
	 * A cached page has no REST nonce: the logged-in cookie alone identifies
	 * the shopper; a forged cookie does not.
	 */
	public function test_logged_in_cookie_without_nonce(): void {
		$user    = $this->create_user( 'customer' );
		$expires = time() + HOUR_IN_SECONDS;
		$token   = \WP_Session_Tokens::get_instance( $user )->create( $expires );
		wp_set_current_user( 0 );
		$_COOKIE[ LOGGED_IN_COOKIE ] = wp_generate_auth_cookie( $user, $expires, 'logged_in', $token );
		$data                        = $this->call()->get_data();
		$this->assertTrue( $data['loggedIn'] );
		$this->assertSame( $user, get_current_user_id() );

		wp_set_current_user( 0 );
		$_COOKIE[ LOGGED_IN_COOKIE ] = 'admin|' . $expires . '|forged|forged';
		$this->assertFalse( $this->call()->get_data()['loggedIn'] );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
	}
}
