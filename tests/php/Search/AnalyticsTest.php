<?php
/**
 * Tests of the search analytics: counting, normalisation, nothing personal,
 * the report, pruning and its schedule.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Search\Analytics;
use Vitrina\Search\Endpoint;
use Vitrina\Search\Index;
use Vitrina\Search\ResultsPage;
use Vitrina\Search\Rules;
use Vitrina\Settings\Options;
use Vitrina\Settings\Sanitizer;
use Vitrina\Settings\Schema;
use Vitrina\Tests\LiveServer;
use Vitrina\Tests\TestCase;

/**
 * One row per day and normalised text: searches, searches without results,
 * the latest result count.
 */
final class AnalyticsTest extends TestCase {
	use SearchData;

	/**
	 * An empty log and no rules.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->assertTrue( Analytics::installer()->is_current(), 'the log table is installed on init' );
		$wpdb->query( 'DELETE FROM `' . Analytics::table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
		delete_option( Rules::OPTION );
		Rules::flush();
	}

	/**
	 * Forgets the rules read.
	 */
	protected function tearDown(): void {
		Rules::flush();
		parent::tearDown();
	}

	/**
	 * The rows of the log.
	 *
	 * @return list<array<string, string>>
	 */
	private static function rows(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
		return (array) $wpdb->get_results( 'SELECT * FROM `' . Analytics::table() . '` ORDER BY day, phrase', ARRAY_A );
	}

	/**
	 * Texts as typed and the phrase they are counted under.
	 *
	 * @return array<string, array{string, string|null}>
	 */
	public static function phrases(): array {
		return array(
			'case and punctuation'  => array( '  Ведро!! ', 'ведро' ),
			'ё'                     => array( 'Вёдро', 'ведро' ),
			'a Latin look-alike'    => array( 'cковорода', 'сковорода' ),
			'spaces inside'         => array( "кастрюля \t  красная", 'кастрюля красная' ),
			'tags and entities'     => array( '<b>нож</b> &amp; вилка', 'b нож b вилка' ),
			'one character'         => array( 'я', null ),
			'one character, spaced' => array( ' !я! ', null ),
			'two'                   => array( 'ум', 'ум' ),
			'punctuation only'      => array( '?!...', null ),
			'long, cut to 100'      => array( str_repeat( 'а', 300 ), str_repeat( 'а', 100 ) ),
		);
	}

	/**
	 * The phrase uses the index's normalisation; under 2 characters is none.
	 *
	 * @param string      $text     Typed.
	 * @param string|null $expected Phrase.
	 */
	#[DataProvider( 'phrases' )]
	public function test_phrase( string $text, ?string $expected ): void {
		$this->assertSame( $expected, Analytics::phrase( $text ) );
	}

	/**
	 * Each search adds one to its day's row; the spellings of one text are
	 * one row; a search that found nothing counts as such; the latest
	 * result count is kept; a redirected search is not one without results.
	 */
	public function test_counts_per_day_and_phrase(): void {
		$this->assertTrue( Analytics::count( 'Ведро', 0 ) );
		$this->assertTrue( Analytics::count( 'вёдро!', 0 ) );
		$this->assertTrue( Analytics::count( 'ведро', 3 ) );
		$this->assertTrue( Analytics::count( 'доставка', 0, true ) );
		$this->assertFalse( Analytics::count( 'я', 5 ), 'one letter is not counted' );
		$today = Analytics::today();
		$this->assertSame(
			array(
				array(
					'day'      => $today,
					'phrase'   => 'ведро',
					'searches' => '3',
					'empty'    => '2',
					'results'  => '3',
				),
				array(
					'day'      => $today,
					'phrase'   => 'доставка',
					'searches' => '1',
					'empty'    => '0',
					'results'  => '0',
				),
			),
			array_values( wp_list_sort( self::rows(), 'phrase' ) )
		);
	}

	/**
	 * Nothing about the shopper is stored: the table has no column for it,
	 * and the address, user agent, cookie and user of the request are
	 * nowhere in the log or the options.
	 */
	public function test_stores_nothing_about_the_shopper(): void {
		global $wpdb;
		$user                       = $this->create_user( 'customer' );
		$login                      = get_userdata( $user )->user_login;
		$_SERVER['REMOTE_ADDR']     = '203.0.113.77';
		$_SERVER['HTTP_USER_AGENT'] = 'VitrinaTestAgent/9.9';
		$_COOKIE['vitrina_probe']   = 'cookie-value-4242';
		wp_set_current_user( $user );
		try {
			$this->assertTrue( Analytics::count( 'Кастрюля', 2 ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
			$columns = $wpdb->get_col( 'SHOW COLUMNS FROM `' . Analytics::table() . '`' );
			$this->assertSame( array( 'day', 'phrase', 'searches', 'empty', 'results' ), $columns );
			$stored = wp_json_encode( self::rows() );
			foreach ( array( '203.0.113.77', 'VitrinaTestAgent', 'cookie-value-4242', $login ) as $personal ) {
				$this->assertStringNotContainsString( $personal, (string) $stored );
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery
				$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_value LIKE %s", '%' . $wpdb->esc_like( $personal ) . '%' ) ), $personal );
			}
		} finally {
			unset( $_SERVER['REMOTE_ADDR'], $_SERVER['HTTP_USER_AGENT'], $_COOKIE['vitrina_probe'] );
		}
	}

	/**
	 * With the setting off, nothing is counted.
	 */
	public function test_setting_off(): void {
		update_option( Schema::OPTION, array( 'search_analytics' => 'no' ) );
		Options::flush();
		$this->assertFalse( Analytics::count( 'ведро', 0 ) );
		$this->assertSame( array(), self::rows() );
	}

	/**
	 * The suggestions count only a request flagged settled (the flag is one
	 * value: anything else is no flag), with the number of suggestions.
	 */
	public function test_suggestions_count_only_when_settled(): void {
		$this->requires_woocommerce();
		$this->product( 'Ковш эмалированный' );
		$this->product( 'Ковш стальной' );
		$plain = Endpoint::request( array( 'query' => 'Ковш' ) );
		$this->assertNotNull( $plain );
		$this->assertArrayNotHasKey( 'settled', $plain );
		Endpoint::answer( $plain );
		$this->assertSame( array(), self::rows(), 'a keystroke is not counted' );

		foreach ( array( 'yes', '2', 'true', array( '1' ) ) as $bad ) {
			$request = Endpoint::request(
				array(
					'query'   => 'Ковш',
					'settled' => $bad,
				)
			);
			$this->assertNotNull( $request );
			$this->assertArrayNotHasKey( 'settled', $request, wp_json_encode( $bad ) );
		}

		$settled = Endpoint::request(
			array(
				'query'   => 'Ковш',
				'settled' => Endpoint::SETTLED,
			)
		);
		$this->assertTrue( $settled['settled'] ?? false );
		Endpoint::answer( $settled );
		Endpoint::answer(
			(array) Endpoint::request(
				array(
					'query'   => 'зззнетничего',
					'settled' => '1',
				)
			)
		);
		$rows = wp_list_pluck( self::rows(), 'results', 'phrase' );
		ksort( $rows );
		$this->assertSame(
			array(
				'зззнетничего' => '0',
				'ковш'         => '2',
			),
			$rows
		);
		$this->assertSame( array( '1', '0' ), array_values( wp_list_pluck( wp_list_sort( self::rows(), 'phrase' ), 'empty' ) ) );
	}

	/**
	 * The results page counts its first look at a search with how many
	 * products it found; another page, a sorting or a filter is not a new
	 * search.
	 */
	public function test_results_page_counts_its_first_look(): void {
		$this->requires_woocommerce();
		$this->product( 'Сотейник алюминиевый' );
		$this->product( 'Сотейник чугунный' );
		$this->product( 'Сотейник стальной' );
		$ready = get_option( Index::READY_OPTION );
		update_option( Index::READY_OPTION, Index::VERSION );
		try {
			$this->assertNull( $this->settle( array( 's' => 'Сотейник' ) ) );
			$this->assertNull( $this->settle( array( 's' => 'нетакоготовара' ) ) );
			$this->settle( array( 's' => 'Сотейник' ) );
			$this->settle(
				array(
					's'     => 'Сотейник',
					'paged' => 2,
				)
			);
			$_GET = array( 'orderby' => 'price' );
			$this->settle( array( 's' => 'Сотейник' ) );
			$_GET = array( 'filter_color' => 'red' );
			$this->settle( array( 's' => 'Сотейник' ) );
			$_GET = array();
		} finally {
			update_option( Index::READY_OPTION, $ready );
		}
		$rows = wp_list_sort( self::rows(), 'phrase' );
		$this->assertSame( array( 'нетакоготовара', 'сотейник' ), array_column( $rows, 'phrase' ) );
		$this->assertSame( array( '1', '2' ), array_column( $rows, 'searches' ) );
		$this->assertSame( array( '0', '3' ), array_column( $rows, 'results' ) );
		$this->assertSame( array( '1', '0' ), array_column( $rows, 'empty' ) );
	}

	/**
	 * Runs a product search as the request's main query and settles it
	 * (ResultsPage::settle(), as at template_redirect).
	 *
	 * @param array<string, mixed> $vars Query vars.
	 * @return string|null The redirect.
	 */
	private function settle( array $vars ): ?string {
		return self::main_search( $vars, array( ResultsPage::class, 'settle' ) );
	}

	/**
	 * The report: most searched first, the ones without results apart, by period.
	 */
	public function test_report(): void {
		global $wpdb;
		$table = Analytics::table();
		foreach (
			array(
				array( Analytics::day( 0 ), 'сковорода', 5, 0, 12 ),
				array( Analytics::day( 1 ), 'сковорода', 4, 0, 10 ),
				array( Analytics::day( 2 ), 'ведро', 3, 3, 0 ),
				array( Analytics::day( 10 ), 'ведро', 7, 7, 0 ),
				array( Analytics::day( 10 ), 'казан', 20, 20, 0 ),
				array( Analytics::day( 40 ), 'мангал', 50, 50, 0 ),
			) as $row
		) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the row spread.
			$wpdb->query( $wpdb->prepare( "INSERT INTO `$table` (day, phrase, searches, empty, results) VALUES (%s, %s, %d, %d, %d)", ...$row ) );
		}
		$this->assertSame( array( 'сковорода', 'ведро' ), array_column( Analytics::report( 7, 'top' ), 'phrase' ) );
		$this->assertSame( array( 9, 3 ), array_column( Analytics::report( 7, 'top' ), 'searches' ) );
		$this->assertSame( 12, Analytics::report( 7, 'top' )[0]['results'], 'the latest day’s result count' );
		$this->assertSame( array( 'ведро' ), array_column( Analytics::report( 7, 'empty' ), 'phrase' ) );
		$this->assertSame( array( 'казан', 'ведро' ), array_column( Analytics::report( 30, 'empty' ), 'phrase' ) );
		$this->assertSame( array( 20, 10 ), array_column( Analytics::report( 30, 'empty' ), 'empty' ) );
		$this->assertSame( array( 'мангал', 'казан', 'ведро' ), array_column( Analytics::report( 90, 'empty' ), 'phrase' ) );
		$this->assertCount( 1, Analytics::report( 90, 'empty', 1 ) );
	}

	/**
	 * Pruning deletes the days older than the retention setting, and only them.
	 */
	public function test_prune(): void {
		global $wpdb;
		$table = Analytics::table();
		foreach ( array( 0, 29, 30, 31, 400 ) as $ago ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
			$wpdb->query( $wpdb->prepare( "INSERT INTO `$table` (day, phrase, searches, empty, results) VALUES (%s, 'ведро', 1, 1, 0)", Analytics::day( $ago ) ) );
		}
		update_option( Schema::OPTION, array( 'search_analytics_days' => 30 ) );
		Options::flush();
		$this->assertSame( 2, Analytics::prune() );
		$this->assertSame( array( Analytics::day( 30 ), Analytics::day( 29 ), Analytics::day( 0 ) ), array_column( self::rows(), 'day' ) );

		update_option( Schema::OPTION, array() );
		Options::flush();
		$this->assertSame( 0, Analytics::prune(), 'the default keeps 90 days' );
	}

	/**
	 * The retention is a setting of the schema, sanitised: at least 7 days, at most 730.
	 */
	public function test_retention_setting(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 90, Options::get( 'search_analytics_days' ) );
		$this->assertSame( 7, Sanitizer::sanitize( array( 'search_analytics_days' => '1' ) )['search_analytics_days'] );
		$this->assertSame( 730, Sanitizer::sanitize( array( 'search_analytics_days' => '100000' ) )['search_analytics_days'] );
		$this->assertSame( 90, Sanitizer::sanitize( array( 'search_analytics_days' => 'много' ) )['search_analytics_days'] );
		update_option( Schema::OPTION, array( 'search_analytics_days' => 'x' ) );
		Options::flush();
		$this->assertSame( 90, Options::get( 'search_analytics_days' ) );
	}

	/**
	 * The daily pruning is one recurring Action Scheduler action in the
	 * vitrina group, scheduled once, cancelled on deactivation.
	 */
	public function test_schedule(): void {
		$this->requires_woocommerce();
		Analytics::unschedule();
		$this->assertNull( WC()->queue()->get_next( Analytics::PRUNE, array(), Analytics::GROUP ) );
		Analytics::schedule();
		Analytics::schedule();
		$next = WC()->queue()->get_next( Analytics::PRUNE, array(), Analytics::GROUP );
		$this->assertNotNull( $next );
		$this->assertCount(
			1,
			as_get_scheduled_actions(
				array(
					'hook'   => Analytics::PRUNE,
					'group'  => Analytics::GROUP,
					'status' => \ActionScheduler_Store::STATUS_PENDING,
				),
				'ids'
			)
		);
		$this->assertNotFalse( has_action( Analytics::PRUNE ) );
		do_action( 'vitrina_deactivate' );
		$this->assertNull( WC()->queue()->get_next( Analytics::PRUNE, array(), Analytics::GROUP ) );
	}

	/**
	 * Through the real server: the early answer counts a settled search
	 * with one upsert, and a plain keystroke not.
	 */
	public function test_live_early_answer_counts_a_settled_search(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$ready = get_option( Index::READY_OPTION );
		update_option( Index::READY_OPTION, Index::VERSION );
		$this->commit_now();
		try {
			$path   = '/wp-admin/admin-ajax.php?action=' . Endpoint::ACTION . '&query=' . rawurlencode( 'Ёмкость зззнет' );
			$answer = LiveServer::request( array( 'path' => $path ) );
			$this->assertSame( 'early', $answer['headers'][ strtolower( Endpoint::HEADER ) ] ?? '', $answer['body'] );
			$this->commit_now();
			$this->assertSame( array(), self::rows() );
			$answer = LiveServer::request(
				array(
					'path'   => $path . '&settled=1',
					'method' => 'POST',
					'body'   => '',
				)
			);
			$this->assertSame( 200, $answer['status'], $answer['body'] );
			$this->assertSame( 'early', $answer['headers'][ strtolower( Endpoint::HEADER ) ] ?? '' );
			$this->commit_now();
			$rows = self::rows();
			$this->assertSame( array( 'емкость зззнет' ), array_column( $rows, 'phrase' ) );
			$this->assertSame( array( '1' ), array_column( $rows, 'empty' ) );
		} finally {
			$wpdb->query( 'DELETE FROM `' . Analytics::table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
			update_option( Index::READY_OPTION, $ready );
			$this->commit_now();
		}
	}
}
