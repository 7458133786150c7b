<?php
/**
 * The page's data for the browser: one registry of every island's settings.
 *
 * @package Vitrina
 */

namespace Vitrina\Assets;

use Closure;

defined( 'ABSPATH' ) || exit;

/**
 * What the islands' settings objects hold, by island and key. Each key has
 * one writer: a second add() of the same island and key is refused (the
 * first value stays), as WooCommerce's AssetDataRegistry refuses a
 * registered key. A value may be a Closure, resolved once, when the island's
 * settings are read (Islands::settings(), as the page prints them): values
 * that depend on the options, the page or the request are computed then,
 * not when the module registers.
 */
final class Data {

	/**
	 * The values (a Closure until resolved), by island and key.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private static array $values = array();

	/**
	 * Who wrote each key (the caller's class, or function), by island and key.
	 *
	 * @var array<string, array<string, string>>
	 */
	private static array $writers = array();

	/**
	 * The keys whose Closure has been resolved, by island.
	 *
	 * @var array<string, array<string, true>>
	 */
	private static array $resolved = array();

	/**
	 * Adds a key of an island's settings.
	 *
	 * @param string $island The island (its folder under src/).
	 * @param string $key    The key, as the island's script reads it.
	 * @param mixed  $value  The value (JSON-encodable), or a Closure giving it when the settings are read.
	 * @return bool False when the key has a writer already: the first value stays.
	 */
	public static function add( string $island, string $key, mixed $value ): bool {
		$writer = self::caller();
		if ( self::has( $island, $key ) ) {
			_doing_it_wrong(
				__METHOD__,
				esc_html( sprintf( 'The key "%1$s" of the "%2$s" island is written by %3$s; %4$s may not write it too.', $key, $island, self::$writers[ $island ][ $key ], $writer ) ),
				'0.1.0'
			);
			return false;
		}
		self::$values[ $island ][ $key ]  = $value;
		self::$writers[ $island ][ $key ] = $writer;
		return true;
	}

	/**
	 * Whether an island has a key (any key when $key is null).
	 *
	 * @param string      $island The island.
	 * @param string|null $key    The key.
	 */
	public static function has( string $island, ?string $key = null ): bool {
		if ( null === $key ) {
			return ! empty( self::$values[ $island ] );
		}
		return isset( self::$values[ $island ] ) && array_key_exists( $key, self::$values[ $island ] );
	}

	/**
	 * An island's settings: every key added, each Closure resolved (once).
	 *
	 * @param string $island The island.
	 * @return array<string, mixed>
	 */
	public static function get( string $island ): array {
		foreach ( self::$values[ $island ] ?? array() as $key => $value ) {
			if ( $value instanceof Closure && ! isset( self::$resolved[ $island ][ $key ] ) ) {
				self::$values[ $island ][ $key ]   = $value();
				self::$resolved[ $island ][ $key ] = true;
			}
		}
		return self::$values[ $island ] ?? array();
	}

	/**
	 * Forgets every key (tests, and long-running processes).
	 */
	public static function reset(): void {
		self::$values   = array();
		self::$writers  = array();
		self::$resolved = array();
	}

	/**
	 * Who called add(): the class (or function) one frame up.
	 */
	private static function caller(): string {
		$frame = debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS, 3 )[2] ?? array(); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_debug_backtrace -- names the writers of a key.
		return (string) ( $frame['class'] ?? $frame['function'] ?? 'unknown' );
	}
}
