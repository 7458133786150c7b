<?php
/**
 * The quick-view popup's shell; the product comes into
 * [data-vitrina-quick-view-content]. A theme may override it as
 * yourtheme/vitrina/cart/quick-view-popup.php.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="vitrina-cart-overlay vitrina-cart-overlay--quick-view" data-vitrina-quick-view-overlay hidden></div>
<div id="vitrina-quick-view" class="vitrina-quick-view" data-vitrina-quick-view role="dialog" aria-modal="true" aria-label="<?php esc_attr_e( 'Quick view', 'vitrina' ); ?>" aria-hidden="true" inert>
	<button type="button" class="vitrina-quick-view__close" data-vitrina-close aria-label="<?php esc_attr_e( 'Close', 'vitrina' ); ?>">&times;</button>
	<div class="vitrina-quick-view__content" data-vitrina-quick-view-content aria-live="polite"></div>
	<nav class="vitrina-quick-view__nav" aria-label="<?php esc_attr_e( 'Other products of the list', 'vitrina' ); ?>">
		<button type="button" class="vitrina-quick-view__prev wp-element-button" data-vitrina-quick-view-prev><?php esc_html_e( 'Previous product', 'vitrina' ); ?></button>
		<button type="button" class="vitrina-quick-view__next wp-element-button" data-vitrina-quick-view-next><?php esc_html_e( 'Next product', 'vitrina' ); ?></button>
	</nav>
</div>
