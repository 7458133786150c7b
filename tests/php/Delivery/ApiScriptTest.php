<?php
/**
 * Tests of the widget API script (the proxy).
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Delivery;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Delivery\ApiScript;
use Vitrina\Settings\Schema;
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
		$this->assertSame( 10, $sent['args']['timeout'] );
		$this->assertSame( 0, $sent['args']['redirection'] );

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
		add_filter( 'pre_http_request', static fn() => new \WP_Error( 'http_request_failed', 'timeout' ) );
		$response = $this->proxy( 'https://widget.vitrina.delivery/v2/widgets/cart-widget-settings' );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'vitrina_provider_unreachable', $response->get_data()['code'] );
	}

	public function test_a_json_body_cannot_replace_the_address(): void {
		$this->answer_http( 200, '{}' );
		$response = $this->proxy( 'https://widget.vitrina.delivery/v2/widgets/cart-widget-settings', 'POST', array( 'url' => 'https://evil.example.com/v2/x' ) );
		// The query's address wins: the settings route answers GET only.
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( array(), $this->sent );
	}
}
