<?php
/**
 * The e-mail that confirms a guest's wishlist alerts (plain text).
 *
 * Override: yourtheme/woocommerce/emails/plain/wishlist-alert-confirm.php.
 *
 * @package Vitrina
 * @var string $email_heading
 * @var string $additional_content
 * @var string $link
 * @var int $days
 */

defined( 'ABSPATH' ) || exit;

echo esc_html( wp_strip_all_tags( $email_heading ) ) . "\n\n";
echo esc_html__( 'You asked for an e-mail when products on your wishlist get cheaper or come back in stock (at most one e-mail a day). Open this link to turn the alerts on:', 'vitrina' ) . "\n\n";
echo esc_url_raw( $link ) . "\n\n";
/* translators: %d: days the link works. */
echo esc_html( sprintf( _n( 'The link works for %d day. If you did not ask for this, ignore this e-mail: without the click we send nothing more and delete your address.', 'The link works for %d days. If you did not ask for this, ignore this e-mail: without the click we send nothing more and delete your address.', $days, 'vitrina' ), $days ) ) . "\n";
if ( $additional_content ) {
	echo "\n" . esc_html( wp_strip_all_tags( wptexturize( $additional_content ) ) ) . "\n";
}
