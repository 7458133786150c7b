<?php
/**
 * Data of bench/popups.mjs: `setup` makes a page with a popup (a
 * subscription form) and a plain page, and prints their addresses and ids as
 * JSON; `teardown ID...` deletes them. Run with bin/wp.php eval-file.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

$vitrina_bench_args = isset( $args ) && is_array( $args ) ? $args : array();
if ( 'teardown' === ( $vitrina_bench_args[0] ?? '' ) ) {
	foreach ( array_slice( $vitrina_bench_args, 1 ) as $vitrina_bench_id ) {
		wp_delete_post( (int) $vitrina_bench_id, true );
	}
	Vitrina\Popups\Render::refresh_ids();
	return;
}
$vitrina_bench_page  = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Bench popup page',
		'post_content' => '<p>Страница.</p>',
	)
);
$vitrina_bench_bare  = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Bench plain page',
		'post_content' => '<p>Страница.</p>',
	)
);
$vitrina_bench_popup = wp_insert_post(
	array(
		'post_type'    => 'vitrina_popup',
		'post_status'  => 'publish',
		'post_title'   => 'Bench popup',
		'post_content' => '<!-- wp:paragraph --><p>Подпишитесь.</p><!-- /wp:paragraph --><!-- wp:shortcode -->[vitrina_subscribe]<!-- /wp:shortcode -->',
	)
);
update_post_meta(
	$vitrina_bench_popup,
	Vitrina\Popups\Settings::META,
	array(
		// Opens by itself half a second after the page is ready: the
		// browser part of bench/popups.mjs measures the layout shift.
		'triggers'   => array(
			array(
				'type'     => 'auto_open',
				'settings' => array( 'delay' => 500 ),
			),
		),
		'conditions' => array(
			array(
				array(
					'target'   => 'page_selected',
					'settings' => array( 'ids' => array( $vitrina_bench_page ) ),
				),
			),
		),
	)
);
Vitrina\Popups\Render::refresh_ids();
echo wp_json_encode(
	array(
		'page' => get_permalink( $vitrina_bench_page ),
		'bare' => get_permalink( $vitrina_bench_bare ),
		'ids'  => array( $vitrina_bench_page, $vitrina_bench_bare, $vitrina_bench_popup ),
	)
), "\n";
