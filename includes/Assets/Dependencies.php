<?php
/**
 * What the page's queued scripts need, through their dependencies.
 *
 * @package Vitrina
 */

namespace Vitrina\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * A script of WooCommerce's that an island takes over (selectWoo on the cart
 * page, the price filter's slider) leaves the page only when no other
 * queued script needs it: WordPress would print it anyway as their
 * dependency, and its own list of a script's dependents is private to
 * WP_Scripts.
 */
final class Dependencies {

	/**
	 * Whether any of the scripts needs a script, through its dependencies.
	 *
	 * @param string[] $handles The scripts.
	 * @param string   $needed  The script.
	 */
	public static function needed_by( array $handles, string $needed ): bool {
		$seen = array();
		while ( array() !== $handles ) {
			$handle = (string) array_pop( $handles );
			if ( isset( $seen[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$script          = wp_scripts()->registered[ $handle ] ?? null;
			$deps            = $script instanceof \_WP_Dependency ? $script->deps : array();
			if ( in_array( $needed, $deps, true ) ) {
				return true;
			}
			array_push( $handles, ...$deps );
		}
		return false;
	}

	/**
	 * Whether a queued script other than the one itself needs it.
	 *
	 * @param string $needed The script.
	 */
	public static function needed_by_queue( string $needed ): bool {
		return self::needed_by( array_diff( wp_scripts()->queue, array( $needed ) ), $needed );
	}
}
