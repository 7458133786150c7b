<?php
/**
 * Tests of the shared rate limit.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Http;

use Vitrina\Http\RateLimit;
use Vitrina\Tests\TestCase;

/**
 * RateLimit.
 */
final class RateLimitTest extends TestCase {

	/**
	 * The limit counts per scope and key, and passes exactly `limit` hits.
	 */
	public function test_counts_per_scope_and_key(): void {
		$passed = 0;
		for ( $i = 0; $i < 8; $i++ ) {
			$passed += RateLimit::hit( 'test_scope', 5, 600, 'a' ) ? 1 : 0;
		}
		$this->assertSame( 5, $passed );
		$this->assertTrue( RateLimit::hit( 'test_scope', 5, 600, 'b' ), 'another key has its own count' );
		$this->assertTrue( RateLimit::hit( 'other_scope', 5, 600, 'a' ), 'another scope has its own count' );
		RateLimit::reset( 'test_scope', 600, 'a' );
		$this->assertTrue( RateLimit::hit( 'test_scope', 5, 600, 'a' ), 'a reset starts again' );
	}

	/**
	 * The counter is not autoloaded (it never enters alloptions) and old
	 * windows are purged.
	 */
	public function test_not_autoloaded_and_purged(): void {
		global $wpdb;
		RateLimit::hit( 'test_scope', 5, 60, 'c' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$autoload = $wpdb->get_col( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( RateLimit::PREFIX . 'test_scope_' ) . '%' ) );
		$this->assertSame( array( 'off' ), $autoload );
		$old = RateLimit::PREFIX . 'test_scope_' . md5( 'd' ) . '_' . ( time() - 3 * DAY_IN_SECONDS );
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => $old,
				'option_value' => '3',
				'autoload'     => 'off',
			)
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		RateLimit::purge();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $old ) ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( RateLimit::PREFIX . 'test_scope_' ) . '%' ) ) );
	}
}
