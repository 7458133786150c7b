<?php
/**
 * One versioned-table installer: creates or upgrades the module's tables
 * with dbDelta when the stored schema version differs from the code's.
 *
 * @package Vitrina
 */

namespace Vitrina\Db;

defined( 'ABSPATH' ) || exit;

/**
 * A module's tables, their schema version and the option that stores it.
 *
 * The CREATE statements are built when needed (a callable receives the
 * charset collation), so that the table names follow the current prefix.
 * Upgrade steps are for what dbDelta cannot do (it never drops a column or
 * an index); they run after dbDelta and before the version is stored.
 */
final class Table {

	/**
	 * The option that stores the installed schema version.
	 *
	 * @var string
	 */
	private string $option;

	/**
	 * The schema version of the code.
	 *
	 * @var string
	 */
	private string $version;

	/**
	 * Returns the CREATE TABLE statement(s), given the charset collation.
	 *
	 * @var callable(string):string
	 */
	private $schema;

	/**
	 * Steps run after dbDelta, in order.
	 *
	 * @var array<int, callable():void>
	 */
	private array $upgrades;

	/**
	 * Declares a versioned table set.
	 *
	 * @param string                      $option   The option that stores the installed version.
	 * @param string                      $version  The schema version of the code.
	 * @param callable(string):string     $schema   Returns the CREATE TABLE statement(s) for a collation.
	 * @param array<int, callable():void> $upgrades Steps dbDelta cannot do, run after it.
	 */
	public function __construct( string $option, string $version, callable $schema, array $upgrades = array() ) {
		$this->option   = $option;
		$this->version  = $version;
		$this->schema   = $schema;
		$this->upgrades = $upgrades;
	}

	/**
	 * Whether the stored version is the code's.
	 */
	public function is_current(): bool {
		return (string) get_option( $this->option ) === $this->version;
	}

	/**
	 * Installs when the stored version differs; true when it ran.
	 */
	public function maybe_install(): bool {
		if ( $this->is_current() ) {
			return false;
		}
		$this->install();
		return true;
	}

	/**
	 * Creates or upgrades the tables (dbDelta), runs the upgrade steps and
	 * stores the version.
	 */
	public function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( (string) ( $this->schema )( (string) $wpdb->get_charset_collate() ) );
		foreach ( $this->upgrades as $step ) {
			$step();
		}
		update_option( $this->option, $this->version, true );
	}
}
