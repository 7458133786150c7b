<?php
/**
 * WooCommerce's general script (assets/js/frontend/woocommerce.js, handle
 * `woocommerce`) left out of the storefront pages where nothing it does is
 * on the page, and with it jQuery, jquery-blockui and js-cookie unless
 * another script of the page needs them.
 *
 * @package Vitrina
 */

namespace Vitrina\Assets;

use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * On a page a guest sees (the home page, the catalogue, a product page, any
 * content page) the general script only submits the catalogue's sort order
 * on change and raises a product form's quantity shown below its minimum;
 * the runtime does both where the script is not (src/runtime/wc-general.ts).
 * Its other work is on pages that keep it: the cart, checkout and account
 * pages (forms, password fields, notices), pages showing the store notice,
 * and every page of a logged-in user (the coming-soon banner, account forms;
 * such pages are never cached). Scripts that need it (the cart's,
 * checkout's) depend on it and bring it back; so does code queued for it
 * with wc_enqueue_js(), printed with jQuery. jQuery itself comes back with
 * any script that needs it: on a product page, WooCommerce's variation form
 * (a variable product) and the cart island, with the shopper's first use of
 * the add-to-cart form.
 */
final class WooCommerceScript implements Module {

	/** WooCommerce's handle of its general script. */
	public const HANDLE = 'woocommerce';

	/**
	 * Whether the script was left out of this page.
	 *
	 * @var bool
	 */
	private static bool $left_out = false;

	/**
	 * Front end only.
	 */
	public function can_register(): bool {
		return ! is_admin();
	}

	/**
	 * Hooks: after WooCommerce enqueued its scripts; in the footer, before
	 * its scripts print, the script comes back for queued code.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'leave_out' ), 100 );
		add_action( 'wp_footer', array( self::class, 'bring_back_for_queued_code' ), 5 );
	}

	/**
	 * Whether this page can do without the script.
	 */
	public static function unneeded(): bool {
		$unneeded = ! is_user_logged_in()
			&& ! is_cart()
			&& ! is_checkout()
			&& ! is_account_page()
			&& ! is_store_notice_showing();
		/**
		 * Whether WooCommerce's general script is left out of this page.
		 *
		 * @param bool $unneeded Vitrina's answer: nothing on the page needs it.
		 */
		return (bool) apply_filters( 'vitrina_leave_out_woocommerce_script', $unneeded );
	}

	/**
	 * Dequeues the script where the page can do without it.
	 */
	public static function leave_out(): void {
		if ( wp_script_is( self::HANDLE, 'enqueued' ) && self::unneeded() ) {
			wp_dequeue_script( self::HANDLE );
			self::$left_out = true;
		}
	}

	/**
	 * Code queued with wc_enqueue_js() is printed inside jQuery(): the
	 * script (and jQuery) come back for it.
	 */
	public static function bring_back_for_queued_code(): void {
		if ( self::$left_out && ! empty( $GLOBALS['wc_queued_js'] ) ) {
			wp_enqueue_script( self::HANDLE );
			self::$left_out = false;
		}
	}

	/**
	 * Whether the script was left out of this page.
	 */
	public static function left_out(): bool {
		return self::$left_out;
	}

	/**
	 * Forgets the page (tests).
	 */
	public static function reset(): void {
		self::$left_out = false;
	}
}
