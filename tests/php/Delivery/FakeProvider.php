<?php
/**
 * An external delivery provider answering the shop's server, for the tests.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use Vitrina\Delivery\ProviderQuote;
use Vitrina\Settings\Schema;

/**
 * Sets the external provider (https://provider.test) and answers its
 * `v2/delivery/calculate` and `v2/points` through `pre_http_request`, from
 * the options and points the test gives; every call is recorded.
 */
trait FakeProvider {

	/**
	 * The calls the shop made: method, url, headers, decoded body.
	 *
	 * @var list<array{method: string, url: string, headers: array<string, string>, body: mixed}>
	 */
	protected array $provider_calls = array();

	/**
	 * Whether the fake provider is down (answers a network error).
	 *
	 * @var bool
	 */
	protected bool $provider_down = false;

	/**
	 * What calculate answers (a test may change it between calls).
	 *
	 * @var list<array<string, mixed>>
	 */
	protected array $provider_options = array();

	/**
	 * What points answers.
	 *
	 * @var list<array<string, mixed>>
	 */
	protected array $provider_points = array();

	/**
	 * Uses the external provider, answering with these options and points.
	 *
	 * @param list<array<string, mixed>> $options  DeliveryOptions (calculate filters them by deliveryType).
	 * @param list<array<string, mixed>> $points   Points (filtered by city).
	 * @param array<string, mixed>       $settings More settings.
	 */
	protected function fake_provider( array $options, array $points = array(), array $settings = array() ): void {
		update_option(
			Schema::OPTION,
			$settings + array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'https://provider.test/api',
				'delivery_shop_id'       => '42',
				'delivery_token'         => 'secret-token',
			) + Schema::defaults()
		);
		ProviderQuote::reset();
		$this->provider_calls   = array();
		$this->provider_down    = false;
		$this->provider_options = $options;
		$this->provider_points  = $points;
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) {
				if ( ! str_starts_with( (string) $url, 'https://provider.test/' ) ) {
					return $pre;
				}
				$body                   = isset( $args['body'] ) && is_string( $args['body'] ) ? json_decode( $args['body'], true ) : null;
				$this->provider_calls[] = array(
					'method'  => (string) $args['method'],
					'url'     => (string) $url,
					'headers' => (array) $args['headers'],
					'body'    => $body,
				);
				if ( $this->provider_down ) {
					return new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect to 10.0.0.5 port 8443' );
				}
				$path = (string) wp_parse_url( (string) $url, PHP_URL_PATH );
				if ( '/api/v2/delivery/calculate' === $path ) {
					$type   = (int) ( $body['params']['deliveryType'] ?? 0 );
					$answer = array( 'options' => array_values( array_filter( $this->provider_options, static fn( $o ) => 0 === $type || $type === $o['type'] ) ) );
				} elseif ( '/api/v2/points' === $path ) {
					$query = array();
					wp_parse_str( (string) wp_parse_url( (string) $url, PHP_URL_QUERY ), $query );
					$answer = array( 'points' => array_values( array_filter( $this->provider_points, static fn( $p ) => ( $p['city'] ?? '' ) === ( $query['city'] ?? null ) ) ) );
				} else {
					return array(
						'headers'  => array(),
						'body'     => '{"code":"not_found"}',
						'response' => array(
							'code'    => 404,
							'message' => 'Not Found',
						),
						'cookies'  => array(),
						'filename' => null,
					);
				}
				return array(
					'headers'  => array( 'content-type' => 'application/json' ),
					'body'     => (string) wp_json_encode( $answer ),
					'response' => array(
						'code'    => 200,
						'message' => 'OK',
					),
					'cookies'  => array(),
					'filename' => null,
				);
			},
			10,
			3
		);
	}

	/**
	 * A DeliveryOption of the contract.
	 *
	 * @param string $id    Option id.
	 * @param int    $type  1 pickup, 2 courier, 3 post.
	 * @param float  $price Price, RUB.
	 * @param bool   $cash  Cash on delivery.
	 * @param bool   $card  Card on delivery.
	 * @return array<string, mixed>
	 */
	protected static function provider_option( string $id, int $type, float $price, bool $cash = true, bool $card = false ): array {
		return array(
			'id'                   => $id,
			'type'                 => $type,
			'company'              => array(
				'id'   => 'cdek',
				'name' => 'СДЭК',
			),
			'price'                => $price,
			'days'                 => array(
				'min' => 1,
				'max' => 3,
			),
			'cashPaymentAvailable' => $cash,
			'cardPaymentAvailable' => $card,
		);
	}

	/**
	 * The options and points SelectionTest::courier() and ::pickup() choose
	 * (the same id for both types: the provider filters by deliveryType).
	 */
	protected function fake_provider_for_selection_test(): void {
		$this->fake_provider(
			array(
				self::provider_option( 'cdek-courier', 2, 350, true, false ),
				self::provider_option( 'cdek-courier', 1, 199.5, true, true ),
			),
			array(
				array(
					'id'                   => 'p1',
					'type'                 => 1,
					'company'              => array(
						'id'   => 'cdek',
						'name' => 'СДЭК',
					),
					'name'                 => 'ПВЗ на Тверской',
					'address'              => 'Тверская ул., 7',
					'zipCode'              => '',
					'city'                 => 'Москва',
					'workHours'            => '10–20',
					'cashPaymentAvailable' => false,
					'cardPaymentAvailable' => true,
				),
			)
		);
	}

	/**
	 * WooCommerce's Store API checkout route keeps the order of its last
	 * request in the route object (one per process): a test placing an order
	 * starts from none, as a real request does.
	 */
	protected static function fresh_store_api_checkout(): void {
		foreach ( rest_get_server()->get_routes()['/wc/store/v1/checkout'] ?? array() as $handler ) {
			$route = is_array( $handler['callback'] ?? null ) ? $handler['callback'][0] : null;
			if ( is_object( $route ) && property_exists( $route, 'order' ) ) {
				$property = new \ReflectionProperty( $route, 'order' );
				$property->setValue( $route, null );
			}
		}
	}
}
