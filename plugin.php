<?php
/**
 * Plugin Name:       Vitrina
 * Plugin URI:        https://github.com/vitrina/vitrina
 * Description:       A complete, fast storefront for WooCommerce (popups, wishlist and compare, live search, quick view, side cart, product gallery, variations, navigation) and a delivery-choice widget wired into checkout.
 * Version:           0.1.0
 * Requires at least: 6.9
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * Author:            Vitrina
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vitrina
 * Domain Path:       /languages
 * WC requires at least: 9.0
 * WC tested up to:   11.0
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

define( 'VITRINA_VERSION', '0.1.0' );
define( 'VITRINA_FILE', __FILE__ );
define( 'VITRINA_DIR', __DIR__ );

if ( ! is_readable( __DIR__ . '/vendor/autoload.php' ) ) {
	add_action(
		'admin_notices',
		static function () {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'Vitrina is incomplete: its vendor/autoload.php is missing. Install the plugin from its release zip, or run composer install.', 'vitrina' ) . '</p></div>';
		}
	);
	return;
}
require_once __DIR__ . '/vendor/autoload.php';

register_activation_hook( __FILE__, array( \Vitrina\Lifecycle::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \Vitrina\Lifecycle::class, 'deactivate' ) );

// Registers every module (the early answers, such as the live search's, included).
\Vitrina\Plugin::instance()->boot();
