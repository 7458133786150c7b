<?php
/**
 * The cart calls of the island that WooCommerce has no endpoint for.
 *
 * @package Vitrina
 */

namespace Vitrina\Cart;

use Vitrina\Http\Action;
use Vitrina\Http\Nonce;
use Vitrina\Http\Router;
use Vitrina\Module;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Two wc-ajax actions (WooCommerce's light path, no page render):
 *
 * - `woodmart_ajax_add_to_cart` (POST, the fields of a product page's cart
 *   form): runs WooCommerce's own add-to-cart handler without its redirect
 *   and answers WooCommerce's fragments format plus the notices the handler
 *   left (its "added to your cart" message or its errors);
 * - `woodmart_update_cart_item` (POST cart_item_key, quantity, security):
 *   the quantity control of the side panel; answers the fragments.
 *
 * Cards use WooCommerce's own `add_to_cart` and `remove_from_cart`.
 */
final class Actions implements Module {

	/** The add-to-cart action of product forms. */
	public const ADD = 'woodmart_ajax_add_to_cart';

	/** The quantity change. */
	public const UPDATE = 'woodmart_update_cart_item';

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
		add_action( 'wp_loaded', array( $this, 'take_over_form_handler' ), 19 );
		Router::register( self::add_action(), array( $this, 'add_to_cart' ) );
		Router::register( self::update_action(), array( $this, 'update_quantity' ) );
		add_filter( 'wp_speculation_rules_href_exclude_paths', array( self::class, 'no_speculative_cart' ) );
	}

	/**
	 * The cart and checkout pages are never loaded ahead by WordPress's
	 * speculative loading: a copy fetched when the shopper presses a link to
	 * the cart, while an add is on its way, would show the cart without it.
	 *
	 * @param mixed $paths Path patterns excluded from speculative loading.
	 * @return mixed
	 */
	public static function no_speculative_cart( $paths ) {
		if ( ! is_array( $paths ) ) {
			return $paths;
		}
		$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		foreach ( array( 'cart', 'checkout' ) as $page ) {
			if ( wc_get_page_id( $page ) <= 0 ) {
				continue;
			}
			$path = (string) wp_parse_url( (string) get_permalink( wc_get_page_id( $page ) ), PHP_URL_PATH );
			if ( '' !== $path && str_starts_with( $path, $home ) ) {
				$paths[] = '/' . ltrim( substr( $path, strlen( $home ) ), '/' ) . '*';
			}
		}
		return $paths;
	}

	/**
	 * Whether this request is the given wc-ajax action.
	 *
	 * @param string $action Action.
	 */
	private static function is_action( string $action ): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only.
		return isset( $_GET['wc-ajax'] ) && sanitize_key( wp_unslash( $_GET['wc-ajax'] ) ) === $action;
	}

	/**
	 * On the add action, WooCommerce's form handler runs inside the action
	 * (without its redirect) instead of on wp_loaded.
	 */
	public function take_over_form_handler(): void {
		if ( self::is_action( self::ADD ) ) {
			remove_action( 'wp_loaded', array( \WC_Form_Handler::class, 'add_to_cart_action' ), 20 );
		}
	}

	/**
	 * The add action: public (WooCommerce's add to cart takes no nonce; a
	 * cached page has none to give), the fields of the cart form
	 * (WooCommerce's handler reads them); answers
	 * `{ fragments, cart_hash, notices }` (notices: WooCommerce's own notices
	 * of the add, printed by wc_print_notices), or
	 * `{ error, product_url, notices }` when the product cannot be found.
	 */
	public static function add_action(): Action {
		return self::cart_action(
			self::ADD,
			array(
				'args'                => array(
					'add-to-cart' => Action::lenient( 0, 'absint' ),
				),
				'permission_callback' => '__return_true',
				'callback'            => array( self::class, 'add' ),
				'error'               => static fn(): array => self::not_found(),
			)
		);
	}

	/**
	 * The quantity change (POST cart_item_key, quantity, security: the side
	 * cart's nonce); answers the fragments, or
	 * `{ success: false, data: { code: invalid_nonce | invalid_item } }`.
	 */
	public static function update_action(): Action {
		return self::cart_action(
			self::UPDATE,
			array(
				'args'                => array(
					'cart_item_key' => array(
						'type'              => 'string',
						'default'           => '',
						'sanitize_callback' => 'sanitize_key',
					),
					'quantity'      => array(
						'type'              => 'string',
						'default'           => -1,
						'sanitize_callback' => static fn( $value ) => wc_stock_amount( (float) sanitize_text_field( $value ) ),
					),
				),
				'permission_callback' => static fn() => Nonce::check_ajax( SideCart::NONCE, 'security' ) ? true : new WP_Error( 'invalid_nonce', '', array( 'status' => 403 ) ),
				'callback'            => array( self::class, 'update' ),
				'error'               => static fn( WP_Error $error ): array => array(
					'success' => false,
					'data'    => array( 'code' => 'invalid_nonce' === $error->get_error_code() ? 'invalid_nonce' : 'invalid_item' ),
				),
			)
		);
	}

	/**
	 * A cart action: on wc-ajax, answered as is (WooCommerce's own shapes).
	 *
	 * @param string               $name The wire name.
	 * @param array<string, mixed> $def  The rest of the declaration (Action).
	 */
	private static function cart_action( string $name, array $def ): Action {
		return new Action(
			$name,
			array(
				'transport' => Action::WC_AJAX,
				'answer'    => Action::ANSWER_RAW,
			) + $def
		);
	}

	/**
	 * The answer when the product cannot be found.
	 *
	 * @return array{error: bool, product_url: string, notices: string}
	 */
	private static function not_found(): array {
		return array(
			'error'       => true,
			'product_url' => home_url( '/' ),
			'notices'     => '',
		);
	}

	/**
	 * Answers the add action.
	 */
	public function add_to_cart(): void {
		Router::dispatch( self::add_action() );
	}

	/**
	 * Answers the quantity change.
	 */
	public function update_quantity(): void {
		Router::dispatch( self::update_action() );
	}

	/**
	 * Adds the posted cart form's product.
	 *
	 * @param array{add-to-cart: int} $args The validated arguments.
	 * @return array<string, mixed>
	 */
	public static function add( array $args ): array {
		$id      = (int) $args['add-to-cart'];
		$product = $id ? wc_get_product( $id ) : null;
		if ( ! $product instanceof \WC_Product ) {
			return self::not_found();
		}
		$redirects   = 'yes' === get_option( 'woocommerce_cart_redirect_after_add' );
		$no_redirect = static fn() => false;
		$no          = static fn() => 'no';
		// WooCommerce's message is made while its redirect is switched off:
		// made again as it reads with the redirect (a "Continue shopping" link).
		$message = static function ( $html, $products = array(), $show_qty = false ) use ( $no, &$message ) {
			remove_filter( 'pre_option_woocommerce_cart_redirect_after_add', $no, PHP_INT_MAX );
			remove_filter( 'wc_add_to_cart_message_html', $message, PHP_INT_MAX );
			$html = is_array( $products ) ? wc_add_to_cart_message( $products, (bool) $show_qty, true ) : $html;
			add_filter( 'wc_add_to_cart_message_html', $message, PHP_INT_MAX, 3 );
			add_filter( 'pre_option_woocommerce_cart_redirect_after_add', $no, PHP_INT_MAX );
			return $html;
		};
		add_filter( 'woocommerce_add_to_cart_redirect', $no_redirect, PHP_INT_MAX );
		add_filter( 'pre_option_woocommerce_cart_redirect_after_add', $no, PHP_INT_MAX );
		if ( $redirects ) {
			add_filter( 'wc_add_to_cart_message_html', $message, PHP_INT_MAX, 3 );
		}
		\WC_Form_Handler::add_to_cart_action();
		remove_filter( 'woocommerce_add_to_cart_redirect', $no_redirect, PHP_INT_MAX );
		remove_filter( 'pre_option_woocommerce_cart_redirect_after_add', $no, PHP_INT_MAX );
		remove_filter( 'wc_add_to_cart_message_html', $message, PHP_INT_MAX );

		// The answer carries the notices WooCommerce's page would show after
		// this add: its message that the product is in the cart, or its
		// reasons for refusing it. With WooCommerce's redirect to the cart on,
		// the island goes to the cart, and the cart page shows them instead.
		$to_cart = $redirects && 0 === wc_notice_count( 'error' );
		$notices = '';
		if ( ! $to_cart ) {
			ob_start();
			wc_print_notices();
			$notices = (string) ob_get_clean();
		}
		return self::fragments() + array( 'notices' => $notices );
	}

	/**
	 * Sets the quantity of a cart item (0 removes it).
	 *
	 * @param array{cart_item_key: string, quantity: int|float} $args The validated arguments.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function update( array $args ) {
		$key      = (string) $args['cart_item_key'];
		$quantity = $args['quantity'];
		$item     = '' === $key ? null : WC()->cart->get_cart_item( $key );
		if ( empty( $item ) || $quantity < 0 ) {
			return new WP_Error( 'invalid_item', '', array( 'status' => 400 ) );
		}
		$product = $item['data'];
		$max     = $product instanceof \WC_Product ? $product->get_max_purchase_quantity() : -1;
		if ( $max > 0 && $quantity > $max ) {
			$quantity = $max;
		}
		if ( 0 === (int) $quantity ) {
			WC()->cart->remove_cart_item( $key );
		} else {
			WC()->cart->set_quantity( $key, $quantity );
		}
		wc_clear_notices();
		return self::fragments();
	}

	/**
	 * WooCommerce's fragments answer: the mini cart and every fragment of the
	 * `woocommerce_add_to_cart_fragments` filter, and the cart hash.
	 *
	 * @return array{fragments: array<string, mixed>, cart_hash: string}
	 */
	public static function fragments(): array {
		ob_start();
		woocommerce_mini_cart();
		$mini_cart = (string) ob_get_clean();
		$fragments = array(
			'div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content">' . $mini_cart . '</div>',
		);
		$fragments = apply_filters( 'woocommerce_add_to_cart_fragments', $fragments ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
		return array(
			'fragments' => is_array( $fragments ) ? $fragments : array(),
			'cart_hash' => (string) WC()->cart->get_cart_hash(),
		);
	}
}
