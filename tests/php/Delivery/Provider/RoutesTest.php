<?php
/**
 * Tests of the embedded provider's REST routes.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery\Provider;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Delivery\Provider\Cities;
use Vitrina\Delivery\Provider\FramePage;
use Vitrina\Settings\Options;
use Vitrina\Tests\Delivery\DeliveryData;
use Vitrina\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The routes under vitrina-provider/v1: settings, page, cities, calculate,
 * points, points in bounds.
 */
final class RoutesTest extends TestCase {

	use DeliveryData;

	/**
	 * Temporary build directory of the frame.
	 *
	 * @var string
	 */
	private string $build = '';

	/**
	 * Removes the fixture build.
	 */
	protected function tearDown(): void {
		if ( '' !== $this->build ) {
			array_map( 'unlink', (array) glob( $this->build . '/*' ) );
			rmdir( $this->build );
		}
		parent::tearDown();
	}

	/**
	 * A GET of a provider route.
	 *
	 * @param string               $path  Path under the namespace.
	 * @param array<string, mixed> $query Query.
	 */
	private function get( string $path, array $query = array() ): WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/vitrina-provider/v1/' . $path );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	public function test_routes_are_registered_with_schemas_and_permissions(): void {
		$routes = rest_get_server()->get_routes( 'vitrina-provider/v1' );
		foreach ( array( 'widgets/cart-widget-settings', 'widgets/page', 'cities', 'delivery/calculate', 'points', 'points/bounds' ) as $path ) {
			$this->assertArrayHasKey( '/vitrina-provider/v1/' . $path, $routes );
			foreach ( $routes[ '/vitrina-provider/v1/' . $path ] as $handler ) {
				$this->assertIsCallable( $handler['permission_callback'] );
				$this->assertNotEmpty( $handler['args'] );
			}
		}
	}

	public function test_settings(): void {
		$response = $this->get( 'widgets/cart-widget-settings', array( 'lang' => 'en' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'maxWidth' => '100%',
				'height'   => null,
				'demoMode' => false,
			),
			$response->get_data()
		);
		$this->delivery_data();
		$this->assertTrue( $this->get( 'widgets/cart-widget-settings' )->get_data()['demoMode'] );
		$this->assertSame( 400, $this->get( 'widgets/cart-widget-settings', array( 'lang' => 'de' ) )->get_status() );
	}

	/**
	 * City searches: query, expected first names.
	 *
	 * @return array<string, array{0: string, 1: list<string>}>
	 */
	public static function searches(): array {
		return array(
			'lower case'         => array( 'мо', array( 'Москва' ) ),
			'upper case'         => array( 'САНКТ', array( 'Санкт-Петербург' ) ),
			'a word of the name' => array( 'петер', array( 'Санкт-Петербург' ) ),
			'second word'        => array( 'челны', array( 'Набережные Челны' ) ),
			'several'            => array( 'ка', array( 'Казань', 'Калининград' ) ),
			'ё as е'             => array( 'орёл', array( 'Орёл' ) ),
			'nothing'            => array( 'zz', array() ),
		);
	}

	/**
	 * Cities by prefix, case-insensitive.
	 *
	 * @param string   $query    Query.
	 * @param string[] $expected Names.
	 */
	#[DataProvider( 'searches' )]
	public function test_cities_prefix_search( string $query, array $expected ): void {
		$this->delivery_set(
			array( 'a' => 'Компания А' ),
			array(
				'Курьер' => array(
					'company' => 'a',
					'type'    => 2,
					'zones'   => "Орёл\nРеспублика Татарстан",
				),
			)
		);
		$response = $this->get(
			'cities',
			array(
				'q'    => $query,
				'lang' => 'ru',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$cities = $response->get_data()['cities'];
		$this->assertSame( $expected, array_slice( array_column( $cities, 'name' ), 0, count( $expected ) ) );
		$this->assertLessThanOrEqual( Cities::LIMIT, count( $cities ) );
		foreach ( $cities as $city ) {
			$this->assertSame( array( 'name', 'region', 'countryIsoCode' ), array_keys( $city ) );
			$this->assertSame( 'RU', $city['countryIsoCode'] );
		}
	}

	public function test_cities_limits(): void {
		$this->assertGreaterThanOrEqual( 40, count( Cities::all() ) );
		$this->assertSame( 'Москва', Cities::search( 'москва' )[0]['region'] );
		$this->assertSame( 'Республика Татарстан', Cities::search( 'Каз' )[0]['region'] );
		$points = array();
		for ( $i = 1; $i <= 12; $i++ ) {
			$points[ 'Пункт ' . $i ] = array(
				'company' => 'a',
				'type'    => 1,
				'city'    => 'Тестоград-' . $i,
			);
		}
		$this->delivery_set( array( 'a' => 'Компания А' ), array(), $points );
		$this->assertCount( Cities::LIMIT, Cities::search( 'тесто' ) );
		$this->assertSame( array(), Cities::search( ' ' ) );
		$this->assertSame( 400, $this->get( 'cities', array( 'q' => 'м' ) )->get_status() );
		$this->assertSame( 400, $this->get( 'cities' )->get_status() );
	}

	public function test_cities_of_points_come_first(): void {
		$this->delivery_set(
			array( 'a' => 'Компания А' ),
			array(),
			array(
				'Пункт' => array(
					'company' => 'a',
					'type'    => 1,
					'city'    => 'Мытищи',
					'region'  => 'Московская область',
				),
			)
		);
		$this->assertSame(
			array(
				'name'           => 'Мытищи',
				'region'         => 'Московская область',
				'countryIsoCode' => 'RU',
			),
			Cities::search( 'мыт' )[0]
		);
	}

	public function test_calculate(): void {
		$this->delivery_data();
		$request = new WP_REST_Request( 'POST', '/vitrina-provider/v1/delivery/calculate' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'city'   => array(
						'name'           => 'Санкт-Петербург',
						'region'         => 'Санкт-Петербург',
						'countryIsoCode' => 'RU',
					),
					'params' => array(
						'weight'       => 2,
						'deliveryType' => 3,
						'currency'     => 'rub',
					),
				)
			)
		);
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		$options = $response->get_data()['options'];
		$this->assertCount( 1, $options );
		$this->assertSame( 310.0, $options[0]['price'] );
		$this->assertSame( 3, $options[0]['type'] );

		$bad = new WP_REST_Request( 'POST', '/vitrina-provider/v1/delivery/calculate' );
		$bad->set_header( 'Content-Type', 'application/json' );
		$bad->set_body( '{"city":{"region":"Москва"}}' );
		$this->assertSame( 400, rest_do_request( $bad )->get_status() );
		$this->assertSame( 404, $this->get( 'delivery/calculate' )->get_status() );
	}

	public function test_points(): void {
		$ids      = $this->delivery_data();
		$response = $this->get(
			'points',
			array(
				'city'      => 'Москва',
				'companies' => $ids['companies']['fast'] . ', ' . $ids['companies']['post'],
				'types'     => '1,3',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$points = $response->get_data()['points'];
		$this->assertSame( array( 'Пункт выдачи «Тверская»', 'Пункт выдачи «Арбат»', 'Отделение почты 101000', 'Отделение почты 119021' ), array_column( $points, 'name' ) );
		$this->assertSame( array( 'id', 'type', 'company', 'name', 'address', 'zipCode', 'city', 'workHours', 'cashPaymentAvailable', 'cardPaymentAvailable', 'lat', 'lng' ), array_keys( $points[0] ) );
		$this->assertSame( array( 55.7628, 37.6069 ), array( $points[0]['lat'], $points[0]['lng'] ) );
		$this->assertSame( 400, $this->get( 'points' )->get_status() );
		$this->assertSame(
			400,
			$this->get(
				'points',
				array(
					'city'  => 'Москва',
					'types' => 'x',
				)
			)->get_status()
		);
		$this->assertCount( 5, $this->get( 'points', array( 'city' => 'санкт-петербург' ) )->get_data()['points'] );
	}

	/**
	 * Issue 18 item 4: the points inside a map's box (the city, companies,
	 * types and parcel as for points), nearest to the centre first, at most
	 * `limit` with the total; a box that is not one is 400, and a point
	 * without coordinates is on no map.
	 */
	public function test_points_in_bounds(): void {
		$ids    = $this->delivery_data();
		$centre = array(
			'south' => '55.73',
			'west'  => '37.57',
			'north' => '55.78',
			'east'  => '37.65',
		);
		$names  = fn( array $query ): array => array_column( $this->get( 'points/bounds', $query )->get_data()['points'] ?? array(), 'name' );
		$answer = $this->get( 'points/bounds', $centre + array( 'city' => 'Москва' ) );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( 5, $answer->get_data()['total'] );
		$this->assertEqualsCanonicalizing(
			array( 'Пункт выдачи «Тверская»', 'Постамат «Белорусская»', 'Пункт выдачи «Арбат»', 'Отделение почты 101000', 'Отделение почты 119021' ),
			$names( $centre ),
			'the Курская locker (37.659) and the Южный terminal (55.625) are outside; the city is optional'
		);
		$this->assertSame( array(), $names( $centre + array( 'city' => 'Санкт-Петербург' ) ) );
		$this->assertSame(
			array( 'Пункт выдачи «Тверская»', 'Пункт выдачи «Арбат»' ),
			$names(
				$centre + array(
					'companies' => (string) $ids['companies']['fast'],
					'types'     => '1',
				)
			)
		);
		$two = $this->get( 'points/bounds', $centre + array( 'limit' => '2' ) )->get_data();
		$this->assertSame( 5, $two['total'] );
		$this->assertSame( array( 'Пункт выдачи «Тверская»', 'Пункт выдачи «Арбат»' ), array_column( $two['points'], 'name' ), 'the nearest to the centre (55.755, 37.61)' );
		$around = array(
			'south' => '55',
			'west'  => '37',
			'north' => '56',
			'east'  => '38',
		);
		$this->assertSame( array( 'Постамат «Белорусская»', 'Постамат «Курская»' ), array_values( preg_grep( '/Постамат/u', $names( $around ) ) ) );
		$this->assertSame(
			array(),
			preg_grep(
				'/Постамат/u',
				$names( array( 'weight' => '16' ) + $around )
			),
			'the parcel counts'
		);
		$this->assertCount(
			12,
			$names(
				array(
					'south' => '-90',
					'west'  => '-180',
					'north' => '90',
					'east'  => '180',
				)
			)
		);
		$this->assertSame(
			array(),
			$names(
				array(
					'south' => '55',
					'west'  => '38',
					'north' => '56',
					'east'  => '37',
				)
			),
			'west > east: the box across the 180th meridian'
		);
		$this->assertCount(
			7,
			$names(
				array(
					'south' => '55',
					'west'  => '37.5',
					'north' => '56',
					'east'  => '-170',
				)
			)
		);

		update_post_meta( $ids['points']['Пункт выдачи «Тверская»'], '_vitrina_dlv_lat', '' );
		$this->assertNotContains( 'Пункт выдачи «Тверская»', $names( $centre ) );

		$refused = array(
			'a side missing'     => array(
				'south' => '55',
				'west'  => '37',
				'north' => '56',
			),
			'not a number'       => array( 'east' => 'x' ) + $centre,
			'latitude too large' => array( 'north' => '91' ) + $centre,
			'longitude too far'  => array( 'west' => '-181' ) + $centre,
			'infinite'           => array( 'east' => '1e999' ) + $centre,
			'south above north'  => array( 'south' => '56' ) + $centre,
			'limit zero'         => array( 'limit' => '0' ) + $centre,
			'limit over the cap' => array( 'limit' => '301' ) + $centre,
			'bad types'          => array( 'types' => 'x' ) + $centre,
			'bad parcel'         => array( 'weight' => '-1' ) + $centre,
		);
		foreach ( $refused as $why => $query ) {
			$this->assertSame( 400, $this->get( 'points/bounds', $query )->get_status(), $why );
		}
		$this->assertSame( 'vitrina_provider_bad_bounds', $this->get( 'points/bounds', $refused['south above north'] )->get_data()['code'] );
	}

	/**
	 * Issue 18 item 5: the parcel's weight and sides leave out the demo
	 * lockers (15 kg, 64 × 41 × 38 cm) it does not fit; bad sizes are 400.
	 */
	public function test_points_the_parcel_fits(): void {
		$this->delivery_data();
		$lockers = fn( array $parcel ): array => array_column(
			$this->get( 'points', array( 'city' => 'Москва' ) + $parcel )->get_data()['points'] ?? array(),
			'name'
		);
		$this->assertSame( array( 'Постамат «Белорусская»', 'Постамат «Курская»' ), array_values( preg_grep( '/Постамат/u', $lockers( array() ) ) ) );
		$this->assertSame(
			array( 'Постамат «Белорусская»', 'Постамат «Курская»' ),
			array_values(
				preg_grep(
					'/Постамат/u',
					$lockers(
						array(
							'weight' => '3',
							'length' => '40',
							'width'  => '30',
							'height' => '20',
						)
					)
				)
			)
		);
		$oversize = $lockers(
			array(
				'weight' => '3',
				'length' => '80',
				'width'  => '50',
				'height' => '45',
			)
		);
		$this->assertCount( 5, $oversize, 'the pickup points, post offices and terminal stay' );
		$this->assertSame( array(), preg_grep( '/Постамат/u', $oversize ) );
		$this->assertSame( array(), preg_grep( '/Постамат/u', $lockers( array( 'weight' => '16' ) ) ) );
		foreach ( array( '-1', 'x' ) as $bad ) {
			$this->assertSame(
				400,
				$this->get(
					'points',
					array(
						'city'   => 'Москва',
						'length' => $bad,
					)
				)->get_status()
			);
		}
	}

	/**
	 * Issue 18 item 4: the map's tiles are the shop's setting; the frame page
	 * gives them to the frame and lets its images come from their server
	 * only; an address without {z}, {x} and {y} keeps the default; empty: no map.
	 */
	public function test_page_gives_the_map_tiles_and_allows_their_images(): void {
		$page  = function (): array {
			Options::flush();
			$response = $this->get( 'widgets/page', array( 'lang' => 'en' ) );
			preg_match( '#id="vitrina-settings-delivery">(.*?)</script>#', (string) $response->get_data(), $match );
			$csp      = (string) $response->get_headers()['Content-Security-Policy'];
			$settings = (array) json_decode( $match[1] ?? '{}', true );
			$this->assertArrayHasKey( 'map', $settings );
			return array( $settings['map'], substr( $csp, (int) strpos( $csp, 'img-src' ) ) );
		};
		$tiles = static function ( string $url, string $attribution = 'Tiles © Example' ): void {
			update_option(
				'vitrina_settings',
				array(
					'delivery_map_tiles'       => $url,
					'delivery_map_attribution' => $attribution,
				)
			);
		};
		$tiles( 'https://{s}.tiles.example/{z}/{x}/{y}.png?key=1' );
		$this->assertSame(
			array(
				array(
					'url'         => 'https://{s}.tiles.example/{z}/{x}/{y}.png?key=1',
					'attribution' => 'Tiles © Example',
				),
				"img-src 'self' data: https://*.tiles.example",
			),
			$page()
		);
		$tiles( 'http://127.0.0.1:8900/?vitrina_test_tile={z}/{x}/{y}' );
		$this->assertSame( "img-src 'self' data: http://127.0.0.1:8900", $page()[1] );
		$tiles( 'https://tile-{s}.example/{z}/{x}/{y}.png' );
		$this->assertSame( "img-src 'self' data: https:", $page()[1] );
		$tiles( 'javascript:alert(1)//{z}{x}{y}' );
		$this->assertSame( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', $page()[0]['url'], 'refused: the default' );
		$tiles( 'https://tiles.example/{z}/{x}.png' );
		$this->assertSame( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', $page()[0]['url'], 'no {y}: the default' );
		$tiles( '' );
		$this->assertSame( array( null, "img-src 'self' data:" ), $page() );
	}

	public function test_page_loads_the_frame_build(): void {
		$this->build = sys_get_temp_dir() . '/vitrina-frame-' . wp_generate_password( 8, false );
		mkdir( $this->build );
		file_put_contents( $this->build . '/frame.js', '/* frame */' );
		file_put_contents( $this->build . '/frame.css', '/* style */' );
		file_put_contents( $this->build . '/frame.asset.php', "<?php return array( 'dependencies' => array( 'react', 'react-dom', 'wp-element' ), 'version' => 'abc123' );" );
		$build = $this->build;
		add_filter(
			'vitrina_delivery_frame_build',
			static fn() => array(
				'dir' => $build,
				'url' => 'http://127.0.0.1/frame/',
			)
		);

		$response = $this->get(
			'widgets/page',
			array(
				'type' => 'cart',
				'lang' => 'ru',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'text/html; charset=utf-8', $response->get_headers()['Content-Type'] );
		$this->assertSame( 'SAMEORIGIN', $response->get_headers()['X-Frame-Options'] );
		$html = $response->get_data();
		$this->assertIsString( $html );
		$this->assertStringStartsWith( "<!DOCTYPE html>\n<html lang=\"ru\">", $html );
		$this->assertStringContainsString( '<div id="vitrina-delivery-frame"></div>', $html );
		$this->assertStringContainsString( '<script type="application/json" id="vitrina-settings-delivery">{"lang":"ru","type":"cart","map":{"url":"https://tile.openstreetmap.org/{z}/{x}/{y}.png","attribution":"© OpenStreetMap contributors"}}</script>', $html );
		$this->assertStringEndsWith( "; img-src 'self' data: https://tile.openstreetmap.org", $response->get_headers()['Content-Security-Policy'] );
		// phpcs:disable WordPress.WP.EnqueuedResources -- the expected markup.
		$this->assertStringContainsString( "<style>/* style */</style>\n</head>", $html, 'the style in the page: one request less' );
		$this->assertStringNotContainsString( 'frame.css', $html );
		$this->assertMatchesRegularExpression( '#<script id="vitrina-delivery-frame-js" src="http://127\.0\.0\.1/frame/frame\.js\?ver=abc123"#', $html );
		$this->assertMatchesRegularExpression( '#<script id="react-js" src="[^"]*/react(\.min)?\.js[^"]*"#', $html );
		// phpcs:enable
		$this->assertLessThan( strpos( $html, 'frame/frame.js' ), strpos( $html, 'id="react-js"' ) );
		$this->assertStringNotContainsString( 'wp-content/themes', $html );
		$this->assertSame( 1, substr_count( $html, 'frame/frame.js' ) );
	}

	public function test_page_translations_follow_lang(): void {
		$this->build = sys_get_temp_dir() . '/vitrina-frame-' . wp_generate_password( 8, false );
		mkdir( $this->build );
		file_put_contents( $this->build . '/frame.js', '/* frame */' );
		file_put_contents( $this->build . '/frame.asset.php', "<?php return array( 'dependencies' => array(), 'version' => '1' );" );
		$build = $this->build;
		add_filter(
			'vitrina_delivery_frame_build',
			static fn() => array(
				'dir' => $build,
				'url' => plugins_url( 'build/delivery/', VITRINA_FILE ),
			)
		);
		$seen = array();
		add_filter(
			'load_script_translation_file',
			static function ( $file ) use ( &$seen ) {
				$seen[] = basename( (string) $file );
				return $file;
			}
		);
		$locale  = determine_locale();
		$scripts = wp_scripts();
		$html    = FramePage::html( 'ru' );
		$this->assertSame( $scripts, wp_scripts() );
		$this->assertContains( 'vitrina-ru_RU-' . md5( 'build/delivery/frame.js' ) . '.json', $seen );
		// For the runtime's i18n bundled in the frame, before its script;
		// no wp-i18n.
		$l10n = strpos( $html, 'data-vitrina-l10n="vitrina-delivery-frame"' );
		$this->assertIsInt( $l10n );
		$this->assertStringContainsString( '"Choose a delivery method":["Выберите способ доставки"]', $html );
		$this->assertLessThan( strpos( $html, 'id="vitrina-delivery-frame-js"' ), $l10n );
		$this->assertStringNotContainsString( 'i18n.min.js', $html );
		$seen = array();
		$this->assertStringNotContainsString( 'data-vitrina-l10n', FramePage::html( 'en' ) );
		$this->assertNotEmpty( $seen );
		$this->assertSame( array(), array_filter( $seen, static fn( $f ) => str_contains( $f, 'ru_RU' ) ) );
		$this->assertSame( $locale, determine_locale() );
	}

	public function test_page_says_when_the_build_is_missing(): void {
		add_filter(
			'vitrina_delivery_frame_build',
			static fn() => array(
				'dir' => '/nonexistent/',
				'url' => 'http://127.0.0.1/frame/',
			)
		);
		$html = FramePage::html( 'en' );
		$this->assertStringContainsString( '<html lang="en">', $html );
		$this->assertStringContainsString( 'npm run build', $html );
		$this->assertStringNotContainsString( '<script src', $html );
		$this->assertSame( 400, $this->get( 'widgets/page', array( 'type' => 'checkout' ) )->get_status() );
	}
}
