<?php
/**
 * The wishlist alert e-mail (plain text).
 *
 * Override: yourtheme/woocommerce/emails/plain/wishlist-alert.php.
 *
 * @package Vitrina
 * @var string $email_heading
 * @var string $additional_content
 * @var list<array{product: WC_Product, kind: string, old: float, new: float}> $items
 * @var string $unsubscribe
 */

defined( 'ABSPATH' ) || exit;

echo esc_html( wp_strip_all_tags( $email_heading ) ) . "\n\n";
echo esc_html__( 'Good news about products on your wishlist:', 'vitrina' ) . "\n\n";
foreach ( $items as $vitrina_item ) {
	$vitrina_price = html_entity_decode( wp_strip_all_tags( wc_price( $vitrina_item['new'] ) ) );
	echo '- ' . esc_html( $vitrina_item['product']->get_name() ) . ' — '
		. esc_html( 'restock' === $vitrina_item['kind'] ? __( 'back in stock', 'vitrina' ) . ', ' . $vitrina_price : __( 'now', 'vitrina' ) . ' ' . $vitrina_price )
		. "\n  " . esc_url_raw( $vitrina_item['product']->get_permalink() ) . "\n";
}
if ( $additional_content ) {
	echo "\n" . esc_html( wp_strip_all_tags( wptexturize( $additional_content ) ) ) . "\n";
}
echo "\n" . esc_html__( 'Stop wishlist e-mails', 'vitrina' ) . ': ' . esc_url_raw( $unsubscribe ) . "\n";
