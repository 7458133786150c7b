<?php
/**
 * The popup settings panel of the block editor (build/popups/editor.js).
 *
 * @package Vitrina
 */

namespace Vitrina\Popups;

use Vitrina\Assets\Islands;
use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the panel (src/popups/editor) in the block editor of popups only.
 */
final class EditorPanel implements Module {

	/** The island and its editor entry (src/popups/editor, build/popups/editor.js). */
	public const ISLAND = 'popups';
	public const ENTRY  = 'editor';

	/**
	 * In wp-admin only.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the panel when the editor edits a popup.
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || PostType::TYPE !== $screen->post_type ) {
			return;
		}
		if ( Islands::register_island( self::ISLAND, self::ENTRY ) ) {
			wp_enqueue_script( Islands::handle( self::ISLAND, self::ENTRY ) );
			wp_enqueue_style( Islands::handle( self::ISLAND, self::ENTRY ) );
		}
	}
}
