<?php
/**
 * The scroll-to-top button's markup.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Header;

use Vitrina\Assets\Islands;
use Vitrina\Header\ScrollToTop;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * The button is server markup (no React for a button), in the header
 * island's container, only while the setting is on.
 */
final class ScrollToTopTest extends TestCase {

	/**
	 * Prints what render() prints.
	 */
	private function rendered(): string {
		Islands::reset();
		ob_start();
		( new ScrollToTop() )->render();
		return (string) ob_get_clean();
	}

	/**
	 * On by default: a hidden, named button, the header island's markup (the
	 * island, which waits for the page's first use, shows it): it asks for
	 * no island at load.
	 */
	public function test_prints_the_button_when_on(): void {
		update_option( Schema::OPTION, Schema::defaults() );
		$html = $this->rendered();
		$this->assertStringNotContainsString( 'data-vitrina-island', $html );
		$this->assertMatchesRegularExpression( '/<button type="button" class="vitrina-scroll-top" aria-label="Scroll to top" hidden>/', $html );
		$this->assertStringContainsString( 'aria-hidden="true"', $html );
		$this->assertFalse( Islands::is_needed( 'header' ) );
	}

	/**
	 * Off: nothing.
	 */
	public function test_prints_nothing_when_off(): void {
		update_option( Schema::OPTION, array( 'scroll_to_top' => 'no' ) + Schema::defaults() );
		$this->assertSame( '', $this->rendered() );
		$this->assertFalse( Islands::is_needed( 'header' ) );
	}

	/**
	 * The header island needs no React.
	 */
	public function test_the_island_has_no_react_dependency(): void {
		$asset = Islands::asset( 'header' );
		$this->assertNotNull( $asset );
		$this->assertNotContains( 'wp-element', $asset['dependencies'] );
		$this->assertNotContains( 'react', $asset['dependencies'] );
	}
}
