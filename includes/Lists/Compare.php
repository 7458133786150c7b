<?php
/**
 * The current shopper's compare list and recently viewed products.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

defined( 'ABSPATH' ) || exit;

/**
 * Both live in signed cookies: compare as an array of product id strings
 * (at most MAX), recently viewed as product ids joined by a pipe (at most
 * RECENT_MAX, newest first).
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
		return Products::filter( $ids );
	}

	/**
	 * Stores the compared ids.
	 *
	 * @param int[] $ids Ids.
	 */
	public static function save( array $ids ): void {
		$ids = array_slice( array_values( array_unique( $ids ) ), 0, self::MAX );
		Cookies::set( Cookies::COMPARE, $ids ? (string) wp_json_encode( array_map( 'strval', $ids ) ) : '' );
	}

	/**
	 * Adds a listable product (nothing when it is there already).
	 *
	 * @param int $product_id Product.
	 * @return true|\WP_Error
	 */
	public static function add( int $product_id ) {
		$ids = self::ids();
		if ( in_array( $product_id, $ids, true ) ) {
			return true;
		}
		if ( count( $ids ) >= self::MAX ) {
			return new \WP_Error( 'vitrina_compare_full', Texts::get( 'compare_full' ) );
		}
		$ids[] = $product_id;
		self::save( $ids );
		return true;
	}

	/**
	 * Removes products.
	 *
	 * @param int[] $product_ids Products.
	 */
	public static function remove( array $product_ids ): void {
		self::save( array_values( array_diff( self::ids(), $product_ids ) ) );
	}

	/**
	 * Recently viewed product ids, newest first (listable only).
	 *
	 * @return list<int>
	 */
	public static function recent(): array {
		$payload = Cookies::get( Cookies::RECENT );
		if ( null === $payload || ! preg_match( '/^\d+(\|\d+)*$/', $payload ) ) {
			return array();
		}
		return Products::filter( array_slice( explode( '|', $payload ), 0, self::RECENT_MAX ) );
	}

	/**
	 * Puts a product first in the recently viewed list.
	 *
	 * @param int $product_id Product.
	 */
	public static function viewed( int $product_id ): void {
		$ids = array_slice( array_values( array_unique( array_merge( array( $product_id ), self::recent() ) ) ), 0, self::RECENT_MAX );
		Cookies::set( Cookies::RECENT, implode( '|', $ids ) );
	}
}
