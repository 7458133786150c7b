<?php
/**
 * Nonces read from the request, safe for any shape of input.
 *
 * @package Vitrina
 */

namespace Vitrina\Http;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's nonce checks cast what they are given to a string: a nonce
 * sent as an array (`nonce[]=x`) then logs "Array to string conversion"
 * before it fails. Every check of a nonce from the request goes through
 * here: anything but a string is an invalid nonce, refused quietly.
 */
final class Nonce {

	/**
	 * A nonce from request input: the string, or '' for anything else.
	 *
	 * @param mixed $value The raw value.
	 */
	public static function value( $value ): string {
		return is_string( $value ) ? sanitize_text_field( wp_unslash( $value ) ) : '';
	}

	/**
	 * Whether a nonce from request input is valid for an action.
	 *
	 * @param mixed  $value  The raw value (any shape).
	 * @param string $action The nonce action.
	 */
	public static function verify( $value, string $action ): bool {
		$nonce = self::value( $value );
		return '' !== $nonce && false !== wp_verify_nonce( $nonce, $action );
	}

	/**
	 * Whether the request fields check_ajax_referer() reads (the named one,
	 * else `_ajax_nonce`, else `_wpnonce`) hold a string, when present: call
	 * it before check_ajax_referer(), which would warn on an array.
	 *
	 * @param string $query_arg The request field holding the nonce.
	 */
	public static function ajax_field_is_string( string $query_arg ): bool {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- only the shape is looked at, before the nonce check.
		foreach ( array( $query_arg, '_ajax_nonce', '_wpnonce' ) as $field ) {
			if ( isset( $_REQUEST[ $field ] ) ) {
				return is_string( $_REQUEST[ $field ] );
			}
		}
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		return true;
	}

	/**
	 * WordPress's check_ajax_referer() (its hook included), without ever
	 * stopping the request, and false at once for a nonce that is not a
	 * string.
	 *
	 * @param string $action    The nonce action.
	 * @param string $query_arg The request field holding the nonce.
	 */
	public static function check_ajax( string $action, string $query_arg ): bool {
		return self::ajax_field_is_string( $query_arg ) && false !== check_ajax_referer( $action, $query_arg, false );
	}
}
