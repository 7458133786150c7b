<?php
/**
 * Runs Plugin Check's checks on a plugin folder through its PHP API, inside
 * WordPress (bin/wp.php eval-file; WP-CLI, which `wp plugin check` needs, is
 * not required). The static checks run (the plugin is not active on the
 * site, so Plugin Check leaves out its runtime checks), every finding is
 * printed as `ERROR|WARNING file:line check-code message`, then one closing
 * line with the counts. Exits 1 when there is an error.
 *
 * Usage: wp check eval-file bin/plugin-check.php PLUGIN_CHECK_DIR PLUGIN_DIR
 *
 * @package Vitrina
 */

if ( ! defined( 'WP_CLI_VITRINA' ) ) {
	exit( 1 );
}

list( $pc_dir, $plugin_dir ) = array_pad( $args, 2, '' );
if ( ! is_file( $pc_dir . '/plugin.php' ) || ! is_file( $pc_dir . '/vendor/autoload.php' ) ) {
	fwrite( STDERR, "plugin-check: no Plugin Check with its vendor/ at $pc_dir\n" );
	exit( 1 );
}
if ( ! is_dir( $plugin_dir ) ) {
	fwrite( STDERR, "plugin-check: no plugin folder at $plugin_dir\n" );
	exit( 1 );
}

require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once $pc_dir . '/plugin.php';

$pc_version = defined( 'WP_PLUGIN_CHECK_VERSION' ) ? WP_PLUGIN_CHECK_VERSION : '?';
$pc_class   = 'WordPress\\Plugin_Check\\Checker\\AJAX_Runner';
if ( ! class_exists( $pc_class ) ) {
	fwrite( STDERR, "plugin-check: Plugin Check $pc_version has no $pc_class\n" );
	exit( 1 );
}

try {
	// Every setter given, so the runner reads nothing from the request.
	$pc_runner = new $pc_class();
	$pc_runner->set_experimental_flag( false );
	$pc_runner->set_check_slugs( array() );
	$pc_runner->set_check_exclude_slugs( array() );
	$pc_runner->set_plugin( untrailingslashit( $plugin_dir ) );
	$pc_runner->set_categories( array() );
	if ( method_exists( $pc_runner, 'set_slug' ) ) {
		$pc_runner->set_slug( basename( $plugin_dir ) );
	}
	$pc_checks  = array_keys( $pc_runner->get_checks_to_run() );
	$pc_cleanup = $pc_runner->prepare();
	$pc_result  = $pc_runner->run();
	$pc_cleanup();
} catch ( Throwable $e ) {
	fwrite( STDERR, 'plugin-check: ' . $e->getMessage() . "\n" );
	exit( 1 );
}

echo 'Plugin Check ' . $pc_version . ', ' . count( $pc_checks ) . ' checks: ' . implode( ' ', $pc_checks ) . "\n";

$pc_found = array(
	'ERROR'   => $pc_result->get_errors(),
	'WARNING' => $pc_result->get_warnings(),
);
foreach ( $pc_found as $pc_type => $pc_files ) {
	foreach ( $pc_files as $pc_file => $pc_lines ) {
		foreach ( $pc_lines as $pc_line => $pc_columns ) {
			foreach ( $pc_columns as $pc_messages ) {
				foreach ( $pc_messages as $pc_message ) {
					echo $pc_type . ' ' . $pc_file . ':' . $pc_line . ' ' . $pc_message['code'] . ' ' . wp_strip_all_tags( $pc_message['message'] ) . "\n";
				}
			}
		}
	}
}

$pc_errors = $pc_result->get_error_count();
echo 'Plugin Check: ' . $pc_errors . ' errors, ' . $pc_result->get_warning_count() . " warnings\n";
exit( $pc_errors > 0 ? 1 : 0 );
