<?php
/**
 * A list's icon: the compare arrows, or the wishlist heart (filled, or the
 * outline the header shows). Used by lists/button.php and
 * lists/header-counters.php.
 *
 * Override: yourtheme/vitrina/lists/icon.php.
 *
 * @package Vitrina
 * @var array{list: string, size: int, class?: string, outline?: bool} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_size = (string) (int) $args['size'];
if ( 'compare' === $args['list'] ) {
	$vitrina_path = 'M9 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h4v2h2V1H9v2zm0 15H5l4-5v5zm10-15h-5v2h5v13l-5-6v9h5a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z';
} elseif ( ! empty( $args['outline'] ) ) {
	$vitrina_path = 'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3zm-4.4 15.55l-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05z';
} else {
	$vitrina_path = 'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z';
}
?>
<svg<?php echo empty( $args['class'] ) ? '' : ' class="' . esc_attr( $args['class'] ) . '"'; ?> aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="<?php echo esc_attr( $vitrina_size ); ?>" height="<?php echo esc_attr( $vitrina_size ); ?>">
	<path fill="currentColor" d="<?php echo esc_attr( $vitrina_path ); ?>"/>
</svg>
