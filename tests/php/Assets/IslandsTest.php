<?php
/**
 * Tests of the islands' script registration.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Assets;

use Vitrina\Assets\Islands;
use Vitrina\Tests\TestCase;

/**
 * Islands that use zod share one copy of it (build/shared/zod.js, from
 * build/chunks.json) as a script dependency; islands that do not, and the
 * delivery frame that runs outside the shop's pages, do not load it.
 */
final class IslandsTest extends TestCase {

	/**
	 * Starts from nothing registered.
	 */
	protected function setUp(): void {
		parent::setUp();
		if ( ! is_readable( VITRINA_DIR . '/build/chunks.json' ) ) {
			$this->markTestSkipped( 'the islands are not built (npm run build)' );
		}
		Islands::reset();
		foreach ( array( 'wishlist-compare', 'header', 'live-search' ) as $island ) {
			wp_deregister_script( Islands::handle( $island ) );
		}
		wp_deregister_script( 'vitrina-chunk-shared-zod' );
	}

	/**
	 * The shared chunk is a registered dependency, once, of the islands that need it.
	 */
	public function test_shared_chunk_is_a_dependency(): void {
		$this->assertTrue( Islands::register_island( 'wishlist-compare' ) );
		$this->assertTrue( Islands::register_island( 'live-search' ) );
		$this->assertTrue( Islands::register_island( 'header' ) );
		$scripts = wp_scripts();
		$this->assertContains( 'vitrina-chunk-shared-zod', $scripts->registered[ Islands::handle( 'wishlist-compare' ) ]->deps );
		$this->assertContains( 'vitrina-chunk-shared-zod', $scripts->registered[ Islands::handle( 'live-search' ) ]->deps );
		$this->assertNotContains( 'vitrina-chunk-shared-zod', $scripts->registered[ Islands::handle( 'header' ) ]->deps );
		$chunk = $scripts->registered['vitrina-chunk-shared-zod'];
		$this->assertStringEndsWith( '/build/shared/zod.js', $chunk->src );
		$this->assertFileExists( VITRINA_DIR . '/build/shared/zod.js' );
		$this->assertSame( 'defer', $chunk->extra['strategy'] ?? '' );
	}

	/**
	 * Entries that run outside the shop's pages stay one file.
	 */
	public function test_standalone_entries_have_no_shared_chunk(): void {
		$this->assertSame( array(), Islands::shared_chunks( 'delivery-frame/index' ) );
		$this->assertSame( array(), Islands::shared_chunks( 'delivery-widget/loader' ) );
		$this->assertSame( array(), Islands::shared_chunks( 'no-such/index' ) );
	}
}
