<?php
/**
 * Server render of the chat button block: the footer's chat button, placed
 * by the template (the footer then prints none).
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

echo ( new \Vitrina\Chat\ChatButton() )->markup_once(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built escaped.
