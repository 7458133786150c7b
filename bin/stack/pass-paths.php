<?php
/**
 * Prints the paths Varnish must pass (bin/stack.sh, through bin/wp.php
 * eval-file): the cart, checkout and account pages and the wishlist and
 * compare pages, as a regular expression's alternatives.
 *
 * @package Vitrina
 */

$vitrina_paths = array( 'cart', 'checkout', 'my-account' );
$vitrina_ids   = array( wc_get_page_id( 'cart' ), wc_get_page_id( 'checkout' ), wc_get_page_id( 'myaccount' ) );
foreach ( array( 'wishlist_page', 'compare_page' ) as $vitrina_key ) {
	$vitrina_ids[] = (int) \Vitrina\Settings\Options::get( $vitrina_key );
}
foreach ( $vitrina_ids as $vitrina_id ) {
	if ( $vitrina_id > 0 && get_post( $vitrina_id ) ) {
		$vitrina_paths[] = trim( (string) wp_parse_url( (string) get_permalink( $vitrina_id ), PHP_URL_PATH ), '/' );
	}
}
echo implode( '|', array_map( 'preg_quote', array_unique( array_filter( $vitrina_paths ) ) ) ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a command line's output.
