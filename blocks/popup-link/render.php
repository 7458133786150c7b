<?php
/**
 * Server render of the popup link block: what the [vitrina_popup_link]
 * shortcode shows.
 *
 * @package Vitrina
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

echo \Vitrina\Popups\Render::link( is_array( $attributes ) ? $attributes : array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
