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
	 * The page's scripts before a test put fresh ones in their place.
	 *
	 * @var \WP_Scripts|null
	 */
	private ?\WP_Scripts $saved_scripts = null;

	/**
	 * Puts the page's scripts back.
	 */
	protected function tearDown(): void {
		if ( null !== $this->saved_scripts ) {
			$GLOBALS['wp_scripts'] = $this->saved_scripts;
			$this->saved_scripts   = null;
		}
		Islands::reset();
		parent::tearDown();
	}

	/**
	 * Starts from nothing registered.
	 */
	protected function setUp(): void {
		parent::setUp();
		if ( ! is_readable( VITRINA_DIR . '/build/chunks.json' ) ) {
			$this->markTestSkipped( 'the islands are not built (npm run build)' );
		}
		Islands::reset();
		foreach ( array( 'lists', 'header', 'search' ) as $island ) {
			wp_deregister_script( Islands::handle( $island ) );
		}
		wp_deregister_script( 'vitrina-chunk-shared-zod' );
	}

	/**
	 * The shared chunk is a registered dependency, once, of the islands that need it.
	 */
	public function test_shared_chunk_is_a_dependency(): void {
		$this->assertTrue( Islands::register_island( 'lists' ) );
		$this->assertTrue( Islands::register_island( 'search' ) );
		$this->assertTrue( Islands::register_island( 'header' ) );
		$scripts = wp_scripts();
		$this->assertContains( 'vitrina-chunk-shared-zod', $scripts->registered[ Islands::handle( 'lists' ) ]->deps );
		$this->assertContains( 'vitrina-chunk-shared-zod', $scripts->registered[ Islands::handle( 'search' ) ]->deps );
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

	/**
	 * Renders a search form's container and runs the footer's island steps.
	 *
	 * @param bool[] $on_use For each form: whether it waits for use.
	 * @return array{0: string, 1: \WP_Scripts} What print_waiting() printed, and the scripts.
	 */
	private function page_with_forms( array $on_use ): array {
		$this->saved_scripts   = wp_scripts();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		foreach ( $on_use as $wait ) {
			Islands::render( 'search', 'search-form', array(), '<form></form>', 'div', $wait );
		}
		ob_start();
		Islands::enqueue_needed();
		ob_end_clean();
		ob_start();
		Islands::print_waiting();
		return array( (string) ob_get_clean(), wp_scripts() );
	}

	/**
	 * Asked for on use by all its markup: the island's script and the
	 * dependencies the page has not printed wait in a template; the loader
	 * is enqueued instead, the styles and settings as usual.
	 */
	public function test_an_island_on_use_waits_in_a_template(): void {
		if ( null === Islands::asset( Islands::ON_USE_LOADER ) ) {
			$this->markTestSkipped( 'the on-use loader is not built (npm run build)' );
		}
		list( $printed, $scripts ) = $this->page_with_forms( array( true, true ) );
		$handle                    = Islands::handle( 'search' );
		$this->assertTrue( Islands::on_use( 'search' ) );
		$this->assertNotContains( $handle, $scripts->queue );
		$this->assertContains( Islands::handle( Islands::ON_USE_LOADER ), $scripts->queue );
		$this->assertTrue( wp_style_is( $handle, 'enqueued' ) );
		$this->assertSame( 1, substr_count( $printed, '<template data-vitrina-on-use="search">' ) );
		$this->assertMatchesRegularExpression( '#<script[^>]+src="[^"]+/build/search/index\.js#', $printed );
		$this->assertMatchesRegularExpression( '#<script[^>]+src="[^"]+/react-dom[^"]*\.js#', $printed );
		$this->assertStringContainsString( 'vitrina-chunk-shared-zod', $printed );
		$this->assertStringEndsWith( "</template>\n", $printed );
		// Printed once: a second footer pass prints nothing.
		ob_start();
		Islands::print_waiting();
		$this->assertSame( '', ob_get_clean() );
	}

	/**
	 * One form that needs the island at once (the full-screen style) loads it
	 * as usual, for every form of the page.
	 */
	public function test_markup_that_needs_it_at_once_wins(): void {
		list( $printed, $scripts ) = $this->page_with_forms( array( true, false ) );
		$this->assertFalse( Islands::on_use( 'search' ) );
		$this->assertContains( Islands::handle( 'search' ), $scripts->queue );
		$this->assertNotContains( Islands::handle( Islands::ON_USE_LOADER ), $scripts->queue );
		$this->assertSame( '', $printed );
	}
}
