<?php
/**
 * Tests of activation and deactivation.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

use Vitrina\Lifecycle;
use Vitrina\Settings\Schema;

/**
 * Lifecycle: activation adds defaults and the schema version, keeps the
 * admin's values; deactivation clears Vitrina's scheduled events only.
 */
final class LifecycleTest extends TestCase {

	/**
	 * A fresh activation.
	 */
	public function test_activate_adds_defaults_and_db_version(): void {
		delete_option( Schema::OPTION );
		delete_option( Lifecycle::DB_VERSION_OPTION );
		$fired = did_action( 'vitrina_activate' );

		Lifecycle::activate();

		$this->assertSame( Schema::defaults(), get_option( Schema::OPTION ) );
		$this->assertSame( Lifecycle::DB_VERSION, get_option( Lifecycle::DB_VERSION_OPTION ) );
		$this->assertSame( $fired + 1, did_action( 'vitrina_activate' ) );
		$this->assertTrue( wp_load_alloptions()[ Schema::OPTION ] ?? false ? true : false, 'the settings are autoloaded' );
	}

	/**
	 * Re-activation keeps the admin's values, adds new defaults and drops
	 * settings that no longer exist.
	 */
	public function test_reactivate_keeps_values_and_adds_new_defaults(): void {
		$stored = Schema::defaults();
		unset( $stored['search_count'] );
		$stored['add_to_cart_action'] = 'popup';
		$stored['retired_setting']    = 'x';
		update_option( Schema::OPTION, $stored );
		update_option( Lifecycle::DB_VERSION_OPTION, '0' );

		Lifecycle::activate();

		$settings = get_option( Schema::OPTION );
		$this->assertIsArray( $settings );
		$this->assertSame( 'popup', $settings['add_to_cart_action'] );
		$this->assertSame( 20, $settings['search_count'] );
		$this->assertArrayNotHasKey( 'retired_setting', $settings );
		$this->assertSame( Lifecycle::DB_VERSION, get_option( Lifecycle::DB_VERSION_OPTION ) );
	}

	/**
	 * Activation of the test site (by bin/test-php.sh) stored them.
	 */
	public function test_site_was_activated(): void {
		$this->assertIsArray( get_option( Schema::OPTION ) );
		$this->assertSame( Lifecycle::DB_VERSION, get_option( Lifecycle::DB_VERSION_OPTION ) );
		$this->assertContains( 'vitrina/plugin.php', (array) get_option( 'active_plugins' ) );
	}

	/**
	 * Deactivation clears every vitrina_ event and nothing else.
	 */
	public function test_deactivate_clears_vitrina_events(): void {
		wp_schedule_event( time() + 3600, 'daily', 'vitrina_cleanup' );
		wp_schedule_single_event( time() + 60, 'vitrina_sync', array( 42 ) );
		wp_schedule_event( time() + 3600, 'hourly', 'other_plugin_event' );
		$this->assertContains( 'vitrina_cleanup', Lifecycle::cron_hooks() );
		$fired = did_action( 'vitrina_deactivate' );

		Lifecycle::deactivate();

		$this->assertFalse( wp_next_scheduled( 'vitrina_cleanup' ) );
		$this->assertFalse( wp_next_scheduled( 'vitrina_sync', array( 42 ) ) );
		$this->assertNotFalse( wp_next_scheduled( 'other_plugin_event' ) );
		$this->assertSame( array(), Lifecycle::cron_hooks() );
		$this->assertSame( $fired + 1, did_action( 'vitrina_deactivate' ) );
	}
}
