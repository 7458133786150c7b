<?php
/**
 * Activation, deactivation and uninstall.
 *
 * @package Vitrina
 */

namespace Vitrina;

use Vitrina\Settings\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Activation adds the default settings and the schema version; modules that
 * own tables create them on the vitrina_activate action. Deactivation clears
 * Vitrina's scheduled events. Uninstall (uninstall.php) removes Vitrina's
 * data only when the admin chose so in the settings.
 */
final class Lifecycle {

	/** The schema version of Vitrina's data; raise it when tables or stored formats change. */
	public const DB_VERSION = '1';

	/** The option holding the schema version. */
	public const DB_VERSION_OPTION = 'vitrina_db_version';

	/** The prefix of options, transients, cron hooks, user meta and tables. */
	public const PREFIX = 'vitrina_';

	/**
	 * Activation hook.
	 *
	 * @param bool $network_wide Whether the plugin is activated for the whole network.
	 */
	public static function activate( $network_wide = false ): void {
		self::each_site( (bool) $network_wide, array( self::class, 'activate_site' ) );
	}

	/**
	 * Deactivation hook.
	 *
	 * @param bool $network_wide Whether the plugin is deactivated for the whole network.
	 */
	public static function deactivate( $network_wide = false ): void {
		self::each_site( (bool) $network_wide, array( self::class, 'deactivate_site' ) );
	}

	/**
	 * Uninstall (called by uninstall.php).
	 */
	public static function uninstall(): void {
		self::each_site( true, array( self::class, 'uninstall_site' ) );
	}

	/**
	 * Activates Vitrina on the current site: adds the default settings (and
	 * the defaults of settings added since), stores the schema version.
	 */
	public static function activate_site(): void {
		$stored = get_option( Schema::OPTION );
		if ( false === $stored ) {
			add_option( Schema::OPTION, Schema::defaults(), '', true );
		} else {
			$stored = is_array( $stored ) ? $stored : array();
			update_option( Schema::OPTION, array_merge( Schema::defaults(), array_intersect_key( $stored, Schema::defaults() ) ), true );
		}
		update_option( self::DB_VERSION_OPTION, self::DB_VERSION, true );

		/**
		 * Fires when Vitrina is activated on a site, for modules that create
		 * tables or other data.
		 */
		do_action( 'vitrina_activate' );
	}

	/**
	 * Deactivates Vitrina on the current site: clears every scheduled event
	 * whose hook starts with vitrina_.
	 */
	public static function deactivate_site(): void {
		foreach ( self::cron_hooks() as $hook ) {
			wp_unschedule_hook( $hook );
		}

		/**
		 * Fires when Vitrina is deactivated on a site.
		 */
		do_action( 'vitrina_deactivate' );
	}

	/**
	 * The hooks of Vitrina's scheduled events.
	 *
	 * @return list<string>
	 */
	public static function cron_hooks(): array {
		$hooks = array();
		foreach ( (array) _get_cron_array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, self::PREFIX ) ) {
					$hooks[ $hook ] = true;
				}
			}
		}
		return array_keys( $hooks );
	}

	/**
	 * Whether the admin chose to remove Vitrina's data on uninstall.
	 */
	public static function remove_data_chosen(): bool {
		$settings = get_option( Schema::OPTION );
		return is_array( $settings ) && 'yes' === ( $settings['uninstall_remove_data'] ?? 'no' );
	}

	/**
	 * Removes Vitrina's data from the current site, if the admin chose so:
	 * the delivery posts and the popups, tables named {prefix}vitrina_* (the
	 * popup subscribers among them), options and transients named vitrina_*,
	 * user meta keys vitrina_*. Otherwise keeps everything.
	 *
	 * @return bool Whether data was removed.
	 */
	public static function uninstall_site(): bool {
		if ( ! self::remove_data_chosen() ) {
			return false;
		}
		foreach ( self::cron_hooks() as $hook ) {
			wp_unschedule_hook( $hook );
		}
		Delivery\Provider\PostTypes::delete_all();
		Popups\PostType::delete_all();

		global $wpdb;
		$prefix = $wpdb->esc_like( self::PREFIX ) . '%';

		foreach ( self::tables() as $table ) {
			if ( ! preg_match( '/^[A-Za-z0-9_$]+$/', $table ) ) {
				continue;
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a checked name from SHOW TABLES.
			$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" );
		}

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- uninstall, once.
		$names = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
				$prefix,
				$wpdb->esc_like( '_transient_' . self::PREFIX ) . '%',
				$wpdb->esc_like( '_site_transient_' . self::PREFIX ) . '%'
			)
		);
		foreach ( $names as $name ) {
			if ( str_starts_with( $name, '_transient_' ) ) {
				delete_transient( substr( $name, strlen( '_transient_' ) ) );
			} elseif ( str_starts_with( $name, '_site_transient_' ) ) {
				delete_site_transient( substr( $name, strlen( '_site_transient_' ) ) );
			} else {
				delete_option( $name );
			}
		}

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- uninstall, once.
		$meta_keys = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $prefix ) );
		foreach ( $meta_keys as $meta_key ) {
			delete_metadata( 'user', 0, $meta_key, '', true );
		}

		return true;
	}

	/**
	 * Vitrina's tables on the current site: {prefix}vitrina_*.
	 *
	 * @return list<string>
	 */
	public static function tables(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the live list is needed.
		$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . self::PREFIX ) . '%' ) );
		return array_values( array_map( 'strval', $tables ) );
	}

	/**
	 * Runs a callback on the current site, or on every site of the network.
	 *
	 * @param bool     $network_wide Every site of the network (multisite only).
	 * @param callable $callback     Callback.
	 */
	private static function each_site( bool $network_wide, callable $callback ): void {
		if ( ! $network_wide || ! is_multisite() ) {
			$callback();
			return;
		}
		foreach ( get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		) as $site_id ) {
			switch_to_blog( (int) $site_id );
			$callback();
			restore_current_blog();
		}
	}
}
