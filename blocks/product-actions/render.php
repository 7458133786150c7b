<?php
/**
 * Server render of the product card actions block: quick view, wishlist and
 * compare buttons of the product of its context.
 *
 * @package Vitrina
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      The block (its context names the product).
 */

defined( 'ABSPATH' ) || exit;

echo \Vitrina\Lists\CardActions::render_block( is_array( $attributes ) ? $attributes : array(), isset( $block->context['postId'] ) ? (int) $block->context['postId'] : 0 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
