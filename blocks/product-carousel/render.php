<?php
/**
 * Server render of the product carousel block: what the [vitrina_carousel]
 * shortcode shows with the same attributes.
 *
 * @package Vitrina
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

echo \Vitrina\Carousel\Carousel::shortcode( is_array( $attributes ) ? $attributes : array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
