<?php
/**
 * PHPUnit bootstrap: loads WordPress for the site "tests" (prepared by
 * bin/test-php.sh) with WooCommerce, when found, and Vitrina active.
 *
 * @package Vitrina
 */

// PHPUnit includes this file inside a method: the globals WordPress sets at
// file scope must be declared global here (as WordPress's own bootstrap does).
// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound
global $table_prefix, $wpdb, $wp_rewrite, $wp, $wp_query, $wp_the_query, $current_site, $current_blog, $shortcode_tags, $phpmailer, $wp_theme_directories;

$vitrina_root = dirname( __DIR__, 2 );
require_once $vitrina_root . '/vendor/autoload.php';

// The site bin/test-php.sh prepared: "tests", or tests1..tests9 for runs side by side.
$vitrina_site = getenv( 'VITRINA_SITE' ) && preg_match( '/^tests[0-9]?$/', (string) getenv( 'VITRINA_SITE' ) ) ? (string) getenv( 'VITRINA_SITE' ) : 'tests';
if ( ! is_file( $vitrina_root . '/.wp/core/wp-load.php' ) || ! is_dir( $vitrina_root . '/.wp/sites/' . $vitrina_site ) ) {
	fwrite( STDERR, "The test site is not prepared: run the tests with `bash bin/test-php.sh`.\n" );
	exit( 1 );
}

// The tests never run against another site (bin/wp-config.php reads these).
putenv( 'VITRINA_SITE=' . $vitrina_site );
$vitrina_port = getenv( 'VITRINA_PORT_SITE' ) ? (string) getenv( 'VITRINA_PORT_SITE' ) : '8890';
putenv( 'VITRINA_PORT_SITE=' . $vitrina_port );

// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- a command line run: we set them.
$_SERVER['HTTP_HOST']       = '127.0.0.1:' . $vitrina_port;
$_SERVER['SERVER_NAME']     = '127.0.0.1';
$_SERVER['SERVER_PORT']     = $vitrina_port;
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
// phpcs:enable

define( 'VITRINA_TESTS', true );
require $vitrina_root . '/.wp/core/wp-load.php';

// Admin functions (Settings API, screens, plugin list) for the admin tests.
require_once ABSPATH . 'wp-admin/includes/admin.php';

if ( ! defined( 'VITRINA_FILE' ) ) {
	fwrite( STDERR, "Vitrina is not active on the test site: run the tests with `bash bin/test-php.sh`.\n" );
	exit( 1 );
}

$vitrina_wc = function_exists( 'WC' ) ? 'WooCommerce ' . WC()->version : 'no WooCommerce (the tests that need it are skipped)';
fwrite( STDOUT, sprintf( "WordPress %s, %s, PHP %s, %s\n", get_bloginfo( 'version' ), $vitrina_wc, PHP_VERSION, $wpdb->db_server_info() ) );
