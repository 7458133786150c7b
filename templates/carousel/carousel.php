<?php
/**
 * A product carousel ([vitrina_carousel]). The carousel island scrolls it,
 * runs the autoplay (paused on hover, focus, touch and hidden tabs; stopped
 * with the pause button); the products stay a list, which says where each
 * one stands.
 *
 * Override: yourtheme/vitrina/carousel/carousel.php. Keep the data attributes.
 *
 * @package Vitrina
 * @var array{id: string, title: string, products: string, count: int, columns: int, autoplay: bool, speed: int} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_label = '' !== $args['title'] ? $args['title'] : __( 'Products', 'vitrina' );
?>
<section class="vitrina-carousel woocommerce" id="<?php echo esc_attr( $args['id'] ); ?>" aria-roledescription="<?php esc_attr_e( 'carousel', 'vitrina' ); ?>" aria-label="<?php echo esc_attr( $vitrina_label ); ?>"
	data-vitrina-carousel
	data-autoplay="<?php echo $args['autoplay'] ? 'yes' : 'no'; ?>"
	data-speed="<?php echo esc_attr( (string) $args['speed'] ); ?>"
	data-label-stop="<?php esc_attr_e( 'Stop automatic slide show', 'vitrina' ); ?>"
	data-label-start="<?php esc_attr_e( 'Start automatic slide show', 'vitrina' ); ?>"
	style="--vitrina-carousel-columns: <?php echo esc_attr( (string) $args['columns'] ); ?>">
	<?php if ( '' !== $args['title'] ) : ?>
		<h2 class="vitrina-carousel__title"><?php echo esc_html( $args['title'] ); ?></h2>
	<?php endif; ?>
	<div class="vitrina-carousel__controls">
		<?php if ( $args['autoplay'] ) : ?>
			<button type="button" class="vitrina-carousel__toggle" data-vitrina-carousel-toggle aria-label="<?php esc_attr_e( 'Stop automatic slide show', 'vitrina' ); ?>" data-vitrina-tooltip="<?php esc_attr_e( 'Stop automatic slide show', 'vitrina' ); ?>" hidden>
				<span aria-hidden="true" class="vitrina-carousel__pause-icon"></span>
			</button>
		<?php endif; ?>
		<button type="button" class="vitrina-carousel__prev" data-vitrina-carousel-prev aria-controls="<?php echo esc_attr( $args['id'] ); ?>-track" aria-label="<?php esc_attr_e( 'Previous products', 'vitrina' ); ?>" data-vitrina-tooltip="<?php esc_attr_e( 'Previous products', 'vitrina' ); ?>" hidden>
			<span aria-hidden="true">&#8249;</span>
		</button>
		<button type="button" class="vitrina-carousel__next" data-vitrina-carousel-next aria-controls="<?php echo esc_attr( $args['id'] ); ?>-track" aria-label="<?php esc_attr_e( 'Next products', 'vitrina' ); ?>" data-vitrina-tooltip="<?php esc_attr_e( 'Next products', 'vitrina' ); ?>" hidden>
			<span aria-hidden="true">&#8250;</span>
		</button>
	</div>
	<ul class="products vitrina-carousel__track" id="<?php echo esc_attr( $args['id'] ); ?>-track" aria-live="<?php echo $args['autoplay'] ? 'off' : 'polite'; ?>" data-vitrina-carousel-track>
		<?php echo $args['products']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's product cards. ?>
	</ul>
</section>
