<?php
/**
 * Tests of booting WordPress with Vitrina, in a fresh process.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

use Vitrina\Assets\Islands;
use Vitrina\Delivery\Gateways;

/**
 * Boots the test site in a subprocess (tests/php/fixtures/boot.php) with
 * WP_DEBUG on and every PHP error recorded: without WooCommerce Vitrina
 * shows its notice and loads nothing; with it, it loads its modules; no
 * PHP warning or notice either way.
 */
final class BootTest extends TestCase {

	/**
	 * Boots the site in a subprocess.
	 *
	 * @param string ...$args Arguments of boot.php.
	 * @return array<string, mixed>
	 */
	private function boot( string ...$args ): array {
		$command = array_merge( array( PHP_BINARY, '-d', 'display_errors=stderr', __DIR__ . '/fixtures/boot.php' ), $args );
		$process = proc_open(
			$command,
			array(
				1 => array( 'pipe', 'w' ),
				2 => array(
					'pipe',
					'w',
				),
			),
			$pipes
		); // phpcs:ignore Generic.PHP.ForbiddenFunctions
		$this->assertIsResource( $process );
		$stdout = (string) stream_get_contents( $pipes[1] );
		$stderr = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		fclose( $pipes[2] ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$status = proc_close( $process );

		$this->assertSame( 0, $status, "boot.php failed:\n" . $stdout . $stderr );
		$lines  = array_values( array_filter( explode( "\n", trim( $stdout ) ) ) );
		$report = json_decode( (string) end( $lines ), true );
		$this->assertIsArray( $report, 'boot.php printed no report: ' . $stdout . $stderr );
		$this->assertSame( '', trim( $stderr ), 'boot.php wrote to stderr' );
		return $report;
	}

	/**
	 * Formats recorded PHP errors for a failure message.
	 *
	 * @param mixed $errors Errors from boot.php.
	 */
	private static function describe( $errors ): string {
		return implode( "\n", array_map( static fn( $e ) => "{$e['message']} in {$e['file']}:{$e['line']}", (array) $errors ) );
	}

	/**
	 * Without WooCommerce: an admin sees the notice; no module, island or
	 * gateway is loaded; no PHP warning, notice or deprecation.
	 */
	public function test_without_woocommerce_admin_gets_a_notice_and_nothing_loads(): void {
		$report = $this->boot( '--without-woocommerce', '--admin' );

		$this->assertTrue( $report['vitrina'] );
		$this->assertFalse( $report['woocommerce'] );
		$this->assertSame( array(), $report['errors'], self::describe( $report['errors'] ) );
		$this->assertSame( array(), $report['modules'] );
		$this->assertFalse( $report['hooks']['woocommerce_payment_gateways'] );
		$this->assertFalse( $report['hooks']['islands_footer'] );
		$this->assertStringContainsString( '<div class="notice notice-error vitrina-notice vitrina-notice-woocommerce"><p>Vitrina needs WooCommerce. Install and activate WooCommerce to use the Vitrina storefront and delivery widget.</p></div>', $report['notices'] );
	}

	/**
	 * Without WooCommerce, on the front end: no island, no PHP warning.
	 */
	public function test_without_woocommerce_front_end_loads_no_island(): void {
		$report = $this->boot( '--without-woocommerce' );
		$this->assertSame( array(), $report['errors'], self::describe( $report['errors'] ) );
		$this->assertSame( array(), $report['modules'] );
		$this->assertFalse( $report['hooks']['islands_footer'] );
	}

	/**
	 * With WooCommerce: the front-end modules load, with no PHP warning or
	 * notice from Vitrina.
	 */
	public function test_with_woocommerce_modules_load_cleanly(): void {
		$this->requires_woocommerce();
		$report = $this->boot();

		$this->assertTrue( $report['woocommerce'] );
		$ours = array_filter( (array) $report['errors'], static fn( $e ) => str_starts_with( (string) $e['file'], VITRINA_DIR . '/' ) && ! str_starts_with( (string) $e['file'], VITRINA_DIR . '/vendor/' ) );
		$this->assertSame( array(), array_values( $ours ), self::describe( $ours ) );
		$this->assertContains( Islands::class, $report['modules'] );
		$this->assertContains( Gateways::class, $report['modules'] );
		$this->assertTrue( $report['hooks']['woocommerce_payment_gateways'] );
		$this->assertTrue( $report['hooks']['islands_footer'] );
		$this->assertStringNotContainsString( 'vitrina-notice', $report['notices'] );
	}

	/**
	 * In Russian, on the front end and in the admin, with and without
	 * WooCommerce: Vitrina loads no translation before WordPress allows it
	 * (WordPress 6.7+ reports "translation loading ... triggered too early").
	 */
	public function test_no_early_translation_loading(): void {
		$runs = array( array( '--locale=ru_RU', '--without-woocommerce', '--admin' ), array( '--locale=ru_RU', '--without-woocommerce' ) );
		if ( self::has_woocommerce() ) {
			$runs[] = array( '--locale=ru_RU' );
			$runs[] = array( '--locale=ru_RU', '--admin' );
		}
		foreach ( $runs as $args ) {
			$report = $this->boot( ...$args );
			$early  = array_filter( (array) $report['errors'], static fn( $e ) => str_contains( (string) $e['message'], '<code>vitrina</code>' ) );
			$this->assertSame( array(), array_values( $early ), implode( ' ', $args ) . ': ' . self::describe( $early ) );
		}
		// The notice is translated once translations may load (admin_notices).
		$report = $this->boot( '--locale=ru_RU', '--without-woocommerce', '--admin' );
		$this->assertStringContainsString( 'vitrina-notice-woocommerce', $report['notices'] );
	}
}
