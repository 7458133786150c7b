<?php
/**
 * Demo data of the header and carousels: a page with product carousels (one with
 * autoplay) and a mega-menu class on the main menu's first item (idempotent).
 * Included by bin/demo/seed.php; also runs alone:
 * `wp shop eval-file bin/demo/header.php`.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

if ( ! get_page_by_path( 'karuseli' ) ) {
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => 'karuseli',
			'post_title'   => 'Подборки',
			'post_content' => "<!-- wp:shortcode -->\n[vitrina_carousel title=\"Новинки\" limit=\"10\" autoplay=\"yes\"]\n<!-- /wp:shortcode -->\n\n<!-- wp:shortcode -->\n[vitrina_carousel title=\"Посуда\" category=\"posuda\" columns=\"3\" orderby=\"popularity\"]\n<!-- /wp:shortcode -->",
		)
	);
}

// The main menu's first item with children shows them as mega-menu columns.
$vitrina_menu = wp_get_nav_menu_object( 'Главное меню' );
if ( $vitrina_menu ) {
	$vitrina_items = wp_get_nav_menu_items( $vitrina_menu->term_id );
	foreach ( is_array( $vitrina_items ) ? $vitrina_items : array() as $vitrina_item ) {
		if ( 0 === (int) $vitrina_item->menu_item_parent ) {
			$vitrina_classes = array_filter( (array) get_post_meta( $vitrina_item->ID, '_menu_item_classes', true ) );
			if ( ! in_array( 'vitrina-mega', $vitrina_classes, true ) ) {
				$vitrina_classes[] = 'vitrina-mega';
				update_post_meta( $vitrina_item->ID, '_menu_item_classes', array_values( $vitrina_classes ) );
			}
			break;
		}
	}
}
echo "header: page /karuseli/ with product carousels, mega-menu on the main menu's first item\n";
