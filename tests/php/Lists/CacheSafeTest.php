<?php
/**
 * Pages with list markup are the same for every shopper.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Lists\Compare;
use Vitrina\Lists\Cookies;
use Vitrina\Lists\Render;
use Vitrina\Lists\Store;
use Vitrina\Lists\Wishlist;
use Vitrina\Tests\LiveServer;

/**
 * Header counters and product buttons carry nothing of one shopper: the
 * same markup for an anonymous visitor, a guest with lists (and the old
 * list cookies) and a logged-in shopper with a wishlist, and the page is
 * not no-store (any cache may keep it); the island fills the counts and the
 * added states from the state route.
 */
#[Group( 'woocommerce' )]
final class CacheSafeTest extends ListsTestCase {

	/**
	 * The lists markup of a page: header counters and list buttons.
	 *
	 * @param string $html The page.
	 */
	private static function lists_markup( string $html ): string {
		preg_match_all( '#<div class="vitrina-header-lists".*?</div>|<button[^>]*vitrina-list-button.*?</button>#s', $html, $found );
		return implode( "\n", $found[0] );
	}

	/**
	 * The lists markup of the counters and two product cards.
	 *
	 * @param int $a A product.
	 * @param int $b Another.
	 * @phpstan-impure
	 */
	private static function page_markup( int $a, int $b ): string {
		return self::lists_markup( do_shortcode( '[vitrina_header_counters] [products ids="' . $a . ',' . $b . '"]' ) );
	}

	/**
	 * In process: a product in both lists still gets "add" buttons, and the
	 * counters are empty.
	 */
	public function test_buttons_and_counters_are_neutral(): void {
		$id = $this->product();
		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $id ) );
		$this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $id ) );
		$this->assertSame( array( $id ), Compare::ids() );
		foreach ( array( 'wishlist', 'compare' ) as $list ) {
			$button = Render::button( $list, $id );
			$this->assertStringContainsString( 'data-state="normal"', $button );
			$this->assertStringNotContainsString( 'is-added', $button );
		}
		$counters = Render::header_counters();
		$this->assertMatchesRegularExpression( '#<span class="vitrina-wishlist-count vitrina-count" data-count=""></span>#', $counters );
		$this->assertMatchesRegularExpression( '#<span class="vitrina-compare-count vitrina-count" data-count=""></span>#', $counters );
	}

	/**
	 * The counters and two product cards (the [products] loop, as on a
	 * catalogue page) for an anonymous visitor, a guest whose lists hold
	 * both products (token and old cookies) and a logged-in shopper with
	 * both in the wishlist: the lists markup is byte-identical. (Whether
	 * such a page is no-store: Session\StateTest, through the real server.)
	 */
	public function test_page_markup_is_the_same_for_every_shopper(): void {
		$a = $this->product();
		$b = $this->product();

		$anonymous = self::page_markup( $a, $b );
		$this->assertStringContainsString( 'vitrina-wishlist-count', $anonymous );
		$this->assertStringContainsString( 'vitrina-compare-count', $anonymous );
		$this->assertSame( 2, substr_count( $anonymous, 'data-product-id="' . $a . '"' ) );
		$this->assertSame( 2, substr_count( $anonymous, 'data-product-id="' . $b . '"' ) );
		$this->assertStringNotContainsString( 'data-state="added"', $anonymous );

		$this->ok( 'woodmart_add_to_wishlist', array( 'product_id' => $a ) );
		$this->ok( 'woodmart_add_to_compare', array( 'id' => (string) $b ) );
		$_COOKIE[ Cookies::COMPARE ]  = $this->signed( Cookies::COMPARE, (string) wp_json_encode( array( (string) $a ) ) );
		$_COOKIE[ Cookies::WISHLIST ] = $this->signed( Cookies::WISHLIST, (string) wp_json_encode( array( $b => array( 'product_id' => $b ) ) ) );
		$this->assertEqualsCanonicalizing( array( $a, $b ), Wishlist::ids() );
		$this->assertSame( $anonymous, self::page_markup( $a, $b ) );

		$_COOKIE = array();
		$user    = $this->customer();
		Store::add( $user, $a );
		Store::add( $user, $b );
		$this->assertSame( $anonymous, self::page_markup( $a, $b ) );
	}

	/**
	 * Through the real server: a product page for a guest with lists (the
	 * token and the old list cookies) and for a visitor without cookies:
	 * 200, not no-store, and no lists cookie set (recently viewed is the
	 * island's to write).
	 */
	public function test_live_product_page_is_cacheable_and_sets_no_cookie(): void {
		$id    = $this->product();
		$token = bin2hex( random_bytes( 16 ) );
		Store::guest_add( $token, $id );
		$this->commit_now();
		try {
			$cookies = array(
				Cookies::GUEST   => $this->signed( Cookies::GUEST, $token ),
				Cookies::COMPARE => $this->signed( Cookies::COMPARE, (string) wp_json_encode( array( (string) $id ) ) ),
				Cookies::RECENT  => (string) $id,
			);
			$url     = (string) get_permalink( $id );
			$answers = LiveServer::parallel(
				array(
					array( 'url' => $url ),
					array(
						'url'     => $url,
						'cookies' => $cookies,
					),
				)
			);
			foreach ( $answers as $i => $answer ) {
				$this->assertSame( 200, $answer['status'], "Answer $i" );
				$this->assertStringNotContainsString( 'no-store', strtolower( $answer['headers']['cache-control'] ?? '' ), "Answer $i" );
				$this->assertSame( array(), array_keys( $answer['cookies'] ), "Answer $i" );
			}
		} finally {
			Store::guest_remove( $token );
			wp_delete_post( $id, true );
			$this->commit_now();
		}
	}
}
