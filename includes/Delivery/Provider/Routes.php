<?php
/**
 * The embedded provider's REST routes (namespace vitrina-provider/v1), as
 * docs/delivery-provider.md describes them.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery\Provider;

use Vitrina\Delivery\Parcel;
use Vitrina\Module;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Settings, frame page, cities, calculation, points and the points in a
 * map's bounds. Public: they serve
 * the shop's widget, and only what a shopper may see.
 */
final class Routes implements Module {

	public const NAMESPACE = 'vitrina-provider/v1';

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
	}

	/**
	 * The lang argument.
	 *
	 * @return array<string, mixed>
	 */
	private static function lang_arg(): array {
		return array(
			'type'        => 'string',
			'enum'        => array( 'ru', 'en' ),
			'default'     => 'ru',
			'description' => 'Language of the answer.',
		);
	}

	/**
	 * The public access of the routes: the widget of any shopper calls them.
	 */
	public static function public_access(): bool {
		return true;
	}

	/**
	 * Registers the routes.
	 */
	public function routes(): void {
		$public = array( self::class, 'public_access' );
		register_rest_route(
			self::NAMESPACE,
			'/widgets/cart-widget-settings',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'settings' ),
				'permission_callback' => $public,
				'args'                => array( 'lang' => self::lang_arg() ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/widgets/page',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( FramePage::class, 'response' ),
				'permission_callback' => $public,
				'args'                => array(
					'type' => array(
						'type'    => 'string',
						'enum'    => array( 'cart' ),
						'default' => 'cart',
					),
					'lang' => self::lang_arg(),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/cities',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'cities' ),
				'permission_callback' => $public,
				'args'                => array(
					'q'    => array(
						'type'      => 'string',
						'required'  => true,
						'minLength' => 2,
						'maxLength' => 100,
					),
					'lang' => self::lang_arg(),
				),
			)
		);
		$string = array(
			'type'      => 'string',
			'maxLength' => 200,
		);
		register_rest_route(
			self::NAMESPACE,
			'/delivery/calculate',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'calculate' ),
				'permission_callback' => $public,
				'args'                => array(
					'city'   => array(
						'type'       => 'object',
						'required'   => true,
						'properties' => array(
							'name'           => array(
								'minLength' => 1,
								'required'  => true,
							) + $string,
							'region'         => $string,
							'countryIsoCode' => $string,
						),
					),
					'params' => array(
						'type'    => 'object',
						'default' => array(),
					),
				),
			)
		);
		$size    = array(
			'type'    => 'number',
			'minimum' => 0,
			'maximum' => 100000,
		);
		$filters = array(
			'companies' => $string,
			'types'     => array(
				'type'    => 'string',
				'pattern' => '^[0-9, ]*$',
			),
			// The parcel (the widget's parameters): points it does not fit are left out.
			'weight'    => $size,
			'length'    => $size,
			'width'     => $size,
			'height'    => $size,
		);
		register_rest_route(
			self::NAMESPACE,
			'/points',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'points' ),
				'permission_callback' => $public,
				'args'                => array(
					'city' => array(
						'required'  => true,
						'minLength' => 1,
					) + $string,
				) + $filters,
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/points/bounds',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'points_in_bounds' ),
				'permission_callback' => $public,
				'args'                => Bounds::args() + array(
					'city'  => $string,
					'limit' => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => Bounds::MAX_POINTS,
						'default' => Bounds::MAX_POINTS,
					),
				) + $filters,
			)
		);
	}

	/**
	 * GET widgets/cart-widget-settings.
	 */
	public function settings(): WP_REST_Response {
		/**
		 * Filters the embedded provider's widget settings.
		 *
		 * @param array<string, mixed> $settings maxWidth, height (null: auto height), demoMode.
		 */
		$settings = apply_filters(
			'vitrina_delivery_widget_settings',
			array(
				'maxWidth' => '100%',
				'height'   => null,
				'demoMode' => Catalog::is_demo(),
			)
		);
		return new WP_REST_Response( $settings );
	}

	/**
	 * GET cities.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function cities( WP_REST_Request $request ): WP_REST_Response {
		$query = $request->get_param( 'q' );
		return new WP_REST_Response( array( 'cities' => Cities::search( is_string( $query ) ? $query : '' ) ) );
	}

	/**
	 * POST delivery/calculate.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function calculate( WP_REST_Request $request ): WP_REST_Response {
		$city   = $request->get_param( 'city' );
		$params = $request->get_param( 'params' );
		return new WP_REST_Response(
			array(
				'options' => Catalog::calculate( is_array( $city ) ? $city : array(), is_array( $params ) ? $params : array() ),
			)
		);
	}

	/**
	 * GET points.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function points( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( array( 'points' => self::wire( self::matching( $request ) ) ) );
	}

	/**
	 * GET points/bounds: the points of points() (the city optional) inside
	 * the map's box, nearest to its centre first, at most `limit`, with how
	 * many the box holds (`total`).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|\WP_Error
	 */
	public function points_in_bounds( WP_REST_Request $request ) {
		$box = Bounds::parse(
			array(
				'south' => $request->get_param( 'south' ),
				'west'  => $request->get_param( 'west' ),
				'north' => $request->get_param( 'north' ),
				'east'  => $request->get_param( 'east' ),
			)
		);
		if ( is_wp_error( $box ) ) {
			return $box;
		}
		$limit  = $request->get_param( 'limit' );
		$answer = Bounds::select( $box, self::matching( $request ), is_numeric( $limit ) ? (int) $limit : Bounds::MAX_POINTS );
		return new WP_REST_Response(
			array(
				'points' => self::wire( $answer['points'] ),
				'total'  => $answer['total'],
			)
		);
	}

	/**
	 * The points a request's city, companies, types and parcel ask for.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return list<array<string, mixed>>
	 * @phpstan-return list<array{id: string, type: int, company: array{id: string, name: string}, name: string, address: string, zipCode: string, city: string, region: string, workHours: string, cashPaymentAvailable: bool, cardPaymentAvailable: bool, lat: float|null, lng: float|null}>
	 */
	private static function matching( WP_REST_Request $request ): array {
		$city      = $request->get_param( 'city' );
		$companies = $request->get_param( 'companies' );
		$companies = is_string( $companies ) ? array_values( array_filter( array_map( 'trim', explode( ',', $companies ) ), static fn( $c ) => '' !== $c ) ) : array();
		$parcel    = Parcel::from_params(
			array(
				'weight' => $request->get_param( 'weight' ),
				'length' => $request->get_param( 'length' ),
				'width'  => $request->get_param( 'width' ),
				'height' => $request->get_param( 'height' ),
			)
		);
		return Catalog::points( is_string( $city ) ? $city : '', $companies, Catalog::int_list( $request->get_param( 'types' ), array( 1, 2, 3, 4 ) ), $parcel );
	}

	/**
	 * Points as the wire has them (no region).
	 *
	 * @param list<array<string, mixed>> $points Points.
	 * @return list<array<string, mixed>>
	 */
	private static function wire( array $points ): array {
		return array_map(
			static function ( array $point ): array {
				unset( $point['region'] );
				return $point;
			},
			$points
		);
	}
}
