<?php
/**
 * The shop's widget API script: GET|POST /wp-json/vitrina-widget-api/proxy?url=…
 * forwards a provider call to the embedded provider or to the configured
 * external one, and to nothing else (docs/delivery-provider.md).
 *
 * Anyone may call it, so it is guarded: a per-address rate limit, a body
 * cap and caps on the JSON's depth and sizes (these also guard the embedded
 * provider's own routes), short timeouts, a cap on concurrent calls to the
 * external provider and a circuit breaker that answers at once while the
 * provider keeps failing. Errors name no host, port or transport detail:
 * those go to the log.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Delivery\Provider\FramePage;
use Vitrina\Delivery\Provider\Routes;
use Vitrina\Http\ClientAddress;
use Vitrina\Http\RateLimit;
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

	/** Total timeout of a call to the external provider, seconds. */
	public const TIMEOUT = 5;

	/** Connect timeout of a call to the external provider, seconds. */
	public const CONNECT_TIMEOUT = 2;

	/** Largest provider answer read, bytes. */
	public const MAX_ANSWER = 2097152;

	/** The rate limit's scope (Http\RateLimit). */
	public const RATE_SCOPE = 'delivery_provider';

	/**
	 * The guards' defaults (filter `vitrina_delivery_proxy_limits`): calls per
	 * address and window (s), body bytes, JSON depth, items of one array,
	 * values in all, concurrent calls to the external provider (in all and
	 * per address), failures in a row that open the breaker, and how long it
	 * stays open (s).
	 */
	public const LIMITS = array(
		'rate'             => 60,
		'rate_window'      => 60,
		'body_bytes'       => 65536,
		'depth'            => 8,
		'items'            => 500,
		'nodes'            => 5000,
		'slots'            => 8,
		'address_slots'    => 2,
		'breaker_failures' => 3,
		'breaker_cooldown' => 30,
	);

	/** The prefix of the breaker's transients. */
	public const BREAKER = 'vitrina_dlv_breaker_';

	/** The scope of the breaker's failure counter (Http\RateLimit). */
	public const BREAKER_SCOPE = 'delivery_breaker';

	/** The log source (WooCommerce logs). */
	public const LOG_SOURCE = 'vitrina-delivery';

	/**
	 * True while the proxy dispatches to the embedded provider in process
	 * (that inner request was counted and checked already).
	 *
	 * @var bool
	 */
	private static bool $inner = false;

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
		add_filter( 'rest_pre_dispatch', array( self::class, 'guard' ), 10, 3 );
		add_filter( 'rest_pre_serve_request', array( self::class, 'serve_html' ), 10, 3 );
		add_action( 'http_api_curl', array( self::class, 'connect_timeout' ), 10, 2 );
	}

	/**
	 * The guards' limits.
	 *
	 * @return array<string, int>
	 */
	public static function limits(): array {
		/**
		 * Filters the limits of the widget API script and the embedded
		 * provider's routes (keys of ApiScript::LIMITS; positive integers).
		 *
		 * @param array<string, int> $limits The limits.
		 */
		$limits = apply_filters( 'vitrina_delivery_proxy_limits', self::LIMITS );
		$limits = is_array( $limits ) ? $limits : array();
		$clean  = array();
		foreach ( self::LIMITS as $key => $default ) {
			$value         = $limits[ $key ] ?? $default;
			$clean[ $key ] = is_numeric( $value ) && (int) $value > 0 ? (int) $value : $default;
		}
		return $clean;
	}

	/**
	 * Guards the proxy and the embedded provider's routes before WordPress
	 * parses or validates anything: the per-address rate limit (429 with
	 * Retry-After), the body cap (413) and the caps on the JSON's depth and
	 * sizes (400).
	 *
	 * @param mixed           $result  A response already chosen, or null.
	 * @param mixed           $server  The REST server.
	 * @param WP_REST_Request $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public static function guard( $result, $server, $request ) {
		unset( $server );
		if ( null !== $result || self::$inner || ! $request instanceof WP_REST_Request ) {
			return $result;
		}
		// Routes match case-insensitively: so does the guard.
		$route = strtolower( $request->get_route() );
		if ( ! str_starts_with( $route, '/' . self::NAMESPACE . '/proxy' ) && ! str_starts_with( $route, '/' . Routes::NAMESPACE . '/' ) ) {
			return $result;
		}
		$limits = self::limits();
		if ( ! RateLimit::hit( self::RATE_SCOPE, $limits['rate'], $limits['rate_window'] ) ) {
			$window = $limits['rate_window'];
			return self::error(
				'vitrina_provider_rate_limited',
				__( 'Too many delivery requests. Please wait a minute and try again.', 'vitrina' ),
				429,
				( intdiv( time(), $window ) + 1 ) * $window - time()
			);
		}
		$length = $request->get_header( 'Content-Length' );
		$body   = (string) $request->get_body();
		if ( strlen( $body ) > $limits['body_bytes'] || ( is_numeric( $length ) && (int) $length > $limits['body_bytes'] ) ) {
			return self::error( 'vitrina_request_too_large', __( 'The delivery request is too large.', 'vitrina' ), 413 );
		}
		$values = $request->get_body_params();
		if ( '' !== $body && $request->is_json_content_type() ) {
			$values = json_decode( $body, true, $limits['depth'] + 2 );
			if ( JSON_ERROR_DEPTH === json_last_error() ) {
				return self::error( 'vitrina_request_too_complex', __( 'The delivery request is too complex.', 'vitrina' ), 400 );
			}
		}
		$nodes = 0;
		if ( self::too_complex( array( $values, $request->get_query_params() ), $limits, 0, $nodes ) ) {
			return self::error( 'vitrina_request_too_complex', __( 'The delivery request is too complex.', 'vitrina' ), 400 );
		}
		return $result;
	}

	/**
	 * Whether a value is deeper, or has a longer array or more values in all,
	 * than the limits allow.
	 *
	 * @param mixed              $value  The value.
	 * @param array<string, int> $limits The limits.
	 * @param int                $depth  Its depth.
	 * @param int                $nodes  Values counted so far.
	 */
	private static function too_complex( $value, array $limits, int $depth, int &$nodes ): bool {
		if ( ! is_array( $value ) ) {
			return false;
		}
		if ( $depth > $limits['depth'] || count( $value ) > $limits['items'] ) {
			return true;
		}
		foreach ( $value as $item ) {
			++$nodes;
			if ( $nodes > $limits['nodes'] || self::too_complex( $item, $limits, $depth + 1, $nodes ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * An error answer in the REST API's shape, with Retry-After when given.
	 *
	 * @param string $code        Error code.
	 * @param string $message     Message.
	 * @param int    $status      HTTP status.
	 * @param int    $retry_after Seconds (0: no header).
	 */
	private static function error( string $code, string $message, int $status, int $retry_after = 0 ): WP_REST_Response {
		$response = new WP_REST_Response(
			array(
				'code'    => $code,
				'message' => $message,
				'data'    => array( 'status' => $status ),
			),
			$status
		);
		if ( $retry_after > 0 ) {
			$response->header( 'Retry-After', (string) $retry_after );
		}
		return $response;
	}

	/**
	 * Sets the connect timeout of the proxy's own calls (WordPress passes
	 * only the total timeout to cURL).
	 *
	 * @param mixed $handle The cURL handle.
	 * @param mixed $args   The request's arguments.
	 */
	public static function connect_timeout( $handle, $args ): void {
		if ( is_array( $args ) && isset( $args['vitrina_connect_timeout'] ) && ( $handle instanceof \CurlHandle ) ) {
			curl_setopt( $handle, CURLOPT_CONNECTTIMEOUT, (int) $args['vitrina_connect_timeout'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- a handle WordPress made for us.
		}
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
		$body   = 'POST' === $method ? (string) $request->get_body() : '';
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
		self::$inner = true;
		try {
			return rest_do_request( $inner );
		} finally {
			self::$inner = false;
		}
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
		$host = self::external_host( $target['dev'] );
		if ( '' === $host ) {
			return new WP_Error(
				'vitrina_provider_not_configured',
				$target['dev']
					? __( 'The external delivery provider’s dev host is not set (https).', 'vitrina' )
					: __( 'The external delivery provider’s host is not set (https).', 'vitrina' ),
				array( 'status' => 503 )
			);
		}
		$address = self::external_address( $host, $target['path'] ) . ( '' !== $target['query_string'] ? '?' . $target['query_string'] : '' );
		$key     = self::provider_key( $host );
		$limits  = self::limits();

		$wait = self::breaker_wait( $key );
		if ( $wait > 0 ) {
			return self::error( 'vitrina_provider_unavailable', __( 'The delivery service is not available at the moment. Please try again later.', 'vitrina' ), 503, $wait );
		}
		// A slot of the caller's address, then one of all: a slow provider holds a few workers, never all.
		$own  = self::take_slot( self::slot_names( $host, ClientAddress::get() ) );
		$slot = false !== $own ? self::take_slot( self::slot_names( $host ) ) : false;
		if ( false === $slot ) {
			self::release_slot( $own );
			return self::error( 'vitrina_provider_busy', __( 'The delivery service is busy. Please try again in a moment.', 'vitrina' ), 503, 1 );
		}

		try {
			$answer = self::send( $method, $address, $body, 'application/json, text/html;q=0.9' );
			// The outcome counts before the slot is free for the next call.
			$status = is_wp_error( $answer ) ? 0 : (int) wp_remote_retrieve_response_code( $answer );
			if ( 0 === $status || $status >= 500 ) {
				self::breaker_failure( $key, $limits );
			} else {
				self::breaker_success( $key, $limits );
			}
		} finally {
			self::release_slot( $slot );
			self::release_slot( $own );
		}
		if ( is_wp_error( $answer ) ) {
			self::log( sprintf( 'The external delivery provider did not answer (%1$s %2$s): %3$s', $method, $target['path'], $answer->get_error_message() ) );
			return new WP_Error(
				'vitrina_provider_unreachable',
				__( 'The delivery service did not answer. Please try again later.', 'vitrina' ),
				array( 'status' => 502 )
			);
		}
		if ( $status >= 500 ) {
			self::log( sprintf( 'The external delivery provider answered %1$d (%2$s %3$s).', $status, $method, $target['path'] ) );
		}
		$type = (string) wp_remote_retrieve_header( $answer, 'content-type' );
		$raw  = wp_remote_retrieve_body( $answer );
		if ( str_starts_with( strtolower( $type ), 'text/html' ) ) {
			// The provider's page never runs on the shop's origin with its privileges: sandboxed.
			return new WP_REST_Response( $raw, $status > 0 ? $status : 502, FramePage::headers() );
		}
		$data = json_decode( $raw, true );
		if ( JSON_ERROR_NONE !== json_last_error() || ! is_array( $data ) ) {
			if ( $status >= 200 && $status < 300 ) {
				self::log( sprintf( 'The external delivery provider\'s answer is not JSON (%1$s %2$s).', $method, $target['path'] ) );
				return new WP_Error( 'vitrina_provider_bad_answer', __( 'The delivery provider’s answer is not JSON.', 'vitrina' ), array( 'status' => 502 ) );
			}
			$data = array(
				'code'    => 'vitrina_provider_error',
				'message' => __( 'The delivery provider answered with an error.', 'vitrina' ),
			);
		}
		return new WP_REST_Response( $data, $status > 0 ? $status : 502, array( 'X-Content-Type-Options' => 'nosniff' ) );
	}

	/**
	 * Seconds the breaker of a provider stays open (0: closed, calls go through).
	 *
	 * @param string $key The provider's key.
	 */
	public static function breaker_wait( string $key ): int {
		$state = get_transient( self::BREAKER . $key );
		$until = is_array( $state ) && isset( $state['open_until'] ) ? (int) $state['open_until'] : 0;
		return max( 0, $until - time() );
	}

	/**
	 * Counts a failure (no answer, or a 5xx) in an atomic counter shared by
	 * every worker; opens the breaker when a few came within the cooldown
	 * without an answer between them.
	 *
	 * @param string             $key    The provider's key.
	 * @param array<string, int> $limits The limits.
	 */
	private static function breaker_failure( string $key, array $limits ): void {
		if ( RateLimit::hit( self::BREAKER_SCOPE, $limits['breaker_failures'] - 1, $limits['breaker_cooldown'], $key ) ) {
			return;
		}
		set_transient( self::BREAKER . $key, array( 'open_until' => time() + $limits['breaker_cooldown'] ), $limits['breaker_cooldown'] );
		self::log( sprintf( 'The external delivery provider failed %1$d times in a row: calls are refused for %2$d s.', $limits['breaker_failures'], $limits['breaker_cooldown'] ) );
	}

	/**
	 * Closes the breaker after an answer and forgets the failures.
	 *
	 * @param string             $key    The provider's key.
	 * @param array<string, int> $limits The limits.
	 */
	private static function breaker_success( string $key, array $limits ): void {
		RateLimit::reset( self::BREAKER_SCOPE, $limits['breaker_cooldown'], $key );
		if ( false !== get_transient( self::BREAKER . $key ) ) {
			delete_transient( self::BREAKER . $key );
		}
	}

	/**
	 * The configured external provider host (production, or dev), '' when it
	 * is not set or not https.
	 *
	 * @param bool $dev The dev host.
	 */
	public static function external_host( bool $dev ): string {
		$host  = (string) Options::get( $dev ? 'delivery_external_dev_host' : 'delivery_external_host' );
		$parts = wp_parse_url( $host );
		if ( '' === $host || ! is_array( $parts ) || 'https' !== strtolower( $parts['scheme'] ?? '' ) || empty( $parts['host'] ) ) {
			return '';
		}
		return $host;
	}

	/**
	 * The address of a provider path (under v2/) on a host.
	 *
	 * @param string $host A host from external_host().
	 * @param string $path The path under v2/.
	 */
	public static function external_address( string $host, string $path ): string {
		return trailingslashit( (string) strtok( $host, '?#' ) ) . 'v2/' . $path;
	}

	/**
	 * Sends one call to the external provider: the shop id and token,
	 * WordPress's safe HTTP API (no redirects, no private or loopback
	 * address, only the usual ports), the short timeouts, a bounded answer.
	 * Used by the proxy and by the shop's own confirmation (ProviderQuote).
	 *
	 * @param string $method  HTTP method.
	 * @param string $address Full address (external_address()).
	 * @param string $body    JSON body, or ''.
	 * @param string $accept  The Accept header.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function send( string $method, string $address, string $body, string $accept = 'application/json' ) {
		$headers = array(
			'Accept'        => $accept,
			'X-Shop-Id'     => (string) Options::get( 'delivery_shop_id' ),
			'Authorization' => 'Bearer ' . Options::get( 'delivery_token' ),
		);
		if ( '' !== $body ) {
			$headers['Content-Type'] = 'application/json';
		}
		return wp_safe_remote_request(
			$address,
			array(
				'method'                  => $method,
				'headers'                 => $headers,
				'body'                    => '' !== $body ? $body : null,
				'timeout'                 => self::TIMEOUT,
				'vitrina_connect_timeout' => self::CONNECT_TIMEOUT,
				'redirection'             => 0,
				'limit_response_size'     => self::MAX_ANSWER,
			)
		);
	}

	/**
	 * The key of a provider host (scheme, host and port) for its breaker and slots.
	 *
	 * @param string $host The configured host.
	 */
	public static function provider_key( string $host ): string {
		$parts = wp_parse_url( $host );
		$parts = is_array( $parts ) ? $parts : array();
		return md5( strtolower( ( $parts['scheme'] ?? '' ) . '://' . ( $parts['host'] ?? '' ) . ':' . ( $parts['port'] ?? '' ) ) );
	}

	/**
	 * The names of the database locks that are the slots of concurrent
	 * calls to a provider host, in all or of one address (unique to this
	 * site's database and tables).
	 *
	 * @param string      $host    The configured host.
	 * @param string|null $address A client address (null: the slots of all).
	 * @return list<string>
	 */
	public static function slot_names( string $host, ?string $address = null ): array {
		global $wpdb;
		$base  = 'vitrina_px_' . substr( md5( ( defined( 'DB_NAME' ) ? (string) constant( 'DB_NAME' ) : '' ) . '|' . $wpdb->prefix . '|' . self::provider_key( $host ) . '|' . ( $address ?? '*' ) ), 0, 24 ) . '_';
		$count = null === $address ? self::limits()['slots'] : self::limits()['address_slots'];
		$names = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$names[] = $base . $i;
		}
		return $names;
	}

	/**
	 * Takes one of the slots of concurrent calls to a provider: a database
	 * lock (GET_LOCK), shared by every worker and node on the database and
	 * released by the database if the worker dies.
	 *
	 * @param string[] $names The slots' lock names.
	 * @return string|false|null The lock taken; false when every slot is
	 *                           taken; null when the database has no locks.
	 */
	private static function take_slot( array $names ) {
		global $wpdb;
		foreach ( $names as $name ) {
			$got = $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 0)', $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			if ( null === $got ) {
				return null;
			}
			if ( '1' === (string) $got ) {
				return $name;
			}
		}
		return false;
	}

	/**
	 * Gives a slot back.
	 *
	 * @param string|false|null $name The lock's name (false or null: none was taken).
	 */
	private static function release_slot( $name ): void {
		global $wpdb;
		if ( is_string( $name ) ) {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}

	/**
	 * Logs a detail the browser is not told (WooCommerce's log, else PHP's).
	 *
	 * @param string $message The message.
	 */
	private static function log( string $message ): void {
		if ( function_exists( 'wc_get_logger' ) ) {
			wc_get_logger()->warning( $message, array( 'source' => self::LOG_SOURCE ) );
			return;
		}
		error_log( 'Vitrina: ' . $message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
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
