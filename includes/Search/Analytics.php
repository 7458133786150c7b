<?php
/**
 * Search analytics: how often each search was made per day, and what it found.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use DateTimeImmutable;
use Vitrina\Db\Table;
use Vitrina\Module;
use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * One table, {prefix}vitrina_search_log: (day, phrase) with the number of
 * searches, how many of them found nothing, and the results of the latest.
 * The phrase is the search text normalised as the index normalises it
 * (Text::normalise(): case, ё, look-alike letters, punctuation), so «Ведро»,
 * «ведро!» and «вёдро» are one row. Nothing about the shopper is kept: no
 * address, no cookie, no user, no time of day.
 *
 * A search is counted with one upsert (count()), by the suggestions endpoint
 * when the island says the shopper settled on a text (its `settled` flag)
 * and by the product search results page; a search answered by a redirect
 * is not a search without results. Rows older than the retention setting
 * (search_analytics_days) are deleted by a daily Action Scheduler action in
 * the `vitrina` group.
 */
final class Analytics implements Module {

	/** The schema's version. */
	public const SCHEMA_VERSION = '1';

	/** The option holding the installed schema version. */
	public const VERSION_OPTION = 'vitrina_search_log_db_version';

	/** The table, without the site's prefix. */
	public const TABLE = 'vitrina_search_log';

	/** The table's columns and keys (dbDelta's format; change SCHEMA_VERSION with them). */
	public const TABLES = array(
		self::TABLE => '
  day date NOT NULL,
  phrase varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
  searches int(10) unsigned NOT NULL DEFAULT 0,
  empty int(10) unsigned NOT NULL DEFAULT 0,
  results int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (day,phrase)',
	);

	/** The daily pruning action (Action Scheduler). */
	public const PRUNE = 'vitrina_search_prune';

	/** The Action Scheduler group of Vitrina's actions. */
	public const GROUP = 'vitrina';

	/** The shortest phrase counted or given a rule, in characters. */
	public const MIN_LENGTH = 2;

	/** The longest phrase kept, in characters (the column holds 100). */
	public const MAX_LENGTH = 100;

	/** The periods the report offers, in days. */
	public const PERIODS = array( 7, 30, 90 );

	/** Rows deleted per statement when pruning. */
	private const PRUNE_BATCH = 5000;

	/**
	 * Always (Action Scheduler prunes).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::installer(), 'maybe_install' ), 5 );
		add_action( 'vitrina_activate', array( self::installer(), 'install' ) );
		add_action( 'vitrina_deactivate', array( self::class, 'unschedule' ) );
		add_action( self::PRUNE, array( self::class, 'prune' ) );
		if ( is_admin() && ! wp_doing_ajax() ) {
			add_action( 'admin_init', array( self::class, 'schedule' ) );
		}
	}

	/**
	 * The versioned installer of the table.
	 */
	public static function installer(): Table {
		return Table::versioned( self::VERSION_OPTION, self::SCHEMA_VERSION, self::TABLES );
	}

	/**
	 * The table's name.
	 */
	public static function table(): string {
		return Table::name( self::TABLE );
	}

	/**
	 * The phrase a search text is counted (and given rules) under: the text
	 * normalised (Text::normalise()), at most MAX_LENGTH characters; null when
	 * it has fewer than MIN_LENGTH.
	 *
	 * @param string $text The search text as typed.
	 */
	public static function phrase( string $text ): ?string {
		$phrase = Text::normalise( mb_substr( $text, 0, 2 * self::MAX_LENGTH, 'UTF-8' ) );
		$phrase = trim( mb_substr( $phrase, 0, self::MAX_LENGTH, 'UTF-8' ) );
		return mb_strlen( $phrase, 'UTF-8' ) >= self::MIN_LENGTH ? $phrase : null;
	}

	/**
	 * Whether searches are counted (the setting, and the table installed).
	 */
	public static function enabled(): bool {
		return Options::enabled( 'search_analytics' ) && self::installer()->is_current();
	}

	/**
	 * Counts one search of today: one upsert.
	 *
	 * @param string $text       The search text as typed.
	 * @param int    $results    How many results it found.
	 * @param bool   $redirected Whether a redirect answered it (then it is not a search without results).
	 * @return bool Whether it was counted.
	 */
	public static function count( string $text, int $results, bool $redirected = false ): bool {
		global $wpdb;
		$phrase = self::phrase( $text );
		if ( null === $phrase || ! self::enabled() ) {
			return false;
		}
		$results = max( 0, $results );
		$empty   = 0 === $results && ! $redirected ? 1 : 0;
		$table   = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; one atomic upsert.
		$done = $wpdb->query( $wpdb->prepare( "INSERT INTO `$table` (day, phrase, searches, empty, results) VALUES (%s, %s, 1, %d, %d) ON DUPLICATE KEY UPDATE searches = searches + 1, empty = empty + VALUES(empty), results = VALUES(results)", self::today(), $phrase, $empty, $results ) );
		return false !== $done && $done > 0;
	}

	/**
	 * Today in the shop's time zone (Y-m-d).
	 */
	public static function today(): string {
		return self::day( 0 );
	}

	/**
	 * A day some days before today, in the shop's time zone (Y-m-d).
	 *
	 * @param int $days_ago Days before today.
	 */
	public static function day( int $days_ago ): string {
		$today = new DateTimeImmutable( 'now', wp_timezone() );
		return $today->modify( '-' . max( 0, $days_ago ) . ' days' )->format( 'Y-m-d' );
	}

	/**
	 * The searches of the last days, grouped by phrase: the most searched
	 * first ('top'), or only those that found nothing, the most such searches
	 * first ('empty').
	 *
	 * @param int    $days  The period in days (today included).
	 * @param string $kind  'top' or 'empty'.
	 * @param int    $limit The most rows.
	 * @return list<array{phrase: string, searches: int, empty: int, results: int, last: string}>
	 */
	public static function report( int $days, string $kind, int $limit = 50 ): array {
		global $wpdb;
		if ( ! self::installer()->is_current() ) {
			return array();
		}
		$table  = self::table();
		$since  = self::day( max( 1, $days ) - 1 );
		$having = 'empty' === $kind ? 'HAVING empty > 0' : '';
		$order  = 'empty' === $kind ? 'empty DESC, last DESC' : 'searches DESC, last DESC';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; the clauses are fixed strings.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT phrase, SUM(searches) AS searches, SUM(empty) AS empty, MAX(day) AS last,
					CAST(SUBSTRING_INDEX(GROUP_CONCAT(results ORDER BY day DESC SEPARATOR ','), ',', 1) AS UNSIGNED) AS results
				FROM `$table` WHERE day >= %s GROUP BY phrase $having ORDER BY $order, phrase ASC LIMIT %d",
				$since,
				max( 1, $limit )
			),
			'ARRAY_A'
		);
		// phpcs:enable
		$out = array();
		foreach ( (array) $rows as $row ) {
			$out[] = array(
				'phrase'   => (string) $row['phrase'],
				'searches' => (int) $row['searches'],
				'empty'    => (int) $row['empty'],
				'results'  => (int) $row['results'],
				'last'     => (string) $row['last'],
			);
		}
		return $out;
	}

	/**
	 * Deletes the rows older than the retention setting (the daily action).
	 *
	 * @return int How many rows were deleted.
	 */
	public static function prune(): int {
		global $wpdb;
		if ( ! self::installer()->is_current() ) {
			return 0;
		}
		$table   = self::table();
		$before  = self::day( (int) Options::get( 'search_analytics_days' ) );
		$deleted = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
			$done     = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM `$table` WHERE day < %s LIMIT %d", $before, self::PRUNE_BATCH ) );
			$deleted += $done;
		} while ( self::PRUNE_BATCH === $done );
		return $deleted;
	}

	/**
	 * Schedules the daily pruning unless it is scheduled (on admin screens
	 * and on activation).
	 */
	public static function schedule(): void {
		if ( ! function_exists( 'WC' ) || null !== WC()->queue()->get_next( self::PRUNE, array(), self::GROUP ) ) {
			return;
		}
		WC()->queue()->schedule_recurring( time() + HOUR_IN_SECONDS, DAY_IN_SECONDS, self::PRUNE, array(), self::GROUP );
	}

	/**
	 * Cancels the daily pruning (on deactivation).
	 */
	public static function unschedule(): void {
		if ( function_exists( 'WC' ) ) {
			WC()->queue()->cancel_all( self::PRUNE, array(), self::GROUP );
		}
	}
}
