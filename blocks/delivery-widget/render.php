<?php
/**
 * Server render of the delivery widget block: the container the delivery
 * island fills, with the page configuration of the cart.
 *
 * @package Vitrina
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

echo \Vitrina\Delivery\WidgetPage::render_block(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
