<?php
/**
 * The quick-view button of a product card. A theme may override it as
 * yourtheme/vitrina/cart/quick-view-button.php; data-* attributes of the
 * button are sent with the request.
 *
 * @package Vitrina
 *
 * @var array{product: WC_Product} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_product = $args['product'];
?>
<a href="<?php echo esc_url( $vitrina_product->get_permalink() ); ?>" class="button vitrina-quick-view-button open-quick-view" data-id="<?php echo esc_attr( (string) $vitrina_product->get_id() ); ?>" aria-haspopup="dialog" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Quick view of %s', 'vitrina' ), $vitrina_product->get_name() ) ); ?>"><?php esc_html_e( 'Quick view', 'vitrina' ); ?></a>
