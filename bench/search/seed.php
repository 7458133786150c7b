<?php
/**
 * Seeds the benchmark site with VITRINA_BENCH_SIZE products (default 10,000)
 * by direct inserts in batches of 1,000 (posts, postmeta,
 * wc_product_meta_lookup, term relationships), then, at 10,000 or fewer,
 * builds Vitrina's search index (larger sites are indexed by the benchmark,
 * from nothing, in the background). Run by bench/search/site.sh through
 * `wp <site> eval-file bench/search/seed.php`; a seeded site is left as it is.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

define( 'VITRINA_BENCH_PRODUCTS', max( 1, (int) ( getenv( 'VITRINA_BENCH_SIZE' ) ? getenv( 'VITRINA_BENCH_SIZE' ) : 10000 ) ) );

if ( ! function_exists( 'WC' ) ) {
	fwrite( STDERR, "seed.php: WooCommerce is not active\n" );
	exit( 1 );
}
global $wpdb;

if ( (int) get_option( 'vitrina_bench_products' ) === VITRINA_BENCH_PRODUCTS ) {
	echo "bench data already loaded\n";
	return;
}

$vitrina_t0 = microtime( true );
update_option( 'woocommerce_currency', 'RUB' );
update_option( 'woocommerce_coming_soon', 'no' );
update_option( 'woocommerce_store_pages_only', 'no' );

// Categories: three parents with three children each.
$vitrina_tree = array(
	'Посуда'     => array( 'Сковороды', 'Кастрюли', 'Ножи' ),
	'Аксессуары' => array( 'Текстиль', 'Хранение', 'Инструменты' ),
	'Продукты'   => array( 'Кофе', 'Чай', 'Специи' ),
);
$vitrina_cats = array();
foreach ( $vitrina_tree as $vitrina_parent => $vitrina_children ) {
	$vitrina_p = term_exists( $vitrina_parent, 'product_cat' );
	$vitrina_p = $vitrina_p ? $vitrina_p : wp_insert_term( $vitrina_parent, 'product_cat' );
	foreach ( $vitrina_children as $vitrina_child ) {
		$vitrina_c      = term_exists( $vitrina_child, 'product_cat', (int) $vitrina_p['term_id'] );
		$vitrina_c      = $vitrina_c ? $vitrina_c : wp_insert_term( $vitrina_child, 'product_cat', array( 'parent' => (int) $vitrina_p['term_id'] ) );
		$vitrina_cats[] = (int) $vitrina_c['term_taxonomy_id'];
	}
}
$vitrina_simple = get_term_by( 'slug', 'simple', 'product_type' );
$vitrina_hidden = array(
	(int) get_term_by( 'slug', 'exclude-from-search', 'product_visibility' )->term_taxonomy_id,
	(int) get_term_by( 'slug', 'exclude-from-catalog', 'product_visibility' )->term_taxonomy_id,
);
$vitrina_oos    = (int) get_term_by( 'slug', 'outofstock', 'product_visibility' )->term_taxonomy_id;

// Titles from kitchen words: noun, adjective, material, size.
$vitrina_nouns = array( 'Сковорода', 'Кастрюля', 'Нож', 'Чашка', 'Кружка', 'Тарелка', 'Ковш', 'Сотейник', 'Доска', 'Полотенце', 'Фартук', 'Банка', 'Контейнер', 'Лопатка', 'Венчик', 'Тёрка', 'Чайник', 'Кофе', 'Чай', 'Перец' );
$vitrina_adjs  = array( 'классическая', 'гранитная', 'чугунная', 'стальная', 'керамическая', 'бамбуковая', 'льняная', 'стеклянная', 'медная', 'эмалированная', 'дорожная', 'походная' );
$vitrina_names = array( 'Гранит', 'Верона', 'Милан', 'Сканди', 'Прованс', 'Нордик', 'Лофт', 'Урал', 'Байкал', 'Алтай', 'Kitchen Pro', 'Chef', 'Home', 'Classic' );
mt_srand( 42 );

// phpcs:ignore WordPress.DB.DirectDatabaseQuery
$vitrina_have = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product'" );
if ( $vitrina_have > 0 ) {
	fwrite( STDERR, "seed.php: the site already has products: reset it (bash bench/search/site.sh reset)\n" );
	exit( 1 );
}

$vitrina_now    = current_time( 'mysql' );
$vitrina_gmt    = current_time( 'mysql', true );
$vitrina_author = 1;
$vitrina_done   = 0;
while ( $vitrina_done < VITRINA_BENCH_PRODUCTS ) {
	$vitrina_batch = min( 1000, VITRINA_BENCH_PRODUCTS - $vitrina_done );
	$vitrina_rows  = array();
	$vitrina_items = array();
	for ( $vitrina_i = 0; $vitrina_i < $vitrina_batch; $vitrina_i++ ) {
		$vitrina_n       = $vitrina_done + $vitrina_i + 1;
		$vitrina_title   = sprintf(
			'%s %s «%s» %d см',
			$vitrina_nouns[ mt_rand( 0, count( $vitrina_nouns ) - 1 ) ],
			$vitrina_adjs[ mt_rand( 0, count( $vitrina_adjs ) - 1 ) ],
			$vitrina_names[ mt_rand( 0, count( $vitrina_names ) - 1 ) ],
			mt_rand( 10, 40 )
		);
		$vitrina_items[] = array(
			'n'     => $vitrina_n,
			'title' => $vitrina_title,
			'price' => mt_rand( 19, 999 ) * 10,
			'cat'   => $vitrina_cats[ mt_rand( 0, count( $vitrina_cats ) - 1 ) ],
			'stock' => 0 === $vitrina_n % 10 ? 'outofstock' : 'instock',
			'hide'  => 0 === $vitrina_n % 25,
		);
		$vitrina_content = 'Надёжная вещь для кухни: ' . $vitrina_title . '. Подходит для ежедневного использования, легко моется, служит долго. Артикул BN-' . $vitrina_n . '.';
		$vitrina_rows[]  = $wpdb->prepare(
			"(%d, %s, %s, %s, %s, '', 'publish', 'open', 'closed', '', %s, '', '', %s, %s, '', 0, '', 0, 'product', '', 0)",
			$vitrina_author,
			$vitrina_now,
			$vitrina_gmt,
			$vitrina_content,
			$vitrina_title,
			'bench-' . $vitrina_n,
			$vitrina_now,
			$vitrina_gmt
		);
	}
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count) VALUES " . implode( ',', $vitrina_rows ) );
	$vitrina_first = (int) $wpdb->insert_id;
	$vitrina_meta  = array();
	$vitrina_look  = array();
	$vitrina_terms = array();
	foreach ( $vitrina_items as $vitrina_k => $vitrina_item ) {
		$vitrina_id  = $vitrina_first + $vitrina_k;
		$vitrina_sku = 'BN-' . $vitrina_item['n'];
		foreach ( array(
			'_sku'           => $vitrina_sku,
			'_regular_price' => $vitrina_item['price'],
			'_price'         => $vitrina_item['price'],
			'_stock_status'  => $vitrina_item['stock'],
			'_manage_stock'  => 'no',
			'_tax_status'    => 'taxable',
			'_virtual'       => 'no',
			'_downloadable'  => 'no',
			'total_sales'    => 0,
		) as $vitrina_key => $vitrina_value ) {
			$vitrina_meta[] = $wpdb->prepare( '(%d, %s, %s)', $vitrina_id, $vitrina_key, (string) $vitrina_value );
		}
		$vitrina_look[]  = $wpdb->prepare( "(%d, %s, 0, 0, %f, %f, 0, NULL, %s, 0, 0, 0, 'taxable', '')", $vitrina_id, $vitrina_sku, $vitrina_item['price'], $vitrina_item['price'], $vitrina_item['stock'] );
		$vitrina_terms[] = $wpdb->prepare( '(%d, %d)', $vitrina_id, $vitrina_simple->term_taxonomy_id );
		$vitrina_terms[] = $wpdb->prepare( '(%d, %d)', $vitrina_id, $vitrina_item['cat'] );
		if ( 'outofstock' === $vitrina_item['stock'] ) {
			$vitrina_terms[] = $wpdb->prepare( '(%d, %d)', $vitrina_id, $vitrina_oos );
		}
		if ( $vitrina_item['hide'] ) {
			foreach ( $vitrina_hidden as $vitrina_tt ) {
				$vitrina_terms[] = $wpdb->prepare( '(%d, %d)', $vitrina_id, $vitrina_tt );
			}
		}
	}
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $vitrina_meta ) );
	$wpdb->query( "INSERT INTO {$wpdb->prefix}wc_product_meta_lookup (product_id, sku, virtual, downloadable, min_price, max_price, onsale, stock_quantity, stock_status, rating_count, average_rating, total_sales, tax_status, tax_class) VALUES " . implode( ',', $vitrina_look ) );
	$wpdb->query( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $vitrina_terms ) );
	// phpcs:enable
	$vitrina_done += $vitrina_batch;
	if ( 0 === $vitrina_done % 10000 || VITRINA_BENCH_PRODUCTS === $vitrina_done ) {
		printf( "%6.1f s  %d products\n", microtime( true ) - $vitrina_t0, $vitrina_done );
	}
}

wp_update_term_count_now( array_merge( $vitrina_cats, array( (int) $vitrina_simple->term_taxonomy_id ) ), 'product_cat' );
clean_post_cache( 0 );
wp_cache_flush();

if ( VITRINA_BENCH_PRODUCTS <= 10000 ) {
	\Vitrina\Search\Index::rebuild_all();
	printf( "%6.1f s  search index built\n", microtime( true ) - $vitrina_t0 );
}
update_option( 'vitrina_bench_products', VITRINA_BENCH_PRODUCTS );
echo "bench data loaded\n";
