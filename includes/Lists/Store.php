<?php
/**
 * The logged-in shoppers' wishlists: a table of entries and a table of groups.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vitrina_wishlist` (one row per user and product, unique),
 * `{prefix}vitrina_wishlist_groups` (the user's named groups) and
 * `{prefix}vitrina_wishlist_guests` (guests' wishlists: one row per guest
 * token and product, unique, so that concurrent adds never overwrite each
 * other), created on activation and brought up to date whenever the stored
 * schema version is older than SCHEMA_VERSION. Every query is scoped to one
 * user id or one guest token.
 */
final class Store {

	/** The schema version of the tables; raise it when they change. */
	public const SCHEMA_VERSION = '2';

	/** The option holding the installed schema version. */
	public const VERSION_OPTION = 'vitrina_lists_db_version';

	/** The most products one wishlist holds. */
	public const MAX_ITEMS = 500;

	/** The most groups one shopper makes. */
	public const MAX_GROUPS = 50;

	/**
	 * The entries table.
	 */
	public static function items_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrina_wishlist';
	}

	/**
	 * The groups table.
	 */
	public static function groups_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrina_wishlist_groups';
	}

	/**
	 * The guests' table.
	 */
	public static function guests_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrina_wishlist_guests';
	}

	/**
	 * Creates or upgrades the tables when the stored version is older.
	 */
	public static function maybe_install(): void {
		if ( self::SCHEMA_VERSION !== (string) get_option( self::VERSION_OPTION ) ) {
			self::install();
		}
	}

	/**
	 * Creates or upgrades the tables (dbDelta) and stores the version.
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		$items   = self::items_table();
		$groups  = self::groups_table();
		$guests  = self::guests_table();
		dbDelta(
			"CREATE TABLE {$items} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  group_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY user_product (user_id,product_id),
  KEY user_group (user_id,group_id),
  KEY product_id (product_id)
) {$collate};
CREATE TABLE {$groups} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  name varchar(100) NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY user_id (user_id)
) {$collate};
CREATE TABLE {$guests} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  guest char(32) NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  created_at datetime NOT NULL,
  seen_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY guest_product (guest,product_id),
  KEY seen_at (seen_at)
) {$collate};"
		);
		update_option( self::VERSION_OPTION, self::SCHEMA_VERSION, true );
	}

	/**
	 * The user's entries, newest first: product id => group id.
	 *
	 * @param int $user_id User.
	 * @return array<int, int>
	 */
	public static function items( int $user_id ): array {
		global $wpdb;
		$table = self::items_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, fresh per request.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT product_id, group_id FROM {$table} WHERE user_id = %d ORDER BY id DESC", $user_id ), 'ARRAY_A' );
		$items = array();
		foreach ( (array) $rows as $row ) {
			$items[ (int) $row['product_id'] ] = (int) $row['group_id'];
		}
		return $items;
	}

	/**
	 * Adds a product (nothing when it is there already).
	 *
	 * @param int $user_id    User.
	 * @param int $product_id Product.
	 * @param int $group_id   Group (0: the default one).
	 * @return bool Whether a row was added.
	 */
	public static function add( int $user_id, int $product_id, int $group_id = 0 ): bool {
		global $wpdb;
		$table = self::items_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, product_id, group_id, created_at) VALUES (%d, %d, %d, %s)", $user_id, $product_id, $group_id, current_time( 'mysql', true ) ) );
		return (bool) $done;
	}

	/**
	 * Removes products.
	 *
	 * @param int   $user_id     User.
	 * @param int[] $product_ids Products.
	 */
	public static function remove( int $user_id, array $product_ids ): void {
		global $wpdb;
		$product_ids = array_values( array_filter( array_map( 'intval', $product_ids ) ) );
		if ( ! $product_ids ) {
			return;
		}
		$table = self::items_table();
		$in    = implode( ',', array_fill( 0, count( $product_ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own table, placeholders built above.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id = %d AND product_id IN ({$in})", array_merge( array( $user_id ), $product_ids ) ) );
	}

	/**
	 * Moves a product of the user to another of the user's groups.
	 *
	 * @param int $user_id    User.
	 * @param int $product_id Product.
	 * @param int $group_id   Group (0: the default one).
	 */
	public static function move( int $user_id, int $product_id, int $group_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table.
		$wpdb->update(
			self::items_table(),
			array( 'group_id' => $group_id ),
			array(
				'user_id'    => $user_id,
				'product_id' => $product_id,
			),
			array( '%d' ),
			array( '%d', '%d' )
		);
	}

	/**
	 * The user's groups: id => name.
	 *
	 * @param int $user_id User.
	 * @return array<int, string>
	 */
	public static function groups( int $user_id ): array {
		global $wpdb;
		$table = self::groups_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT id, name FROM {$table} WHERE user_id = %d ORDER BY id ASC", $user_id ), 'ARRAY_A' );
		$groups = array();
		foreach ( (array) $rows as $row ) {
			$groups[ (int) $row['id'] ] = (string) $row['name'];
		}
		return $groups;
	}

	/**
	 * Creates a group; its id.
	 *
	 * @param int    $user_id User.
	 * @param string $name    Name.
	 */
	public static function create_group( int $user_id, string $name ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- own table.
		$wpdb->insert(
			self::groups_table(),
			array(
				'user_id'    => $user_id,
				'name'       => $name,
				'created_at' => current_time( 'mysql', true ),
			),
			array( '%d', '%s', '%s' )
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Renames one of the user's groups.
	 *
	 * @param int    $user_id  User.
	 * @param int    $group_id Group.
	 * @param string $name     New name.
	 */
	public static function rename_group( int $user_id, int $group_id, string $name ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table.
		$wpdb->update(
			self::groups_table(),
			array( 'name' => $name ),
			array(
				'id'      => $group_id,
				'user_id' => $user_id,
			),
			array( '%s' ),
			array( '%d', '%d' )
		);
	}

	/**
	 * Deletes one of the user's groups; its products go back to the default group.
	 *
	 * @param int $user_id  User.
	 * @param int $group_id Group.
	 */
	public static function delete_group( int $user_id, int $group_id ): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own tables.
		$wpdb->delete(
			self::groups_table(),
			array(
				'id'      => $group_id,
				'user_id' => $user_id,
			),
			array( '%d', '%d' )
		);
		$wpdb->update(
			self::items_table(),
			array( 'group_id' => 0 ),
			array(
				'user_id'  => $user_id,
				'group_id' => $group_id,
			),
			array( '%d' ),
			array( '%d', '%d' )
		);
		// phpcs:enable
	}
	/**
	 * A guest's products, newest first.
	 *
	 * @param string $guest The guest's token.
	 * @return list<int>
	 */
	public static function guest_items( string $guest ): array {
		global $wpdb;
		$table = self::guests_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, fresh per request.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT product_id FROM {$table} WHERE guest = %s ORDER BY id DESC LIMIT %d", $guest, self::MAX_ITEMS ) );
		return array_values( array_map( 'intval', $ids ) );
	}

	/**
	 * Adds a product to a guest's list (one statement; nothing when it is
	 * there already) and keeps the guest's rows alive.
	 *
	 * @param string $guest      The guest's token.
	 * @param int    $product_id Product.
	 * @return bool Whether a row was added.
	 */
	public static function guest_add( string $guest, int $product_id ): bool {
		global $wpdb;
		$table = self::guests_table();
		$now   = current_time( 'mysql', true );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (guest, product_id, created_at, seen_at) VALUES (%s, %d, %s, %s)", $guest, $product_id, $now, $now ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET seen_at = %s WHERE guest = %s AND seen_at < %s", $now, $guest, gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ) );
		// phpcs:enable
		if ( 0 === wp_rand( 0, 49 ) ) {
			self::purge_guests();
		}
		return (bool) $done;
	}

	/**
	 * Removes products from a guest's list.
	 *
	 * @param string $guest       The guest's token.
	 * @param int[]  $product_ids Products (all when null).
	 */
	public static function guest_remove( string $guest, ?array $product_ids = null ): void {
		global $wpdb;
		$table = self::guests_table();
		if ( null === $product_ids ) {
			$wpdb->delete( $table, array( 'guest' => $guest ), array( '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table.
			return;
		}
		$product_ids = array_values( array_filter( array_map( 'intval', $product_ids ) ) );
		if ( ! $product_ids ) {
			return;
		}
		$in = implode( ',', array_fill( 0, count( $product_ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own table, placeholders built above.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE guest = %s AND product_id IN ({$in})", array_merge( array( $guest ), $product_ids ) ) );
	}

	/**
	 * Deletes the lists of guests whose token cookie has expired (no change
	 * for longer than the cookie lives, and a day).
	 */
	public static function purge_guests(): void {
		global $wpdb;
		$table = self::guests_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE seen_at < %s LIMIT 1000", gmdate( 'Y-m-d H:i:s', time() - Cookies::LIFETIME - DAY_IN_SECONDS ) ) );
	}
}
