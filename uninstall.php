<?php
/**
 * Uninstall: removes Vitrina's options, transients and tables, but only when
 * the admin chose so (Vitrina → Data → Remove all Vitrina data). Otherwise
 * everything is kept.
 *
 * @package Vitrina
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_readable( __DIR__ . '/vendor/autoload.php' ) ) {
	require_once __DIR__ . '/vendor/autoload.php';
	\Vitrina\Lifecycle::uninstall();
}
