<?php
/**
 * Tests of the lists' page blocks.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use Vitrina\Lists\Compare;
use Vitrina\Lists\Lists;
use Vitrina\Lists\Wishlist;

/**
 * The wishlist, compare and recently viewed blocks are registered from
 * their block.json (server-rendered, Vitrina's text domain) and render what
 * their shortcodes do.
 */
final class BlocksTest extends ListsTestCase {

	/** The blocks of this test. */
	private const BLOCKS = array( 'vitrina/wishlist-page', 'vitrina/compare-page', 'vitrina/recently-viewed' );

	/**
	 * The block types (registered on init by the module).
	 */
	protected function setUp(): void {
		parent::setUp();
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( self::BLOCKS as $name ) {
			if ( $registry->is_registered( $name ) ) {
				$registry->unregister( $name );
			}
		}
		foreach ( array( 'vitrina/header-counters', 'vitrina/product-actions' ) as $name ) {
			if ( $registry->is_registered( $name ) ) {
				$registry->unregister( $name );
			}
		}
		( new Lists() )->register_blocks();
	}

	/**
	 * Each is registered with a server render and the editor preview; its
	 * title in Vitrina's text domain (Russian in a Russian admin).
	 */
	public function test_registered(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( self::BLOCKS as $name ) {
			$type = $registry->get_registered( $name );
			$this->assertInstanceOf( \WP_Block_Type::class, $type, $name );
			$this->assertTrue( $type->is_dynamic(), $name );
			$this->assertContains( 'vitrina-block-preview', $type->editor_script_handles, $name );
			$this->assertNotSame( '', $type->title, $name );
		}
		$this->assertSame( 4, $registry->get_registered( 'vitrina/recently-viewed' )->attributes['limit']['default'] ?? null );

		// With the Russian catalogue (languages/): Russian titles.
		unload_textdomain( 'vitrina' );
		$this->assertTrue( load_textdomain( 'vitrina', VITRINA_DIR . '/languages/vitrina-ru_RU.mo', 'ru_RU' ) );
		try {
			$this->setUp();
			$this->assertSame( 'Избранное', $registry->get_registered( 'vitrina/wishlist-page' )->title );
			$this->assertSame( 'Сравнение товаров', $registry->get_registered( 'vitrina/compare-page' )->title );
			$this->assertSame( 'Недавно просмотренные товары', $registry->get_registered( 'vitrina/recently-viewed' )->title );
		} finally {
			unload_textdomain( 'vitrina' );
		}
	}

	/**
	 * The wishlist block lists the shopper's products, as the shortcode.
	 */
	public function test_wishlist_block(): void {
		$id = $this->product();
		$this->customer();
		$this->assertTrue( Wishlist::add( $id ) );
		$html = do_blocks( '<!-- wp:vitrina/wishlist-page /-->' );
		$this->assertStringContainsString( 'data-vitrina-wishlist', $html );
		$this->assertStringContainsString( esc_html( get_the_title( $id ) ), $html );
		$this->assertSame( 1, substr_count( $html, 'vitrina-wishlist-product"' ) + substr_count( $html, 'vitrina-wishlist-product ' ) );
		$this->assertSame( trim( do_shortcode( '[vitrina_wishlist]' ) ), trim( $html ) );

		$this->settings( array( 'wishlist' => 'no' ) );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:vitrina/wishlist-page /-->' ) ) );
	}

	/**
	 * The compare block shows the compare table of the shopper's products.
	 */
	public function test_compare_block(): void {
		$id = $this->product();
		$this->customer();
		Compare::add( $id );
		$html = do_blocks( '<!-- wp:vitrina/compare-page /-->' );
		$this->assertStringContainsString( 'data-vitrina-compare', $html );
		$this->assertStringContainsString( esc_html( get_the_title( $id ) ), $html );

		$this->settings( array( 'compare' => 'no' ) );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:vitrina/compare-page /-->' ) ) );
	}

	/**
	 * The recently viewed block is the island's slot, with the block's
	 * limit (kept within the list's size).
	 */
	public function test_recently_viewed_block(): void {
		$this->assertStringContainsString( 'data-vitrina-recent data-limit="4"', do_blocks( '<!-- wp:vitrina/recently-viewed /-->' ) );
		$this->assertStringContainsString( 'data-limit="2"', do_blocks( '<!-- wp:vitrina/recently-viewed {"limit":2} /-->' ) );
		$this->assertStringContainsString( 'data-limit="' . Compare::RECENT_MAX . '"', do_blocks( '<!-- wp:vitrina/recently-viewed {"limit":500} /-->' ) );
		$this->assertStringContainsString( 'data-limit="1"', do_blocks( '<!-- wp:vitrina/recently-viewed {"limit":0} /-->' ) );
		$this->assertStringContainsString( 'data-limit="4"', do_blocks( '<!-- wp:vitrina/recently-viewed {"limit":"x"} /-->' ), 'Not a number: the default.' );
		$this->settings( array( 'recently_viewed' => 'no' ) );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:vitrina/recently-viewed /-->' ) ) );
	}
}
