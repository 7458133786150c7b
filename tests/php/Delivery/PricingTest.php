<?php
/**
 * Tests of the shop's own delivery prices with the embedded provider.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Delivery\ClassicCheckout;
use Vitrina\Delivery\Order;
use Vitrina\Delivery\Session;
use Vitrina\Delivery\ShippingMethod;
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
	use FakeProvider;

	/**
	 * A cart, a session and the embedded provider.
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
		update_option( Schema::OPTION, array( 'delivery_provider' => 'embedded' ) + Schema::defaults() );
	}

	/**
	 * Clears the session and the cart.
	 */
	protected function tearDown(): void {
		if ( self::has_woocommerce() && WC()->session ) {
			Session::store( null );
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
		$response = $this->set_delivery( $this->selection( $tariff, 1 ) );
		$this->assertSame( 200, $response->get_status() );
		// 300 + 50 × ceil( 2.5 − 1 ).
		$this->assertEqualsWithDelta( 400.0, (float) Session::selection()['delivery']['price'], 0.001 );
		// The page shows the shop's summary: its price, not the browser's.
		$this->assertContains(
			array(
				'label' => 'Cost',
				'value' => '400 ₽',
			),
			$response->get_data()['summary'] ?? array()
		);

		// The cart grows past the free-from value: the delivery follows.
		$this->cart( '9000', '0.5' );
		$this->assertEqualsWithDelta( 0.0, (float) Session::selection()['delivery']['price'], 0.001 );
	}

	/**
	 * A tariff the shop does not have is refused, and keeps nothing.
	 */
	public function test_an_unknown_tariff_is_refused(): void {
		$this->tariff();
		$this->cart( '2000', '1' );
		$response = $this->set_delivery( $this->selection( 'no-such-tariff', 0 ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertNull( Session::selection() );
	}

	/**
	 * A tariff removed after the choice leaves no confirmed delivery.
	 */
	public function test_a_removed_tariff_leaves_no_delivery(): void {
		$tariff = $this->tariff();
		$this->cart( '2000', '1' );
		$this->set_delivery( $this->selection( $tariff, 300 ) );
		$this->assertIsArray( Session::selection() );
		wp_delete_post( (int) $tariff, true );
		$this->assertNull( Session::selection() );
	}

	/**
	 * Moscow and St Petersburg courier (440 ₽), Moscow pickup (239 ₽, no
	 * cash) with a point in Moscow, and a point of another company; ids.
	 *
	 * @return array{companies: array<string, int>, tariffs: array<string, int>, points: array<string, int>}
	 */
	private function catalogue(): array {
		return $this->delivery_set(
			array(
				'fast'  => 'Быстрая доставка',
				'other' => 'Другая служба',
			),
			array(
				'Курьер по двум столицам' => array(
					'company'    => 'fast',
					'type'       => 2,
					'zones'      => "Москва\nСанкт-Петербург",
					'price_base' => 440,
					'days_min'   => 1,
					'days_max'   => 2,
					'cash'       => 1,
					'card'       => 1,
				),
				'Самовывоз без наличных'  => array(
					'company'    => 'fast',
					'type'       => 1,
					'zones'      => 'Москва',
					'price_base' => 239,
					'days_min'   => 2,
					'days_max'   => 3,
					'cash'       => 0,
					'card'       => 1,
				),
			),
			array(
				'ПВЗ на Тверской' => array(
					'company' => 'fast',
					'type'    => 1,
					'city'    => 'Москва',
					'region'  => 'Москва',
					'address' => 'Тверская ул., 7',
					'zip'     => '125009',
					'hours'   => 'Пн–Вс 10:00–21:00',
					'cash'    => 1,
					'card'    => 1,
				),
				'Чужой ПВЗ'       => array(
					'company' => 'other',
					'type'    => 1,
					'city'    => 'Москва',
					'address' => 'Арбат, 1',
					'cash'    => 1,
					'card'    => 1,
				),
				'ПВЗ в Казани'    => array(
					'company' => 'fast',
					'type'    => 1,
					'city'    => 'Казань',
					'address' => 'Баумана, 1',
					'cash'    => 1,
					'card'    => 1,
				),
			)
		);
	}

	/**
	 * A pickup selection of a tariff and a point, with what the browser claims.
	 *
	 * @param int|string $tariff Tariff id.
	 * @param int|string $point  Point id.
	 * @return array<string, mixed>
	 */
	private function pickup( $tariff, $point ): array {
		$selection                                     = SelectionTest::pickup();
		$selection['delivery']['id']                   = (string) $tariff;
		$selection['delivery']['price']                = 0.01;
		$selection['delivery']['point']                = array(
			'id'                   => (string) $point,
			'type'                 => 1,
			'name'                 => 'ПВЗ',
			'address'              => 'Адрес из браузера',
			'zipCode'              => '000001',
			'cashPaymentAvailable' => true,
			'cardPaymentAvailable' => true,
		);
		$selection['delivery']['cashPaymentAvailable'] = true;
		return $selection;
	}

	/**
	 * Issue 15 item 3: a Moscow/St Petersburg tariff is refused for
	 * Vladivostok, whatever region the browser claims; accepted for
	 * St Petersburg with the catalogue's price, days, company and flags.
	 */
	public function test_a_tariff_serves_only_its_zone(): void {
		$ids    = $this->catalogue();
		$tariff = (string) $ids['tariffs']['Курьер по двум столицам'];
		$this->cart( '2000', '1' );

		$far         = $this->selection( $tariff, 1 );
		$far['city'] = array(
			'name'           => 'Владивосток',
			'region'         => 'Приморский край',
			'countryIsoCode' => 'RU',
		);
		$response    = $this->set_delivery( $far );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'vitrina_delivery_invalid', $response->get_data()['code'] );
		$this->assertNull( Session::selection() );

		$far['city']['region'] = 'Москва';
		$this->assertSame( 400, $this->set_delivery( $far )->get_status(), 'the region is the catalogue\'s, not the browser\'s' );

		$unknown         = $this->selection( $tariff, 1 );
		$unknown['city'] = array(
			'name'           => 'Нигдеград',
			'region'         => 'Москва',
			'countryIsoCode' => 'RU',
		);
		$this->assertSame( 400, $this->set_delivery( $unknown )->get_status(), 'a city the shop does not know' );

		$spb                        = $this->selection( $tariff, 1 );
		$spb['city']                = array(
			'name'           => 'санкт-петербург',
			'region'         => 'x',
			'countryIsoCode' => 'RU',
		);
		$spb['delivery']['company'] = array(
			'id'   => '1',
			'name' => 'Подделка',
		);
		$spb['delivery']['days']    = array(
			'min' => 0,
			'max' => 0,
		);
		$this->assertSame( 200, $this->set_delivery( $spb )->get_status() );
		$confirmed = Session::selection();
		$this->assertIsArray( $confirmed );
		$this->assertSame( 'Санкт-Петербург', $confirmed['city']['name'] );
		$this->assertSame( 'Санкт-Петербург', $confirmed['city']['region'] );
		$this->assertSame( 440.0, $confirmed['delivery']['price'] );
		$this->assertSame( 'Быстрая доставка', $confirmed['delivery']['company']['name'] );
		$this->assertSame( (string) $ids['companies']['fast'], $confirmed['delivery']['company']['id'] );
		$this->assertSame(
			array(
				'min' => 1,
				'max' => 2,
			),
			$confirmed['delivery']['days']
		);
	}

	/**
	 * Issue 15 item 3: a pickup tariff sent as courier delivery is refused
	 * (it would cost 239 ₽ instead of the courier's 440 ₽); the courier
	 * tariff sent as courier costs 440 ₽.
	 */
	public function test_a_pickup_tariff_cannot_be_used_for_courier_delivery(): void {
		$ids = $this->catalogue();
		$this->cart( '2000', '1' );
		$response = $this->set_delivery( $this->selection( (string) $ids['tariffs']['Самовывоз без наличных'], 239 ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertNull( Session::selection() );

		$courier = $this->selection( (string) $ids['tariffs']['Курьер по двум столицам'], 239 );
		$this->assertSame( 200, $this->set_delivery( $courier )->get_status() );
		$this->assertSame( 440.0, Session::selection()['delivery']['price'] ?? null );
		$this->assertNull( Session::selection()['delivery']['point'], 'a courier delivery has no point' );
	}

	/**
	 * The point must exist, be the tariff's company's, in the city; its
	 * name, address, zip and flags come from the catalogue.
	 */
	public function test_the_pickup_point_comes_from_the_catalogue(): void {
		$ids    = $this->catalogue();
		$tariff = $ids['tariffs']['Самовывоз без наличных'];
		$this->cart( '2000', '1' );
		foreach ( array(
			'no such point'       => 999999,
			'another company\'s'  => $ids['points']['Чужой ПВЗ'],
			'in another city'     => $ids['points']['ПВЗ в Казани'],
			'a tariff, not point' => $tariff,
		) as $why => $point ) {
			$this->assertSame( 400, $this->set_delivery( $this->pickup( $tariff, $point ) )->get_status(), $why );
		}
		$this->assertNull( Session::selection() );

		$this->assertSame( 200, $this->set_delivery( $this->pickup( $tariff, $ids['points']['ПВЗ на Тверской'] ) )->get_status() );
		$point = Session::selection()['delivery']['point'] ?? null;
		$this->assertIsArray( $point );
		$this->assertSame( 'ПВЗ на Тверской', $point['name'] );
		$this->assertSame( 'Тверская ул., 7', $point['address'] );
		$this->assertSame( '125009', $point['zipCode'] );
		$this->assertSame( 239.0, Session::selection()['delivery']['price'] ?? null );
		// Issue 18 item 3: the hours and the tariff's name, from the catalogue too.
		$this->assertSame( 'Пн–Вс 10:00–21:00', $point['workHours'] );
		$this->assertSame( 'Самовывоз без наличных', Session::selection()['delivery']['name'] ?? null );
	}

	/**
	 * Issue 15 item 3: a no-cash tariff sent with cashPaymentAvailable true
	 * does not unlock cash on delivery: not in set-delivery (the kept flags,
	 * the remembered payment method) and not when the order is placed (the
	 * gateways WooCommerce checks the order's payment method against).
	 */
	public function test_a_cash_flag_from_the_browser_cannot_unlock_cash_on_delivery(): void {
		$ids = $this->catalogue();
		$this->cart( '2000', '1' );
		// Cash and card on delivery are both enabled.
		update_option(
			'woocommerce_cod_settings',
			array(
				'enabled'            => 'yes',
				'title'              => 'Cash on delivery',
				'enable_for_methods' => array(),
				'enable_for_virtual' => 'yes',
			)
		);
		update_option( 'woocommerce_vitrina_cod_card_settings', array( 'enabled' => 'yes' ) );
		WC()->payment_gateways()->init();
		$request = new WP_REST_Request( 'POST', '/vitrina-widget-api/set-delivery' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'sr_data'    => $this->pickup( $ids['tariffs']['Самовывоз без наличных'], $ids['points']['ПВЗ на Тверской'] ),
					'pay_method' => 'cod',
				)
			)
		);
		$this->assertSame( 200, rest_do_request( $request )->get_status() );
		$confirmed = Session::selection();
		$this->assertIsArray( $confirmed );
		$this->assertFalse( $confirmed['delivery']['cashPaymentAvailable'] );
		$this->assertTrue( $confirmed['delivery']['point']['cashPaymentAvailable'], 'the point takes cash, the tariff does not' );
		$this->assertNull( WC()->session->get( Session::PAY_METHOD_KEY ), 'cod is not remembered' );
		$this->assertNotSame( 'cod', WC()->session->get( 'chosen_payment_method' ) );

		// At the order: WooCommerce accepts only an available gateway.
		WC()->session->set( 'chosen_shipping_methods', array( 'vitrina:3' ) );
		try {
			$available = WC()->payment_gateways()->get_available_payment_gateways();
			$this->assertArrayNotHasKey( 'cod', $available, 'cash on delivery cannot be used for the order' );
			$this->assertArrayHasKey( 'vitrina_cod_card', $available, 'card on delivery can' );
		} finally {
			WC()->session->set( 'chosen_shipping_methods', array() );
		}
	}

	/**
	 * Issue 15 item 3, end to end through the Store API (the Checkout block):
	 * a no-cash pickup sent with the cash flags set cannot be paid with cash
	 * on delivery; the same order with card on delivery is placed, and its
	 * shipping costs the catalogue's price, not the browser's.
	 */
	public function test_the_block_checkout_refuses_cash_on_delivery_for_a_no_cash_delivery(): void {
		$ids      = $this->catalogue();
		$instance = $this->block_checkout_shop( array( 'cod', 'vitrina_cod_card' ) );
		$this->assertSame( 200, $this->set_delivery( $this->pickup( $ids['tariffs']['Самовывоз без наличных'], $ids['points']['ПВЗ на Тверской'] ) )->get_status() );
		WC()->session->set( 'chosen_shipping_methods', array( 'vitrina:' . $instance ) );
		add_filter( 'woocommerce_store_api_disable_nonce_check', '__return_true' );

		$place   = fn( string $gateway ): \WP_REST_Response => $this->place_through_store_api( $gateway );
		$refused = $place( 'cod' );
		$this->assertSame( 400, $refused->get_status(), (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( 'woocommerce_rest_checkout_payment_method_disabled', $refused->get_data()['code'] ?? null );

		$placed = $place( 'vitrina_cod_card' );
		$this->assertSame( 200, $placed->get_status(), (string) wp_json_encode( $placed->get_data() ) );
		$order = wc_get_order( (int) $placed->get_data()['order_id'] );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertSame( 'vitrina_cod_card', $order->get_payment_method() );
		$this->assertEqualsWithDelta( 239.0, (float) $order->get_shipping_total(), 0.001 );
		$this->assertFalse( $order->get_meta( Order::META )['delivery']['cashPaymentAvailable'] );
	}

	/**
	 * Issue 15 item 13: with no tariff in the catalogue the method is not
	 * offered, and the owner is told (the method's settings, an admin
	 * notice); with tariffs it is offered where they deliver.
	 */
	public function test_the_method_is_not_offered_where_no_tariff_delivers(): void {
		$method  = new ShippingMethod( 3 );
		$package = static fn( string $country, string $city = '' ) => array(
			'contents'    => array(),
			'destination' => array(
				'country' => $country,
				'state'   => '',
				'city'    => $city,
			),
		);
		$this->assertFalse( $method->is_available( $package( 'RU' ) ), 'an empty catalogue' );
		$this->assertTrue( ShippingMethod::catalogue_is_empty() );

		set_current_screen( 'woocommerce_page_wc-settings' );
		wp_set_current_user( self::factory_admin() );
		$admin  = new ShippingMethod( 3 );
		$fields = $admin->get_instance_form_fields();
		$this->assertArrayHasKey( 'vitrina_no_tariffs', $fields );
		$this->assertStringContainsString( 'no published tariff', $fields['vitrina_no_tariffs']['description'] );
		$zone = new \WC_Shipping_Zone();
		$zone->set_zone_name( 'Россия' );
		$zone->add_location( 'RU', 'country' );
		$zone->save();
		$zone->add_shipping_method( 'vitrina' );
		ob_start();
		ShippingMethod::admin_notice();
		$notice = (string) ob_get_clean();
		$this->assertStringContainsString( 'notice-warning', $notice );
		$this->assertStringContainsString( 'post_type=vitrina_dlv_tariff', $notice );

		$this->catalogue();
		$this->assertFalse( ShippingMethod::catalogue_is_empty() );
		ob_start();
		ShippingMethod::admin_notice();
		$this->assertSame( '', ob_get_clean(), 'no notice with tariffs' );
		$this->assertArrayNotHasKey( 'vitrina_no_tariffs', ( new ShippingMethod( 3 ) )->get_instance_form_fields() );
		set_current_screen( 'front' );

		$this->assertTrue( $method->is_available( $package( 'RU' ) ), 'no city yet: the widget asks' );
		$this->assertTrue( $method->is_available( $package( '' ) ) );
		$this->assertTrue( $method->is_available( $package( 'RU', 'Москва' ) ) );
		$this->assertTrue( $method->is_available( $package( 'RU', 'г. Санкт-Петербург' ) ) );
		$this->assertFalse( $method->is_available( $package( 'RU', 'Владивосток' ) ), 'no tariff there' );
		$this->assertFalse( $method->is_available( $package( 'KZ', 'Москва' ) ), 'Russia only' );
	}

	/**
	 * Issue 18 item 5: a bulky cart is priced by its volumetric weight (the
	 * products' sides, the settings' divisor) plus the packaging weight, in
	 * set-delivery and in the figures sent to an external provider.
	 */
	public function test_a_bulky_cart_is_priced_by_its_billed_weight(): void {
		$tariff = $this->tariff();
		update_option( 'woocommerce_dimension_unit', 'cm' );
		$this->cart( '2000', '1' );
		$this->assertSame( 200, $this->set_delivery( $this->selection( $tariff, 1 ) )->get_status() );
		$this->assertSame( 300.0, Session::selection()['delivery']['price'] ?? null, '1 kg, no sides' );

		$pillow = wc_get_product( (int) WC()->cart->get_cart()[ array_key_first( WC()->cart->get_cart() ) ]['product_id'] );
		$pillow->set_length( '60' );
		$pillow->set_width( '40' );
		$pillow->set_height( '40' );
		$pillow->save();
		WC()->cart->set_cart_contents( array() );
		WC()->cart->add_to_cart( $pillow->get_id(), 1 );
		// 60 × 40 × 40 / 5000 = 19.2 kg: 300 + 50 × ceil( 18.2 ).
		$this->assertSame( 1250.0, Session::selection()['delivery']['price'] ?? null );
		$params = \Vitrina\Delivery\Cart::provider_params();
		$this->assertEquals( array( 1, 60, 40, 40 ), array( $params['weight'], $params['length'], $params['width'], $params['height'] ), 'the real weight and the box go to the provider' );

		update_option(
			Schema::OPTION,
			array(
				'delivery_provider'           => 'embedded',
				'delivery_volumetric_divisor' => 6000,
				'delivery_packaging_weight'   => 0.5,
			) + Schema::defaults()
		);
		// 16 + 0.5 kg: 300 + 50 × ceil( 15.5 ).
		$this->assertSame( 1100.0, Session::selection()['delivery']['price'] ?? null );
	}

	/**
	 * Issue 18 item 5: when "Place order" finds a delivery price other than
	 * the one the order review showed (its hidden field), the order is
	 * refused once with both prices and the review is refreshed; the price
	 * shown then passes. Without the field nothing is compared.
	 */
	public function test_a_changed_price_is_confirmed_before_the_order_is_placed(): void {
		$tariff = $this->tariff();
		$this->cart( '2000', '1' );
		$this->set_delivery( $this->selection( $tariff, 1 ) );
		WC()->session->set( 'chosen_shipping_methods', array( 'vitrina:3' ) );

		// The review shows the price with the widget's rate, at checkout.
		$rate = new \WC_Shipping_Rate( 'vitrina:3', 'Доставка', 300, array(), 'vitrina', 3 );
		$flat = new \WC_Shipping_Rate( 'flat_rate:1', 'Flat', 100, array(), 'flat_rate', 1 );
		add_filter( 'woocommerce_is_checkout', '__return_true' );
		ob_start();
		do_action( 'woocommerce_after_shipping_rate', $rate, 0 );
		ClassicCheckout::seen_price( $flat );
		$html = (string) ob_get_clean();
		remove_filter( 'woocommerce_is_checkout', '__return_true' );
		$this->assertSame( '<input type="hidden" name="vitrina_delivery_price" value="300" />', $html );
		ob_start();
		ClassicCheckout::seen_price( $rate );
		$this->assertSame( '', ob_get_clean(), 'not on the cart page' );

		$posted   = array( 'shipping_method' => array( 'vitrina:3' ) );
		$validate = static function ( ?string $seen ) use ( $posted ): \WP_Error {
			unset( $_POST['vitrina_delivery_price'] ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the test's own request.
			if ( null !== $seen ) {
				$_POST['vitrina_delivery_price'] = $seen;
			}
			WC()->session->set( 'refresh_totals', null );
			$errors = new \WP_Error();
			do_action( 'woocommerce_after_checkout_validation', $posted, $errors );
			unset( $_POST['vitrina_delivery_price'] ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the test's own request.
			return $errors;
		};
		$this->assertFalse( $validate( '300' )->has_errors(), 'the price shown' );
		$this->assertFalse( $validate( null )->has_errors(), 'no field: nothing to compare' );

		// The tariff costs more now (the shop changed it, or the cart grew).
		update_post_meta( (int) $tariff, '_vitrina_dlv_price_base', 420 );
		$errors = $validate( '300' );
		$this->assertSame(
			array( 'The delivery price has changed from 300 ₽ to 420 ₽. The order total is updated below: check it and place the order again to confirm.' ),
			$errors->get_error_messages( 'shipping' )
		);
		$this->assertTrue( (bool) WC()->session->get( 'refresh_totals' ), 'WooCommerce refreshes the order review' );
		$this->assertFalse( $validate( '420' )->has_errors(), 'the new price, shown and confirmed' );
		$this->assertTrue( $validate( '419.99' )->has_errors() );
		$this->assertTrue( $validate( 'abc' )->has_errors() === false, 'not a number: nothing to compare' );
	}

	/**
	 * Issue 18 item 5 on the Checkout block, through the Store API: the block
	 * sends the price of our rate it shows (`extensions.vitrina-delivery.price`);
	 * when the shop's price differs, the order is refused once (409, with the
	 * cart as it is now, whose rate carries the new price, and both prices in
	 * the message), and placed at the new price when it comes back with it.
	 * A price that is not a number is refused by the Store API's schema.
	 */
	public function test_the_block_checkout_refuses_a_changed_price_once(): void {
		$tariff   = $this->tariff();
		$instance = $this->block_checkout_shop( array( 'cod' ) );
		$this->assertSame( 200, $this->set_delivery( $this->selection( $tariff, 1 ) )->get_status() );
		WC()->session->set( 'chosen_shipping_methods', array( 'vitrina:' . $instance ) );
		add_filter( 'woocommerce_store_api_disable_nonce_check', '__return_true' );

		$place = fn( $seen ): \WP_REST_Response => $this->place_through_store_api( 'cod', array( 'vitrina-delivery' => array( 'price' => $seen ) ) );

		// The shopper saw 300 ₽; the tariff costs more now.
		update_post_meta( (int) $tariff, '_vitrina_dlv_price_base', 420 );
		$refused = $place( 300 );
		$this->assertSame( 409, $refused->get_status(), (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( 'vitrina_delivery_price_changed', $refused->get_data()['code'] ?? null );
		$this->assertSame(
			'The delivery price has changed from 300 ₽ to 420 ₽. The order total is updated below: check it and place the order again to confirm.',
			$refused->get_data()['message'] ?? null
		);
		$rates = $refused->get_data()['data']['cart']['shipping_rates'][0]['shipping_rates'] ?? array();
		$ours  = array_values( array_filter( $rates, static fn( $rate ) => ! empty( $rate['selected'] ) ) );
		$this->assertSame( 'vitrina:' . $instance, $ours[0]['rate_id'] ?? null );
		$this->assertSame( '42000', $ours[0]['price'] ?? null, 'the block is given the new price to show' );
		$this->assertSame( array(), wc_get_orders( array( 'status' => array( 'processing', 'on-hold', 'pending' ) ) ), 'nothing placed' );

		$this->assertSame( 400, $place( 'abc' )->get_status(), 'not a number' );

		$placed = $place( 420 );
		$this->assertSame( 200, $placed->get_status(), (string) wp_json_encode( $placed->get_data() ) );
		$order = wc_get_order( (int) $placed->get_data()['order_id'] );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertEqualsWithDelta( 420.0, (float) $order->get_shipping_total(), 0.001 );
		remove_filter( 'woocommerce_store_api_disable_nonce_check', '__return_true' );
	}

	/**
	 * A shop whose Russian zone has our method, with the payment gateways
	 * given, and a cart of one 2,000 ₽, 1 kg product for Russia. Returns the
	 * method's instance id.
	 *
	 * @param string[] $gateways Gateway ids to enable.
	 */
	private function block_checkout_shop( array $gateways ): int {
		foreach ( $gateways as $gateway ) {
			update_option(
				'woocommerce_' . $gateway . '_settings',
				array(
					'enabled'            => 'yes',
					'title'              => $gateway,
					'enable_for_methods' => array(),
					'enable_for_virtual' => 'yes',
				)
			);
		}
		WC()->payment_gateways()->init();
		$zone = new \WC_Shipping_Zone();
		$zone->set_zone_name( 'Россия' );
		$zone->add_location( 'RU', 'country' );
		$zone->save();
		$instance = $zone->add_shipping_method( 'vitrina' );
		// WooCommerce's shipping caches are versioned by the second: start afresh.
		\WC_Cache_Helper::get_transient_version( 'shipping', true );
		delete_transient( 'wc_shipping_method_count' );
		$this->cart( '2000', '1' );
		WC()->customer->set_shipping_country( 'RU' );
		WC()->customer->set_billing_country( 'RU' );
		return (int) $instance;
	}

	/**
	 * Places the cart's order through the Store API checkout (the Checkout
	 * block's request), as a fresh request.
	 *
	 * @param string               $gateway    Payment method.
	 * @param array<string, mixed> $extensions The request's extension data.
	 */
	private function place_through_store_api( string $gateway, array $extensions = array() ): \WP_REST_Response {
		self::fresh_store_api_checkout();
		$address = array(
			'first_name' => 'Иван',
			'last_name'  => 'Петров',
			'address_1'  => 'Тверская ул., 7',
			'city'       => 'Москва',
			'state'      => 'Москва',
			'postcode'   => '125009',
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
					'payment_method'   => $gateway,
				) + ( array() === $extensions ? array() : array( 'extensions' => $extensions ) )
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * An administrator's id.
	 */
	private static function factory_admin(): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'owner' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		return is_int( $id ) ? $id : 0;
	}
}
