<?php
/**
 * Tests of the widget API script (the proxy).
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Delivery\ApiScript;
use Vitrina\Delivery\Provider\FramePage;
use Vitrina\Http\RateLimit;
use Vitrina\Settings\Schema;
use Vitrina\Tests\LiveServer;
use Vitrina\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Refuses what the contract does not allow, dispatches to the embedded
 * provider, forwards to the configured external one.
 */
final class ApiScriptTest extends TestCase {

	use DeliveryData;

	/**
	 * The outgoing HTTP requests caught.
	 *
	 * @var list<array{url: string, args: array<string, mixed>}>
	 */
	private array $sent = array();

	/**
	 * Puts the client address back (tests change it).
	 */
	protected function tearDown(): void {
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		parent::tearDown();
	}

	/**
	 * A call of the proxy.
	 *
	 * @param string|null $url    The url argument (null: none).
	 * @param string      $method GET or POST.
	 * @param mixed       $body   JSON body (POST).
	 */
	private function proxy( ?string $url, string $method = 'GET', $body = null ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/vitrina-widget-api/proxy' );
		if ( null !== $url ) {
			$request->set_query_params( array( 'url' => $url ) );
		}
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Sets the plugin's settings.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private function settings( array $settings ): void {
		update_option( Schema::OPTION, $settings );
	}

	/**
	 * Catches outgoing requests and answers them.
	 *
	 * @param int    $status Status.
	 * @param string $body   Body.
	 * @param string $type   Content type.
	 */
	private function answer_http( int $status, string $body, string $type = 'application/json' ): void {
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) use ( $status, $body, $type ) {
				$this->sent[] = array(
					'url'  => (string) $url,
					'args' => (array) $args,
				);
				return array(
					'headers'  => array( 'content-type' => $type ),
					'body'     => $body,
					'response' => array(
						'code'    => $status,
						'message' => 'x',
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
	 * Addresses the proxy refuses.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function refused(): array {
		return array(
			'other host'        => array( 'https://evil.example.com/v2/points?city=Москва' ),
			'look-alike host'   => array( 'https://widget.vitrina.delivery.evil.example/v2/points' ),
			'http'              => array( 'http://widget.vitrina.delivery/v2/points' ),
			'port'              => array( 'https://widget.vitrina.delivery:8443/v2/points' ),
			'user info'         => array( 'https://user:pass@widget.vitrina.delivery/v2/points' ),
			'user only'         => array( 'https://user@widget.vitrina.delivery/v2/points' ),
			'outside v2'        => array( 'https://widget.vitrina.delivery/v1/points' ),
			'root'              => array( 'https://widget.vitrina.delivery/' ),
			'dot segments'      => array( 'https://widget.vitrina.delivery/v2/../wp/v2/users' ),
			'encoded dots'      => array( 'https://widget.vitrina.delivery/v2/%2e%2e/wp/v2/users' ),
			'relative'          => array( '/v2/points' ),
			'not a url'         => array( 'javascript:alert(1)' ),
			'protocol relative' => array( '//widget.vitrina.delivery/v2/points' ),
		);
	}

	#[DataProvider( 'refused' )]
	public function test_refuses_addresses_outside_the_contract( string $url ): void {
		foreach ( array( 'embedded', 'external' ) as $provider ) {
			$this->settings(
				array(
					'delivery_provider'      => $provider,
					'delivery_external_host' => 'https://provider.example.com/',
				)
			);
			$this->answer_http( 200, '{}' );
			$response = $this->proxy( $url );
			$this->assertSame( 403, $response->get_status(), $provider . ': ' . $url );
			$this->assertSame( ApiScript::REFUSED, $response->get_data()['code'] );
			$this->assertNotEmpty( $response->get_data()['message'] );
			$this->assertSame( array(), $this->sent );
		}
	}

	public function test_missing_url_is_a_bad_request(): void {
		$response = $this->proxy( null );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_missing_callback_param', $response->get_data()['code'] );
	}

	public function test_only_get_and_post(): void {
		$request = new WP_REST_Request( 'DELETE', '/vitrina-widget-api/proxy' );
		$request->set_query_params( array( 'url' => 'https://widget.vitrina.delivery/v2/points' ) );
		$this->assertSame( 404, rest_do_request( $request )->get_status() );
	}

	public function test_embedded_settings_for_both_identifiers(): void {
		foreach ( array( 'https://widget.vitrina.delivery/', 'https://WIDGET-DEV.vitrina.delivery/' ) as $host ) {
			$response = $this->proxy( $host . 'v2/widgets/cart-widget-settings?lang=ru' );
			$this->assertSame( 200, $response->get_status() );
			$this->assertSame( '100%', $response->get_data()['maxWidth'] );
			$this->assertArrayHasKey( 'height', $response->get_data() );
			$this->assertIsBool( $response->get_data()['demoMode'] );
		}
	}

	public function test_embedded_dispatch_of_each_route(): void {
		$this->delivery_data();
		$host = 'https://widget.vitrina.delivery/v2/';

		$cities = $this->proxy( $host . 'cities?q=' . rawurlencode( 'моск' ) . '&lang=ru' );
		$this->assertSame( 200, $cities->get_status() );
		$this->assertSame( 'Москва', $cities->get_data()['cities'][0]['name'] );

		$points = $this->proxy( $host . 'points?city=' . rawurlencode( 'Москва' ) . '&types=2' );
		$this->assertSame( 200, $points->get_status() );
		$this->assertSame( array( 'Постамат «Белорусская»', 'Постамат «Курская»' ), array_column( $points->get_data()['points'], 'name' ) );

		$city      = array(
			'name'           => 'Москва',
			'region'         => 'Москва',
			'countryIsoCode' => 'RU',
		);
		$calculate = $this->proxy(
			$host . 'delivery/calculate',
			'POST',
			array(
				'city'   => $city,
				'params' => array(
					'weight'       => 1,
					'deliveryType' => 2,
				),
			)
		);
		$this->assertSame( 200, $calculate->get_status() );
		$this->assertSame( array( 290.0, 390.0 ), array_column( $calculate->get_data()['options'], 'price' ) );

		$page = $this->proxy( $host . 'widgets/page?type=cart&lang=en' );
		$this->assertSame( 200, $page->get_status() );
		$this->assertStringStartsWith( 'text/html', $page->get_headers()['Content-Type'] );
		$this->assertStringContainsString( '<html lang="en">', $page->get_data() );

		$unknown = $this->proxy( $host . 'nothing-here' );
		$this->assertSame( 404, $unknown->get_status() );

		$wrong_method = $this->proxy( $host . 'points?city=x', 'POST', array() );
		$this->assertSame( 404, $wrong_method->get_status() );
	}

	public function test_the_page_is_served_raw_and_framable_by_the_shop(): void {
		$request = new WP_REST_Request( 'GET', '/vitrina-widget-api/proxy' );
		$request->set_query_params( array( 'url' => 'https://widget.vitrina.delivery/v2/widgets/page?type=cart&lang=ru' ) );
		$response = rest_do_request( $request );
		$headers  = $response->get_headers();
		$this->assertSame( 'text/html; charset=utf-8', $headers['Content-Type'] );
		$this->assertSame( 'SAMEORIGIN', $headers['X-Frame-Options'] );
		$this->assertStringContainsString( "frame-ancestors 'self'", $headers['Content-Security-Policy'] );

		$this->assertSame( 10, has_filter( 'rest_pre_serve_request', array( ApiScript::class, 'serve_html' ) ) );
		ob_start();
		$served = ApiScript::serve_html( false, $response, $request );
		$output = (string) ob_get_clean();
		$this->assertTrue( $served );
		$this->assertStringStartsWith( '<!DOCTYPE html>', $output );

		// JSON answers and other routes are left to the REST server.
		$json = rest_do_request( new WP_REST_Request( 'GET', '/vitrina-provider/v1/widgets/cart-widget-settings' ) );
		ob_start();
		$this->assertFalse( ApiScript::serve_html( false, $json, $request ) );
		$other = new WP_REST_Request( 'GET', '/wp/v2/posts' );
		$this->assertFalse( ApiScript::serve_html( false, $response, $other ) );
		$this->assertSame( '', ob_get_clean() );
	}

	/**
	 * Identifier => the configured host it maps to.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function hosts(): array {
		return array(
			'production' => array( 'https://widget.vitrina.delivery/', 'https://provider.example.com/api/' ),
			'dev'        => array( 'https://widget-dev.vitrina.delivery/', 'https://dev.provider.example.com/' ),
		);
	}

	#[DataProvider( 'hosts' )]
	public function test_external_forwarding_maps_the_host_and_adds_the_credentials( string $identifier, string $expected ): void {
		$this->settings(
			array(
				'delivery_provider'          => 'external',
				'delivery_external_host'     => 'https://provider.example.com/api',
				'delivery_external_dev_host' => 'https://dev.provider.example.com',
				'delivery_shop_id'           => 'shop-42',
				'delivery_token'             => 'secret-token',
			)
		);
		$this->answer_http( 200, '{"maxWidth":"600px","height":"560px","extra":1}' );
		$response = $this->proxy( $identifier . 'v2/widgets/cart-widget-settings?lang=en' );

		$this->assertCount( 1, $this->sent );
		$sent = $this->sent[0];
		$this->assertSame( $expected . 'v2/widgets/cart-widget-settings?lang=en', $sent['url'] );
		$this->assertSame( 'GET', $sent['args']['method'] );
		$this->assertSame( 'shop-42', $sent['args']['headers']['X-Shop-Id'] );
		$this->assertSame( 'Bearer secret-token', $sent['args']['headers']['Authorization'] );
		$this->assertSame( ApiScript::TIMEOUT, $sent['args']['timeout'] );
		$this->assertSame( 5, $sent['args']['timeout'] );
		$this->assertSame( 2, $sent['args']['vitrina_connect_timeout'] );
		$this->assertSame( 0, $sent['args']['redirection'] );
		// WordPress's safe HTTP API: no private or loopback address, no other port.
		$this->assertTrue( $sent['args']['reject_unsafe_urls'] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'maxWidth' => '600px',
				'height'   => '560px',
				'extra'    => 1,
			),
			$response->get_data()
		);
	}

	public function test_external_post_forwards_the_json_body(): void {
		$this->settings(
			array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'https://provider.example.com/',
			)
		);
		$this->answer_http( 200, '{"options":[]}' );
		$body     = array(
			'city'   => array( 'name' => 'Казань' ),
			'params' => array( 'weight' => 2 ),
		);
		$response = $this->proxy( 'https://widget.vitrina.delivery/v2/delivery/calculate', 'POST', $body );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'options' => array() ), $response->get_data() );
		$this->assertSame( 'POST', $this->sent[0]['args']['method'] );
		$this->assertSame( $body, json_decode( $this->sent[0]['args']['body'], true ) );
		$this->assertSame( 'application/json', $this->sent[0]['args']['headers']['Content-Type'] );
	}

	/**
	 * Answers of the external provider and what the proxy answers.
	 *
	 * @return array<string, array{0: int, 1: string, 2: int, 3: mixed}>
	 */
	public static function answers(): array {
		return array(
			'401 passes through' => array( 401, '{"code":"invalid_token"}', 401, array( 'code' => 'invalid_token' ) ),
			'400 passes through' => array( 400, '{"code":"bad_shop"}', 400, array( 'code' => 'bad_shop' ) ),
			'500 without JSON'   => array( 500, 'oops', 500, 'vitrina_provider_error' ),
			'200 without JSON'   => array( 200, 'oops', 502, 'vitrina_provider_bad_answer' ),
		);
	}

	/**
	 * The status and body pass through.
	 *
	 * @param int    $status   Provider status.
	 * @param string $body     Provider body.
	 * @param int    $expected Proxy status.
	 * @param mixed  $data     Proxy data (or its code).
	 */
	#[DataProvider( 'answers' )]
	public function test_external_answers_pass_through( int $status, string $body, int $expected, $data ): void {
		$this->settings(
			array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'https://provider.example.com/',
			)
		);
		$this->answer_http( $status, $body );
		$response = $this->proxy( 'https://widget.vitrina.delivery/v2/widgets/cart-widget-settings' );
		$this->assertSame( $expected, $response->get_status() );
		if ( is_string( $data ) ) {
			$this->assertSame( $data, $response->get_data()['code'] );
		} else {
			$this->assertSame( $data, $response->get_data() );
		}
	}

	public function test_external_html_page_passes_through(): void {
		$this->settings(
			array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'https://provider.example.com/',
			)
		);
		$this->answer_http( 200, '<!DOCTYPE html><p>frame</p>', 'text/html; charset=UTF-8' );
		$response = $this->proxy( 'https://widget.vitrina.delivery/v2/widgets/page?type=cart&lang=ru' );
		$this->assertSame( '<!DOCTYPE html><p>frame</p>', $response->get_data() );
		$this->assertSame( 'text/html; charset=utf-8', $response->get_headers()['Content-Type'] );
	}

	public function test_external_without_a_configured_host_sends_nothing(): void {
		$this->settings(
			array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'https://provider.example.com/',
			)
		);
		$this->answer_http( 200, '{}' );
		$response = $this->proxy( 'https://widget-dev.vitrina.delivery/v2/widgets/cart-widget-settings' );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'vitrina_provider_not_configured', $response->get_data()['code'] );

		$this->settings(
			array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'http://provider.example.com/',
			)
		);
		$this->assertSame( 503, $this->proxy( 'https://widget.vitrina.delivery/v2/cities?q=ка' )->get_status() );
		$this->assertSame( array(), $this->sent );
	}

	public function test_external_network_failure_is_a_bad_gateway(): void {
		$this->settings(
			array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'https://provider.example.com/',
			)
		);
		add_filter( 'pre_http_request', static fn() => new \WP_Error( 'http_request_failed', 'cURL error 28: Connection timed out after 2001 milliseconds (10.20.30.40:8443)' ) );
		$response = $this->proxy( 'https://widget.vitrina.delivery/v2/widgets/cart-widget-settings' );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'vitrina_provider_unreachable', $response->get_data()['code'] );
		// The browser gets a generic message: no host, port or transport detail.
		$body = (string) wp_json_encode( $response->get_data() );
		foreach ( array( '10.20.30.40', '8443', 'cURL', 'provider.example.com' ) as $detail ) {
			$this->assertStringNotContainsString( $detail, $body );
		}
	}

	public function test_a_json_body_cannot_replace_the_address(): void {
		$this->answer_http( 200, '{}' );
		$response = $this->proxy( 'https://widget.vitrina.delivery/v2/widgets/cart-widget-settings', 'POST', array( 'url' => 'https://evil.example.com/v2/x' ) );
		// The query's address wins: the settings route answers GET only.
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( array(), $this->sent );
	}

	/**
	 * An external provider that fails: each call (kept in $this->sent) is a
	 * network error.
	 */
	private function external_failing(): void {
		$this->settings(
			array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'https://provider.example.com/',
			)
		);
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) {
				$this->sent[] = array(
					'url'  => (string) $url,
					'args' => (array) $args,
				);
				return new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' );
			},
			10,
			3
		);
	}

	public function test_the_breaker_opens_after_failures_in_a_row_and_answers_at_once(): void {
		$this->external_failing();
		$url = 'https://widget.vitrina.delivery/v2/widgets/cart-widget-settings';
		for ( $i = 0; $i < ApiScript::LIMITS['breaker_failures']; $i++ ) {
			$this->assertSame( 502, $this->proxy( $url )->get_status() );
		}
		$this->assertCount( ApiScript::LIMITS['breaker_failures'], $this->sent );

		$open = $this->proxy( $url );
		$this->assertSame( 503, $open->get_status() );
		$this->assertSame( 'vitrina_provider_unavailable', $open->get_data()['code'] );
		$retry = (int) $open->get_headers()['Retry-After'];
		$this->assertGreaterThan( 0, $retry );
		$this->assertLessThanOrEqual( ApiScript::LIMITS['breaker_cooldown'], $retry );
		// Nothing was sent while open.
		$this->assertCount( ApiScript::LIMITS['breaker_failures'], $this->sent );

		// The cooldown over, one call goes through; an answer closes the breaker.
		$key   = ApiScript::BREAKER . ApiScript::provider_key( 'https://provider.example.com/' );
		$state = get_transient( $key );
		$this->assertIsArray( $state );
		set_transient( $key, array( 'open_until' => time() - 1 ) + $state, 300 );
		remove_all_filters( 'pre_http_request' );
		$this->answer_http( 200, '{"maxWidth":"100%"}' );
		$this->assertSame( 200, $this->proxy( $url )->get_status() );
		$this->assertFalse( get_transient( $key ) );
	}

	public function test_a_provider_answering_5xx_counts_as_a_failure(): void {
		$this->settings(
			array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'https://provider.example.com/',
			)
		);
		$this->answer_http( 503, 'busy' );
		$url = 'https://widget.vitrina.delivery/v2/cities?q=ka';
		for ( $i = 0; $i < ApiScript::LIMITS['breaker_failures']; $i++ ) {
			$this->assertSame( 503, $this->proxy( $url )->get_status() );
		}
		$this->assertSame( 'vitrina_provider_unavailable', $this->proxy( $url )->get_data()['code'] );
		$this->assertCount( ApiScript::LIMITS['breaker_failures'], $this->sent );
	}

	public function test_no_call_while_every_slot_is_taken(): void {
		global $wpdb;
		$this->settings(
			array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'https://provider.example.com/',
			)
		);
		$this->answer_http( 200, '{"cities":[]}' );
		$url = 'https://widget.vitrina.delivery/v2/cities?q=ka';
		// Another worker (another database connection) holds every slot.
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$names = ApiScript::slot_names( 'https://provider.example.com/' );
		$this->assertCount( ApiScript::LIMITS['slots'], $names );
		foreach ( $names as $name ) {
			$this->assertSame( '1', (string) $other->get_var( $other->prepare( 'SELECT GET_LOCK(%s, 0)', $name ) ) );
		}
		$busy = $this->proxy( $url );
		$this->assertSame( 503, $busy->get_status() );
		$this->assertSame( 'vitrina_provider_busy', $busy->get_data()['code'] );
		$this->assertSame( '1', $busy->get_headers()['Retry-After'] );
		$this->assertSame( array(), $this->sent );

		// One slot free: the call goes through, and gives its slots back.
		$other->query( $other->prepare( 'SELECT RELEASE_LOCK(%s)', $names[0] ) );
		$this->assertSame( 200, $this->proxy( $url )->get_status() );
		$this->assertCount( 1, $this->sent );
		$own = ApiScript::slot_names( 'https://provider.example.com/', '127.0.0.1' );
		foreach ( array( $names[0], $own[0] ) as $name ) {
			$this->assertSame( '1', (string) $wpdb->get_var( $wpdb->prepare( 'SELECT IS_FREE_LOCK(%s)', $name ) ) );
		}
		$other->query( 'SELECT RELEASE_ALL_LOCKS()' );

		// The same address holds its two slots elsewhere (two slow calls): a third is refused at once.
		$this->assertCount( ApiScript::LIMITS['address_slots'], $own );
		foreach ( $own as $name ) {
			$this->assertSame( '1', (string) $other->get_var( $other->prepare( 'SELECT GET_LOCK(%s, 0)', $name ) ) );
		}
		$this->assertSame( 'vitrina_provider_busy', $this->proxy( $url )->get_data()['code'] );
		$this->assertCount( 1, $this->sent );
		// Another address is served.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->assertSame( 200, $this->proxy( $url )->get_status() );
		$this->assertCount( 2, $this->sent );
		$other->close();
	}

	public function test_per_address_rate_limit(): void {
		add_filter( 'vitrina_delivery_proxy_limits', static fn( $limits ) => array( 'rate' => 3 ) + $limits );
		self::within_one_window( ApiScript::LIMITS['rate_window'], 5 );
		RateLimit::reset( ApiScript::RATE_SCOPE, ApiScript::LIMITS['rate_window'] );
		$url = 'https://widget.vitrina.delivery/v2/widgets/cart-widget-settings';
		// Three calls pass: the proxy's own dispatch to the embedded provider is not counted again.
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertSame( 200, $this->proxy( $url )->get_status() );
		}
		$refused = $this->proxy( $url );
		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( 'vitrina_provider_rate_limited', $refused->get_data()['code'] );
		$retry = (int) $refused->get_headers()['Retry-After'];
		$this->assertGreaterThan( 0, $retry );
		$this->assertLessThanOrEqual( 60, $retry );
		// The embedded provider's own routes count in the same limit, however the route is spelt.
		$direct = rest_do_request( new WP_REST_Request( 'GET', '/vitrina-provider/v1/widgets/cart-widget-settings' ) );
		$this->assertSame( 429, $direct->get_status() );
		$upper = new WP_REST_Request( 'GET', '/VITRINA-WIDGET-API/Proxy' );
		$upper->set_query_params( array( 'url' => $url ) );
		$this->assertSame( 429, rest_do_request( $upper )->get_status() );
		// Another address has its own count.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->assertSame( 200, $this->proxy( $url )->get_status() );
	}

	/**
	 * The calculate call's body, through the proxy or directly.
	 *
	 * @param string $body    The raw body.
	 * @param bool   $direct  The embedded route itself rather than the proxy.
	 * @param string $length  A Content-Length header ('' none).
	 */
	private function calculate( string $body, bool $direct = false, string $length = '' ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', $direct ? '/vitrina-provider/v1/delivery/calculate' : '/vitrina-widget-api/proxy' );
		if ( ! $direct ) {
			$request->set_query_params( array( 'url' => 'https://widget.vitrina.delivery/v2/delivery/calculate' ) );
		}
		$request->set_header( 'Content-Type', 'application/json' );
		if ( '' !== $length ) {
			$request->set_header( 'Content-Length', $length );
		}
		$request->set_body( $body );
		return rest_do_request( $request );
	}

	public function test_body_and_array_caps_before_parsing(): void {
		$this->delivery_data();
		$city = array(
			'name'           => 'Москва',
			'region'         => 'Москва',
			'countryIsoCode' => 'RU',
		);
		$fine = (string) wp_json_encode(
			array(
				'city'   => $city,
				'params' => array(
					'weight'            => 1,
					'deliveryType'      => 2,
					'deliveryCompanies' => array_fill( 0, 50, 'x' ),
				),
			)
		);
		foreach ( array( false, true ) as $direct ) {
			$this->assertSame( 200, $this->calculate( $fine, $direct )->get_status(), $direct ? 'direct' : 'proxy' );

			$big       = (string) wp_json_encode(
				array(
					'city'   => $city,
					'params' => array( 'pad' => str_repeat( 'x', ApiScript::LIMITS['body_bytes'] ) ),
				)
			);
			$too_large = $this->calculate( $big, $direct );
			$this->assertSame( 413, $too_large->get_status() );
			$this->assertSame( 'vitrina_request_too_large', $too_large->get_data()['code'] );
			$this->assertSame( 413, $this->calculate( $fine, $direct, '5300000' )->get_status(), 'Content-Length' );

			$long = (string) wp_json_encode(
				array(
					'city'   => $city,
					'params' => array( 'deliveryCompanies' => array_fill( 0, ApiScript::LIMITS['items'] + 1, 1 ) ),
				)
			);
			$this->assertSame( 'vitrina_request_too_complex', $this->calculate( $long, $direct )->get_data()['code'] );

			$deep    = (string) wp_json_encode(
				array(
					'city'   => $city,
					'params' => array( 'a' => json_decode( str_repeat( '[', 30 ) . str_repeat( ']', 30 ) ) ),
				)
			);
			$complex = $this->calculate( $deep, $direct );
			$this->assertSame( 400, $complex->get_status() );
			$this->assertSame( 'vitrina_request_too_complex', $complex->get_data()['code'] );

			$many = (string) wp_json_encode(
				array(
					'city'   => $city,
					'params' => array( 'products' => array_fill( 0, 400, array_fill( 0, 20, 1 ) ) ),
				)
			);
			$this->assertSame( 'vitrina_request_too_complex', $this->calculate( $many, $direct )->get_data()['code'] );
		}
	}

	public function test_html_of_the_external_provider_is_sandboxed(): void {
		$this->settings(
			array(
				'delivery_provider'      => 'external',
				'delivery_external_host' => 'https://provider.example.com/',
			)
		);
		$this->answer_http( 200, '<!DOCTYPE html><script>parent.document.cookie</script>', 'text/html; charset=UTF-8' );
		$headers = $this->proxy( 'https://widget.vitrina.delivery/v2/widgets/page?type=cart&lang=ru' )->get_headers();
		$this->assert_sandboxed( $headers );
	}

	public function test_the_embedded_frame_page_is_sandboxed_too(): void {
		$this->assert_sandboxed( $this->proxy( 'https://widget.vitrina.delivery/v2/widgets/page?type=cart&lang=ru' )->get_headers() );
		$this->assert_sandboxed( rest_do_request( new WP_REST_Request( 'GET', '/vitrina-provider/v1/widgets/page' ) )->get_headers() );
	}

	/**
	 * The headers of a sandboxed widget page.
	 *
	 * @param array<string, string> $headers Headers.
	 */
	private function assert_sandboxed( array $headers ): void {
		$this->assertSame( 'text/html; charset=utf-8', $headers['Content-Type'] );
		$this->assertSame( 'nosniff', $headers['X-Content-Type-Options'] );
		$csp = $headers['Content-Security-Policy'];
		$this->assertMatchesRegularExpression( '/(^|;)\s*sandbox allow-scripts allow-forms allow-popups\s*(;|$)/', $csp );
		$this->assertStringNotContainsString( 'allow-same-origin', $csp );
		$this->assertStringNotContainsString( 'allow-top-navigation', $csp );
		$this->assertStringContainsString( "frame-ancestors 'self'", $csp );
		$this->assertSame( 'allow-scripts allow-forms allow-popups', FramePage::SANDBOX );
	}

	/*
	 * Live: a real server with 4 workers, a provider that never answers.
	 */

	/**
	 * Removes what the live tests committed: rate-limit counters, breaker
	 * state, the stand-in provider's port.
	 */
	private function live_clean(): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$like = array(
			$wpdb->esc_like( RateLimit::PREFIX . ApiScript::RATE_SCOPE ) . '%',
			$wpdb->esc_like( RateLimit::PREFIX . ApiScript::BREAKER_SCOPE ) . '%',
			$wpdb->esc_like( '_transient_' . ApiScript::BREAKER ) . '%',
			$wpdb->esc_like( '_transient_timeout_' . ApiScript::BREAKER ) . '%',
		);
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s OR option_name = 'vitrina_test_provider_port'", $like[0], $like[1], $like[2], $like[3] ) );
		// phpcs:enable
		$this->commit_now();
	}

	public function test_live_slow_provider_does_not_delay_a_page(): void {
		$this->keep_options( 'vitrina\_settings' );
		$this->live_clean();
		// A provider that takes connections and never answers (not even the TLS handshake).
		$socket = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, stream_context_create( array( 'socket' => array( 'backlog' => 128 ) ) ) );
		$this->assertNotFalse( $socket, $errstr );
		$port = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		// The test-only mu-plugin that lets the safe HTTP API reach it (inert without the option below):
		// LiveServer links tests/php/fixtures/mu-plugins/ into the site; linked here if it did not.
		LiveServer::start();
		$mu     = WPMU_PLUGIN_DIR . '/vitrina-test-provider-host.php';
		$linked = false;
		if ( ! file_exists( $mu ) && ! is_link( $mu ) ) {
			wp_mkdir_p( WPMU_PLUGIN_DIR );
			$linked = symlink( dirname( __DIR__ ) . '/fixtures/mu-plugins/vitrina-test-provider-host.php', $mu );
		}
		try {
			update_option( 'vitrina_test_provider_port', $port );
			$this->settings(
				array(
					'delivery_provider'      => 'external',
					'delivery_external_host' => 'https://127.0.0.1:' . $port . '/',
					'delivery_token'         => 'secret-token',
				)
			);
			$this->commit_now();
			// Warm the workers up (a cold worker compiles WordPress first).
			LiveServer::parallel( array_fill( 0, 8, array( 'path' => '/wp-json/vitrina-widget-api/proxy' ) ) );
			$mark = LiveServer::debug_log_mark();

			$requests = array();
			for ( $i = 0; $i < 20; $i++ ) {
				$requests[] = array(
					'path'    => '/wp-json/vitrina-widget-api/proxy?url=' . rawurlencode( 'https://widget.vitrina.delivery/v2/cities?q=ka' . $i ),
					'timeout' => 30,
				);
			}
			$requests[] = array(
				'path'    => '/',
				'timeout' => 30,
			);
			$answers    = LiveServer::parallel( $requests );
			$page       = array_pop( $answers );

			// The provider never answers: the page is served all the same, and only the calls the
			// breaker lets through wait for it; the rest are answered 503 at once without a connection.
			// Counted, not timed: the connections the provider received (waiting in its backlog).
			$connections = 0;
			stream_set_blocking( $socket, false );
			while ( false !== @stream_socket_accept( $socket, 0 ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- false once the backlog is empty.
				++$connections;
			}
			$this->assertSame( 200, $page['status'] );
			$statuses = array_count_values( array_column( $answers, 'status' ) );
			$this->assertSame( 20, ( $statuses[502] ?? 0 ) + ( $statuses[503] ?? 0 ), (string) wp_json_encode( $statuses ) );
			$this->assertGreaterThanOrEqual( 10, $statuses[503] ?? 0, 'the breaker answered at once' );
			$this->assertGreaterThan( 0, $connections, 'the calls let through reached the provider' );
			$this->assertLessThanOrEqual( $statuses[502] ?? 0, $connections, 'a call the breaker answered opened no connection' );
			foreach ( $answers as $answer ) {
				// No internal host or port, no transport detail.
				$this->assertStringNotContainsString( (string) $port, $answer['body'] );
				$this->assertStringNotContainsString( '127.0.0.1', $answer['body'] );
				$this->assertStringNotContainsStringIgnoringCase( 'curl', $answer['body'] );
				$this->assertStringNotContainsString( 'secret-token', $answer['body'] );
			}
			$this->assertSame( '', $this->php_errors( LiveServer::debug_log_since( $mark ) ) );
		} finally {
			fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
			$this->live_clean();
			if ( $linked ) {
				unlink( $mu ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
			}
		}
	}

	/**
	 * The PHP errors, warnings, notices and deprecations in a piece of the debug log.
	 *
	 * @param string $log The log.
	 */
	private function php_errors( string $log ): string {
		$lines = preg_grep( '/PHP (Fatal error|Warning|Notice|Deprecated)/', explode( "\n", $log ) );
		return implode( "\n", is_array( $lines ) ? $lines : array() );
	}

	/**
	 * Anonymous bad input to the API script and the provider's routes.
	 *
	 * @return list<array<string, mixed>>
	 */
	private static function bad_requests(): array {
		$proxy = '/wp-json/vitrina-widget-api/proxy';
		$calc  = rawurlencode( 'https://widget.vitrina.delivery/v2/delivery/calculate' );
		$json  = array( 'Content-Type' => 'application/json' );
		return array(
			array( 'path' => $proxy . '?url[]=https://widget.vitrina.delivery/v2/cities' ),
			array( 'path' => $proxy . '?url[a][b]=x' ),
			array( 'path' => $proxy . '?url=' . str_repeat( 'x', 5000 ) ),
			array( 'path' => $proxy . '?url=%ff%fe%00' ),
			array( 'path' => $proxy . '?url=' . rawurlencode( "https://widget.vitrina.delivery/v2/cities?q=\xff\xfe&lang[]=ru" ) ),
			array( 'path' => $proxy . '?url=' . rawurlencode( 'https://widget.vitrina.delivery/v2/points?city[]=x&types[]=1&companies[x]=1' ) ),
			array( 'path' => $proxy . '?url=' . rawurlencode( 'https://widget.vitrina.delivery/v2/cities?' . str_repeat( 'a[', 80 ) . '=1' ) ),
			array( 'path' => $proxy . '?url=' . rawurlencode( 'https://widget.vitrina.delivery/v2/cities?q=' . str_repeat( 'ж', 600 ) ) ),
			array( 'path' => $proxy . '?url=' . rawurlencode( 'https://widget.vitrina.delivery/v2/%2e%2e/%c0%ae' ) ),
			array(
				'path'    => $proxy . '?url=' . $calc,
				'method'  => 'POST',
				'headers' => $json,
				'body'    => '{"city":' . str_repeat( 'x', 100000 ) . '}',
			),
			array(
				'path'    => $proxy . '?url=' . $calc,
				'method'  => 'POST',
				'headers' => $json,
				'body'    => '{"city": {"name": ["x"]}, "params": "x"}',
			),
			array(
				'path'    => $proxy . '?url=' . $calc,
				'method'  => 'POST',
				'headers' => $json,
				'body'    => "{\"city\": {\"name\": \"\xff\xfe\"}, broken",
			),
			array(
				'path'    => $proxy . '?url=' . $calc,
				'method'  => 'POST',
				'headers' => $json,
				'body'    => '{"city":{"name":"Москва"},"params":' . str_repeat( '[', 200 ) . str_repeat( ']', 200 ) . '}',
			),
			array(
				'path'   => $proxy . '?url=' . $calc,
				'method' => 'POST',
				'body'   => array(
					'city'   => array( 'name' => array( 'x' ) ),
					'params' => array( 'weight' => array( 'x' ) ),
				),
			),
			array(
				'path'    => '/wp-json/vitrina-provider/v1/delivery/calculate',
				'method'  => 'POST',
				'headers' => $json,
				'body'    => '{"city":{"name":"Москва","region":["x"]},"params":{"weight":"abc","deliveryCompanies":{"a":{"b":1}},"onlyCountries":[[1]],"discount":[1],"deliveryType":[2]}}',
			),
			array( 'path' => '/wp-json/vitrina-provider/v1/points?city[]=x&types=' . rawurlencode( '1,,2,x' ) . '&companies[]=1' ),
			array( 'path' => '/wp-json/vitrina-provider/v1/cities?q[]=ab&lang[]=ru' ),
			array( 'path' => '/wp-json/vitrina-provider/v1/widgets/page?lang[]=en&type[]=cart' ),
		);
	}

	public function test_live_bad_input_is_refused_without_notices(): void {
		$this->live_clean();
		LiveServer::start();
		$mark    = LiveServer::debug_log_mark();
		$answers = array();
		foreach ( self::bad_requests() as $request ) {
			$answer    = LiveServer::request( $request );
			$answers[] = $answer;
			$this->assertGreaterThanOrEqual( 200, $answer['status'], (string) $request['path'] );
			$this->assertLessThan( 500, $answer['status'], (string) $request['path'] . ': ' . $answer['body'] );
		}
		$this->assertSame( 400, $answers[0]['status'], 'an array-shaped url' );
		$this->assertSame( 'rest_invalid_param', json_decode( $answers[0]['body'], true )['code'] );
		$this->assertSame( 400, $answers[2]['status'], 'a url over 2,000 characters' );
		$this->assertSame( 413, $answers[9]['status'] );
		$this->assertSame( '', $this->php_errors( LiveServer::debug_log_since( $mark ) ) );
		$this->live_clean();
	}
}
