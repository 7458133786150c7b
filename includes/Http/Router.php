<?php
/**
 * The one way our admin-ajax and wc-ajax actions are answered.
 *
 * @package Vitrina
 */

namespace Vitrina\Http;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Runs a declared Action, in this order, each step answering a refusal in
 * the action's own error shape with its status:
 *
 * 1. the method (405 with an Allow header when not accepted; HEAD goes
 *    with GET);
 * 2. the fields, read once from the query string and/or the body and
 *    unslashed;
 * 3. verify_request(): the permission callback (nonce through Nonce, so a
 *    nonce sent as an array is refused quietly; capability; ownership),
 *    true or a WP_Error whose status is passed through (403 when it has
 *    none);
 * 4. the arguments against their schema (WordPress's
 *    rest_validate_value_from_schema() and rest_sanitize_value_from_schema(),
 *    then the argument's own validate_callback / sanitize_callback): a
 *    missing required argument, an array where one value is expected, or an
 *    invalid value is a 400 with a message naming the argument (an
 *    optional argument declared with `fallback` takes its default instead,
 *    for the calls whose contract ignores a bad optional value);
 * 5. the handler, given the sanitised arguments: its result is sent as
 *    wp_send_json_success() or wp_send_json() (the action's answer style),
 *    a WP_Error as a refusal.
 *
 * validate() is the same schema code for the calls answered before
 * WordPress has loaded (the early search).
 */
final class Router {

	/**
	 * Hooks an action to its transports.
	 *
	 * @param Action        $action The action.
	 * @param callable|null $entry  The hooks' callback, when the module keeps
	 *                              its own entry (which calls dispatch());
	 *                              else the action's run().
	 */
	public static function register( Action $action, ?callable $entry = null ): void {
		foreach ( $action->hooks() as $hook ) {
			add_action( $hook, $entry ?? array( $action, 'run' ) );
		}
	}

	/**
	 * Answers the current request with an action (ends the request).
	 *
	 * @param Action $action The action.
	 */
	public static function dispatch( Action $action ): void {
		if ( Action::CACHE_NO_STORE === $action->cache ) {
			NoStore::send();
		} elseif ( Action::CACHE_NONE === $action->cache && ! headers_sent() ) {
			nocache_headers();
		}
		$method  = self::method();
		$allowed = in_array( 'GET', $action->methods, true ) ? array_merge( $action->methods, array( 'HEAD' ) ) : $action->methods;
		if ( '' !== $method && ! in_array( $method, $allowed, true ) ) {
			EarlyAnswer::load_translations();
			if ( ! headers_sent() ) {
				header( 'Allow: ' . implode( ', ', $action->methods ) );
			}
			self::refuse(
				$action,
				new WP_Error(
					'vitrina_method_not_allowed',
					/* translators: 1: an HTTP method, 2: the accepted methods. */
					sprintf( __( 'This call does not accept the %1$s method (use %2$s).', 'vitrina' ), $method, implode( ', ', $action->methods ) ),
					array( 'status' => 405 )
				)
			);
			return;
		}
		$fields  = self::fields( $action->source );
		$allowed = self::verify_request( $action, $fields );
		if ( $allowed instanceof WP_Error ) {
			self::refuse( $action, $allowed );
			return;
		}
		$args = self::validate( $action->args, $fields );
		if ( $args instanceof WP_Error ) {
			self::refuse( $action, $args );
			return;
		}
		$result = ( $action->handler )( $args, $fields );
		if ( $result instanceof WP_Error ) {
			self::refuse( $action, $result );
			return;
		}
		if ( Action::ANSWER_RAW === $action->answer ) {
			wp_send_json( $result );
		}
		wp_send_json_success( $result );
	}

	/**
	 * The permission callback's verdict: true, or a WP_Error with a status.
	 *
	 * @param Action               $action The action.
	 * @param array<string, mixed> $fields The raw fields (unslashed, any shape).
	 * @return true|WP_Error
	 */
	public static function verify_request( Action $action, array $fields ) {
		$verdict = ( $action->permission )( $fields );
		if ( true === $verdict ) {
			return true;
		}
		if ( $verdict instanceof WP_Error ) {
			$data = $verdict->get_error_data();
			if ( ! is_array( $data ) || ! isset( $data['status'] ) ) {
				$verdict->add_data( array_merge( is_array( $data ) ? $data : array(), array( 'status' => 403 ) ) );
			}
			return $verdict;
		}
		EarlyAnswer::load_translations();
		return new WP_Error( 'vitrina_forbidden', __( 'You may not do this.', 'vitrina' ), array( 'status' => 403 ) );
	}

	/**
	 * Validates and sanitises fields against an argument schema.
	 *
	 * @param array<string, array<string, mixed>> $schema The arguments, by name.
	 * @param array<mixed>                        $fields The fields (unslashed).
	 * @return array<string, mixed>|WP_Error The sanitised arguments (the absent ones with a default get it), or a 400.
	 */
	public static function validate( array $schema, array $fields ) {
		$args = array();
		foreach ( $schema as $name => $def ) {
			if ( ! array_key_exists( $name, $fields ) ) {
				if ( ! empty( $def['required'] ) ) {
					EarlyAnswer::load_translations();
					/* translators: %s: a parameter's name. */
					return self::invalid( 'vitrina_missing_param', sprintf( __( 'Missing parameter: %s.', 'vitrina' ), $name ), $name );
				}
				if ( array_key_exists( 'default', $def ) ) {
					$args[ $name ] = $def['default'];
				}
				continue;
			}
			$value    = $fields[ $name ];
			$types    = (array) ( $def['type'] ?? 'string' );
			$fallback = ! empty( $def['fallback'] ) && empty( $def['required'] );
			$single   = is_scalar( $value ) || array_intersect( $types, array( 'array', 'object', 'null' ) );
			if ( ! $single && $fallback ) {
				if ( array_key_exists( 'default', $def ) ) {
					$args[ $name ] = $def['default'];
				}
				continue;
			}
			if ( ! $single ) {
				EarlyAnswer::load_translations();
				/* translators: %s: a parameter's name. */
				return self::invalid( 'vitrina_invalid_param', sprintf( __( 'The parameter %s must be a single value.', 'vitrina' ), $name ), $name );
			}
			$schema_only = array_diff_key( $def, array_flip( array( 'required', 'fallback', 'validate_callback', 'sanitize_callback' ) ) );
			$schema_only = array( 'type' => 1 === count( $types ) ? $types[0] : $types ) + $schema_only;
			$valid       = rest_validate_value_from_schema( $value, $schema_only, $name );
			if ( true === $valid && isset( $def['validate_callback'] ) && is_callable( $def['validate_callback'] ) ) {
				$valid = call_user_func( $def['validate_callback'], $value );
			}
			if ( true !== $valid && $fallback ) {
				if ( array_key_exists( 'default', $def ) ) {
					$args[ $name ] = $def['default'];
				}
				continue;
			}
			if ( true !== $valid ) {
				EarlyAnswer::load_translations();
				/* translators: %s: a parameter's name. */
				$message = $valid instanceof WP_Error ? $valid->get_error_message() : sprintf( __( 'Invalid parameter: %s.', 'vitrina' ), $name );
				return self::invalid( 'vitrina_invalid_param', $message, $name );
			}
			$args[ $name ] = isset( $def['sanitize_callback'] ) && is_callable( $def['sanitize_callback'] )
				? call_user_func( $def['sanitize_callback'], $value )
				: rest_sanitize_value_from_schema( $value, $schema_only, $name );
		}
		return $args;
	}

	/**
	 * The request's method, upper case ('' outside an HTTP request).
	 */
	public static function method(): string {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		return strtoupper( $method );
	}

	/**
	 * The request's fields, read once and unslashed.
	 *
	 * @param string $source Action::FROM_GET, FROM_POST or FROM_REQUEST (the body first).
	 * @return array<string, mixed>
	 */
	public static function fields( string $source ): array {
		// phpcs:disable WordPress.Security.NonceVerification -- the fields are read for verify_request(), which checks the nonce.
		$get  = Action::FROM_POST === $source ? array() : (array) wp_unslash( $_GET );
		$post = Action::FROM_GET === $source ? array() : (array) wp_unslash( $_POST );
		// phpcs:enable
		$fields = $post + $get;
		$out    = array();
		foreach ( $fields as $name => $value ) {
			$out[ (string) $name ] = $value;
		}
		return $out;
	}

	/**
	 * Sends a refusal in the action's error shape with its status.
	 *
	 * @param Action   $action The action.
	 * @param WP_Error $error  The refusal.
	 */
	public static function refuse( Action $action, WP_Error $error ): void {
		$data   = $error->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
		wp_send_json( $action->error_body( $error ), $status );
	}

	/**
	 * A 400 naming a parameter.
	 *
	 * @param string $code    The code.
	 * @param string $message The message.
	 * @param string $name    The parameter.
	 */
	private static function invalid( string $code, string $message, string $name ): WP_Error {
		return new WP_Error(
			$code,
			$message,
			array(
				'status' => 400,
				'param'  => $name,
			)
		);
	}
}
