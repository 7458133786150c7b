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
 * Each table is declared by its name without the site's prefix and its
 * columns and keys, in dbDelta's format; the CREATE statements are built
 * when installing, with the current prefix and charset collation. Upgrade
 * steps are for what dbDelta cannot do (it never drops a column or an
 * index); they run after dbDelta and before the version is stored.
 */
final class Table {

	/**
	 * The installers made by versioned(), by option.
	 *
	 * @var array<string, Table>
	 */
	private static array $versioned = array();

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
	 * The columns and keys of each table, by name without the prefix.
	 *
	 * @var array<string, string>
	 */
	private array $tables;

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
	 * @param array<string, string>       $tables   The columns and keys of each table (dbDelta's format), by name without the prefix.
	 * @param array<int, callable():void> $upgrades Steps dbDelta cannot do, run after it.
	 */
	public function __construct( string $option, string $version, array $tables, array $upgrades = array() ) {
		$this->option   = $option;
		$this->version  = $version;
		$this->tables   = $tables;
		$this->upgrades = $upgrades;
	}

	/**
	 * The installer of a module's tables, one object per option (so that
	 * its methods are the same hook callbacks wherever they are hooked).
	 *
	 * @param string                      $option   The option that stores the installed version.
	 * @param string                      $version  The schema version of the code.
	 * @param array<string, string>       $tables   The columns and keys of each table (dbDelta's format), by name without the prefix.
	 * @param array<int, callable():void> $upgrades Steps dbDelta cannot do, run after it.
	 */
	public static function versioned( string $option, string $version, array $tables, array $upgrades = array() ): self {
		return self::$versioned[ $option ] ??= new self( $option, $version, $tables, $upgrades );
	}

	/**
	 * A table's name on this site: the site's prefix, then the module's name
	 * of it.
	 *
	 * @param string $name The module's name of the table (vitrina_...).
	 */
	public static function name( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
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
	 * The CREATE TABLE statements of the tables, for dbDelta.
	 *
	 * @param string $collate The charset collation.
	 */
	public function schema( string $collate ): string {
		$statements = array();
		foreach ( $this->tables as $name => $columns ) {
			$statements[] = 'CREATE TABLE ' . self::name( $name ) . " (\n" . trim( $columns, "\n" ) . "\n) {$collate};";
		}
		return implode( "\n", $statements );
	}

	/**
	 * Creates or upgrades the tables (dbDelta), runs the upgrade steps and
	 * stores the version.
	 */
	public function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( $this->schema( (string) $wpdb->get_charset_collate() ) );
		foreach ( $this->upgrades as $step ) {
			$step();
		}
		update_option( $this->option, $this->version, true );
	}
}
