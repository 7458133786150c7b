<?php
/**
 * The current shopper's wishlist.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

defined( 'ABSPATH' ) || exit;

/**
 * Logged-in shoppers' wishlists live in the table (Store); guests' in the
 * guests' table under the guest's random token (the signed cookie
 * `vitrina_lists_guest` holds only that token), one row per product, so
 * that concurrent adds never lose one another; bounded to GUEST_MAX
 * products. A guest list kept by earlier versions in the signed cookie
 * `vitrina_wishlist` moves into the table on the guest's next call. At login
 * the guest's list is merged into the account.
 */
final class Wishlist {

	/** The most products a guest's cookie holds. */
	public const GUEST_MAX = 50;

	/**
	 * The shopper's entries: product id => group id (listable products only).
	 *
	 * @param int|null $user_id User (null: the current shopper).
	 * @return array<int, int>
	 */
	public static function items( ?int $user_id = null ): array {
		$user_id = $user_id ?? get_current_user_id();
		$items   = $user_id ? Store::items( $user_id ) : self::guest_items();
		$keep    = array_flip( Listable::filter( array_keys( $items ) ) );
		return array_intersect_key( $items, $keep );
	}

	/**
	 * The product ids, newest first.
	 *
	 * @param int|null $user_id User (null: the current shopper).
	 * @return list<int>
	 */
	public static function ids( ?int $user_id = null ): array {
		return array_keys( self::items( $user_id ) );
	}

	/**
	 * The guest's entries (none without a guest token).
	 *
	 * @return array<int, int>
	 */
	public static function guest_items(): array {
		$token = Cookies::guest_token();
		if ( '' === $token ) {
			return array();
		}
		self::adopt_cookie( $token );
		$items = array();
		foreach ( array_slice( Store::guest_items( $token ), 0, self::GUEST_MAX ) as $id ) {
			$items[ $id ] = 0;
		}
		return $items;
	}

	/**
	 * The entries of the cookie kept by earlier versions (tampered or
	 * malformed: none).
	 *
	 * @return list<int>
	 */
	public static function cookie_items(): array {
		$payload = Cookies::get( Cookies::WISHLIST );
		$map     = null === $payload ? null : json_decode( $payload, true );
		if ( ! is_array( $map ) ) {
			return array();
		}
		$items = array();
		foreach ( $map as $key => $entry ) {
			$id = (int) $key;
			if ( $id > 0 && is_array( $entry ) && (int) ( $entry['product_id'] ?? 0 ) === $id ) {
				$items[] = $id;
			}
			if ( count( $items ) >= self::GUEST_MAX ) {
				break;
			}
		}
		return $items;
	}

	/**
	 * Moves a list kept in the old cookie into the guest's rows (oldest
	 * first, so the order stays) and deletes the cookie.
	 *
	 * @param string $token The guest's token.
	 */
	private static function adopt_cookie( string $token ): void {
		if ( ! isset( $_COOKIE[ Cookies::WISHLIST ] ) ) {
			return;
		}
		foreach ( array_reverse( self::cookie_items() ) as $id ) {
			Store::guest_add( $token, $id );
		}
		Cookies::delete( Cookies::WISHLIST );
	}

	/**
	 * Adds a listable product (nothing when it is there already).
	 *
	 * @param int $product_id Product.
	 * @param int $group_id   One of the shopper's groups (0: the default one).
	 * @return true|\WP_Error
	 */
	public static function add( int $product_id, int $group_id = 0 ) {
		$user_id = get_current_user_id();
		$items   = self::items();
		if ( isset( $items[ $product_id ] ) ) {
			return true;
		}
		$max = $user_id ? Store::MAX_ITEMS : self::GUEST_MAX;
		if ( count( $items ) >= $max ) {
			return new \WP_Error( 'vitrina_wishlist_full', Texts::get( 'wishlist_full' ) );
		}
		if ( $user_id ) {
			if ( $group_id && ! isset( Store::groups( $user_id )[ $group_id ] ) ) {
				return new \WP_Error( 'vitrina_unknown_group', Texts::get( 'unknown_group' ) );
			}
			Store::add( $user_id, $product_id, $group_id );
			return true;
		}
		$token = Cookies::guest_token( true );
		if ( '' === $token ) {
			return new \WP_Error( 'vitrina_no_guest', Texts::get( 'bad_key' ) );
		}
		Store::guest_add( $token, $product_id );
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
		$user_id = get_current_user_id();
		if ( $user_id ) {
			Store::remove( $user_id, $product_ids );
			return;
		}
		$token = Cookies::guest_token();
		if ( '' !== $token ) {
			self::adopt_cookie( $token );
			Store::guest_remove( $token, $product_ids );
		}
	}

	/**
	 * Merges the guest's list (and a list kept in the old cookie) into the
	 * user's wishlist and clears it.
	 *
	 * @param int $user_id User who just logged in.
	 */
	public static function merge_guest_into( int $user_id ): int {
		$token = Cookies::guest_token();
		$ids   = '' !== $token ? Store::guest_items( $token ) : array();
		$ids   = Listable::filter( array_values( array_unique( array_merge( $ids, self::cookie_items() ) ) ) );
		if ( '' !== $token ) {
			Store::guest_remove( $token );
		}
		if ( ! $ids ) {
			Cookies::delete( Cookies::WISHLIST );
			return 0;
		}
		Store::installer()->maybe_install();
		$added = 0;
		$room  = Store::MAX_ITEMS - count( Store::items( $user_id ) );
		foreach ( array_reverse( $ids ) as $id ) {
			if ( $room <= 0 ) {
				break;
			}
			if ( Store::add( $user_id, $id ) ) {
				++$added;
				--$room;
			}
		}
		Cookies::delete( Cookies::WISHLIST );
		return $added;
	}

	/**
	 * A hash of the list (changes whenever its content does).
	 *
	 * @param array<int, int> $items Entries.
	 */
	public static function hash( array $items ): string {
		ksort( $items );
		return md5( (string) wp_json_encode( $items ) );
	}

	/**
	 * The user whose wishlist a share token opens, or 0.
	 *
	 * @param string $token Token.
	 */
	public static function user_for_share_token( string $token ): int {
		if ( ! preg_match( '/^[A-Za-z0-9]{24}$/', $token ) ) {
			return 0;
		}
		$users = get_users(
			array(
				'meta_key'   => 'vitrina_wishlist_share', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value' => $token, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				'fields'     => 'ID',
				'number'     => 1,
			)
		);
		return $users ? (int) $users[0] : 0;
	}

	/**
	 * The user's share token (made on first use).
	 *
	 * @param int $user_id User.
	 */
	public static function share_token( int $user_id ): string {
		$token = (string) get_user_meta( $user_id, 'vitrina_wishlist_share', true );
		if ( ! preg_match( '/^[A-Za-z0-9]{24}$/', $token ) ) {
			$token = wp_generate_password( 24, false, false );
			update_user_meta( $user_id, 'vitrina_wishlist_share', $token );
		}
		return $token;
	}
}
