<?php
/**
 * The base of Vitrina's integration tests.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

use Vitrina\Assets\Data;
use Vitrina\Settings\Options;
use Vitrina\Settings\Schema;

/**
 * Like WordPress's own test case: each test runs in a database transaction
 * that is rolled back afterwards (CREATE and DROP TABLE commit implicitly:
 * tests that run them call keep_options()), hooks are restored, the object
 * cache is flushed, the page's data registry (Assets\Data) is restored,
 * the request and the current user are reset, and
 * unexpected _doing_it_wrong() or deprecation notices fail the test.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/** Why WooCommerce tests are skipped. */
	public const NO_WC = 'WooCommerce not found (set WC_DIR or put it in ~/.cache/vitrina/woocommerce)';

	/**
	 * Hooks before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $hooks_backup = array();

	/**
	 * The data registry (Data's static properties) before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $data_backup = array();

	/**
	 * Incorrect usages reported during the test.
	 *
	 * @var list<string>
	 */
	private array $caught_incorrect = array();

	/**
	 * Incorrect usages the test expects.
	 *
	 * @var list<string>
	 */
	private array $expected_incorrect = array();

	/**
	 * Options to put back after a test that committed (DDL).
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $kept_options = null;

	/**
	 * Whether WooCommerce is loaded.
	 */
	public static function has_woocommerce(): bool {
		return ! getenv( 'VITRINA_TESTS_NO_WC' ) && function_exists( 'WC' );
	}

	/**
	 * Skips the test without WooCommerce.
	 */
	protected function requires_woocommerce(): void {
		if ( ! self::has_woocommerce() ) {
			$this->markTestSkipped( self::NO_WC );
		}
	}

	/**
	 * The footer's scripts as the page prints them: the islands needed,
	 * the queue, then the waiting islands' templates.
	 */
	protected function footer_scripts(): string {
		\Vitrina\Assets\Islands::enqueue_needed();
		ob_start();
		wp_scripts()->do_items();
		\Vitrina\Assets\Islands::print_waiting();
		return (string) ob_get_clean();
	}

	/**
	 * Starts the transaction, saves the hooks, resets the request.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->backup_hooks();
		$wpdb->suppress_errors( false );
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		$this->reset_request();
		add_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		add_action( 'doing_it_wrong_run', array( $this, 'caught_incorrect' ), 10, 1 );
		add_action( 'deprecated_function_run', array( $this, 'caught_incorrect' ), 10, 1 );
		add_action( 'deprecated_argument_run', array( $this, 'caught_incorrect' ), 10, 1 );
		add_action( 'deprecated_hook_run', array( $this, 'caught_incorrect' ), 10, 1 );
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		add_filter( 'deprecated_function_trigger_error', '__return_false' );
		add_filter( 'deprecated_argument_trigger_error', '__return_false' );
		add_filter( 'deprecated_hook_trigger_error', '__return_false' );
	}

	/**
	 * Rolls back, restores hooks, flushes caches.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		wp_cache_flush();
		if ( null !== $this->kept_options ) {
			$this->restore_options( $this->kept_options );
			$this->kept_options = null;
		}
		$this->restore_hooks();
		$this->reset_request();
		parent::tearDown();
	}

	/**
	 * Fails on unexpected incorrect usage; checks the expected happened.
	 */
	protected function assertPostConditions(): void {
		parent::assertPostConditions();
		$unexpected = array_diff( $this->caught_incorrect, $this->expected_incorrect );
		$this->assertSame( array(), array_values( $unexpected ), 'Unexpected _doing_it_wrong() or deprecation notices.' );
		$missing = array_diff( $this->expected_incorrect, $this->caught_incorrect );
		$this->assertSame( array(), array_values( $missing ), 'Expected _doing_it_wrong() notices did not happen.' );
	}

	/**
	 * The test expects a _doing_it_wrong() (or deprecation) about $name.
	 *
	 * @param string $name Function or method.
	 */
	protected function expect_incorrect_usage( string $name ): void {
		$this->expected_incorrect[] = $name;
	}

	/**
	 * Records an incorrect usage.
	 *
	 * @param string $name Function or method.
	 */
	public function caught_incorrect( $name ): void {
		$this->caught_incorrect[] = (string) $name;
	}

	/**
	 * Waits for the next rate-limit window when the current one ends within
	 * $margin seconds. RateLimit's windows are fixed (they start at multiples
	 * of their length), so a test that counts what one window lets through
	 * must not straddle two: calls on both sides of the edge get two
	 * allowances. A window of 60 s also keeps the test inside one window of
	 * any length that is a multiple of 60.
	 *
	 * @param int $window The window, in seconds.
	 * @param int $margin The seconds the test's calls need.
	 */
	protected static function within_one_window( int $window, int $margin ): void {
		$left = $window - time() % $window;
		if ( $left <= $margin ) {
			sleep( $left );
		}
	}

	/**
	 * The wp_die() handler of the tests.
	 */
	public function die_handler(): callable {
		return static function ( $message ): void {
			if ( $message instanceof \WP_Error ) {
				$message = $message->get_error_message();
			}
			throw new WPDieException( is_scalar( $message ) ? (string) $message : 'wp_die' );
		};
	}

	/**
	 * Clears the request, the current user and screen, Vitrina's caches and
	 * the settings errors.
	 */
	protected function reset_request(): void {
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		wp_set_current_user( 0 );
		unset( $GLOBALS['current_screen'], $GLOBALS['wp_settings_errors'] );
		Options::flush();
		Schema::flush_texts();
	}

	/**
	 * Makes the request an admin screen request, as a user.
	 *
	 * @param string $role Role of the new current user.
	 * @return int User id.
	 */
	protected function as_admin_screen( string $role = 'administrator' ): int {
		$user_id = $this->create_user( $role );
		wp_set_current_user( $user_id );
		set_current_screen( 'dashboard' );
		return $user_id;
	}

	/**
	 * Creates a user.
	 *
	 * @param string $role Role.
	 */
	protected function create_user( string $role ): int {
		static $n = 0;
		++$n;
		$user_id = wp_insert_user(
			array(
				'user_login' => 'vitrina_' . $role . '_' . $n . '_' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'vitrina-' . $role . '-' . $n . '-' . wp_rand() . '@example.com',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $user_id );
		return $user_id;
	}

	/**
	 * Creates a page.
	 *
	 * @param string $status Post status.
	 * @param string $type   Post type.
	 */
	protected function create_page( string $status = 'publish', string $type = 'page' ): int {
		$id = wp_insert_post(
			array(
				'post_title'  => 'Vitrina test ' . $type,
				'post_type'   => $type,
				'post_status' => $status,
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * For tests that run CREATE or DROP TABLE (which commit the transaction
	 * implicitly): saves the options whose name matches $like now, and puts
	 * them back after the test.
	 *
	 * @param string $like SQL LIKE pattern of option names.
	 */
	protected function keep_options( string $like = 'vitrina\_%' ): void {
		global $wpdb;
		// Read the committed state, outside the test's transaction.
		$wpdb->query( 'COMMIT' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$rows               = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value, autoload FROM {$wpdb->options} WHERE option_name LIKE %s", $like ), ARRAY_A );
		$this->kept_options = array(
			'like' => $like,
			'rows' => $rows,
		);
		$wpdb->query( 'START TRANSACTION' );
	}

	/**
	 * Commits what the test wrote so far, so that another process (the
	 * LiveServer) sees it, and goes on in a new transaction. What was
	 * committed stays after the test: the test removes it itself.
	 */
	protected function commit_now(): void {
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		wp_cache_flush();
		$wpdb->query( 'START TRANSACTION' );
	}

	/**
	 * Puts kept options back, committed.
	 *
	 * @param array<string, mixed> $kept What keep_options() saved.
	 */
	private function restore_options( array $kept ): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $kept['like'] ) );
		foreach ( (array) $kept['rows'] as $row ) {
			$wpdb->insert( $wpdb->options, $row );
		}
		// phpcs:enable
		$wpdb->query( 'COMMIT' );
		wp_cache_flush();
		Options::flush();
	}

	/**
	 * Saves the hooks (each WP_Hook cloned).
	 */
	private function backup_hooks(): void {
		$this->hooks_backup = array(
			'wp_filter'         => array(),
			'wp_actions'        => $GLOBALS['wp_actions'],
			'wp_filters'        => $GLOBALS['wp_filters'],
			'wp_current_filter' => $GLOBALS['wp_current_filter'],
		);
		foreach ( $GLOBALS['wp_filter'] as $name => $hook ) {
			$this->hooks_backup['wp_filter'][ $name ] = clone $hook;
		}
		// The page's data registry, like the hooks: what the modules added.
		foreach ( ( new \ReflectionClass( Data::class ) )->getProperties( \ReflectionProperty::IS_STATIC ) as $property ) {
			$this->data_backup[ $property->getName() ] = $property->getValue();
		}
	}

	/**
	 * Restores the hooks saved by backup_hooks().
	 */
	private function restore_hooks(): void {
		foreach ( $this->hooks_backup as $global => $value ) {
			$GLOBALS[ $global ] = $value; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		foreach ( $this->data_backup as $name => $value ) {
			( new \ReflectionProperty( Data::class, $name ) )->setValue( null, $value );
		}
	}
}
