<?php
/**
 * The plugin's own REST routes that shoppers' pages read with GET.
 *
 * @package Vitrina
 */

namespace Vitrina\Http;

defined( 'ABSPATH' ) || exit;

/**
 * One way to declare such a route: its argument schema and its permission
 * callback are required, so that no route goes without either.
 */
final class Rest {

	/**
	 * Registers a GET route (call it on rest_api_init).
	 *
	 * @param string               $route_namespace The namespace (vitrina/v1).
	 * @param string               $route           The route, with its leading slash.
	 * @param callable             $callback        Answers the request.
	 * @param callable             $permission      Whether the caller may ask.
	 * @param array<string, mixed> $args            The arguments' schema.
	 */
	public static function get( string $route_namespace, string $route, callable $callback, callable $permission, array $args ): void {
		register_rest_route(
			$route_namespace,
			$route,
			array(
				'methods'             => 'GET',
				'callback'            => $callback,
				'permission_callback' => $permission,
				'args'                => $args,
			)
		);
	}
}
