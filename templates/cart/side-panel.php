<?php
/**
 * The cart side panel (the cart island opens it). A theme may override it
 * as yourtheme/vitrina/cart/side-panel.php; keep the data-vitrina-* hooks
 * and the .widget_shopping_cart_content wrapper (a cart fragment).
 *
 * @package Vitrina
 *
 * @var array{mini_cart: string, count: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="vitrina-cart-overlay" data-vitrina-cart-overlay hidden></div>
<div id="vitrina-cart-panel" class="vitrina-cart-panel" data-vitrina-cart-panel role="dialog" aria-modal="true" aria-labelledby="vitrina-cart-panel-title" aria-hidden="true" inert>
	<div class="vitrina-cart-panel__header">
		<h2 id="vitrina-cart-panel-title" class="vitrina-cart-panel__title">
			<?php esc_html_e( 'Shopping cart', 'vitrina' ); ?>
			<?php echo $args['count']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in SideCart::count_markup(). ?>
		</h2>
		<button type="button" class="vitrina-cart-panel__close" data-vitrina-close aria-label="<?php esc_attr_e( 'Close the cart', 'vitrina' ); ?>">&times;</button>
	</div>
	<div class="vitrina-cart-panel__body widget_shopping_cart">
		<?php echo $args['mini_cart']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's mini cart template. ?>
	</div>
</div>
