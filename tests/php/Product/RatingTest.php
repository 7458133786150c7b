<?php
/**
 * Tests of the star rating's vote call.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Product;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Http\RateLimit;
use Vitrina\Product\Rating;
use Vitrina\Settings\Schema;
use Vitrina\Tests\LiveServer;
use Vitrina\Tests\TestCase;
use Vitrina\Tests\WPDieException;

/**
 * The vote call (spec call 14): logged-in voters only, nonce, bad input, the
 * clamp, the average and the count, one vote per voter (a table with a
 * unique key), concurrent votes all counted, the per-address limit.
 */
#[Group( 'woocommerce' )]
final class RatingTest extends TestCase {

	/**
	 * The table exists before the tests' transactions start (DDL commits).
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( function_exists( 'WC' ) ) {
			Rating::installer()->maybe_install();
		}
	}

	/**
	 * Needs WooCommerce; the address's vote counter starts at zero.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		RateLimit::reset( 'rating', Rating::RATE_WINDOW );
	}

	/**
	 * A published simple product.
	 *
	 * @param string $status Post status.
	 */
	private function product( string $status = 'publish' ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Сковорода' );
		$product->set_regular_price( '1500' );
		$product->set_status( $status );
		$product->save();
		return $product->get_id();
	}

	/**
	 * Runs the vote handler with fields; answers the status and the JSON.
	 *
	 * @param array<string, mixed> $fields POST fields.
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private function vote( array $fields ): array {
		$_POST    = $fields;
		$_REQUEST = $fields;
		$status   = 200;
		$catch    = static function ( $header, $code ) use ( &$status ) {
			$status = (int) $code;
			return $header;
		};
		add_filter( 'status_header', $catch, 10, 2 );
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		ob_start();
		try {
			( new Rating() )->handle();
			$this->fail( 'The handler did not end the request.' );
		} catch ( WPDieException $e ) {
			unset( $e );
		} finally {
			$output = (string) ob_get_clean();
			remove_filter( 'wp_doing_ajax', '__return_true' );
			remove_filter( 'status_header', $catch, 10 );
		}
		$data = json_decode( $output, true );
		$this->assertIsArray( $data, 'Not JSON: ' . substr( $output, 0, 300 ) );
		return array( $status, $data );
	}

	/**
	 * The fields of a vote with a fresh nonce.
	 *
	 * @param int   $product_id Product.
	 * @param mixed $rating     Rating.
	 * @return array<string, string>
	 */
	private function fields( int $product_id, $rating ): array {
		return array(
			'action'   => Rating::ACTION,
			'post_id'  => (string) $product_id,
			'rating'   => (string) $rating,
			'schemaId' => 'product-' . $product_id,
			'nonce'    => wp_create_nonce( Rating::NONCE ),
		);
	}

	/**
	 * The registered hooks and the nonce in the shopper state.
	 */
	public function test_registers_actions_and_state_nonce(): void {
		$rating = new Rating();
		$this->assertTrue( $rating->can_register() );
		$rating->register();
		$this->assertSame( 10, has_action( 'wp_ajax_' . Rating::ACTION, array( $rating, 'handle' ) ) );
		$this->assertSame( 10, has_action( 'wp_ajax_nopriv_' . Rating::ACTION, array( $rating, 'handle' ) ) );
		// A guest cannot vote: no vote nonce.
		$state = $rating->state( array( 'nonces' => array( 'rest' => 'x' ) ) );
		$this->assertSame( array( 'rest' => 'x' ), $state['nonces'] );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$state = $rating->state( array( 'nonces' => array( 'rest' => 'x' ) ) );
		$this->assertSame( 'x', $state['nonces']['rest'] );
		$this->assertSame( 1, wp_verify_nonce( $state['nonces']['rating'], Rating::NONCE ) );
	}

	/**
	 * In WooCommerce's Single Product block template the widget is left out
	 * of the classic summary hook (the rating block prints it); the rating
	 * block of a page that is no product page stays WooCommerce's.
	 */
	public function test_block_template_rating(): void {
		$rating = new Rating();
		$this->assertSame(
			array(
				array(
					'hook'     => 'woocommerce_single_product_summary',
					'function' => array( $rating, 'render' ),
					'priority' => 11,
				),
			),
			$rating->block_template_hooks( array(), 'SingleProductTemplateCompatibility' )
		);
		$this->assertSame( array(), $rating->block_template_hooks( array(), 'ArchiveProductTemplatesCompatibility' ) );
		$this->assertSame( '<div class="theirs"></div>', $rating->render_block( '<div class="theirs"></div>', array(), null ) );
	}

	/**
	 * A guest's vote is refused with the log-in message (the guest nonce,
	 * shared by every guest, is worth nothing), however many are sent.
	 */
	public function test_guest_votes_are_refused(): void {
		$id = $this->product();
		for ( $i = 0; $i < 3; $i++ ) {
			list( $status, $answer ) = $this->vote( $this->fields( $id, 1 ) );
			$this->assertSame( 401, $status );
			$this->assertFalse( $answer['success'] );
			$this->assertSame( 'Please log in to rate this product.', $answer['message'] );
		}
		$this->assertSame( 0, Rating::tally( $id )['count'] );
		$this->assertSame( 0, Rating::summary( $id )['count'] );
	}

	/**
	 * With rating_voters = buyers, only a customer who bought the product votes.
	 */
	public function test_buyers_only_setting(): void {
		$settings                  = Schema::defaults();
		$settings['rating_voters'] = 'buyers';
		update_option( Schema::OPTION, $settings );
		$id    = $this->product();
		$buyer = $this->create_user( 'customer' );
		wp_set_current_user( $this->create_user( 'customer' ) );
		list( $status, $answer ) = $this->vote( $this->fields( $id, 5 ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 'Only customers who bought this product can rate it.', $answer['message'] );

		$order = wc_create_order( array( 'customer_id' => $buyer ) );
		$order->add_product( wc_get_product( $id ), 1 );
		$order->set_billing_email( (string) get_userdata( $buyer )->user_email );
		$order->calculate_totals();
		$order->update_status( 'completed' );
		wp_set_current_user( $buyer );
		list( $status, $answer ) = $this->vote( $this->fields( $id, 5 ) );
		$this->assertSame( 200, $status, (string) wp_json_encode( $answer ) );
		$this->assertSame( 1, $answer['review-count'] );
	}

	/**
	 * Past the per-address limit, votes are refused with 429 and not counted.
	 */
	public function test_rate_limit_per_address(): void {
		add_filter( 'vitrina_rating_rate_limit', static fn() => 2 );
		$id = $this->product();
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 200, $this->vote( $this->fields( $id, 3 ) )[0] );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 200, $this->vote( $this->fields( $id, 3 ) )[0] );
		wp_set_current_user( $this->create_user( 'customer' ) );
		list( $status, $answer ) = $this->vote( $this->fields( $id, 1 ) );
		$this->assertSame( 429, $status );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 2, Rating::tally( $id )['count'] );
	}

	/**
	 * Votes kept in post meta by earlier versions move into the table on
	 * upgrade: account votes stay, anonymous ones are dropped.
	 */
	public function test_upgrade_moves_account_votes_from_meta(): void {
		$id   = $this->product();
		$user = $this->create_user( 'customer' );
		update_post_meta(
			$id,
			Rating::VOTES_META,
			array(
				'u' . $user      => 4,
				'c' . md5( 'x' ) => 1,
				'a' . md5( 'y' ) => 1,
			)
		);
		Rating::migrate_meta_votes();
		$this->assertSame( 4, Rating::vote_of( $id, $user ) );
		$this->assertSame(
			array(
				'average' => 4.0,
				'count'   => 1,
			),
			Rating::summary( $id )
		);
		$this->assertSame( '', get_post_meta( $id, Rating::VOTES_META, true ) );
	}

	/**
	 * Array-shaped and huge values are refused with 400 (no PHP notice).
	 */
	public function test_array_and_huge_values_are_refused(): void {
		$id = $this->product();
		wp_set_current_user( $this->create_user( 'customer' ) );
		$errors = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler
		set_error_handler(
			static function ( $no, $text ) use ( &$errors ) {
				$errors[] = $text;
				return true;
			}
		);
		try {
			foreach ( array( 'post_id', 'rating' ) as $name ) {
				foreach ( array( array( '1' ), str_repeat( '9', 100000 ) ) as $bad ) {
					$fields          = $this->fields( $id, 4 );
					$fields[ $name ] = $bad;
					list( $status )  = $this->vote( $fields );
					$this->assertSame( 400, $status, $name );
				}
			}
			$fields          = $this->fields( $id, 4 );
			$fields['nonce'] = array( $fields['nonce'] );
			$this->assertSame( 403, $this->vote( $fields )[0] );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $errors );
		$this->assertSame( 0, Rating::tally( $id )['count'] );
	}

	/**
	 * Through the web server: cookieless votes (the old stuffing) are all
	 * refused; 20 concurrent votes by 20 customers are all counted; one
	 * customer voting several times at once keeps one vote. No PHP notice.
	 */
	public function test_live_votes(): void {
		$id       = $this->product();
		$users    = array();
		$requests = array();
		$mark     = LiveServer::debug_log_mark();
		for ( $i = 0; $i < 20; $i++ ) {
			$users[]    = $this->create_user( 'customer' );
			$requests[] = $this->signed_vote( end( $users ), $id, 1 + $i % 5 );
		}
		$guest_nonce = wp_create_nonce( Rating::NONCE );
		RateLimit::reset( 'rating', Rating::RATE_WINDOW, '127.0.0.1' );
		$this->commit_now();
		try {
			$guests = array();
			for ( $i = 0; $i < 20; $i++ ) {
				$guests[] = array(
					'path'   => '/wp-admin/admin-ajax.php',
					'method' => 'POST',
					'body'   => array(
						'action'  => Rating::ACTION,
						'post_id' => (string) $id,
						'rating'  => '1',
						'nonce'   => $guest_nonce,
					),
				);
			}
			foreach ( LiveServer::parallel( $guests ) as $answer ) {
				$this->assertSame( 401, $answer['status'], $answer['body'] );
			}
			$this->assertSame( 0, Rating::tally( $id )['count'] );

			RateLimit::reset( 'rating', Rating::RATE_WINDOW, '127.0.0.1' );
			$this->commit_now();
			foreach ( LiveServer::parallel( $requests ) as $answer ) {
				$this->assertSame( 200, $answer['status'], $answer['body'] );
				$this->assertTrue( json_decode( $answer['body'], true )['success'] );
			}
			$expected = round( ( 4 * ( 1 + 2 + 3 + 4 + 5 ) ) / 20, 1 );
			$this->assertSame(
				array(
					'average' => $expected,
					'count'   => 20,
				),
				Rating::tally( $id )
			);
			wp_cache_flush();
			$this->assertSame(
				array(
					'average' => $expected,
					'count'   => 20,
				),
				Rating::summary( $id )
			);

			// One customer, five votes at once: one vote, the last one's stars.
			$same = array();
			for ( $i = 1; $i <= 5; $i++ ) {
				$same[] = $this->signed_vote( $users[0], $id, $i );
			}
			RateLimit::reset( 'rating', Rating::RATE_WINDOW, '127.0.0.1' );
			$this->commit_now();
			foreach ( LiveServer::parallel( $same ) as $answer ) {
				$this->assertSame( 200, $answer['status'], $answer['body'] );
			}
			$this->assertSame( 20, Rating::tally( $id )['count'] );
			wp_cache_flush();
			$this->assertSame( 20, Rating::summary( $id )['count'] );
			$this->assertContains( Rating::vote_of( $id, $users[0] ), array( 1, 2, 3, 4, 5 ) );
			$this->assertStringNotContainsString( 'PHP ', LiveServer::debug_log_since( $mark ) );
		} finally {
			global $wpdb;
			$wpdb->delete( Rating::table(), array( 'product_id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			foreach ( $users as $user ) {
				wp_delete_user( $user );
			}
			wp_delete_post( $id, true );
			RateLimit::reset( 'rating', Rating::RATE_WINDOW, '127.0.0.1' );
			$this->commit_now();
		}
	}

	/**
	 * A vote request of a logged-in customer, as the browser sends it: the
	 * logged-in cookie and the nonce that user's state hands out.
	 *
	 * @param int $user_id    User (committed before the request is sent).
	 * @param int $product_id Product.
	 * @param int $rating     Stars.
	 * @return array<string, mixed>
	 */
	private function signed_vote( int $user_id, int $product_id, int $rating ): array {
		$expires                     = time() + HOUR_IN_SECONDS;
		$token                       = \WP_Session_Tokens::get_instance( $user_id )->create( $expires );
		$cookie                      = wp_generate_auth_cookie( $user_id, $expires, 'logged_in', $token );
		$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		wp_set_current_user( $user_id );
		$nonce = wp_create_nonce( Rating::NONCE );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		wp_set_current_user( 0 );
		return array(
			'path'    => '/wp-admin/admin-ajax.php',
			'method'  => 'POST',
			'cookies' => array( LOGGED_IN_COOKIE => $cookie ),
			'body'    => array(
				'action'   => Rating::ACTION,
				'post_id'  => (string) $product_id,
				'rating'   => (string) $rating,
				'schemaId' => 'product-' . $product_id,
				'nonce'    => $nonce,
			),
		);
	}

	/**
	 * Without a valid nonce nothing is counted.
	 */
	public function test_refuses_a_bad_nonce(): void {
		$id = $this->product();
		wp_set_current_user( $this->create_user( 'customer' ) );
		$fields = $this->fields( $id, 4 );

		$fields['nonce']         = 'not-a-nonce';
		list( $status, $answer ) = $this->vote( $fields );
		$this->assertSame( 403, $status );
		$this->assertFalse( $answer['success'] );
		unset( $fields['nonce'] );
		list( $status ) = $this->vote( $fields );
		$this->assertSame( 403, $status );
		$this->assertSame( 0, Rating::summary( $id )['count'] );
	}

	/**
	 * Unknown, unpublished and non-product ids, and ratings below one star,
	 * are refused.
	 */
	public function test_refuses_bad_input(): void {
		wp_set_current_user( $this->create_user( 'customer' ) );
		$id    = $this->product();
		$draft = $this->product( 'draft' );
		$page  = $this->create_page();
		foreach ( array( 0, 99999999, $draft, $page ) as $bad ) {
			list( $status, $answer ) = $this->vote( $this->fields( $bad, 4 ) );
			$this->assertSame( 400, $status, "post_id {$bad}" );
			$this->assertFalse( $answer['success'] );
		}
		foreach ( array( '0', '-3', 'abc', '' ) as $bad ) {
			list( $status, $answer ) = $this->vote( $this->fields( $id, $bad ) );
			$this->assertSame( 400, $status, "rating '{$bad}'" );
			$this->assertFalse( $answer['success'] );
		}
		$this->assertSame( 0, Rating::summary( $id )['count'] );
		$this->assertSame( 0, Rating::summary( $draft )['count'] );
	}

	/**
	 * The clamp: above 5 is 5, below 0 is 0, fractions round.
	 */
	public function test_clamp(): void {
		$this->assertSame( 5, Rating::clamp( 9 ) );
		$this->assertSame( 5, Rating::clamp( '5' ) );
		$this->assertSame( 0, Rating::clamp( -1 ) );
		$this->assertSame( 0, Rating::clamp( 'x' ) );
		$this->assertSame( 4, Rating::clamp( '3.6' ) );
	}

	/**
	 * A vote answers the rating, the new average and the count; a rating
	 * above 5 counts as 5; each voter has one vote, a new one replaces it.
	 */
	public function test_votes_update_average_and_count(): void {
		$id = $this->product();
		wp_set_current_user( $this->create_user( 'customer' ) );
		list( $status, $answer ) = $this->vote( $this->fields( $id, 9 ) );
		$this->assertSame( 200, $status );
		$this->assertTrue( $answer['success'] );
		$this->assertSame( 5, $answer['rating'] );
		$this->assertEquals( 5, $answer['rating-avg'] );
		$this->assertSame( 1, $answer['review-count'] );

		wp_set_current_user( $this->create_user( 'customer' ) );
		list( , $answer ) = $this->vote( $this->fields( $id, 2 ) );
		$this->assertEquals( 3.5, $answer['rating-avg'] );
		$this->assertSame( 2, $answer['review-count'] );

		// The same voter again: replaces, does not add.
		list( , $answer ) = $this->vote( $this->fields( $id, 3 ) );
		$this->assertEquals( 4, $answer['rating-avg'] );
		$this->assertSame( 2, $answer['review-count'] );
		$this->assertSame(
			array(
				'average' => 4.0,
				'count'   => 2,
			),
			Rating::summary( $id )
		);
		$this->assertSame( 2, Rating::tally( $id )['count'] );
	}
}
