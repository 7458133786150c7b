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
 * Recently viewed lives in the browser's local storage, which the island
 * writes on product pages (product ids, at most RECENT_MAX, newest first):
 * no cookie at all, so no page a cache may keep depends on it; the ids
 * reach the server only with the request that renders the list.
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
	 * Recently viewed product ids, newest first, from the ids the island
	 * sends (joined by a pipe): at most RECENT_MAX, only the shop's
	 * published products that shoppers may see in the catalogue; anything
	 * malformed gives none. Whatever a shopper sends can only show them the
	 * shop's public products.
	 *
	 * @param mixed $raw The ids as sent.
	 * @return list<int>
	 */
	public static function recent( $raw ): array {
		if ( ! is_string( $raw ) || strlen( $raw ) > Cookies::MAX_BYTES || ! preg_match( '/^\d{1,19}(\|\d{1,19})*$/', $raw ) ) {
			return array();
		}
		$ids = Listable::filter( array_slice( explode( '|', $raw ), 0, self::RECENT_MAX ) );
		return array_values(
			array_filter(
				$ids,
				static function ( int $id ): bool {
					$product = function_exists( 'wc_get_product' ) ? wc_get_product( $id ) : null;
					return $product instanceof \WC_Product && $product->is_visible();
				}
			)
		);
	}

	/**
	 * The ids of a recently viewed cookie left by earlier versions (a signed
	 * value's payload, or the plain value their island wrote), deleting the
	 * cookie: the state route hands them to the island once, which keeps
	 * them in local storage from then on. Only a browser that holds such a
	 * cookie gets its deletion; nobody gets a new one.
	 *
	 * @return list<int>
	 */
	public static function take_legacy_recent(): array {
		if ( ! isset( $_COOKIE[ Cookies::RECENT ] ) ) {
			return array();
		}
		$signed = Cookies::get( Cookies::RECENT );
		// Checked as ids joined by a pipe in recent(), never used as is.
		$raw = $signed ?? ( is_string( $_COOKIE[ Cookies::RECENT ] ) ? wp_unslash( $_COOKIE[ Cookies::RECENT ] ) : '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		Cookies::delete( Cookies::RECENT );
		return self::recent( $raw );
	}
}
