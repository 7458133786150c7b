<?php
/**
 * Which products the lists accept.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

defined( 'ABSPATH' ) || exit;

/**
 * A product may be listed when it is a published, non-private product
 * (read straight from the posts table, so that it works before `init`).
 */
final class Listable {

	/**
	 * Whether the id is a product that shoppers may list.
	 *
	 * @param int $product_id Product id.
	 */
	public static function listable( int $product_id ): bool {
		if ( $product_id <= 0 ) {
			return false;
		}
		$post = get_post( $product_id );
		return $post instanceof \WP_Post && 'product' === $post->post_type && 'publish' === $post->post_status && '' === $post->post_password;
	}

	/**
	 * The listable ones of the ids, in order, without duplicates.
	 *
	 * @param array<int|string> $ids Ids.
	 * @return list<int>
	 */
	public static function filter( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) ) );
		if ( $ids ) {
			_prime_post_caches( $ids, false, false );
		}
		return array_values( array_filter( $ids, array( self::class, 'listable' ) ) );
	}

	/**
	 * Product ids from a request parameter: one id, a comma list or an array.
	 *
	 * @param mixed $raw Raw value.
	 * @return list<int>
	 */
	public static function ids_from( $raw ): array {
		if ( is_array( $raw ) ) {
			$raw = implode( ',', array_map( static fn( $v ): string => is_scalar( $v ) ? (string) $v : '', $raw ) );
		}
		if ( ! is_scalar( $raw ) ) {
			return array();
		}
		$ids = array();
		foreach ( explode( ',', (string) $raw ) as $part ) {
			$part = trim( $part );
			if ( '' !== $part && ctype_digit( $part ) ) {
				$ids[] = (int) $part;
			}
		}
		return array_values( array_unique( $ids ) );
	}
}
