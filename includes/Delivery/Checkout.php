<?php
/**
 * The WooCommerce integration of the delivery widget: the shipping method,
 * POST vitrina-widget-api/set-delivery, the checkout rules and the order.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use Vitrina\Delivery\Provider\Catalog;
use Vitrina\Http\RateLimit;
use Vitrina\Module;
use Vitrina\Settings\Options;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the confirmed selection in the WooCommerce session, prices the
 * `vitrina` rate from it, fills the address and the courier comment at
 * checkout (server-side, authoritative), blocks an order without a
 * selection, and saves it to the order (HPOS-safe) for the admin and the
 * e-mails.
 */
final class Checkout implements Module {

	/** The REST namespace of the shop's widget API. */
	public const NAMESPACE = 'vitrina-widget-api';

	/** The route that stores the selection. */
	public const ROUTE = 'set-delivery';

	/** Session keys. */
	public const SESSION_KEY            = 'vitrina_delivery';
	public const SESSION_PAY_METHOD_KEY = 'vitrina_delivery_pay_method';

	/** Order meta. */
	public const META         = '_vitrina_delivery';
	public const META_SUMMARY = '_vitrina_delivery_summary';

	/** The namespace of the block checkout's cart update (extensionCartUpdate). */
	public const CART_UPDATE_NAMESPACE = 'vitrina-delivery';

	/** Confirmed choices a client address may save per window. */
	public const RATE_LIMIT = 60;

	/** The window of RATE_LIMIT, seconds. */
	public const RATE_WINDOW = 300;

	/** The nonce action of the REST API. */
	public const NONCE_ACTION = 'wp_rest';

	/**
	 * WooCommerce is loaded.
	 */
	public function can_register(): bool {
		return class_exists( 'WooCommerce', false );
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_filter( 'woocommerce_shipping_methods', array( $this, 'add_method' ) );
		add_filter( 'woocommerce_cart_shipping_packages', array( $this, 'package_key' ) );
		add_action( 'rest_api_init', array( $this, 'routes' ) );
		add_filter( 'woocommerce_checkout_posted_data', array( $this, 'posted_data' ) );
		add_action( 'woocommerce_checkout_process', array( ProviderQuote::class, 'placing' ) );
		add_action( 'woocommerce_after_checkout_validation', array( $this, 'validate' ), 10, 2 );
		add_action( 'woocommerce_checkout_create_order', array( $this, 'save_to_order' ), 10, 2 );
		add_action( 'woocommerce_checkout_order_processed', array( $this, 'forget' ) );
		// The block checkout (Store API): the same rule and the same order data.
		add_filter( 'rest_request_before_callbacks', array( $this, 'before_store_api_checkout' ), 10, 3 );
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( $this, 'store_api_order' ), 10, 2 );
		add_action( 'woocommerce_store_api_checkout_order_processed', array( $this, 'forget' ) );
		add_action( 'init', array( $this, 'register_cart_update' ) );
		add_action( 'woocommerce_admin_order_data_after_shipping_address', array( $this, 'admin_summary' ) );
		add_action( 'woocommerce_email_after_order_table', array( $this, 'email_summary' ), 10, 3 );
		add_action( 'admin_notices', array( ShippingMethod::class, 'admin_notice' ) );
		( new WidgetPage() )->register();
	}

	/**
	 * Adds the shipping method.
	 *
	 * @param mixed $methods Method classes by id.
	 * @return array<int|string, mixed>
	 */
	public function add_method( $methods ): array {
		$methods                       = is_array( $methods ) ? $methods : array();
		$methods[ ShippingMethod::ID ] = ShippingMethod::class;
		return $methods;
	}

	/**
	 * Makes the package hash depend on the selection, so that WooCommerce
	 * recalculates the rate when the selection changes.
	 *
	 * @param mixed $packages Packages.
	 * @return array<int|string, mixed>
	 */
	public function package_key( $packages ): array {
		$packages  = is_array( $packages ) ? $packages : array();
		$selection = self::session_selection();
		foreach ( $packages as $key => $package ) {
			if ( is_array( $package ) ) {
				$packages[ $key ]['vitrina_delivery'] = null === $selection ? '' : md5( (string) wp_json_encode( $selection ) );
			}
		}
		return $packages;
	}

	/**
	 * The selection kept in the session, confirmed by the shop for the cart
	 * as it is now, or null.
	 *
	 * @return array<string, mixed>|null
	 * @phpstan-impure
	 */
	public static function session_selection(): ?array {
		$confirmed = self::session_confirmation();
		return is_array( $confirmed ) ? $confirmed : null;
	}

	/**
	 * The selection kept in the session, confirmed for the cart as it is
	 * now; why it cannot be confirmed; or null when there is none.
	 *
	 * @return array<string, mixed>|WP_Error|null
	 * @phpstan-impure
	 */
	public static function session_confirmation() {
		$key = self::storage_key();
		if ( null === $key ) {
			return null;
		}
		$stored = get_transient( $key );
		if ( ! is_array( $stored ) || ! isset( $stored['delivery'] ) ) {
			return null;
		}
		$clean = Selection::parse( $stored );
		return is_wp_error( $clean ) ? null : self::confirm( $clean );
	}

	/**
	 * The shop prices and checks every delivery itself; the browser's figures
	 * never count. With the embedded provider the selection is rebuilt from
	 * the catalogue (Catalog::confirm); with an external one, from the
	 * provider's answer to the server's own calculate call for this cart
	 * (ProviderQuote::confirm).
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 * @return array<string, mixed>|WP_Error The confirmed selection, or why it is refused.
	 */
	public static function confirm( array $selection ) {
		if ( 'embedded' === Options::get( 'delivery_provider' ) ) {
			$cart = self::cart_figures();
			return Catalog::confirm( $selection, $cart['weight'], $cart['declared'], $cart['discount'] );
		}
		return ProviderQuote::confirm( $selection, self::provider_params() );
	}

	/**
	 * The confirmed selection, or null when the shop does not offer it.
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 * @return array<string, mixed>|null
	 */
	public static function priced( array $selection ): ?array {
		$confirmed = self::confirm( $selection );
		return is_array( $confirmed ) ? $confirmed : null;
	}

	/**
	 * The widget parameters of the cart as the server knows it, for the
	 * external provider's calculate call (docs/delivery-provider.md).
	 *
	 * @return array<string, mixed>
	 */
	public static function provider_params(): array {
		$figures  = self::cart_figures();
		$products = self::cart_products();
		$params   = array(
			'currency'      => 'rub',
			'onlyCountries' => WidgetPage::COUNTRIES,
			'products'      => $products,
			'itemCount'     => max( 1, min( 99, (int) array_sum( array_column( $products, 'count' ) ) ) ),
			'priceDeclared' => round( $figures['declared'], 2 ),
			'discount'      => round( $figures['discount'], 2 ),
		);
		if ( $figures['weight'] > 0 ) {
			$params['weight'] = round( $figures['weight'], 3 );
		}
		return $params;
	}

	/**
	 * The cart's products as the widget's parameters list them (§3).
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function cart_products(): array {
		$cart     = function_exists( 'WC' ) ? WC()->cart : null;
		$products = array();
		if ( ! $cart instanceof \WC_Cart ) {
			return $products;
		}
		foreach ( $cart->get_cart() as $item ) {
			$product = $item['data'] ?? null;
			$count   = max( 1, (int) ( $item['quantity'] ?? 1 ) );
			if ( ! $product instanceof \WC_Product || ! $product->needs_shipping() ) {
				continue;
			}
			$line  = (float) ( $item['line_subtotal'] ?? 0 ) + (float) ( $item['line_subtotal_tax'] ?? 0 );
			$entry = array(
				'name'       => wp_strip_all_tags( $product->get_name() ),
				'vendorCode' => (string) $product->get_sku(),
				'price'      => round( $line / $count, 2 ),
				'count'      => $count,
				'vat'        => 0,
			);
			foreach ( array(
				'width'  => $product->get_width(),
				'height' => $product->get_height(),
				'length' => $product->get_length(),
			) as $key => $value ) {
				if ( is_numeric( $value ) && (float) $value > 0 ) {
					$entry[ $key ] = round( (float) wc_get_dimension( (float) $value, 'cm' ), 2 );
				}
			}
			$products[] = $entry;
		}
		return $products;
	}

	/**
	 * The cart's weight (kg), declared value and discount (RUB), as the
	 * widget's parameters give them to the provider.
	 *
	 * @return array{weight: float, declared: float, discount: float}
	 */
	public static function cart_figures(): array {
		$figures = array(
			'weight'   => 0.0,
			'declared' => 0.0,
			'discount' => 0.0,
		);
		$cart    = function_exists( 'WC' ) ? WC()->cart : null;
		if ( ! $cart instanceof \WC_Cart ) {
			return $figures;
		}
		foreach ( $cart->get_cart() as $item ) {
			$product = $item['data'] ?? null;
			if ( ! $product instanceof \WC_Product || ! $product->needs_shipping() ) {
				continue;
			}
			$figures['declared'] += (float) ( $item['line_subtotal'] ?? 0 ) + (float) ( $item['line_subtotal_tax'] ?? 0 );
			if ( is_numeric( $product->get_weight() ) ) {
				$figures['weight'] += (float) wc_get_weight( (float) $product->get_weight(), 'kg' ) * max( 1, (int) ( $item['quantity'] ?? 1 ) );
			}
		}
		$figures['discount'] = (float) $cart->get_discount_total() + (float) $cart->get_discount_tax();
		return $figures;
	}

	/**
	 * Where the shopper's selection is kept: a transient of its own, keyed by
	 * the WooCommerce session's customer id. Not inside the session itself,
	 * whose whole data a concurrent checkout refresh writes back as it had
	 * loaded it, losing a selection saved in the meantime.
	 */
	private static function storage_key(): ?string {
		if ( ! function_exists( 'WC' ) || ! WC()->session ) {
			return null;
		}
		$customer = (string) WC()->session->get_customer_id();
		return '' === $customer ? null : 'vitrina_delivery_' . md5( $customer );
	}

	/**
	 * Keeps (or, with null, clears) the shopper's selection.
	 *
	 * @param array<string, mixed>|null $selection A clean selection.
	 * @param string                    $pay_method A gateway id, or ''.
	 */
	public static function store( ?array $selection, string $pay_method = '' ): void {
		if ( ! WC()->session ) {
			return;
		}
		if ( WC()->session instanceof \WC_Session_Handler && ! WC()->session->has_session() ) {
			WC()->session->set_customer_session_cookie( true );
		}
		$key = self::storage_key();
		if ( null !== $key ) {
			if ( null === $selection ) {
				delete_transient( $key );
			} else {
				set_transient( $key, $selection, 2 * 86400 ); // Two days, as a WooCommerce session.
			}
		}
		WC()->session->set( self::SESSION_PAY_METHOD_KEY, null === $selection || '' === $pay_method ? null : $pay_method );
		if ( null !== $selection && '' !== $pay_method ) {
			WC()->session->set( 'chosen_payment_method', $pay_method );
		}
	}

	/**
	 * Once the order has its delivery, the next cart starts without one.
	 */
	public function forget(): void {
		self::store( null );
	}

	/**
	 * Whether the chosen shipping methods include ours.
	 *
	 * @param mixed $chosen Chosen rate ids (the checkout's posted shipping_method or the session's).
	 */
	public static function is_chosen( $chosen = null ): bool {
		if ( null === $chosen ) {
			$chosen = WC()->session ? WC()->session->get( 'chosen_shipping_methods', array() ) : array();
		}
		foreach ( (array) $chosen as $rate ) {
			if ( ShippingMethod::is_rate( $rate ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Registers POST vitrina-widget-api/set-delivery.
	 */
	public function routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/' . self::ROUTE,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'set_delivery' ),
				'permission_callback' => array( $this, 'verify_request' ),
				'args'                => array(
					'sr_data'    => array(
						'description' => 'The delivery selection (an object or its JSON), or null to clear it.',
						'type'        => array( 'object', 'string', 'null' ),
					),
					'pay_method' => array(
						'description' => 'The payment gateway id chosen with the delivery.',
						'type'        => 'string',
						'pattern'     => '^[A-Za-z0-9_-]{0,100}$',
						'default'     => '',
					),
				),
			)
		);
	}

	/**
	 * The shopper's own session only: the REST nonce must come with the call.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public function verify_request( WP_REST_Request $request ) {
		$nonce = (string) $request->get_header( 'X-WP-Nonce' );
		if ( '' === $nonce ) {
			$nonce = \Vitrina\Http\Nonce::value( $request->get_param( '_wpnonce' ) );
		}
		if ( '' === $nonce || false === wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			return new WP_Error( 'rest_cookie_invalid_nonce', __( 'The request has expired. Please reload the page.', 'vitrina' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Stores (or clears) the selection in the shopper's session.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function set_delivery( WP_REST_Request $request ) {
		if ( ! $request->has_param( 'sr_data' ) ) {
			return new WP_Error( Selection::INVALID, __( 'The parameter sr_data is required (null clears the delivery).', 'vitrina' ), array( 'status' => 400 ) );
		}
		self::load_session();
		if ( ! WC()->session ) {
			return new WP_Error( 'vitrina_no_session', __( 'The shopping session could not be started.', 'vitrina' ), array( 'status' => 500 ) );
		}
		$raw        = $request->get_param( 'sr_data' );
		$pay_method = sanitize_key( (string) $request->get_param( 'pay_method' ) );
		if ( null === $raw || '' === $raw || 'null' === $raw ) {
			self::store( null );
			return new WP_REST_Response( array( 'status' => 'ok' ) );
		}
		$selection = Selection::parse( $raw );
		if ( is_wp_error( $selection ) ) {
			return $selection;
		}
		if ( ! RateLimit::hit( 'set_delivery', self::RATE_LIMIT, self::RATE_WINDOW ) ) {
			return new WP_Error( 'vitrina_too_many_requests', __( 'Too many attempts. Please try again in a few minutes.', 'vitrina' ), array( 'status' => 429 ) );
		}
		$confirmed = self::confirm( $selection );
		if ( is_wp_error( $confirmed ) ) {
			return $confirmed;
		}
		if ( '' !== $pay_method && ! Gateways::allowed( $pay_method, $confirmed ) ) {
			// A payment method the delivery does not take is not remembered.
			$pay_method = '';
		}
		self::store( $confirmed, $pay_method );
		return new WP_REST_Response( array( 'status' => 'ok' ) );
	}

	/**
	 * Loads the session and the cart on a REST request, where WooCommerce
	 * does not by itself.
	 */
	public static function load_session(): void {
		if ( WC()->session && WC()->cart ) {
			return;
		}
		WC()->frontend_includes();
		if ( function_exists( 'wc_load_cart' ) ) {
			wc_load_cart();
		}
	}

	/**
	 * Fills the address, the postcode and the courier comment from the
	 * selection (the checkout script does the same; this is authoritative).
	 *
	 * @param mixed $data Posted checkout data.
	 * @return mixed
	 */
	public function posted_data( $data ) {
		if ( ! is_array( $data ) || ! self::is_chosen( $data['shipping_method'] ?? null ) ) {
			return $data;
		}
		$selection = self::session_selection();
		if ( null === $selection ) {
			return $data;
		}
		return self::fill( $data, $selection, Options::enabled( 'delivery_hide_billing' ) );
	}

	/**
	 * The posted data with the address fields, the postcode, the contacts
	 * (with the billing block hidden) and the courier comment filled.
	 *
	 * @param array<string, mixed> $data        Posted checkout data.
	 * @param array<string, mixed> $selection   A clean selection.
	 * @param bool                 $hide_billing Whether the billing block is hidden.
	 * @return array<string, mixed>
	 */
	public static function fill( array $data, array $selection, bool $hide_billing = false ): array {
		$prefixes = empty( $data['ship_to_different_address'] ) ? array( 'billing', 'shipping' ) : array( 'shipping' );
		$address  = array(
			'address_1' => Selection::address_line( $selection ),
			'city'      => (string) $selection['city']['name'],
			'state'     => (string) $selection['city']['region'],
			'postcode'  => Selection::postcode( $selection ),
		);
		$country  = (string) $selection['city']['countryIsoCode'];
		foreach ( $prefixes as $prefix ) {
			foreach ( $address as $field => $value ) {
				if ( '' !== $value ) {
					$data[ $prefix . '_' . $field ] = $value;
				}
			}
			if ( '' !== $country && '' === (string) ( $data[ $prefix . '_country' ] ?? '' ) ) {
				$data[ $prefix . '_country' ] = $country;
			}
			// The apartment is part of address_1 (§9 format).
			$data[ $prefix . '_address_2' ] = '';
		}
		if ( $hide_billing ) {
			$contacts = (array) $selection['contacts'];
			$fields   = array(
				'billing_first_name' => (string) $contacts['name'],
				'billing_phone'      => (string) $contacts['phone'],
				'billing_email'      => (string) $contacts['email'],
			);
			foreach ( $fields as $key => $value ) {
				if ( '' === (string) ( $data[ $key ] ?? '' ) && '' !== $value ) {
					$data[ $key ] = $value;
				}
			}
		}
		$data['order_comments'] = Selection::notes_with_comment( (string) ( $data['order_comments'] ?? '' ), (string) $selection['comment'] );
		return $data;
	}

	/**
	 * Blocks placing an order with our method and no confirmed selection.
	 *
	 * @param mixed    $data   Posted checkout data.
	 * @param WP_Error $errors Errors.
	 */
	public function validate( $data, $errors ): void {
		if ( ! $errors instanceof WP_Error || ! is_array( $data ) ) {
			return;
		}
		if ( ! self::is_chosen( $data['shipping_method'] ?? null ) ) {
			return;
		}
		$confirmed = self::session_confirmation();
		if ( ! is_array( $confirmed ) ) {
			$errors->add( 'shipping', self::refusal_message( $confirmed ) );
		}
	}

	/**
	 * The block checkout: an order placed (POST) with our method and no
	 * confirmed selection is refused with the widget's message; with one, the
	 * selection goes to the order as at the classic checkout. Draft updates
	 * (PUT) are never refused.
	 *
	 * @param mixed $order   The draft order.
	 * @param mixed $request The Store API request.
	 * @throws RouteException When the delivery is missing.
	 */
	public function store_api_order( $order, $request = null ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$chosen = array_map(
			static fn( $item ) => $item->get_method_id(),
			array_values( $order->get_shipping_methods() )
		);
		if ( ! self::is_chosen( $chosen ) ) {
			return;
		}
		$confirmed = self::session_confirmation();
		if ( is_array( $confirmed ) ) {
			self::apply_to_order( $order, $confirmed );
			return;
		}
		if ( $request instanceof WP_REST_Request && 'POST' === $request->get_method() ) {
			throw new RouteException( 'vitrina_delivery_required', esc_html( self::refusal_message( $confirmed ) ), 400 );
		}
	}

	/**
	 * Placing an order through the Store API (the Checkout block): from here
	 * on, the external provider is asked afresh, before the cart is priced.
	 *
	 * @param mixed $response The response so far (passed through).
	 * @param mixed $handler  The route handler.
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public function before_store_api_checkout( $response, $handler = null, $request = null ) {
		unset( $handler );
		if ( $request instanceof WP_REST_Request && 'POST' === $request->get_method() && 1 === preg_match( '#^/wc/store(/v\d+)?/checkout/?$#', $request->get_route() ) ) {
			ProviderQuote::placing();
		}
		return $response;
	}

	/**
	 * Why an order is refused: the provider could not be asked, or there is
	 * no delivery the shop confirms.
	 *
	 * @param mixed $why A WP_Error, or null.
	 */
	private static function refusal_message( $why ): string {
		return $why instanceof WP_Error && 'vitrina_provider_unreachable' === $why->get_error_code() ? $why->get_error_message() : self::message_select();
	}

	/**
	 * Lets the widget beside the block checkout ask for a fresh cart once the
	 * shopper confirmed a delivery (`extensionCartUpdate` with this
	 * namespace): the cart is recalculated, the rate priced from the session.
	 */
	public function register_cart_update(): void {
		if ( ! function_exists( 'woocommerce_store_api_register_update_callback' ) ) {
			return;
		}
		woocommerce_store_api_register_update_callback(
			array(
				'namespace' => self::CART_UPDATE_NAMESPACE,
				'callback'  => static function (): void {
					// Nothing to change: the selection is already in the session.
				},
			)
		);
	}

	/**
	 * The message of a blocked order.
	 */
	public static function message_select(): string {
		return __( 'Select and confirm delivery method in the widget', 'vitrina' );
	}

	/**
	 * Saves the selection and its summary to the order (meta only: safe with
	 * the order tables) and fills its address and notes.
	 *
	 * @param mixed $order Order.
	 * @param mixed $data  Posted checkout data.
	 */
	public function save_to_order( $order, $data = array() ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$chosen    = is_array( $data ) && isset( $data['shipping_method'] ) ? $data['shipping_method'] : array_map(
			static fn( $item ) => $item->get_method_id(),
			array_values( $order->get_shipping_methods() )
		);
		$selection = self::session_selection();
		if ( null === $selection || ! self::is_chosen( $chosen ) ) {
			return;
		}
		self::apply_to_order( $order, $selection );
	}

	/**
	 * Writes the selection to an order (not saved here).
	 *
	 * @param \WC_Order            $order     Order.
	 * @param array<string, mixed> $selection A clean selection.
	 */
	public static function apply_to_order( \WC_Order $order, array $selection ): void {
		$order->update_meta_data( self::META, $selection );
		$order->update_meta_data( self::META_SUMMARY, Selection::summary_text( $selection ) );
		$order->set_shipping_address_1( Selection::address_line( $selection ) );
		$order->set_shipping_city( (string) $selection['city']['name'] );
		$order->set_shipping_postcode( Selection::postcode( $selection ) );
		if ( '' !== (string) $selection['city']['region'] ) {
			$order->set_shipping_state( (string) $selection['city']['region'] );
		}
		if ( '' === $order->get_shipping_country() && '' !== (string) $selection['city']['countryIsoCode'] ) {
			$order->set_shipping_country( (string) $selection['city']['countryIsoCode'] );
		}
		if ( '' === $order->get_billing_postcode() ) {
			$order->set_billing_postcode( Selection::DEFAULT_POSTCODE );
		}
		$order->set_customer_note( Selection::notes_with_comment( $order->get_customer_note(), (string) $selection['comment'] ) );
	}

	/**
	 * The selection saved to an order, or null.
	 *
	 * @param \WC_Order $order Order.
	 * @return array<string, mixed>|null
	 */
	public static function order_selection( \WC_Order $order ): ?array {
		$saved = $order->get_meta( self::META );
		return is_array( $saved ) && isset( $saved['delivery'] ) ? $saved : null;
	}

	/**
	 * The summary in the order admin, under the shipping address.
	 *
	 * @param mixed $order Order.
	 */
	public function admin_summary( $order ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$selection = self::order_selection( $order );
		if ( null === $selection ) {
			return;
		}
		echo '<div class="vitrina-order-delivery"><h3>' . esc_html__( 'Delivery chosen in the widget', 'vitrina' ) . '</h3><p>';
		$lines = array();
		foreach ( Selection::summary( $selection ) as $label => $value ) {
			$lines[] = '<strong>' . esc_html( $label ) . ':</strong> ' . esc_html( $value );
		}
		echo implode( '<br>', $lines ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		echo '</p></div>';
	}

	/**
	 * The summary in the order e-mails, after the order table.
	 *
	 * @param mixed $order         Order.
	 * @param mixed $sent_to_admin Whether the e-mail goes to the admin.
	 * @param mixed $plain_text    Whether the e-mail is plain text.
	 */
	public function email_summary( $order, $sent_to_admin = false, $plain_text = false ): void {
		unset( $sent_to_admin );
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$selection = self::order_selection( $order );
		if ( null === $selection ) {
			return;
		}
		$summary = Selection::summary( $selection );
		if ( $plain_text ) {
			echo "\n" . esc_html( wc_strtoupper( __( 'Delivery chosen in the widget', 'vitrina' ) ) ) . "\n\n";
			foreach ( $summary as $label => $value ) {
				echo esc_html( $label . ': ' . $value ) . "\n";
			}
			echo "\n";
			return;
		}
		echo '<h2>' . esc_html__( 'Delivery chosen in the widget', 'vitrina' ) . '</h2>';
		echo '<table class="td vitrina-email-delivery" cellspacing="0" cellpadding="6" border="1" style="width: 100%; margin-bottom: 40px;"><tbody>';
		foreach ( $summary as $label => $value ) {
			echo '<tr><th class="td" scope="row" style="text-align:left;">' . esc_html( $label ) . '</th><td class="td" style="text-align:left;">' . esc_html( $value ) . '</td></tr>';
		}
		echo '</tbody></table>';
	}
}
