<?php
/**
 * The star rating widget of the product page: the shopper gives 1 to 5
 * stars; the average and the number of votes follow.
 *
 * Override in yourtheme/vitrina/product/rating.php.
 *
 * @package Vitrina
 *
 * @var array $args {
 *     @type int   $product_id Product id.
 *     @type array $summary    average (float) and count (int).
 * }
 */

defined( 'ABSPATH' ) || exit;

$vitrina_average = (float) $args['summary']['average'];
$vitrina_count   = (int) $args['summary']['count'];
?>
<div class="vitrina-rating" data-vitrina-rating data-post-id="<?php echo esc_attr( (string) $args['product_id'] ); ?>" data-schema-id="<?php echo esc_attr( 'product-' . $args['product_id'] ); ?>">
	<span class="vitrina-rating__title" id="vitrina-rating-title-<?php echo esc_attr( (string) $args['product_id'] ); ?>"><?php esc_html_e( 'Rate this product', 'vitrina' ); ?></span>
	<span class="vitrina-rating__stars" role="group" aria-labelledby="vitrina-rating-title-<?php echo esc_attr( (string) $args['product_id'] ); ?>">
		<?php for ( $vitrina_i = 1; $vitrina_i <= 5; $vitrina_i++ ) : ?>
			<button type="button" class="vitrina-rating__star<?php echo $vitrina_i <= round( $vitrina_average ) ? ' is-on' : ''; ?>" data-rating="<?php echo esc_attr( (string) $vitrina_i ); ?>"
				aria-label="<?php echo esc_attr( sprintf( /* translators: %d: number of stars */ _n( '%d star', '%d stars', $vitrina_i, 'vitrina' ), $vitrina_i ) ); ?>"><span aria-hidden="true">&#9733;</span></button>
		<?php endfor; ?>
	</span>
	<span class="vitrina-rating__summary">
		<?php
		printf(
			/* translators: 1: average rating, 2: number of votes */
			esc_html__( 'Average %1$s, votes: %2$s', 'vitrina' ),
			'<span class="vitrina-rating__avg">' . esc_html( number_format_i18n( $vitrina_average, 1 ) ) . '</span>',
			'<span class="vitrina-rating__count">' . esc_html( (string) $vitrina_count ) . '</span>'
		);
		?>
	</span>
	<span class="vitrina-rating__message" role="status" aria-live="polite"></span>
</div>
