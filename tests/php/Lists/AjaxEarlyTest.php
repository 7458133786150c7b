<?php
/**
 * Tests of the lists' early answers: the spec's compare-add payload, and no
 * notice from refused calls.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Lists\Cookies;
use Vitrina\Tests\LiveServer;

/**
 * Through the real server where the early path matters.
 */
#[Group( 'woocommerce' )]
final class AjaxEarlyTest extends ListsTestCase {

	/**
	 * Call 6 of the spec (GET woodmart_add_to_compare with the id alone)
	 * adds to the caller's own compare list; the other keyed calls still
	 * refuse a missing key.
	 */
	public function test_compare_add_with_the_id_alone(): void {
		$id     = $this->product();
		$answer = $this->call(
			'woodmart_add_to_compare',
			array(
				'id'  => (string) $id,
				'key' => null,
			)
		);
		$this->assertIsArray( $answer, is_wp_error( $answer ) ? $answer->get_error_message() : '' );
		$this->assertSame( 1, $answer['count'] );
		$this->assertSame( array( $id ), array_map( 'intval', $answer['ids'] ) );
		$this->refused(
			'vitrina_bad_key',
			'woodmart_remove_from_compare',
			array(
				'id'  => (string) $id,
				'key' => null,
			)
		);
		$this->refused(
			'vitrina_bad_key',
			'woodmart_add_to_wishlist',
			array(
				'product_id' => (string) $id,
				'key'        => null,
			)
		);
	}

	/**
	 * The same through admin-ajax on the real server: 200, the count, and
	 * the token cookie set for the caller (the list is kept under it).
	 */
	public function test_live_compare_add_with_the_id_alone(): void {
		$id = $this->product();
		$this->commit_now();
		try {
			$answer = LiveServer::request( array( 'path' => '/wp-admin/admin-ajax.php?action=woodmart_add_to_compare&id=' . $id ) );
			$this->assertSame( 200, $answer['status'], $answer['body'] );
			$data = json_decode( $answer['body'], true );
			$this->assertSame( 1, $data['count'] ?? null );
			$this->assertArrayHasKey( Cookies::GUEST, $answer['cookies'] );
			$this->assertArrayNotHasKey( Cookies::COMPARE, $answer['cookies'] );
		} finally {
			wp_delete_post( $id, true );
			$this->commit_now();
		}
	}

	/**
	 * Refused early calls (wishlist add without a key, compare add of an
	 * unknown product) answer their message and leave no notice in the
	 * debug log (before: "translation loading for the vitrina domain was
	 * triggered too early", one per call).
	 */
	public function test_live_early_refusals_leave_no_notice(): void {
		$mark    = LiveServer::debug_log_mark();
		$answers = LiveServer::parallel(
			array(
				array( 'path' => '/wp-admin/admin-ajax.php?action=woodmart_add_to_wishlist&product_id=1' ),
				array( 'path' => '/wp-admin/admin-ajax.php?action=woodmart_add_to_wishlist&product_id=1&key[]=x' ),
				array( 'path' => '/wp-admin/admin-ajax.php?action=woodmart_add_to_compare&id=99999999' ),
				array(
					'path'   => '/wp-admin/admin-ajax.php',
					'method' => 'POST',
					'body'   => 'action=woodmart_add_to_compare&id[]=1',
				),
			)
		);
		$this->assertSame( array( 403, 403, 404, 404 ), array_column( $answers, 'status' ), (string) wp_json_encode( array_column( $answers, 'body' ) ) );
		foreach ( $answers as $answer ) {
			$this->assertNotSame( '', (string) ( json_decode( $answer['body'], true )['error'] ?? '' ) );
		}
		$log = LiveServer::debug_log_since( $mark );
		$this->assertDoesNotMatchRegularExpression( '/PHP (Notice|Warning|Deprecated)|vitrina/i', $log, $log );
	}

	/**
	 * In a Russian shop the early refusal is translated, still without a
	 * notice.
	 */
	public function test_live_early_refusal_translated(): void {
		global $wpdb;
		$lang = get_option( 'WPLANG', '' );
		// The option directly: WordPress accepts only installed languages through update_option().
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES ('WPLANG', %s, 'on') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)", 'ru_RU' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->commit_now();
		try {
			$mark   = LiveServer::debug_log_mark();
			$answer = LiveServer::request( array( 'path' => '/wp-admin/admin-ajax.php?action=woodmart_add_to_wishlist&product_id=1' ) );
			$this->assertSame( 403, $answer['status'] );
			$this->assertSame( 'Сессия истекла: обновите страницу и попробуйте снова.', json_decode( $answer['body'], true )['error'] ?? '', $answer['body'] );
			$log = LiveServer::debug_log_since( $mark );
			$this->assertDoesNotMatchRegularExpression( '/PHP (Notice|Warning|Deprecated)|vitrina/i', $log, $log );
		} finally {
			$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = 'WPLANG'", (string) $lang ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$this->commit_now();
		}
	}
}
