<?php
/**
 * WooCommerce's password strength meter only where a password is typed, and
 * on the checkout only once it is: the meter brings zxcvbn (384 KiB gzip),
 * wp-i18n and wp-hooks with it.
 *
 * @package Vitrina
 */

namespace Vitrina\Password;

use Vitrina\Assets\Dependencies;
use Vitrina\Assets\Islands;
use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce enqueues its password strength meter on the cart, checkout
 * and account pages alike for a guest (when shoppers choose their own
 * password). The meter's script loads WordPress's, which loads zxcvbn after
 * the page: 384 KiB gzip and the longest task of those pages.
 *
 * - The cart page has no password field: the meter is left out.
 * - On the checkout the account password is typed only by a shopper who
 *   creates an account, and there the meter only advises (WooCommerce stops
 *   no order for a weak password unless told to): it waits in the password
 *   island's template and comes with the first use of the account fields.
 *   The island (src/password) measures a password typed before it came.
 *   Where the box is ticked at load, or where a shop makes the meter stop
 *   the checkout, it loads with the page as WooCommerce has it.
 * - The account pages, where the meter keeps a weak password's form from
 *   being sent, keep it as WooCommerce has it.
 *
 * A page where another script needs the meter keeps it.
 */
final class Password implements Module {

	/** The island. */
	public const ISLAND = 'password';

	/** WooCommerce's handle of the meter. */
	public const SCRIPT = 'wc-password-strength-meter';

	/**
	 * The checkout's account fields (the "Create an account?" box and the
	 * password), whose first use loads the meter: pointed at, focused or
	 * touched before the box is ticked.
	 */
	public const USE = 'form.checkout .woocommerce-account-fields';

	/**
	 * The box: a tick before the meter came waits for it. The meter's start
	 * redraws the account fields as the box has them, and WooCommerce
	 * empties the password as it does so: that happens before the tick.
	 */
	public const HOLD = 'form.checkout #createaccount';

	/**
	 * Front end only.
	 */
	public function can_register(): bool {
		return ! is_admin();
	}

	/**
	 * Hooks: after WooCommerce enqueued its scripts.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'leave_for_use' ), 100 );
	}

	/**
	 * Whether the "Create an account?" box is ticked at load (the shop's
	 * choice): the password is there at once, and the meter with it.
	 */
	private static function box_ticked_at_load(): bool {
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter (templates/checkout/form-billing.php).
		return true === apply_filters( 'woocommerce_create_account_default_checked', false );
	}

	/**
	 * Leaves the meter out of the cart page, and on the checkout to the
	 * account password's first use.
	 */
	public static function leave_for_use(): void {
		if ( ! wp_script_is( self::SCRIPT, 'enqueued' ) || Dependencies::needed_by_queue( self::SCRIPT ) ) {
			return;
		}
		if ( is_checkout() ) {
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter (includes/class-wc-frontend-scripts.php).
			if ( apply_filters( 'woocommerce_enforce_password_strength_meter_on_checkout', false ) || self::box_ticked_at_load() || ! Islands::register_island( self::ISLAND, 'index', array( 'jquery', self::SCRIPT ) ) ) {
				return;
			}
			Islands::on_use( self::ISLAND, self::USE, self::HOLD );
		} elseif ( ! is_cart() ) {
			return;
		}
		wp_dequeue_script( self::SCRIPT );
	}
}
