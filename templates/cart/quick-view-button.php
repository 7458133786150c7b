<?php
/**
 * The quick-view button of a product card. A theme may override it as
 * yourtheme/vitrina/cart/quick-view-button.php; data-* attributes of the
 * button are sent with the request.
 *
 * @package Vitrina
 *
 * @var array{product: WC_Product, icon?: bool} $args With `icon`, an eye
 *      icon and the label in a span (the product card actions block shows
 *      the icon, the label for screen readers).
 */

defined( 'ABSPATH' ) || exit;

$vitrina_product = $args['product'];
$vitrina_icon    = ! empty( $args['icon'] );
?>
<a href="<?php echo esc_url( $vitrina_product->get_permalink() ); ?>" class="button vitrina-quick-view-button open-quick-view" data-id="<?php echo esc_attr( (string) $vitrina_product->get_id() ); ?>" aria-haspopup="dialog" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Quick view of %s', 'vitrina' ), $vitrina_product->get_name() ) ); ?>">
<?php if ( $vitrina_icon ) : ?>
	<svg class="vitrina-quick-view-button__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"/></svg>
	<span class="vitrina-quick-view-button__label"><?php esc_html_e( 'Quick view', 'vitrina' ); ?></span>
<?php else : ?>
	<?php esc_html_e( 'Quick view', 'vitrina' ); ?>
<?php endif; ?>
</a>
