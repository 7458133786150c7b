<?php
/**
 * The marker that says a guest has lists, so the runtime asks for the state.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Lists\Cookies;
use Vitrina\Session\State;

/**
 * A guest with nothing personal costs no state request (src/runtime/state.ts
 * reads the runtime's `personalCookies`); the lists' marker is set with the
 * guest's first action and goes when the lists are empty again.
 */
#[Group( 'woocommerce' )]
final class PersonalMarkerTest extends ListsTestCase {

	/**
	 * The runtime's settings name WooCommerce's cart cookie and the lists' marker.
	 */
	public function test_runtime_names_the_personal_cookies(): void {
		$cookies = State::personal_cookies();
		$this->assertContains( 'woocommerce_items_in_cart', $cookies );
		$this->assertContains( Cookies::MARKER, $cookies );
		$this->assertSame( $cookies, Data::get( Islands::RUNTIME )['personalCookies'] ?? null );
	}

	/**
	 * Browsing sets nothing; acting sets the marker; the guest's lists keep
	 * it; emptied lists take it away (the token stays, for the next action).
	 */
	public function test_marker_follows_the_guest_lists(): void {
		$id = $this->product();

		State::build();
		$this->assertArrayNotHasKey( Cookies::MARKER, $_COOKIE, 'a browsing guest' );
		$this->assertArrayNotHasKey( Cookies::GUEST, $_COOKIE, 'a browsing guest' );

		State::build( true );
		$this->assertSame( '1', $_COOKIE[ Cookies::MARKER ] ?? null, 'about to act' );

		State::build();
		$this->assertArrayNotHasKey( Cookies::MARKER, $_COOKIE, 'a token, but empty lists' );
		$this->assertArrayHasKey( Cookies::GUEST, $_COOKIE );

		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$this->assertSame( '1', $_COOKIE[ Cookies::MARKER ] ?? null, 'an add' );
		State::build();
		$this->assertSame( '1', $_COOKIE[ Cookies::MARKER ] ?? null, 'a list with a product' );
	}

	/**
	 * A logged-in shopper's marker is WordPress's own (the page's body
	 * class): the lists leave theirs alone.
	 */
	public function test_logged_in_shopper_gets_no_marker(): void {
		wp_set_current_user( $this->customer() );
		State::build( true );
		$this->assertArrayNotHasKey( Cookies::MARKER, $_COOKIE );
	}
}
