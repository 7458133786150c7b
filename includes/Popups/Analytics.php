<?php
/**
 * Popup analytics (spec call 3): open and conversion beacons.
 *
 * @package Vitrina
 */

namespace Vitrina\Popups;

use Vitrina\Http\Action;
use Vitrina\Http\ClientAddress;
use Vitrina\Http\RateLimit;
use Vitrina\Http\Rest;
use Vitrina\Http\Router;
use Vitrina\Module;
use Vitrina\Settings\Options;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The island sends an image request on each open and conversion, to the REST
 * route GET vitrina/v1/analytics or, where REST is off, to admin-ajax
 * `pum_analytics`. Both count only for a published popup, at most
 * RATE_LIMIT times a minute per client address (ClientAddress), popup and
 * event (RateLimit, atomic), add one to the count with one SQL statement,
 * and answer 204 with no body. Nothing is counted when the popup_analytics
 * setting is off.
 */
final class Analytics implements Module {

	/** The route. */
	public const NAMESPACE = 'vitrina/v1';
	public const ROUTE     = '/analytics';

	/** The admin-ajax action. */
	public const ACTION = 'pum_analytics';

	/** Beacons counted per minute, per visitor address, popup and event. */
	public const RATE_LIMIT = 10;

	/** Events and the meta they count in. */
	public const EVENTS = array(
		'open'       => PostType::OPENS_META,
		'conversion' => PostType::CONVERSIONS_META,
	);

	/**
	 * Always (REST and admin-ajax requests).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_route' ) );
		Router::register( self::action(), array( $this, 'ajax' ) );
	}

	/**
	 * The route.
	 */
	public function register_route(): void {
		Rest::get(
			self::NAMESPACE,
			self::ROUTE,
			array( $this, 'respond' ),
			// A public beacon: shoppers are anonymous; count() checks the popup.
			'__return_true',
			array(
				'event'  => array(
					'type'     => 'string',
					'enum'     => array_keys( self::EVENTS ),
					'required' => true,
				),
				'pid'    => array(
					'type'     => 'integer',
					'minimum'  => 1,
					'required' => true,
				),
				'_cache' => array(
					'type' => 'string',
				),
			)
		);
	}

	/**
	 * Answers the route.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function respond( WP_REST_Request $request ) {
		$counted = self::count( (string) $request['event'], (int) $request['pid'] );
		if ( $counted instanceof WP_Error ) {
			return $counted;
		}
		$response = new WP_REST_Response( null, 204 );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The admin-ajax beacon (GET event, pid), for where REST is off: public
	 * (cached pages have no nonce); count() checks the event and the popup
	 * and limits the rate. Answers 204, or `{ success: false, data: { message } }`.
	 */
	public static function action(): Action {
		return new Action(
			self::ACTION,
			array(
				'source'              => Action::FROM_GET,
				'cache'               => Action::CACHE_NONE,
				'args'                => array(
					'event' => Action::lenient( '', 'sanitize_key' ),
					'pid'   => Action::lenient( 0, static fn( $value ): int => ctype_digit( (string) $value ) ? (int) $value : 0, array( 'maxLength' => 19 ) ),
				),
				// A public beacon: shoppers are anonymous; count() checks the popup.
				'permission_callback' => '__return_true',
				'callback'            => static function ( array $args ) {
					$counted = self::count( (string) $args['event'], (int) $args['pid'] );
					if ( $counted instanceof WP_Error ) {
						return $counted;
					}
					status_header( 204 );
					wp_die( '', '', array( 'response' => 204 ) );
				},
			)
		);
	}

	/**
	 * Answers admin-ajax.
	 */
	public function ajax(): void {
		Router::dispatch( self::action() );
	}

	/**
	 * Counts an event of a popup.
	 *
	 * @param string $event open or conversion.
	 * @param int    $pid   The popup.
	 * @return true|WP_Error
	 */
	public static function count( string $event, int $pid ) {
		if ( ! isset( self::EVENTS[ $event ] ) ) {
			return new WP_Error( 'vitrina_popup_event', __( 'Unknown popup event.', 'vitrina' ), array( 'status' => 400 ) );
		}
		$post = $pid > 0 ? get_post( $pid ) : null;
		if ( null === $post || PostType::TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return new WP_Error( 'vitrina_popup_unknown', __( 'No such popup.', 'vitrina' ), array( 'status' => 404 ) );
		}
		if ( 'yes' !== Options::get( 'popup_analytics' ) ) {
			return true;
		}
		if ( ! RateLimit::hit( 'popup_analytics', self::RATE_LIMIT, 60, ClientAddress::get() . '|' . $pid . '|' . $event ) ) {
			return new WP_Error( 'vitrina_popup_rate', __( 'Too many requests.', 'vitrina' ), array( 'status' => 429 ) );
		}
		self::increment( $pid, self::EVENTS[ $event ] );
		return true;
	}

	/**
	 * Adds one to a popup's counter in one statement (concurrent beacons
	 * all count).
	 *
	 * @param int    $pid  The popup.
	 * @param string $meta The counter's meta key.
	 */
	private static function increment( int $pid, string $meta ): void {
		global $wpdb;
		add_post_meta( $pid, $meta, 0, true );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- one atomic increment.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = CAST(meta_value AS UNSIGNED) + 1 WHERE post_id = %d AND meta_key = %s ORDER BY meta_id LIMIT 1", $pid, $meta ) );
		wp_cache_delete( $pid, 'post_meta' );
	}
}
