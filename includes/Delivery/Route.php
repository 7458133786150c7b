<?php
/**
 * POST vitrina-widget-api/set-delivery: the shopper's choice, confirmed by
 * the shop and kept in the session.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Http\Nonce;
use Vitrina\Http\RateLimit;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The route: argument schema, the REST nonce, a per-address limit on
 * confirmed saves; the answer carries the shop's summary of what it kept.
 */
final class Route {

	/** The REST namespace of the shop's widget API. */
	public const NAMESPACE = 'vitrina-widget-api';

	/** The route that stores the selection. */
	public const ROUTE = 'set-delivery';

	/** Confirmed choices a client address may save per window. */
	public const RATE_LIMIT = 60;

	/** The window of RATE_LIMIT, seconds. */
	public const RATE_WINDOW = 300;

	/** The nonce action of the REST API. */
	public const NONCE_ACTION = 'wp_rest';

	/**
	 * The route's address.
	 */
	public static function url(): string {
		return rest_url( self::NAMESPACE . '/' . self::ROUTE );
	}

	/**
	 * Registers POST vitrina-widget-api/set-delivery (on rest_api_init).
	 */
	public static function register(): void {
		register_rest_route(
			self::NAMESPACE,
			'/' . self::ROUTE,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'set_delivery' ),
				'permission_callback' => array( self::class, 'verify_request' ),
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
	public static function verify_request( WP_REST_Request $request ) {
		$nonce = (string) $request->get_header( 'X-WP-Nonce' );
		if ( '' === $nonce ) {
			$nonce = Nonce::value( $request->get_param( '_wpnonce' ) );
		}
		if ( '' === $nonce || false === wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			return new WP_Error( 'rest_cookie_invalid_nonce', __( 'The request has expired. Please reload the page.', 'vitrina' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Stores (or clears) the selection in the shopper's session. The answer
	 * is `{status: 'ok', summary}`: the summary of the delivery the shop kept
	 * (Selection::summary_lines, label/value pairs, empty once cleared), which
	 * the page shows as it is.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public static function set_delivery( WP_REST_Request $request ) {
		if ( ! $request->has_param( 'sr_data' ) ) {
			return new WP_Error( Selection::INVALID, __( 'The parameter sr_data is required (null clears the delivery).', 'vitrina' ), array( 'status' => 400 ) );
		}
		Session::load();
		if ( ! WC()->session ) {
			return new WP_Error( 'vitrina_no_session', __( 'The shopping session could not be started.', 'vitrina' ), array( 'status' => 500 ) );
		}
		$raw        = $request->get_param( 'sr_data' );
		$pay_method = sanitize_key( (string) $request->get_param( 'pay_method' ) );
		if ( null === $raw || '' === $raw || 'null' === $raw ) {
			Session::store( null );
			return self::answer( null );
		}
		$selection = Selection::parse( $raw );
		if ( is_wp_error( $selection ) ) {
			return $selection;
		}
		if ( ! RateLimit::hit( 'set_delivery', self::RATE_LIMIT, self::RATE_WINDOW ) ) {
			return new WP_Error( 'vitrina_too_many_requests', __( 'Too many attempts. Please try again in a few minutes.', 'vitrina' ), array( 'status' => 429 ) );
		}
		$confirmed = Cart::confirm( $selection );
		if ( is_wp_error( $confirmed ) ) {
			return $confirmed;
		}
		if ( '' !== $pay_method && ! Gateways::allowed( $pay_method, $confirmed ) ) {
			// A payment method the delivery does not take is not remembered.
			$pay_method = '';
		}
		Session::store( $confirmed, $pay_method );
		return self::answer( $confirmed );
	}

	/**
	 * The answer of a save: ok, with the summary of what the shop kept.
	 *
	 * @param array<string, mixed>|null $confirmed The confirmed selection, or null once cleared.
	 */
	private static function answer( ?array $confirmed ): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'status'  => 'ok',
				'summary' => null === $confirmed ? array() : Selection::summary_lines( $confirmed ),
			)
		);
	}
}
