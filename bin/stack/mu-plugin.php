<?php
/**
 * Plugin Name: Vitrina stack test hooks
 * Description: Installed by bin/stack.sh into the stack site's mu-plugins (dev tooling, not part of the plugin): a nonce life the browser tests can shorten (option vitrina_stack_nonce_life, in seconds), to serve a page cached longer ago than a nonce lives.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'nonce_life',
	static function ( $life ) {
		$set = (int) get_option( 'vitrina_stack_nonce_life', 0 );
		return $set > 0 ? $set : $life;
	}
);
