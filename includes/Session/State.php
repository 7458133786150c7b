<?php
/**
 * The shopper's personal state, in one light request per page view, so that
 * pages served from a full-page cache still show the right counts and never
 * call the server with a stale nonce.
 *
 * @package Vitrina
 */

namespace Vitrina\Session;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Delivery\WidgetPage;
use Vitrina\Http\NoStore;
use Vitrina\Http\Rest;
use Vitrina\Module;
use Vitrina\Settings\Options;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * GET /wp-json/vitrina/v1/state answers, never cached:
 *
 *     { loggedIn, cart: { count, hash }, nonces: { wishlist, ... }, ... }
 *
 * It sets no cookie for a guest who only browses: a module whose nonces are
 * bound to a guest cookie (the lists) leaves them out until the guest acts,
 * when the island asks again with `?start=1` (src/runtime/state.ts,
 * startState()) and the module makes the cookie then (docs/caching.md).
 *
 * Modules add their part (wishlist and compare counts, the nonces of their
 * calls) through the filter `vitrina_state`. The address is the runtime's
 * setting `stateUrl` (Assets\Data, printed with the first island of a page as
 * `#vitrina-settings-runtime`), read by src/runtime/state.ts; nothing is
 * requested unless an island asks. A page no cache keeps (is_personal_page())
 * prints the state itself in those settings (`state`, printed()), and its
 * islands ask nothing.
 *
 * A cached page cannot carry the nonces the shop's calls need, so this one
 * read-only route recognises the logged-in cookie itself; its answer (which
 * holds nonces and the shopper's lists) is therefore for the shop's own pages
 * only:
 *
 * - no JSONP (`_jsonp` is refused with 400: a `<script>` on another site
 *   could otherwise read the answer);
 * - a browser's `Sec-Fetch-Site` must say `same-origin` (or `none`, an
 *   address typed by the shopper); without it, an `Origin` or `Referer`, when
 *   sent, must be the shop's own; anything else gets 403 and no state;
 * - `Cross-Origin-Resource-Policy: same-origin`, `no-store, private`,
 *   `nosniff`, and the any-origin CORS headers of WordPress taken off;
 * - no `wp_rest` nonce: no island calls the REST API with cookie
 *   authentication through it (the checkout's own nonce comes with its page).
 *
 * It also sends the headers that keep caches from storing the front-end
 * pages that show one shopper's data (personal_page()).
 */
final class State implements Module {

	/** The REST namespace. */
	public const NAMESPACE = 'vitrina/v1';

	/** WooCommerce's cookie that says the cart has something (personal_cookies()). */
	public const CART_COOKIE = 'woocommerce_items_in_cart';

	/** The route. */
	public const ROUTE = '/state';

	/** The Cache-Control of the route's answers. */
	public const NO_STORE = NoStore::CACHE_CONTROL;

	/**
	 * The shortcodes that show one shopper's lists ([vitrina_recently_viewed]
	 * is not one: its page is the same for everyone, the island asks for the
	 * list with the ids the browser keeps).
	 */
	public const PERSONAL_SHORTCODES = array( 'vitrina_wishlist', 'vitrina_compare' );

	/**
	 * Everywhere: the route on REST requests, the address on front-end pages.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_route' ) );
		add_action( 'parse_request', array( $this, 'answer_early' ), 0 );
		Data::add( Islands::RUNTIME, 'stateUrl', static fn(): string => self::url() );
		Data::add( Islands::RUNTIME, 'personalCookies', static fn(): array => self::personal_cookies() );
		Data::add( Islands::RUNTIME, 'state', static fn(): ?array => self::printed() );
		add_filter( 'rest_pre_serve_request', array( $this, 'same_origin_only' ), 20, 4 );
		add_filter( 'rest_post_dispatch', array( $this, 'headers' ), 20, 3 );
		add_action( 'template_redirect', array( $this, 'personal_page' ), 1 );
	}

	/**
	 * On a front-end page that shows one shopper's data, sends headers that
	 * keep every cache from storing it (is_personal_page()).
	 */
	public function personal_page(): void {
		if ( is_admin() || is_feed() || is_robots() || is_trackback() ) {
			return;
		}
		if ( self::is_personal_page() ) {
			NoStore::send();
		}
	}

	/**
	 * Whether the requested page shows one shopper's data:
	 *
	 * - the wishlist or compare page (as set, or any page with their
	 *   shortcodes), recently viewed products, the delivery widget (the cart,
	 *   the checkout, a page with its block: it holds the saved delivery with
	 *   name, phone and address, and a nonce);
	 * - WooCommerce's cart, checkout and account pages, whatever they hold
	 *   (WooCommerce keeps caches from storing them too).
	 *
	 * Other pages stay cacheable whoever asks, lists or not: their header
	 * counters and list buttons are the same for every shopper, and the
	 * island fills them from this route's answer.
	 *
	 * Filter: `vitrina_personal_page`.
	 */
	public static function is_personal_page(): bool {
		$personal = WidgetPage::is_widget_page()
			|| ( function_exists( 'is_cart' ) && ( is_cart() || is_checkout() || is_account_page() ) )
			|| self::has_personal_content( get_queried_object() );
		/**
		 * Filters whether the requested page shows one shopper's data (and is
		 * then sent with no-store, private).
		 *
		 * @param bool $personal Whether it does.
		 */
		return (bool) apply_filters( 'vitrina_personal_page', $personal );
	}

	/**
	 * Whether a post is a personal page or holds personal content.
	 *
	 * @param mixed $post The queried object.
	 */
	private static function has_personal_content( $post ): bool {
		if ( ! $post instanceof \WP_Post ) {
			return false;
		}
		foreach ( array( 'wishlist_page', 'compare_page' ) as $option ) {
			if ( (int) Options::get( $option ) === $post->ID ) {
				return true;
			}
		}
		foreach ( self::PERSONAL_SHORTCODES as $shortcode ) {
			if ( has_shortcode( $post->post_content, $shortcode ) ) {
				return true;
			}
		}
		return has_block( WidgetPage::BLOCK, $post );
	}

	/**
	 * The cookies any of which says a guest may have personal state (a cart,
	 * lists): without one of them, and not logged in (WordPress's body class),
	 * the page needs no state request (src/runtime/state.ts). WooCommerce's
	 * `woocommerce_items_in_cart` says the cart has something; modules add
	 * theirs through the filter `vitrina_personal_cookies`.
	 *
	 * @return array<int, string>
	 */
	public static function personal_cookies(): array {
		/**
		 * Filters the cookies that say a guest may have personal state.
		 *
		 * @param array<int, string> $cookies Cookie names.
		 */
		$cookies = apply_filters( 'vitrina_personal_cookies', array( self::CART_COOKIE ) );
		return array_values( array_unique( array_filter( is_array( $cookies ) ? $cookies : array(), 'is_string' ) ) );
	}

	/**
	 * The address of the state route.
	 */
	public static function url(): string {
		return rest_url( self::NAMESPACE . self::ROUTE );
	}

	/**
	 * Registers the route.
	 */
	public function register_route(): void {
		Rest::get(
			self::NAMESPACE,
			self::ROUTE,
			array( $this, 'respond' ),
			// Anyone, about their own session, from the shop's own pages only.
			array( $this, 'permission' ),
			self::args()
		);
	}

	/**
	 * The route's arguments, shared by the REST route and the early answer.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			// The shopper is about to act: modules may set the cookies their nonces need.
			'start'     => array(
				'type'    => 'boolean',
				'default' => false,
			),
			// The page shows the cart (WooCommerce's mini cart, the header cart
			// link): the answer carries their markup, so no second request
			// (WooCommerce's get_refreshed_fragments) follows...
			'fragments' => array(
				'type'    => 'boolean',
				'default' => false,
			),
			// ...unless the page already holds those of the shopper's cart (their cart hash).
			'known'     => array(
				'type'      => 'string',
				'pattern'   => '^[0-9a-f]*$',
				'maxLength' => 64,
				'default'   => '',
			),
		);
	}

	/**
	 * Answers a GET of the route before WordPress sets up its REST server
	 * (`parse_request`, before `rest_api_loaded()`): the answer is the same,
	 * checked the same way (arguments, permission(), headers), without
	 * registering every plugin's routes for one light read. The answer says
	 * so in `X-Vitrina-State: early`.
	 *
	 * Filter `vitrina_state_early` (true): false leaves the route to the REST
	 * server, for a site whose REST hooks must see every request.
	 *
	 * @param \WP $wp The request being parsed.
	 */
	public function answer_early( \WP $wp ): void {
		$route  = isset( $wp->query_vars['rest_route'] ) && is_string( $wp->query_vars['rest_route'] ) ? untrailingslashit( $wp->query_vars['rest_route'] ) : '';
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( '/' . self::NAMESPACE . self::ROUTE !== $route || 'GET' !== $method ) {
			return;
		}
		/**
		 * Filters whether the state route answers before the REST server
		 * loads.
		 *
		 * @param bool $early Whether it does.
		 */
		if ( ! apply_filters( 'vitrina_state_early', true ) ) {
			return;
		}
		$request = new WP_REST_Request( 'GET', $route );
		$request->set_query_params( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A read of the caller's own state; checked as the REST route is (permission()).
		$request->set_headers( ( new \WP_REST_Server() )->get_headers( wp_unslash( $_SERVER ) ) );
		self::send( $this->early_response( $request ) );
	}

	/**
	 * The early answer to a request of the route: its arguments validated as
	 * the REST server does, then permission() and respond().
	 *
	 * @param WP_REST_Request $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function early_response( WP_REST_Request $request ): WP_REST_Response {
		$args = self::args();
		$request->set_attributes( array( 'args' => $args ) );
		$request->set_default_params( wp_list_pluck( $args, 'default' ) );
		$checked = $request->has_valid_params();
		if ( true === $checked ) {
			$checked = $request->sanitize_params();
		}
		if ( true === $checked ) {
			$checked = $this->permission( $request );
		}
		$response = true === $checked ? $this->respond( $request ) : self::error( $checked );
		$response->header( 'X-Vitrina-State', 'early' );
		return $response;
	}

	/**
	 * An error answer, in the REST API's shape (`code`, `message`,
	 * `data.status`), with the route's headers.
	 *
	 * @param WP_Error $error The error.
	 */
	private static function error( WP_Error $error ): WP_REST_Response {
		$data     = $error->get_error_data();
		$status   = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
		$response = new WP_REST_Response(
			array(
				'code'    => $error->get_error_code(),
				'message' => $error->get_error_message(),
				'data'    => array( 'status' => $status ),
			),
			$status
		);
		self::add_headers( $response );
		return $response;
	}

	/**
	 * Sends an early answer and ends the request (shutdown hooks run: the
	 * cart's session is saved as after any request).
	 *
	 * @param WP_REST_Response $response The answer.
	 */
	private static function send( WP_REST_Response $response ): void {
		status_header( $response->get_status() );
		header( 'Content-Type: application/json; charset=' . get_option( 'blog_charset' ) );
		header( 'X-Robots-Tag: noindex' );
		foreach ( $response->get_headers() as $name => $value ) {
			header( $name . ': ' . $value );
		}
		echo wp_json_encode( $response->get_data() );
		exit;
	}

	/**
	 * The state of the caller's session.
	 *
	 * @param bool $start Whether the shopper is about to act (cookies a
	 *                    nonce needs may be set); a browsing guest's state
	 *                    sets none.
	 * @return array<string, mixed>
	 */
	public static function build( bool $start = false ): array {
		$cart = array(
			'count' => 0,
			'hash'  => '',
		);
		if ( function_exists( 'WC' ) && function_exists( 'wc_load_cart' ) ) {
			if ( null === WC()->cart ) {
				wc_load_cart();
			}
			if ( null !== WC()->cart ) {
				$cart = array(
					'count' => (int) WC()->cart->get_cart_contents_count(),
					'hash'  => (string) WC()->cart->get_cart_hash(),
				);
			}
		}
		$state = array(
			'loggedIn' => is_user_logged_in(),
			'cart'     => $cart,
			'nonces'   => array(),
		);
		/**
		 * Filters the shopper's state: modules add their counts and the nonces
		 * of their calls (under `nonces`).
		 *
		 * @param array<string, mixed> $state The state.
		 * @param bool                 $start Whether the shopper is about to act:
		 *                                    only then may a module set a cookie.
		 */
		$state = apply_filters( 'vitrina_state', $state, $start );
		return is_array( $state ) ? $state : array();
	}

	/**
	 * The state a page prints in the runtime's settings when no cache keeps
	 * it (is_personal_page(): the cart, the checkout, the lists' pages), so
	 * that its islands know it without the state request; null on any
	 * other page. The page's own markup shows the cart as it is: no
	 * fragments come with it.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function printed(): ?array {
		if ( is_admin() || wp_doing_ajax() || wp_is_serving_rest_request() || ! self::is_personal_page() ) {
			return null;
		}
		return self::shaped( self::build() );
	}

	/**
	 * A state as the route answers it: `nonces` an object in JSON even when
	 * no module added a nonce.
	 *
	 * @param array<string, mixed> $state The state.
	 * @return array<string, mixed>
	 */
	private static function shaped( array $state ): array {
		$state['nonces'] = (object) ( isset( $state['nonces'] ) && is_array( $state['nonces'] ) ? $state['nonces'] : array() );
		return $state;
	}

	/**
	 * The cart's fragments as WooCommerce's get_refreshed_fragments answers
	 * them (its mini cart, and what `woocommerce_add_to_cart_fragments` adds:
	 * the theme's header cart link, the side panel's count), with the hash of
	 * the cart they show.
	 *
	 * @param string $known The cart hash of the fragments the page holds ('' none).
	 * @return array{hash: string, fragments: object}|null Null without a cart,
	 *                                                    or when the page holds them.
	 */
	public static function cart_fragments( string $known = '' ): ?array {
		if ( ! function_exists( 'WC' ) || null === WC()->cart || ! function_exists( 'woocommerce_mini_cart' ) ) {
			return null;
		}
		$hash = (string) WC()->cart->get_cart_hash();
		if ( '' !== $known && $known === $hash ) {
			return null;
		}
		ob_start();
		woocommerce_mini_cart();
		$mini_cart = (string) ob_get_clean();
		$fragments = apply_filters(
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
			'woocommerce_add_to_cart_fragments',
			array(
				'div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content">' . $mini_cart . '</div>',
			)
		);
		return array(
			'hash'      => $hash,
			'fragments' => (object) ( is_array( $fragments ) ? array_filter( $fragments, 'is_string' ) : array() ),
		);
	}

	/**
	 * Whether the request comes from the shop's own pages (see the class).
	 *
	 * @param WP_REST_Request $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		if ( null !== $request->get_param( '_jsonp' ) ) {
			return new WP_Error( 'vitrina_state_jsonp', __( 'JSONP is not available for this route.', 'vitrina' ), array( 'status' => 400 ) );
		}
		if ( ! self::same_origin( $request ) ) {
			return new WP_Error( 'vitrina_state_cross_origin', __( 'This route answers the shop\'s own pages only.', 'vitrina' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Whether a request was made by the shop's own pages: the browser's
	 * Sec-Fetch-Site when it sends one, else the Origin and Referer, when
	 * sent.
	 *
	 * @param WP_REST_Request $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public static function same_origin( WP_REST_Request $request ): bool {
		$site = $request->get_header( 'sec_fetch_site' );
		if ( null !== $site ) {
			return in_array( strtolower( trim( $site ) ), array( 'same-origin', 'none' ), true );
		}
		foreach ( array( 'origin', 'referer' ) as $name ) {
			$value = $request->get_header( $name );
			if ( null !== $value && '' !== trim( $value ) && ! self::own_origin( $value ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether a URL (or an origin) is on the shop's own origin: the scheme,
	 * host and port of the home, site or admin address, or an origin added
	 * through WordPress's `allowed_http_origins` filter.
	 *
	 * @param string $url The URL.
	 */
	public static function own_origin( string $url ): bool {
		$origin = self::origin_of( $url );
		if ( '' === $origin ) {
			return false;
		}
		$own = array();
		foreach ( array( home_url( '/' ), site_url( '/' ), admin_url( '/' ) ) as $address ) {
			$own[] = self::origin_of( $address );
		}
		foreach ( get_allowed_http_origins() as $allowed ) {
			$own[] = self::origin_of( (string) $allowed );
		}
		return in_array( $origin, $own, true );
	}

	/**
	 * The origin (scheme://host[:port], lower case, default port left out)
	 * of a URL, '' when it has none.
	 *
	 * @param string $url The URL.
	 */
	private static function origin_of( string $url ): string {
		$parts = wp_parse_url( trim( $url ) );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return '';
		}
		$scheme = strtolower( $parts['scheme'] );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) ) {
			return '';
		}
		$port    = isset( $parts['port'] ) ? (int) $parts['port'] : 0;
		$default = 'https' === $scheme ? 443 : 80;
		return $scheme . '://' . strtolower( $parts['host'] ) . ( $port && $port !== $default ? ':' . $port : '' );
	}

	/**
	 * The headers of every answer of the route, errors included: never
	 * stored, never read by another origin, never sniffed.
	 *
	 * @param mixed           $response The response.
	 * @param mixed           $server   The server.
	 * @param WP_REST_Request $request  The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function headers( $response, $server, $request ) {
		unset( $server );
		if ( ! $response instanceof WP_HTTP_Response || ! $request instanceof WP_REST_Request || '/' . self::NAMESPACE . self::ROUTE !== $request->get_route() ) {
			return $response;
		}
		self::add_headers( $response );
		return $response;
	}

	/**
	 * Adds the route's headers to an answer.
	 *
	 * @param WP_HTTP_Response $response The answer.
	 */
	private static function add_headers( WP_HTTP_Response $response ): void {
		foreach ( wp_get_nocache_headers() as $name => $value ) {
			if ( false !== $value ) {
				$response->header( $name, (string) $value );
			}
		}
		$response->header( 'Cache-Control', self::NO_STORE );
		$response->header( 'Cross-Origin-Resource-Policy', 'same-origin' );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		$response->header( 'Vary', 'Cookie, Origin, Sec-Fetch-Site' );
	}

	/**
	 * Answers the route.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function respond( WP_REST_Request $request ): WP_REST_Response {
		if ( ! is_user_logged_in() ) {
			// Cookie authentication without a nonce made the caller anonymous;
			// a valid logged-in cookie still says who the shopper is.
			$user_id = wp_validate_auth_cookie( '', 'logged_in' );
			if ( $user_id ) {
				wp_set_current_user( $user_id );
			}
		}
		$state = self::build( (bool) $request->get_param( 'start' ) );
		if ( $request->get_param( 'fragments' ) ) {
			$fragments = self::cart_fragments( (string) $request->get_param( 'known' ) );
			if ( null !== $fragments ) {
				$state['cartFragments'] = $fragments;
			}
		}
		$response = new WP_REST_Response( self::shaped( $state ) );
		self::add_headers( $response );
		return $response;
	}

	/**
	 * Takes WordPress's any-origin CORS headers off the state route's answer
	 * for other origins.
	 *
	 * @param mixed           $served  Whether the request was served.
	 * @param mixed           $result  The result.
	 * @param WP_REST_Request $request The request.
	 * @param mixed           $server  The server.
	 * @return mixed
	 */
	public function same_origin_only( $served, $result, $request, $server ) {
		unset( $result, $server );
		if ( ! $request instanceof WP_REST_Request || '/' . self::NAMESPACE . self::ROUTE !== $request->get_route() ) {
			return $served;
		}
		$origin = get_http_origin();
		if ( $origin && ! is_allowed_http_origin( $origin ) && ! headers_sent() ) {
			header_remove( 'Access-Control-Allow-Origin' );
			header_remove( 'Access-Control-Allow-Credentials' );
		}
		return $served;
	}
}
