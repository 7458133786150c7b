<?php
/**
 * The base of the lists' tests.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Lists;

use Vitrina\Lists\Ajax;
use Vitrina\Lists\Alerts;
use Vitrina\Lists\Cookies;
use Vitrina\Lists\GuestAlerts;
use Vitrina\Lists\Store;
use Vitrina\Session\State;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * Products in two categories, no cookies, the lists' cookies kept in
 * $_COOKIE instead of being sent, and helpers to call the actions.
 */
abstract class ListsTestCase extends TestCase {

	/**
	 * The mails sent since catch_mails().
	 *
	 * @var list<array<string, mixed>>
	 */
	protected array $mails = array();

	/**
	 * Keeps the mails (wp_mail's arguments) instead of sending them.
	 */
	protected function catch_mails(): void {
		$this->mails = array();
		add_filter(
			'pre_wp_mail',
			function ( $short, array $atts ) {
				$this->mails[] = $atts;
				return true;
			},
			10,
			2
		);
	}

	/**
	 * Alerts from a clean slate: mails kept, no alert, guest subscription or
	 * queued alert action left over, the product saves watched.
	 */
	protected function reset_alerts(): void {
		global $wpdb;
		$this->catch_mails();
		Store::installer()->maybe_install();
		$wpdb->query( 'DELETE FROM ' . Store::alerts_table() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		$wpdb->query( 'DELETE FROM ' . Store::alert_guests_table() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		foreach ( array( Alerts::QUEUE, Alerts::SEND, GuestAlerts::PRUNE ) as $hook ) {
			WC()->queue()->cancel_all( $hook, null, Alerts::GROUP );
		}
		( new Alerts() )->register();
	}

	/**
	 * The queued actions of a hook, with their arguments.
	 *
	 * @param string $hook The hook.
	 * @return list<array<int, mixed>>
	 */
	protected function queued( string $hook ): array {
		$actions = WC()->queue()->search(
			array(
				'hook'     => $hook,
				'group'    => Alerts::GROUP,
				'status'   => \ActionScheduler_Store::STATUS_PENDING,
				'per_page' => 50,
			)
		);
		return array_values( array_map( static fn( $action ) => $action->get_args(), $actions ) );
	}

	/**
	 * Runs the queued "record" actions as Action Scheduler would.
	 */
	protected function run_queue(): void {
		foreach ( $this->queued( Alerts::QUEUE ) as $args ) {
			Alerts::queue( ...$args );
		}
		WC()->queue()->cancel_all( Alerts::QUEUE, null, Alerts::GROUP );
	}

	/**
	 * Sets a product's regular price and saves it.
	 *
	 * @param int    $id    The product.
	 * @param string $price The price.
	 */
	protected function price( int $id, string $price ): void {
		$product = wc_get_product( $id );
		$product->set_regular_price( $price );
		$product->save();
	}

	/**
	 * Runs a declared action as the router does (permission, schema,
	 * handler) with the given fields.
	 *
	 * @param \Vitrina\Http\Action $action The action.
	 * @param array<string, mixed> $fields The fields.
	 * @return mixed The handler's answer or the refusal.
	 */
	protected function run_action( \Vitrina\Http\Action $action, array $fields ) {
		$allowed = \Vitrina\Http\Router::verify_request( $action, $fields );
		if ( true !== $allowed ) {
			return $allowed;
		}
		$args = \Vitrina\Http\Router::validate( $action->args, $fields );
		return $args instanceof \WP_Error ? $args : ( $action->handler )( $args, $fields );
	}

	/**
	 * Tables exist before the tests' transactions start (DDL commits).
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( function_exists( 'WC' ) ) {
			Store::installer()->maybe_install();
		}
	}

	/**
	 * Needs WooCommerce; clean cookies; default settings.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		$_COOKIE = array();
		add_filter( 'vitrina_lists_send_cookie', '__return_false' );
		add_filter( 'vitrina_lists_can_set_cookies', '__return_true' );
		update_option( Schema::OPTION, Schema::defaults() );
	}

	/**
	 * Forgets the cookies.
	 */
	protected function tearDown(): void {
		$_COOKIE = array();
		parent::tearDown();
	}

	/**
	 * Changes settings.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	protected function settings( array $settings ): void {
		update_option( Schema::OPTION, $settings + Schema::defaults() );
	}

	/**
	 * A published simple product in a category.
	 *
	 * @param string               $category   Category name.
	 * @param string               $status     Post status.
	 * @param array<string,string> $attributes Local attributes name => value.
	 */
	protected function product( string $category = 'Pans', string $status = 'publish', array $attributes = array() ): int {
		$term = term_exists( $category, 'product_cat' );
		if ( ! $term ) {
			$term = wp_insert_term( $category, 'product_cat' );
		}
		$this->assertIsArray( $term );
		$product = new \WC_Product_Simple();
		$product->set_name( 'Vitrina list test ' . $category . ' ' . wp_rand() );
		$product->set_status( $status );
		$product->set_regular_price( '990' );
		$product->set_category_ids( array( (int) $term['term_id'] ) );
		$attrs = array();
		foreach ( $attributes as $name => $value ) {
			$attr = new \WC_Product_Attribute();
			$attr->set_name( $name );
			$attr->set_options( array( $value ) );
			$attr->set_visible( true );
			$attrs[] = $attr;
		}
		$product->set_attributes( $attrs );
		return $product->save();
	}

	/**
	 * The shopper's state, as the state route builds it for a shopper about
	 * to act (with the lists' nonces; a guest gets a token first).
	 *
	 * @return array<string, mixed>
	 */
	protected function state(): array {
		return State::build( true );
	}

	/**
	 * A call for the current shopper, with a fresh nonce unless given.
	 *
	 * @param string               $action Action.
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>|\WP_Error
	 */
	protected function call( string $action, array $params = array() ) {
		if ( ! array_key_exists( 'key', $params ) ) {
			$state         = $this->state();
			$params['key'] = $state['nonces'][ str_contains( $action, 'compare' ) ? 'compare' : 'wishlist' ] ?? '';
		}
		return Ajax::handle( $action, $params );
	}

	/**
	 * A successful call's answer.
	 *
	 * @param string               $action Action.
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>
	 */
	protected function ok( string $action, array $params = array() ): array {
		$answer = $this->call( $action, $params );
		$this->assertIsArray( $answer, is_wp_error( $answer ) ? $answer->get_error_message() : '' );
		return $answer;
	}

	/**
	 * Asserts a call is refused with an error code.
	 *
	 * @param string               $code   Expected code.
	 * @param string               $action Action.
	 * @param array<string, mixed> $params Parameters.
	 */
	protected function refused( string $code, string $action, array $params = array() ): void {
		$answer = $this->call( $action, $params );
		$this->assertWPError( $answer );
		$this->assertSame( $code, $answer->get_error_code() );
		$this->assertNotSame( '', $answer->get_error_message() );
	}

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed $value Value.
	 * @phpstan-assert \WP_Error $value
	 */
	protected function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}

	/**
	 * Logs in a new customer.
	 */
	protected function customer(): int {
		$id = $this->create_user( 'customer' );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * A signed cookie value, as the server writes it.
	 *
	 * @param string $name    Name.
	 * @param string $payload Payload.
	 */
	protected function signed( string $name, string $payload ): string {
		return $payload . '~' . Cookies::sign( $name, $payload );
	}
}
