<?php
/**
 * Recently viewed products (the [vitrina_recently_viewed] shortcode).
 *
 * Override: yourtheme/vitrina/lists/recently-viewed.php.
 *
 * @package Vitrina
 * @var array{ids: list<int>, products: string} $args
 */

defined( 'ABSPATH' ) || exit;

if ( ! $args['ids'] ) {
	return;
}
?>
<section class="vitrina-recently-viewed" data-ids="<?php echo esc_attr( implode( '|', $args['ids'] ) ); ?>" aria-labelledby="vitrina-recently-viewed-title">
	<h2 id="vitrina-recently-viewed-title"><?php esc_html_e( 'Recently viewed', 'vitrina' ); ?></h2>
	<?php echo $args['products']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's products shortcode. ?>
</section>
