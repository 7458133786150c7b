<?php
/**
 * A header counter's number (replaced by the fragments of the lists' calls).
 * In pages the count is null: the same empty badge for every shopper (a
 * cache may keep the page), filled by the island from the shopper's state.
 *
 * Override: yourtheme/vitrina/lists/count.php. Keep the classes, and print
 * no count when it is null.
 *
 * @package Vitrina
 * @var array{list: string, count: int|null} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_list  = 'compare' === $args['list'] ? 'compare' : 'wishlist';
$vitrina_count = null === $args['count'] ? '' : (string) (int) $args['count'];
?>
<span class="vitrina-<?php echo esc_attr( $vitrina_list ); ?>-count vitrina-count" data-count="<?php echo esc_attr( $vitrina_count ); ?>"><?php echo esc_html( $vitrina_count ); ?></span>
