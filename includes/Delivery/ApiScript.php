<?php
/**
 * The shop's widget API script: GET|POST /wp-json/vitrina-widget-api/proxy?url=…
 * forwards a provider call to the embedded provider or to the configured
 * external one, and to nothing else (docs/delivery-provider.md).
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Delivery\Provider\Routes;
use Vitrina\Module;
use Vitrina\Settings\Options;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The proxy route, and raw HTML serving of the frame page.
 */
final class ApiScript implements Module {

	public const NAMESPACE = 'vitrina-widget-api';

	/** Provider identifiers (hosts the browser never fetches): host => dev. */
	public const HOSTS = array(
		'widget.vitrina.delivery'     => false,
		'widget-dev.vitrina.delivery' => true,
	);

	/** The error code of a refused address. */
	public const REFUSED = 'vitrina_provider_host_refused';

	/** Timeout of a call to the external provider, seconds. */
	public const TIMEOUT = 10;

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
		add_action( 'rest_api_init', array( $this, 'routes' ) );
		add_filter( 'rest_pre_serve_request', array( self::class, 'serve_html' ), 10, 3 );
	}

	/**
	 * Registers the proxy route.
	 */
	public function routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/proxy',
			array(
				'methods'             => array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE ),
				'callback'            => array( $this, 'proxy' ),
				// Public: the shop's widget calls it; it forwards only what the contract allows.
				'permission_callback' => '__return_true',
				'args'                => array(
					'url' => array(
						'type'        => 'string',
						'required'    => true,
						'minLength'   => 1,
						'maxLength'   => 2000,
						'description' => 'The provider address (https://widget.vitrina.delivery/v2/…).',
					),
				),
			)
		);
	}

	/**
	 * Checks a provider address: the identifier host, https, no port nor user
	 * info, a path under v2/.
	 *
	 * @param string $url Address.
	 * @return array{dev: bool, path: string, query: array<string, mixed>, query_string: string}|WP_Error
	 */
	public static function parse( string $url ) {
		$parts = wp_parse_url( trim( $url ) );
		$host  = is_array( $parts ) && isset( $parts['host'] ) ? strtolower( $parts['host'] ) : '';
		$path  = is_array( $parts ) && isset( $parts['path'] ) ? rawurldecode( $parts['path'] ) : '';
		$why   = '';
		if ( ! is_array( $parts ) || ! isset( self::HOSTS[ $host ] ) ) {
			$why = __( 'The address is not a delivery provider’s.', 'vitrina' );
		} elseif ( 'https' !== strtolower( $parts['scheme'] ?? '' ) ) {
			$why = __( 'The provider address must use https.', 'vitrina' );
		} elseif ( isset( $parts['port'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			$why = __( 'The provider address may not have a port or user info.', 'vitrina' );
		} elseif ( ! preg_match( '#^/v2/([a-z0-9_-]+(?:/[a-z0-9_-]+)*)$#i', $path, $match ) ) {
			$why = __( 'The provider address is outside v2/.', 'vitrina' );
		}
		if ( '' !== $why || ! isset( $match ) ) {
			return new WP_Error( self::REFUSED, $why, array( 'status' => 403 ) );
		}
		$query_string = is_array( $parts ) && isset( $parts['query'] ) ? $parts['query'] : '';
		$query        = array();
		wp_parse_str( $query_string, $query );
		return array(
			'dev'          => self::HOSTS[ $host ],
			'path'         => $match[1],
			'query'        => $query,
			'query_string' => $query_string,
		);
	}

	/**
	 * The proxy.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function proxy( WP_REST_Request $request ) {
		// The address from the query string: a JSON body never replaces it.
		$url    = $request->get_query_params()['url'] ?? $request->get_param( 'url' );
		$target = self::parse( is_string( $url ) ? $url : '' );
		if ( is_wp_error( $target ) ) {
			return $target;
		}
		$method = 'POST' === $request->get_method() ? 'POST' : 'GET';
		$body   = 'POST' === $method ? $request->get_body() : '';
		if ( 'external' === Options::get( 'delivery_provider' ) ) {
			return self::forward( $method, $target, $body );
		}
		return self::dispatch( $method, $target, $body );
	}

	/**
	 * Embedded provider: the matching vitrina-provider/v1 route, in process.
	 *
	 * @param string                                                                            $method GET or POST.
	 * @param array{dev: bool, path: string, query: array<string, mixed>, query_string: string} $target Parsed address.
	 * @param string                                                                            $body   JSON body.
	 */
	private static function dispatch( string $method, array $target, string $body ): WP_REST_Response {
		$inner = new WP_REST_Request( $method, '/' . Routes::NAMESPACE . '/' . $target['path'] );
		$inner->set_query_params( $target['query'] );
		if ( '' !== $body ) {
			$inner->set_header( 'Content-Type', 'application/json' );
			$inner->set_body( $body );
		}
		return rest_do_request( $inner );
	}

	/**
	 * External provider: the configured host, with the shop id and token.
	 *
	 * @param string                                                                            $method GET or POST.
	 * @param array{dev: bool, path: string, query: array<string, mixed>, query_string: string} $target Parsed address.
	 * @param string                                                                            $body   JSON body.
	 * @return WP_REST_Response|WP_Error
	 */
	private static function forward( string $method, array $target, string $body ) {
		$host  = (string) Options::get( $target['dev'] ? 'delivery_external_dev_host' : 'delivery_external_host' );
		$parts = wp_parse_url( $host );
		if ( '' === $host || ! is_array( $parts ) || 'https' !== strtolower( $parts['scheme'] ?? '' ) || empty( $parts['host'] ) ) {
			return new WP_Error(
				'vitrina_provider_not_configured',
				$target['dev']
					? __( 'The external delivery provider’s dev host is not set (https).', 'vitrina' )
					: __( 'The external delivery provider’s host is not set (https).', 'vitrina' ),
				array( 'status' => 503 )
			);
		}
		$address = trailingslashit( strtok( $host, '?#' ) ) . 'v2/' . $target['path'] . ( '' !== $target['query_string'] ? '?' . $target['query_string'] : '' );
		$headers = array(
			'Accept'        => 'application/json, text/html;q=0.9',
			'X-Shop-Id'     => (string) Options::get( 'delivery_shop_id' ),
			'Authorization' => 'Bearer ' . Options::get( 'delivery_token' ),
		);
		if ( '' !== $body ) {
			$headers['Content-Type'] = 'application/json';
		}
		$answer = wp_remote_request(
			$address,
			array(
				'method'      => $method,
				'headers'     => $headers,
				'body'        => '' !== $body ? $body : null,
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $answer ) ) {
			return new WP_Error(
				'vitrina_provider_unreachable',
				/* translators: %s: the error of the HTTP request. */
				sprintf( __( 'The delivery provider did not answer: %s', 'vitrina' ), $answer->get_error_message() ),
				array( 'status' => 502 )
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $answer );
		$type   = (string) wp_remote_retrieve_header( $answer, 'content-type' );
		$raw    = wp_remote_retrieve_body( $answer );
		if ( str_starts_with( strtolower( $type ), 'text/html' ) ) {
			return new WP_REST_Response(
				$raw,
				$status,
				array(
					'Content-Type'            => 'text/html; charset=utf-8',
					'X-Frame-Options'         => 'SAMEORIGIN',
					'Content-Security-Policy' => "frame-ancestors 'self'",
				)
			);
		}
		$data = json_decode( $raw, true );
		if ( JSON_ERROR_NONE !== json_last_error() || ! is_array( $data ) ) {
			if ( $status >= 200 && $status < 300 ) {
				return new WP_Error( 'vitrina_provider_bad_answer', __( 'The delivery provider’s answer is not JSON.', 'vitrina' ), array( 'status' => 502 ) );
			}
			$data = array(
				'code'    => 'vitrina_provider_error',
				'message' => __( 'The delivery provider answered with an error.', 'vitrina' ),
			);
		}
		return new WP_REST_Response( $data, $status > 0 ? $status : 502 );
	}

	/**
	 * Serves an HTML answer of the proxy or the provider (the frame page) raw
	 * instead of JSON-encoded. Headers are already sent by the REST server.
	 *
	 * @param mixed                $served  Whether the request was served.
	 * @param mixed                $result  The response.
	 * @param WP_REST_Request|null $request Request.
	 * @return mixed
	 */
	public static function serve_html( $served, $result, $request = null ) {
		if ( $served || ! $result instanceof WP_HTTP_Response || ! $request instanceof WP_REST_Request ) {
			return $served;
		}
		$route = $request->get_route();
		if ( ! str_starts_with( $route, '/' . self::NAMESPACE . '/proxy' ) && ! str_starts_with( $route, '/' . Routes::NAMESPACE . '/' ) ) {
			return $served;
		}
		$headers = array_change_key_case( $result->get_headers(), CASE_LOWER );
		$data    = $result->get_data();
		if ( ! is_string( $data ) || ! str_starts_with( strtolower( (string) ( $headers['content-type'] ?? '' ) ), 'text/html' ) ) {
			return $served;
		}
		if ( 'HEAD' !== $request->get_method() ) {
			echo $data; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a whole HTML page, escaped where it is built.
		}
		return true;
	}
}
