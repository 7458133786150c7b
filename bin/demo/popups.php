<?php
/**
 * Demo data of the popups: a subscription popup on the sales page that opens
 * from the page's "subscribe" link (a click trigger, so it never covers
 * another page or a test), idempotent. Included by bin/demo/seed.php; also
 * runs alone: `wp shop eval-file bin/demo/popups.php`.
 *
 * @package Vitrina
 */

use Vitrina\Popups\PostType;
use Vitrina\Popups\Settings;

defined( 'ABSPATH' ) || exit;

$vitrina_sale = get_page_by_path( 'akcii' );
if ( $vitrina_sale instanceof WP_Post ) {
	$vitrina_link = '<!-- wp:paragraph {"className":"vitrina-demo-subscribe-line"} --><p class="vitrina-demo-subscribe-line"><a href="#podpiska" class="vitrina-demo-subscribe">Подпишитесь на новости — скидка 10% на первый заказ</a></p><!-- /wp:paragraph -->';
	if ( ! str_contains( $vitrina_sale->post_content, 'vitrina-demo-subscribe' ) ) {
		wp_update_post(
			array(
				'ID'           => $vitrina_sale->ID,
				'post_content' => $vitrina_link . "\n\n" . $vitrina_sale->post_content,
			)
		);
	}
	$vitrina_settings = Settings::sanitize(
		array(
			'triggers'       => array(
				array(
					'type'     => 'click_open',
					'settings' => array(
						'extra_selectors' => '.vitrina-demo-subscribe',
						'do_default'      => false,
					),
				),
			),
			'conditions'     => array(
				array(
					array(
						'target'      => 'page_selected',
						'not_operand' => false,
						'settings'    => array( 'ids' => array( $vitrina_sale->ID ) ),
					),
				),
			),
			'animation_type' => 'fade',
		)
	);
	if ( $vitrina_settings instanceof WP_Error ) {
		throw new RuntimeException( 'demo popup: ' . $vitrina_settings->get_error_message() );
	}
	$vitrina_popup = get_page_by_path( 'demo-podpiska', OBJECT, PostType::TYPE );
	$vitrina_id    = wp_insert_post(
		array(
			'ID'           => $vitrina_popup instanceof WP_Post ? $vitrina_popup->ID : 0,
			'post_type'    => PostType::TYPE,
			'post_status'  => 'publish',
			'post_name'    => 'demo-podpiska',
			'post_title'   => 'Скидка 10% на первый заказ',
			'post_content' => '<!-- wp:paragraph --><p>Подпишитесь на новости магазина: пришлём промокод на скидку 10% и расскажем о новых акциях.</p><!-- /wp:paragraph --><!-- wp:shortcode -->[vitrina_subscribe]<!-- /wp:shortcode -->',
		),
		true
	);
	if ( $vitrina_id instanceof WP_Error ) {
		throw new RuntimeException( 'demo popup: ' . $vitrina_id->get_error_message() );
	}
	update_post_meta( $vitrina_id, Settings::META, $vitrina_settings );
	echo 'popups: #' . (int) $vitrina_id . " on /akcii/, opened by its subscribe link\n";
}
