<?php
/**
 * Router for PHP's built-in server: static files as they are, wp-content from
 * the site's own folder, everything else through WordPress.
 *
 * @package Vitrina
 */

$vitrina_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ); // phpcs:ignore
$vitrina_path = rawurldecode( $vitrina_path );
if ( str_contains( $vitrina_path, '..' ) ) {
	http_response_code( 400 );
	return true;
}

$vitrina_site = getenv( 'VITRINA_SITE' ) ? getenv( 'VITRINA_SITE' ) : 'shop';
$vitrina_core = getcwd();

if ( str_starts_with( $vitrina_path, '/wp-content/' ) ) {
	$vitrina_file = dirname( $vitrina_core ) . '/sites/' . $vitrina_site . $vitrina_path;
	if ( is_file( $vitrina_file ) ) {
		if ( str_ends_with( $vitrina_file, '.php' ) ) {
			chdir( dirname( $vitrina_file ) );
			require $vitrina_file;
			return true;
		}
		$vitrina_types = array(
			'css'   => 'text/css',
			'js'    => 'application/javascript',
			'mjs'   => 'application/javascript',
			'json'  => 'application/json',
			'svg'   => 'image/svg+xml',
			'png'   => 'image/png',
			'jpg'   => 'image/jpeg',
			'jpeg'  => 'image/jpeg',
			'gif'   => 'image/gif',
			'webp'  => 'image/webp',
			'avif'  => 'image/avif',
			'woff'  => 'font/woff',
			'woff2' => 'font/woff2',
			'ttf'   => 'font/ttf',
			'map'   => 'application/json',
			'txt'   => 'text/plain',
			'zip'   => 'application/zip',
			'mp4'   => 'video/mp4',
		);
		$vitrina_ext   = strtolower( pathinfo( $vitrina_file, PATHINFO_EXTENSION ) );
		header( 'Content-Type: ' . ( $vitrina_types[ $vitrina_ext ] ?? 'application/octet-stream' ) );
		header( 'Content-Length: ' . filesize( $vitrina_file ) );
		header( 'Cache-Control: public, max-age=3600' );
		readfile( $vitrina_file ); // phpcs:ignore
		return true;
	}
	http_response_code( 404 );
	return true;
}

if ( '/' !== $vitrina_path && is_file( $vitrina_core . $vitrina_path ) ) {
	return false; // Core files: served by the built-in server, PHP ones run.
}
if ( is_dir( $vitrina_core . $vitrina_path ) && is_file( rtrim( $vitrina_core . $vitrina_path, '/' ) . '/index.php' ) ) {
	if ( ! str_ends_with( $vitrina_path, '/' ) ) {
		header( 'Location: ' . $vitrina_path . '/', true, 301 );
		return true;
	}
	$_SERVER['SCRIPT_NAME'] = $vitrina_path . 'index.php';
	require $vitrina_core . $vitrina_path . 'index.php';
	return true;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
require $vitrina_core . '/index.php';
