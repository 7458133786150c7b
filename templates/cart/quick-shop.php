<?php
/**
 * The purchase form loaded into a product card (quick shop). The product is
 * the global one while this renders. A theme may override it as
 * yourtheme/vitrina/cart/quick-shop.php.
 *
 * @package Vitrina
 *
 * @var array{product: WC_Product} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_product = $args['product'];
?>
<div class="vitrina-quick-shop" data-vitrina-quick-shop role="group" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Options of %s', 'vitrina' ), $vitrina_product->get_name() ) ); ?>">
	<button type="button" class="vitrina-quick-shop__close" data-vitrina-quick-shop-close aria-label="<?php esc_attr_e( 'Close', 'vitrina' ); ?>">&times;</button>
	<div <?php wc_product_class( 'vitrina-quick-shop__product', $vitrina_product ); ?>>
		<?php woocommerce_template_single_add_to_cart(); ?>
	</div>
</div>
