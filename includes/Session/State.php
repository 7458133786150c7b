<?php
/**
 * The shopper's personal state, in one light request per page view, so that
 * pages served from a full-page cache still show the right counts and never
 * call the server with a stale nonce.
 *
 * @package Vitrina
 */

namespace Vitrina\Session;

use Vitrina\Module;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * GET /wp-json/vitrina/v1/state answers, never cached:
 *
 *     { loggedIn, cart: { count, hash }, nonces: { rest, ... }, ... }
 *
 * Modules add their part (wishlist and compare counts, the nonces of their
 * calls) through the filter `vitrina_state`. The address is printed on every
 * front-end page as `<script type="application/json" id="vitrina-settings-state">`,
 * read by src/shared/state.ts; nothing is requested unless an island asks.
 *
 * A cached page cannot carry the REST nonce that WordPress's cookie
 * authentication needs, so this one read-only route recognises the logged-in
 * cookie itself; its answer (which holds nonces) is therefore never shared
 * with other origins: the CORS headers WordPress adds for any origin are
 * taken off for origins that are not the site's own.
 */
final class State implements Module {

	/** The REST namespace. */
	public const NAMESPACE = 'vitrina/v1';

	/** The route. */
	public const ROUTE = '/state';

	/**
	 * Everywhere: the route on REST requests, the address on front-end pages.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_route' ) );
		add_action( 'wp_head', array( $this, 'print_settings' ), 2 );
		add_filter( 'rest_pre_serve_request', array( $this, 'same_origin_only' ), 20, 4 );
	}

	/**
	 * The address of the state route.
	 */
	public static function url(): string {
		return rest_url( self::NAMESPACE . self::ROUTE );
	}

	/**
	 * Registers the route.
	 */
	public function register_route(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => 'GET',
				'callback'            => array( $this, 'respond' ),
				// Public: it only tells the caller about the caller's own session.
				'permission_callback' => '__return_true',
				'args'                => array(),
			)
		);
	}

	/**
	 * Prints the route's address for the islands.
	 */
	public function print_settings(): void {
		if ( is_admin() ) {
			return;
		}
		wp_print_inline_script_tag(
			(string) wp_json_encode( array( 'url' => self::url() ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ),
			array(
				'type' => 'application/json',
				'id'   => 'vitrina-settings-state',
			)
		);
	}

	/**
	 * The state of the caller's session.
	 *
	 * @return array<string, mixed>
	 */
	public static function build(): array {
		$cart = array(
			'count' => 0,
			'hash'  => '',
		);
		if ( function_exists( 'WC' ) && function_exists( 'wc_load_cart' ) ) {
			if ( null === WC()->cart ) {
				wc_load_cart();
			}
			if ( null !== WC()->cart ) {
				$cart = array(
					'count' => (int) WC()->cart->get_cart_contents_count(),
					'hash'  => (string) WC()->cart->get_cart_hash(),
				);
			}
		}
		$state = array(
			'loggedIn' => is_user_logged_in(),
			'cart'     => $cart,
			'nonces'   => array(
				'rest' => wp_create_nonce( 'wp_rest' ),
			),
		);
		/**
		 * Filters the shopper's state: modules add their counts and the nonces
		 * of their calls (under `nonces`).
		 *
		 * @param array<string, mixed> $state The state.
		 */
		$state = apply_filters( 'vitrina_state', $state );
		return is_array( $state ) ? $state : array();
	}

	/**
	 * Answers the route.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function respond( WP_REST_Request $request ): WP_REST_Response {
		unset( $request );
		if ( ! is_user_logged_in() ) {
			// Cookie authentication without a nonce made the caller anonymous;
			// a valid logged-in cookie still says who the shopper is.
			$user_id = wp_validate_auth_cookie( '', 'logged_in' );
			if ( $user_id ) {
				wp_set_current_user( $user_id );
			}
		}
		$response = new WP_REST_Response( self::build() );
		foreach ( wp_get_nocache_headers() as $name => $value ) {
			$response->header( $name, (string) $value );
		}
		$response->header( 'Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0, private' );
		return $response;
	}

	/**
	 * Takes WordPress's any-origin CORS headers off the state route's answer
	 * for other origins.
	 *
	 * @param mixed           $served  Whether the request was served.
	 * @param mixed           $result  The result.
	 * @param WP_REST_Request $request The request.
	 * @param mixed           $server  The server.
	 * @return mixed
	 */
	public function same_origin_only( $served, $result, $request, $server ) {
		unset( $result, $server );
		if ( ! $request instanceof WP_REST_Request || '/' . self::NAMESPACE . self::ROUTE !== $request->get_route() ) {
			return $served;
		}
		$origin = get_http_origin();
		if ( $origin && ! is_allowed_http_origin( $origin ) && ! headers_sent() ) {
			header_remove( 'Access-Control-Allow-Origin' );
			header_remove( 'Access-Control-Allow-Credentials' );
		}
		return $served;
	}
}
