<?php
/**
 * Tests of the popups printed on pages and of the analytics beacons.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Popups;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Popups\Analytics;
use Vitrina\Popups\PostType;
use Vitrina\Popups\Render;
use Vitrina\Popups\Settings;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;
use WP_Error;
use WP_REST_Request;

/**
 * Published popups the page does not rule out are printed with their
 * settings and the island; drafts and ruled-out popups are not; the list
 * follows changes; beacons count published popups, within the rate limit.
 */
final class RenderTest extends TestCase {

	/**
	 * Default settings, nothing needed, a fresh list.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( Schema::OPTION, Schema::defaults() );
		Islands::reset();
		delete_option( Render::IDS_OPTION );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
	}

	/**
	 * Forgets the islands.
	 */
	protected function tearDown(): void {
		Islands::reset();
		parent::tearDown();
	}

	/**
	 * A popup.
	 *
	 * @param string               $title    Title.
	 * @param array<string, mixed> $settings Settings.
	 * @param string               $status   Status.
	 */
	private function popup( string $title, array $settings = array(), string $status = 'publish' ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => PostType::TYPE,
				'post_status'  => $status,
				'post_title'   => $title,
				'post_content' => '<p>Подпишитесь & получите скидку</p>',
			),
			true
		);
		$this->assertIsInt( $id );
		update_post_meta( $id, Settings::META, $settings );
		return $id;
	}

	/**
	 * What the footer prints on a page of a context.
	 *
	 * @param array<string, mixed> $context The page context.
	 */
	private function footer( array $context ): string {
		$html = '';
		foreach ( Render::popups_for( $context ) as $popup ) {
			$html .= \Vitrina\Templates::render( 'popups/popup', $popup );
		}
		return $html;
	}

	/**
	 * Printed with settings, escaped; drafts and ruled-out popups are not.
	 */
	public function test_printed_popups(): void {
		$shown   = $this->popup(
			'Скидка <b>10%</b>',
			array(
				'triggers' => array(
					array(
						'type'     => 'auto_open',
						'settings' => array( 'delay' => 1500 ),
					),
				),
			)
		);
		$draft   = $this->popup( 'Черновик', array(), 'draft' );
		$on_cart = $this->popup( 'Только в корзине', array( 'conditions' => array( array( array( 'target' => 'is_cart' ) ) ) ) );
		$context = array(
			'types'    => array( 'is_product' ),
			'id'       => 5,
			'postType' => 'product',
			'terms'    => array(
				'product_cat' => array(),
				'product_tag' => array(),
			),
		);
		$this->assertEqualsCanonicalizing( array( $on_cart, $shown ), Render::ids() );
		$html = $this->footer( $context );
		$this->assertStringContainsString( 'id="pum-' . $shown . '"', $html );
		$this->assertStringNotContainsString( 'id="pum-' . $draft . '"', $html );
		$this->assertStringNotContainsString( 'id="pum-' . $on_cart . '"', $html );
		$this->assertStringContainsString( 'role="dialog"', $html );
		$this->assertStringContainsString( 'aria-labelledby="vitrina-popup-title-' . $shown . '"', $html );
		$this->assertStringContainsString( 'Скидка &lt;b&gt;10%&lt;/b&gt;', $html );
		$this->assertStringContainsString( 'Подпишитесь &amp; получите скидку', $html );
		$this->assertMatchesRegularExpression( '/data-vitrina-popup="([^"]+)"/', $html );
		preg_match( '/id="pum-' . $shown . '"[^>]*data-vitrina-popup="([^"]+)"/', $html, $m );
		$settings = json_decode( html_entity_decode( $m[1] ), true );
		$this->assertSame( $shown, $settings['id'] );
		$this->assertSame( 1500, $settings['triggers'][0]['settings']['delay'] );

		$context['types'] = array( 'is_cart' );
		$this->assertStringContainsString( 'id="pum-' . $on_cart . '"', $this->footer( $context ) );
	}

	/**
	 * The footer needs the island only when it prints a popup; its settings
	 * carry the addresses and the page context.
	 */
	public function test_island_needed_only_with_popups(): void {
		Data::reset();
		$render = new Render();
		$render->register();
		ob_start();
		$render->render();
		$this->assertSame( '', ob_get_clean() );
		$this->assertFalse( Islands::is_needed( Render::ISLAND ) );

		$this->popup( 'Везде' );
		ob_start();
		$render->render();
		$this->assertStringContainsString( 'vitrina-popup', (string) ob_get_clean() );
		$this->assertTrue( Islands::is_needed( Render::ISLAND ) );
		$settings = Islands::settings( Render::ISLAND );
		$this->assertStringContainsString( 'admin-ajax.php', $settings['ajaxUrl'] );
		$this->assertStringContainsString( 'vitrina/v1/analytics', $settings['analyticsUrl'] );
		$this->assertTrue( $settings['tracking'] );
		$this->assertFalse( $settings['debug'] );
		$this->assertArrayHasKey( 'types', $settings['page'] );
	}

	/**
	 * Vitrina tells the WP Consent API it asks it (the consent plugin's
	 * list of plugins shows it as one that respects consent).
	 */
	public function test_registered_with_the_consent_api(): void {
		$filter = 'wp_consent_api_registered_' . plugin_basename( VITRINA_FILE );
		remove_all_filters( $filter );
		Data::reset();
		$this->assertFalse( apply_filters( $filter, false ) );
		( new Render() )->register();
		$this->assertTrue( apply_filters( $filter, false ) );
	}

	/**
	 * The list follows publishing, unpublishing and deleting.
	 */
	public function test_list_follows_changes(): void {
		$id = $this->popup( 'Новый' );
		$this->assertContains( $id, Render::ids() );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertNotContains( $id, Render::ids() );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'publish',
			)
		);
		$this->assertContains( $id, Render::ids() );
		wp_delete_post( $id, true );
		$this->assertNotContains( $id, Render::ids() );
	}

	/**
	 * The list, one for every visitor, is not narrowed by another plugin's
	 * query filters (a language plugin's WHERE).
	 */
	public function test_list_ignores_query_filters(): void {
		$id   = $this->popup( 'Для всех' );
		$none = static fn( $where ) => $where . ' AND 1 = 0';
		add_filter( 'posts_where', $none );
		try {
			$this->assertContains( $id, Render::refresh_ids() );
		} finally {
			remove_filter( 'posts_where', $none );
		}
	}

	/**
	 * A beacon through REST.
	 *
	 * @param string $event Event.
	 * @param mixed  $pid   Popup.
	 */
	private function beacon( string $event, $pid ): \WP_REST_Response {
		rest_get_server();
		$request = new WP_REST_Request( 'GET', '/vitrina/v1/analytics' );
		$request->set_query_params(
			array(
				'event'  => $event,
				'pid'    => $pid,
				'_cache' => '1700000000000',
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * Opens and conversions count; bad events, unknown and draft popups do
	 * not; the rate limit holds; the setting turns counting off.
	 */
	public function test_beacons(): void {
		$id    = $this->popup( 'Считаем' );
		$draft = $this->popup( 'Черновик', array(), 'draft' );
		$this->assertSame( 204, $this->beacon( 'open', $id )->get_status() );
		$this->assertSame( 204, $this->beacon( 'conversion', $id )->get_status() );
		$this->assertSame( 1, (int) get_post_meta( $id, PostType::OPENS_META, true ) );
		$this->assertSame( 1, (int) get_post_meta( $id, PostType::CONVERSIONS_META, true ) );
		$this->assertSame( 400, $this->beacon( 'click', $id )->get_status() );
		$this->assertSame( 400, $this->beacon( 'open', 'abc' )->get_status() );
		$this->assertSame( 404, $this->beacon( 'open', $draft )->get_status() );
		$this->assertSame( 404, $this->beacon( 'open', $this->create_page() )->get_status() );
		$this->assertSame( '', (string) get_post_meta( $draft, PostType::OPENS_META, true ) );

		for ( $i = 1; $i < Analytics::RATE_LIMIT; $i++ ) {
			$this->assertTrue( Analytics::count( 'open', $id ) );
		}
		$limited = Analytics::count( 'open', $id );
		$this->assertInstanceOf( WP_Error::class, $limited );
		$this->assertSame( 429, $limited->get_error_data()['status'] );
		$this->assertSame( Analytics::RATE_LIMIT, (int) get_post_meta( $id, PostType::OPENS_META, true ) );

		update_option( Schema::OPTION, array( 'popup_analytics' => 'no' ) + Schema::defaults() );
		\Vitrina\Settings\Options::flush();
		$this->assertTrue( Analytics::count( 'conversion', $id ) );
		$this->assertSame( 1, (int) get_post_meta( $id, PostType::CONVERSIONS_META, true ) );
	}

	/**
	 * The shopper's state carries the cart's total for cart conditions.
	 */
	public function test_state_has_cart_total(): void {
		$this->requires_woocommerce();
		wc_load_cart();
		WC()->cart->empty_cart();
		$product = new \WC_Product_Simple();
		$product->set_regular_price( '1250' );
		$product->save();
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		WC()->cart->calculate_totals();
		$state = \Vitrina\Session\State::build();
		$this->assertSame( 2500.0, $state['cart']['total'] );
		$this->assertSame( 2, $state['cart']['count'] );
		WC()->cart->empty_cart();
	}
}
