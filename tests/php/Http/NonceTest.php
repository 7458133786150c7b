<?php
/**
 * Tests of the nonce checks on request input of any shape.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Http;

use Vitrina\Http\Nonce;
use Vitrina\Tests\LiveServer;
use Vitrina\Tests\TestCase;

/**
 * A nonce sent as an array is invalid, quietly.
 */
final class NonceTest extends TestCase {

	/**
	 * Runs a callable and returns the PHP errors it raised.
	 *
	 * @param callable $run The code.
	 * @return list<string>
	 */
	private function errors_of( callable $run ): array {
		$errors = array();
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the test catches warnings.
			static function ( int $level, string $message ) use ( &$errors ): bool {
				$errors[] = $message;
				return true;
			}
		);
		try {
			$run();
		} finally {
			restore_error_handler();
		}
		return $errors;
	}

	/**
	 * The value and its check: strings only; a valid nonce passes.
	 */
	public function test_value_and_verify(): void {
		$nonce = wp_create_nonce( 'vitrina_test' );
		$this->assertSame( $nonce, Nonce::value( $nonce ) );
		$this->assertTrue( Nonce::verify( $nonce, 'vitrina_test' ) );
		$errors = $this->errors_of(
			function () use ( $nonce ): void {
				foreach ( array( array( $nonce ), array( 'a' => array( 'b' ) ), null, 12, 1.5, true, new \stdClass() ) as $bad ) {
					$this->assertSame( '', Nonce::value( $bad ) );
					$this->assertFalse( Nonce::verify( $bad, 'vitrina_test' ) );
				}
				$this->assertFalse( Nonce::verify( 'nope', 'vitrina_test' ) );
				$this->assertFalse( Nonce::verify( $nonce, 'vitrina_other' ) );
			}
		);
		$this->assertSame( array(), $errors );
	}

	/**
	 * The admin-ajax check: the named field, then WordPress's fallbacks; an array in
	 * any of them is refused without a warning (WordPress's own check would
	 * warn "Array to string conversion").
	 */
	public function test_check_ajax(): void {
		$nonce = wp_create_nonce( 'vitrina_test' );
		$cases = array(
			array( array( 'security' => $nonce ), true ),
			array( array( '_ajax_nonce' => $nonce ), true ),
			array( array( 'security' => 'nope' ), false ),
			array( array( 'security' => array( $nonce ) ), false ),
			array( array( '_ajax_nonce' => array( $nonce ) ), false ),
			array( array( '_wpnonce' => array( 'x' => $nonce ) ), false ),
			array( array(), false ),
		);
		foreach ( $cases as $i => list( $request, $expected ) ) {
			$_REQUEST = $request;
			$result   = null;
			$errors   = $this->errors_of(
				static function () use ( &$result ): void {
					$result = Nonce::check_ajax( 'vitrina_test', 'security' );
				}
			);
			$this->assertSame( $expected, $result, "Case $i" );
			$this->assertSame( array(), $errors, "Case $i" );
		}
	}

	/**
	 * Through the real server: the cart quantity call (wc-ajax) and the
	 * set-delivery route (REST, JSON body) with a nonce sent as an array
	 * answer 403 and leave no warning in the debug log. (A form field
	 * `_wpnonce[]` is left out: WooCommerce's own login and password forms
	 * read it on every request and warn, whatever the plugin does.)
	 */
	public function test_live_array_nonces_leave_no_warning(): void {
		$this->requires_woocommerce();
		$mark    = LiveServer::debug_log_mark();
		$answers = LiveServer::parallel(
			array(
				array(
					'path'   => '/?wc-ajax=woodmart_update_cart_item',
					'method' => 'POST',
					'body'   => 'security[]=x&cart_item_key=a&quantity=1',
				),
				array(
					'path'   => '/?wc-ajax=woodmart_update_cart_item',
					'method' => 'POST',
					'body'   => 'security[a][b]=x&cart_item_key=a&quantity=1',
				),
				array(
					'path'    => '/?rest_route=/vitrina-widget-api/set-delivery',
					'method'  => 'POST',
					'headers' => array( 'Content-Type' => 'application/json' ),
					'body'    => '{"_wpnonce":["x"],"sr_data":null}',
				),
			)
		);
		$this->assertSame( array( 403, 403, 403 ), array_column( $answers, 'status' ), (string) wp_json_encode( array_column( $answers, 'body' ) ) );
		$log = LiveServer::debug_log_since( $mark );
		$this->assertDoesNotMatchRegularExpression( '/PHP (Notice|Warning|Deprecated)|vitrina/i', $log, $log );
	}
}
