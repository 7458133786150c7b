<?php
/**
 * The current shopper's compare list and recently viewed products.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

defined( 'ABSPATH' ) || exit;

/**
 * The compare list lives in the table of lists kept under a browser's token
 * (Store, list `compare`; the signed cookie `vitrina_lists_guest` holds only
 * the token), one row per product in one of MAX numbered slots, so that
 * concurrent adds (two tabs) lose nothing and never pass MAX. Logged-in
 * shoppers' too: the compare list is the browser's, as the spec's cookie
 * was, and it stays through login and logout with no merge. A list kept by
 * earlier versions in the signed cookie `vitrina_compare` (an array of
 * product id strings) moves into the table on the shopper's next call.
 * Recently viewed lives in a cookie the island writes on product pages
 * (product ids joined by a pipe, at most RECENT_MAX, newest first), so that
 * no page a cache may keep sets a cookie.
 */
final class Compare {

	/** The most products compared at once. */
	public const MAX = 20;

	/** The most recently viewed products remembered. */
	public const RECENT_MAX = 12;

	/**
	 * The compared product ids, in the order added (listable only).
	 *
	 * @return list<int>
	 */
	public static function ids(): array {
		$token = self::token();
		if ( '' === $token ) {
			// No token can be made (output has started): the old cookie, read only.
			return Listable::filter( self::cookie_ids() );
		}
		self::adopt_cookie( $token );
		return Listable::filter( array_slice( Store::guest_items( $token, Store::LIST_COMPARE ), 0, self::MAX ) );
	}

	/**
	 * The browser's token; made when an old compare cookie waits to move.
	 */
	private static function token(): string {
		return Cookies::guest_token( isset( $_COOKIE[ Cookies::COMPARE ] ) );
	}

	/**
	 * The ids of the cookie kept by earlier versions (tampered or malformed:
	 * none).
	 *
	 * @return list<int>
	 */
	public static function cookie_ids(): array {
		$payload = Cookies::get( Cookies::COMPARE );
		$list    = null === $payload ? null : json_decode( $payload, true );
		if ( ! is_array( $list ) || ! array_is_list( $list ) ) {
			return array();
		}
		$ids = array();
		foreach ( array_slice( $list, 0, self::MAX ) as $id ) {
			if ( is_string( $id ) && ctype_digit( $id ) ) {
				$ids[] = (int) $id;
			}
		}
		return $ids;
	}

	/**
	 * Moves a list kept in the old cookie into the token's rows (in its
	 * order) and deletes the cookie.
	 *
	 * @param string $token The token.
	 */
	private static function adopt_cookie( string $token ): void {
		if ( ! isset( $_COOKIE[ Cookies::COMPARE ] ) ) {
			return;
		}
		foreach ( Listable::filter( self::cookie_ids() ) as $id ) {
			Store::guest_add_bounded( $token, Store::LIST_COMPARE, $id, self::MAX );
		}
		Cookies::delete( Cookies::COMPARE );
	}

	/**
	 * Adds a listable product (nothing when it is there already).
	 *
	 * @param int $product_id Product.
	 * @return true|\WP_Error
	 */
	public static function add( int $product_id ) {
		$token = Cookies::guest_token( true );
		if ( '' === $token ) {
			return new \WP_Error( 'vitrina_no_guest', Texts::get( 'bad_key' ) );
		}
		self::adopt_cookie( $token );
		// Products no longer listable give their slots back.
		$rows  = Store::guest_items( $token, Store::LIST_COMPARE );
		$stale = array_diff( $rows, Listable::filter( $rows ) );
		if ( $stale ) {
			Store::guest_remove( $token, array_values( $stale ), Store::LIST_COMPARE );
		}
		if ( 'full' === Store::guest_add_bounded( $token, Store::LIST_COMPARE, $product_id, self::MAX ) ) {
			return new \WP_Error( 'vitrina_compare_full', Texts::get( 'compare_full' ) );
		}
		// The token's cookie lives as long as the list is in use.
		Cookies::set( Cookies::GUEST, $token );
		return true;
	}

	/**
	 * Removes products.
	 *
	 * @param int[] $product_ids Products.
	 */
	public static function remove( array $product_ids ): void {
		$token = self::token();
		if ( '' !== $token ) {
			self::adopt_cookie( $token );
			Store::guest_remove( $token, $product_ids, Store::LIST_COMPARE );
		}
	}

	/**
	 * Recently viewed product ids, newest first (listable only), from the
	 * cookie the island writes on product pages (ids joined by a pipe; a
	 * signed value of earlier versions is read too). Whatever a shopper puts
	 * there can only show them the shop's public products.
	 *
	 * @return list<int>
	 */
	public static function recent(): array {
		$payload = self::recent_payload();
		if ( null === $payload || ! preg_match( '/^\d+(\|\d+)*$/', $payload ) ) {
			return array();
		}
		return Listable::filter( array_slice( explode( '|', $payload ), 0, self::RECENT_MAX ) );
	}

	/**
	 * The recently viewed cookie's value: a signed one's payload, or the
	 * value as the island wrote it (too large: none).
	 */
	private static function recent_payload(): ?string {
		if ( ! isset( $_COOKIE[ Cookies::RECENT ] ) || ! is_string( $_COOKIE[ Cookies::RECENT ] ) ) {
			return null;
		}
		$signed = Cookies::get( Cookies::RECENT );
		if ( null !== $signed ) {
			return $signed;
		}
		// Checked as ids joined by a pipe in recent(), never used as is.
		$raw = wp_unslash( $_COOKIE[ Cookies::RECENT ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		return strlen( $raw ) > Cookies::MAX_BYTES ? null : $raw;
	}

	/**
	 * Rewrites a signed (script-proof) cookie of earlier versions as the
	 * plain one the island keeps up to date (from the state route: never in
	 * a page a cache may keep).
	 */
	public static function migrate_recent(): void {
		if ( null === Cookies::get( Cookies::RECENT ) ) {
			return;
		}
		$ids = self::recent();
		if ( $ids ) {
			Cookies::set_plain( Cookies::RECENT, implode( '|', $ids ) );
		} else {
			Cookies::delete( Cookies::RECENT );
		}
	}
}
