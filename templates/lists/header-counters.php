<?php
/**
 * The header's wishlist and compare icons with counters.
 *
 * Override: yourtheme/vitrina/lists/header-counters.php. Keep the count
 * elements (lists/count): the fragments and the shopper's state fill them.
 * Print nothing of one shopper here: any cache may keep the page.
 *
 * @package Vitrina
 * @var array{lists: array<string, array{url: string, count: int|null}>} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_names = array(
	'wishlist' => __( 'Wishlist', 'vitrina' ),
	'compare'  => __( 'Compare', 'vitrina' ),
);
?>
<div class="vitrina-header-lists" data-vitrina-header-lists>
	<?php foreach ( $args['lists'] as $vitrina_list => $vitrina_data ) : ?>
		<a class="vitrina-header-list vitrina-header-<?php echo esc_attr( $vitrina_list ); ?>" href="<?php echo esc_url( $vitrina_data['url'] ); ?>">
			<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
				<?php if ( 'compare' === $vitrina_list ) : ?>
					<path fill="currentColor" d="M9 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h4v2h2V1H9v2zm0 15H5l4-5v5zm10-15h-5v2h5v13l-5-6v9h5a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z"/>
				<?php else : ?>
					<path fill="currentColor" d="M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3zm-4.4 15.55l-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05z"/>
				<?php endif; ?>
			</svg>
			<span class="vitrina-header-list__name"><?php echo esc_html( $vitrina_names[ $vitrina_list ] ?? $vitrina_list ); ?></span>
			<?php
			echo \Vitrina\Templates::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template.
				'lists/count',
				array(
					'list'  => $vitrina_list,
					'count' => $vitrina_data['count'],
				)
			);
			?>
		</a>
	<?php endforeach; ?>
</div>
