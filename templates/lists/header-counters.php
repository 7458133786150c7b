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
			<?php
			\Vitrina\Templates::output(
				'lists/icon',
				array(
					'list'    => $vitrina_list,
					'size'    => 22,
					'outline' => true,
				)
			);
			?>
			<span class="vitrina-header-list__name"><?php echo esc_html( $vitrina_names[ $vitrina_list ] ?? $vitrina_list ); ?></span>
			<?php
			\Vitrina\Templates::output(
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
