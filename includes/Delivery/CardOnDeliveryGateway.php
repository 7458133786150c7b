<?php
/**
 * The card-on-delivery payment method.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

defined( 'ABSPATH' ) || exit;

/**
 * Payment by bank card to the courier or at the pickup point. Works like
 * WooCommerce's cash on delivery: the order goes to processing (on hold when
 * it has downloads), which reduces stock, and the cart is emptied. It can be
 * limited to some shipping methods.
 */
class CardOnDeliveryGateway extends \WC_Payment_Gateway {

	/** The gateway id (the delivery widget maps card payment to it). */
	public const ID = 'vitrina_cod_card';

	/**
	 * Instructions shown on the thank-you page and in emails.
	 *
	 * @var string
	 */
	public $instructions = '';

	/**
	 * Shipping methods the gateway is limited to (empty: all).
	 *
	 * @var string[]
	 */
	public $enable_for_methods = array();

	/**
	 * Whether orders that need no shipping may use it.
	 *
	 * @var bool
	 */
	public $enable_for_virtual = true;

	/**
	 * Constructor: WooCommerce builds the gateway once per request.
	 */
	public function __construct() {
		$this->id                 = self::ID;
		$this->icon               = '';
		$this->has_fields         = false;
		$this->method_title       = __( 'Card on delivery', 'vitrina' );
		$this->method_description = __( 'Shoppers pay by bank card to the courier or at the pickup point when they receive the order.', 'vitrina' );
		$this->supports           = array( 'products' );

		$this->init_form_fields();
		$this->init_settings();

		$this->title              = $this->get_option( 'title' );
		$this->description        = $this->get_option( 'description' );
		$this->instructions       = $this->get_option( 'instructions' );
		$this->enable_for_methods = array_values( array_filter( array_map( 'strval', (array) $this->get_option( 'enable_for_methods', array() ) ) ) );
		$this->enable_for_virtual = 'yes' === $this->get_option( 'enable_for_virtual', 'yes' );

		add_action( 'woocommerce_update_options_payment_gateways_' . $this->id, array( $this, 'process_admin_options' ) );
		add_action( 'woocommerce_thankyou_' . $this->id, array( $this, 'thankyou_page' ) );
		add_action( 'woocommerce_email_before_order_table', array( $this, 'email_instructions' ), 10, 3 );
		add_filter( 'woocommerce_payment_complete_order_status', array( $this, 'payment_complete_order_status' ), 10, 3 );
	}

	/**
	 * The settings of the gateway.
	 */
	public function init_form_fields(): void {
		$this->form_fields = array(
			'enabled'            => array(
				'title'   => __( 'Enable/Disable', 'vitrina' ),
				'label'   => __( 'Enable card on delivery', 'vitrina' ),
				'type'    => 'checkbox',
				'default' => 'no',
			),
			'title'              => array(
				'title'       => __( 'Title', 'vitrina' ),
				'type'        => 'safe_text',
				'description' => __( 'The name of the payment method that shoppers see at checkout.', 'vitrina' ),
				'default'     => __( 'Card on delivery', 'vitrina' ),
				'desc_tip'    => true,
			),
			'description'        => array(
				'title'       => __( 'Description', 'vitrina' ),
				'type'        => 'textarea',
				'description' => __( 'The description of the payment method that shoppers see at checkout.', 'vitrina' ),
				'default'     => __( 'Pay by bank card when you receive your order.', 'vitrina' ),
				'desc_tip'    => true,
			),
			'instructions'       => array(
				'title'       => __( 'Instructions', 'vitrina' ),
				'type'        => 'textarea',
				'description' => __( 'Shown on the order confirmation page and in the order emails.', 'vitrina' ),
				'default'     => __( 'Pay by bank card when you receive your order.', 'vitrina' ),
				'desc_tip'    => true,
			),
			'enable_for_methods' => array(
				'title'             => __( 'Enable for shipping methods', 'vitrina' ),
				'type'              => 'multiselect',
				'class'             => 'wc-enhanced-select',
				'css'               => 'width: 400px;',
				'default'           => '',
				'description'       => __( 'Choose the shipping methods this payment method is offered for. Leave empty to offer it for all of them.', 'vitrina' ),
				'options'           => $this->shipping_method_options(),
				'desc_tip'          => true,
				'custom_attributes' => array(
					'data-placeholder' => __( 'Choose shipping methods', 'vitrina' ),
				),
			),
			'enable_for_virtual' => array(
				'title'   => __( 'Orders without shipping', 'vitrina' ),
				'label'   => __( 'Offer card on delivery when the order needs no shipping', 'vitrina' ),
				'type'    => 'checkbox',
				'default' => 'yes',
			),
		);
	}

	/**
	 * The shipping methods to choose from (only built on the settings
	 * screen: it reads every shipping zone).
	 *
	 * @return array<string, string>
	 */
	private function shipping_method_options(): array {
		if ( ! is_admin() || ! function_exists( 'WC' ) || ! WC()->shipping() ) {
			return array();
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only decides what to build.
		if ( ! isset( $_GET['section'] ) || self::ID !== sanitize_key( wp_unslash( $_GET['section'] ) ) ) {
			return array();
		}
		$options = array();
		foreach ( WC()->shipping()->load_shipping_methods() as $method ) {
			/* translators: %s: shipping method name. */
			$options[ (string) $method->id ] = sprintf( __( 'Any “%s” method', 'vitrina' ), wp_strip_all_tags( $method->get_method_title() ) );
		}
		return $options;
	}

	/**
	 * Whether shoppers can choose the gateway now.
	 *
	 * @return bool
	 */
	public function is_available() {
		if ( 'yes' !== $this->enabled ) {
			return false;
		}

		$rates      = array();
		$is_virtual = true;
		if ( is_wc_endpoint_url( 'order-pay' ) ) {
			$order = wc_get_order( absint( get_query_var( 'order-pay' ) ) );
			if ( $order instanceof \WC_Order ) {
				foreach ( $order->get_shipping_methods() as $item ) {
					$rates[] = $item->get_method_id() . ':' . $item->get_instance_id();
				}
			}
			$is_virtual = array() === $rates;
		} elseif ( WC()->cart && WC()->cart->needs_shipping() ) {
			$is_virtual = false;
			$chosen     = WC()->session ? (array) WC()->session->get( 'chosen_shipping_methods', array() ) : array();
			$rates      = array_values( array_filter( array_map( 'strval', $chosen ) ) );
		}

		if ( $is_virtual ) {
			return $this->enable_for_virtual && parent::is_available();
		}
		if ( array() !== $this->enable_for_methods && array() !== $rates && ! $this->matches_methods( $rates ) ) {
			return false;
		}
		return parent::is_available();
	}

	/**
	 * Whether one of the rates (method:instance) is among the enabled
	 * methods, which may name a method with or without its instance.
	 *
	 * @param string[] $rates Rate ids.
	 */
	public function matches_methods( array $rates ): bool {
		foreach ( $rates as $rate ) {
			$method = strtok( $rate, ':' );
			if ( in_array( $rate, $this->enable_for_methods, true ) || in_array( $method, $this->enable_for_methods, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Takes the order: processing (on hold with downloads), which reduces
	 * stock; empties the cart.
	 *
	 * @param int $order_id Order id.
	 * @return array{result: string, redirect?: string}
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order ) {
			wc_add_notice( __( 'The order could not be found. Please try again.', 'vitrina' ), 'error' );
			return array( 'result' => 'failure' );
		}

		if ( $order->get_total() > 0 ) {
			/**
			 * Filters the status of a new card-on-delivery order.
			 *
			 * @param string    $status processing, or on-hold for orders with downloads.
			 * @param \WC_Order $order  The order.
			 */
			$status = apply_filters( 'vitrina_cod_card_process_payment_order_status', $order->has_downloadable_item() ? 'on-hold' : 'processing', $order );
			$order->update_status( (string) $status, __( 'Payment by card on delivery.', 'vitrina' ) );
		} else {
			$order->payment_complete();
		}

		if ( WC()->cart ) {
			WC()->cart->empty_cart();
		}

		return array(
			'result'   => 'success',
			'redirect' => $this->get_return_url( $order ),
		);
	}

	/**
	 * Instructions on the thank-you page.
	 */
	public function thankyou_page(): void {
		if ( '' !== $this->instructions ) {
			echo wp_kses_post( wpautop( wptexturize( $this->instructions ) ) );
		}
	}

	/**
	 * Instructions in the customer's order emails.
	 *
	 * @param \WC_Order $order         Order.
	 * @param bool      $sent_to_admin Whether the email goes to the admin.
	 * @param bool      $plain_text    Whether the email is plain text.
	 */
	public function email_instructions( $order, $sent_to_admin, $plain_text = false ): void {
		if ( '' === $this->instructions || $sent_to_admin || ! $order instanceof \WC_Order || self::ID !== $order->get_payment_method() ) {
			return;
		}
		if ( $plain_text ) {
			echo esc_html( wp_strip_all_tags( wptexturize( $this->instructions ) ) ) . PHP_EOL;
			return;
		}
		echo wp_kses_post( wpautop( wptexturize( $this->instructions ) ) . PHP_EOL );
	}

	/**
	 * An order paid by card on delivery is complete once it is paid.
	 *
	 * @param string              $status   Status.
	 * @param int                 $order_id Order id.
	 * @param \WC_Order|bool|null $order    Order.
	 * @return string
	 */
	public function payment_complete_order_status( $status, $order_id = 0, $order = null ) {
		if ( $order instanceof \WC_Order && self::ID === $order->get_payment_method() ) {
			return 'completed';
		}
		return $status;
	}
}
