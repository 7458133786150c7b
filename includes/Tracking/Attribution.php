<?php
/**
 * Order attribution: where the visit that led to an order came from.
 *
 * @package Vitrina
 */

namespace Vitrina\Tracking;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Module;
use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * The tracking island keeps the visit's source, medium, campaign, landing page
 * and start in the browser's local storage, never a cookie (the lifetime
 * setting, default 6 months of 30 days; a visit ends after 30 minutes without
 * a page view): the server gets them only with the order. The classic
 * checkout sends them as hidden inputs named vitrina_attribution_*; the block
 * checkout as the Store API's extension data (namespace EXTENSION), as
 * WooCommerce's own order attribution does. Both are cleaned and cut to their
 * lengths here. A cookie of earlier versions (COOKIE) is still read when the
 * order carries nothing (the island moves it into storage and deletes it).
 * They are saved to the order's meta (HPOS or posts alike) and shown in a box
 * on the order's admin screen. Names stay clear of WooCommerce's own order
 * attribution (wc_order_attribution_*, sbjs_*).
 *
 * With attribution on, ours replaces WooCommerce's in the browser: its two
 * scripts (sourcebuster and order-attribution, two requests and about 7 KiB
 * on every page, and sbjs_* cookies) are not loaded, and the order's fields
 * are handed to WooCommerce's own `woocommerce_order_save_attribution_data`,
 * so its Origin column, its order box and its reports work as before. The
 * filter `vitrina_replace_wc_order_attribution` (false) keeps WooCommerce's
 * scripts instead.
 */
final class Attribution implements Module {

	/** The common prefix of the hidden inputs and of the order meta keys (with a leading underscore). */
	public const PREFIX = 'vitrina_attribution_';

	/** The cookie earlier versions of the island wrote: the fields, URL-encoded. */
	public const COOKIE = 'vitrina_attr';

	/** The Store API extension namespace of the Checkout block's order (src/tracking/constants.ts). */
	public const EXTENSION = 'vitrina/attribution';

	/** The fields and their longest lengths. */
	public const FIELDS = array(
		'source'   => 100,
		'medium'   => 100,
		'campaign' => 200,
		'landing'  => 500,
		'started'  => 30,
	);

	/**
	 * Always.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		if ( ! is_admin() ) {
			add_action( 'wp_enqueue_scripts', array( $this, 'need' ), 5 );
			Data::add( Tracking::ISLAND, 'attributionDays', static fn(): int => self::days() );
		}
		add_action( 'woocommerce_checkout_after_customer_details', array( $this, 'render_inputs' ) );
		add_action( 'woocommerce_checkout_create_order', array( $this, 'save_classic' ) );
		add_action( 'init', array( self::class, 'extend_store_api' ) );
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( $this, 'save_block' ), 10, 2 );
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_woocommerce_scripts' ), 100 );
		// Before WooCommerce's own handler (10), which then finds the order attributed.
		add_action( 'woocommerce_checkout_order_created', array( self::class, 'tell_woocommerce' ), 5 );
		add_action( 'add_meta_boxes', array( $this, 'add_meta_box' ), 10, 2 );
	}

	/**
	 * Declares the Checkout block's extension data: the fields, strings (or
	 * null) no longer than theirs; cleaned again when saved.
	 */
	public static function extend_store_api(): void {
		if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {
			return;
		}
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'checkout',
				'namespace'       => self::EXTENSION,
				'schema_type'     => 'ARRAY_A',
				'schema_callback' => static function (): array {
					$schema = array();
					foreach ( self::FIELDS as $name => $length ) {
						$schema[ $name ] = array(
							'description' => 'Order attribution: ' . $name . ' of the visit.',
							'type'        => array( 'string', 'null' ),
							'maxLength'   => 4 * $length,
							'context'     => array(),
						);
					}
					return $schema;
				},
			)
		);
	}

	/**
	 * Whether attribution is on.
	 */
	public static function enabled(): bool {
		return Options::enabled( 'order_attribution' );
	}

	/**
	 * Loads the tracking island, which keeps the visit's source, on every
	 * front-end page when attribution is on (as Tracking::need() does with
	 * tracking on).
	 */
	public function need(): void {
		if ( self::enabled() ) {
			Islands::need( Tracking::ISLAND );
		}
	}

	/**
	 * The lifetime in days (months of 30 days), 0 when off: the
	 * attributionDays of the tracking island's settings.
	 */
	public static function days(): int {
		return self::enabled() ? 30 * (int) Options::get( 'order_attribution_months' ) : 0;
	}

	/**
	 * Cleans fields: known names only, plain text, cut to their length.
	 *
	 * @param array<mixed> $raw Fields by name.
	 * @return array<string, string> The non-empty ones.
	 */
	public static function clean( array $raw ): array {
		$fields = array();
		foreach ( self::FIELDS as $name => $length ) {
			$value = $raw[ $name ] ?? '';
			if ( ! is_string( $value ) ) {
				continue;
			}
			$value = 'landing' === $name ? esc_url_raw( $value ) : sanitize_text_field( $value );
			$value = mb_substr( $value, 0, $length );
			if ( '' !== $value ) {
				$fields[ $name ] = $value;
			}
		}
		return $fields;
	}

	/**
	 * The fields of a cookie of earlier versions.
	 *
	 * @return array<string, string>
	 */
	public static function from_cookie(): array {
		if ( ! isset( $_COOKIE[ self::COOKIE ] ) || ! is_string( $_COOKIE[ self::COOKIE ] ) ) {
			return array();
		}
		return self::clean( self::parse( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- cleaned field by field.
	}

	/**
	 * Reads the cookie's query string (as the island writes it with
	 * URLSearchParams) into the known fields only: the first value of each,
	 * at most a few pairs of a cookie-sized string, never nested. Unlike
	 * parse_str(), no shape of the value makes PHP warn (too many or too
	 * deeply nested variables).
	 *
	 * @param string $query The cookie's value.
	 * @return array<string, string>
	 */
	public static function parse( string $query ): array {
		$fields = array();
		$pairs  = explode( '&', substr( $query, 0, 4096 ), 2 * count( self::FIELDS ) + 1 );
		foreach ( $pairs as $pair ) {
			$at    = strpos( $pair, '=' );
			$name  = urldecode( false === $at ? $pair : substr( $pair, 0, $at ) );
			$value = false === $at ? '' : urldecode( substr( $pair, $at + 1 ) );
			if ( isset( self::FIELDS[ $name ] ) && ! isset( $fields[ $name ] ) ) {
				$fields[ $name ] = $value;
			}
		}
		return $fields;
	}

	/**
	 * The fields the classic checkout posted (else the cookie's).
	 *
	 * @return array<string, string>
	 */
	public static function from_post(): array {
		$raw = array();
		foreach ( array_keys( self::FIELDS ) as $name ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce checked the checkout nonce before it creates the order.
			if ( isset( $_POST[ self::PREFIX . $name ] ) && is_string( $_POST[ self::PREFIX . $name ] ) ) {
				$raw[ $name ] = wp_unslash( $_POST[ self::PREFIX . $name ] ); // phpcs:ignore WordPress.Security.NonceVerification.Missing,WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- as above; cleaned in clean().
			}
		}
		$fields = self::clean( $raw );
		return $fields ? $fields : self::from_cookie();
	}

	/**
	 * The hidden inputs of the classic checkout, filled by the island (here
	 * only from a cookie of earlier versions, if the browser still holds one).
	 */
	public function render_inputs(): void {
		if ( ! self::enabled() ) {
			return;
		}
		$fields = self::from_cookie();
		echo '<div class="vitrina-attribution-inputs" hidden>';
		foreach ( array_keys( self::FIELDS ) as $name ) {
			printf( '<input type="hidden" name="%1$s" value="%2$s" />', esc_attr( self::PREFIX . $name ), esc_attr( $fields[ $name ] ?? '' ) );
		}
		echo '</div>';
	}

	/**
	 * Saves fields to an order's meta (the caller saves the order).
	 *
	 * @param \WC_Order             $order  The order.
	 * @param array<string, string> $fields The fields.
	 */
	public static function save( \WC_Order $order, array $fields ): void {
		foreach ( $fields as $name => $value ) {
			$order->update_meta_data( '_' . self::PREFIX . $name, $value );
		}
	}

	/**
	 * The classic checkout: the posted fields.
	 *
	 * @param mixed $order The order being created.
	 */
	public function save_classic( $order ): void {
		if ( self::enabled() && $order instanceof \WC_Order ) {
			self::save( $order, self::from_post() );
		}
	}

	/**
	 * The fields the Checkout block's order carries as extension data (else
	 * a cookie's of earlier versions).
	 *
	 * @param mixed $request The Store API request.
	 * @return array<string, string>
	 */
	public static function from_extension( $request ): array {
		$extensions = $request instanceof \WP_REST_Request ? $request->get_param( 'extensions' ) : null;
		$raw        = is_array( $extensions ) && isset( $extensions[ self::EXTENSION ] ) && is_array( $extensions[ self::EXTENSION ] ) ? $extensions[ self::EXTENSION ] : array();
		$fields     = self::clean( $raw );
		return $fields ? $fields : self::from_cookie();
	}

	/**
	 * The block checkout: the order's extension data.
	 *
	 * @param mixed $order   The order being placed.
	 * @param mixed $request The Store API request.
	 */
	public function save_block( $order, $request = null ): void {
		if ( self::enabled() && $order instanceof \WC_Order ) {
			self::save( $order, self::from_extension( $request ) );
			self::tell_woocommerce( $order );
		}
	}

	/**
	 * Whether ours replaces WooCommerce's order attribution in the browser.
	 */
	public static function replaces_woocommerce(): bool {
		/**
		 * Whether Vitrina's order attribution replaces WooCommerce's scripts
		 * (sourcebuster, order-attribution) while it is on.
		 *
		 * @param bool $replace True by default.
		 */
		return self::enabled() && (bool) apply_filters( 'vitrina_replace_wc_order_attribution', true );
	}

	/**
	 * Leaves WooCommerce's order attribution scripts out of the page when
	 * ours keeps the visit's source.
	 */
	public function dequeue_woocommerce_scripts(): void {
		if ( self::replaces_woocommerce() ) {
			wp_dequeue_script( 'wc-order-attribution' );
			wp_dequeue_script( 'sourcebuster-js' );
		}
	}

	/**
	 * WooCommerce's order attribution fields for ours: where the visit came
	 * from in its terms (source type utm, organic, referral or typein), the
	 * entry page as a whole address and the start in the site's time, as its
	 * own script would have sent them. Every field it knows is present (it
	 * reads each one).
	 *
	 * @param array<string, string> $fields Ours.
	 * @return array<string, string>
	 */
	public static function woocommerce_fields( array $fields ): array {
		$medium = $fields['medium'] ?? '';
		$source = $fields['source'] ?? '';
		if ( 'organic' === $medium || 'referral' === $medium ) {
			$type = $medium;
		} elseif ( '(direct)' === $source || '' === $source ) {
			$type = 'typein';
		} else {
			$type = 'utm';
		}
		$started = isset( $fields['started'] ) ? strtotime( $fields['started'] ) : false;
		$agent   = isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
		$known   = array( 'source_type', 'referrer', 'utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_id', 'utm_term', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'session_entry', 'session_start_time', 'session_pages', 'session_count', 'user_agent' );
		return array_merge(
			array_fill_keys( $known, '' ),
			array(
				'source_type'        => $type,
				'utm_source'         => 'typein' === $type ? '(direct)' : $source,
				'utm_medium'         => $medium,
				'utm_campaign'       => $fields['campaign'] ?? '',
				'session_entry'      => isset( $fields['landing'] ) ? home_url( $fields['landing'] ) : '',
				'session_start_time' => false === $started ? '' : wp_date( 'Y-m-d H:i:s', $started ),
				'user_agent'         => mb_substr( $agent, 0, 500 ),
			)
		);
	}

	/**
	 * Hands an order's source to WooCommerce's order attribution (its
	 * public action), unless the order has WooCommerce's own already.
	 *
	 * @param mixed $order The order just placed.
	 */
	public static function tell_woocommerce( $order ): void {
		if ( ! $order instanceof \WC_Order || ! self::replaces_woocommerce() || $order->meta_exists( '_wc_order_attribution_source_type' ) ) {
			return;
		}
		$fields = self::of_order( $order );
		if ( $fields ) {
			/** WooCommerce's own action (Automattic\WooCommerce\Internal\Orders\OrderAttributionController). */
			do_action( 'woocommerce_order_save_attribution_data', $order, self::woocommerce_fields( $fields ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's hook, invoked as WooCommerce does.
		}
	}

	/**
	 * An order's saved fields.
	 *
	 * @param \WC_Order $order The order.
	 * @return array<string, string>
	 */
	public static function of_order( \WC_Order $order ): array {
		$raw = array();
		foreach ( array_keys( self::FIELDS ) as $name ) {
			$raw[ $name ] = (string) $order->get_meta( '_' . self::PREFIX . $name );
		}
		return self::clean( $raw );
	}

	/**
	 * The box on the order's admin screen (HPOS or posts).
	 *
	 * @param mixed $screen_id The screen or post type.
	 * @param mixed $item      The order or post.
	 */
	public function add_meta_box( $screen_id = '', $item = null ): void {
		$screens = array( 'shop_order' );
		if ( function_exists( 'wc_get_page_screen_id' ) ) {
			$screens[] = wc_get_page_screen_id( 'shop-order' );
		}
		if ( ! in_array( $screen_id, $screens, true ) ) {
			return;
		}
		add_meta_box( 'vitrina-attribution', __( 'Visit source', 'vitrina' ), array( $this, 'render_meta_box' ), $screen_id, 'side', 'low' );
		unset( $item );
	}

	/**
	 * The box's content.
	 *
	 * @param mixed $item The order or its post.
	 */
	public function render_meta_box( $item ): void {
		$order = $item instanceof \WC_Order ? $item : ( $item instanceof \WP_Post ? wc_get_order( $item->ID ) : null );
		echo self::box_markup( $order instanceof \WC_Order ? self::of_order( $order ) : array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in box_markup().
	}

	/**
	 * The box's markup for fields.
	 *
	 * @param array<string, string> $fields The fields.
	 */
	public static function box_markup( array $fields ): string {
		if ( ! $fields ) {
			return '<p class="vitrina-attribution">' . esc_html__( 'The order carries no visit source.', 'vitrina' ) . '</p>';
		}
		$labels = array(
			'source'   => _x( 'Source', 'visit', 'vitrina' ),
			'medium'   => _x( 'Medium', 'visit', 'vitrina' ),
			'campaign' => _x( 'Campaign', 'visit', 'vitrina' ),
			'landing'  => __( 'Landing page', 'vitrina' ),
			'started'  => __( 'Visit started', 'vitrina' ),
		);
		$html   = '<dl class="vitrina-attribution">';
		foreach ( $labels as $name => $label ) {
			if ( ! isset( $fields[ $name ] ) ) {
				continue;
			}
			$value = $fields[ $name ];
			if ( 'started' === $name && false !== strtotime( $value ) ) {
				$value = wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) strtotime( $value ) );
			}
			$html .= '<dt>' . esc_html( $label ) . '</dt><dd>' . esc_html( (string) $value ) . '</dd>';
		}
		return $html . '</dl>';
	}
}
