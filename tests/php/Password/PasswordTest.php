<?php
/**
 * WooCommerce's password strength meter: out of the cart page, on the
 * checkout with the account password's first use.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Password;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Password\Password;
use Vitrina\Tests\TestCase;

/**
 * The meter (and with it WordPress's meter, zxcvbn's loader, wp-i18n and
 * wp-hooks) leaves the cart page; on the checkout it waits in the password
 * island's template for the account password's first use; where the shop
 * makes it stop the checkout, on the account pages, and where another
 * script needs it, it stays.
 */
final class PasswordTest extends TestCase {

	/**
	 * The page's scripts before the test.
	 *
	 * @var \WP_Scripts|null
	 */
	private ?\WP_Scripts $saved = null;

	/**
	 * A page with the meter enqueued as WooCommerce enqueues it for a guest.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		if ( ! is_readable( VITRINA_DIR . '/build/password/index.asset.php' ) ) {
			$this->markTestSkipped( 'the islands are not built (npm run build)' );
		}
		$this->saved           = wp_scripts();
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		wp_default_scripts( $GLOBALS['wp_scripts'] );
		wp_register_script( Password::SCRIPT, 'https://shop.test/wc-password-strength-meter.js', array( 'jquery', 'password-strength-meter' ), '11', true );
		wp_register_script( 'wc-checkout', 'https://shop.test/checkout.js', array( 'jquery' ), '11', true );
		wp_enqueue_script( Password::SCRIPT );
		wp_enqueue_script( 'wc-checkout' );
		Islands::reset();
		Data::reset();
	}

	/**
	 * Puts the page back.
	 */
	protected function tearDown(): void {
		if ( null !== $this->saved ) {
			$GLOBALS['wp_scripts'] = $this->saved;
		}
		foreach ( array( 'woocommerce_is_cart', 'woocommerce_is_checkout', 'woocommerce_enforce_password_strength_meter_on_checkout', 'woocommerce_create_account_default_checked' ) as $filter ) {
			remove_filter( $filter, '__return_true' );
		}
		Islands::reset();
		Data::reset();
		parent::tearDown();
	}

	/**
	 * The cart page has no password field: no meter, no zxcvbn loader, no
	 * wp-i18n, and no island waits for it.
	 */
	public function test_the_cart_page_loads_no_meter(): void {
		add_filter( 'woocommerce_is_cart', '__return_true' );
		Password::leave_for_use();
		$this->assertFalse( wp_script_is( Password::SCRIPT, 'enqueued' ) );
		$this->assertFalse( Islands::is_needed( Password::ISLAND ) );
		$html = $this->footer_scripts();
		$this->assertStringContainsString( 'checkout.js', $html );
		foreach ( array( 'wc-password-strength-meter.js', 'password-strength-meter', 'zxcvbn', 'i18n', 'hooks' ) as $file ) {
			$this->assertStringNotContainsString( $file, $html );
		}
	}

	/**
	 * On the checkout the meter and what it needs wait in the password
	 * island's template for the account password's first use.
	 */
	public function test_the_checkout_leaves_the_meter_to_the_account_passwords_first_use(): void {
		add_filter( 'woocommerce_is_checkout', '__return_true' );
		Password::leave_for_use();
		$this->assertFalse( wp_script_is( Password::SCRIPT, 'enqueued' ) );
		$this->assertTrue( Islands::waits( Password::ISLAND ) );
		$html = $this->footer_scripts();
		$this->assertMatchesRegularExpression(
			'#<template data-vitrina-scripts="password" data-vitrina-use="form\.checkout \.woocommerce-account-fields" data-vitrina-hold="form\.checkout \#createaccount">.*zxcvbn-async.*password-strength-meter.*wc-password-strength-meter\.js.*build/password/index\.js.*</template>#s',
			$html
		);
		$outside = (string) preg_replace( '#<template.*?</template>#s', '', $html );
		$this->assertStringContainsString( 'checkout.js', $outside );
		foreach ( array( 'password-strength-meter', 'zxcvbn', 'i18n' ) as $file ) {
			$this->assertStringNotContainsString( $file, $outside );
		}
	}

	/**
	 * Where the shop makes the meter stop the checkout, where another
	 * script needs it, and on the account pages, it loads with the page.
	 */
	public function test_kept_where_the_meter_guards_a_form_or_is_needed(): void {
		add_filter( 'woocommerce_is_checkout', '__return_true' );
		add_filter( 'woocommerce_enforce_password_strength_meter_on_checkout', '__return_true' );
		Password::leave_for_use();
		$this->assertTrue( wp_script_is( Password::SCRIPT, 'enqueued' ) );
		$this->assertFalse( Islands::is_needed( Password::ISLAND ) );
		remove_filter( 'woocommerce_enforce_password_strength_meter_on_checkout', '__return_true' );

		// The "Create an account?" box ticked at load: the password is there at once.
		add_filter( 'woocommerce_create_account_default_checked', '__return_true' );
		Password::leave_for_use();
		$this->assertTrue( wp_script_is( Password::SCRIPT, 'enqueued' ) );
		$this->assertFalse( Islands::is_needed( Password::ISLAND ) );
		remove_filter( 'woocommerce_create_account_default_checked', '__return_true' );

		wp_register_script( 'shop-signup', 'https://shop.test/signup.js', array( Password::SCRIPT ), '1', true );
		wp_enqueue_script( 'shop-signup' );
		Password::leave_for_use();
		$this->assertTrue( wp_script_is( Password::SCRIPT, 'enqueued' ) );
		$this->assertFalse( Islands::is_needed( Password::ISLAND ) );
		wp_dequeue_script( 'shop-signup' );

		// An account page: neither the cart nor the checkout.
		remove_filter( 'woocommerce_is_checkout', '__return_true' );
		Password::leave_for_use();
		$this->assertTrue( wp_script_is( Password::SCRIPT, 'enqueued' ) );
		$this->assertStringContainsString( 'zxcvbn-async', $this->footer_scripts() );
	}
}
