<?php
/**
 * Tests of the compare calls and recently viewed.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Lists\Compare;
use Vitrina\Lists\Cookies;

/**
 * The compare calls: woodmart_add_to_compare, woodmart_remove_from_compare,
 * woodmart_remove_category_from_compare and
 * woodmart_get_fragment_product_category_compare (signed cookie, for guests
 * and logged-in shoppers alike), and the recently viewed cookie.
 */
#[Group( 'woocommerce' )]
final class CompareAjaxTest extends ListsTestCase {

	/**
	 * Adding: count and fragments; the cookie holds id strings; twice is once.
	 *
	 * @return void
	 */
	public function test_add_to_compare(): void {
		$id     = $this->product();
		$answer = $this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $id ) );
		$this->assertSame( 1, $answer['count'] );
		$this->assertStringContainsString( '>1<', $answer['fragments']['span.vitrina-compare-count'] );
		$this->assertSame( array( (string) $id ), json_decode( (string) Cookies::get( Cookies::COMPARE ), true ) );
		$this->assertSame( 1, $this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $id ) )['count'] );

		$this->customer();
		$this->assertSame( 1, $this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $id ) )['count'] );
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

		$ids = array();
		for ( $i = 0; $i < Compare::MAX; $i++ ) {
			$ids[] = $this->product();
		}
		Compare::save( $ids );
		$this->refused( 'vitrina_compare_full', 'woodmart_add_to_compare', array( 'id' => (string) $this->product() ) );
	}

	/**
	 * A tampered compare cookie is ignored.
	 */
	public function test_tampered_cookie_is_ignored(): void {
		$id                          = $this->product();
		$payload                     = (string) wp_json_encode( array( (string) $id ) );
		$_COOKIE[ Cookies::COMPARE ] = $this->signed( Cookies::COMPARE, $payload );
		$this->assertSame( array( $id ), Compare::ids() );
		$_COOKIE[ Cookies::COMPARE ] = (string) wp_json_encode( array( (string) $id, '1' ) ) . '~' . Cookies::sign( Cookies::COMPARE, $payload );
		$this->assertSame( array(), Compare::ids() );
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
	 * Recently viewed: pipe-joined ids, newest first, bounded, signed.
	 */
	public function test_recently_viewed(): void {
		$a = $this->product();
		$b = $this->product();
		Compare::viewed( $a );
		Compare::viewed( $b );
		Compare::viewed( $a );
		$this->assertSame( $a . '|' . $b, Cookies::get( Cookies::RECENT ) );
		$this->assertSame( array( $a, $b ), Compare::recent() );

		for ( $i = 0; $i < Compare::RECENT_MAX + 2; $i++ ) {
			Compare::viewed( $this->product() );
		}
		$this->assertCount( Compare::RECENT_MAX, Compare::recent() );

		$_COOKIE[ Cookies::RECENT ] = $a . '|' . $b;
		$this->assertSame( array(), Compare::recent() );
		$_COOKIE[ Cookies::RECENT ] = $this->signed( Cookies::RECENT, $a . '|x' );
		$this->assertSame( array(), Compare::recent() );
	}
}
