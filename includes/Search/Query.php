<?php
/**
 * Finding products in the search index.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Uses $wpdb and options only, so that it runs before WooCommerce and
 * `init` (the early answer) as well as in the admin-ajax handler.
 *
 * A product matches when every word of the query begins a word of its title
 * (or of its SKU, when searching by SKU is on), or when the whole query is
 * its SKU; the same query typed in the other keyboard layout matches too.
 * Order: exact SKU, then titles beginning with the query, then menu order
 * and title. Only rows the index marks searchable are answered, and only
 * while the posts and terms tables agree (published, no password, not
 * hidden from search; not out of stock when the shop hides those).
 */
final class Query {

	/**
	 * The query's parameters, validated.
	 *
	 * @var array{query: string, number: int, category: string, by_sku: bool, hide_out_of_stock: bool}
	 */
	private array $args;

	/**
	 * Constructor.
	 *
	 * @param array{query: string, number: int, category?: string, by_sku?: bool, hide_out_of_stock?: bool} $args Parameters.
	 */
	public function __construct( array $args ) {
		$this->args = array(
			'query'             => $args['query'],
			'number'            => max( 1, min( 100, $args['number'] ) ),
			'category'          => $args['category'] ?? '',
			'by_sku'            => $args['by_sku'] ?? true,
			'hide_out_of_stock' => $args['hide_out_of_stock'] ?? ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ),
		);
	}

	/**
	 * The SQL of the query: the ids of the best matches, in order (null
	 * when nothing can match). The candidates come from the tokens' primary
	 * key, one join per word, a union over the layout alternatives and the
	 * exact SKU; only then are the rows filtered and sorted.
	 */
	public function sql(): ?string {
		global $wpdb;
		$table  = Index::table();
		$tokens = Index::tokens_table();
		$raw    = $this->args['query'];

		$alternatives = array( array_slice( Text::words( $raw ), 0, Text::MAX_WORDS ) );
		$slip         = Text::other_layout( $raw );
		if ( null !== $slip ) {
			$alternatives[] = array_slice( Text::words( $slip ), 0, Text::MAX_WORDS );
		}

		$sku_exact = mb_substr( mb_strtolower( trim( $raw ), 'UTF-8' ), 0, 100, 'UTF-8' );
		$parts     = array();
		foreach ( $alternatives as $words ) {
			if ( ! $words ) {
				continue;
			}
			$from  = '';
			$first = '';
			foreach ( array_values( $words ) as $k => $word ) {
				$cond = $wpdb->prepare( "t$k.token LIKE %s", $wpdb->esc_like( $word ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				if ( $this->args['by_sku'] ) {
					$cond = '(' . $cond . ' OR ' . $wpdb->prepare( "t$k.token LIKE %s", $wpdb->esc_like( Index::SKU_PREFIX . $word ) . '%' ) . ')'; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				}
				if ( 0 === $k ) {
					$from  = "`$tokens` t0";
					$first = $cond;
				} else {
					$from .= " JOIN `$tokens` t$k ON t$k.product_id = t0.product_id AND $cond";
				}
			}
			$parts[] = "SELECT t0.product_id FROM $from WHERE $first";
		}
		if ( $this->args['by_sku'] && '' !== $sku_exact ) {
			$parts[] = $wpdb->prepare( "SELECT product_id FROM `$table` WHERE sku_norm = %s", $sku_exact ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		if ( ! $parts ) {
			return null;
		}

		$join  = '';
		$where = array( 'i.searchable = 1' );
		if ( $this->args['hide_out_of_stock'] ) {
			$where[] = 'i.in_stock = 1';
		}
		// The second line: the product as it is now in the posts and terms
		// tables (published, no password, not hidden from search), should a
		// change have reached the database without reaching the index.
		$hidden  = $this->args['hide_out_of_stock'] ? "'exclude-from-search', 'outofstock'" : "'exclude-from-search'";
		$where[] = "p.post_status = 'publish' AND p.post_password = '' AND p.post_type = 'product'";
		$where[] = "NOT EXISTS (SELECT 1 FROM {$wpdb->term_relationships} vr JOIN {$wpdb->term_taxonomy} vt ON vt.term_taxonomy_id = vr.term_taxonomy_id AND vt.taxonomy = 'product_visibility' JOIN {$wpdb->terms} vterm ON vterm.term_id = vt.term_id WHERE vr.object_id = i.product_id AND vterm.slug IN ($hidden))";
		if ( '' !== $this->args['category'] ) {
			$term_id = $this->category_id( $this->args['category'] );
			if ( null === $term_id ) {
				return null;
			}
			$join = $wpdb->prepare( " JOIN `$tokens` c ON c.product_id = i.product_id AND c.token = %s", Index::CATEGORY_PREFIX . $term_id ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}

		$order = array();
		if ( $this->args['by_sku'] && '' !== $sku_exact ) {
			$order[] = $wpdb->prepare( '(i.sku_norm = %s) DESC', $sku_exact );
		}
		$starts = array();
		foreach ( $alternatives as $words ) {
			if ( $words ) {
				$starts[] = $wpdb->prepare( 'i.title_norm LIKE %s', $wpdb->esc_like( implode( ' ', $words ) ) . '%' );
			}
		}
		if ( $starts ) {
			$order[] = '(' . implode( ' OR ', $starts ) . ') DESC';
		}
		$order[] = 'i.menu_order ASC';
		$order[] = 'i.title_norm ASC';

		// The candidates first (STRAIGHT_JOIN): few rows, each found by the primary key.
		return 'SELECT STRAIGHT_JOIN i.product_id FROM (' . implode( ' UNION ', $parts ) . ") m JOIN `$table` i ON i.product_id = m.product_id"
			. " JOIN {$wpdb->posts} p ON p.ID = i.product_id"
			. $join
			. ' WHERE ' . implode( ' AND ', $where )
			. ' ORDER BY ' . implode( ', ', $order )
			. ' LIMIT ' . (int) $this->args['number'];
	}

	/**
	 * The matching rows, best first.
	 *
	 * @return list<array{product_id: string, title: string, sku: string, permalink: string, thumbnail: string, price: string}>
	 */
	public function results(): array {
		global $wpdb;
		$sql = $this->sql();
		if ( null === $sql ) {
			return array();
		}
		$ids = array_map( 'intval', $wpdb->get_col( $sql ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- built with prepare() in sql().
		if ( ! $ids ) {
			return array();
		}
		$table = Index::table();
		$list  = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
		$rows = $wpdb->get_results( "SELECT product_id, title, sku, permalink, thumbnail, price FROM `$table` WHERE product_id IN ($list)", 'ARRAY_A' );
		$by   = array();
		foreach ( (array) $rows as $row ) {
			$by[ (int) $row['product_id'] ] = $row;
		}
		$out = array();
		foreach ( $ids as $id ) {
			if ( isset( $by[ $id ] ) ) {
				$out[] = $by[ $id ];
			}
		}
		return $out;
	}

	/**
	 * The term id of a product category given by slug (or id).
	 *
	 * @param string $category Slug or id.
	 */
	private function category_id( string $category ): ?int {
		global $wpdb;
		$sql = "SELECT t.term_id FROM {$wpdb->terms} t JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id AND tt.taxonomy = 'product_cat' WHERE ";
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table names only.
		$id = ctype_digit( $category )
			? $wpdb->get_var( $wpdb->prepare( $sql . 't.term_id = %d LIMIT 1', (int) $category ) )
			: $wpdb->get_var( $wpdb->prepare( $sql . 't.slug = %s LIMIT 1', sanitize_title( $category ) ) );
		// phpcs:enable
		return null === $id ? null : (int) $id;
	}
}
