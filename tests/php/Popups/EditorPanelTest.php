<?php
/**
 * Tests of the popup settings panel's loading.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Popups;

use Vitrina\Assets\Islands;
use Vitrina\Popups\EditorPanel;
use Vitrina\Popups\PostType;
use Vitrina\Tests\TestCase;

/**
 * The panel loads in the block editor of a popup, with the editor's
 * packages as dependencies, and not in the editor of other posts.
 */
final class EditorPanelTest extends TestCase {

	/**
	 * Nothing enqueued yet.
	 */
	protected function setUp(): void {
		parent::setUp();
		if ( ! is_readable( VITRINA_DIR . '/build/popups/editor.asset.php' ) ) {
			$this->markTestSkipped( 'the scripts are not built (npm run build)' );
		}
		wp_dequeue_script( Islands::handle( EditorPanel::ISLAND, EditorPanel::ENTRY ) );
		wp_deregister_script( Islands::handle( EditorPanel::ISLAND, EditorPanel::ENTRY ) );
	}

	/**
	 * A popup's editor gets it; a post's editor does not.
	 */
	public function test_enqueued_for_popups_only(): void {
		$this->as_admin_screen();
		set_current_screen( 'post' );
		( new EditorPanel() )->enqueue();
		$this->assertFalse( wp_script_is( Islands::handle( EditorPanel::ISLAND, EditorPanel::ENTRY ), 'enqueued' ) );

		set_current_screen( PostType::TYPE );
		( new EditorPanel() )->enqueue();
		$handle = Islands::handle( EditorPanel::ISLAND, EditorPanel::ENTRY );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ) );
		$deps = wp_scripts()->registered[ $handle ]->deps;
		foreach ( array( 'wp-plugins', 'wp-editor', 'wp-data', 'wp-core-data', 'wp-i18n' ) as $dep ) {
			$this->assertContains( $dep, $deps );
		}
	}
}
