<?php
/**
 * A small command line for the local WordPress sites (no WP-CLI needed).
 *
 * Usage (through bin/lib.sh, which sets VITRINA_SITE):
 *   php bin/wp.php reset                       drop and create the site's database
 *   php bin/wp.php install --title=T --user=U --password=P --email=E
 *   php bin/wp.php is-installed                exit 0 when installed
 *   php bin/wp.php activate PLUGIN_FILE...     e.g. woocommerce/woocommerce.php
 *   php bin/wp.php theme SLUG
 *   php bin/wp.php eval-file FILE [ARGS...]    run FILE inside WordPress ($args holds ARGS)
 *   php bin/wp.php version
 *
 * @package Vitrina
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$vitrina_site = getenv( 'VITRINA_SITE' ) ? getenv( 'VITRINA_SITE' ) : 'shop';
$vitrina_port = getenv( 'VITRINA_PORT_SITE' ) ? getenv( 'VITRINA_PORT_SITE' ) : '8888';
$vitrina_core = dirname( __DIR__ ) . '/.wp/core';
$vitrina_argv = array_slice( $argv, 1 );
$vitrina_cmd  = array_shift( $vitrina_argv ) ?? 'help';

/**
 * Reads --name=value options.
 *
 * @param array $args Arguments.
 * @return array
 */
function vitrina_cli_options( array $args ): array {
	$out = array();
	foreach ( $args as $arg ) {
		if ( preg_match( '/^--([a-z_-]+)=(.*)$/s', $arg, $m ) ) {
			$out[ $m[1] ] = $m[2];
		}
	}
	return $out;
}

/**
 * Prints an error and exits.
 *
 * @param string $msg Message.
 */
function vitrina_cli_fail( string $msg ): void {
	fwrite( STDERR, "wp.php: $msg\n" );
	exit( 1 );
}

if ( 'reset' === $vitrina_cmd ) {
	$db = new mysqli( 'localhost', 'root', '', '', 0, dirname( __DIR__ ) . '/.wp/db/mysqld.sock' );
	$db->query( "DROP DATABASE IF EXISTS `vitrina_{$vitrina_site}`" );
	$db->query( "CREATE DATABASE `vitrina_{$vitrina_site}` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" );
	$content = dirname( __DIR__ ) . "/.wp/sites/{$vitrina_site}/wp-content";
	foreach ( array( 'plugins', 'themes', 'uploads', 'languages', 'upgrade' ) as $sub ) {
		if ( ! is_dir( "$content/$sub" ) ) {
			mkdir( "$content/$sub", 0777, true );
		}
	}
	exit( 0 );
}

$_SERVER['HTTP_HOST']       = '127.0.0.1:' . $vitrina_port;
$_SERVER['SERVER_NAME']     = '127.0.0.1';
$_SERVER['SERVER_PORT']     = $vitrina_port;
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

if ( in_array( $vitrina_cmd, array( 'install', 'is-installed' ), true ) ) {
	define( 'WP_INSTALLING', true );
}
define( 'WP_CLI_VITRINA', true );
require $vitrina_core . '/wp-load.php';

switch ( $vitrina_cmd ) {
	case 'is-installed':
		exit( is_blog_installed() ? 0 : 1 );

	case 'install':
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$o = vitrina_cli_options( $vitrina_argv );
		if ( is_blog_installed() ) {
			vitrina_cli_fail( 'already installed' );
		}
		$result = wp_install( $o['title'] ?? 'Vitrina', $o['user'] ?? 'admin', $o['email'] ?? 'admin@example.com', true, '', wp_slash( $o['password'] ?? 'password' ), $o['locale'] ?? '' );
		update_option( 'permalink_structure', '/%postname%/' );
		echo 'installed, admin user id ' . (int) $result['user_id'] . "\n";
		exit( 0 );

	case 'activate':
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		foreach ( $vitrina_argv as $plugin ) {
			$r = activate_plugin( $plugin, '', false, false );
			if ( is_wp_error( $r ) ) {
				vitrina_cli_fail( "$plugin: " . $r->get_error_message() );
			}
			echo "activated $plugin\n";
		}
		exit( 0 );

	case 'deactivate':
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		deactivate_plugins( $vitrina_argv, true );
		exit( 0 );

	case 'theme':
		$theme = wp_get_theme( $vitrina_argv[0] ?? '' );
		if ( ! $theme->exists() ) {
			vitrina_cli_fail( 'no theme ' . ( $vitrina_argv[0] ?? '' ) );
		}
		switch_theme( $theme->get_stylesheet() );
		echo 'theme ' . esc_html( $theme->get_stylesheet() ) . "\n";
		exit( 0 );

	case 'eval-file':
		$file = array_shift( $vitrina_argv );
		if ( ! $file || ! is_file( $file ) ) {
			vitrina_cli_fail( 'no such file: ' . $file );
		}
		$args = $vitrina_argv; // phpcs:ignore
		require $file;
		exit( 0 );

	case 'version':
		echo esc_html( get_bloginfo( 'version' ) ) . "\n";
		exit( 0 );

	default:
		vitrina_cli_fail( "unknown command $vitrina_cmd" );
}
