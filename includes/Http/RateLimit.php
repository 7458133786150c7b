<?php
/**
 * Atomic rate limits shared by every web node.
 *
 * @package Vitrina
 */

namespace Vitrina\Http;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed-window counter per scope and key (by default the client's address,
 * see ClientAddress), counted in the database with one atomic statement, so
 * that concurrent requests on any number of PHP workers or web nodes never
 * pass more than the limit. Counters live in the options table (not
 * autoloaded) under `_vitrina_rl_<scope>_<hash>_<window>`; old windows are
 * deleted now and then.
 */
final class RateLimit {

	/** The prefix of the counters' option names. */
	public const PREFIX = '_vitrina_rl_';

	/**
	 * Counts one hit and tells whether it is within the limit.
	 *
	 * @param string $scope  What is limited (a-z, 0-9, _): e.g. 'popup_form'.
	 * @param int    $limit  Hits allowed per window.
	 * @param int    $window The window, in seconds.
	 * @param string $key    Whom it counts (default: the client's address).
	 * @return bool True when this hit is allowed.
	 */
	public static function hit( string $scope, int $limit, int $window, ?string $key = null ): bool {
		global $wpdb;
		$window = max( 1, $window );
		$start  = intdiv( time(), $window ) * $window;
		$name   = self::name( $scope, $key ?? ClientAddress::get(), $start );
		// One statement: insert the counter at 1 (one row affected), or add 1
		// to it (two rows affected; LAST_INSERT_ID(expr) hands the new value
		// back on this connection, whatever other workers do meanwhile).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$affected = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'off')
				ON DUPLICATE KEY UPDATE option_value = LAST_INSERT_ID(CAST(option_value AS UNSIGNED) + 1)",
				$name
			)
		);
		if ( false === $affected ) {
			return true; // The database refused the count: never lock shoppers out for it.
		}
		$count = 1 === (int) $affected ? 1 : (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( 1 === $count && 0 === wp_rand( 0, 49 ) ) {
			self::purge();
		}
		return $count <= $limit;
	}

	/**
	 * Forgets a key's counter in the current window (e.g. for tests or after
	 * a successful login).
	 *
	 * @param string      $scope  Scope.
	 * @param int         $window Window (s).
	 * @param string|null $key    Key (default: the client's address).
	 */
	public static function reset( string $scope, int $window, ?string $key = null ): void {
		global $wpdb;
		$window = max( 1, $window );
		$start  = intdiv( time(), $window ) * $window;
		$wpdb->delete( $wpdb->options, array( 'option_name' => self::name( $scope, $key ?? ClientAddress::get(), $start ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes the counters of windows that ended more than a day ago.
	 */
	public static function purge(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s LIMIT 500", $wpdb->esc_like( self::PREFIX ) . '%' ) );
		$old   = time() - DAY_IN_SECONDS;
		foreach ( $names as $name ) {
			$start = (int) substr( (string) strrchr( (string) $name, '_' ), 1 );
			if ( $start < $old ) {
				$wpdb->delete( $wpdb->options, array( 'option_name' => $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			}
		}
	}

	/**
	 * A counter's option name (at most 191 characters, as the column's index).
	 *
	 * @param string $scope Scope.
	 * @param string $key   Key.
	 * @param int    $start The window's start (Unix time).
	 */
	private static function name( string $scope, string $key, int $start ): string {
		return self::PREFIX . substr( preg_replace( '/[^a-z0-9_]/', '', $scope ) ?? '', 0, 40 ) . '_' . md5( $key ) . '_' . $start;
	}
}
