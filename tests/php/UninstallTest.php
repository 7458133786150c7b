<?php
/**
 * Tests of uninstalling.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

use Vitrina\Lifecycle;
use Vitrina\Settings\Schema;

/**
 * Uninstall keeps everything unless the admin chose to remove the data;
 * then it removes Vitrina's options, transients, user meta and tables, and
 * nothing else.
 */
final class UninstallTest extends TestCase {

	/**
	 * The table the tests create.
	 *
	 * @var string
	 */
	private string $table = '';

	/**
	 * The user the tests create.
	 *
	 * @var int
	 */
	private int $user_id = 0;

	/**
	 * A pickup point of the embedded delivery provider.
	 *
	 * @var int
	 */
	private int $point_id = 0;

	/**
	 * A page of the shop's own.
	 *
	 * @var int
	 */
	private int $page_id = 0;

	/**
	 * Vitrina data on the site, and someone else's.
	 */
	private function seed( string $remove_data ): int {
		global $wpdb;
		// CREATE TABLE commits: keep the committed vitrina_ options to put them back.
		$this->keep_options();
		$this->table = $wpdb->prefix . 'vitrina_uninstall_probe';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( "CREATE TABLE IF NOT EXISTS `{$this->table}` ( id bigint unsigned NOT NULL PRIMARY KEY )" );
		$wpdb->query( 'START TRANSACTION' );

		update_option( Schema::OPTION, array( 'uninstall_remove_data' => $remove_data ) + Schema::defaults() );
		update_option( 'vitrina_custom_data', array( 1, 2 ) );
		update_option( 'vitrinas_lookalike', 'keep' );
		update_option( 'other_plugin_option', 'keep' );
		set_transient( 'vitrina_search_cache', 'x', HOUR_IN_SECONDS );
		set_transient( 'other_transient', 'keep', HOUR_IN_SECONDS );
		$user_id       = $this->create_user( 'subscriber' );
		$this->user_id = $user_id;
		update_user_meta( $user_id, 'vitrina_wishlist', array( 10, 11 ) );
		update_user_meta( $user_id, 'other_meta', 'keep' );
		$this->point_id = (int) wp_insert_post(
			array(
				'post_type'   => 'vitrina_dlv_point',
				'post_status' => 'publish',
				'post_title'  => 'Пункт выдачи',
			)
		);
		$this->page_id  = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Страница магазина',
			)
		);
		return $user_id;
	}

	/**
	 * Whether the probe table exists.
	 */
	private function table_exists(): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return $this->table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $this->table ) );
	}

	/**
	 * DDL committed the seeded data: rolls back what is left, then removes
	 * the table and the seeded data for good.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		if ( '' !== $this->table ) {
			// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$wpdb->query( "DROP TABLE IF EXISTS `{$this->table}`" );
			$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name IN ( 'vitrinas_lookalike', 'other_plugin_option', '_transient_other_transient', '_transient_timeout_other_transient', '_transient_vitrina_search_cache', '_transient_timeout_vitrina_search_cache' )" );
			// phpcs:enable
		}
		if ( $this->user_id > 0 ) {
			wp_delete_user( $this->user_id );
		}
		$wpdb->query( 'COMMIT' );
		parent::tearDown();
	}

	/**
	 * By default everything is kept.
	 */
	public function test_keeps_everything_by_default(): void {
		$user_id = $this->seed( 'no' );
		$this->assertFalse( Lifecycle::remove_data_chosen() );

		$this->run_uninstall_php();

		$this->assertIsArray( get_option( Schema::OPTION ) );
		$this->assertSame( array( 1, 2 ), get_option( 'vitrina_custom_data' ) );
		$this->assertSame( Lifecycle::DB_VERSION, get_option( Lifecycle::DB_VERSION_OPTION ) );
		$this->assertSame( 'x', get_transient( 'vitrina_search_cache' ) );
		$this->assertSame( array( 10, 11 ), get_user_meta( $user_id, 'vitrina_wishlist', true ) );
		$this->assertTrue( $this->table_exists() );
		$this->assertNotNull( get_post( $this->point_id ), 'delivery data kept' );
	}

	/**
	 * When chosen, Vitrina's data goes and nothing else.
	 */
	public function test_removes_vitrina_data_when_chosen(): void {
		$user_id = $this->seed( 'yes' );
		$this->assertTrue( Lifecycle::remove_data_chosen() );
		$this->assertContains( $this->table, Lifecycle::tables() );

		$this->run_uninstall_php();
		wp_cache_flush();

		$this->assertFalse( get_option( Schema::OPTION ) );
		$this->assertFalse( get_option( 'vitrina_custom_data' ) );
		$this->assertFalse( get_option( Lifecycle::DB_VERSION_OPTION ) );
		$this->assertFalse( get_transient( 'vitrina_search_cache' ) );
		$this->assertSame( '', get_user_meta( $user_id, 'vitrina_wishlist', true ) );
		$this->assertFalse( $this->table_exists() );

		$this->assertNull( get_post( $this->point_id ), 'delivery data removed' );
		$this->assertNotNull( get_post( $this->page_id ), 'the shop\'s own posts kept' );
		$this->assertSame( 'keep', get_option( 'vitrinas_lookalike' ) );
		$this->assertSame( 'keep', get_option( 'other_plugin_option' ) );
		$this->assertSame( 'keep', get_transient( 'other_transient' ) );
		$this->assertSame( 'keep', get_user_meta( $user_id, 'other_meta', true ) );
	}

	/**
	 * The uninstall.php file does nothing unless WordPress is uninstalling.
	 */
	public function test_uninstall_php_needs_wp_uninstall_plugin(): void {
		$output = array();
		$status = 0;
		exec( escapeshellarg( PHP_BINARY ) . ' -r ' . escapeshellarg( 'define("ABSPATH", "/tmp/"); include ' . var_export( VITRINA_DIR . '/uninstall.php', true ) . '; echo "ran";' ), $output, $status ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
		$this->assertSame( 0, $status );
		$this->assertSame( array(), $output, 'uninstall.php exits without WP_UNINSTALL_PLUGIN' );
	}

	/**
	 * Runs uninstall.php as WordPress does.
	 */
	private function run_uninstall_php(): void {
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'vitrina/plugin.php' );
		}
		include VITRINA_DIR . '/uninstall.php';
	}
}
