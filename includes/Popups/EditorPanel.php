<?php
/**
 * The popup settings panel of the block editor (build/popups-admin/).
 *
 * @package Vitrina
 */

namespace Vitrina\Popups;

use Vitrina\Assets\Islands;
use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the panel (src/popups-admin) in the block editor of popups only.
 */
final class EditorPanel implements Module {

	/** The admin island. */
	public const ISLAND = 'popups-admin';

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
		if ( Islands::register_island( self::ISLAND ) ) {
			wp_enqueue_script( Islands::handle( self::ISLAND ) );
			wp_enqueue_style( Islands::handle( self::ISLAND ) );
		}
	}
}
