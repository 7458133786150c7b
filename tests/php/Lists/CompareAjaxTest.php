<?php
/**
 * Tests of the compare calls and recently viewed.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Assets\Data;
use Vitrina\Lists\Compare;
use Vitrina\Lists\Cookies;
use Vitrina\Lists\Store;

/**
 * The compare calls: woodmart_add_to_compare, woodmart_remove_from_compare,
 * woodmart_remove_category_from_compare and
 * woodmart_get_fragment_product_category_compare (the table of lists kept
 * under the browser's token, for guests and logged-in shoppers alike; the
 * old signed cookie moves into it), and the recently viewed cookie.
 */
#[Group( 'woocommerce' )]
final class CompareAjaxTest extends ListsTestCase {

	/**
	 * Adding: count and fragments; a row under the browser's token, no
	 * compare cookie; twice is once; the order added is kept; a logged-in
	 * shopper keeps the browser's list (same token).
	 *
	 * @return void
	 */
	public function test_add_to_compare(): void {
		$id     = $this->product();
		$answer = $this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $id ) );
		$this->assertSame( 1, $answer['count'] );
		$this->assertStringContainsString( '>1<', $answer['fragments']['span.vitrina-compare-count'] );
		$token = Cookies::guest_token();
		$this->assertNotSame( '', $token );
		$this->assertSame( array( $id ), Store::guest_items( $token, Store::LIST_COMPARE ) );
		$this->assertArrayNotHasKey( Cookies::COMPARE, $_COOKIE );
		$this->assertSame( 1, $this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $id ) )['count'] );
		$second = $this->product();
		$this->assertSame( array( $id, $second ), $this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $second ) )['ids'] );
		// The same product in the wishlist is a row of its own.
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$this->assertSame( array( $id ), Store::guest_items( $token ) );
		$this->assertSame( array( $id, $second ), Compare::ids() );

		$this->customer();
		$this->assertSame( 2, $this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $id ) )['count'] );
		$this->assertSame( array( $id, $second ), Store::guest_items( $token, Store::LIST_COMPARE ) );
	}

	/**
	 * A list kept in the old signed cookie moves into the table on the next
	 * call (in its order, the cookie deleted); then the list grows there.
	 */
	public function test_old_cookie_list_moves_into_the_table(): void {
		$a                           = $this->product();
		$b                           = $this->product();
		$_COOKIE[ Cookies::COMPARE ] = $this->signed( Cookies::COMPARE, (string) wp_json_encode( array( (string) $a, (string) $b ) ) );
		$c                           = $this->product();
		$answer                      = $this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $c ) );
		$this->assertSame( array( $a, $b, $c ), $answer['ids'] );
		$this->assertArrayNotHasKey( Cookies::COMPARE, $_COOKIE );
		$this->assertSame( array( $a, $b, $c ), Store::guest_items( Cookies::guest_token(), Store::LIST_COMPARE ) );

		// Read through the state alone (no token yet): moved too.
		$_COOKIE                     = array();
		$_COOKIE[ Cookies::COMPARE ] = $this->signed( Cookies::COMPARE, (string) wp_json_encode( array( (string) $b ) ) );
		$this->assertSame( array( $b ), $this->state()['compare']['ids'] );
		$this->assertArrayNotHasKey( Cookies::COMPARE, $_COOKIE );
		$this->assertSame( array( $b ), Store::guest_items( Cookies::guest_token(), Store::LIST_COMPARE ) );
	}

	/**
	 * Bad ids and nonces are refused; the list is bounded.
	 */
	public function test_refusals(): void {
		$this->refused( 'vitrina_unknown_product', 'woodmart_add_to_compare', array( 'id' => '99999999' ) );
		$this->refused( 'vitrina_unknown_product', 'woodmart_add_to_compare', array( 'id' => (string) $this->product( 'Pans', 'draft' ) ) );
		$this->refused( 'vitrina_unknown_product', 'woodmart_remove_from_compare', array( 'id' => 'x' ) );
		$this->refused(
			'vitrina_bad_key',
			'woodmart_remove_from_compare',
			array(
				'id'  => (string) $this->product(),
				'key' => 'nope',
			)
		);
		$wishlist_key = $this->state()['nonces']['wishlist'];
		$this->refused(
			'vitrina_bad_key',
			'woodmart_remove_from_compare',
			array(
				'id'  => (string) $this->product(),
				'key' => $wishlist_key,
			)
		);
		$this->refused( 'vitrina_unknown_category', 'woodmart_remove_category_from_compare', array( 'category_id' => '99999' ) );

		for ( $i = 0; $i < Compare::MAX; $i++ ) {
			$this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $this->product() ) );
		}
		$this->refused( 'vitrina_compare_full', 'woodmart_add_to_compare', array( 'id' => (string) $this->product() ) );
		$this->assertCount( Compare::MAX, Compare::ids() );

		// A product no longer listable gives its slot back.
		$gone = Compare::ids()[0];
		wp_update_post(
			array(
				'ID'          => $gone,
				'post_status' => 'draft',
			)
		);
		$last = $this->product();
		$this->assertContains( $last, $this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $last ) )['ids'] );
		$this->assertCount( Compare::MAX, Store::guest_items( Cookies::guest_token(), Store::LIST_COMPARE ) );
	}

	/**
	 * A tampered old compare cookie is ignored (and dropped).
	 */
	public function test_tampered_cookie_is_ignored(): void {
		$id                          = $this->product();
		$payload                     = (string) wp_json_encode( array( (string) $id ) );
		$_COOKIE[ Cookies::COMPARE ] = (string) wp_json_encode( array( (string) $id, '1' ) ) . '~' . Cookies::sign( Cookies::COMPARE, $payload );
		$this->assertSame( array(), Compare::ids() );
		$this->assertArrayNotHasKey( Cookies::COMPARE, $_COOKIE );
	}

	/**
	 * The table: attributes, price, stock and rating; one per category with
	 * a selector; remove a product; remove a whole category; empty state.
	 */
	public function test_tables_by_category_and_removal(): void {
		$this->settings( array( 'compare_by_category' => 'yes' ) );
		$pan   = $this->product( 'Pans', 'publish', array( 'Material' => 'Cast iron' ) );
		$pan2  = $this->product( 'Pans', 'publish', array( 'Diameter' => '26 cm' ) );
		$knife = $this->product( 'Knives', 'publish', array( 'Blade' => 'Steel' ) );
		foreach ( array( $pan, $pan2, $knife ) as $id ) {
			$this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $id ) );
		}
		$pans   = (int) get_term_by( 'name', 'Pans', 'product_cat' )->term_id;
		$knives = (int) get_term_by( 'name', 'Knives', 'product_cat' )->term_id;

		$fragments = $this->ok( 'woodmart_get_fragment_product_category_compare', array( 'key' => '' ) )['fragments'];
		$table     = $fragments['div.vitrina-compare-content'];
		$this->assertSame( 2, substr_count( $table, 'role="tab"' ) );
		$this->assertStringContainsString( 'Cast iron', $table );
		$this->assertStringContainsString( '26 cm', $table );
		$this->assertStringContainsString( 'Steel', $table );
		$this->assertStringContainsString( 'vitrina-compare-row-price', $table );
		$this->assertStringContainsString( 'vitrina-compare-row-stock', $table );
		$this->assertStringContainsString( 'vitrina-compare-row-rating', $table );
		$this->assertStringContainsString( 'data-category-id="' . $knives . '"', $table );

		$answer = $this->ok(
			'woodmart_remove_from_compare',
			array(
				'id'          => (string) $pan,
				'category_id' => (string) $pans,
			)
		);
		$this->assertSame( 2, $answer['count'] );
		$this->assertSame( array( $pan2, $knife ), $answer['ids'] );
		$this->assertStringContainsString( 'data-current="' . $pans . '"', $answer['table'] );
		$this->assertStringNotContainsString( 'data-product-id="' . $pan . '"', $answer['table'] );

		$answer = $this->ok( 'woodmart_remove_category_from_compare', array( 'category_id' => (string) $pans ) );
		$this->assertSame( array( $knife ), $answer['ids'] );
		$this->assertStringNotContainsString( 'data-category-id="' . $pans . '"', $answer['table'] );
		$this->assertArrayHasKey( 'span.vitrina-compare-count', $answer['fragments'] );

		$answer = $this->ok( 'woodmart_remove_from_compare', array( 'id' => (string) $knife ) );
		$this->assertSame( 0, $answer['count'] );
		$this->assertStringContainsString( 'vitrina-compare-empty', $answer['table'] );
	}

	/**
	 * One table when compare by category is off.
	 */
	public function test_one_table_without_categories(): void {
		$this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $this->product( 'Pans' ) ) );
		$answer = $this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $this->product( 'Knives' ) ) );
		$this->assertSame( 2, $answer['count'] );
		$table = $this->ok( 'woodmart_get_fragment_product_category_compare', array( 'key' => '' ) )['fragments']['div.vitrina-compare-content'];
		$this->assertSame( 0, substr_count( $table, 'role="tab"' ) );
		$this->assertSame( 1, substr_count( $table, '<table' ) );
	}

	/**
	 * The compare list can be turned off.
	 */
	public function test_compare_turned_off(): void {
		$this->settings( array( 'compare' => 'no' ) );
		$this->refused( 'vitrina_disabled', 'woodmart_add_to_compare', array( 'id' => (string) $this->product() ) );
		$this->assertArrayNotHasKey( 'compare', $this->state() );
	}

	/**
	 * Recently viewed: pipe-joined ids as the island sends them, newest
	 * first, bounded, the shop's public products only (no draft, none hidden
	 * from the catalogue); anything else none. The call answers the list
	 * without the product on screen, to anyone (read only), 404 when off. A
	 * cookie of earlier versions (signed or plain) is handed to the island
	 * once by the state route, and deleted.
	 */
	public function test_recently_viewed(): void {
		$a      = $this->product();
		$b      = $this->product();
		$draft  = $this->product( 'Pans', 'draft' );
		$hidden = wc_get_product( $this->product() );
		$hidden->set_catalog_visibility( 'hidden' );
		$hidden->save();

		$this->assertSame( array( $a, $b ), Compare::recent( $a . '|' . $draft . '|' . $hidden->get_id() . '|' . $b ) );
		$many = array();
		for ( $i = 0; $i < Compare::RECENT_MAX + 2; $i++ ) {
			$many[] = $this->product();
		}
		$this->assertSame( array_slice( $many, 0, Compare::RECENT_MAX ), Compare::recent( implode( '|', $many ) ) );
		foreach ( array( $a . '|x', '|' . $a, $a . ',' . $b, str_repeat( '1|', 2000 ) . '1', '99999999999999999999999' ) as $bad ) {
			$this->assertSame( array(), Compare::recent( $bad ), $bad );
		}
		$this->assertSame( array(), Compare::recent( array( (string) $a ) ) );

		$answer = $this->ok(
			'vitrina_recently_viewed',
			array(
				'ids'     => $b . '|' . $draft . '|' . $a,
				'limit'   => 4,
				'exclude' => $b,
			)
		);
		$this->assertStringContainsString( 'data-ids="' . $a . '"', $answer['html'] );
		$this->assertStringContainsString( 'vitrina-recently-viewed', $answer['html'] );
		$this->assertSame( '', $this->ok( 'vitrina_recently_viewed', array( 'ids' => '<script>' ) )['html'] );
		$this->assertSame( '', $this->ok( 'vitrina_recently_viewed', array( 'ids' => array( 'x' ) ) )['html'] );

		$_COOKIE[ Cookies::RECENT ] = $this->signed( Cookies::RECENT, $b . '|' . $a );
		$this->assertSame( array( $b, $a ), $this->state()['recent'] ?? null );
		$this->assertArrayNotHasKey( Cookies::RECENT, $_COOKIE );
		$this->assertArrayNotHasKey( 'recent', $this->state() );
		$_COOKIE[ Cookies::RECENT ] = $a . '|' . $draft;
		$this->assertSame( array( $a ), $this->state()['recent'] ?? null );
		$this->assertArrayNotHasKey( Cookies::RECENT, $_COOKIE );

		$this->settings( array( 'recently_viewed' => 'no' ) );
		$this->refused( 'vitrina_disabled', 'vitrina_recently_viewed', array( 'ids' => (string) $a ) );
	}

	/**
	 * A product page asks the island to remember its product, and sets no
	 * cookie itself (a cache may keep it); a draft or another page asks
	 * nothing.
	 */
	public function test_product_page_sets_no_cookie(): void {
		global $wp_query, $wp_the_query;
		$id    = $this->product();
		$lists = new \Vitrina\Lists\Lists();
		$sent  = array();
		add_filter(
			'vitrina_lists_send_cookie',
			static function ( $send, $name ) use ( &$sent ) {
				$sent[] = $name;
				return false;
			},
			5,
			2
		);
		$wp_the_query = new \WP_Query(
			array(
				'p'         => $id,
				'post_type' => 'product',
			)
		); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
		$wp_query     = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
		$this->assertTrue( is_singular( 'product' ) );
		Data::reset();
		\Vitrina\Assets\Islands::reset();
		$lists->track_view();
		$this->assertSame( array(), $sent );
		$this->assertArrayNotHasKey( Cookies::RECENT, $_COOKIE );
		// The runtime remembers it (and the island, left out of the first
		// view, reads it there): one key, the runtime's.
		$this->assertSame( $id, Data::get( \Vitrina\Assets\Islands::RUNTIME )['viewed'] ?? null );
		$this->assertArrayNotHasKey( 'viewed', Data::get( \Vitrina\Lists\Render::ISLAND ) );
		$this->assertFalse( \Vitrina\Assets\Islands::is_needed( \Vitrina\Lists\Render::ISLAND ) && ! \Vitrina\Assets\Islands::waits( \Vitrina\Lists\Render::ISLAND ) );

		$this->settings( array( 'recently_viewed' => 'no' ) );
		$off = new \Vitrina\Lists\Lists();
		Data::reset();
		$off->track_view();
		$this->assertArrayNotHasKey( 'viewed', Data::get( \Vitrina\Lists\Render::ISLAND ) );
		$this->assertArrayNotHasKey( 'viewed', Data::get( \Vitrina\Assets\Islands::RUNTIME ) );
	}
}
