<?php
/**
 * Tests of the shopper's state route.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Session;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Lists\Cookies;
use Vitrina\Session\State;
use Vitrina\Settings\Schema;
use Vitrina\Tests\LiveServer;
use Vitrina\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * GET vitrina/v1/state: the caller's own counts and nonces, never cached.
 */
final class StateTest extends TestCase {

	/**
	 * Calls the route.
	 */
	private function call(): WP_REST_Response {
		return rest_do_request( new WP_REST_Request( 'GET', '/' . State::NAMESPACE . State::ROUTE ) );
	}

	/**
	 * A guest gets the empty cart, no REST nonce (no island needs one) and
	 * an answer no cache keeps and no other origin reads.
	 */
	public function test_guest_state(): void {
		$response = $this->call();
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertFalse( $data['loggedIn'] );
		$this->assertSame( 0, $data['cart']['count'] );
		$this->assertIsObject( $data['nonces'] );
		$this->assertArrayNotHasKey( 'rest', (array) $data['nonces'] );
		$headers = $response->get_headers();
		$this->assertStringContainsString( 'no-store', $headers['Cache-Control'] );
		$this->assertStringContainsString( 'private', $headers['Cache-Control'] );
		$this->assertSame( 'same-origin', $headers['Cross-Origin-Resource-Policy'] );
		$this->assertSame( 'nosniff', $headers['X-Content-Type-Options'] );
	}

	/**
	 * The early answer (before the REST server loads) checks the arguments
	 * and the caller as the route does and answers the same state.
	 */
	public function test_early_answer_is_the_route_checked_the_same_way(): void {
		$state   = new State();
		$request = static function ( array $query, array $headers = array() ): WP_REST_Request {
			$request = new WP_REST_Request( 'GET', '/' . State::NAMESPACE . State::ROUTE );
			$request->set_query_params( $query );
			$request->set_headers( $headers );
			return $request;
		};

		$answer = $state->early_response( $request( array() ) );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( 'early', $answer->get_headers()['X-Vitrina-State'] );
		$this->assertEquals( $this->call()->get_data(), $answer->get_data() );
		$this->assertStringContainsString( 'no-store', $answer->get_headers()['Cache-Control'] );

		$this->assertSame( 200, $state->early_response( $request( array( 'start' => 'true' ) ) )->get_status() );
		$bad = $state->early_response( $request( array( 'start' => 'yes please' ) ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'rest_invalid_param', $bad->get_data()['code'] );

		$jsonp = $state->early_response( $request( array( '_jsonp' => 'x' ) ) );
		$this->assertSame( 400, $jsonp->get_status() );
		$this->assertSame( 'vitrina_state_jsonp', $jsonp->get_data()['code'] );
		$this->assertArrayNotHasKey( 'nonces', $jsonp->get_data() );

		$cross = $state->early_response( $request( array(), array( 'sec_fetch_site' => array( 'cross-site' ) ) ) );
		$this->assertSame( 403, $cross->get_status() );
		$this->assertSame( 'same-origin', $cross->get_headers()['Cross-Origin-Resource-Policy'] );
	}

	/**
	 * Another request, a POST, or a site that turns the early answer off
	 * (`vitrina_state_early`) is left to WordPress.
	 */
	public function test_early_answer_leaves_other_requests(): void {
		$this->expectOutputString( '' );
		$state                        = new State();
		$wp                           = new \WP();
		$wp->query_vars['rest_route'] = '/wp/v2/posts';
		$_SERVER['REQUEST_METHOD']    = 'GET';
		$state->answer_early( $wp );
		$wp->query_vars['rest_route'] = '/' . State::NAMESPACE . State::ROUTE;
		$_SERVER['REQUEST_METHOD']    = 'POST';
		$state->answer_early( $wp );
		$_SERVER['REQUEST_METHOD'] = 'GET';
		add_filter( 'vitrina_state_early', '__return_false' );
		try {
			$state->answer_early( $wp );
		} finally {
			remove_filter( 'vitrina_state_early', '__return_false' );
		}
		// Nothing printed: none of them was answered (an answer would also end the request).
	}

	/**
	 * The cart's count and hash are the shopper's.
	 */
	public function test_cart_count_and_hash(): void {
		$this->requires_woocommerce();
		wc_load_cart();
		$product = new \WC_Product_Simple();
		$product->set_name( 'Кастрюля' );
		$product->set_regular_price( '1000' );
		$product->save();
		WC()->cart->empty_cart();
		WC()->cart->add_to_cart( $product->get_id(), 3 );
		$data = $this->call()->get_data();
		$this->assertSame( 3, $data['cart']['count'] );
		$this->assertSame( WC()->cart->get_cart_hash(), $data['cart']['hash'] );
		$this->assertNotSame( '', $data['cart']['hash'] );
		WC()->cart->empty_cart();
	}

	/**
	 * Asked with `fragments`, the state carries what WooCommerce's
	 * get_refreshed_fragments would answer (its mini cart with the product,
	 * what `woocommerce_add_to_cart_fragments` adds) with the cart's hash, so
	 * a page makes one personal request; unasked, or when the page holds
	 * those of this cart (`known`), it does not.
	 */
	public function test_cart_fragments_on_request(): void {
		$this->requires_woocommerce();
		wc_load_cart();
		$product = new \WC_Product_Simple();
		$product->set_name( 'Сковорода фрагментов' );
		$product->set_regular_price( '1500' );
		$product->save();
		WC()->cart->empty_cart();
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		$added = static fn( $fragments ) => array_merge( (array) $fragments, array( 'span.test-count' => '<span class="test-count">2</span>' ) );
		add_filter( 'woocommerce_add_to_cart_fragments', $added );
		try {
			$this->assertArrayNotHasKey( 'cartFragments', $this->call()->get_data() );
			$request = new WP_REST_Request( 'GET', '/' . State::NAMESPACE . State::ROUTE );
			$request->set_query_params( array( 'fragments' => '1' ) );
			$data = rest_do_request( $request )->get_data();
			$this->assertSame( WC()->cart->get_cart_hash(), $data['cartFragments']['hash'] );
			$fragments = (array) $data['cartFragments']['fragments'];
			$this->assertStringContainsString( 'Сковорода фрагментов', $fragments['div.widget_shopping_cart_content'] );
			$this->assertSame( '<span class="test-count">2</span>', $fragments['span.test-count'] );
			$early = ( new State() )->early_response( $request );
			$this->assertEquals( $data, $early->get_data() );
			// The page holds those of this cart: not sent again; of another cart: sent.
			$request->set_query_params(
				array(
					'fragments' => '1',
					'known'     => WC()->cart->get_cart_hash(),
				)
			);
			$this->assertArrayNotHasKey( 'cartFragments', rest_do_request( $request )->get_data() );
			$request->set_query_params(
				array(
					'fragments' => '1',
					'known'     => md5( 'another cart' ),
				)
			);
			$this->assertSame( WC()->cart->get_cart_hash(), rest_do_request( $request )->get_data()['cartFragments']['hash'] );
			foreach ( array(
				array( 'fragments' => 'some' ),
				array(
					'fragments' => '1',
					'known'     => '<b>',
				),
			) as $bad ) {
				$request->set_query_params( $bad );
				$this->assertSame( 400, ( new State() )->early_response( $request )->get_status() );
			}
		} finally {
			remove_filter( 'woocommerce_add_to_cart_fragments', $added );
			WC()->cart->empty_cart();
		}
	}

	/**
	 * A logged-in shopper is recognised; the state carries no wp_rest nonce.
	 */
	public function test_logged_in_state(): void {
		$user = $this->create_user( 'customer' );
		wp_set_current_user( $user );
		$data = $this->call()->get_data();
		$this->assertTrue( $data['loggedIn'] );
		$this->assertArrayNotHasKey( 'rest', (array) $data['nonces'] );
		$this->assertArrayNotHasKey( 'rest', State::build()['nonces'] );
	}

	/**
	 * Modules add their part through the filter.
	 */
	public function test_modules_add_their_part(): void {
		add_filter(
			'vitrina_state',
			static function ( array $state ): array {
				$state['wishlist']        = array( 'count' => 2 );
				$state['nonces']['lists'] = 'abc';
				return $state;
			}
		);
		$data = $this->call()->get_data();
		$this->assertSame( array( 'count' => 2 ), $data['wishlist'] );
		$this->assertSame( 'abc', ( (array) $data['nonces'] )['lists'] );
	}

	/**
	 * Pages with an island carry the route's address, in the runtime's
	 * settings (one writer: this module), printed once with the first island.
	 */
	public function test_address_printed_with_the_runtime(): void {
		Data::reset();
		Islands::reset();
		( new State() )->register();
		$this->assertSame( rest_url( 'vitrina/v1/state' ), Data::get( Islands::RUNTIME )['stateUrl'] ?? null );
		ob_start();
		Islands::need( 'header' );
		Islands::need( 'lists' );
		Islands::enqueue_needed();
		// Asked for before the head: printed there.
		do_action( 'wp_head' );
		$html = (string) ob_get_clean();
		if ( ! is_readable( VITRINA_DIR . '/build/header/index.asset.php' ) ) {
			$this->markTestIncomplete( 'The build is missing: run npm run build.' );
		}
		$this->assertSame( 1, substr_count( $html, 'id="vitrina-settings-runtime"' ) );
		$this->assertStringContainsString( '"stateUrl":"' . rest_url( 'vitrina/v1/state' ) . '"', $html );
		Islands::reset();
	}

	/**
	 * A page no cache keeps (a personal page: the cart, the checkout, a
	 * wishlist page) prints the state in the runtime's settings, so that
	 * its islands ask nothing; a page a cache may keep never does.
	 */
	public function test_personal_pages_print_the_state(): void {
		$this->requires_woocommerce();
		$wishlist = $this->live_page( '[vitrina_wishlist]' );
		$plain    = $this->live_page( 'Nothing personal' );
		Data::reset();
		( new State() )->register();
		$this->go_to_page( $plain );
		$this->assertFalse( State::is_personal_page() );
		$this->assertNull( State::printed() );
		$this->go_to_page( $wishlist );
		$pages = array( 'the wishlist page' => '' );
		foreach ( array( 'cart', 'checkout', 'account_page' ) as $page ) {
			// WooCommerce's own page, as WooCommerce tells it.
			$pages[ "the {$page}" ] = 'woocommerce_is_' . $page;
		}
		foreach ( $pages as $name => $filter ) {
			if ( '' !== $filter ) {
				$this->go_to_page( $plain );
				add_filter( $filter, '__return_true' );
			}
			try {
				$this->assertTrue( State::is_personal_page(), $name );
				$state = State::printed();
			} finally {
				if ( '' !== $filter ) {
					remove_filter( $filter, '__return_true' );
				}
			}
			$this->assertIsArray( $state, $name );
			$this->assertFalse( $state['loggedIn'] );
			$this->assertSame( 0, $state['cart']['count'] );
			$this->assertIsObject( $state['nonces'] );
		}
		$this->go_to_page( $wishlist );
		// What the runtime's settings print, resolved once.
		$this->assertSame( wp_json_encode( State::printed() ), wp_json_encode( Data::get( Islands::RUNTIME )['state'] ) );
		Data::reset();
		$this->go_to_page( 0 );
	}

	/**
	 * Sets up the main query for a page (0: none).
	 *
	 * @param int $id The page.
	 */
	private function go_to_page( int $id ): void {
		global $wp_query, $wp_the_query;
		$wp_the_query = new \WP_Query( $id ? array( 'page_id' => $id ) : array() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
		$wp_query     = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
	}

	/**
	 * A cached page has no REST nonce: the logged-in cookie alone identifies
	 * the shopper; a forged cookie does not.
	 */
	public function test_logged_in_cookie_without_nonce(): void {
		$user    = $this->create_user( 'customer' );
		$expires = time() + HOUR_IN_SECONDS;
		$token   = \WP_Session_Tokens::get_instance( $user )->create( $expires );
		wp_set_current_user( 0 );
		$_COOKIE[ LOGGED_IN_COOKIE ] = wp_generate_auth_cookie( $user, $expires, 'logged_in', $token );
		$data                        = $this->call()->get_data();
		$this->assertTrue( $data['loggedIn'] );
		$this->assertSame( $user, get_current_user_id() );

		wp_set_current_user( 0 );
		$_COOKIE[ LOGGED_IN_COOKIE ] = 'admin|' . $expires . '|forged|forged';
		$this->assertFalse( $this->call()->get_data()['loggedIn'] );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
	}

	/**
	 * A committed customer and their logged-in cookie, for the live server.
	 *
	 * @return array{0: int, 1: array<string, string>} The user and the cookies.
	 */
	private function live_customer(): array {
		$user    = $this->create_user( 'customer' );
		$expires = time() + HOUR_IN_SECONDS;
		$token   = \WP_Session_Tokens::get_instance( $user )->create( $expires );
		$this->commit_now();
		return array( $user, array( LOGGED_IN_COOKIE => wp_generate_auth_cookie( $user, $expires, 'logged_in', $token ) ) );
	}

	/**
	 * Removes a committed user.
	 *
	 * @param int $user The user.
	 */
	private function remove_live_user( int $user ): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user );
		$this->commit_now();
	}

	/**
	 * Through a real server, with a logged-in customer's cookie alone: a
	 * JSONP load (what a <script> on another site makes) gets 400 and no
	 * nonce; Sec-Fetch-Site cross-site or same-site, or a foreign Origin or
	 * Referer without it, get 403 and no state; the shop's own page gets
	 * the state, with its nonces and none for wp_rest.
	 */
	public function test_live_same_origin_only(): void {
		list( $user, $cookies ) = $this->live_customer();
		try {
			$path     = '/?rest_route=/' . State::NAMESPACE . State::ROUTE;
			$own      = LiveServer::base();
			$answers  = LiveServer::parallel(
				array(
					array(
						'path'    => $path . '&_jsonp=x',
						'cookies' => $cookies,
						'headers' => array(
							'Sec-Fetch-Site' => 'cross-site',
							'Sec-Fetch-Dest' => 'script',
						),
					),
					array(
						'path'    => $path . '&_jsonp=x',
						'cookies' => $cookies,
					),
					array(
						'path'    => $path,
						'cookies' => $cookies,
						'headers' => array( 'Sec-Fetch-Site' => 'cross-site' ),
					),
					array(
						'path'    => $path,
						'cookies' => $cookies,
						'headers' => array( 'Sec-Fetch-Site' => 'same-site' ),
					),
					array(
						'path'    => $path,
						'cookies' => $cookies,
						'headers' => array( 'Origin' => 'https://evil.example' ),
					),
					array(
						'path'    => $path,
						'cookies' => $cookies,
						'headers' => array( 'Referer' => 'https://shop.example.evil.example/page' ),
					),
					array(
						'path'    => $path,
						'cookies' => $cookies,
						'headers' => array(
							'Sec-Fetch-Site' => 'same-origin',
							'Referer'        => $own . '/',
						),
					),
					array(
						'path'    => $path,
						'cookies' => $cookies,
						'headers' => array( 'Referer' => $own . '/shop/' ),
					),
				)
			);
			$statuses = array_column( $answers, 'status' );
			$this->assertSame( array( 400, 400, 403, 403, 403, 403, 200, 200 ), $statuses, (string) wp_json_encode( array_column( $answers, 'body' ) ) );
			foreach ( array_slice( $answers, 0, 6 ) as $i => $answer ) {
				$this->assertStringNotContainsString( 'nonces', $answer['body'], "Answer $i" );
				$this->assertStringNotContainsString( 'loggedIn', $answer['body'], "Answer $i" );
				$this->assertSame( 'same-origin', $answer['headers']['cross-origin-resource-policy'] ?? '', "Answer $i" );
				$this->assertSame( 'early', $answer['headers']['x-vitrina-state'] ?? '', "Answer $i" );
			}
			foreach ( array_slice( $answers, 6 ) as $i => $answer ) {
				$data = json_decode( $answer['body'], true );
				$this->assertIsArray( $data );
				$this->assertTrue( $data['loggedIn'], "Answer $i" );
				$this->assertArrayNotHasKey( 'rest', $data['nonces'] );
				$this->assertStringContainsString( 'no-store', $answer['headers']['cache-control'] ?? '' );
				$this->assertStringContainsString( 'private', $answer['headers']['cache-control'] ?? '' );
				$this->assertSame( 'same-origin', $answer['headers']['cross-origin-resource-policy'] ?? '' );
				$this->assertSame( 'nosniff', $answer['headers']['x-content-type-options'] ?? '' );
				$this->assertStringStartsWith( 'application/json', $answer['headers']['content-type'] ?? '' );
				$this->assertSame( 'early', $answer['headers']['x-vitrina-state'] ?? '' );
			}
			if ( self::has_woocommerce() ) {
				$data = json_decode( $answers[6]['body'], true );
				$this->assertNotEmpty( $data['nonces']['wishlist'] ?? '' );
			}
		} finally {
			$this->remove_live_user( $user );
		}
	}

	/**
	 * A committed page.
	 *
	 * @param string $content Its content.
	 */
	private function live_page( string $content ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Personal page test ' . wp_rand(),
				'post_content' => $content,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Whether an answer may be stored by no cache.
	 *
	 * @param array{headers: array<string, string>} $answer The answer.
	 */
	private static function no_store( array $answer ): bool {
		$cache = strtolower( $answer['headers']['cache-control'] ?? '' );
		return str_contains( $cache, 'no-store' ) && str_contains( $cache, 'private' );
	}

	/**
	 * Through the real server: the wishlist page (its shortcode, or the page
	 * set as the compare page), the delivery widget's block are sent
	 * no-store, private to anyone; another page is not, whoever
	 * asks: a guest with signed list cookies (old compare and wishlist
	 * cookies, the guest token) or a forged cookie (its lists markup is the
	 * same for everyone, filled by the island), nor a page of recently viewed
	 * products (the island asks for the list with the ids the browser
	 * keeps); a logged-in shopper's pages are no-store from WordPress itself
	 * (WP::send_headers()).
	 */
	public function test_live_personal_pages_are_not_stored(): void {
		$this->requires_woocommerce();
		$options = get_option( Schema::OPTION );
		$pages   = array(
			'wishlist' => $this->live_page( '[vitrina_wishlist]' ),
			'compare'  => $this->live_page( 'Compare' ),
			'recent'   => $this->live_page( '<!-- wp:shortcode -->[vitrina_recently_viewed limit="4"]<!-- /wp:shortcode -->' ),
			'delivery' => $this->live_page( '<!-- wp:vitrina/delivery-widget /-->' ),
			'plain'    => $this->live_page( 'Nothing personal' ),
		);
		update_option( Schema::OPTION, array( 'compare_page' => $pages['compare'] ) + Schema::defaults() );
		list( $user, $logged_in ) = $this->live_customer();
		$payload                  = (string) wp_json_encode( array( (string) $pages['plain'] ) );
		$wished                   = (string) wp_json_encode( array( $pages['plain'] => array( 'product_id' => $pages['plain'] ) ) );
		$guest                    = str_repeat( 'ab', 16 );
		try {
			$requests = array();
			foreach ( $pages as $id ) {
				$requests[] = array( 'url' => (string) get_permalink( $id ) );
			}
			$plain      = (string) get_permalink( $pages['plain'] );
			$requests[] = array(
				'url'     => $plain,
				'cookies' => array(
					Cookies::COMPARE  => $payload . '~' . Cookies::sign( Cookies::COMPARE, $payload ),
					Cookies::WISHLIST => $wished . '~' . Cookies::sign( Cookies::WISHLIST, $wished ),
					Cookies::GUEST    => $guest . '~' . Cookies::sign( Cookies::GUEST, $guest ),
				),
			);
			$requests[] = array(
				'url'     => $plain,
				'cookies' => $logged_in,
			);
			$requests[] = array(
				'url'     => $plain,
				'cookies' => array( Cookies::COMPARE => $payload . '~forged' ),
			);
			$answers    = LiveServer::parallel( $requests );
			$this->assertSame( array_fill( 0, 8, 200 ), array_column( $answers, 'status' ) );
			$this->assertSame(
				array( true, true, false, true, false, false, true, false ),
				array_map( array( self::class, 'no_store' ), $answers ),
				(string) wp_json_encode( array_column( array_column( $answers, 'headers' ), 'cache-control' ) )
			);
		} finally {
			foreach ( $pages as $id ) {
				wp_delete_post( $id, true );
			}
			update_option( Schema::OPTION, $options );
			$this->remove_live_user( $user );
		}
	}
}

