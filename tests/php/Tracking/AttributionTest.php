<?php
/**
 * Tests of order attribution.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Tracking;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Header\Header;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;
use Vitrina\Tracking\Attribution;
use Vitrina\Tracking\Tracking;

/**
 * The fields from the cookie and the checkout form to the order and its
 * admin box, against real WooCommerce orders.
 */
final class AttributionTest extends TestCase {

	/**
	 * Default settings (attribution on); WooCommerce needed.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		update_option( Schema::OPTION, Schema::defaults() );
	}

	/**
	 * Forgets the request.
	 */
	protected function tearDown(): void {
		$_COOKIE = array();
		$_POST   = array();
		parent::tearDown();
	}

	/**
	 * A cookie as the tracking island writes it.
	 *
	 * @param array<string, string> $fields The fields.
	 */
	private function cookie( array $fields ): void {
		// The island encodes the query string once more; PHP decodes one level.
		$_COOKIE[ Attribution::COOKIE ] = http_build_query( $fields, '', '&', PHP_QUERY_RFC3986 );
	}

	/**
	 * The tracking island gets the lifetime in days (6 months of 30 by
	 * default), 0 with attribution off, read when the settings are printed.
	 */
	public function test_lifetime_setting(): void {
		$this->assertSame( 180, Attribution::days() );
		update_option( Schema::OPTION, array( 'order_attribution_months' => 2 ) + Schema::defaults() );
		$this->assertSame( 60, Attribution::days() );
		update_option( Schema::OPTION, array( 'order_attribution' => 'no' ) + Schema::defaults() );
		$this->assertSame( 0, Attribution::days() );

		Data::reset();
		( new Attribution() )->register();
		update_option( Schema::OPTION, array( 'order_attribution_months' => 3 ) + Schema::defaults() );
		$this->assertSame( 90, Islands::settings( Tracking::ISLAND )['attributionDays'] );
	}

	/**
	 * The lifetime is the tracking island's, and only Attribution writes it:
	 * the header's settings carry none.
	 */
	public function test_lifetime_on_the_tracking_island_only(): void {
		Data::reset();
		( new Header() )->register();
		( new Tracking() )->register();
		( new Attribution() )->register();
		$this->assertSame( 180, Islands::settings( Tracking::ISLAND )['attributionDays'] );
		$this->assertArrayNotHasKey( 'attributionDays', Islands::settings( Header::ISLAND ) );
		$this->assertNotEmpty( Islands::settings( Header::ISLAND ) );
	}

	/**
	 * With attribution on and tracking off, the tracking island still loads
	 * on every front-end page (it keeps the visit's source), told that
	 * tracking is off; with both off it does not load.
	 */
	public function test_tracking_island_needed_for_attribution(): void {
		update_option( Schema::OPTION, array( 'tracking' => 'no' ) + Schema::defaults() );
		Islands::reset();
		Data::reset();
		$tracking    = new Tracking();
		$attribution = new Attribution();
		$tracking->register();
		$attribution->register();
		$this->assertSame( 5, has_action( 'wp_enqueue_scripts', array( $attribution, 'need' ) ) );
		$tracking->need();
		$this->assertFalse( Islands::is_needed( Tracking::ISLAND ) );
		$attribution->need();
		$this->assertTrue( Islands::is_needed( Tracking::ISLAND ) );
		$settings = Islands::settings( Tracking::ISLAND );
		$this->assertFalse( $settings['tracking'] );
		$this->assertSame( 180, $settings['attributionDays'] );

		update_option( Schema::OPTION, array( 'order_attribution' => 'no' ) + Schema::defaults() );
		Islands::reset();
		( new Attribution() )->need();
		( new Tracking() )->need();
		$this->assertFalse( Islands::is_needed( Tracking::ISLAND ) );
		Islands::reset();
	}

	/**
	 * One script either way: attribution alone loads the island's index
	 * (no events' code); tracking on loads its full build, the events in the
	 * same script (no second request for them).
	 */
	public function test_one_script_with_or_without_the_events(): void {
		if ( ! is_readable( VITRINA_DIR . '/build/tracking/full.asset.php' ) ) {
			$this->markTestSkipped( 'the islands are not built (npm run build)' );
		}
		$script = function (): string {
			wp_deregister_script( Islands::handle( Tracking::ISLAND ) );
			Islands::reset();
			( new Attribution() )->need();
			( new Tracking() )->need();
			Islands::enqueue_needed();
			$registered = wp_scripts()->query( Islands::handle( Tracking::ISLAND ) );
			wp_dequeue_script( Islands::handle( Tracking::ISLAND ) );
			return $registered instanceof \_WP_Dependency ? (string) $registered->src : '';
		};
		update_option( Schema::OPTION, array( 'tracking' => 'no' ) + Schema::defaults() );
		$this->assertMatchesRegularExpression( '#/build/tracking/index\.js$#', $script() );
		update_option( Schema::OPTION, array( 'tracking' => 'yes' ) + Schema::defaults() );
		$this->assertMatchesRegularExpression( '#/build/tracking/full\.js$#', $script() );
		$this->assertStringNotContainsString( 'dataLayer', (string) file_get_contents( VITRINA_DIR . '/build/tracking/index.js' ) );
		Islands::reset();
	}

	/**
	 * Only known fields, as plain text, cut to length; the landing page a URL.
	 */
	public function test_clean(): void {
		$fields = Attribution::clean(
			array(
				'source'   => '<script>alert(1)</script>yandex',
				'medium'   => array( 'cpc' ),
				'campaign' => str_repeat( 'осень', 100 ),
				'landing'  => 'javascript:alert(1)',
				'other'    => 'x',
			)
		);
		$this->assertSame( 'yandex', $fields['source'] );
		$this->assertArrayNotHasKey( 'medium', $fields );
		$this->assertSame( 200, mb_strlen( $fields['campaign'] ) );
		$this->assertArrayNotHasKey( 'landing', $fields );
		$this->assertArrayNotHasKey( 'other', $fields );
	}

	/**
	 * The cookie's fields, values with & and = kept whole.
	 */
	public function test_from_cookie(): void {
		$this->assertSame( array(), Attribution::from_cookie() );
		$this->cookie(
			array(
				'source'   => 'newsletter',
				'medium'   => 'email',
				'campaign' => 'осень & зима=2026',
				'landing'  => '/shop/?utm_source=newsletter',
			)
		);
		$this->assertSame(
			array(
				'source'   => 'newsletter',
				'medium'   => 'email',
				'campaign' => 'осень & зима=2026',
				'landing'  => '/shop/?utm_source=newsletter',
			),
			Attribution::from_cookie()
		);
	}

	/**
	 * Cookies no island writes (thousands of pairs, deep brackets, arrays,
	 * spaces as +) give the known fields or nothing, and never a PHP
	 * warning (before: parse_str() warned "Input variables exceeded").
	 */
	public function test_hostile_cookies_warn_nothing(): void {
		$cookies = array(
			str_repeat( 'a&', 3000 ),
			str_repeat( 'x=1&', 1500 ) . 'source=late',
			'source' . str_repeat( '[', 200 ) . '=x',
			'source[]=a&medium[x]=b',
			str_repeat( '%', 4000 ),
			'source=ya+direct&source=second&medium=cpc&campaign=%D0%BE%D1%81%D0%B5%D0%BD%D1%8C',
		);
		$errors  = array();
		$results = array();
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the test catches warnings.
			static function ( int $level, string $message ) use ( &$errors ): bool {
				$errors[] = $message;
				return true;
			}
		);
		try {
			foreach ( $cookies as $cookie ) {
				$_COOKIE[ Attribution::COOKIE ] = $cookie;
				$results[]                      = Attribution::from_cookie();
			}
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $errors );
		$this->assertSame( array(), $results[0] );
		$this->assertSame( array(), $results[1] );
		$this->assertSame( array(), $results[2] );
		$this->assertSame( array(), $results[3] );
		$this->assertSame(
			array(
				'source'   => 'ya direct',
				'medium'   => 'cpc',
				'campaign' => 'осень',
			),
			$results[5]
		);
	}

	/**
	 * The classic checkout's hidden inputs carry the prefix and the cookie's
	 * values, escaped.
	 */
	public function test_hidden_inputs(): void {
		$this->cookie(
			array(
				'source' => 'a"b',
				'medium' => 'referral',
			)
		);
		ob_start();
		( new Attribution() )->render_inputs();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<input type="hidden" name="vitrina_attribution_source" value="a&quot;b" />', $html );
		$this->assertStringContainsString( 'name="vitrina_attribution_medium" value="referral"', $html );
		$this->assertStringContainsString( 'name="vitrina_attribution_landing" value=""', $html );
		$this->assertStringNotContainsString( 'wc_order_attribution', $html );

		update_option( Schema::OPTION, array( 'order_attribution' => 'no' ) + Schema::defaults() );
		ob_start();
		( new Attribution() )->render_inputs();
		$this->assertSame( '', ob_get_clean() );
	}

	/**
	 * The classic checkout saves the posted fields to the order (read back
	 * from the database), else the cookie's; the block checkout the cookie's.
	 */
	public function test_saved_to_the_order(): void {
		$this->cookie( array( 'source' => 'cookie-source' ) );
		$_POST = array(
			'vitrina_attribution_source'   => 'yandex',
			'vitrina_attribution_medium'   => 'cpc',
			'vitrina_attribution_campaign' => 'autumn',
			'vitrina_attribution_landing'  => '/product/kettle/',
			'vitrina_attribution_started'  => '2026-11-20T10:00:00.000Z',
		);
		$order = wc_create_order();
		( new Attribution() )->save_classic( $order );
		$order->save();
		$saved = Attribution::of_order( wc_get_order( $order->get_id() ) );
		$this->assertSame( 'yandex', $saved['source'] );
		$this->assertSame( 'cpc', $saved['medium'] );
		$this->assertSame( '/product/kettle/', $saved['landing'] );
		$this->assertSame( 'yandex', wc_get_order( $order->get_id() )->get_meta( '_vitrina_attribution_source' ) );

		$_POST = array();
		$order = wc_create_order();
		( new Attribution() )->save_classic( $order );
		$order->save();
		$this->assertSame( array( 'source' => 'cookie-source' ), Attribution::of_order( wc_get_order( $order->get_id() ) ) );

		// The Store API's checkout takes the fields as extension data.
		Attribution::extend_store_api();
		$schema = json_decode( (string) wp_json_encode( \Automattic\WooCommerce\StoreApi\StoreApi::container()->get( \Automattic\WooCommerce\StoreApi\Schemas\ExtendSchema::class )->get_endpoint_schema( 'checkout' ) ), true );
		$this->assertSame( array( 'string', 'null' ), $schema[ Attribution::EXTENSION ]['properties']['source']['type'] ?? null, (string) wp_json_encode( $schema ) );

		// The block checkout: the order's extension data, cleaned and cut;
		// without it, a cookie of earlier versions.
		$request = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		$request->set_param(
			'extensions',
			array(
				Attribution::EXTENSION => array(
					'source'   => '<b>vk</b>',
					'medium'   => array( 'nested' ),
					'campaign' => str_repeat( 'c', 300 ),
					'landing'  => '/shop/?utm_source=vk',
					'evil'     => 'x',
				),
			)
		);
		$order = wc_create_order();
		( new Attribution() )->save_block( $order, $request );
		$order->save();
		$this->assertSame(
			array(
				'source'   => 'vk',
				'campaign' => str_repeat( 'c', 200 ),
				'landing'  => '/shop/?utm_source=vk',
			),
			Attribution::of_order( wc_get_order( $order->get_id() ) )
		);
		$order = wc_create_order();
		( new Attribution() )->save_block( $order, new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' ) );
		$order->save();
		$this->assertSame( 'cookie-source', wc_get_order( $order->get_id() )->get_meta( '_vitrina_attribution_source' ) );

		update_option( Schema::OPTION, array( 'order_attribution' => 'no' ) + Schema::defaults() );
		$order = wc_create_order();
		( new Attribution() )->save_block( $order );
		$order->save();
		$this->assertSame( array(), Attribution::of_order( wc_get_order( $order->get_id() ) ) );
	}

	/**
	 * The admin box lists the fields, escaped, the start as a date; an order
	 * without them says so; the box is added on the order screen only.
	 */
	public function test_admin_box(): void {
		$html = Attribution::box_markup(
			array(
				'source'  => '<b>yandex</b>',
				'started' => '2026-11-20T10:00:00.000Z',
			)
		);
		$this->assertStringContainsString( '<dd>&lt;b&gt;yandex&lt;/b&gt;</dd>', $html );
		$this->assertStringContainsString( wp_date( get_option( 'date_format' ), strtotime( '2026-11-20T10:00:00Z' ) ), $html );
		$this->assertStringNotContainsString( 'Medium', $html );
		$this->assertStringContainsString( 'no visit source', Attribution::box_markup( array() ) );

		global $wp_meta_boxes;
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once WC_ABSPATH . 'includes/admin/wc-admin-functions.php';
		$screen = wc_get_page_screen_id( 'shop-order' );
		( new Attribution() )->add_meta_box( 'post', null );
		$this->assertEmpty( $wp_meta_boxes['post']['side']['low']['vitrina-attribution'] ?? null );
		( new Attribution() )->add_meta_box( $screen, wc_create_order() );
		$this->assertNotEmpty( $wp_meta_boxes[ $screen ]['side']['low']['vitrina-attribution'] ?? null );
	}
	/**
	 * With ours on, WooCommerce's order attribution scripts (enqueued by
	 * WooCommerce itself) leave the page; kept with ours off or with the
	 * filter saying so.
	 */
	public function test_woocommerce_scripts_replaced(): void {
		$enqueued = function (): array {
			wp_dequeue_script( 'sourcebuster-js' );
			wp_dequeue_script( 'wc-order-attribution' );
			$attribution = new Attribution();
			add_action( 'wp_enqueue_scripts', array( $attribution, 'dequeue_woocommerce_scripts' ), 100 );
			do_action( 'wp_enqueue_scripts' );
			remove_action( 'wp_enqueue_scripts', array( $attribution, 'dequeue_woocommerce_scripts' ), 100 );
			return array( wp_script_is( 'sourcebuster-js' ), wp_script_is( 'wc-order-attribution' ) );
		};
		$this->assertSame( array( false, false ), $enqueued() );

		add_filter( 'vitrina_replace_wc_order_attribution', '__return_false' );
		$this->assertSame( array( true, true ), $enqueued(), 'WooCommerce enqueues its own scripts in this test run' );
		remove_filter( 'vitrina_replace_wc_order_attribution', '__return_false' );

		update_option( Schema::OPTION, array( 'order_attribution' => 'no' ) + Schema::defaults() );
		$this->assertSame( array( true, true ), $enqueued() );
	}

	/**
	 * A placed order's source reaches WooCommerce's own order attribution
	 * (its Origin column's meta) in its terms; an order WooCommerce already
	 * attributed is left alone.
	 */
	public function test_told_to_woocommerce(): void {
		$origin = function ( array $fields ): array {
			$order = wc_create_order();
			Attribution::save( $order, $fields );
			$order->save();
			Attribution::tell_woocommerce( $order );
			$order = wc_get_order( $order->get_id() );
			return array(
				$order->get_meta( '_wc_order_attribution_source_type' ),
				$order->get_meta( '_wc_order_attribution_utm_source' ),
			);
		};
		$this->assertSame(
			array( 'utm', 'yandex' ),
			$origin(
				array(
					'source'   => 'yandex',
					'medium'   => 'cpc',
					'campaign' => 'autumn',
				)
			)
		);
		$this->assertSame(
			array( 'organic', 'google' ),
			$origin(
				array(
					'source' => 'google',
					'medium' => 'organic',
				)
			)
		);
		$this->assertSame(
			array( 'referral', 'vk.com' ),
			$origin(
				array(
					'source' => 'vk.com',
					'medium' => 'referral',
				)
			)
		);
		$this->assertSame(
			'typein',
			$origin(
				array(
					'source' => '(direct)',
					'medium' => '(none)',
				)
			)[0]
		);

		$order = wc_create_order();
		Attribution::save(
			$order,
			array(
				'source'   => 'yandex',
				'medium'   => 'cpc',
				'campaign' => 'autumn',
				'landing'  => '/shop/',
				'started'  => '2026-11-20T10:00:00.000Z',
			)
		);
		$order->save();
		Attribution::tell_woocommerce( $order );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'autumn', $order->get_meta( '_wc_order_attribution_utm_campaign' ) );
		$this->assertSame( home_url( '/shop/' ), $order->get_meta( '_wc_order_attribution_session_entry' ) );
		$this->assertSame( wp_date( 'Y-m-d H:i:s', strtotime( '2026-11-20T10:00:00Z' ) ), $order->get_meta( '_wc_order_attribution_session_start_time' ) );

		// Already attributed by WooCommerce: untouched.
		$order = wc_create_order();
		$order->update_meta_data( '_wc_order_attribution_source_type', 'admin' );
		Attribution::save(
			$order,
			array(
				'source' => 'yandex',
				'medium' => 'cpc',
			)
		);
		$order->save();
		Attribution::tell_woocommerce( $order );
		$this->assertSame( '', wc_get_order( $order->get_id() )->get_meta( '_wc_order_attribution_utm_source' ) );

		// Nothing of ours: nothing told.
		$this->assertSame( array( '', '' ), $origin( array() ) );
	}
}
