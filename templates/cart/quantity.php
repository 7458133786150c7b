<?php
/**
 * The quantity control of an item in the mini cart. A theme may override it
 * as yourtheme/vitrina/cart/quantity.php.
 *
 * @package Vitrina
 *
 * @var array{key: string, quantity: int, max: int, name: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<span class="vitrina-mini-cart-qty" data-vitrina-qty data-cart_item_key="<?php echo esc_attr( $args['key'] ); ?>">
	<button type="button" class="vitrina-mini-cart-qty__minus" data-step="-1" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Decrease the quantity of %s', 'vitrina' ), $args['name'] ) ); ?>">&minus;</button>
	<input type="number" class="vitrina-mini-cart-qty__input" value="<?php echo esc_attr( (string) $args['quantity'] ); ?>" min="0" step="1"<?php echo $args['max'] > 0 ? ' max="' . esc_attr( (string) $args['max'] ) . '"' : ''; ?> inputmode="numeric" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Quantity of %s', 'vitrina' ), $args['name'] ) ); ?>" />
	<button type="button" class="vitrina-mini-cart-qty__plus" data-step="1" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: product name */ __( 'Increase the quantity of %s', 'vitrina' ), $args['name'] ) ); ?>">+</button>
</span>
