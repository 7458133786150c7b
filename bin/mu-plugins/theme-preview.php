<?php
/**
 * The local shop's theme preview (linked into the shop's mu-plugins by
 * bin/shop.sh; never part of the plugin): a request with the cookie
 * `vitrina_theme=<installed theme>` is served with that theme instead of the
 * active one, so that the browser tests can visit the same shop, with the
 * same demo data, on Storefront and on a block theme in one run.
 *
 * On a block theme it also answers what WooCommerce records when a shop is
 * switched to one (the version of its header's hooked blocks, see
 * wc_set_hooked_blocks_version_on_theme_switch()), so that the preview shows
 * what a shop switched to the theme shows: the mini-cart and account blocks.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated, WordPress.Security.ValidatedSanitizedInput.MissingUnslash -- checked by the pattern and the theme's existence.
$vitrina_preview_theme = isset( $_COOKIE['vitrina_theme'] ) ? (string) $_COOKIE['vitrina_theme'] : '';
if ( preg_match( '/^[a-z0-9-]+$/', $vitrina_preview_theme ) && is_file( WP_CONTENT_DIR . '/themes/' . $vitrina_preview_theme . '/style.css' ) ) {
	$vitrina_preview_answer = static fn(): string => $vitrina_preview_theme;
	add_filter( 'pre_option_template', $vitrina_preview_answer );
	add_filter( 'pre_option_stylesheet', $vitrina_preview_answer );
	add_filter(
		'pre_option_woocommerce_hooked_blocks_version',
		static function ( $value ) {
			static $asking = false;
			if ( false !== $value || $asking || ! function_exists( 'WC' ) || ! wp_is_block_theme() ) {
				return $value;
			}
			$asking = true;
			$stored = get_option( 'woocommerce_hooked_blocks_version' );
			$asking = false;
			return false === $stored ? WC()->stable_version() : $stored;
		}
	);
}
