<?php
/**
 * Sanitising of the settings, by type.
 *
 * @package Vitrina
 */

namespace Vitrina\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Cleans submitted settings against the schema. A value that cannot be
 * cleaned is not stored: the previous value (or the default) is kept and a
 * settings error names the field. Numbers outside their limits are clamped,
 * with a warning.
 *
 * @phpstan-import-type Definition from Schema
 * @phpstan-type Result array{value: mixed, error?: string, notice?: string}
 */
final class Sanitizer {

	/** The character a stored password is masked with on the screen. */
	public const MASK_CHAR = '•';

	/**
	 * Settings only an administrator (manage_options) may change: where the
	 * shop's delivery token goes, and the token itself. A shop manager sees
	 * them but cannot change them.
	 */
	public const ADMIN_ONLY = array( 'delivery_external_host', 'delivery_external_dev_host', 'delivery_token' );

	/** The capability ADMIN_ONLY settings need. */
	public const ADMIN_CAPABILITY = 'manage_options';

	/** The provider hosts the token is sent to: changing one drops the stored token. */
	public const TOKEN_HOSTS = array( 'delivery_external_host', 'delivery_external_dev_host' );

	/** The token sent to the provider hosts. */
	public const TOKEN = 'delivery_token';

	/**
	 * The sanitize_callback of the vitrina_settings option.
	 *
	 * Keys missing from $input keep their previous value, so a form may send
	 * some of the settings only (one tab). Unknown keys are dropped. The
	 * result always holds every setting of the schema.
	 *
	 * @param mixed $input Submitted value.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $input ): array {
		$previous = get_option( Schema::OPTION, array() );
		$previous = is_array( $previous ) ? $previous : array();
		$input    = is_array( $input ) ? $input : array();
		$output   = array();

		foreach ( Schema::definitions() as $key => $definition ) {
			$old = $definition['default'];
			if ( array_key_exists( $key, $previous ) ) {
				$checked = self::clean( $definition, $previous[ $key ], $old );
				$old     = isset( $checked['error'] ) ? $old : $checked['value'];
			}

			if ( ! array_key_exists( $key, $input ) ) {
				$output[ $key ] = $old;
				continue;
			}

			$result = self::clean( $definition, wp_unslash( $input[ $key ] ), $old );
			if ( ! isset( $result['error'] ) && $result['value'] !== $old && in_array( $key, self::ADMIN_ONLY, true ) && ! current_user_can( self::ADMIN_CAPABILITY ) ) {
				$result = array(
					'value' => $old,
					'error' => 'capability',
				);
			}
			if ( isset( $result['error'] ) ) {
				self::report( $key, $result['error'], 'error' );
				$output[ $key ] = $old;
				continue;
			}
			if ( isset( $result['notice'] ) ) {
				self::report( $key, $result['notice'], 'warning', $result['value'] );
			}
			$output[ $key ] = $result['value'];
		}

		return self::drop_token_on_host_change( $output, $previous, $input );
	}

	/**
	 * A provider host that changed drops the stored token, unless a new token
	 * was given in the same save: the token is never sent to an address it
	 * was not entered for.
	 *
	 * @param array<string, mixed> $output   The clean settings.
	 * @param array<string, mixed> $previous The stored settings.
	 * @param array<mixed>         $input    The submitted settings.
	 * @return array<string, mixed>
	 */
	private static function drop_token_on_host_change( array $output, array $previous, array $input ): array {
		$definitions = Schema::definitions();
		$changed     = false;
		foreach ( self::TOKEN_HOSTS as $host ) {
			$old     = array_key_exists( $host, $previous ) ? self::clean( $definitions[ $host ], $previous[ $host ], $definitions[ $host ]['default'] ) : array( 'value' => $definitions[ $host ]['default'] );
			$old     = isset( $old['error'] ) ? $definitions[ $host ]['default'] : $old['value'];
			$changed = $changed || $output[ $host ] !== $old;
		}
		$given = array_key_exists( self::TOKEN, $input ) && is_scalar( $input[ self::TOKEN ] ) && ! str_contains( (string) $input[ self::TOKEN ], self::MASK_CHAR );
		if ( $changed && ! $given && '' !== $output[ self::TOKEN ] ) {
			$output[ self::TOKEN ] = '';
			self::report( self::TOKEN, 'token_dropped', 'warning' );
		}
		return $output;
	}

	/**
	 * Cleans one value. Returns the clean value, or an error code (and the
	 * value to keep) when the value cannot be used, or a notice code when it
	 * was changed to fit (clamped).
	 *
	 * Error codes: scalar, yesno, select, int, number, url, page, pattern,
	 * required (and, from sanitize(), capability). Notice codes: min, max
	 * (and, from sanitize(), token_dropped).
	 *
	 * @param array $definition The setting's definition.
	 * @phpstan-param Definition $definition
	 * @param mixed $raw        The value to clean.
	 * @param mixed $old        The previous value (kept for an unchanged password).
	 * @return Result
	 */
	public static function clean( array $definition, $raw, $old = null ): array {
		if ( null === $raw ) {
			$raw = '';
		}
		if ( ! is_scalar( $raw ) ) {
			return array(
				'value' => $old,
				'error' => 'scalar',
			);
		}
		$raw = is_bool( $raw ) ? ( $raw ? '1' : '0' ) : (string) $raw;

		switch ( $definition['type'] ) {
			case 'yesno':
				return self::yesno( $raw );
			case 'select':
				return in_array( $raw, $definition['choices'] ?? array(), true )
					? array( 'value' => $raw )
					: array(
						'value' => $old,
						'error' => 'select',
					);
			case 'int':
			case 'number':
				return self::number( $definition, $raw );
			case 'url':
				return self::url( $raw );
			case 'page':
				return self::page( $raw );
			case 'textarea':
				return array( 'value' => sanitize_textarea_field( $raw ) );
			case 'password':
				if ( str_contains( $raw, self::MASK_CHAR ) ) {
					return array( 'value' => is_string( $old ) ? $old : '' );
				}
				return array( 'value' => sanitize_text_field( $raw ) );
			default:
				return self::text( $definition, $raw );
		}
	}

	/**
	 * The masked form of a stored secret: never the secret itself; the
	 * last four characters of a long one, so that the admin can tell which
	 * one is saved.
	 *
	 * @param string $secret Stored secret.
	 */
	public static function mask( string $secret ): string {
		if ( '' === $secret ) {
			return '';
		}
		return str_repeat( self::MASK_CHAR, 8 ) . ( strlen( $secret ) >= 12 ? substr( $secret, -4 ) : '' );
	}

	/**
	 * Yes or no; also takes 1/0, true/false, on/off.
	 *
	 * @param string $raw Value.
	 * @return Result
	 */
	private static function yesno( string $raw ): array {
		$raw = strtolower( trim( $raw ) );
		if ( in_array( $raw, array( 'yes', '1', 'true', 'on' ), true ) ) {
			return array( 'value' => 'yes' );
		}
		if ( in_array( $raw, array( 'no', '0', 'false', 'off', '' ), true ) ) {
			return array( 'value' => 'no' );
		}
		return array(
			'value' => null,
			'error' => 'yesno',
		);
	}

	/**
	 * A whole number (int) or any number (number), clamped to min..max.
	 *
	 * @param array  $definition Definition.
	 * @phpstan-param Definition $definition
	 * @param string $raw        Value.
	 * @return Result
	 */
	private static function number( array $definition, string $raw ): array {
		$raw    = trim( $raw );
		$is_int = 'int' === $definition['type'];
		if ( $is_int ? ! preg_match( '/^[+-]?\d{1,15}$/', $raw ) : ! is_numeric( $raw ) ) {
			return array(
				'value' => null,
				'error' => $definition['type'],
			);
		}
		$value = $is_int ? (int) $raw : (float) $raw;
		if ( isset( $definition['min'] ) && $value < $definition['min'] ) {
			return array(
				'value'  => $is_int ? (int) $definition['min'] : (float) $definition['min'],
				'notice' => 'min',
			);
		}
		if ( isset( $definition['max'] ) && $value > $definition['max'] ) {
			return array(
				'value'  => $is_int ? (int) $definition['max'] : (float) $definition['max'],
				'notice' => 'max',
			);
		}
		return array( 'value' => $value );
	}

	/**
	 * An http or https address with a host; empty is allowed.
	 *
	 * @param string $raw Value.
	 * @return Result
	 */
	private static function url( string $raw ): array {
		$raw = trim( $raw );
		if ( '' === $raw ) {
			return array( 'value' => '' );
		}
		$url = esc_url_raw( $raw, array( 'http', 'https' ) );
		if ( '' === $url || ! wp_parse_url( $url, PHP_URL_HOST ) ) {
			return array(
				'value' => null,
				'error' => 'url',
			);
		}
		return array( 'value' => $url );
	}

	/**
	 * The id of a published page, or 0.
	 *
	 * @param string $raw Value.
	 * @return Result
	 */
	private static function page( string $raw ): array {
		$raw = trim( $raw );
		if ( '' === $raw || '0' === $raw ) {
			return array( 'value' => 0 );
		}
		$post = ctype_digit( $raw ) ? get_post( (int) $raw ) : null;
		if ( ! $post instanceof \WP_Post || 'page' !== $post->post_type || 'publish' !== $post->post_status ) {
			return array(
				'value' => null,
				'error' => 'page',
			);
		}
		return array( 'value' => $post->ID );
	}

	/**
	 * One line of text, optionally stripped of some characters and matched
	 * against a pattern.
	 *
	 * @param array  $definition Definition.
	 * @phpstan-param Definition $definition
	 * @param string $raw        Value.
	 * @return Result
	 */
	private static function text( array $definition, string $raw ): array {
		$value = sanitize_text_field( $raw );
		if ( isset( $definition['strip'] ) ) {
			$value = str_replace( str_split( $definition['strip'] ), '', $value );
		}
		if ( '' === $value ) {
			return empty( $definition['required'] )
				? array( 'value' => '' )
				: array(
					'value' => null,
					'error' => 'required',
				);
		}
		if ( isset( $definition['pattern'] ) && ! preg_match( $definition['pattern'], $value ) ) {
			return array(
				'value' => null,
				'error' => 'pattern',
			);
		}
		return array( 'value' => $value );
	}

	/**
	 * The message of an error or notice code, naming the field.
	 *
	 * @param string $key   Setting key.
	 * @param string $code  Error or notice code.
	 * @param mixed  $value The value stored instead (notices).
	 */
	public static function message( string $key, string $code, $value = null ): string {
		$field = Schema::field( $key );
		$label = $field['label'] ?? $key;

		$saved = is_scalar( $value ) ? (string) $value : '';
		if ( 'token_dropped' === $code ) {
			/* translators: %s: setting label. */
			return sprintf( __( '“%s” was removed because the delivery service address changed. Enter the token for the new address.', 'vitrina' ), $label );
		}
		if ( 'min' === $code ) {
			/* translators: 1: setting label, 2: the value saved instead. */
			return sprintf( __( '“%1$s” was below the smallest allowed value and was set to %2$s.', 'vitrina' ), $label, $saved );
		}
		if ( 'max' === $code ) {
			/* translators: 1: setting label, 2: the value saved instead. */
			return sprintf( __( '“%1$s” was above the largest allowed value and was set to %2$s.', 'vitrina' ), $label, $saved );
		}

		$min     = $field['min'] ?? '';
		$max     = $field['max'] ?? '';
		$reasons = array(
			'yesno'      => __( 'choose yes or no.', 'vitrina' ),
			'select'     => __( 'choose one of the listed options.', 'vitrina' ),
			/* translators: 1: smallest allowed number, 2: largest allowed number. */
			'int'        => sprintf( __( 'enter a whole number from %1$s to %2$s.', 'vitrina' ), $min, $max ),
			/* translators: 1: smallest allowed number, 2: largest allowed number. */
			'number'     => sprintf( __( 'enter a number from %1$s to %2$s.', 'vitrina' ), $min, $max ),
			'url'        => __( 'enter a web address that starts with http:// or https://.', 'vitrina' ),
			'page'       => __( 'choose a published page.', 'vitrina' ),
			'required'   => __( 'this field cannot be empty.', 'vitrina' ),
			'capability' => __( 'only an administrator can change it.', 'vitrina' ),
			'pattern'    => $field['error'] ?? __( 'the value has the wrong format.', 'vitrina' ),
		);
		$reason  = $reasons[ $code ] ?? __( 'the value has the wrong type.', 'vitrina' );

		/* translators: 1: setting label, 2: what the admin should enter, a sentence fragment ending with a full stop. */
		return sprintf( __( '“%1$s” was not saved: %2$s The previous value was kept.', 'vitrina' ), $label, $reason );
	}

	/**
	 * Adds a settings error (shown on the settings screen after saving).
	 *
	 * @param string $key   Setting key.
	 * @param string $code  Error or notice code.
	 * @param string $type  error or warning.
	 * @param mixed  $value The value stored instead (notices).
	 */
	private static function report( string $key, string $code, string $type, $value = null ): void {
		if ( ! function_exists( 'add_settings_error' ) ) {
			return;
		}
		$reported = wp_list_pluck( get_settings_errors( Schema::OPTION ), 'code' );
		if ( in_array( 'vitrina_' . $key, $reported, true ) ) {
			return; // WordPress may sanitise one save twice.
		}
		// settings_errors() prints messages as HTML: escape them here.
		add_settings_error( Schema::OPTION, 'vitrina_' . $key, esc_html( self::message( $key, $code, $value ) ), $type );
		if ( ! in_array( 'vitrina_saved', $reported, true ) ) {
			// options.php says "Settings saved." only when nothing was reported.
			add_settings_error( Schema::OPTION, 'vitrina_saved', esc_html__( 'The other settings were saved.', 'vitrina' ), 'success' );
		}
	}
}
