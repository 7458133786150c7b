<?php
/**
 * The product gallery: a carousel of the product's pictures with thumbnails
 * (left, bottom, grid or none) and a button that opens the lightbox. The
 * product island turns it into a Swiper carousel.
 *
 * Override in yourtheme/vitrina/product/gallery.php.
 *
 * @package Vitrina
 *
 * @var array $args {
 *     @type WC_Product $product     The product.
 *     @type array      $items       Gallery items (see Vitrina\Product\Gallery).
 *     @type string     $position    Thumbnails: left, bottom, grid or without.
 *     @type int        $per_view    Thumbnails visible at once.
 *     @type bool       $lightbox    Whether pictures open in the lightbox.
 *     @type bool       $captions    Whether the lightbox shows captions.
 *     @type string     $placeholder Placeholder picture address.
 * }
 */

defined( 'ABSPATH' ) || exit;

$vitrina_items    = (array) $args['items'];
$vitrina_count    = count( $vitrina_items );
$vitrina_position = (string) $args['position'];
$vitrina_lightbox = (bool) $args['lightbox'];
$vitrina_json     = array_map(
	static fn( array $item ): array => array(
		'src'     => $item['full_src'],
		'w'       => $item['full_src_w'],
		'h'       => $item['full_src_h'],
		'msrc'    => $item['src'],
		'alt'     => $item['alt'],
		'caption' => $item['caption'],
		'video'   => $item['video'],
	),
	$vitrina_items
);
?>
<div class="vitrina-gallery vitrina-gallery--thumbs-<?php echo esc_attr( $vitrina_position ); ?> woocommerce-product-gallery images"
	data-vitrina-gallery
	data-thumbs="<?php echo esc_attr( $vitrina_position ); ?>"
	data-per-view="<?php echo esc_attr( (string) (int) $args['per_view'] ); ?>"
	data-items="<?php echo esc_attr( (string) wp_json_encode( $vitrina_json ) ); ?>"
	role="region"
	aria-roledescription="<?php esc_attr_e( 'carousel', 'vitrina' ); ?>"
	aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Pictures of %s', 'vitrina' ), $args['product']->get_name() ) ); ?>">
	<div class="vitrina-gallery__main swiper">
		<div class="swiper-wrapper">
			<?php if ( 0 === $vitrina_count ) : ?>
				<div class="swiper-slide vitrina-gallery__slide">
					<img src="<?php echo esc_url( (string) $args['placeholder'] ); ?>" alt="<?php esc_attr_e( 'Awaiting product image', 'vitrina' ); ?>" />
				</div>
			<?php endif; ?>
			<?php foreach ( $vitrina_items as $vitrina_i => $vitrina_item ) : ?>
				<div class="swiper-slide vitrina-gallery__slide" data-index="<?php echo esc_attr( (string) $vitrina_i ); ?>" data-full="<?php echo esc_url( $vitrina_item['full_src'] ); ?>">
					<?php if ( '' !== $vitrina_item['video'] ) : ?>
						<video class="vitrina-gallery__video" src="<?php echo esc_url( $vitrina_item['video'] ); ?>" poster="<?php echo esc_url( $vitrina_item['src'] ); ?>" controls preload="none" playsinline aria-label="<?php echo esc_attr( $vitrina_item['title'] ); ?>"></video>
					<?php else : ?>
						<a class="vitrina-gallery__link" href="<?php echo esc_url( $vitrina_item['full_src'] ); ?>" data-index="<?php echo esc_attr( (string) $vitrina_i ); ?>"
							<?php if ( $vitrina_lightbox ) : ?>
							aria-label="<?php echo esc_attr( sprintf( /* translators: 1: picture number, 2: number of pictures */ __( 'Open picture %1$d of %2$d full screen', 'vitrina' ), $vitrina_i + 1, $vitrina_count ) ); ?>"
							<?php endif; ?>>
							<img
								src="<?php echo esc_url( $vitrina_item['src'] ); ?>"
								<?php if ( '' !== $vitrina_item['srcset'] ) : ?>
								srcset="<?php echo esc_attr( $vitrina_item['srcset'] ); ?>"
								sizes="<?php echo esc_attr( $vitrina_item['sizes'] ); ?>"
								<?php endif; ?>
								width="<?php echo esc_attr( (string) $vitrina_item['width'] ); ?>"
								height="<?php echo esc_attr( (string) $vitrina_item['height'] ); ?>"
								alt="<?php echo esc_attr( $vitrina_item['alt'] ); ?>"
								<?php echo 0 === $vitrina_i ? 'fetchpriority="high"' : 'loading="lazy"'; ?>
								decoding="async" />
						</a>
					<?php endif; ?>
				</div>
			<?php endforeach; ?>
		</div>
		<?php if ( $vitrina_count > 1 ) : ?>
			<button type="button" class="vitrina-gallery__nav vitrina-gallery__prev" aria-label="<?php esc_attr_e( 'Previous picture', 'vitrina' ); ?>"><span aria-hidden="true">&lsaquo;</span></button>
			<button type="button" class="vitrina-gallery__nav vitrina-gallery__next" aria-label="<?php esc_attr_e( 'Next picture', 'vitrina' ); ?>"><span aria-hidden="true">&rsaquo;</span></button>
		<?php endif; ?>
		<?php if ( $vitrina_lightbox && $vitrina_count > 0 ) : ?>
			<button type="button" class="vitrina-gallery__open woocommerce-product-gallery__trigger" aria-label="<?php esc_attr_e( 'Open the pictures full screen', 'vitrina' ); ?>">
				<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="M10 4a6 6 0 0 1 4.8 9.6l5.3 5.3-1.4 1.4-5.3-5.3A6 6 0 1 1 10 4zm0 2a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm-1 1.5h2V9h1.5v2H11v1.5H9V11H7.5V9H9z"/></svg>
			</button>
		<?php endif; ?>
	</div>
	<?php if ( $vitrina_count > 1 && 'without' !== $vitrina_position && 'grid' !== $vitrina_position ) : ?>
		<div class="vitrina-gallery__thumbs swiper" aria-label="<?php esc_attr_e( 'Thumbnails', 'vitrina' ); ?>">
			<div class="swiper-wrapper">
				<?php foreach ( $vitrina_items as $vitrina_i => $vitrina_item ) : ?>
					<div class="swiper-slide vitrina-gallery__thumb<?php echo '' !== $vitrina_item['video'] ? ' vitrina-gallery__thumb--video' : ''; ?>">
						<img src="<?php echo esc_url( $vitrina_item['thumbnail_src'] ); ?>" alt="<?php echo esc_attr( sprintf( /* translators: %d: picture number */ __( 'Picture %d', 'vitrina' ), $vitrina_i + 1 ) ); ?>" loading="lazy" decoding="async" width="100" height="100" />
					</div>
				<?php endforeach; ?>
			</div>
		</div>
	<?php endif; ?>
</div>
