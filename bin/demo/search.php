<?php
/**
 * Demo data of the live search: a page with the search shortcode and the
 * search block (idempotent: found by its slug). Included by bin/demo/seed.php;
 * also runs alone: `wp shop eval-file bin/demo/search.php`.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

if ( ! get_page_by_path( 'poisk' ) ) {
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => 'poisk',
			'post_title'   => 'Поиск',
			'post_content' => "<!-- wp:paragraph -->\n<p>Поиск по каталогу:</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:shortcode -->\n[vitrina_search symbols_count=\"2\" sku=\"no\"]\n<!-- /wp:shortcode -->\n\n<!-- wp:vitrina/live-search {\"count\":2,\"categories\":false} /-->",
		)
	);
}
echo "search: page /poisk/ with the shortcode and the block\n";
