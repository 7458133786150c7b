<?php
/**
 * The lists' cookies: the signed guest token, the signed lists of earlier
 * versions (wishlist, compare), recently viewed.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

defined( 'ABSPATH' ) || exit;

/**
 * A cookie value is `<payload>~<signature>`, the signature an HMAC of the
 * cookie's name and payload keyed with the site's salt; a value whose
 * signature does not match is ignored. Cookies are path `/`, SameSite=Lax,
 * secure on HTTPS, and they last 7 days.
 */
final class Cookies {

	/** Wishlist and compare cookies last 7 days (spec: constants). */
	public const LIFETIME = 7 * 86400;

	/** The guest wishlist: a map of product id to entry. */
	public const WISHLIST = 'vitrina_wishlist';

	/** The compare list: an array of product id strings. */
	public const COMPARE = 'vitrina_compare';

	/** Recently viewed, as earlier versions kept it (now in the browser's local storage): read once and deleted. */
	public const RECENT = 'vitrina_recently_viewed';

	/** The guest's random token, which binds the guest's nonces. */
	public const GUEST = 'vitrina_lists_guest';

	/**
	 * Readable by scripts, holding nothing but "1": this browser's guest has
	 * lists (or is about to), so the runtime asks for the shopper's state on
	 * each page (src/runtime/state.ts); without it, a guest costs no request.
	 */
	public const MARKER = 'vitrina_lists';

	/** The largest cookie value accepted or written, in bytes. */
	public const MAX_BYTES = 3072;

	/**
	 * The signature of a payload.
	 *
	 * @param string $name    Cookie name.
	 * @param string $payload Payload.
	 */
	public static function sign( string $name, string $payload ): string {
		return substr( hash_hmac( 'sha256', $name . '|' . $payload, wp_salt( 'auth' ) . 'vitrina-lists' ), 0, 32 );
	}

	/**
	 * The verified payload of a cookie, or null (absent, too large, tampered).
	 *
	 * @param string $name Cookie name.
	 */
	public static function get( string $name ): ?string {
		if ( ! isset( $_COOKIE[ $name ] ) || ! is_string( $_COOKIE[ $name ] ) ) {
			return null;
		}
		// The value is checked against its signature below, never trusted as is.
		$raw = wp_unslash( $_COOKIE[ $name ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		if ( strlen( $raw ) > self::MAX_BYTES ) {
			return null;
		}
		$cut = strrpos( $raw, '~' );
		if ( false === $cut ) {
			return null;
		}
		$payload   = substr( $raw, 0, $cut );
		$signature = substr( $raw, $cut + 1 );
		return hash_equals( self::sign( $name, $payload ), $signature ) ? $payload : null;
	}

	/**
	 * Sets a signed cookie (and $_COOKIE for the rest of the request); an
	 * empty payload deletes it.
	 *
	 * @param string $name     Cookie name.
	 * @param string $payload  Payload.
	 * @param bool   $httponly Hidden from scripts.
	 */
	public static function set( string $name, string $payload, bool $httponly = true ): void {
		if ( '' === $payload ) {
			self::delete( $name );
			return;
		}
		$value            = $payload . '~' . self::sign( $name, $payload );
		$_COOKIE[ $name ] = $value;
		self::send( $name, $value, time() + self::LIFETIME, $httponly );
		if ( self::GUEST === $name ) {
			self::mark( true );
		}
	}

	/**
	 * Sets a cookie as is (unsigned, readable by scripts) for the rest of
	 * the request and the browser.
	 *
	 * @param string $name  Cookie name.
	 * @param string $value Value.
	 */
	public static function set_plain( string $name, string $value ): void {
		$_COOKIE[ $name ] = $value;
		self::send( $name, $value, time() + self::LIFETIME, false );
	}

	/**
	 * Sets or deletes the marker that this browser's guest has lists.
	 *
	 * @param bool $has Whether the guest has lists.
	 */
	public static function mark( bool $has ): void {
		if ( isset( $_COOKIE[ self::MARKER ] ) !== $has ) {
			$has ? self::set_plain( self::MARKER, '1' ) : self::delete( self::MARKER );
		}
	}

	/**
	 * Deletes a cookie.
	 *
	 * @param string $name Cookie name.
	 */
	public static function delete( string $name ): void {
		unset( $_COOKIE[ $name ] );
		self::send( $name, '', time() - 31536000, true );
	}

	/**
	 * Sends the header, unless output has started.
	 *
	 * @param string $name     Name.
	 * @param string $value    Value.
	 * @param int    $expires  Expiry time.
	 * @param bool   $httponly Hidden from scripts.
	 */
	private static function send( string $name, string $value, int $expires, bool $httponly ): void {
		/**
		 * Whether to send a lists cookie (false in tests and on the command line).
		 *
		 * @param bool   $send  Whether to send it.
		 * @param string $name  Cookie name.
		 * @param string $value Cookie value.
		 */
		if ( headers_sent() || ! apply_filters( 'vitrina_lists_send_cookie', true, $name, $value ) ) {
			return;
		}
		setcookie(
			$name,
			$value,
			array(
				'expires'  => $expires,
				'path'     => '/',
				'secure'   => is_ssl(),
				'httponly' => $httponly,
				'samesite' => 'Lax',
			)
		);
	}

	/**
	 * The guest's token (made and sent when missing).
	 *
	 * @param bool $create Make one when missing.
	 */
	public static function guest_token( bool $create = false ): string {
		$token = self::get( self::GUEST );
		if ( null !== $token && preg_match( '/^[a-f0-9]{32}$/', $token ) ) {
			return $token;
		}
		/**
		 * Whether a new guest token can reach the browser (its cookie can
		 * still be sent); a token the browser never gets would bind nonces
		 * it cannot use.
		 *
		 * @param bool $can Whether headers can still be sent.
		 */
		if ( ! $create || ! apply_filters( 'vitrina_lists_can_set_cookies', ! headers_sent() ) ) {
			return '';
		}
		$token = bin2hex( random_bytes( 16 ) );
		self::set( self::GUEST, $token );
		return $token;
	}
}
