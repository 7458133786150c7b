<?php
/**
 * The markup templates that islands mount on, which a theme may override.
 *
 * @package Vitrina
 */

namespace Vitrina;

defined( 'ABSPATH' ) || exit;

/**
 * Finds `vitrina/<name>.php` in the child theme, then the theme, then the
 * plugin's templates/ folder, and renders it with the given variables.
 */
final class Templates {

	/**
	 * Leaves a classic hook's callback out of a WooCommerce block template
	 * (filter `woocommerce_blocks_hook_compatibility_additional_data`):
	 * where the block template prints the same itself, the compatibility
	 * layer must not print it a second time.
	 *
	 * @param mixed    $data       The hooked functions the layer leaves out.
	 * @param mixed    $class_name The compatibility layer asking.
	 * @param string   $layer      The layer concerned (ArchiveProductTemplatesCompatibility, SingleProductTemplateCompatibility).
	 * @param string   $hook       The classic hook.
	 * @param callable $callback   Its callback.
	 * @param int      $priority   Its priority.
	 * @return mixed
	 */
	public static function leave_out_of_block_template( $data, $class_name, string $layer, string $hook, callable $callback, int $priority ) {
		if ( is_array( $data ) && $layer === $class_name ) {
			$data[] = array(
				'hook'     => $hook,
				'function' => $callback,
				'priority' => $priority,
			);
		}
		return $data;
	}

	/**
	 * The file of a template, or null when there is none.
	 *
	 * @param string $name Template name without extension, e.g. 'lists/wishlist-button'.
	 */
	public static function locate( string $name ): ?string {
		$name = trim( str_replace( '\\', '/', $name ), '/' );
		if ( '' === $name || str_contains( $name, '..' ) ) {
			return null;
		}
		$theme = locate_template( 'vitrina/' . $name . '.php' );
		if ( '' !== $theme ) {
			return $theme;
		}
		$own = VITRINA_DIR . '/templates/' . $name . '.php';
		/**
		 * Filters the file a template is rendered from.
		 *
		 * @param string $own  The plugin's file.
		 * @param string $name The template name.
		 */
		$file = (string) apply_filters( 'vitrina_template_file', $own, $name );
		return is_readable( $file ) ? $file : null;
	}

	/**
	 * Renders a template to a string. The variables are available in it as
	 * `$args` (an array; the template escapes what it prints).
	 *
	 * @param string               $name Template name.
	 * @param array<string, mixed> $args Variables.
	 * @throws \RuntimeException 'Template not found' when no file exists.
	 */
	public static function render( string $name, array $args = array() ): string {
		$file = self::file( $name );
		ob_start();
		self::include_file( $file, $args );
		return (string) ob_get_clean();
	}

	/**
	 * Prints a template where it is called: the template escapes what it
	 * prints, so the caller has nothing to echo (and nothing to escape).
	 *
	 * @param string               $name Template name.
	 * @param array<string, mixed> $args Variables.
	 * @throws \RuntimeException 'Template not found' when no file exists.
	 */
	public static function output( string $name, array $args = array() ): void {
		self::include_file( self::file( $name ), $args );
	}

	/**
	 * The file of a template that must exist.
	 *
	 * @param string $name Template name.
	 * @throws \RuntimeException 'Template not found' when no file exists.
	 */
	private static function file( string $name ): string {
		$file = self::locate( $name );
		if ( null === $file ) {
			throw new \RuntimeException( esc_html( 'Template not found: ' . $name ) );
		}
		return $file;
	}

	/**
	 * Runs a template file with `$args` as its only variable.
	 *
	 * @param string               $file The file.
	 * @param array<string, mixed> $args Variables.
	 */
	private static function include_file( string $file, array $args ): void {
		( static function ( string $__file, array $args ): void {
			include $__file;
		} )( $file, $args );
	}
}
