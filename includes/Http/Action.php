<?php
/**
 * One admin-ajax or wc-ajax action, declared like a REST route.
 *
 * @package Vitrina
 */

namespace Vitrina\Http;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * What an action is: its wire name (a constant of its module), where it is
 * answered (admin-ajax for everyone, admin-ajax for logged-in users only,
 * wc-ajax), the methods it accepts, where its fields are read from, its
 * arguments (a REST-style schema: type, pattern, enum, minimum, maximum,
 * minLength, maxLength, required, default, fallback, and
 * validate_callback / sanitize_callback, given the value), its permission callback (true or a WP_Error with a
 * status) and its handler, which receives the validated arguments. The
 * Router runs it; see Router for the order of the checks and the answers.
 */
final class Action {

	/** Admin-ajax, for guests and logged-in users (wp_ajax_ and wp_ajax_nopriv_). */
	public const ADMIN_AJAX = 'admin-ajax';

	/** Admin-ajax, for logged-in users only (wp_ajax_). */
	public const ADMIN_AJAX_PRIVATE = 'admin-ajax-private';

	/** WooCommerce's wc-ajax (wc_ajax_). */
	public const WC_AJAX = 'wc-ajax';

	/** Where the fields are read: the query string, the body, or both (the body first). */
	public const FROM_GET     = 'get';
	public const FROM_POST    = 'post';
	public const FROM_REQUEST = 'request';

	/** How a handler's result is sent: wp_send_json_success( $result ), or wp_send_json( $result ). */
	public const ANSWER_SUCCESS = 'success';
	public const ANSWER_RAW     = 'raw';

	/** The cache headers of the answers (see $cache). */
	public const CACHE_NONE     = 'nocache';
	public const CACHE_NO_STORE = 'no-store';

	/**
	 * The wire name.
	 *
	 * @var string
	 */
	public string $name;

	/**
	 * One of ADMIN_AJAX, ADMIN_AJAX_PRIVATE, WC_AJAX.
	 *
	 * @var string
	 */
	public string $transport;

	/**
	 * The accepted methods, upper case.
	 *
	 * @var list<string>
	 */
	public array $methods;

	/**
	 * One of FROM_GET, FROM_POST, FROM_REQUEST.
	 *
	 * @var string
	 */
	public string $source;

	/**
	 * The arguments' schema, by name.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	public array $args;

	/**
	 * The permission callback: fn( array $fields ): true|WP_Error, given the
	 * raw fields (any shape: check nonces with Nonce).
	 *
	 * @var callable
	 */
	public $permission;

	/**
	 * The handler: fn( array $args, array $fields ): mixed|WP_Error.
	 *
	 * @var callable
	 */
	public $handler;

	/**
	 * ANSWER_SUCCESS or ANSWER_RAW.
	 *
	 * @var string
	 */
	public string $answer;

	/**
	 * The cache headers sent first: CACHE_NONE (WordPress's no-cache
	 * headers), CACHE_NO_STORE (NoStore, for answers holding one shopper's
	 * data) or '' (none).
	 *
	 * @var string
	 */
	public string $cache;

	/**
	 * The body of a refusal: fn( WP_Error $error ): mixed; null for
	 * `{ success: false, data: { message } }` (wp_send_json_error's shape).
	 *
	 * @var callable|null
	 */
	public $error;

	/**
	 * An optional argument read as a string whose bad value is not refused
	 * but taken as its default (`fallback`), for the calls whose contract
	 * ignores a bad optional value; then sanitised.
	 *
	 * @param mixed                $default_value The default.
	 * @param callable             $sanitize      The sanitize_callback.
	 * @param array<string, mixed> $checks        More of the schema (pattern, maxLength…).
	 * @return array<string, mixed>
	 */
	public static function lenient( $default_value, callable $sanitize, array $checks = array() ): array {
		return array(
			'fallback'          => true,
			'type'              => 'string',
			'default'           => $default_value,
			'sanitize_callback' => $sanitize,
		) + $checks;
	}

	/**
	 * Declares an action.
	 *
	 * @param string               $name The wire name.
	 * @param array<string, mixed> $def  transport (default ADMIN_AJAX), methods (default GET and POST), source (default FROM_REQUEST), args, permission_callback, callback, answer, cache, error.
	 */
	public function __construct( string $name, array $def ) {
		$this->name      = $name;
		$this->transport = (string) ( $def['transport'] ?? self::ADMIN_AJAX );
		$this->methods   = array_values( array_map( 'strtoupper', (array) ( $def['methods'] ?? array( 'GET', 'POST' ) ) ) );
		$this->source    = (string) ( $def['source'] ?? self::FROM_REQUEST );
		$this->args      = (array) ( $def['args'] ?? array() );
		if ( ! isset( $def['permission_callback'] ) || ! is_callable( $def['permission_callback'] ) ) {
			// As REST: an action without a permission callback is a mistake; it is refused (403).
			_doing_it_wrong( __METHOD__, esc_html( sprintf( 'The action "%s" has no permission callback.', $name ) ), '0.1.0' );
			$def['permission_callback'] = '__return_false';
		}
		$this->permission = $def['permission_callback'];
		$this->handler    = $def['callback'] ?? '__return_null';
		$this->answer     = (string) ( $def['answer'] ?? self::ANSWER_SUCCESS );
		$this->cache      = (string) ( $def['cache'] ?? '' );
		$this->error      = $def['error'] ?? null;
	}

	/**
	 * The hooks that answer the action.
	 *
	 * @return list<string>
	 */
	public function hooks(): array {
		if ( self::WC_AJAX === $this->transport ) {
			return array( 'wc_ajax_' . $this->name );
		}
		if ( self::ADMIN_AJAX_PRIVATE === $this->transport ) {
			return array( 'wp_ajax_' . $this->name );
		}
		return array( 'wp_ajax_' . $this->name, 'wp_ajax_nopriv_' . $this->name );
	}

	/**
	 * Answers the current request (the hooks' callback).
	 */
	public function run(): void {
		Router::dispatch( $this );
	}

	/**
	 * The body of a refusal.
	 *
	 * @param WP_Error $error The refusal.
	 * @return mixed
	 */
	public function error_body( WP_Error $error ) {
		if ( null !== $this->error ) {
			return ( $this->error )( $error );
		}
		return array(
			'success' => false,
			'data'    => array( 'message' => $error->get_error_message() ),
		);
	}
}
