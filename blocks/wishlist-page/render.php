<?php
/**
 * Server render of the wishlist block: what the [vitrina_wishlist]
 * shortcode shows.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

echo \Vitrina\Lists\Lists::wishlist_shortcode(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
