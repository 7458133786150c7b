<?php
/**
 * Tests of the wishlist calls.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Group;
use Vitrina\Lists\Cookies;
use Vitrina\Lists\Store;
use Vitrina\Lists\Wishlist;
use Vitrina\Session\State;

/**
 * The wishlist calls: woodmart_add_to_wishlist, woodmart_remove_from_wishlist and the groups,
 * for guests (signed cookie) and logged-in shoppers (table).
 */
#[Group( 'woocommerce' )]
final class WishlistAjaxTest extends ListsTestCase {

	/**
	 * A guest adds: count, the counter fragment, a hash; the list is kept in
	 * the guests' table under the guest's token (the cookie holds only the
	 * token); adding twice changes nothing.
	 */
	public function test_guest_adds_once(): void {
		$id     = $this->product();
		$answer = $this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => (string) $id ) );
		$this->assertSame( 1, $answer['count'] );
		$this->assertSame( array( $id ), $answer['ids'] );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $answer['hash'] );
		$this->assertStringContainsString( 'vitrina-wishlist-count', $answer['fragments']['span.vitrina-wishlist-count'] );
		$this->assertStringContainsString( '>1<', $answer['fragments']['span.vitrina-wishlist-count'] );

		$this->assertArrayNotHasKey( Cookies::WISHLIST, $_COOKIE );
		$token = Cookies::guest_token();
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $token );
		$this->assertSame( array( $id ), Store::guest_items( $token ) );

		$again = $this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => (string) $id ) );
		$this->assertSame( 1, $again['count'] );
		$this->assertSame( $answer['hash'], $again['hash'] );
	}

	/**
	 * Unknown, unpublished, private and non-product ids are refused.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function bad_products(): array {
		return array(
			'unknown'     => array( 'unknown' ),
			'draft'       => array( 'draft' ),
			'private'     => array( 'private' ),
			'a page'      => array( 'page' ),
			'zero'        => array( 'zero' ),
			'not numeric' => array( 'text' ),
		);
	}

	/**
	 * Bad ids are refused with a clear error, for guests and accounts.
	 *
	 * @param string $kind Kind of bad id.
	 */
	#[DataProvider( 'bad_products' )]
	public function test_bad_ids_are_refused( string $kind ): void {
		$id = match ( $kind ) {
			'unknown' => '99999999',
			'draft'   => (string) $this->product( 'Pans', 'draft' ),
			'private' => (string) $this->product( 'Pans', 'private' ),
			'page'    => (string) $this->create_page(),
			'zero'    => '0',
			default   => '12abc',
		};
		$this->refused( 'vitrina_unknown_product', 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$this->customer();
		$this->refused( 'vitrina_unknown_product', 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$this->assertSame( array(), Wishlist::ids() );
	}

	/**
	 * Without the nonce, or with another guest's, nothing changes.
	 */
	public function test_nonce_is_required_and_bound_to_the_guest(): void {
		$id = $this->product();
		$this->refused(
			'vitrina_bad_key',
			'woodmart_add_to_wishlist',
			array(
				'product_id' => $id,
				'key'        => '',
			)
		);
		$this->refused(
			'vitrina_bad_key',
			'woodmart_add_to_wishlist',
			array(
				'product_id' => $id,
				'key'        => 'abc123',
			)
		);

		$mine = $this->state()['nonces']['wishlist'];
		// Another guest (another token) cannot use it.
		$_COOKIE = array();
		$this->state();
		$this->refused(
			'vitrina_bad_key',
			'woodmart_add_to_wishlist',
			array(
				'product_id' => $id,
				'key'        => $mine,
			)
		);
		$this->assertSame( array(), Wishlist::ids() );
	}

	/**
	 * A browsing guest's state (the route without `start`) sets no cookie and
	 * holds no list nonce; the guest's first call works: the state asked with
	 * `start` gives a token and a nonce bound to it.
	 */
	public function test_first_guest_call_without_any_cookie(): void {
		$this->assertArrayNotHasKey( Cookies::GUEST, $_COOKIE );
		$route    = '/' . State::NAMESPACE . State::ROUTE;
		$browsing = (array) rest_do_request( new \WP_REST_Request( 'GET', $route ) )->get_data();
		$this->assertArrayNotHasKey( Cookies::GUEST, $_COOKIE );
		$this->assertArrayNotHasKey( 'wishlist', (array) $browsing['nonces'] );
		$this->assertArrayNotHasKey( 'compare', (array) $browsing['nonces'] );
		$this->assertSame(
			array(
				'count' => 0,
				'ids'   => array(),
			),
			$browsing['wishlist']
		);

		$start = new \WP_REST_Request( 'GET', $route );
		$start->set_param( 'start', '1' );
		$state = (array) rest_do_request( $start )->get_data();
		$this->assertArrayHasKey( Cookies::GUEST, $_COOKIE );
		$nonces = (array) $state['nonces'];
		$this->assertArrayHasKey( 'wishlist', $nonces );
		$answer = $this->ok(
			'woodmart_add_to_wishlist',
			array(
				'product_id' => $this->product(),
				'key'        => $nonces['wishlist'],
			)
		);
		$this->assertSame( 1, $answer['count'] );
	}

	/**
	 * A tampered cookie is ignored: not read, not trusted.
	 */
	public function test_tampered_cookie_is_ignored(): void {
		$id      = $this->product();
		$payload = (string) wp_json_encode( array( (string) $id => array( 'product_id' => $id ) ) );
		$this->state();
		foreach ( array( $payload . '~' . str_repeat( '0', 32 ), $payload, $this->signed( Cookies::COMPARE, $payload ) ) as $bad ) {
			$_COOKIE[ Cookies::WISHLIST ] = $bad;
			$this->assertSame( array(), Wishlist::ids() );
		}
		$_COOKIE[ Cookies::WISHLIST ] = $this->signed( Cookies::WISHLIST, str_repeat( 'x', Cookies::MAX_BYTES ) );
		$this->assertNull( Cookies::get( Cookies::WISHLIST ) );
		// A tampered guest token is no token: a new one is made.
		$token                     = Cookies::guest_token();
		$_COOKIE[ Cookies::GUEST ] = $token . '~' . str_repeat( '0', 32 );
		$this->assertSame( '', Cookies::guest_token() );
	}

	/**
	 * A list kept in the signed cookie by earlier versions moves into the
	 * guest's rows (order kept) and the cookie is deleted.
	 */
	public function test_old_cookie_list_moves_into_the_table(): void {
		$a = $this->product();
		$b = $this->product();
		$this->state();
		$map                          = array(
			(string) $b => array( 'product_id' => $b ),
			(string) $a => array( 'product_id' => $a ),
		);
		$_COOKIE[ Cookies::WISHLIST ] = $this->signed( Cookies::WISHLIST, (string) wp_json_encode( $map ) );
		$this->assertSame( array( $b, $a ), Wishlist::ids() );
		$this->assertArrayNotHasKey( Cookies::WISHLIST, $_COOKIE );
		$this->assertSame( array( $b, $a ), Store::guest_items( Cookies::guest_token() ) );
		$c = $this->product();
		$this->assertSame( array( $c, $b, $a ), $this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $c ) )['ids'] );
	}

	/**
	 * A guest's list is bounded.
	 */
	public function test_guest_list_is_bounded(): void {
		$this->state();
		$token = Cookies::guest_token();
		$ids   = array();
		for ( $i = 0; $i < Wishlist::GUEST_MAX; $i++ ) {
			$ids[] = $this->product();
			Store::guest_add( $token, end( $ids ) );
		}
		$this->assertCount( Wishlist::GUEST_MAX, Wishlist::guest_items() );
		$this->refused( 'vitrina_wishlist_full', 'woodmart_add_to_wishlist', array( 'product_id' => $this->product() ) );
		$this->assertCount( Wishlist::GUEST_MAX, Store::guest_items( $token ) );
	}

	/**
	 * Guests' lists are apart: one guest's removal does not touch another's,
	 * and old guest rows are purged.
	 */
	public function test_guest_lists_are_apart_and_purged(): void {
		global $wpdb;
		$id = $this->product();
		$this->state();
		$first = Cookies::guest_token();
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$_COOKIE = array();
		$this->state();
		$this->assertNotSame( $first, Cookies::guest_token() );
		$this->assertSame( array(), Wishlist::ids() );
		$this->ok( 'woodmart_remove_from_wishlist', array( 'product_id' => $id ) );
		$this->assertSame( array( $id ), Store::guest_items( $first ) );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->update( Store::guests_table(), array( 'seen_at' => gmdate( 'Y-m-d H:i:s', time() - Cookies::LIFETIME - 2 * DAY_IN_SECONDS ) ), array( 'guest' => $first ) );
		Store::purge_guests();
		$this->assertSame( array(), Store::guest_items( $first ) );
	}

	/**
	 * A logged-in shopper's list is in the table; remove answers the page's
	 * content, count, fragments and hash; bulk removal takes several ids.
	 */
	public function test_logged_in_add_and_bulk_remove(): void {
		$user = $this->customer();
		$a    = $this->product();
		$b    = $this->product();
		$c    = $this->product();
		foreach ( array( $a, $b, $c ) as $id ) {
			$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		}
		$this->assertArrayNotHasKey( Cookies::WISHLIST, $_COOKIE );
		$this->assertEqualsCanonicalizing( array( $a, $b, $c ), array_keys( Store::items( $user ) ) );

		$answer = $this->ok(
			'woodmart_remove_from_wishlist',
			array(
				'product_id' => $a . ',' . $b,
				'atts'       => array( 'page' => '1' ),
			)
		);
		$this->assertSame( 1, $answer['count'] );
		$this->assertSame( array( $c ), $answer['ids'] );
		$this->assertStringContainsString( 'data-product-id="' . $c . '"', $answer['wishlist_content'] );
		$this->assertStringNotContainsString( 'data-product-id="' . $a . '"', $answer['wishlist_content'] );
		$this->assertArrayHasKey( 'span.vitrina-wishlist-count', $answer['fragments'] );
		$this->assertSame( Wishlist::hash( array( $c => 0 ) ), $answer['hash'] );

		$empty = $this->ok( 'woodmart_remove_from_wishlist', array( 'product_id' => array( (string) $c ) ) );
		$this->assertSame( 0, $empty['count'] );
		$this->assertStringContainsString( 'vitrina-wishlist-empty', $empty['wishlist_content'] );
	}

	/**
	 * One shopper can neither read nor change another's list.
	 */
	public function test_another_users_list_is_out_of_reach(): void {
		$owner = $this->customer();
		$id    = $this->product();
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$this->ok(
			'vitrina_wishlist_group',
			array(
				'op'   => 'create',
				'name' => 'Gifts',
			)
		);
		$group = (int) array_key_first( Store::groups( $owner ) );

		$other = $this->customer();
		$this->assertSame( array(), Wishlist::ids() );
		$this->assertSame( 0, $this->state()['wishlist']['count'] );
		$answer = $this->ok( 'woodmart_remove_from_wishlist', array( 'product_id' => $id ) );
		$this->assertSame( 0, $answer['count'] );
		$this->refused(
			'vitrina_unknown_group',
			'woodmart_remove_from_wishlist',
			array(
				'product_id' => $id,
				'group_id'   => $group,
			)
		);
		$this->refused(
			'vitrina_unknown_group',
			'vitrina_wishlist_group',
			array(
				'op'       => 'rename',
				'group_id' => $group,
				'name'     => 'Mine',
			)
		);
		$this->refused(
			'vitrina_unknown_group',
			'vitrina_wishlist_group',
			array(
				'op'       => 'delete',
				'group_id' => $group,
			)
		);
		$this->refused(
			'vitrina_unknown_group',
			'woodmart_add_to_wishlist',
			array(
				'product_id' => $id,
				'group'      => $group,
			)
		);
		$this->refused(
			'vitrina_unknown_product',
			'vitrina_wishlist_group',
			array(
				'op'         => 'move',
				'group_id'   => 0,
				'product_id' => $id,
			)
		);

		// The owner's nonce is no good for the other user.
		wp_set_current_user( $owner );
		$owner_key = $this->state()['nonces']['wishlist'];
		wp_set_current_user( $other );
		$this->refused(
			'vitrina_bad_key',
			'woodmart_remove_from_wishlist',
			array(
				'product_id' => $id,
				'key'        => $owner_key,
			)
		);

		$this->assertSame( array( $id => 0 ), Store::items( $owner ) );
		$this->assertSame( array( $group => 'Gifts' ), Store::groups( $owner ) );
		$this->assertSame( array(), Store::groups( $other ) );
	}

	/**
	 * Groups: create, rename, move a product in, delete (products stay).
	 */
	public function test_groups(): void {
		$user = $this->customer();
		$id   = $this->product();
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );

		$answer = $this->ok(
			'vitrina_wishlist_group',
			array(
				'op'   => 'create',
				'name' => ' <b>Gifts</b> ',
			)
		);
		$groups = Store::groups( $user );
		$this->assertSame( array( 'Gifts' ), array_values( $groups ) );
		$group = (int) array_key_first( $groups );
		$this->assertStringContainsString( 'data-group-id="' . $group . '"', $answer['wishlist_content'] );
		$this->refused(
			'vitrina_group_name',
			'vitrina_wishlist_group',
			array(
				'op'   => 'create',
				'name' => '   ',
			)
		);

		$this->ok(
			'vitrina_wishlist_group',
			array(
				'op'       => 'rename',
				'group_id' => $group,
				'name'     => 'Presents',
			)
		);
		$this->assertSame( array( $group => 'Presents' ), Store::groups( $user ) );

		$moved = $this->ok(
			'vitrina_wishlist_group',
			array(
				'op'         => 'move',
				'group_id'   => $group,
				'product_id' => $id,
			)
		);
		$this->assertSame( array( $id => $group ), Store::items( $user ) );
		$this->assertMatchesRegularExpression( '/data-group-id="' . $group . '".*data-product-id="' . $id . '"/s', $moved['wishlist_content'] );

		// Adding again to another group does nothing (already added).
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$this->assertSame( array( $id => $group ), Store::items( $user ) );

		// Removing through the wrong group leaves it; through its group removes it.
		$this->ok(
			'vitrina_wishlist_group',
			array(
				'op'   => 'create',
				'name' => 'Other',
			)
		);
		$other = (int) array_key_last( Store::groups( $user ) );
		$this->ok(
			'woodmart_remove_from_wishlist',
			array(
				'product_id' => $id,
				'group_id'   => $other,
			)
		);
		$this->assertSame( array( $id => $group ), Store::items( $user ) );

		$this->ok(
			'vitrina_wishlist_group',
			array(
				'op'       => 'delete',
				'group_id' => $group,
			)
		);
		$this->assertSame( array( $id => 0 ), Store::items( $user ) );
		$this->assertArrayNotHasKey( $group, Store::groups( $user ) );
		$this->refused( 'vitrina_bad_request', 'vitrina_wishlist_group', array( 'op' => 'explode' ) );
	}

	/**
	 * Guests have one list: groups need an account.
	 */
	public function test_guests_have_no_groups(): void {
		$this->refused(
			'vitrina_login_required',
			'vitrina_wishlist_group',
			array(
				'op'   => 'create',
				'name' => 'Gifts',
			)
		);
		$this->refused(
			'vitrina_unknown_group',
			'woodmart_remove_from_wishlist',
			array(
				'product_id' => '1',
				'group_id'   => '5',
			)
		);
	}

	/**
	 * At login the guest's list is merged into the account, and the guest's
	 * rows cleared.
	 */
	public function test_guest_list_merged_at_login(): void {
		$a = $this->product();
		$b = $this->product();
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $a ) );
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $b ) );

		$user = $this->create_user( 'customer' );
		Store::add( $user, $a );
		do_action( 'wp_login', 'someone', get_user_by( 'id', $user ) );

		$this->assertEqualsCanonicalizing( array( $a, $b ), array_keys( Store::items( $user ) ) );
		$this->assertArrayNotHasKey( Cookies::WISHLIST, $_COOKIE );
		$this->assertSame( array(), Store::guest_items( Cookies::guest_token() ) );
		wp_set_current_user( $user );
		$this->assertSame( 2, $this->state()['wishlist']['count'] );
	}

	/**
	 * The wishlist can be turned off, or kept for accounts only.
	 */
	public function test_settings_turn_the_wishlist_off(): void {
		$id = $this->product();
		$this->settings( array( 'wishlist_logged_only' => 'yes' ) );
		$this->refused( 'vitrina_login_required', 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$this->customer();
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );

		$this->settings( array( 'wishlist' => 'no' ) );
		$this->refused( 'vitrina_disabled', 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$this->assertArrayNotHasKey( 'wishlist', $this->state() );
	}

	/**
	 * The read-only content call gives the list without a nonce.
	 */
	public function test_content_call(): void {
		$this->customer();
		$id = $this->product();
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$answer = $this->ok( 'vitrina_wishlist_content', array( 'key' => '' ) );
		$this->assertSame( 1, $answer['count'] );
		$this->assertStringContainsString( 'data-ids="' . $id . '"', $answer['wishlist_content'] );
	}
}
