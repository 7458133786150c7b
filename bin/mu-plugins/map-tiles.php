<?php
/**
 * The local shop's map tiles (linked into the shop's mu-plugins by
 * bin/shop.sh; never part of the plugin): `/?vitrina_test_tile=<z>/<x>/<y>`
 * answers one small PNG, so that the pickup point map of the browser tests
 * and the bench (setting delivery_map_tiles) asks nothing of the outside
 * world.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotValidated, WordPress.Security.ValidatedSanitizedInput.MissingUnslash -- a public image, checked by the pattern.
$vitrina_test_tile = isset( $_GET['vitrina_test_tile'] ) ? (string) $_GET['vitrina_test_tile'] : '';
if ( preg_match( '#^\d{1,2}/\d{1,7}/\d{1,7}$#', $vitrina_test_tile ) ) {
	// A 1 × 1 light grey PNG, drawn as a 256 px tile.
	header( 'Content-Type: image/png' );
	header( 'Cache-Control: public, max-age=86400' );
	// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode, WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed image.
	echo base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN49+4dAAWYAsspex20AAAAAElFTkSuQmCC' );
	exit;
}
