<?php
/**
 * Server render of the compare block: what the [vitrina_compare] shortcode
 * shows.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

echo \Vitrina\Lists\Lists::compare_shortcode(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
