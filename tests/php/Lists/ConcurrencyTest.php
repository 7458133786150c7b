<?php
/**
 * Concurrent list writes through the web server.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Lists\Ajax;
use Vitrina\Lists\Compare;
use Vitrina\Lists\Cookies;
use Vitrina\Lists\Store;
use Vitrina\Tests\LiveServer;

/**
 * 50 concurrent adds of 50 products to one guest's wishlist keep 50 (the
 * old cookie read-modify-write kept one); a logged-in shopper's too; 30
 * concurrent compare adds keep the first 20 (the limit), no more. Array
 * and huge values to the list calls get a 4xx and leave no PHP notice.
 */
#[Group( 'woocommerce' )]
final class ConcurrencyTest extends ListsTestCase {

	/**
	 * Products made and committed by the test.
	 *
	 * @var list<int>
	 */
	private array $made = array();

	/**
	 * Removes what the test committed.
	 */
	protected function tearDown(): void {
		foreach ( $this->made as $id ) {
			wp_delete_post( $id, true );
		}
		$this->made = array();
		$this->commit_now();
		parent::tearDown();
	}

	/**
	 * Committed published products.
	 *
	 * @param int $count How many.
	 * @return list<int>
	 */
	private function products( int $count ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$ids[] = $this->product();
		}
		$this->made = array_merge( $this->made, $ids );
		return $ids;
	}

	/**
	 * The add requests of one shopper.
	 *
	 * @param int[]                 $ids     Products.
	 * @param string                $key     Nonce.
	 * @param array<string, string> $cookies Cookies.
	 * @return list<array<string, mixed>>
	 */
	private function adds( array $ids, string $key, array $cookies ): array {
		$requests = array();
		foreach ( $ids as $id ) {
			$requests[] = array(
				'path'    => '/wp-admin/admin-ajax.php?' . http_build_query(
					array(
						'action'     => 'woodmart_add_to_wishlist',
						'product_id' => $id,
						'group'      => 0,
						'key'        => $key,
					)
				),
				'cookies' => $cookies,
			);
		}
		return $requests;
	}

	/**
	 * One guest (one token cookie), 50 products at once: all 50 kept.
	 */
	public function test_fifty_concurrent_guest_adds_keep_fifty(): void {
		$ids    = $this->products( 50 );
		$token  = bin2hex( random_bytes( 16 ) );
		$cookie = $this->signed( Cookies::GUEST, $token );

		$_COOKIE[ Cookies::GUEST ] = $cookie;
		wp_set_current_user( 0 );
		$key = wp_create_nonce( Ajax::WISHLIST_NONCE );
		$this->commit_now();
		$mark = LiveServer::debug_log_mark();
		try {
			$answers = LiveServer::parallel( $this->adds( $ids, $key, array( Cookies::GUEST => $cookie ) ) );
			foreach ( $answers as $answer ) {
				$this->assertSame( 200, $answer['status'], $answer['body'] );
			}
			$this->assertEqualsCanonicalizing( $ids, Store::guest_items( $token ) );
			// What the state route (and the page) read for that guest.
			$this->assertSame( 50, $this->state()['wishlist']['count'] );
			$this->assertSame( array(), self::php_notices( LiveServer::debug_log_since( $mark ) ) );
		} finally {
			Store::guest_remove( $token );
		}
	}

	/**
	 * One browser (one token cookie), 30 compare adds of 30 products at once
	 * with the spec's payload (the id alone): exactly the limit's 20 kept,
	 * each of them answered 200 and the other 10 refused as full (the old
	 * cookie kept one).
	 */
	public function test_thirty_concurrent_compare_adds_keep_the_limit(): void {
		$ids    = $this->products( 30 );
		$token  = bin2hex( random_bytes( 16 ) );
		$cookie = $this->signed( Cookies::GUEST, $token );
		$this->commit_now();
		$mark = LiveServer::debug_log_mark();
		try {
			$requests = array();
			foreach ( $ids as $id ) {
				$requests[] = array(
					'path'    => '/wp-admin/admin-ajax.php?action=woodmart_add_to_compare&id=' . $id,
					'cookies' => array( Cookies::GUEST => $cookie ),
				);
			}
			$answers = LiveServer::parallel( $requests );
			$added   = array();
			foreach ( $answers as $i => $answer ) {
				$data = json_decode( $answer['body'], true );
				if ( 200 === $answer['status'] ) {
					$added[] = $ids[ $i ];
				} else {
					$this->assertSame( 400, $answer['status'], $answer['body'] );
					$this->assertSame( 'vitrina_compare_full', $data['code'] ?? '', $answer['body'] );
				}
			}
			$this->assertCount( Compare::MAX, $added );
			$this->assertEqualsCanonicalizing( $added, Store::guest_items( $token, Store::LIST_COMPARE ) );
			$_COOKIE[ Cookies::GUEST ] = $cookie;
			$this->assertSame( Compare::MAX, $this->state()['compare']['count'] );
			$this->assertSame( array(), Store::guest_items( $token ) );
			$this->assertSame( array(), self::php_notices( LiveServer::debug_log_since( $mark ) ) );
		} finally {
			Store::guest_remove( $token, null, Store::LIST_COMPARE );
		}
	}

	/**
	 * A logged-in shopper's 50 concurrent adds: all 50 kept, no duplicate.
	 */
	public function test_fifty_concurrent_account_adds_keep_fifty(): void {
		$ids     = $this->products( 50 );
		$user    = $this->create_user( 'customer' );
		$expires = time() + HOUR_IN_SECONDS;
		$token   = \WP_Session_Tokens::get_instance( $user )->create( $expires );
		$cookie  = wp_generate_auth_cookie( $user, $expires, 'logged_in', $token );

		$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		wp_set_current_user( $user );
		$key = wp_create_nonce( Ajax::WISHLIST_NONCE );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		wp_set_current_user( 0 );
		$this->commit_now();
		try {
			foreach ( LiveServer::parallel( $this->adds( $ids, $key, array( LOGGED_IN_COOKIE => $cookie ) ) ) as $answer ) {
				$this->assertSame( 200, $answer['status'], $answer['body'] );
			}
			$this->assertEqualsCanonicalizing( $ids, array_keys( Store::items( $user ) ) );
		} finally {
			Store::remove( $user, $ids );
			wp_delete_user( $user );
		}
	}

	/**
	 * Array-shaped, malformed and huge values to every list call, from a
	 * guest without cookies: 4xx or a normal answer, never a 5xx, and no
	 * PHP notice in the debug log.
	 */
	public function test_bad_input_leaves_no_notice(): void {
		$mark     = LiveServer::debug_log_mark();
		$requests = array();
		$huge     = str_repeat( '9', 20000 );
		foreach ( Ajax::ACTIONS as $action ) {
			foreach ( array(
				array( 'product_id' => array( 'x' ) ),
				array(
					'product_id' => array( 'a' => array( 'b' ) ),
					'key'        => array( 'x' ),
				),
				array(
					'id'          => $huge,
					'key'         => $huge,
					'category_id' => array( '1' ),
				),
				array(
					'op'       => array( 'create' ),
					'name'     => array( 'x' ),
					'group_id' => '1e99',
					'atts'     => 'x',
				),
				array( 'atts' => array( 'page' => array( '2' ) ) ),
			) as $params ) {
				$requests[] = array( 'path' => '/wp-admin/admin-ajax.php?' . http_build_query( array( 'action' => $action ) + $params ) );
				$requests[] = array(
					'path'   => '/wp-admin/admin-ajax.php',
					'method' => 'POST',
					'body'   => array( 'action' => $action ) + $params,
				);
			}
		}
		$requests[] = array(
			'path'    => '/wp-admin/admin-ajax.php?action=woodmart_add_to_wishlist&product_id=1&key=x',
			'cookies' => array(
				Cookies::GUEST    => 'x~y',
				Cookies::WISHLIST => str_repeat( '{', 5000 ),
			),
		);
		foreach ( array_chunk( $requests, 8 ) as $chunk ) {
			foreach ( LiveServer::parallel( $chunk ) as $i => $answer ) {
				$this->assertGreaterThanOrEqual( 200, $answer['status'] );
				$this->assertLessThan( 500, $answer['status'], $answer['body'] );
			}
		}
		$this->assertSame( array(), self::php_notices( LiveServer::debug_log_since( $mark ) ) );
	}

	/**
	 * The PHP notices, warnings and errors of a piece of the debug log,
	 * but for the early translation notice (WordPress's, when an early
	 * refusal is translated: item of its own, handled where the early calls
	 * answer).
	 *
	 * @param string $log The log.
	 * @return list<string>
	 */
	public static function php_notices( string $log ): array {
		$lines = preg_split( '/\R/', $log );
		return array_values(
			array_filter(
				is_array( $lines ) ? $lines : array(),
				static fn( string $line ): bool => str_contains( $line, 'PHP ' ) && ! str_contains( $line, '_load_textdomain_just_in_time' )
			)
		);
	}
}
