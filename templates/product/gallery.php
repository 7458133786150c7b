<?php
/**
 * The product gallery: a carousel of the product's pictures with thumbnails
 * (left, bottom, grid or none) and a button that opens the lightbox. The
 * product island turns it into a Swiper carousel.
 *
 * It keeps WooCommerce's gallery markup (single-product/product-image.php),
 * which themes, plugins and WooCommerce's variation script read: the root
 * `.woocommerce-product-gallery` (--with-images or --without-images,
 * --columns-N, .images), the `.woocommerce-product-gallery__wrapper`, one
 * `.woocommerce-product-gallery__image` per picture with the main picture's
 * `img.wp-post-image`, and for a product without pictures the
 * `.woocommerce-product-gallery__image--placeholder` with its `.wp-post-image`.
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
$vitrina_columns  = absint( apply_filters( 'woocommerce_product_thumbnails_columns', 4 ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
$vitrina_classes  = array(
	'vitrina-gallery',
	'vitrina-gallery--thumbs-' . $vitrina_position,
	'woocommerce-product-gallery',
	'woocommerce-product-gallery--' . ( $vitrina_count > 0 ? 'with-images' : 'without-images' ),
	'woocommerce-product-gallery--columns-' . $vitrina_columns,
	'images',
);
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
<div class="<?php echo esc_attr( implode( ' ', array_map( 'sanitize_html_class', $vitrina_classes ) ) ); ?>"
	data-vitrina-gallery
	data-columns="<?php echo esc_attr( (string) $vitrina_columns ); ?>"
	data-thumbs="<?php echo esc_attr( $vitrina_position ); ?>"
	data-per-view="<?php echo esc_attr( (string) (int) $args['per_view'] ); ?>"
	style="--vitrina-per-view: <?php echo esc_attr( (string) max( 1, (int) $args['per_view'] ) ); ?>"
	data-items="<?php echo esc_attr( (string) wp_json_encode( $vitrina_json ) ); ?>"
	role="region"
	aria-roledescription="<?php esc_attr_e( 'carousel', 'vitrina' ); ?>"
	aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Pictures of %s', 'vitrina' ), $args['product']->get_name() ) ); ?>">
	<div class="vitrina-gallery__main swiper">
		<div class="swiper-wrapper woocommerce-product-gallery__wrapper">
			<?php if ( 0 === $vitrina_count ) : ?>
				<div class="swiper-slide vitrina-gallery__slide woocommerce-product-gallery__image--placeholder">
					<?php
					$vitrina_placeholder = wc_placeholder_img(
						'woocommerce_single',
						array(
							'class' => 'wp-post-image',
							'alt'   => __( 'Awaiting product image', 'vitrina' ),
						)
					);
					echo $vitrina_placeholder; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's escaped image markup.
					?>
				</div>
			<?php endif; ?>
			<?php foreach ( $vitrina_items as $vitrina_i => $vitrina_item ) : ?>
				<div class="swiper-slide vitrina-gallery__slide woocommerce-product-gallery__image" data-index="<?php echo esc_attr( (string) $vitrina_i ); ?>" data-full="<?php echo esc_url( $vitrina_item['full_src'] ); ?>"
					data-thumb="<?php echo esc_url( $vitrina_item['thumbnail_src'] ); ?>" data-thumb-alt="<?php echo esc_attr( $vitrina_item['alt'] ); ?>">
					<?php if ( '' !== $vitrina_item['video'] ) : ?>
						<video class="vitrina-gallery__video" src="<?php echo esc_url( $vitrina_item['video'] ); ?>" poster="<?php echo esc_url( $vitrina_item['src'] ); ?>" controls preload="none" playsinline aria-label="<?php echo esc_attr( $vitrina_item['title'] ); ?>"></video>
					<?php else : ?>
						<a class="vitrina-gallery__link" href="<?php echo esc_url( $vitrina_item['full_src'] ); ?>" data-index="<?php echo esc_attr( (string) $vitrina_i ); ?>"
							<?php if ( $vitrina_lightbox ) : ?>
							aria-label="<?php echo esc_attr( sprintf( /* translators: 1: picture number, 2: number of pictures */ __( 'Open picture %1$d of %2$d full screen', 'vitrina' ), $vitrina_i + 1, $vitrina_count ) ); ?>"
							<?php endif; ?>>
							<?php
							// WooCommerce's attributes of a gallery image, and ours.
							$vitrina_attr = array(
								'alt'                     => $vitrina_item['alt'],
								'decoding'                => 'async',
								'data-caption'            => $vitrina_item['caption'],
								'data-src'                => $vitrina_item['full_src'],
								'data-large_image'        => $vitrina_item['full_src'],
								'data-large_image_width'  => (string) $vitrina_item['full_src_w'],
								'data-large_image_height' => (string) $vitrina_item['full_src_h'],
							);
							if ( '' !== $vitrina_item['sizes'] ) {
								$vitrina_attr['sizes'] = $vitrina_item['sizes'];
							}
							if ( 0 === $vitrina_i ) {
								$vitrina_attr += array(
									'class'         => 'wp-post-image',
									'loading'       => false,
									'fetchpriority' => 'high',
								);
							} else {
								$vitrina_attr['loading'] = 'lazy';
							}
							echo wp_get_attachment_image( (int) $vitrina_item['id'], 'woocommerce_single', false, $vitrina_attr ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's escaped image markup.
							if ( 0 === $vitrina_i ) {
								// It fills the first view (its loading chosen here, uncounted):
								// the content's later images (the description, the reviews'
								// avatars) are lazy, as after WooCommerce's own gallery.
								wp_increase_content_media_count( max( 0, wp_omit_loading_attr_threshold() - wp_increase_content_media_count( 0 ) ) );
							}
							?>
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
						<?php
						// A video's thumbnail is its poster, the product's first picture.
						$vitrina_thumb_id = (int) ( $vitrina_item['id'] ? $vitrina_item['id'] : ( $vitrina_item['poster_id'] ?? 0 ) );
						$vitrina_thumb    = $vitrina_thumb_id > 0 ? wp_get_attachment_image(
							$vitrina_thumb_id,
							'woocommerce_gallery_thumbnail',
							false,
							array(
								'alt'      => sprintf( /* translators: %d: picture number */ __( 'Picture %d', 'vitrina' ), $vitrina_i + 1 ),
								'sizes'    => '100px',
								'loading'  => 'lazy',
								'decoding' => 'async',
							)
						) : '';
						if ( '' !== $vitrina_thumb ) {
							echo $vitrina_thumb; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's escaped image markup.
						} else {
							printf( '<span class="vitrina-gallery__thumb-blank" role="img" aria-label="%s"></span>', esc_attr( sprintf( /* translators: %d: picture number */ __( 'Picture %d', 'vitrina' ), $vitrina_i + 1 ) ) );
						}
						?>
					</div>
				<?php endforeach; ?>
			</div>
		</div>
	<?php endif; ?>
</div>
