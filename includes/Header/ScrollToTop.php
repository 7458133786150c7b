<?php
/**
 * The scroll-to-top button of the storefront.
 *
 * @package Vitrina
 */

namespace Vitrina\Header;

use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the button's container in the footer (the header island mounts on
 * it) when the scroll_to_top setting is on.
 */
final class ScrollToTop implements Module {

	/**
	 * Front end only.
	 */
	public function can_register(): bool {
		return ! is_admin();
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'wp_footer', array( $this, 'render' ), 1 );
	}

	/**
	 * Whether the button is on.
	 */
	public function enabled(): bool {
		return 'yes' === Options::get( 'scroll_to_top' );
	}

	/**
	 * Prints the button, hidden until the header island (which waits for the
	 * shopper's first use of the page, a scroll included) shows it past its
	 * threshold.
	 */
	public function render(): void {
		if ( $this->enabled() ) {
			echo Templates::render( 'header/scroll-to-top' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template.
		}
	}
}
