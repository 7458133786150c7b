<?php
/**
 * A minus or plus button beside the quantity field of the product page.
 *
 * Override in yourtheme/vitrina/product/quantity-button.php.
 *
 * @package Vitrina
 *
 * @var array $args {
 *     @type string $direction minus or plus.
 * }
 */

defined( 'ABSPATH' ) || exit;

$vitrina_plus = 'plus' === $args['direction'];
?>
<button type="button" class="vitrina-qty vitrina-qty--<?php echo $vitrina_plus ? 'plus' : 'minus'; ?>" data-vitrina-qty-step="<?php echo $vitrina_plus ? 'plus' : 'minus'; ?>" aria-label="<?php echo $vitrina_plus ? esc_attr__( 'Increase the quantity', 'vitrina' ) : esc_attr__( 'Decrease the quantity', 'vitrina' ); ?>"><span aria-hidden="true"><?php echo $vitrina_plus ? '+' : '&minus;'; ?></span></button>
