<?php
/**
 * Answers that hold one shopper's data: never stored by any cache.
 *
 * @package Vitrina
 */

namespace Vitrina\Http;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's no-cache headers, with `no-store, private` whatever filters
 * did to them, and DONOTCACHEPAGE for the page-cache plugins that read it.
 * Safe to call late: once output has started it only sets the constant.
 */
final class NoStore {

	/** The Cache-Control of a personal answer. */
	public const CACHE_CONTROL = 'no-store, no-cache, must-revalidate, max-age=0, private';

	/**
	 * Sends the headers (once the headers are sent, only the constant).
	 */
	public static function send(): void {
		if ( ! defined( 'DONOTCACHEPAGE' ) ) {
			define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- the page-cache plugins' own constant.
		}
		if ( headers_sent() ) {
			return;
		}
		nocache_headers();
		header( 'Cache-Control: ' . self::CACHE_CONTROL );
	}
}
