<?php
/**
 * A header counter's number (replaced by the fragments of the lists' calls).
 *
 * Override: yourtheme/vitrina/lists/count.php. Keep the classes.
 *
 * @package Vitrina
 * @var array{list: string, count: int} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_list = 'compare' === $args['list'] ? 'compare' : 'wishlist';
?>
<span class="vitrina-<?php echo esc_attr( $vitrina_list ); ?>-count vitrina-count" data-count="<?php echo esc_attr( (string) (int) $args['count'] ); ?>"><?php echo esc_html( (string) (int) $args['count'] ); ?></span>
