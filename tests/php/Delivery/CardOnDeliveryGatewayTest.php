<?php
/**
 * Tests of the card-on-delivery gateway.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\Attributes\Group;
use Vitrina\Delivery\CardOnDeliveryBlock;
use Vitrina\Delivery\CardOnDeliveryGateway;
use Vitrina\Delivery\Session;
use Vitrina\Delivery\Gateways;
use Vitrina\Delivery\Selection;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * The gateway is registered, can be enabled, and takes orders like cash on
 * delivery.
 */
#[Group( 'woocommerce' )]
final class CardOnDeliveryGatewayTest extends TestCase {

	use FakeProvider;

	/**
	 * Needs WooCommerce; reloads the gateways with fresh settings.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
	}

	/**
	 * The gateway with the given settings, as WooCommerce builds it.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private function gateway( array $settings = array() ): CardOnDeliveryGateway {
		update_option( 'woocommerce_' . CardOnDeliveryGateway::ID . '_settings', $settings );
		WC()->payment_gateways()->init();
		$gateway = WC()->payment_gateways()->payment_gateways()[ CardOnDeliveryGateway::ID ] ?? null;
		$this->assertInstanceOf( CardOnDeliveryGateway::class, $gateway );
		return $gateway;
	}

	/**
	 * Registered through the Gateways module.
	 */
	public function test_registered_with_woocommerce(): void {
		$this->assertContains( CardOnDeliveryGateway::class, apply_filters( 'woocommerce_payment_gateways', array() ) );
		$this->assertSame( array( 'x', CardOnDeliveryGateway::class ), ( new Gateways() )->add( array( 'x' ) ) );
		$this->assertArrayHasKey( 'cod', WC()->payment_gateways()->payment_gateways() );
		$gateway = $this->gateway();
		$this->assertSame( 'vitrina_cod_card', $gateway->id );
		$this->assertSame( 'Card on delivery', $gateway->get_method_title() );
		$this->assertSame( 'Card on delivery', $gateway->get_title() );
		$this->assertSame( 'no', $gateway->enabled, 'off until the admin enables it' );
		$this->assertFalse( $gateway->is_available() );
	}

	/**
	 * The admin can enable it: then it is offered at checkout.
	 */
	public function test_can_be_enabled(): void {
		$gateway = $this->gateway(
			array(
				'enabled' => 'yes',
				'title'   => 'Картой при получении',
			)
		);
		$this->assertSame( 'yes', $gateway->enabled );
		$this->assertTrue( $gateway->is_available() );
		$this->assertSame( 'Картой при получении', $gateway->get_title() );
		$this->assertArrayHasKey( CardOnDeliveryGateway::ID, WC()->payment_gateways()->get_available_payment_gateways() );
	}

	/**
	 * Its form fields, as the settings screen posts them, are saved.
	 */
	public function test_admin_options_are_saved(): void {
		$gateway = $this->gateway();
		$prefix  = $gateway->get_field_key( 'enabled' );
		$this->assertSame( 'woocommerce_vitrina_cod_card_enabled', $prefix );
		$gateway->set_post_data(
			array(
				$gateway->get_field_key( 'enabled' )      => '1',
				$gateway->get_field_key( 'title' )        => 'Card <b>on</b> delivery',
				$gateway->get_field_key( 'description' )  => 'Pay the courier.',
				$gateway->get_field_key( 'instructions' ) => 'Have your card ready.',
			)
		);
		$gateway->process_admin_options();
		$saved = get_option( 'woocommerce_vitrina_cod_card_settings' );
		$this->assertIsArray( $saved );
		$this->assertSame( 'yes', $saved['enabled'] );
		$this->assertSame( 'Card on delivery', $saved['title'], 'the title is cleaned of markup' );
		$this->assertSame( 'Have your card ready.', $saved['instructions'] );
	}

	/**
	 * Limits to shipping methods.
	 *
	 * @return array<string, array{list<string>, list<string>, bool}>
	 */
	public static function methods(): array {
		return array(
			'any flat rate'           => array( array( 'flat_rate' ), array( 'flat_rate:3' ), true ),
			'this flat rate instance' => array( array( 'flat_rate:3' ), array( 'flat_rate:3' ), true ),
			'other instance'          => array( array( 'flat_rate:4' ), array( 'flat_rate:3' ), false ),
			'other method'            => array( array( 'local_pickup' ), array( 'flat_rate:3' ), false ),
			'one of two packages'     => array( array( 'local_pickup' ), array( 'flat_rate:3', 'local_pickup:1' ), true ),
		);
	}

	/**
	 * Matching the chosen shipping rates.
	 *
	 * @param string[] $enabled  Enabled methods.
	 * @param string[] $rates    Chosen rates.
	 * @param bool     $expected Whether it matches.
	 */
	#[DataProvider( 'methods' )]
	public function test_matches_methods( array $enabled, array $rates, bool $expected ): void {
		$gateway = $this->gateway(
			array(
				'enabled'            => 'yes',
				'enable_for_methods' => $enabled,
			)
		);
		$this->assertSame( $enabled, $gateway->enable_for_methods );
		$this->assertSame( $expected, $gateway->matches_methods( $rates ) );
	}

	/**
	 * Paying: the order goes to processing, stock is reduced, the shopper
	 * goes to the order-received page.
	 */
	public function test_process_payment_like_cash_on_delivery(): void {
		$gateway = $this->gateway( array( 'enabled' => 'yes' ) );
		$product = new \WC_Product_Simple();
		$product->set_name( 'Чайник' );
		$product->set_regular_price( '1500' );
		$product->set_manage_stock( true );
		$product->set_stock_quantity( 5 );
		$product->save();

		$order = wc_create_order();
		$order->add_product( $product, 2 );
		$order->set_payment_method( $gateway );
		$order->calculate_totals();
		$order->save();

		$result = $gateway->process_payment( $order->get_id() );

		$this->assertSame( 'success', $result['result'] );
		$this->assertStringContainsString( 'order-received', $result['redirect'] ?? '' );
		$order = wc_get_order( $order->get_id() );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( CardOnDeliveryGateway::ID, $order->get_payment_method() );
		$this->assertSame( 3, wc_get_product( $product->get_id() )->get_stock_quantity() );
		$notes = wc_get_order_notes( array( 'order_id' => $order->get_id() ) );
		$this->assertContains( 'Payment by card on delivery. Order status changed from Pending payment to Processing.', wp_list_pluck( $notes, 'content' ) );

		// Once paid, the order is complete.
		$this->assertSame( 'completed', $gateway->payment_complete_order_status( 'processing', $order->get_id(), $order ) );
		$this->assertSame( 'processing', $gateway->payment_complete_order_status( 'processing', 0, null ) );
	}

	/**
	 * A free order is complete at once; a missing order fails.
	 */
	public function test_free_and_missing_orders(): void {
		$gateway = $this->gateway( array( 'enabled' => 'yes' ) );
		$order   = wc_create_order();
		$order->set_payment_method( $gateway );
		$order->save();
		$this->assertSame( 'success', $gateway->process_payment( $order->get_id() )['result'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertTrue( $order->is_paid() );

		$this->assertSame( 'failure', $gateway->process_payment( 999999999 )['result'] );
		wc_clear_notices();
	}

	/**
	 * Instructions on the thank-you page and in the customer's email only.
	 */
	public function test_instructions(): void {
		$gateway = $this->gateway( array( 'instructions' => 'Have your card <script>x</script>ready.' ) );
		ob_start();
		$gateway->thankyou_page();
		$this->assertSame( "<p>Have your card xready.</p>\n", ob_get_clean(), 'the script tag is stripped' );

		$order = wc_create_order();
		$order->set_payment_method( CardOnDeliveryGateway::ID );
		ob_start();
		$gateway->email_instructions( $order, false, true );
		$gateway->email_instructions( $order, true, false );
		$this->assertSame( 'Have your card ready.' . PHP_EOL, ob_get_clean(), 'plain text, for the customer only' );
	}

	/**
	 * Cash and card flags of a delivery, and which gateways are left.
	 *
	 * @return array<string, array{0: bool, 1: bool, 2: bool, 3: string[]}>
	 */
	public static function deliveries(): array {
		return array(
			'both'                      => array( true, true, true, array( 'bacs', 'cod', 'vitrina_cod_card' ) ),
			'cash only'                 => array( true, false, true, array( 'bacs', 'cod' ) ),
			'card only'                 => array( false, true, true, array( 'bacs', 'vitrina_cod_card' ) ),
			'neither'                   => array( false, false, true, array( 'bacs' ) ),
			'no card method, card only' => array( false, true, false, array( 'bacs', 'cod' ) ),
			'no card method, cash only' => array( true, false, false, array( 'bacs', 'cod' ) ),
			'no card method, neither'   => array( false, false, false, array( 'bacs' ) ),
		);
	}

	/**
	 * Spec §4 on the server: with our rate and a confirmed delivery, the
	 * payment methods follow its cash and card flags.
	 *
	 * @param bool     $cash     Cash allowed.
	 * @param bool     $card     Card allowed.
	 * @param bool     $has_card Whether the card gateway is available.
	 * @param string[] $expected The gateways left.
	 */
	#[DataProvider( 'deliveries' )]
	public function test_payment_methods_follow_the_delivery( bool $cash, bool $card, bool $has_card, array $expected ): void {
		Session::load();
		// An external provider whose courier option has these flags.
		$this->fake_provider( array( self::provider_option( 'cdek-courier', 2, 350, $cash, $card ) ) );
		$gateways = array(
			'bacs' => 'bank',
			'cod'  => 'cash',
		);
		if ( $has_card ) {
			$gateways['vitrina_cod_card'] = 'card';
		}
		WC()->session->set( 'chosen_shipping_methods', array( 'vitrina:3' ) );
		Session::store( null );
		$this->assertSame( $gateways, apply_filters( 'woocommerce_available_payment_gateways', $gateways ), 'no delivery chosen: all stay' );

		$raw                                     = SelectionTest::courier();
		$raw['delivery']['cashPaymentAvailable'] = $cash;
		$raw['delivery']['cardPaymentAvailable'] = $card;
		$selection                               = Selection::parse( $raw );
		$this->assertIsArray( $selection );
		Session::store( $selection );
		try {
			$left = array_keys( apply_filters( 'woocommerce_available_payment_gateways', $gateways ) );
			sort( $left );
			$this->assertSame( $expected, $left );

			WC()->session->set( 'chosen_shipping_methods', array( 'flat_rate:1' ) );
			$this->assertSame( $gateways, apply_filters( 'woocommerce_available_payment_gateways', $gateways ), 'another rate: all stay' );
		} finally {
			Session::store( null );
			WC()->session->set( 'chosen_shipping_methods', array() );
		}
	}

	/**
	 * The Checkout block gets the method: active when the gateway is
	 * enabled, its script and its title.
	 */
	public function test_registered_with_the_checkout_block(): void {
		update_option(
			'woocommerce_' . CardOnDeliveryGateway::ID . '_settings',
			array(
				'enabled'     => 'yes',
				'title'       => 'Картой <b>при получении</b>',
				'description' => 'Курьеру или в пункте выдачи.',
			)
		);
		$block = new CardOnDeliveryBlock();
		$block->initialize();
		$this->assertSame( 'vitrina_cod_card', $block->get_name() );
		$this->assertTrue( $block->is_active() );
		$this->assertSame(
			array(
				'title'       => 'Картой при получении',
				'description' => 'Курьеру или в пункте выдачи.',
				'supports'    => array( 'products' ),
			),
			$block->get_payment_method_data()
		);
		if ( is_readable( VITRINA_DIR . '/build/delivery/payment-block.asset.php' ) ) {
			$this->assertSame( array( 'vitrina-delivery-payment-block' ), $block->get_payment_method_script_handles() );
			$script = wp_scripts()->query( 'vitrina-delivery-payment-block' );
			$this->assertInstanceOf( \_WP_Dependency::class, $script );
			$this->assertStringEndsWith( '/build/delivery/payment-block.js', $script->src );
			$this->assertContains( 'wc-blocks-registry', $script->deps );
		}

		update_option( 'woocommerce_' . CardOnDeliveryGateway::ID . '_settings', array( 'enabled' => 'no' ) );
		$block->initialize();
		$this->assertFalse( $block->is_active() );

		$registry = \Automattic\WooCommerce\Blocks\Package::container()->get( \Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry::class );
		$this->assertTrue( $registry->is_registered( 'vitrina_cod_card' ) || did_action( 'woocommerce_blocks_payment_method_type_registration' ) === 0 );
	}
}
