<?php
/**
 * Reading the settings.
 *
 * @package Vitrina
 */

namespace Vitrina\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Typed access to the settings: the stored value when it is valid,
 * otherwise the schema default. Values are cached for the request; the
 * cache is cleared whenever the option is added, updated or deleted.
 */
final class Options implements \Vitrina\Module {

	/**
	 * Resolved values of this request.
	 *
	 * @var array<string, mixed>
	 */
	private static array $cache = array();

	/**
	 * The stored option of this request.
	 *
	 * @var array<string, mixed>|null
	 */
	private static ?array $stored = null;

	/**
	 * Always: the cache is cleared when the option changes.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Flushes the cached settings whenever the option changes (registered
	 * by Plugin while the plugin file loads).
	 */
	public function register(): void {
		foreach ( array( 'add_option_', 'update_option_', 'delete_option_' ) as $action ) {
			add_action( $action . Schema::OPTION, array( self::class, 'flush' ) );
		}
	}

	/**
	 * The value of a setting: a string for yesno, select and text types, an
	 * int for int and page, a float for number. Null (and a developer notice)
	 * for a key the schema does not know.
	 *
	 * @param string $key Setting key.
	 * @return string|int|float|null
	 */
	public static function get( string $key ) {
		if ( array_key_exists( $key, self::$cache ) ) {
			return self::$cache[ $key ];
		}
		$definitions = Schema::definitions();
		if ( ! isset( $definitions[ $key ] ) ) {
			_doing_it_wrong( __METHOD__, esc_html( sprintf( 'Vitrina has no setting named "%s".', $key ) ), '0.1.0' );
			return null;
		}
		if ( null === self::$stored ) {
			$stored       = get_option( Schema::OPTION, array() );
			self::$stored = is_array( $stored ) ? $stored : array();
		}

		$definition = $definitions[ $key ];
		$value      = $definition['default'];
		if ( array_key_exists( $key, self::$stored ) ) {
			$result = Sanitizer::clean( $definition, self::$stored[ $key ], $value );
			if ( ! isset( $result['error'] ) && ( is_string( $result['value'] ) || is_int( $result['value'] ) || is_float( $result['value'] ) ) ) {
				$value = $result['value'];
			}
		}
		self::$cache[ $key ] = $value;
		return $value;
	}

	/**
	 * Whether a yes/no setting is on.
	 *
	 * @param string $key Setting key.
	 */
	public static function enabled( string $key ): bool {
		return 'yes' === self::get( $key );
	}

	/**
	 * A text setting, or its translated fallback when it is empty (for
	 * texts whose default is "the translated default").
	 *
	 * @param string $key Setting key.
	 */
	public static function text( string $key ): string {
		$value = self::get( $key );
		$value = is_scalar( $value ) ? (string) $value : '';
		if ( '' === $value ) {
			$field = Schema::field( $key );
			$value = $field['fallback'] ?? '';
		}
		return $value;
	}

	/**
	 * Every setting.
	 *
	 * @return array<string, string|int|float|null>
	 */
	public static function all(): array {
		$all = array();
		foreach ( array_keys( Schema::definitions() ) as $key ) {
			$all[ $key ] = self::get( $key );
		}
		return $all;
	}

	/**
	 * Forgets the cached values.
	 */
	public static function flush(): void {
		self::$cache  = array();
		self::$stored = null;
	}
}
