<?php
/**
 * Tests of the external provider's choice confirmed by the shop's server.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Delivery\ApiScript;
use Vitrina\Delivery\Order;
use Vitrina\Delivery\Session;
use Vitrina\Delivery\StoreApiCheckout;
use Vitrina\Delivery\ProviderQuote;
use Vitrina\Delivery\Selection;
use Vitrina\Delivery\ShippingMethod;
use Vitrina\Tests\TestCase;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The browser's price, type, company and flags never count with the
 * external provider: set-delivery and the order placement ask the provider
 * (its calculate and points calls, made by the server for the cart).
 */
#[Group( 'woocommerce' )]
final class ProviderQuoteTest extends TestCase {

	use FakeProvider;

	/**
	 * A cart of one 2 kg product at 1 500 ₽, and the fake provider.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		Session::load();
		Session::store( null );
		WC()->cart->empty_cart();
		// What earlier tests left in the in-memory session.
		foreach ( array( 'chosen_payment_method', 'store_api_draft_order', 'chosen_shipping_methods', 'shipping_for_package_0' ) as $key ) {
			WC()->session->set( $key, null );
		}
		WC()->shipping()->reset_shipping();
		$this->fake_provider_for_selection_test();
		update_option( 'woocommerce_weight_unit', 'kg' );
		$product = new \WC_Product_Simple();
		$product->set_name( 'Чайник' );
		$product->set_regular_price( '1500' );
		$product->set_weight( '2' );
		$product->set_sku( 'KT-' . wp_rand() );
		$product->save();
		WC()->cart->add_to_cart( $product->get_id(), 1 );
		WC()->cart->calculate_totals();
	}

	/**
	 * Clears the session, the cart and the quotes.
	 */
	protected function tearDown(): void {
		ProviderQuote::reset();
		if ( self::has_woocommerce() && WC()->session ) {
			Session::store( null );
			WC()->cart->empty_cart();
			WC()->session->set( 'chosen_shipping_methods', array() );
		}
		parent::tearDown();
	}

	/**
	 * POST set-delivery.
	 *
	 * @param array<string, mixed> $selection  Selection.
	 * @param string               $pay_method Gateway id.
	 */
	private function set_delivery( array $selection, string $pay_method = '' ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/vitrina-widget-api/set-delivery' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'sr_data'    => $selection,
					'pay_method' => $pay_method,
				)
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * The courier selection with a claimed price.
	 *
	 * @param float $price Claimed price.
	 * @return array<string, mixed>
	 */
	private static function courier( float $price ): array {
		$selection                      = SelectionTest::courier();
		$selection['delivery']['price'] = $price;
		return $selection;
	}

	/**
	 * Issue 15 item 1: a price of 0.01 from the browser is replaced by the
	 * provider's, asked by the server with the shop id and token for the
	 * city and the cart as the server knows them.
	 */
	public function test_a_browser_price_of_one_kopeck_is_replaced_by_the_providers(): void {
		$this->provider_options[0]['price'] = 490;
		$response                           = $this->set_delivery( self::courier( 0.01 ) );
		$this->assertSame( 200, $response->get_status() );
		$confirmed = Session::selection();
		$this->assertIsArray( $confirmed );
		$this->assertSame( 490.0, $confirmed['delivery']['price'] );

		$this->assertCount( 1, $this->provider_calls );
		$call = $this->provider_calls[0];
		$this->assertSame( 'POST', $call['method'] );
		$this->assertSame( 'https://provider.test/api/v2/delivery/calculate', $call['url'] );
		$this->assertSame( '42', $call['headers']['X-Shop-Id'] );
		$this->assertSame( 'Bearer secret-token', $call['headers']['Authorization'] );
		$this->assertSame( 'Москва', $call['body']['city']['name'] );
		$this->assertSame( 2, $call['body']['params']['deliveryType'] );
		$this->assertEquals( 2, $call['body']['params']['weight'], 'the cart weight, from the server' );
		$this->assertEquals( 1500, $call['body']['params']['priceDeclared'] );
		$this->assertSame( 'Чайник', $call['body']['params']['products'][0]['name'] );

		$method = new ShippingMethod( 3 );
		$method->calculate_shipping( array( 'contents' => array() ) );
		$rate = reset( $method->rates );
		$this->assertEquals( 490, (float) $rate->get_cost(), 'the rate costs the confirmed price' );
		$this->assertCount( 1, $this->provider_calls, 'the answer is reused while the cart is the same' );
	}

	/**
	 * An option the provider does not offer (or offers as another type) is
	 * refused and keeps nothing.
	 */
	public function test_an_option_the_provider_does_not_offer_is_refused(): void {
		$made_up                   = self::courier( 1 );
		$made_up['delivery']['id'] = 'made-up';
		$response                  = $this->set_delivery( $made_up );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( Selection::INVALID, $response->get_data()['code'] );
		$this->assertNull( Session::selection() );

		// A post tariff the provider has, sent as courier.
		$this->provider_options       = array( self::provider_option( 'post-1', 3, 600 ) );
		$as_courier                   = self::courier( 100 );
		$as_courier['delivery']['id'] = 'post-1';
		$this->assertSame( 400, $this->set_delivery( $as_courier )->get_status() );
		$this->assertNull( Session::selection() );
	}

	/**
	 * The provider's cash and card flags and its pickup point count, never
	 * the browser's: a no-cash delivery sent with cash allowed does not
	 * unlock cash on delivery, and an unknown point is refused.
	 */
	public function test_the_browser_cannot_unlock_cash_on_delivery(): void {
		// The provider's pickup tariff takes no cash and no card.
		$this->provider_options[1]['cashPaymentAvailable'] = false;
		$this->provider_options[1]['cardPaymentAvailable'] = false;
		$raw                                     = SelectionTest::pickup();
		$raw['delivery']['cashPaymentAvailable'] = true;
		$raw['delivery']['cardPaymentAvailable'] = true;
		$raw['delivery']['point']['cashPaymentAvailable'] = true;
		$raw['delivery']['point']['address']              = 'Somewhere else';
		$this->assertSame( 200, $this->set_delivery( $raw, 'cod' )->get_status() );
		$confirmed = Session::selection();
		$this->assertIsArray( $confirmed );
		$this->assertFalse( $confirmed['delivery']['point']['cashPaymentAvailable'], 'the provider\'s point takes no cash' );
		$this->assertSame( 'Тверская ул., 7', $confirmed['delivery']['point']['address'] );
		$this->assertFalse( $confirmed['delivery']['cashPaymentAvailable'] );
		$this->assertSame(
			array(
				'cash' => false,
				'card' => false,
			),
			Selection::payments( $confirmed )
		);
		$this->assertNull( WC()->session->get( Session::PAY_METHOD_KEY ), 'cod is not remembered' );

		WC()->session->set( 'chosen_shipping_methods', array( 'vitrina:3' ) );
		$left = apply_filters(
			'woocommerce_available_payment_gateways',
			array(
				'bacs'             => 'bank',
				'cod'              => 'cash',
				'vitrina_cod_card' => 'card',
			)
		);
		$this->assertSame( array( 'bacs' ), array_keys( $left ) );

		$unknown                            = SelectionTest::pickup();
		$unknown['delivery']['point']['id'] = 'p-nowhere';
		$this->assertSame( 400, $this->set_delivery( $unknown )->get_status() );
	}

	/**
	 * The provider unreachable: a generic 502 (no internal address), nothing
	 * stored, and an order cannot be placed.
	 */
	public function test_an_unreachable_provider_confirms_nothing(): void {
		$this->provider_down = true;
		$response            = $this->set_delivery( self::courier( 350 ) );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'vitrina_provider_unreachable', $response->get_data()['code'] );
		$this->assertStringNotContainsString( '10.0.0.5', (string) wp_json_encode( $response->get_data() ) );
		$this->assertNull( Session::selection() );

		// The API script's breaker open for the provider: no call at all.
		$this->provider_down = false;
		ProviderQuote::reset();
		$calls = count( $this->provider_calls );
		set_transient( ApiScript::BREAKER . ApiScript::provider_key( 'https://provider.test/api' ), array( 'open_until' => time() + 30 ), 30 );
		$other                   = self::courier( 350 );
		$other['city']['name']   = 'Санкт-Петербург';
		$other['city']['region'] = 'Санкт-Петербург';
		$this->assertSame( 502, $this->set_delivery( $other )->get_status() );
		$this->assertCount( $calls, $this->provider_calls );
	}

	/**
	 * Issue 15 item 1 at the order: the classic checkout asks the provider
	 * afresh when the order is placed; a price changed since is the order's,
	 * and an option withdrawn since blocks the order.
	 */
	public function test_the_classic_checkout_confirms_again_when_the_order_is_placed(): void {
		$this->assertSame( 200, $this->set_delivery( self::courier( 0.01 ) )->get_status() );
		$this->assertCount( 1, $this->provider_calls );

		$this->provider_options[0]['price'] = 420;
		$this->assertEquals( 350, Session::selection()['delivery']['price'] ?? null, 'the kept answer' );
		do_action( 'woocommerce_checkout_process' );
		$this->assertEquals( 420, Session::selection()['delivery']['price'] ?? null, 'asked afresh' );
		$this->assertCount( 2, $this->provider_calls );
		$errors = new WP_Error();
		do_action( 'woocommerce_after_checkout_validation', array( 'shipping_method' => array( 'vitrina:3' ) ), $errors );
		$this->assertFalse( $errors->has_errors() );
		$this->assertCount( 2, $this->provider_calls, 'once per order' );

		ProviderQuote::reset();
		$this->provider_options = array();
		do_action( 'woocommerce_checkout_process' );
		$errors = new WP_Error();
		do_action( 'woocommerce_after_checkout_validation', array( 'shipping_method' => array( 'vitrina:3' ) ), $errors );
		$this->assertSame( array( 'Select and confirm delivery method in the widget' ), $errors->get_error_messages( 'shipping' ) );

		ProviderQuote::reset();
		$this->provider_down = true;
		do_action( 'woocommerce_checkout_process' );
		$errors = new WP_Error();
		do_action( 'woocommerce_after_checkout_validation', array( 'shipping_method' => array( 'vitrina:3' ) ), $errors );
		$this->assertStringContainsString( 'could not be confirmed', implode( ' ', $errors->get_error_messages( 'shipping' ) ) );
	}

	/**
	 * The Store API (Checkout block) path: placing the order asks afresh;
	 * the order gets the provider's price and flags, not the browser's, and
	 * a withdrawn option refuses the order.
	 */
	public function test_the_block_checkout_confirms_again_when_the_order_is_placed(): void {
		$raw                                     = self::courier( 0.01 );
		$raw['delivery']['cashPaymentAvailable'] = true;
		$this->provider_options[0]['cashPaymentAvailable'] = false;
		$this->assertSame( 200, $this->set_delivery( $raw )->get_status() );

		$order = wc_create_order();
		$line  = new \WC_Order_Item_Shipping();
		$line->set_method_id( 'vitrina' );
		$line->set_instance_id( '3' );
		$order->add_item( $line );
		$order->save();

		$this->provider_options[0]['price'] = 410;
		$request                            = new WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		StoreApiCheckout::before_checkout( null, null, $request );
		do_action( 'woocommerce_store_api_checkout_update_order_from_request', $order, $request );
		$saved = $order->get_meta( Order::META );
		$this->assertEquals( 410, $saved['delivery']['price'] );
		$this->assertFalse( $saved['delivery']['cashPaymentAvailable'] );
		$this->assertCount( 2, $this->provider_calls );

		ProviderQuote::reset();
		$this->provider_options = array();
		StoreApiCheckout::before_checkout( null, null, $request );
		try {
			do_action( 'woocommerce_store_api_checkout_update_order_from_request', $order, $request );
			$this->fail( 'a withdrawn option was let through' );
		} catch ( \Automattic\WooCommerce\StoreApi\Exceptions\RouteException $e ) {
			$this->assertSame( 'vitrina_delivery_required', $e->getErrorCode() );
		}
	}

	/**
	 * Issue 15 item 1, end to end through the Store API: the order placed
	 * after a set-delivery claiming 0.01 ₽ costs the provider's price, asked
	 * again when the order is placed.
	 */
	public function test_an_order_placed_after_a_one_kopeck_claim_costs_the_providers_price(): void {
		update_option(
			'woocommerce_bacs_settings',
			array(
				'enabled' => 'yes',
				'title'   => 'Bank',
			)
		);
		WC()->payment_gateways()->init();
		$zone = new \WC_Shipping_Zone();
		$zone->set_zone_name( 'Россия' );
		$zone->add_location( 'RU', 'country' );
		$zone->save();
		$instance = $zone->add_shipping_method( 'vitrina' );
		// WooCommerce's shipping caches are versioned by the second: start afresh.
		\WC_Cache_Helper::get_transient_version( 'shipping', true );
		delete_transient( 'wc_shipping_method_count' );
		WC()->customer->set_shipping_country( 'RU' );
		WC()->customer->set_billing_country( 'RU' );
		$this->assertSame( 200, $this->set_delivery( self::courier( 0.01 ) )->get_status() );
		WC()->session->set( 'chosen_shipping_methods', array( 'vitrina:' . $instance ) );
		add_filter( 'woocommerce_store_api_disable_nonce_check', '__return_true' );
		self::fresh_store_api_checkout();
		$this->provider_options[0]['price'] = 455;
		ProviderQuote::reset();

		$address = array(
			'first_name' => 'Иван',
			'last_name'  => 'Петров',
			'address_1'  => 'ул. Ленина, 5',
			'city'       => 'Москва',
			'state'      => 'Москва',
			'postcode'   => '101000',
			'country'    => 'RU',
			'phone'      => '79991234567',
		);
		$request = new WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'billing_address'  => $address + array( 'email' => 'ivan@example.com' ),
					'shipping_address' => $address,
					'payment_method'   => 'bacs',
				)
			)
		);
		$calls    = count( $this->provider_calls );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$order = wc_get_order( (int) $response->get_data()['order_id'] );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertEqualsWithDelta( 455.0, (float) $order->get_shipping_total(), 0.001 );
		$this->assertEquals( 455, $order->get_meta( Order::META )['delivery']['price'] );
		$this->assertCount( $calls + 1, $this->provider_calls, 'asked once more when the order was placed' );
	}
}
