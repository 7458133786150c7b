<?php
/**
 * The product page's one rating: WooCommerce's reviews average and count
 * (in the place of WooCommerce's own star display) and the stars the
 * shopper votes with; the shopper's vote is shown once given.
 *
 * Override in yourtheme/vitrina/product/rating.php.
 *
 * @package Vitrina
 *
 * @var array $args {
 *     @type int   $product_id Product id.
 *     @type array $reviews    WooCommerce's reviews: shown (bool: star ratings on), average (float), count (int), link (bool: the reviews are on the page).
 * }
 */

defined( 'ABSPATH' ) || exit;

$vitrina_average = (float) $args['reviews']['average'];
$vitrina_count   = (int) $args['reviews']['count'];
$vitrina_id      = (string) $args['product_id'];
$vitrina_percent = round( $vitrina_average / 5 * 100, 1 );
?>
<div class="vitrina-rating" data-vitrina-rating data-post-id="<?php echo esc_attr( $vitrina_id ); ?>" data-schema-id="<?php echo esc_attr( 'product-' . $vitrina_id ); ?>">
	<?php if ( $args['reviews']['shown'] ) : ?>
	<span class="vitrina-rating__summary">
		<span class="vitrina-rating__meter" aria-hidden="true"><span class="vitrina-rating__meter-on" style="width: <?php echo esc_attr( (string) $vitrina_percent ); ?>%"></span></span>
		<?php if ( $vitrina_count > 0 ) : ?>
			<span class="vitrina-rating__average">
				<?php
				printf(
					/* translators: %s: the reviews' average rating, for example 4.7 */
					esc_html__( '%s out of 5', 'vitrina' ),
					'<span class="vitrina-rating__avg">' . esc_html( number_format_i18n( $vitrina_average, 1 ) ) . '</span>'
				);
				?>
			</span>
			<?php
			$vitrina_reviews = sprintf(
				/* translators: %s: number of reviews */
				_n( '%s review', '%s reviews', $vitrina_count, 'vitrina' ),
				'<span class="vitrina-rating__count">' . esc_html( number_format_i18n( $vitrina_count ) ) . '</span>'
			);
			?>
			<?php if ( $args['reviews']['link'] ) : ?>
				<a href="#reviews" class="woocommerce-review-link vitrina-rating__reviews" rel="nofollow"><?php echo wp_kses( $vitrina_reviews, array( 'span' => array( 'class' => true ) ) ); ?></a>
			<?php else : ?>
				<span class="vitrina-rating__reviews"><?php echo wp_kses( $vitrina_reviews, array( 'span' => array( 'class' => true ) ) ); ?></span>
			<?php endif; ?>
		<?php else : ?>
			<span class="vitrina-rating__average"><?php esc_html_e( 'No reviews yet', 'vitrina' ); ?></span>
		<?php endif; ?>
	</span>
	<?php endif; ?>
	<span class="vitrina-rating__vote">
		<span class="vitrina-rating__title" id="vitrina-rating-title-<?php echo esc_attr( $vitrina_id ); ?>"><?php esc_html_e( 'Your rating', 'vitrina' ); ?></span>
		<span class="vitrina-rating__stars" role="group" aria-labelledby="vitrina-rating-title-<?php echo esc_attr( $vitrina_id ); ?>">
			<?php for ( $vitrina_i = 1; $vitrina_i <= 5; $vitrina_i++ ) : ?>
				<button type="button" class="vitrina-rating__star" data-rating="<?php echo esc_attr( (string) $vitrina_i ); ?>" aria-pressed="false"
					aria-label="<?php echo esc_attr( sprintf( /* translators: %d: number of stars */ _n( '%d star', '%d stars', $vitrina_i, 'vitrina' ), $vitrina_i ) ); ?>"><span aria-hidden="true">&#9733;</span></button>
			<?php endfor; ?>
		</span>
	</span>
	<span class="vitrina-rating__message" role="status" aria-live="polite"></span>
</div>
