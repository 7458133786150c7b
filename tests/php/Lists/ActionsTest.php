<?php
/**
 * The lists' calls are declared for the router.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use Vitrina\Http\Action;
use Vitrina\Lists\Ajax;
use WP_Error;

/**
 * Ajax::actions().
 */
final class ActionsTest extends ListsTestCase {

	/**
	 * Every call is an Action with a permission callback, the raw answer,
	 * no cache and the `{ error, code }` error body; the nonce is asked only
	 * of the calls that change a list (not the read-only ones, not call 6).
	 */
	public function test_every_call_is_declared(): void {
		$actions = Ajax::actions();
		$this->assertEqualsCanonicalizing( Ajax::ACTIONS, array_keys( $actions ) );
		$this->assertCount( 9, $actions );
		foreach ( $actions as $name => $action ) {
			$this->assertInstanceOf( Action::class, $action );
			$this->assertSame( $name, $action->name );
			$this->assertSame( Action::ANSWER_RAW, $action->answer );
			$this->assertSame( Action::CACHE_NONE, $action->cache );
			$this->assertSame(
				array(
					'error' => 'No.',
					'code'  => 'vitrina_x',
				),
				$action->error_body( new WP_Error( 'vitrina_x', 'No.' ) )
			);
		}
		$this->assertSame( array( 'product_id', 'group' ), array_keys( $actions['woodmart_add_to_wishlist']->args ) );
		$this->assertSame( array( 'op', 'name', 'group_id', 'product_id' ), array_keys( $actions['vitrina_wishlist_group']->args ) );
		$this->assertSame( array( 'category_id' ), array_keys( $actions['woodmart_remove_category_from_compare']->args ) );
		$this->assertSame( array( 'ids', 'limit', 'exclude' ), array_keys( $actions['vitrina_recently_viewed']->args ) );
	}

	/**
	 * The permission: disabled list 404, accounts-only wishlist 403, a
	 * missing key 403 where one is needed, and none where not.
	 */
	public function test_permission(): void {
		$on = array(
			'wishlist'             => 'yes',
			'compare'              => 'yes',
			'wishlist_logged_only' => 'no',
		);
		$this->settings( $on );
		$this->assertTrue( Ajax::permit( 'woodmart_add_to_compare', array() ) );
		$this->assertTrue( Ajax::permit( 'vitrina_wishlist_content', array() ) );
		$this->assertTrue( Ajax::permit( 'woodmart_get_fragment_product_category_compare', array() ) );
		$bad = Ajax::permit( 'woodmart_add_to_wishlist', array( 'key' => 'nope' ) );
		$this->assertInstanceOf( WP_Error::class, $bad );
		$this->assertSame( 'vitrina_bad_key', $bad->get_error_code() );
		$this->assertSame( 403, $bad->get_error_data()['status'] );
		$this->assertTrue( Ajax::permit( 'woodmart_remove_from_compare', array( 'key' => wp_create_nonce( Ajax::COMPARE_NONCE ) ) ) );

		$this->settings( array( 'wishlist_logged_only' => 'yes' ) + $on );
		$this->assertSame( 403, Ajax::permit( 'vitrina_wishlist_content', array() )->get_error_data()['status'] );
		$this->settings( array( 'compare' => 'no' ) + $on );
		$off = Ajax::permit( 'woodmart_add_to_compare', array() );
		$this->assertSame( 'vitrina_disabled', $off->get_error_code() );
		$this->assertSame( 404, $off->get_error_data()['status'] );
	}
}
