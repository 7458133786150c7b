<?php
/**
 * Server render of the header counters block: the wishlist and compare
 * links with their counters (the lists island fills the numbers).
 *
 * @package Vitrina
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

echo \Vitrina\Lists\Render::header_counters_block( is_array( $attributes ) ? $attributes : array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
