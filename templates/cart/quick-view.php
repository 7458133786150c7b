<?php
/**
 * A product in the quick-view popup: gallery, title, rating, price, short
 * description, the cart form (with variations) and a link to the product
 * page. The product is the global one while this renders. A theme may
 * override it as yourtheme/vitrina/cart/quick-view.php.
 *
 * @package Vitrina
 *
 * @var array{product: WC_Product} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_product = $args['product'];
$vitrina_images  = array_values( array_filter( array_merge( array( (int) $vitrina_product->get_image_id() ), array_map( 'intval', $vitrina_product->get_gallery_image_ids() ) ) ) );
$vitrina_title   = 'vitrina-quick-view-title-' . $vitrina_product->get_id();
?>
<div <?php wc_product_class( 'vitrina-quick-view-product', $vitrina_product ); ?> data-product-id="<?php echo esc_attr( (string) $vitrina_product->get_id() ); ?>" aria-labelledby="<?php echo esc_attr( $vitrina_title ); ?>">
	<div class="images vitrina-quick-view-product__gallery">
		<?php if ( $vitrina_images ) : ?>
			<div class="woocommerce-product-gallery__image vitrina-quick-view-product__main">
				<a href="<?php echo esc_url( (string) wp_get_attachment_image_url( $vitrina_images[0], 'full' ) ); ?>">
					<?php echo wp_get_attachment_image( $vitrina_images[0], 'woocommerce_single', false, array( 'class' => 'wp-post-image' ) ); ?>
				</a>
			</div>
			<?php if ( count( $vitrina_images ) > 1 ) : ?>
				<ul class="vitrina-quick-view-product__thumbs">
					<?php foreach ( $vitrina_images as $vitrina_index => $vitrina_image ) : ?>
						<li>
							<button type="button" data-vitrina-thumb data-src="<?php echo esc_url( (string) wp_get_attachment_image_url( $vitrina_image, 'woocommerce_single' ) ); ?>" data-full="<?php echo esc_url( (string) wp_get_attachment_image_url( $vitrina_image, 'full' ) ); ?>" aria-label="<?php echo esc_attr( sprintf( /* translators: %d: picture number */ __( 'Show picture %d', 'vitrina' ), $vitrina_index + 1 ) ); ?>" aria-pressed="<?php echo 0 === $vitrina_index ? 'true' : 'false'; ?>">
								<?php echo wp_get_attachment_image( $vitrina_image, 'woocommerce_gallery_thumbnail' ); ?>
							</button>
						</li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		<?php else : ?>
			<div class="woocommerce-product-gallery__image--placeholder">
				<?php echo wc_placeholder_img( 'woocommerce_single' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's markup. ?>
			</div>
		<?php endif; ?>
	</div>
	<div class="summary entry-summary vitrina-quick-view-product__summary">
		<h2 id="<?php echo esc_attr( $vitrina_title ); ?>" class="product_title entry-title"><?php echo esc_html( $vitrina_product->get_name() ); ?></h2>
		<?php
		woocommerce_template_single_rating();
		woocommerce_template_single_price();
		woocommerce_template_single_excerpt();
		woocommerce_template_single_add_to_cart();
		woocommerce_template_single_meta();
		?>
		<a class="vitrina-quick-view-product__more" href="<?php echo esc_url( $vitrina_product->get_permalink() ); ?>"><?php esc_html_e( 'View full details', 'vitrina' ); ?></a>
	</div>
</div>
