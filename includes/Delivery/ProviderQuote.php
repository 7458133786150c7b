<?php
/**
 * The external provider's choice confirmed by the shop: the provider's own
 * calculate (and, for pickup, points) call made by the server for the cart
 * as the server knows it.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Settings\Options;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Rebuilds a selection of the external provider from the provider's answer
 * to `POST v2/delivery/calculate` (the option with the selection's id: type,
 * company, price, days, cash and card flags) and `GET v2/points` (the point
 * with the selection's point id), both asked by the server with the shop id
 * and token, for the city of the selection and the cart's figures. The
 * browser's figures are never used.
 *
 * Answers are kept for QUOTE_TTL seconds (a transient keyed by the request),
 * so that recalculating the cart does not call the provider each time; while
 * an order is being placed (`placing()`), every answer is asked afresh, once
 * per request.
 */
final class ProviderQuote {

	/** How long an answer is reused, seconds. */
	public const QUOTE_TTL = 600;

	/** How long a failed call is not repeated (outside order placement), seconds. */
	public const FAILURE_TTL = 30;

	/** Transient prefix. */
	private const CACHE = 'vitrina_dlv_quote_';

	/**
	 * Whether answers are asked afresh (an order is being placed).
	 *
	 * @var bool
	 */
	private static bool $fresh = false;

	/**
	 * Answers of this request, by request key (a WP_Error for a failure).
	 *
	 * @var array<string, array<string, mixed>|WP_Error>
	 */
	private static array $memo = array();

	/**
	 * From now on in this request, the provider is asked afresh (once per
	 * call): an order is being placed.
	 */
	public static function placing(): void {
		self::$fresh = true;
		self::$memo  = array();
	}

	/**
	 * Forgets this request's answers and leaves placement mode (tests).
	 */
	public static function reset(): void {
		self::$fresh = false;
		self::$memo  = array();
	}

	/**
	 * The selection confirmed by the provider.
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 * @param array<string, mixed> $params    The widget parameters of the cart (Cart::provider_params).
	 * @return array<string, mixed>|WP_Error The selection with the provider's delivery, or why not.
	 */
	public static function confirm( array $selection, array $params ) {
		$delivery = (array) $selection['delivery'];
		$type     = (int) $delivery['type'];
		$city     = array(
			'name'           => (string) $selection['city']['name'],
			'region'         => (string) $selection['city']['region'],
			'countryIsoCode' => (string) $selection['city']['countryIsoCode'],
		);
		$answer   = self::call(
			'POST',
			'delivery/calculate',
			array(),
			array(
				'city'   => $city,
				'params' => array( 'deliveryType' => $type ) + $params,
			)
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$option = null;
		foreach ( is_array( $answer['options'] ?? null ) ? $answer['options'] : array() as $candidate ) {
			if ( is_array( $candidate ) && isset( $candidate['id'] ) && is_scalar( $candidate['id'] ) && (string) $candidate['id'] === (string) $delivery['id'] ) {
				$option = $candidate;
				break;
			}
		}
		$price = is_array( $option ) && isset( $option['price'] ) && is_numeric( $option['price'] ) ? (float) $option['price'] : -1.0;
		if ( null === $option || (int) ( $option['type'] ?? 0 ) !== $type || $price < 0 || ! is_finite( $price ) ) {
			return Selection::refused( __( 'This delivery is not offered by the shop. Please choose another one.', 'vitrina' ) );
		}
		$company = is_array( $option['company'] ?? null ) ? $option['company'] : array();
		$days    = is_array( $option['days'] ?? null ) ? $option['days'] : array();
		$point   = null;
		if ( Selection::PICKUP === $type ) {
			$point = self::point( $delivery, $city['name'], (string) ( $company['id'] ?? '' ), $params );
			if ( is_wp_error( $point ) ) {
				return $point;
			}
		}
		$selection['delivery'] = array(
			'id'                   => (string) $delivery['id'],
			'name'                 => Selection::text( $option['name'] ?? '' ),
			'type'                 => $type,
			'company'              => array(
				'id'   => Selection::text( $company['id'] ?? '' ),
				'name' => Selection::text( $company['name'] ?? '' ),
			),
			'price'                => round( $price, 2 ),
			'days'                 => array(
				'min' => max( 0, (int) ( is_numeric( $days['min'] ?? null ) ? $days['min'] : 0 ) ),
				'max' => max( 0, (int) ( is_numeric( $days['max'] ?? null ) ? $days['max'] : 0 ) ),
			),
			'cashPaymentAvailable' => true === ( $option['cashPaymentAvailable'] ?? false ),
			'cardPaymentAvailable' => true === ( $option['cardPaymentAvailable'] ?? false ),
			'point'                => $point,
		);
		return $selection;
	}

	/**
	 * The selection's pickup point as the provider lists it for the city and
	 * the company.
	 *
	 * @param array<string, mixed> $delivery The selection's delivery.
	 * @param string               $city     City name.
	 * @param string               $company  Company id (from the provider's option).
	 * @param array<string, mixed> $params   The cart's widget parameters (the parcel's weight and sides).
	 * @return array<string, mixed>|WP_Error
	 */
	private static function point( array $delivery, string $city, string $company, array $params = array() ) {
		$wanted = is_array( $delivery['point'] ?? null ) ? (string) ( $delivery['point']['id'] ?? '' ) : '';
		if ( '' === $wanted ) {
			return Selection::refused( __( 'This pickup point is not available for the chosen delivery. Please choose another one.', 'vitrina' ) );
		}
		$query = array( 'city' => $city );
		if ( '' !== $company ) {
			$query['companies'] = $company;
		}
		// The parcel, so that the provider leaves out the points it does not fit.
		foreach ( array( 'weight', 'length', 'width', 'height' ) as $key ) {
			if ( isset( $params[ $key ] ) && is_numeric( $params[ $key ] ) ) {
				$query[ $key ] = $params[ $key ];
			}
		}
		$answer = self::call( 'GET', 'points', $query );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		foreach ( is_array( $answer['points'] ?? null ) ? $answer['points'] : array() as $point ) {
			if ( is_array( $point ) && isset( $point['id'] ) && is_scalar( $point['id'] ) && (string) $point['id'] === $wanted ) {
				$type    = (int) ( $point['type'] ?? 0 );
				$address = Selection::text( $point['address'] ?? '' );
				return array(
					'id'                   => $wanted,
					'type'                 => $type >= 1 && $type <= 4 ? $type : null,
					'name'                 => Selection::text( $point['name'] ?? '' ),
					'address'              => '' !== $address ? $address : trim( Selection::text( $point['name'] ?? '' ) . ', ' . $city, ', ' ),
					'zipCode'              => Selection::zip( $point['zipCode'] ?? '' ),
					'workHours'            => Selection::text( $point['workHours'] ?? '' ),
					'cashPaymentAvailable' => true === ( $point['cashPaymentAvailable'] ?? false ),
					'cardPaymentAvailable' => true === ( $point['cardPaymentAvailable'] ?? false ),
				);
			}
		}
		return Selection::refused( __( 'This pickup point is not available for the chosen delivery. Please choose another one.', 'vitrina' ) );
	}

	/**
	 * One call to the configured provider (production or dev host, as the
	 * widget uses), with the shop id and token, through WordPress's safe
	 * HTTP API; the JSON answer, or why not (the details go to the log).
	 *
	 * @param string               $method GET or POST.
	 * @param string               $path   Path under v2/.
	 * @param array<string, mixed> $query  Query.
	 * @param array<string, mixed> $body   JSON body (POST).
	 * @return array<string, mixed>|WP_Error
	 */
	private static function call( string $method, string $path, array $query = array(), array $body = array() ) {
		$host = ApiScript::external_host( Options::enabled( 'delivery_dev_mode' ) );
		if ( '' === $host ) {
			return self::failed( 'the external provider host is not set (https)' );
		}
		$address = ApiScript::external_address( $host, $path ) . ( array() !== $query ? '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ) : '' );
		$json    = 'POST' === $method ? (string) wp_json_encode( $body ) : '';
		$key     = md5( $address . "\n" . $json . "\n" . Options::get( 'delivery_shop_id' ) . "\n" . Options::get( 'delivery_token' ) );
		if ( isset( self::$memo[ $key ] ) ) {
			return self::$memo[ $key ];
		}
		if ( ! self::$fresh ) {
			$cached = get_transient( self::CACHE . $key );
			if ( is_array( $cached ) ) {
				self::$memo[ $key ] = $cached;
				return $cached;
			}
			if ( 'failed' === $cached ) {
				self::$memo[ $key ] = self::failed( '' );
				return self::$memo[ $key ];
			}
		}
		// The API script's circuit breaker is open: the provider failed just now.
		if ( ApiScript::breaker_wait( ApiScript::provider_key( $host ) ) > 0 ) {
			self::$memo[ $key ] = self::failed( '' );
			return self::$memo[ $key ];
		}
		$response = ApiScript::send( $method, $address, $json );
		$status   = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
		$data     = is_wp_error( $response ) ? null : json_decode( wp_remote_retrieve_body( $response ), true );
		if ( 200 !== $status || ! is_array( $data ) ) {
			$why = is_wp_error( $response ) ? $response->get_error_message() : 'status ' . $status . ( is_array( $data ) ? '' : ', not JSON' );
			set_transient( self::CACHE . $key, 'failed', self::FAILURE_TTL );
			self::$memo[ $key ] = self::failed( $method . ' v2/' . $path . ': ' . $why );
			return self::$memo[ $key ];
		}
		set_transient( self::CACHE . $key, $data, self::QUOTE_TTL );
		self::$memo[ $key ] = $data;
		return $data;
	}

	/**
	 * A failed confirmation: a generic answer (502), the details to the log.
	 *
	 * @param string $detail What failed, for the log ('' logs nothing).
	 */
	private static function failed( string $detail ): WP_Error {
		if ( '' !== $detail && function_exists( 'wc_get_logger' ) ) {
			wc_get_logger()->warning( 'Delivery confirmation failed: ' . $detail, array( 'source' => ApiScript::LOG_SOURCE ) );
		}
		return new WP_Error( 'vitrina_provider_unreachable', __( 'The delivery could not be confirmed with the delivery service. Please try again in a minute.', 'vitrina' ), array( 'status' => 502 ) );
	}
}
