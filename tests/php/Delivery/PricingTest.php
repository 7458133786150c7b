<?php
/**
 * Tests of the shop's own delivery prices with the embedded provider.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Delivery\Checkout;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;
use WP_REST_Request;

/**
 * With the embedded provider the browser's price is never trusted: the
 * delivery costs what the tariff says for the cart, and a tariff the shop
 * does not have is refused.
 */
#[Group( 'woocommerce' )]
final class PricingTest extends TestCase {

	use DeliveryData;

	/**
	 * A cart, a session and the embedded provider.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		Checkout::load_session();
		Checkout::store( null );
		WC()->cart->empty_cart();
		update_option( Schema::OPTION, array( 'delivery_provider' => 'embedded' ) + Schema::defaults() );
	}

	/**
	 * Clears the session and the cart.
	 */
	protected function tearDown(): void {
		if ( self::has_woocommerce() && WC()->session ) {
			Checkout::store( null );
			WC()->cart->empty_cart();
		}
		parent::tearDown();
	}

	/**
	 * One courier tariff: 300 ₽ up to 1 kg, 50 ₽ per started kg above,
	 * free from 10 000 ₽. Returns its id.
	 */
	private function tariff(): string {
		$ids = $this->delivery_set(
			array( 'test' => 'Тестовая служба' ),
			array(
				'Тестовая служба: курьер' => array(
					'company'      => 'test',
					'type'         => 2,
					'zones'        => '',
					'price_base'   => 300,
					'base_weight'  => 1,
					'price_per_kg' => 50,
					'free_from'    => 10000,
					'days_min'     => 1,
					'days_max'     => 2,
					'cash'         => 1,
					'card'         => 1,
				),
			)
		);
		return (string) $ids['tariffs']['Тестовая служба: курьер'];
	}

	/**
	 * A cart of one product.
	 *
	 * @param string $price  Price, RUB.
	 * @param string $weight Weight, kg.
	 */
	private function cart( string $price, string $weight ): void {
		update_option( 'woocommerce_weight_unit', 'kg' );
		$product = new \WC_Product_Simple();
		$product->set_name( 'Кастрюля' );
		$product->set_regular_price( $price );
		$product->set_weight( $weight );
		$product->save();
		WC()->cart->add_to_cart( $product->get_id(), 1 );
	}

	/**
	 * The courier selection of a tariff, with the price the browser claims.
	 *
	 * @param string $tariff Tariff id.
	 * @param float  $price  Claimed price.
	 * @return array<string, mixed>
	 */
	private function selection( string $tariff, float $price ): array {
		$selection                      = SelectionTest::courier();
		$selection['delivery']['id']    = $tariff;
		$selection['delivery']['price'] = $price;
		return $selection;
	}

	/**
	 * POST set-delivery.
	 *
	 * @param array<string, mixed> $selection Selection.
	 */
	private function set_delivery( array $selection ): \WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/vitrina-widget-api/set-delivery' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$request->set_body( (string) wp_json_encode( array( 'sr_data' => $selection ) ) );
		return rest_do_request( $request );
	}

	/**
	 * The tariff's price for the cart, whatever the browser said.
	 */
	public function test_the_price_is_the_tariffs_for_the_cart(): void {
		$tariff = $this->tariff();
		$this->cart( '2000', '2.5' );
		$this->assertSame( 200, $this->set_delivery( $this->selection( $tariff, 1 ) )->get_status() );
		// 300 + 50 × ceil( 2.5 − 1 ).
		$this->assertEqualsWithDelta( 400.0, (float) Checkout::session_selection()['delivery']['price'], 0.001 );

		// The cart grows past the free-from value: the delivery follows.
		$this->cart( '9000', '0.5' );
		$this->assertEqualsWithDelta( 0.0, (float) Checkout::session_selection()['delivery']['price'], 0.001 );
	}

	/**
	 * A tariff the shop does not have is refused, and keeps nothing.
	 */
	public function test_an_unknown_tariff_is_refused(): void {
		$this->tariff();
		$this->cart( '2000', '1' );
		$response = $this->set_delivery( $this->selection( 'no-such-tariff', 0 ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertNull( Checkout::session_selection() );
	}

	/**
	 * A tariff removed after the choice leaves no confirmed delivery.
	 */
	public function test_a_removed_tariff_leaves_no_delivery(): void {
		$tariff = $this->tariff();
		$this->cart( '2000', '1' );
		$this->set_delivery( $this->selection( $tariff, 300 ) );
		$this->assertIsArray( Checkout::session_selection() );
		wp_delete_post( (int) $tariff, true );
		$this->assertNull( Checkout::session_selection() );
	}
}
