<?php
/**
 * WordPress configuration of the local sites (copied into .wp/core by bin/lib.sh).
 *
 * One copy of core serves several sites; VITRINA_SITE picks the database and
 * the wp-content folder: shop (npm start), clean (the zip install test) and
 * tests (PHP integration tests).
 *
 * @package Vitrina
 */

$vitrina_site = getenv( 'VITRINA_SITE' ) ? getenv( 'VITRINA_SITE' ) : 'shop';
if ( ! preg_match( '/^[a-z0-9_]+$/', $vitrina_site ) ) {
	die( 'Bad VITRINA_SITE' );
}
$vitrina_port = getenv( 'VITRINA_PORT_SITE' ) ? (int) getenv( 'VITRINA_PORT_SITE' ) : 8888;
$vitrina_run  = dirname( __DIR__ );

define( 'DB_NAME', 'vitrina_' . $vitrina_site );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:' . $vitrina_run . '/db/mysqld.sock' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'WP_HOME', 'http://127.0.0.1:' . $vitrina_port );
define( 'WP_SITEURL', WP_HOME );
define( 'WP_CONTENT_DIR', $vitrina_run . '/sites/' . $vitrina_site . '/wp-content' );
define( 'WP_CONTENT_URL', WP_HOME . '/wp-content' );

define( 'AUTH_KEY', 'vitrina-local-' . $vitrina_site . '-auth' );
define( 'SECURE_AUTH_KEY', 'vitrina-local-' . $vitrina_site . '-secure-auth' );
define( 'LOGGED_IN_KEY', 'vitrina-local-' . $vitrina_site . '-logged-in' );
define( 'NONCE_KEY', 'vitrina-local-' . $vitrina_site . '-nonce' );
define( 'AUTH_SALT', 'vitrina-local-' . $vitrina_site . '-auth-salt' );
define( 'SECURE_AUTH_SALT', 'vitrina-local-' . $vitrina_site . '-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'vitrina-local-' . $vitrina_site . '-logged-in-salt' );
define( 'NONCE_SALT', 'vitrina-local-' . $vitrina_site . '-nonce-salt' );

define( 'FS_METHOD', 'direct' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', $vitrina_run . '/run/' . $vitrina_site . '-debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', '' );
define( 'WP_AUTO_UPDATE_CORE', false );

$table_prefix = 'wp_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
