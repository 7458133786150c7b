<?php
/**
 * One stylesheet for the islands' styles of a page's head: the built CSS
 * files of the islands the page needs, joined in their order into one file
 * cached in the uploads folder (uploads/vitrina/css/islands-<hash>.css), so
 * that a first view makes one request for them instead of one per island.
 *
 * @package Vitrina
 */

namespace Vitrina\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * The file's name is a hash of the joined handles, their versions and the
 * text direction: the same set of islands on any page is the same address
 * (cacheable by the browser and by page caches), a new build a new one. A
 * site whose uploads cannot be written to directly keeps one file per island.
 */
final class StyleBundle {

	/** The style handles of joined files begin so (then the file's hash). */
	public const HANDLE = 'vitrina-islands';

	/** The folder under uploads. */
	public const DIR = 'vitrina/css';

	/**
	 * Replaces the given queued styles (at least two, not printed yet) with
	 * one file holding them in order. Nothing changes when a file is missing
	 * or the joined file cannot be written.
	 *
	 * @param array<string, string> $files Style handle => its built CSS file, in page order.
	 * @return bool Whether the styles were joined.
	 */
	public static function join( array $files ): bool {
		$styles = wp_styles();
		$files  = array_filter(
			$files,
			static fn( string $file, string $handle ): bool => in_array( $handle, $styles->queue, true ) && ! in_array( $handle, $styles->done, true ) && is_readable( $file ),
			ARRAY_FILTER_USE_BOTH
		);
		if ( count( $files ) < 2 ) {
			return false;
		}
		$key = '';
		foreach ( array_keys( $files ) as $handle ) {
			$key .= $handle . ':' . (string) ( $styles->registered[ $handle ]->ver ?? '' ) . ';';
		}
		$hash = substr( md5( $key ), 0, 16 );
		$url  = self::file( 'islands-' . $hash . '.css', $files );
		if ( null === $url ) {
			return false;
		}
		wp_register_style( self::HANDLE . '-' . $hash, $url, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the name is the hash of the versions.
		foreach ( array_keys( $files ) as $handle ) {
			wp_dequeue_style( $handle );
		}
		wp_enqueue_style( self::HANDLE . '-' . $hash );
		return true;
	}

	/**
	 * The address of the joined file, written first when missing.
	 *
	 * @param string                $name  File name.
	 * @param array<string, string> $files Style handle => CSS file.
	 * @return string|null Its address, or null when it cannot be written.
	 */
	private static function file( string $name, array $files ): ?string {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			return null;
		}
		$dir  = trailingslashit( $uploads['basedir'] ) . self::DIR;
		$path = $dir . '/' . $name;
		if ( ! is_readable( $path ) ) {
			$filesystem = self::filesystem();
			if ( null === $filesystem || ! wp_mkdir_p( $dir ) ) {
				return null;
			}
			$css = '';
			foreach ( $files as $handle => $file ) {
				$css .= '/* ' . $handle . " */\n" . (string) $filesystem->get_contents( $file ) . "\n";
			}
			// Written aside and moved in: a page printed meanwhile never reads half a file.
			$part = $path . '.' . wp_generate_password( 8, false ) . '.part';
			if ( ! $filesystem->put_contents( $part, $css ) || ! $filesystem->move( $part, $path, true ) ) {
				$filesystem->delete( $part );
				return null;
			}
		}
		return trailingslashit( $uploads['baseurl'] ) . self::DIR . '/' . $name;
	}

	/**
	 * WordPress's filesystem when it writes directly (no credentials to ask).
	 *
	 * @return \WP_Filesystem_Base|null
	 */
	private static function filesystem(): ?\WP_Filesystem_Base {
		if ( ! function_exists( 'WP_Filesystem' ) ) {
			require_once ABSPATH . 'wp-admin/includes/file.php';
		}
		if ( 'direct' !== get_filesystem_method() || ! WP_Filesystem() ) {
			return null;
		}
		global $wp_filesystem;
		return $wp_filesystem instanceof \WP_Filesystem_Base ? $wp_filesystem : null;
	}

	/**
	 * Removes the joined files (uninstall).
	 */
	public static function clear(): void {
		$uploads    = wp_upload_dir( null, false );
		$filesystem = empty( $uploads['error'] ) ? self::filesystem() : null;
		if ( null !== $filesystem ) {
			$filesystem->delete( trailingslashit( $uploads['basedir'] ) . self::DIR, true );
		}
	}
}
