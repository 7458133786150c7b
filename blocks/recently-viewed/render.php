<?php
/**
 * Server render of the recently viewed block: what the
 * [vitrina_recently_viewed] shortcode shows.
 *
 * @package Vitrina
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

echo \Vitrina\Lists\Lists::recently_viewed_shortcode( is_array( $attributes ) ? $attributes : array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
