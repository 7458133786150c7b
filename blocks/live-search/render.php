<?php
/**
 * Server render of the live search block: the search form the live-search
 * island mounts on.
 *
 * @package Vitrina
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

echo \Vitrina\Search\Forms::render_block( is_array( $attributes ) ? $attributes : array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
