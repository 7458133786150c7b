<?php
/**
 * Tests of the star rating's vote call.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Product;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Product\Rating;
use Vitrina\Tests\TestCase;
use Vitrina\Tests\WPDieException;

/**
 * The vote call (spec call 14): nonce, bad input, the clamp, the average and
 * the count, one vote per voter.
 */
#[Group( 'woocommerce' )]
final class RatingTest extends TestCase {

	/**
	 * Needs WooCommerce.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
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
	 * @param array<string, string> $fields POST fields.
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
		$state = $rating->state( array( 'nonces' => array( 'rest' => 'x' ) ) );
		$this->assertSame( 'x', $state['nonces']['rest'] );
		$this->assertSame( 1, wp_verify_nonce( $state['nonces']['rating'], Rating::NONCE ) );
	}

	/**
	 * Without a valid nonce nothing is counted.
	 */
	public function test_refuses_a_bad_nonce(): void {
		$id     = $this->product();
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
	}
}
