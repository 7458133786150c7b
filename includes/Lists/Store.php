<?php
/**
 * The logged-in shoppers' wishlists: a table of entries and a table of groups.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

use Vitrina\Db\Table;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}vitrina_wishlist` (one row per user and product, unique),
 * `{prefix}vitrina_wishlist_groups` (the user's named groups),
 * `{prefix}vitrina_wishlist_guests` (the lists kept under a browser's
 * token: guests' wishlists and every shopper's compare list, column `list`;
 * one row per token, list and product, unique, so that concurrent adds never
 * overwrite each other; a bounded list's rows take numbered slots, unique
 * too, so that concurrent adds never pass its limit), the wishlist alerts
 * (Alerts) and the guests' alert subscriptions (GuestAlerts), created on
 * activation and brought up to date whenever the stored schema version is
 * older than SCHEMA_VERSION. Every query here is scoped to one user id or
 * one token.
 */
final class Store {

	/** The schema version of the tables; raise it when they change. */
	public const SCHEMA_VERSION = '5';

	/** The guest wishlist's rows in the guests' table. */
	public const LIST_WISHLIST = 'wishlist';

	/** The compare list's rows in the guests' table. */
	public const LIST_COMPARE = 'compare';

	/** The option holding the installed schema version. */
	public const VERSION_OPTION = 'vitrina_lists_db_version';

	/** The tables (entries, groups, guests' entries), without the site's prefix. */
	public const ITEMS_TABLE  = 'vitrina_wishlist';
	public const GROUPS_TABLE = 'vitrina_wishlist_groups';
	public const GUESTS_TABLE = 'vitrina_wishlist_guests';
	public const ALERTS_TABLE = 'vitrina_wishlist_alerts';
	public const ALERT_GUESTS = 'vitrina_wishlist_alert_guests';

	/** The tables' columns and keys (dbDelta's format; change SCHEMA_VERSION with them). */
	public const TABLES = array(
		self::ITEMS_TABLE  => '
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  group_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY user_product (user_id,product_id),
  KEY user_group (user_id,group_id),
  KEY product_id (product_id)',
		self::GROUPS_TABLE => '
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  name varchar(100) NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY user_id (user_id)',
		self::GUESTS_TABLE => "
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  guest char(32) NOT NULL,
  list varchar(20) NOT NULL DEFAULT 'wishlist',
  product_id bigint(20) unsigned NOT NULL,
  slot smallint(5) unsigned DEFAULT NULL,
  created_at datetime NOT NULL,
  seen_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY guest_list_product (guest,list,product_id),
  UNIQUE KEY guest_list_slot (guest,list,slot),
  KEY seen_at (seen_at)",
		self::ALERTS_TABLE => '
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  subscriber_id bigint(20) unsigned NOT NULL DEFAULT 0,
  product_id bigint(20) unsigned NOT NULL,
  kind varchar(10) NOT NULL,
  old_price decimal(19,4) NOT NULL DEFAULT 0,
  new_price decimal(19,4) NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  sent_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  KEY user_sent (user_id,sent_at),
  KEY subscriber_sent (subscriber_id,sent_at),
  KEY sent_at (sent_at)',
		self::ALERT_GUESTS => '
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  guest char(32) NOT NULL,
  email varchar(190) NOT NULL,
  consent_at datetime NOT NULL,
  consent_version varchar(20) NOT NULL,
  confirmed_at datetime DEFAULT NULL,
  alerted_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY guest (guest),
  KEY confirmed_at (confirmed_at)',
	);

	/** The most products one wishlist holds. */
	public const MAX_ITEMS = 500;

	/** The most groups one shopper makes. */
	public const MAX_GROUPS = 50;

	/**
	 * The entries table.
	 */
	public static function items_table(): string {
		return Table::name( self::ITEMS_TABLE );
	}

	/**
	 * The groups table.
	 */
	public static function groups_table(): string {
		return Table::name( self::GROUPS_TABLE );
	}

	/**
	 * The guests' table.
	 */
	public static function guests_table(): string {
		return Table::name( self::GUESTS_TABLE );
	}

	/**
	 * The wishlist alerts' table (Alerts).
	 */
	public static function alerts_table(): string {
		return Table::name( self::ALERTS_TABLE );
	}

	/**
	 * The guests' alert subscriptions' table (GuestAlerts).
	 */
	public static function alert_guests_table(): string {
		return Table::name( self::ALERT_GUESTS );
	}

	/**
	 * The versioned installer of the tables.
	 */
	public static function installer(): Table {
		return Table::versioned( self::VERSION_OPTION, self::SCHEMA_VERSION, self::TABLES, array( array( self::class, 'drop_single_list_index' ) ) );
	}

	/**
	 * Schema 2 had one list per token: its unique key would refuse the same
	 * product in the other list. dbDelta does not drop indexes.
	 */
	public static function drop_single_list_index(): void {
		global $wpdb;
		$guests = self::guests_table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, upgrade only.
		if ( $wpdb->get_var( $wpdb->prepare( "SHOW INDEX FROM {$guests} WHERE Key_name = %s", 'guest_product' ) ) ) {
			$wpdb->query( "ALTER TABLE {$guests} DROP INDEX guest_product" );
		}
		// phpcs:enable
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
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT product_id, group_id FROM {$table} WHERE user_id = %d ORDER BY id DESC", $user_id ), 'ARRAY_A' );
		return array_map( 'intval', array_column( (array) $rows, 'group_id', 'product_id' ) );
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
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, name FROM {$table} WHERE user_id = %d ORDER BY id ASC", $user_id ), 'ARRAY_A' );
		return array_map( 'strval', array_column( (array) $rows, 'name', 'id' ) );
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
	 * The products of a list kept under a token: the wishlist newest first,
	 * the compare list in the order added.
	 *
	 * @param string $guest The token.
	 * @param string $list  LIST_WISHLIST or LIST_COMPARE.
	 * @return list<int>
	 */
	public static function guest_items( string $guest, string $list = self::LIST_WISHLIST ): array {
		global $wpdb;
		$table = self::guests_table();
		$order = self::LIST_COMPARE === $list ? 'ASC' : 'DESC';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, fresh per request; $order is one of two words.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT product_id FROM {$table} WHERE guest = %s AND list = %s ORDER BY id {$order} LIMIT %d", $guest, $list, self::MAX_ITEMS ) );
		return array_values( array_map( 'intval', $ids ) );
	}

	/**
	 * Adds a product to a guest's wishlist (one statement; nothing when it
	 * is there already) and keeps the guest's rows alive.
	 *
	 * @param string $guest      The guest's token.
	 * @param int    $product_id Product.
	 * @return bool Whether a row was added.
	 */
	public static function guest_add( string $guest, int $product_id ): bool {
		global $wpdb;
		$table = self::guests_table();
		$now   = current_time( 'mysql', true );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (guest, list, product_id, created_at, seen_at) VALUES (%s, %s, %d, %s, %s)", $guest, self::LIST_WISHLIST, $product_id, $now, $now ) );
		self::touch_guest( $guest );
		return (bool) $done;
	}

	/**
	 * Adds a product to a bounded list kept under a token: the row takes the
	 * first free slot of 0..max-1, and the unique slot key refuses a second
	 * row in a slot taken meanwhile (then the next free one is tried), so
	 * concurrent adds neither lose one another nor pass the limit.
	 *
	 * @param string $guest      The token.
	 * @param string $list       The list.
	 * @param int    $product_id Product.
	 * @param int    $max        The most products of the list.
	 * @return string added, present or full.
	 */
	public static function guest_add_bounded( string $guest, string $list, int $product_id, int $max ): string {
		global $wpdb;
		$table = self::guests_table();
		$now   = current_time( 'mysql', true );
		for ( $attempt = 0; $attempt <= $max; $attempt++ ) {
			// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, fresh per attempt.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT product_id, slot FROM {$table} WHERE guest = %s AND list = %s", $guest, $list ), 'ARRAY_A' );
			if ( in_array( $product_id, array_map( 'intval', array_column( $rows, 'product_id' ) ), true ) ) {
				return 'present';
			}
			$taken = array_flip( array_map( 'intval', array_filter( array_column( $rows, 'slot' ), 'is_numeric' ) ) );
			$slot  = -1;
			for ( $s = 0; $s < $max; $s++ ) {
				if ( ! isset( $taken[ $s ] ) ) {
					$slot = $s;
					break;
				}
			}
			if ( $slot < 0 || count( $rows ) >= $max ) {
				return 'full';
			}
			$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (guest, list, product_id, slot, created_at, seen_at) VALUES (%s, %s, %d, %d, %s, %s)", $guest, $list, $product_id, $slot, $now, $now ) );
			// phpcs:enable
			if ( $done ) {
				self::touch_guest( $guest );
				return 'added';
			}
			// The product or the slot was taken meanwhile (or a lock wait
			// gave up): read again.
		}
		return 'full';
	}

	/**
	 * Keeps a token's rows alive (at most one write an hour) and now and then
	 * purges the rows of expired tokens.
	 *
	 * @param string $guest The token.
	 */
	private static function touch_guest( string $guest ): void {
		global $wpdb;
		$table = self::guests_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET seen_at = %s WHERE guest = %s AND seen_at < %s", current_time( 'mysql', true ), $guest, gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ) );
		if ( 0 === wp_rand( 0, 49 ) ) {
			self::purge_guests();
		}
	}

	/**
	 * Removes products from a list kept under a token.
	 *
	 * @param string     $guest       The token.
	 * @param int[]|null $product_ids Products (all when null).
	 * @param string     $list        The list.
	 */
	public static function guest_remove( string $guest, ?array $product_ids = null, string $list = self::LIST_WISHLIST ): void {
		global $wpdb;
		$table = self::guests_table();
		if ( null === $product_ids ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own table.
			$wpdb->delete(
				$table,
				array(
					'guest' => $guest,
					'list'  => $list,
				),
				array( '%s', '%s' )
			);
			return;
		}
		$product_ids = array_values( array_filter( array_map( 'intval', $product_ids ) ) );
		if ( ! $product_ids ) {
			return;
		}
		$in = implode( ',', array_fill( 0, count( $product_ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table, placeholders built above.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE guest = %s AND list = %s AND product_id IN ({$in})", array_merge( array( $guest, $list ), $product_ids ) ) );
	}

	/**
	 * Deletes the lists of tokens whose cookie has expired (no change for
	 * longer than the cookie lives, and a day), except the lists of guests
	 * with confirmed wishlist alerts (GuestAlerts), which are kept for the
	 * alerts until the guest unsubscribes.
	 */
	public static function purge_guests(): void {
		global $wpdb;
		$table = self::guests_table();
		$subs  = self::alert_guests_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE seen_at < %s AND guest NOT IN (SELECT guest FROM {$subs} WHERE confirmed_at IS NOT NULL) LIMIT 1000", gmdate( 'Y-m-d H:i:s', time() - Cookies::LIFETIME - DAY_IN_SECONDS ) ) );
	}
}
