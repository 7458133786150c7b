<?php
/**
 * Subscribers from popup subscription forms.
 *
 * @package Vitrina
 */

namespace Vitrina\Popups;

use Vitrina\Db\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One table, {prefix}vitrina_subscribers: e-mail (unique, lower case), name,
 * consent and its text, the popup, the date (GMT). Installed on activation
 * and, lazily, before the first write when the stored schema version is
 * older. An e-mail already there is not a second subscriber.
 */
final class Subscribers {

	/** The table, without the site's prefix. */
	public const TABLE = 'vitrina_subscribers';

	/** Rows per page of the admin list. */
	public const PER_PAGE = 20;

	/**
	 * The versioned installer of the table: the option holding the installed
	 * schema version, the schema's version (raise it when the columns and
	 * keys, in dbDelta's format, change) and the table.
	 */
	public static function installer(): Table {
		return Table::versioned(
			'vitrina_subscribers_db_version',
			'1',
			array(
				self::TABLE => "
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email varchar(190) NOT NULL,
  name varchar(100) NOT NULL DEFAULT '',
  consent tinyint(1) NOT NULL DEFAULT 0,
  consent_text varchar(500) NOT NULL DEFAULT '',
  popup_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY email (email),
  KEY created_at (created_at)",
			)
		);
	}

	/**
	 * The table's name.
	 */
	public static function table(): string {
		return Table::name( self::TABLE );
	}

	/**
	 * Adds a subscriber, unless the e-mail is already there.
	 *
	 * @param string $email        A valid e-mail.
	 * @param string $name         Name ('' when not given).
	 * @param string $consent_text The consent the subscriber agreed to.
	 * @param int    $popup_id     The popup of the form (0: none).
	 * @return bool|null True when added, false when already there, null on a refused value.
	 */
	public static function add( string $email, string $name, string $consent_text, int $popup_id ): ?bool {
		global $wpdb;
		$email = strtolower( trim( $email ) );
		if ( ! is_email( $email ) || strlen( $email ) > 190 || '' === trim( $consent_text ) ) {
			return null;
		}
		self::installer()->maybe_install();
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; the unique key decides.
		$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (email, name, consent, consent_text, popup_id, created_at) VALUES (%s, %s, 1, %s, %d, %s)", $email, mb_substr( $name, 0, 100 ), mb_substr( $consent_text, 0, 500 ), $popup_id, current_time( 'mysql', true ) ) );
		return 1 === $done;
	}

	/**
	 * How many subscribers (matching a search).
	 *
	 * @param string $search Part of an e-mail, or ''.
	 */
	public static function count( string $search = '' ): int {
		global $wpdb;
		if ( ! self::installer()->is_current() ) {
			return 0;
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE email LIKE %s", '%' . $wpdb->esc_like( $search ) . '%' ) );
	}

	/**
	 * A page of subscribers, newest first.
	 *
	 * @param int    $page   1-based page.
	 * @param string $search Part of an e-mail, or ''.
	 * @param int    $per    Rows per page.
	 * @return list<array{id: int, email: string, name: string, consent: int, consent_text: string, popup_id: int, created_at: string}>
	 */
	public static function page( int $page, string $search = '', int $per = self::PER_PAGE ): array {
		global $wpdb;
		if ( ! self::installer()->is_current() ) {
			return array();
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, email, name, consent, consent_text, popup_id, created_at FROM {$table} WHERE email LIKE %s ORDER BY id DESC LIMIT %d OFFSET %d", '%' . $wpdb->esc_like( $search ) . '%', max( 1, $per ), max( 0, $page - 1 ) * max( 1, $per ) ), 'ARRAY_A' );
		return array_map(
			static fn( array $r ): array => array(
				'id'           => (int) $r['id'],
				'email'        => (string) $r['email'],
				'name'         => (string) $r['name'],
				'consent'      => (int) $r['consent'],
				'consent_text' => (string) $r['consent_text'],
				'popup_id'     => (int) $r['popup_id'],
				'created_at'   => (string) $r['created_at'],
			),
			is_array( $rows ) ? $rows : array()
		);
	}

	/**
	 * Writes every subscriber as CSV (UTF-8 with a BOM for spreadsheet
	 * programs; cells that a spreadsheet would take for a formula are quoted).
	 *
	 * @param resource $out The stream.
	 */
	public static function write_csv( $out ): void {
		// The byte order mark opens the header line (fputcsv leaves it unquoted).
		fputcsv( $out, array( "\xEF\xBB\xBF" . 'email', 'name', 'consent', 'consent_text', 'popup', 'created_at' ), ',', '"', '' );
		$page = 1;
		do {
			$rows = self::page( $page, '', 500 );
			foreach ( $rows as $r ) {
				$popup = $r['popup_id'] ? get_the_title( $r['popup_id'] ) : '';
				fputcsv( $out, array_map( array( self::class, 'cell' ), array( $r['email'], $r['name'], $r['consent'] ? 'yes' : 'no', $r['consent_text'], $popup, $r['created_at'] ) ), ',', '"', '' );
			}
			++$page;
			$full = 500 === count( $rows );
		} while ( $full );
	}

	/**
	 * A cell that cannot start a spreadsheet formula.
	 *
	 * @param mixed $value The value.
	 */
	public static function cell( $value ): string {
		$value = (string) $value;
		return '' !== $value && in_array( $value[0], array( '=', '+', '-', '@', "\t", "\r" ), true ) ? "'" . $value : $value;
	}
}
