<?php
/**
 * The shopper's saved addresses are never replaced by a pickup point.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce saves the checkout's addresses to the customer's account
 * (the classic checkout in WC_Checkout::process_customer, the Store API in
 * OrderController::sync_customer_data_with_order). A pickup order's
 * shipping address is the point, and the billing fields the shopper left
 * empty took the point's address (ClassicCheckout::fill): while such an
 * order is placed, those fields of the account keep what they were; and
 * once it is placed, the session's customer (what the next checkout is
 * filled with) gets the account's addresses back.
 */
final class Account {

	/** The address fields of a customer (without the prefix). */
	public const FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone' );

	/**
	 * The customer whose account keeps its fields while the order is placed,
	 * and those fields (`shipping_address_1`, `billing_city`…).
	 *
	 * @var array{customer: int, fields: list<string>}|null
	 */
	private static ?array $keep = null;

	/**
	 * Hooks (from Checkout::register).
	 */
	public static function register(): void {
		add_action( 'woocommerce_before_customer_object_save', array( self::class, 'before_save' ) );
		add_action( 'woocommerce_checkout_order_processed', array( self::class, 'after_order' ), 5 );
		add_action( 'woocommerce_store_api_checkout_order_processed', array( self::class, 'after_order' ), 5 );
	}

	/**
	 * While a pickup order of a logged-in customer is placed, these fields of
	 * the account are kept: the shipping address, and the given billing
	 * fields (those taken from the point).
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 * @param string[]             $billing   Billing fields filled from the delivery.
	 */
	public static function keep_for( array $selection, array $billing = array() ): void {
		$customer = get_current_user_id();
		if ( $customer <= 0 || Selection::PICKUP !== ( $selection['delivery']['type'] ?? null ) ) {
			self::$keep = null;
			return;
		}
		$fields = array_map( static fn( string $field ): string => 'shipping_' . $field, self::FIELDS );
		foreach ( $billing as $field ) {
			if ( str_starts_with( $field, 'billing_' ) && in_array( substr( $field, 8 ), self::FIELDS, true ) ) {
				$fields[] = $field;
			}
		}
		self::$keep = array(
			'customer' => $customer,
			'fields'   => $fields,
		);
	}

	/**
	 * The account (not the session's copy) about to be saved with the
	 * order's addresses: the kept fields go back to what the account has
	 * (woocommerce_before_customer_object_save).
	 *
	 * @param mixed $customer The customer object.
	 */
	public static function before_save( $customer ): void {
		if ( null === self::$keep || ! $customer instanceof \WC_Customer || $customer->get_id() !== self::$keep['customer'] ) {
			return;
		}
		if ( self::is_session( $customer ) ) {
			return;
		}
		foreach ( self::$keep['fields'] as $field ) {
			$setter = 'set_' . $field;
			if ( is_callable( array( $customer, $setter ) ) ) {
				$customer->{$setter}( (string) get_user_meta( $customer->get_id(), $field, true ) );
			}
		}
	}

	/**
	 * Once the order is placed, the session's customer (the next checkout's
	 * fields) gets the account's kept fields back; then nothing is kept.
	 */
	public static function after_order(): void {
		if ( null === self::$keep ) {
			return;
		}
		$keep       = self::$keep;
		self::$keep = null;
		$session    = function_exists( 'WC' ) ? WC()->customer : null;
		if ( ! $session instanceof \WC_Customer || $session->get_id() !== $keep['customer'] ) {
			return;
		}
		foreach ( $keep['fields'] as $field ) {
			$setter = 'set_' . $field;
			if ( is_callable( array( $session, $setter ) ) ) {
				$session->{$setter}( (string) get_user_meta( $keep['customer'], $field, true ) );
			}
		}
		$session->save();
	}

	/**
	 * Forgets what is kept (tests).
	 */
	public static function reset(): void {
		self::$keep = null;
	}

	/**
	 * Whether a customer object is the session's copy (saved to the
	 * WooCommerce session, not to the account).
	 *
	 * @param \WC_Customer $customer The customer.
	 */
	private static function is_session( \WC_Customer $customer ): bool {
		$store = $customer->get_data_store();
		return $store instanceof \WC_Data_Store && str_contains( (string) $store->get_current_class_name(), 'Session' );
	}
}
