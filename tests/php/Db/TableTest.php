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

	/**
	 * The table of the test.
	 */
	private function table_name(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrina_test_table';
	}

	/**
	 * A declaration of the test table at a version, counting its upgrade steps.
	 *
	 * @param string $version The schema version.
	 * @param string $columns Extra columns.
	 * @param int    $steps   Counts the upgrade step runs.
	 */
	private function table( string $version, string $columns, int &$steps ): Table {
		$name = $this->table_name();
		return new Table(
			self::OPTION,
			$version,
			static function ( string $collate ) use ( $name, $columns ): string {
				return "CREATE TABLE {$name} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  {$columns}
  PRIMARY KEY  (id)
) {$collate};";
			},
			array(
				static function () use ( &$steps ): void {
					++$steps;
				},
			)
		);
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
