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
	<?php
	\Vitrina\Templates::output(
		'lists/icon',
		array(
			'list'  => $vitrina_list,
			'size'  => 18,
			'class' => 'vitrina-list-button__icon',
		)
	);
	?>
	<span class="vitrina-list-button__label"><?php echo esc_html( $vitrina_added ? $vitrina_texts[1] : $vitrina_texts[0] ); ?></span>
</button>
