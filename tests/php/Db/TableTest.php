<?php
/**
 * Tests of the versioned-table installer.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Db;

use Vitrina\Db\Table;
use Vitrina\Tests\TestCase;

/**
 * Table.
 */
final class TableTest extends TestCase {

	private const OPTION = 'vitrina_test_table_db_version';

	private const TABLE = 'vitrina_test_table';

	/**
	 * The table of the test.
	 */
	private function table_name(): string {
		return Table::name( self::TABLE );
	}

	/**
	 * A declaration of the test table at a version, counting its upgrade steps.
	 *
	 * @param string $version The schema version.
	 * @param string $columns Extra columns.
	 * @param int    $steps   Counts the upgrade step runs.
	 */
	private function table( string $version, string $columns, int &$steps ): Table {
		return new Table(
			self::OPTION,
			$version,
			array(
				self::TABLE => "
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  {$columns}
  PRIMARY KEY  (id)",
			),
			array(
				static function () use ( &$steps ): void {
					++$steps;
				},
			)
		);
	}

	/**
	 * The statements dbDelta gets: one CREATE TABLE per table, with the
	 * site's prefix and the collation.
	 */
	public function test_schema(): void {
		global $wpdb;
		$table = new Table(
			self::OPTION,
			'1',
			array(
				'vitrina_a' => '
  id int NOT NULL,
  PRIMARY KEY  (id)',
				'vitrina_b' => 'x int NOT NULL',
			)
		);
		$this->assertSame(
			"CREATE TABLE {$wpdb->prefix}vitrina_a (\n  id int NOT NULL,\n  PRIMARY KEY  (id)\n) COLLATE x;\nCREATE TABLE {$wpdb->prefix}vitrina_b (\nx int NOT NULL\n) COLLATE x;",
			$table->schema( 'COLLATE x' )
		);
		$this->assertSame( $wpdb->prefix . 'vitrina_a', Table::name( 'vitrina_a' ) );
	}

	/**
	 * Installs once per version: creates, skips when current, upgrades (dbDelta
	 * adds the new column, the step runs) when the version changes, and
	 * stores the version each time.
	 */
	public function test_installs_when_the_version_differs(): void {
		global $wpdb;
		$this->keep_options( 'vitrina\_test\_table\_db\_version' );
		$name  = $this->table_name();
		$steps = 0;
		try {
			$one = $this->table( '1', 'a varchar(10) NOT NULL DEFAULT \'\',', $steps );
			$this->assertFalse( $one->is_current() );
			$this->assertTrue( $one->maybe_install() );
			$this->assertSame( '1', get_option( self::OPTION ) );
			$this->assertSame( 1, $steps );
			$this->assertTrue( $one->is_current() );
			$this->assertFalse( $one->maybe_install() );
			$this->assertSame( 1, $steps );

			$two = $this->table( '2', "a varchar(10) NOT NULL DEFAULT '',\n  b int(11) NOT NULL DEFAULT 0,", $steps );
			$this->assertTrue( $two->maybe_install() );
			$this->assertSame( '2', get_option( self::OPTION ) );
			$this->assertSame( 2, $steps );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test's own table.
			$this->assertSame( array( 'id', 'a', 'b' ), $wpdb->get_col( "SHOW COLUMNS FROM {$name}" ) );
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test's own table.
			$wpdb->query( "DROP TABLE IF EXISTS {$name}" );
			delete_option( self::OPTION );
			$this->commit_now();
		}
	}
}
