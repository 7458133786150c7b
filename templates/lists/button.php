<?php
/**
 * A product's wishlist or compare button (the lists island
 * mounts on it: normal, loading and added states). Pages print it in its
 * normal state for every shopper (a cache may keep them); the island marks
 * the products of the shopper's lists from the shopper's state.
 *
 * Override: yourtheme/vitrina/lists/button.php. Keep the data attributes.
 *
 * @package Vitrina
 * @var array{list: string, product_id: int, added: bool, url: string} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_list  = 'compare' === $args['list'] ? 'compare' : 'wishlist';
$vitrina_texts = 'compare' === $vitrina_list
	? array( __( 'Add to compare', 'vitrina' ), __( 'Open compare', 'vitrina' ) )
	: array( __( 'Add to wishlist', 'vitrina' ), __( 'Open wishlist', 'vitrina' ) );
$vitrina_added = ! empty( $args['added'] );
?>
<button type="button"
	class="vitrina-list-button vitrina-<?php echo esc_attr( $vitrina_list ); ?>-button<?php echo $vitrina_added ? ' is-added' : ''; ?>"
	data-vitrina-list="<?php echo esc_attr( $vitrina_list ); ?>"
	data-product-id="<?php echo esc_attr( (string) (int) $args['product_id'] ); ?>"
	data-url="<?php echo esc_url( $args['url'] ); ?>"
	data-text="<?php echo esc_attr( $vitrina_texts[0] ); ?>"
	data-added-text="<?php echo esc_attr( $vitrina_texts[1] ); ?>"
	data-state="<?php echo $vitrina_added ? 'added' : 'normal'; ?>">
	<svg class="vitrina-list-button__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
		<?php if ( 'compare' === $vitrina_list ) : ?>
			<path fill="currentColor" d="M9 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h4v2h2V1H9v2zm0 15H5l4-5v5zm10-15h-5v2h5v13l-5-6v9h5a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z"/>
		<?php else : ?>
			<path fill="currentColor" d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z"/>
		<?php endif; ?>
	</svg>
	<span class="vitrina-list-button__label"><?php echo esc_html( $vitrina_added ? $vitrina_texts[1] : $vitrina_texts[0] ); ?></span>
</button>
