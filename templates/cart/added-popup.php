<?php
/**
 * The popup shown after adding to the cart (setting add_to_cart_action =
 * popup). A theme may override it as yourtheme/vitrina/cart/added-popup.php.
 *
 * @package Vitrina
 *
 * @var array{cart_url: string, checkout_url: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="vitrina-cart-overlay vitrina-cart-overlay--popup" data-vitrina-added-overlay hidden></div>
<div id="vitrina-added-popup" class="vitrina-added-popup" data-vitrina-added-popup role="dialog" aria-modal="true" aria-labelledby="vitrina-added-popup-title" aria-hidden="true" inert>
	<button type="button" class="vitrina-added-popup__close" data-vitrina-close aria-label="<?php esc_attr_e( 'Close', 'vitrina' ); ?>">&times;</button>
	<p id="vitrina-added-popup-title" class="vitrina-added-popup__title"><?php esc_html_e( 'The product was added to the cart', 'vitrina' ); ?></p>
	<div class="vitrina-added-popup__actions">
		<button type="button" class="button vitrina-added-popup__continue" data-vitrina-close><?php esc_html_e( 'Continue shopping', 'vitrina' ); ?></button>
		<a class="button alt vitrina-added-popup__cart" href="<?php echo esc_url( $args['cart_url'] ); ?>"><?php esc_html_e( 'View cart', 'vitrina' ); ?></a>
	</div>
</div>
