<?php
/**
 * Tests of e-commerce tracking: product fields, the purchase and cart calls.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Tracking;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Settings\Schema;
use Vitrina\Tests\LiveServer;
use Vitrina\Tests\TestCase;
use Vitrina\Tests\WPDieException;
use Vitrina\Tracking\DataLayer;
use Vitrina\Tracking\Tracking;

/**
 * Against real WooCommerce products, carts and orders.
 */
final class TrackingTest extends TestCase {

	/**
	 * Tracking on; WooCommerce needed.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		update_option( Schema::OPTION, array( 'tracking' => 'yes' ) + Schema::defaults() );
		Islands::reset();
		wc_load_cart();
		WC()->cart->empty_cart();
		$this->decimals = get_option( 'woocommerce_price_num_decimals' );
		update_option( 'woocommerce_price_num_decimals', '0' );
	}

	/**
	 * The shop's number of decimals before the test.
	 *
	 * @var mixed
	 */
	private $decimals;

	/**
	 * Empties the cart, forgets the islands and the request.
	 */
	protected function tearDown(): void {
		if ( function_exists( 'WC' ) && WC()->cart ) {
			WC()->cart->empty_cart();
		}
		Islands::reset();
		update_option( 'woocommerce_price_num_decimals', $this->decimals );
		$_GET     = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	/**
	 * A category with a parent; returns the child's id.
	 */
	private function categories(): int {
		$parent = wp_insert_term( 'Посуда ' . wp_rand(), 'product_cat' );
		$child  = wp_insert_term( 'Кастрюли/сотейники ' . wp_rand(), 'product_cat', array( 'parent' => $parent['term_id'] ) );
		return (int) $child['term_id'];
	}

	/**
	 * A simple product.
	 *
	 * @param string $sku   Its SKU.
	 * @param string $price Its price.
	 */
	private function simple( string $sku = '', string $price = '1490' ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Кастрюля <b>эмалированная</b>' );
		$product->set_regular_price( $price );
		if ( '' !== $sku ) {
			$product->set_sku( $sku . wp_rand() );
		}
		$product->save();
		return $product;
	}

	/**
	 * A variable product with one variation (colour red); returns the variation.
	 */
	private function variation(): \WC_Product_Variation {
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( 'color' );
		$attribute->set_options( array( 'красный', 'синий' ) );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Чайник' );
		$parent->set_sku( 'TEA-' . wp_rand() );
		$parent->set_attributes( array( $attribute ) );
		$parent->set_category_ids( array( $this->categories() ) );
		$parent->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent->get_id() );
		$variation->set_attributes( array( 'color' => 'красный' ) );
		$variation->set_regular_price( '2500' );
		$variation->save();
		// As WooCommerce loads it (with its parent's data).
		return wc_get_product( $variation->get_id() );
	}

	/**
	 * The fields: SKU (else id) as a string, the name without markup, the
	 * price as a string, the deepest category's path with slashes in names
	 * made spaces, an empty variant for a simple product.
	 */
	public function test_simple_product_fields(): void {
		$product = $this->simple();
		$product->set_category_ids( array( $this->categories() ) );
		$product->save();
		$fields = DataLayer::fields( $product, 2 );
		$this->assertSame( (string) $product->get_id(), $fields['id'] );
		$this->assertSame( 'Кастрюля эмалированная', $fields['name'] );
		$this->assertSame( '1490', $fields['price'] );
		$this->assertMatchesRegularExpression( '#^Посуда \d+/Кастрюли сотейники \d+$#u', $fields['category'] );
		$this->assertSame( '', $fields['variant'] );
		$this->assertSame( 2, $fields['quantity'] );

		update_option( 'woocommerce_price_num_decimals', '2' );
		$this->assertSame( '12.50', DataLayer::price( 12.5 ) );
		update_option( 'woocommerce_price_num_decimals', '0' );
		$this->assertSame( '13', DataLayer::price( 12.5 ) );
		$this->assertSame( '1', DataLayer::price( 0.6 ) );
	}

	/**
	 * A variation: its SKU falls back to the parent's, the name and category
	 * are the parent's, the variant its attribute value.
	 */
	public function test_variation_fields(): void {
		$variation = $this->variation();
		$parent    = wc_get_product( $variation->get_parent_id() );
		$fields    = DataLayer::fields( $variation );
		$this->assertSame( $parent->get_sku(), $fields['id'] );
		$this->assertSame( 'Чайник', $fields['name'] );
		$this->assertSame( '2500', $fields['price'] );
		$this->assertStringContainsString( '/', $fields['category'] );
		$this->assertStringContainsString( 'красный', $fields['variant'] );
	}

	/**
	 * The product page element holds the fields as JSON, tags escaped.
	 */
	public function test_product_markup(): void {
		$product = $this->simple( 'POT-' );
		$html    = Tracking::product_markup( $product );
		$this->assertStringStartsWith( '<script type="application/json" class="vitrina-tracking-product">', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		preg_match( '#>(.*)</script>#s', $html, $match );
		$json = json_decode( $match[1], true );
		$this->assertSame( $product->get_sku(), $json['id'] );
	}

	/**
	 * The island loads with tracking on, not with it off; its settings carry
	 * the consent cookie only when consent is asked for.
	 */
	public function test_island_and_settings(): void {
		Data::reset();
		$tracking = new Tracking();
		$tracking->register();
		$tracking->need();
		$this->assertTrue( Islands::is_needed( 'tracking' ) );
		$settings = Islands::settings( 'tracking' );
		$this->assertTrue( $settings['tracking'] );
		$this->assertSame( get_woocommerce_currency(), $settings['currency'] );
		$this->assertSame( 'vitrina_tracking_consent', $settings['consentCookie'] );
		$this->assertFalse( $settings['orderPage'] );
		$this->assertNull( $settings['order'] );
		$this->assertStringEndsWith( 'admin-ajax.php', $settings['ajaxUrl'] );

		update_option( Schema::OPTION, array( 'tracking_consent_required' => 'no' ) + Schema::defaults() );
		Islands::reset();
		Data::reset();
		$tracking->register();
		$tracking->need();
		$this->assertFalse( Islands::is_needed( 'tracking' ) );
		$settings = Islands::settings( 'tracking' );
		$this->assertSame( '', $settings['consentCookie'] );
		$this->assertFalse( $settings['tracking'] );
	}

	/**
	 * An order of a simple product (two) and a variation, with a coupon.
	 */
	private function order(): \WC_Order {
		$order = wc_create_order();
		$order->add_product( $this->simple( 'POT-', '1000' ), 2 );
		$order->add_product( $this->variation(), 1 );
		$order->calculate_totals();
		$order->save();
		return $order;
	}

	/**
	 * Forgets the session's orders and customer e-mail.
	 */
	private function clear_session(): void {
		WC()->session->set( Tracking::SESSION_ORDERS, null );
		WC()->session->set( 'customer', null );
	}

	/**
	 * A purchase is read (GET) without marking it: isSent stays false and the
	 * answer carries the mark's nonce; the mark counts it once; a wrong key
	 * or order is null.
	 */
	public function test_purchase_read_only_and_marked_once(): void {
		$order = $this->order();
		Tracking::remember_order( $order );
		$first = Tracking::purchase( $order->get_id(), $order->get_order_key() );
		$this->assertNotNull( $first );
		$this->assertFalse( $first['isSent'] );
		$this->assertSame( (string) $order->get_order_number(), $first['actionField']['id'] );
		$this->assertSame( '4500', $first['actionField']['revenue'] );
		$this->assertCount( 2, $first['products'] );
		$this->assertSame( '1000', $first['products'][0]['price'] );
		$this->assertSame( 2, $first['products'][0]['quantity'] );
		$this->assertStringContainsString( 'красный', $first['products'][1]['variant'] );
		$this->assertSame( 1, wp_verify_nonce( $first['nonce'], Tracking::MARK_NONCE . $order->get_id() ) );

		// Reading again marks nothing.
		$this->assertFalse( Tracking::purchase( $order->get_id(), $order->get_order_key() )['isSent'] );
		$this->assertSame( '', wc_get_order( $order->get_id() )->get_meta( Tracking::SENT_META ) );

		$this->assertTrue( Tracking::mark_sent( $order->get_id(), $order->get_order_key() ) );
		$this->assertFalse( Tracking::mark_sent( $order->get_id(), $order->get_order_key() ) );
		$again = Tracking::purchase( $order->get_id(), $order->get_order_key() );
		$this->assertTrue( $again['isSent'] );
		$this->assertSame( '', $again['nonce'] );
		$this->assertNotSame( '', wc_get_order( $order->get_id() )->get_meta( Tracking::SENT_META ) );

		$this->assertNull( Tracking::purchase( $order->get_id(), 'wc_order_wrong' ) );
		$this->assertNull( Tracking::purchase( $order->get_id(), '' ) );
		$this->assertNull( Tracking::purchase( 0, $order->get_order_key() ) );
		$this->assertNull( Tracking::purchase( PHP_INT_MAX, $order->get_order_key() ) );
		$this->clear_session();
	}

	/**
	 * A wrong key does not mark the order counted.
	 */
	public function test_wrong_key_marks_nothing(): void {
		$order = $this->order();
		Tracking::remember_order( $order->get_id() );
		$this->assertNull( Tracking::mark_sent( $order->get_id(), strtoupper( $order->get_order_key() ) ) );
		$this->assertSame( '', wc_get_order( $order->get_id() )->get_meta( Tracking::SENT_META ) );
		$this->assertFalse( Tracking::purchase( $order->get_id(), $order->get_order_key() )['isSent'] );
		$this->clear_session();
	}

	/**
	 * A registered customer's order: its key alone, a guest's session that
	 * placed it or another customer get nothing (as WooCommerce's own
	 * order-received page asks that customer to log in); the customer does.
	 */
	public function test_customer_order_only_for_its_customer(): void {
		$customer = $this->create_user( 'customer' );
		$other    = $this->create_user( 'customer' );
		$order    = $this->order();
		$order->set_customer_id( $customer );
		$order->set_billing_email( 'owner@example.com' );
		$order->save();
		$key = $order->get_order_key();

		$this->clear_session();
		$this->assertNull( Tracking::purchase( $order->get_id(), $key ) );
		Tracking::remember_order( $order );
		WC()->session->set( 'customer', array( 'email' => 'owner@example.com' ) );
		$this->assertNull( Tracking::purchase( $order->get_id(), $key ), 'A guest session is not the customer.' );
		$this->assertNull( Tracking::mark_sent( $order->get_id(), $key ) );
		wp_set_current_user( $other );
		$this->assertNull( Tracking::purchase( $order->get_id(), $key ) );
		wp_set_current_user( $customer );
		$this->assertNotNull( Tracking::purchase( $order->get_id(), $key ) );
		$this->assertNull( Tracking::purchase( $order->get_id(), 'wc_order_wrong' ) );
		$this->assertSame( '', wc_get_order( $order->get_id() )->get_meta( Tracking::SENT_META ) );
		$this->clear_session();
	}

	/**
	 * A guest order: the key alone gets nothing; the session that placed it
	 * (remembered at checkout) or whose customer e-mail is the billing one
	 * gets its purchase.
	 */
	public function test_guest_order_only_for_its_session(): void {
		$order = $this->order();
		$order->set_billing_email( 'Guest@Example.com' );
		$order->save();
		$key = $order->get_order_key();

		$this->clear_session();
		$this->assertNull( Tracking::purchase( $order->get_id(), $key ), 'The key alone is not enough.' );
		WC()->session->set( 'customer', array( 'email' => 'someone@example.com' ) );
		$this->assertNull( Tracking::purchase( $order->get_id(), $key ) );
		WC()->session->set( 'customer', array( 'email' => 'guest@example.com' ) );
		$this->assertNotNull( Tracking::purchase( $order->get_id(), $key ) );

		$this->clear_session();
		$other = $this->order();
		Tracking::remember_order( $other );
		$this->assertNull( Tracking::purchase( $order->get_id(), $key ) );
		Data::reset();
		( new Tracking() )->register();
		do_action( 'woocommerce_checkout_order_processed', $order->get_id(), array(), $order );
		$this->assertNotNull( Tracking::purchase( $order->get_id(), $key ) );
		$this->assertNotNull( Tracking::purchase( $other->get_id(), $other->get_order_key() ) );
		$this->clear_session();
	}

	/**
	 * The cart's items keyed by the cart item key, with id, quantity and
	 * fields; the hash is WooCommerce's.
	 */
	public function test_cart_items(): void {
		$this->assertSame( '', Tracking::cart_items()['hash'] );
		$this->assertSame( array(), (array) Tracking::cart_items()['items'] );
		$simple    = $this->simple( 'POT-' );
		$variation = $this->variation();
		$key       = WC()->cart->add_to_cart( $simple->get_id(), 3 );
		$var_key   = WC()->cart->add_to_cart( $variation->get_parent_id(), 1, $variation->get_id(), array( 'attribute_color' => 'красный' ) );
		$data      = Tracking::cart_items();
		$items     = (array) $data['items'];
		$this->assertSame( WC()->cart->get_cart_hash(), $data['hash'] );
		$this->assertSame( array( $key, $var_key ), array_keys( $items ) );
		$this->assertSame( $simple->get_id(), $items[ $key ]['id'] );
		$this->assertSame( 3, $items[ $key ]['quantity'] );
		$this->assertSame( 3, $items[ $key ]['product']['quantity'] );
		$this->assertTrue( $items[ $key ]['variation'] );
		$this->assertSame( $variation->get_id(), $items[ $var_key ]['id'] );
		$this->assertSame( 'Чайник', $items[ $var_key ]['product']['name'] );
	}

	/**
	 * Runs an admin-ajax handler; returns the status and the body.
	 *
	 * @param array<string, string> $get  The query.
	 * @param array<string, string> $post The posted fields (a POST when given).
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private function ajax( array $get, array $post = array() ): array {
		$_GET                      = $get;
		$_POST                     = $post;
		$_REQUEST                  = $post + $get;
		$_SERVER['REQUEST_METHOD'] = $post ? 'POST' : 'GET';
		$status                    = 200;
		$catch                     = static function ( $header, $code ) use ( &$status ) {
			$status = (int) $code;
			return $header;
		};
		add_filter( 'status_header', $catch, 10, 2 );
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		ob_start();
		try {
			( new Tracking() )->ajax();
			$this->fail( 'The handler did not end the request.' );
		} catch ( WPDieException $e ) {
			unset( $e );
		} finally {
			$output = (string) ob_get_clean();
			remove_filter( 'wp_doing_ajax', '__return_true' );
			remove_filter( 'status_header', $catch, 10 );
			unset( $_SERVER['REQUEST_METHOD'] );
		}
		return array( $status, (array) json_decode( $output, true ) );
	}

	/**
	 * The admin-ajax calls: yam_get_purchase (GET) in the spec's shape plus
	 * the mark's nonce, marking nothing; 404 for a wrong key; the mark only
	 * as a POST with its nonce, once; yam_get_cart_items; 404 with tracking
	 * off.
	 */
	public function test_admin_ajax_calls(): void {
		$order = $this->order();
		Tracking::remember_order( $order );
		$query                 = array(
			'action'    => Tracking::PURCHASE,
			'order_id'  => (string) $order->get_id(),
			'order_key' => $order->get_order_key(),
		);
		list( $status, $body ) = $this->ajax( $query );
		$this->assertSame( 200, $status );
		$this->assertTrue( $body['success'] );
		$this->assertFalse( $body['data']['isSent'] );
		$this->assertArrayHasKey( 'actionField', $body['data'] );
		$this->assertCount( 2, $body['data']['products'] );
		$nonce = $body['data']['nonce'];
		$this->assertNotSame( '', $nonce );
		list( $status, $body ) = $this->ajax( $query );
		$this->assertFalse( $body['data']['isSent'], 'A GET marks nothing.' );

		list( $status, $body ) = $this->ajax( array( 'order_key' => 'nope' ) + $query );
		$this->assertSame( 404, $status );
		$this->assertFalse( $body['success'] );

		$mark           = array( 'action' => Tracking::MARK_SENT ) + $query;
		list( $status ) = $this->ajax( $mark + array( 'nonce' => $nonce ) );
		$this->assertSame( 405, $status, 'The mark is a POST.' );
		list( $status ) = $this->ajax( array(), $mark );
		$this->assertSame( 403, $status, 'The mark needs its nonce.' );
		list( $status ) = $this->ajax( array(), $mark + array( 'nonce' => 'bad' ) );
		$this->assertSame( 403, $status );
		list( $status ) = $this->ajax( array(), array( 'nonce' => array( $nonce ) ) + $mark );
		$this->assertSame( 403, $status );
		$this->assertSame( '', wc_get_order( $order->get_id() )->get_meta( Tracking::SENT_META ) );
		list( $status ) = $this->ajax( array(), array( 'order_key' => 'nope' ) + $mark + array( 'nonce' => $nonce ) );
		$this->assertSame( 404, $status );
		list( $status, $body ) = $this->ajax( array(), $mark + array( 'nonce' => $nonce ) );
		$this->assertSame( 200, $status );
		$this->assertTrue( $body['data']['marked'] );
		list( $status, $body ) = $this->ajax( array(), $mark + array( 'nonce' => $nonce ) );
		$this->assertFalse( $body['data']['marked'] );
		list( $status, $body ) = $this->ajax( $query );
		$this->assertTrue( $body['data']['isSent'] );

		WC()->cart->add_to_cart( $this->simple()->get_id(), 2 );
		list( $status, $body ) = $this->ajax( array( 'action' => Tracking::CART_ITEMS ) );
		$this->assertSame( 200, $status );
		$this->assertCount( 1, $body['data']['items'] );
		$this->assertSame( WC()->cart->get_cart_hash(), $body['data']['hash'] );

		update_option( Schema::OPTION, Schema::defaults() );
		list( $status ) = $this->ajax( array( 'action' => Tracking::CART_ITEMS ) );
		$this->assertSame( 404, $status );
		$this->clear_session();
	}

	/**
	 * Through the real server: a registered customer's order with its key
	 * alone (no cookie) answers 404; with the customer's logged-in cookie
	 * it answers the purchase, never stored by a cache; no GET marks it
	 * counted; the mark is a POST with the nonce.
	 */
	public function test_live_purchase_only_for_its_customer(): void {
		$customer = $this->create_user( 'customer' );
		$expires  = time() + HOUR_IN_SECONDS;
		$token    = \WP_Session_Tokens::get_instance( $customer )->create( $expires );
		$order    = $this->order();
		$order->set_customer_id( $customer );
		$order->save();
		$this->commit_now();
		$cookies = array( LOGGED_IN_COOKIE => wp_generate_auth_cookie( $customer, $expires, 'logged_in', $token ) );
		$path    = '/wp-admin/admin-ajax.php?action=' . Tracking::PURCHASE . '&order_id=' . $order->get_id() . '&order_key=' . rawurlencode( $order->get_order_key() );
		try {
			$answers = LiveServer::parallel(
				array(
					array( 'path' => $path ),
					array(
						'path'    => $path,
						'cookies' => $cookies,
					),
					array(
						'path'    => $path . '&action=' . Tracking::MARK_SENT,
						'cookies' => $cookies,
					),
				)
			);
			$this->assertSame( 404, $answers[0]['status'], $answers[0]['body'] );
			$this->assertStringNotContainsString( 'actionField', $answers[0]['body'] );
			$this->assertSame( 200, $answers[1]['status'], $answers[1]['body'] );
			$this->assertStringContainsString( 'no-store', $answers[1]['headers']['cache-control'] ?? '' );
			$this->assertStringContainsString( 'private', $answers[1]['headers']['cache-control'] ?? '' );
			$data = json_decode( $answers[1]['body'], true )['data'];
			$this->assertFalse( $data['isSent'] );
			$this->assertCount( 2, $data['products'] );
			$this->assertSame( 405, $answers[2]['status'] );
			wp_cache_flush();
			$this->assertSame( '', wc_get_order( $order->get_id() )->get_meta( Tracking::SENT_META ), 'No GET marks the order.' );

			$mark = array(
				'path'    => '/wp-admin/admin-ajax.php',
				'method'  => 'POST',
				'cookies' => $cookies,
				'body'    => array(
					'action'    => Tracking::MARK_SENT,
					'order_id'  => (string) $order->get_id(),
					'order_key' => $order->get_order_key(),
					'nonce'     => $data['nonce'],
				),
			);
			// Several tabs mark at once: exactly one counts the purchase.
			$marks  = LiveServer::parallel( array_fill( 0, 8, $mark ) );
			$marked = 0;
			foreach ( $marks as $answer ) {
				$this->assertSame( 200, $answer['status'], $answer['body'] );
				$marked += json_decode( $answer['body'], true )['data']['marked'] ? 1 : 0;
			}
			$this->assertSame( 1, $marked, 'One of the concurrent marks counts the purchase, the others do not.' );
			$again   = LiveServer::request( $mark );
			$foreign = LiveServer::request( array( 'cookies' => array() ) + $mark );
			$this->assertFalse( json_decode( $again['body'], true )['data']['marked'] );
			$this->assertSame( 403, $foreign['status'], 'Without the session the nonce is not valid.' );
		} finally {
			foreach ( $order->get_items() as $item ) {
				if ( $item instanceof \WC_Order_Item_Product ) {
					foreach ( array( $item->get_variation_id(), $item->get_product_id() ) as $product_id ) {
						$product = $product_id ? wc_get_product( $product_id ) : null;
						if ( $product instanceof \WC_Product ) {
							foreach ( $product->get_category_ids() as $term ) {
								wp_delete_term( $term, 'product_cat' );
							}
							$product->delete( true );
						}
					}
				}
			}
			$order->delete( true );
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $customer );
			// The settings setUp() wrote were committed with the order: back to the installed ones.
			update_option( Schema::OPTION, Schema::defaults() );
			$this->commit_now();
		}
	}
}

