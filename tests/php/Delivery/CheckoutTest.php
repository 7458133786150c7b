<?php
/**
 * Tests of the WooCommerce integration of the delivery widget.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use PHPUnit\Framework\Attributes\Group;
use Vitrina\Assets\Islands;
use Vitrina\Delivery\Checkout;
use Vitrina\Delivery\ClassicCheckout;
use Vitrina\Delivery\Order;
use Vitrina\Delivery\Route;
use Vitrina\Delivery\Session;
use Vitrina\Delivery\ProviderQuote;
use Vitrina\Delivery\Selection;
use Vitrina\Delivery\ShippingMethod;
use Vitrina\Delivery\WidgetPage;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The shipping method, set-delivery, the checkout rules, the order and the
 * page configuration.
 */
#[Group( 'woocommerce' )]
final class CheckoutTest extends TestCase {

	use FakeProvider;

	/**
	 * Needs WooCommerce, a session and a cart.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		Session::load();
		Session::store( null );
		WC()->cart->empty_cart();
		WidgetPage::reset();
		// The session and order mechanics, with an external provider that
		// confirms SelectionTest's choices; the embedded provider's own prices
		// are tested in PricingTest.
		$this->fake_provider_for_selection_test();
	}

	/**
	 * Clears the session and the cart.
	 */
	protected function tearDown(): void {
		ProviderQuote::reset();
		\Vitrina\Delivery\Account::reset();
		if ( self::has_woocommerce() && WC()->session ) {
			Session::store( null );
			WC()->cart->empty_cart();
			Islands::reset();
			WidgetPage::reset();
		}
		parent::tearDown();
	}

	/**
	 * A clean selection.
	 *
	 * @param array<string, mixed> $raw Raw selection.
	 * @return array<string, mixed>
	 */
	private function clean( array $raw ): array {
		$clean = Selection::parse( $raw );
		$this->assertIsArray( $clean );
		return $clean;
	}

	/**
	 * A call of set-delivery.
	 *
	 * @param array<string, mixed> $body  JSON body.
	 * @param bool                 $nonce Whether to send the nonce.
	 */
	private function set_delivery( array $body, bool $nonce = true ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/vitrina-widget-api/set-delivery' );
		$request->set_header( 'Content-Type', 'application/json' );
		if ( $nonce ) {
			$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		}
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	/**
	 * A simple product.
	 *
	 * @param string $name  Name.
	 * @param string $price Price.
	 * @param string $sku   SKU.
	 */
	private function product( string $name, string $price, string $sku ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_regular_price( $price );
		$product->set_sku( $sku . '-' . wp_rand() );
		$product->set_weight( '1500' );
		$product->set_length( '300' );
		$product->set_width( '200' );
		$product->set_height( '100' );
		$product->save();
		return $product;
	}

	/**
	 * The method is registered and its rate comes from the session.
	 */
	public function test_shipping_method_cost_and_label_from_session(): void {
		$methods = WC()->shipping()->load_shipping_methods();
		$this->assertArrayHasKey( 'vitrina', $methods );
		$method = new ShippingMethod( 7 );
		$this->assertSame( 'Delivery (choose in the widget)', $method->get_method_title() );
		$this->assertTrue( $method->supports( 'shipping-zones' ) );

		$method->calculate_shipping( array( 'contents' => array() ) );
		$rates = $method->rates;
		$this->assertCount( 1, $rates );
		$rate = reset( $rates );
		$this->assertSame( 'vitrina:7', $rate->get_id() );
		$this->assertSame( 'Delivery (choose in the widget)', $rate->get_label() );
		$this->assertEquals( 0, (float) $rate->get_cost() );

		Session::store( $this->clean( SelectionTest::courier() ) );
		$method = new ShippingMethod( 7 );
		$method->calculate_shipping( array( 'contents' => array() ) );
		$rate = reset( $method->rates );
		$this->assertSame( 'СДЭК, courier', $rate->get_label() );
		$this->assertEquals( 350, (float) $rate->get_cost() );

		$this->assertTrue( ShippingMethod::is_rate( 'vitrina:7' ) );
		$this->assertTrue( ShippingMethod::is_rate( 'vitrina' ) );
		$this->assertFalse( ShippingMethod::is_rate( 'vitrina_x:1' ) );
		$this->assertFalse( ShippingMethod::is_rate( 'flat_rate:1' ) );
	}

	/**
	 * The package hash follows the selection, so rates are recalculated.
	 */
	public function test_package_key_follows_selection(): void {
		$checkout = new Checkout();
		$before   = $checkout->package_key( array( array( 'contents' => array() ) ) );
		Session::store( $this->clean( SelectionTest::courier() ) );
		$after = $checkout->package_key( array( array( 'contents' => array() ) ) );
		$this->assertNotSame( $before[0]['vitrina_delivery'], $after[0]['vitrina_delivery'] );
	}

	/**
	 * The set-delivery route stores a good selection (JSON string or object) and the
	 * payment method; null clears.
	 */
	public function test_set_delivery_stores_and_clears(): void {
		$response = $this->set_delivery(
			array(
				'sr_data'    => (string) wp_json_encode( SelectionTest::courier() ),
				'pay_method' => 'cod',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$stored = Session::selection();
		$this->assertIsArray( $stored );
		// The answer carries the shop's summary of what it kept, the one the
		// page shows (and the admin and the e-mails, from the same lines).
		$this->assertSame(
			array(
				'status'  => 'ok',
				'summary' => Selection::summary_lines( $stored ),
			),
			$response->get_data()
		);
		$this->assertSame(
			array(
				'label' => 'Delivery',
				'value' => 'СДЭК, courier',
			),
			$response->get_data()['summary'][0]
		);
		$this->assertContains(
			array(
				'label' => 'Address',
				'value' => 'ул. Ленина, д.5 (корп.2), Кв/офис 10',
			),
			$response->get_data()['summary']
		);
		$this->assertSame( 'СДЭК', $stored['delivery']['company']['name'] );
		$this->assertSame( 'cod', WC()->session->get( Session::PAY_METHOD_KEY ) );
		$this->assertSame( 'cod', WC()->session->get( 'chosen_payment_method' ) );

		$response = $this->set_delivery( array( 'sr_data' => SelectionTest::pickup() ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 1, Session::selection()['delivery']['type'] ?? null );

		$response = $this->set_delivery( array( 'sr_data' => null ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'status'  => 'ok',
				'summary' => array(),
			),
			$response->get_data()
		);
		$this->assertNull( Session::selection() );
	}

	/**
	 * The selection belongs to one order: forgotten once it is placed.
	 */
	public function test_the_selection_is_forgotten_once_the_order_is_placed(): void {
		$this->set_delivery( array( 'sr_data' => SelectionTest::pickup() ) );
		$this->assertIsArray( Session::selection() );
		do_action( 'woocommerce_checkout_order_processed', 0, array(), null );
		$this->assertNull( Session::selection() );
	}

	/**
	 * A checkout refresh (update_order_review) that loaded the session before
	 * set-delivery and saves it after must not lose the saved delivery.
	 */
	public function test_a_concurrent_checkout_refresh_keeps_the_saved_delivery(): void {
		$this->set_delivery( array( 'sr_data' => SelectionTest::pickup() ) );
		$this->assertIsArray( Session::selection() );
		// The other request writes back the session as it had loaded it:
		// without anything set-delivery added.
		foreach ( array( Session::KEY, Session::PAY_METHOD_KEY ) as $key ) {
			WC()->session->__unset( $key );
		}
		$this->assertSame( 1, Session::selection()['delivery']['type'] ?? null );
	}

	/**
	 * Bad selections are refused with 400 and leave the session alone.
	 */
	public function test_set_delivery_refuses_bad_selection(): void {
		Session::store( $this->clean( SelectionTest::courier() ) );
		$bad = SelectionTest::courier();
		unset( $bad['delivery'] );
		foreach ( array( '{not json', (string) wp_json_encode( $bad ), array( 'x' => 1 ) ) as $sr_data ) {
			$response = $this->set_delivery( array( 'sr_data' => $sr_data ) );
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( Selection::INVALID, $response->get_data()['code'] ?? null );
			$this->assertNotEmpty( $response->get_data()['message'] ?? '' );
		}
		$response = $this->set_delivery( array( 'pay_method' => 'cod' ) );
		$this->assertSame( 400, $response->get_status(), 'sr_data is required' );
		$response = $this->set_delivery(
			array(
				'sr_data'    => null,
				'pay_method' => '<script>',
			)
		);
		$this->assertSame( 400, $response->get_status(), 'a bad gateway id' );
		$this->assertIsArray( Session::selection(), 'unchanged' );
	}

	/**
	 * Confirmed choices are limited per client address (each may ask the
	 * provider); clearing is not.
	 */
	public function test_set_delivery_is_rate_limited(): void {
		for ( $i = 0; $i < Route::RATE_LIMIT; $i++ ) {
			$this->assertSame( 200, $this->set_delivery( array( 'sr_data' => SelectionTest::courier() ) )->get_status() );
		}
		$response = $this->set_delivery( array( 'sr_data' => SelectionTest::pickup() ) );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'vitrina_too_many_requests', $response->get_data()['code'] ?? null );
		$this->assertSame( 2, Session::selection()['delivery']['type'] ?? null, 'the kept choice is unchanged' );
		$this->assertSame( 200, $this->set_delivery( array( 'sr_data' => null ) )->get_status() );
		$this->assertNull( Session::selection() );
	}

	/**
	 * Without the REST nonce nothing changes.
	 */
	public function test_set_delivery_needs_the_nonce(): void {
		$response = $this->set_delivery( array( 'sr_data' => SelectionTest::courier() ), false );
		$this->assertSame( 403, $response->get_status() );
		$this->assertNull( Session::selection() );

		$request = new WP_REST_Request( 'POST', '/vitrina-widget-api/set-delivery' );
		$request->set_header( 'X-WP-Nonce', 'bad' );
		$request->set_body_params( array( 'sr_data' => 'null' ) );
		$this->assertSame( 403, rest_do_request( $request )->get_status() );
	}

	/**
	 * An order with our method and no selection is blocked; with one it passes.
	 */
	public function test_validation_blocks_order_without_selection(): void {
		$errors = new WP_Error();
		ClassicCheckout::validate( array( 'shipping_method' => array( 'vitrina:3' ) ), $errors );
		$this->assertSame( array( 'Select and confirm delivery method in the widget' ), $errors->get_error_messages( 'shipping' ) );

		$errors = new WP_Error();
		ClassicCheckout::validate( array( 'shipping_method' => array( 'flat_rate:1' ) ), $errors );
		$this->assertFalse( $errors->has_errors(), 'another method' );

		Session::store( $this->clean( SelectionTest::courier() ) );
		$errors = new WP_Error();
		ClassicCheckout::validate( array( 'shipping_method' => array( 'vitrina:3' ) ), $errors );
		$this->assertFalse( $errors->has_errors() );

		do_action( 'woocommerce_after_checkout_validation', array( 'shipping_method' => array( 'vitrina:3' ) ), $errors );
		$this->assertFalse( $errors->has_errors(), 'hooked' );
	}

	/**
	 * The posted data get the address, the postcode default and the courier
	 * comment (replacing an earlier one).
	 */
	public function test_posted_data_filled(): void {
		$posted = array(
			'shipping_method'           => array( 'vitrina:3' ),
			'ship_to_different_address' => false,
			'billing_country'           => 'RU',
			'billing_address_1'         => 'old',
			'billing_address_2'         => 'old 2',
			'billing_postcode'          => '',
			'order_comments'            => 'Подарок (для курьера: старый)',
		);
		$this->assertSame( $posted, apply_filters( 'woocommerce_checkout_posted_data', $posted ), 'no selection: untouched' );

		Session::store( $this->clean( SelectionTest::courier() ) );
		$data = apply_filters( 'woocommerce_checkout_posted_data', $posted );
		$this->assertSame( 'old', $data['billing_address_1'], 'billing stays what the shopper typed' );
		$this->assertSame( 'old 2', $data['billing_address_2'] );
		$this->assertSame( '101000', $data['billing_postcode'], 'an empty billing field takes the delivery\'s' );
		$this->assertSame( 'Москва', $data['billing_city'] );
		$this->assertSame( array( 'billing_city', 'billing_state', 'billing_postcode' ), ClassicCheckout::filled_billing() );
		$this->assertTrue( $data['ship_to_different_address'], 'the delivery is the shipping address' );
		$this->assertSame( 'ул. Ленина, д.5 (корп.2), Кв/офис 10', $data['shipping_address_1'] );
		$this->assertSame( '', $data['shipping_address_2'] );
		$this->assertSame( '', $data['shipping_company'] );
		$this->assertSame( '101000', $data['shipping_postcode'] );
		$this->assertSame( 'RU', $data['shipping_country'] );
		$this->assertSame( 'Подарок (для курьера: Позвонить за час)', $data['order_comments'] );

		Session::store( $this->clean( SelectionTest::pickup() ) );
		$typed = array(
			'billing_first_name'  => 'Анна',
			'billing_last_name'   => 'Петрова',
			'billing_address_1'   => 'ул. Ленина, д. 1',
			'billing_city'        => 'Москва',
			'billing_state'       => 'Москва',
			'billing_postcode'    => '101000',
			'shipping_first_name' => '',
			'shipping_address_1'  => 'ул. Ленина, д. 1',
		) + $posted;
		$data  = apply_filters( 'woocommerce_checkout_posted_data', $typed );
		foreach ( array( 'billing_address_1', 'billing_city', 'billing_state', 'billing_postcode', 'billing_first_name' ) as $key ) {
			$this->assertSame( $typed[ $key ], $data[ $key ], "pickup: $key untouched" );
		}
		$this->assertSame( array(), ClassicCheckout::filled_billing() );
		$this->assertTrue( $data['ship_to_different_address'] );
		$this->assertSame( 'ПВЗ на Тверской', $data['shipping_company'], 'the point\'s name' );
		$this->assertSame( 'Тверская ул., 7', $data['shipping_address_1'] );
		$this->assertSame( '000000', $data['shipping_postcode'], 'postcode default' );
		$this->assertSame( 'Анна', $data['shipping_first_name'], 'the recipient: the billing name' );
		$this->assertSame( 'Петрова', $data['shipping_last_name'] );
		$this->assertNotSame( '', $data['shipping_phone'], 'the recipient\'s phone: a shop may require a shipping phone' );
		$this->assertSame( '+7 999 111-22-33', apply_filters( 'woocommerce_checkout_posted_data', array( 'shipping_phone' => '+7 999 111-22-33' ) + $typed )['shipping_phone'], 'a shipping phone typed stays' );
		$this->assertSame( 'Подарок', $data['order_comments'], 'no comment: the old one removed' );

		$other = array( 'shipping_method' => array( 'flat_rate:1' ) ) + $posted;
		$this->assertSame( $other, apply_filters( 'woocommerce_checkout_posted_data', $other ), 'another method: untouched' );

		$hidden = ClassicCheckout::fill( array( 'billing_email' => '' ), $this->clean( SelectionTest::courier() ), true );
		$this->assertSame( 'ivan@example.com', $hidden['billing_email'] );
		$this->assertSame( 'Иван Петров', $hidden['billing_first_name'] );
	}

	/**
	 * A logged-in customer's pickup order: WooCommerce saves the order's
	 * addresses to the account, but the account keeps its shipping address
	 * and the billing fields the point filled; the session's customer (the
	 * next checkout) gets them back. A courier order is saved as usual.
	 */
	public function test_account_addresses_kept_through_a_pickup_order(): void {
		$user = wp_insert_user(
			array(
				'user_login' => 'pickup' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'role'       => 'customer',
			)
		);
		$this->assertIsInt( $user );
		wp_set_current_user( $user );
		$saved = new \WC_Customer( $user );
		$saved->set_billing_address_1( 'ул. Ленина, д. 1' );
		$saved->set_billing_city( '' );
		$saved->set_shipping_address_1( 'ул. Ленина, д. 1' );
		$saved->set_shipping_postcode( '101000' );
		$saved->set_shipping_company( '' );
		$saved->save();

		Session::store( $this->clean( SelectionTest::pickup() ) );
		$posted = array(
			'shipping_method'   => array( 'vitrina:3' ),
			'billing_address_1' => 'ул. Мясницкая, д. 5',
			'billing_city'      => '',
		);
		$data   = apply_filters( 'woocommerce_checkout_posted_data', $posted );
		$this->assertSame( array( 'billing_city', 'billing_state', 'billing_postcode', 'billing_country' ), ClassicCheckout::filled_billing() );

		// What WC_Checkout::process_customer does with the posted data.
		$customer = new \WC_Customer( $user );
		foreach ( $data as $key => $value ) {
			if ( is_string( $value ) && is_callable( array( $customer, "set_{$key}" ) ) ) {
				$customer->{"set_{$key}"}( $value );
			}
		}
		$customer->save();
		$account = new \WC_Customer( $user );
		$this->assertSame( 'ул. Ленина, д. 1', $account->get_shipping_address_1(), 'shipping kept' );
		$this->assertSame( '101000', $account->get_shipping_postcode() );
		$this->assertSame( '', $account->get_shipping_company() );
		$this->assertSame( '', $account->get_billing_city(), 'a billing field the point filled: kept' );
		$this->assertSame( 'ул. Мясницкая, д. 5', $account->get_billing_address_1(), 'what the shopper typed is saved as WooCommerce does' );

		// The session's copy, filled with the point by the order review, gets the account's back.
		$session       = WC()->customer;
		WC()->customer = new \WC_Customer( $user, true );
		WC()->customer->set_shipping_address_1( 'Тверская ул., 7' );
		do_action( 'woocommerce_checkout_order_processed', 0, $data, null );
		$this->assertSame( 'ул. Ленина, д. 1', WC()->customer->get_shipping_address_1() );
		WC()->customer = $session;

		// Nothing is kept any more: a courier order is saved as usual.
		Session::store( $this->clean( SelectionTest::courier() ) );
		$data     = apply_filters( 'woocommerce_checkout_posted_data', $posted );
		$customer = new \WC_Customer( $user );
		$customer->set_shipping_address_1( $data['shipping_address_1'] );
		$customer->save();
		$this->assertSame( 'ул. Ленина, д.5 (корп.2), Кв/офис 10', ( new \WC_Customer( $user ) )->get_shipping_address_1() );
		wp_set_current_user( 0 );
	}

	/**
	 * At checkout the selection and a summary go to the order meta; the
	 * admin screen and the e-mails show it.
	 */
	public function test_order_saved_and_shown(): void {
		Session::store( $this->clean( SelectionTest::courier() ) );
		$order = wc_create_order();
		$order->set_customer_note( 'Подарок' );
		do_action( 'woocommerce_checkout_create_order', $order, array( 'shipping_method' => array( 'vitrina:3' ) ) );
		$order->save();

		$order = wc_get_order( $order->get_id() );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$saved = $order->get_meta( Order::META );
		$this->assertIsArray( $saved );
		$this->assertSame( 'cdek-courier', $saved['delivery']['id'] );
		$this->assertStringContainsString( 'Delivery: СДЭК, courier', (string) $order->get_meta( Order::META_SUMMARY ) );
		$this->assertSame( 'ул. Ленина, д.5 (корп.2), Кв/офис 10', $order->get_shipping_address_1() );
		$this->assertSame( '101000', $order->get_shipping_postcode() );
		$this->assertSame( '000000', $order->get_billing_postcode() );
		$this->assertSame( 'Подарок (для курьера: Позвонить за час)', $order->get_customer_note() );

		ob_start();
		do_action( 'woocommerce_admin_order_data_after_shipping_address', $order );
		$admin = (string) ob_get_clean();
		$this->assertStringContainsString( 'Delivery chosen in the widget', $admin );
		$this->assertStringContainsString( 'ул. Ленина, д.5 (корп.2), Кв/офис 10', $admin );
		$this->assertStringNotContainsString( '<script', $admin );

		ob_start();
		do_action( 'woocommerce_email_after_order_table', $order, false, true, null );
		$plain = (string) ob_get_clean();
		$this->assertStringContainsString( 'Cost: 350 ₽', $plain );
		$this->assertStringNotContainsString( '<', $plain );

		ob_start();
		do_action( 'woocommerce_email_after_order_table', $order, true, false, null );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<table', $html );
		$this->assertStringContainsString( 'Москва', $html );

		// The thank-you page and the order in My Account.
		ob_start();
		do_action( 'woocommerce_order_details_after_order_table', $order );
		$shopper = (string) ob_get_clean();
		$this->assertStringContainsString( 'class="vitrina-order-delivery', $shopper );
		$this->assertStringContainsString( 'СДЭК, courier', $shopper );
		$this->assertStringContainsString( '350 ₽', $shopper );
		$this->assertStringContainsString( '1–3 days', $shopper );
		$this->assertStringContainsString( 'Позвонить за час', $shopper );
		$this->assertStringNotContainsString( '<script', $shopper );

		$other = wc_create_order();
		do_action( 'woocommerce_checkout_create_order', $other, array( 'shipping_method' => array( 'flat_rate:1' ) ) );
		$this->assertSame( '', $other->get_meta( Order::META ), 'another method: nothing saved' );
		ob_start();
		do_action( 'woocommerce_admin_order_data_after_shipping_address', $other );
		do_action( 'woocommerce_order_details_after_order_table', $other );
		$this->assertSame( '', ob_get_clean() );
	}

	/**
	 * WooCommerce's order review refresh carries the cart's figures of the
	 * page configuration (a coupon changes the discount and the count).
	 */
	public function test_order_review_refresh_carries_the_figures(): void {
		$kettle = $this->product( 'Чайник', '1990', 'KT' );
		WC()->cart->add_to_cart( $kettle->get_id(), 2 );
		$coupon = new \WC_Coupon();
		$coupon->set_code( 'minus10' );
		$coupon->set_discount_type( 'percent' );
		$coupon->set_amount( 10 );
		$coupon->save();
		WC()->cart->apply_coupon( 'minus10' );
		WC()->cart->calculate_totals();
		wc_clear_notices();

		$this->assertSame( 10, has_filter( 'woocommerce_update_order_review_fragments', array( WidgetPage::class, 'figures_fragment' ) ) );
		// Another method chosen: no widget on the page, WooCommerce's own answer.
		WC()->session->set( 'chosen_shipping_methods', array( 'flat_rate:1' ) );
		$review = array( '.woocommerce-checkout-review-order-table' => '<table></table>' );
		$this->assertSame( $review, WidgetPage::figures_fragment( $review ) );
		WC()->session->set( 'chosen_shipping_methods', array( 'vitrina:3' ) );
		$fragments = WidgetPage::figures_fragment( $review );
		$this->assertArrayHasKey( '.woocommerce-checkout-review-order-table', $fragments );
		$this->assertMatchesRegularExpression( '#^<script type="application/json" id="vitrina-delivery-figures">(.*)</script>$#s', $fragments[ WidgetPage::FIGURES_FRAGMENT ] );
		preg_match( '#>(.*)</script>$#s', $fragments[ WidgetPage::FIGURES_FRAGMENT ], $json );
		$figures = json_decode( $json[1], true );
		$config  = WidgetPage::config();
		$this->assertSame( 1, $figures['COUPONS'] );
		$this->assertEquals( 398, $figures['DISCOUNT'] );
		foreach ( array( 'PRODUCTS', 'WEIGHT', 'DISCOUNT', 'COUPONS' ) as $key ) {
			$this->assertEquals( $config[ $key ], $figures[ $key ], $key );
		}
	}

	/**
	 * The page configuration of §3 from a real cart.
	 */
	public function test_page_configuration_from_cart(): void {
		update_option(
			Schema::OPTION,
			array(
				'delivery_provider'           => 'external',
				'delivery_external_host'      => 'https://provider.test/api',
				'delivery_hide_billing'       => 'yes',
				'delivery_disable_autoscroll' => 'yes',
			)
		);
		update_option( 'woocommerce_weight_unit', 'g' );
		update_option( 'woocommerce_dimension_unit', 'mm' );
		$kettle = $this->product( 'Чайник', '1990', 'KT' );
		$mug    = $this->product( 'Кружка', '250', 'MG' );
		WC()->cart->add_to_cart( $kettle->get_id(), 2 );
		WC()->cart->add_to_cart( $mug->get_id(), 1 );
		WC()->cart->calculate_totals();

		$settings = Islands::settings( 'delivery' );
		$this->assertSame( array_keys( \Vitrina\Delivery\WidgetPage::config() ), \Vitrina\Delivery\WidgetPage::CONFIG_KEYS, 'Every key of the page configuration is added to the settings.' );
		$this->assertSame( \Vitrina\Delivery\WidgetPage::CONFIG_KEYS, array_keys( $settings ) );
		$this->assertSame( 'en', $settings['LANG'] );
		$this->assertSame( home_url( '/' ), $settings['BASE_URL'] );
		$this->assertSame( rest_url( 'vitrina-widget-api/proxy' ), $settings['API_URL'] );
		$this->assertSame( array( 'RU' ), $settings['COUNTRIES'] );
		$this->assertSame( 'rub', $settings['CURRENCY'] );
		$this->assertEquals( 4.5, $settings['WEIGHT'] );
		$this->assertEquals( 0, $settings['DISCOUNT'] );
		$this->assertSame( 'cod', $settings['PAY_METHOD_WITH_COD'] );
		$this->assertSame( 'vitrina_cod_card', $settings['PAY_METHOD_WITH_COD_CARD'] );
		$this->assertTrue( $settings['DISABLE_AUTOSCROLL_TO_WIDGET'] );
		$this->assertFalse( $settings['DISABLE_WIDGET_MULTI_REQUESTS'] );
		$this->assertTrue( $settings['HIDE_BILLING'] );
		$this->assertSame( rest_url( 'vitrina-widget-api/set-delivery' ), $settings['SET_DELIVERY_URL'] );
		$this->assertSame( 1, wp_verify_nonce( $settings['NONCE'], 'wp_rest' ) );
		$this->assertNull( $settings['SELECTION'] );
		$this->assertSame( 0, $settings['COUPONS'] );
		$this->assertCount( 2, $settings['PRODUCTS'] );
		$this->assertSame(
			array(
				'name'       => 'Чайник',
				'vendorCode' => $kettle->get_sku(),
				'price'      => 1990.0,
				'count'      => 2,
				'vat'        => 0,
				'width'      => 20.0,
				'height'     => 10.0,
				'length'     => 30.0,
			),
			$settings['PRODUCTS'][0]
		);
		$this->assertSame( 'Кружка', $settings['PRODUCTS'][1]['name'] );

		add_filter( 'pre_determine_locale', static fn() => 'ru_RU' );
		$this->assertSame( 'ru', WidgetPage::config()['LANG'] );

		$this->assertSame( array(), WidgetPage::config()['SUMMARY'], 'no choice, no summary' );
		Session::store( $this->clean( SelectionTest::courier() ) );
		$config = WidgetPage::config();
		$this->assertSame( 'СДЭК', $config['SELECTION']['delivery']['company']['name'] ?? null );
		// A kept choice comes with the shop's summary, as set-delivery answers it.
		$this->assertSame( Selection::summary_lines( $config['SELECTION'] ), $config['SUMMARY'] );
		$this->assertSame( 'СДЭК, courier', $config['SUMMARY'][0]['value'] ?? null );
	}

	/**
	 * The container the script fills, and the scripts: outside the cart
	 * page the island's script is the build with the widget's part and the
	 * loader in it (build/delivery/page.js), with jQuery, and the loader's
	 * own file (its fixed path, registered for shops that embed it) is not
	 * loaded beside it; asking for the island enqueues the script and
	 * prints its settings.
	 */
	public function test_container_and_scripts(): void {
		$html = WidgetPage::container();
		$this->assertStringContainsString( 'id="vitrina-delivery-widget"', $html );
		$this->assertStringContainsString( 'id="vitrina-delivery-block"', $html );
		if ( ! is_readable( VITRINA_DIR . '/build/delivery/index.asset.php' ) || ! is_readable( VITRINA_DIR . '/build/delivery-widget/loader.asset.php' ) ) {
			$this->markTestIncomplete( 'The build is missing: run npm run build.' );
		}
		WidgetPage::register_scripts();
		$script = wp_scripts()->query( 'vitrina-delivery' );
		$this->assertInstanceOf( \_WP_Dependency::class, $script );
		$this->assertStringEndsWith( '/build/delivery/page.js', $script->src );
		$this->assertContains( 'jquery', $script->deps );
		$this->assertNotContains( 'vitrina-delivery-widget-loader', $script->deps );
		$loader = wp_scripts()->query( 'vitrina-delivery-widget-loader' );
		$this->assertInstanceOf( \_WP_Dependency::class, $loader );
		$this->assertStringEndsWith( '/build/delivery-widget/loader.js', $loader->src );

		Islands::reset();
		Islands::need( 'delivery' );
		Islands::enqueue_needed();
		$this->assertTrue( wp_script_is( 'vitrina-delivery', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'vitrina-delivery-widget-loader', 'enqueued' ) );
		$this->assertSame( array(), array_intersect( wp_scripts()->queue, array( 'vitrina-delivery-widget-loader' ) ) );
		if ( wp_style_is( 'vitrina-delivery', 'registered' ) ) {
			$this->assertTrue( wp_style_is( 'vitrina-delivery', 'enqueued' ) );
		}
	}

	/**
	 * The island's stylesheet holds the Cart and Checkout blocks' rules
	 * alone: the classic cart (and checkout) page loads none of it; a cart
	 * page with the Cart block does.
	 */
	public function test_the_classic_pages_go_without_the_blocks_stylesheet(): void {
		if ( ! is_readable( VITRINA_DIR . '/build/delivery/index.css' ) ) {
			$this->markTestIncomplete( 'The build is missing: run npm run build.' );
		}
		$cart_page = get_option( 'woocommerce_cart_page_id' );
		$on_cart   = function ( string $content ): void {
			$page = wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => 'Корзина',
					'post_content' => $content,
				)
			);
			update_option( 'woocommerce_cart_page_id', $page );
			// A page of its own: nothing of the island's registered yet.
			wp_dequeue_style( 'vitrina-delivery' );
			wp_deregister_style( 'vitrina-delivery' );
			wp_dequeue_script( 'vitrina-delivery' );
			wp_deregister_script( 'vitrina-delivery' );
			Islands::reset();
			WidgetPage::register_scripts();
			Islands::need( 'delivery' );
			Islands::enqueue_needed();
		};
		add_filter( 'woocommerce_is_cart', '__return_true' );
		try {
			$this->assertTrue( WidgetPage::is_widget_page() );
			$on_cart( '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->' );
			$this->assertTrue( wp_script_is( 'vitrina-delivery', 'enqueued' ) );
			// The cart page's own build: the widget's part only where it follows.
			$this->assertStringEndsWith( '/build/delivery/index.js', (string) wp_scripts()->query( 'vitrina-delivery' )->src );
			$this->assertFalse( wp_style_is( 'vitrina-delivery', 'registered' ) );
			$this->assertFalse( wp_style_is( 'vitrina-delivery', 'enqueued' ) );

			$on_cart( '<!-- wp:woocommerce/cart /-->' );
			$this->assertTrue( wp_style_is( 'vitrina-delivery', 'enqueued' ) );
		} finally {
			remove_filter( 'woocommerce_is_cart', '__return_true' );
			update_option( 'woocommerce_cart_page_id', $cart_page );
			Islands::reset();
		}
		// Elsewhere (a page with the Checkout block) it comes with the island.
		$this->assertFalse( WidgetPage::is_widget_page() );
		WidgetPage::register_scripts();
		$this->assertTrue( wp_style_is( 'vitrina-delivery', 'registered' ) );
	}

	/**
	 * The block is registered from block.json and renders the container once,
	 * asking for the island.
	 */
	public function test_block_renders_the_container(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'vitrina/delivery-widget' );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		$this->assertSame( 3, $type->api_version );
		Islands::reset();
		WidgetPage::reset();
		WC()->cart->add_to_cart( $this->product( 'Ковш', '990', 'KV' )->get_id() );
		$html = do_blocks( '<!-- wp:vitrina/delivery-widget /-->' );
		$this->assertStringContainsString( 'id="vitrina-delivery-widget"', $html );
		$this->assertStringContainsString( 'wp-block-vitrina-delivery-widget', $html );
		$this->assertTrue( Islands::is_needed( 'delivery' ) );
		$this->assertSame( 'block', WidgetPage::config()['PAGE'] );
		$this->assertSame( '', do_blocks( '<!-- wp:vitrina/delivery-widget /-->' ), 'one widget per page' );
	}

	/**
	 * An order with a shipping line of the given method.
	 *
	 * @param string $method Method id.
	 */
	private function order_shipped_by( string $method ): \WC_Order {
		$order = wc_create_order();
		$line  = new \WC_Order_Item_Shipping();
		$line->set_method_id( $method );
		$line->set_instance_id( '3' );
		$line->set_method_title( $method );
		$order->add_item( $line );
		$order->save();
		return $order;
	}

	/**
	 * The block checkout (Store API): placing an order with our method and no
	 * selection is refused with the widget's message; a draft update is not;
	 * with a selection the order gets it, as at the classic checkout.
	 */
	public function test_block_checkout_order_refused_without_selection_and_saved_with_it(): void {
		$order = $this->order_shipped_by( 'vitrina' );
		try {
			do_action( 'woocommerce_store_api_checkout_update_order_from_request', $order, new WP_REST_Request( 'POST', '/wc/store/v1/checkout' ) );
			$this->fail( 'an order without a delivery was let through' );
		} catch ( \Automattic\WooCommerce\StoreApi\Exceptions\RouteException $e ) {
			$this->assertSame( 'vitrina_delivery_required', $e->getErrorCode() );
			$this->assertSame( 400, $e->getCode() );
			$this->assertSame( 'Select and confirm delivery method in the widget', $e->getMessage() );
		}
		do_action( 'woocommerce_store_api_checkout_update_order_from_request', $order, new WP_REST_Request( 'PUT', '/wc/store/v1/checkout' ) );
		$this->assertSame( '', $order->get_meta( Order::META ), 'a draft update is not refused and saves nothing' );

		$other = $this->order_shipped_by( 'flat_rate' );
		do_action( 'woocommerce_store_api_checkout_update_order_from_request', $other, new WP_REST_Request( 'POST', '/wc/store/v1/checkout' ) );
		$this->assertSame( '', $other->get_meta( Order::META ), 'another method: nothing to do' );

		Session::store( $this->clean( SelectionTest::courier() ) );
		do_action( 'woocommerce_store_api_checkout_update_order_from_request', $order, new WP_REST_Request( 'POST', '/wc/store/v1/checkout' ) );
		$order->save();
		$order = wc_get_order( $order->get_id() );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertSame( 'cdek-courier', $order->get_meta( Order::META )['delivery']['id'] );
		$this->assertSame( 'ул. Ленина, д.5 (корп.2), Кв/офис 10', $order->get_shipping_address_1() );

		do_action( 'woocommerce_store_api_checkout_order_processed', $order );
		$this->assertNull( Session::selection(), 'the next cart starts without one' );
	}

	/**
	 * The block checkout asks for a fresh cart through the Store API's
	 * extension update, under our namespace.
	 */
	public function test_block_checkout_cart_update_is_registered(): void {
		$extend = \Automattic\WooCommerce\StoreApi\StoreApi::container()->get( \Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema::class );
		$this->assertIsCallable( $extend->get_update_callback( 'vitrina-delivery' ) );
	}

	/**
	 * On the block checkout page the widget comes right before the Checkout
	 * block, once, and asks for the island; elsewhere nothing is added.
	 */
	public function test_widget_before_the_checkout_block(): void {
		$page = new WidgetPage();
		$this->assertSame( '<div>checkout</div>', $page->before_checkout_block( '<div>checkout</div>' ), 'not the checkout page' );

		// The checkout page (WooCommerce caches its own answer for the request).
		add_filter( 'woocommerce_is_checkout', '__return_true' );
		Islands::reset();
		$this->assertSame( '<div>checkout</div>', $page->before_checkout_block( '<div>checkout</div>' ), 'an empty cart: WooCommerce\'s own' );
		$this->assertFalse( Islands::is_needed( 'delivery' ) );
		WC()->cart->add_to_cart( $this->product( 'Ковш', '990', 'KV' )->get_id() );
		$html   = $page->before_checkout_block( '<div>checkout</div>' );
		$needed = Islands::is_needed( 'delivery' );
		$second = $page->before_checkout_block( '<div>x</div>' );
		remove_filter( 'woocommerce_is_checkout', '__return_true' );
		$this->assertStringStartsWith( '<div class="wp-block-vitrina-delivery-widget', $html );
		$this->assertStringContainsString( 'id="vitrina-delivery-widget"', $html );
		$this->assertStringEndsWith( '<div>checkout</div>', $html );
		$this->assertTrue( $needed );
		$this->assertSame( '<div>x</div>', $second, 'one widget per page' );
	}

	/**
	 * The block with an empty cart says why there is no widget, and asks
	 * for no script; with products, the widget's container.
	 */
	public function test_block_with_an_empty_cart(): void {
		Islands::reset();
		$html = WidgetPage::render_block();
		$this->assertStringContainsString( 'Delivery options appear here once the cart has products.', $html );
		$this->assertStringNotContainsString( 'vitrina-delivery-widget"', $html );
		$this->assertFalse( Islands::is_needed( 'delivery' ) );

		WC()->cart->add_to_cart( $this->product( 'Ковш', '990', 'KV' )->get_id() );
		$html = WidgetPage::render_block();
		$this->assertStringContainsString( 'id="vitrina-delivery-widget"', $html );
		$this->assertStringNotContainsString( 'vitrina-delivery__empty', $html );
		$this->assertTrue( Islands::is_needed( 'delivery' ) );
	}
}
