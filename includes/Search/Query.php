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
 * and title.
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
	 * The SQL of the query (null when nothing can match).
	 */
	public function sql(): ?string {
		global $wpdb;
		$table  = Index::table();
		$tokens = Index::tokens_table();
		$raw    = $this->args['query'];

		$alternatives = array( Text::words( $raw ) );
		$slip         = Text::other_layout( $raw );
		if ( null !== $slip ) {
			$alternatives[] = Text::words( $slip );
		}

		$sku_exact = mb_substr( mb_strtolower( trim( $raw ), 'UTF-8' ), 0, 100, 'UTF-8' );
		$matches   = array();
		foreach ( $alternatives as $words ) {
			$words = array_slice( $words, 0, Text::MAX_WORDS );
			if ( ! $words ) {
				continue;
			}
			$all = array();
			foreach ( $words as $word ) {
				$like  = $wpdb->esc_like( $word ) . '%';
				$where = $wpdb->prepare( 'token LIKE %s', $like );
				if ( $this->args['by_sku'] ) {
					$where = '(' . $where . ' OR ' . $wpdb->prepare( 'token LIKE %s', $wpdb->esc_like( Index::SKU_PREFIX . $word ) . '%' ) . ')';
				}
				$all[] = "i.product_id IN (SELECT product_id FROM `$tokens` WHERE $where)";
			}
			$matches[] = '(' . implode( ' AND ', $all ) . ')';
		}
		if ( $this->args['by_sku'] && '' !== $sku_exact ) {
			$matches[] = $wpdb->prepare( 'i.sku_norm = %s', $sku_exact );
		}
		if ( ! $matches ) {
			return null;
		}

		$where = array( 'i.searchable = 1', '(' . implode( ' OR ', $matches ) . ')' );
		if ( $this->args['hide_out_of_stock'] ) {
			$where[] = 'i.in_stock = 1';
		}
		if ( '' !== $this->args['category'] ) {
			$term_id = $this->category_id( $this->args['category'] );
			if ( null === $term_id ) {
				return null;
			}
			$where[] = $wpdb->prepare( "i.product_id IN (SELECT product_id FROM `$tokens` WHERE token = %s)", Index::CATEGORY_PREFIX . $term_id ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}

		$first_words = implode( ' ', array_slice( $alternatives[0], 0, Text::MAX_WORDS ) );
		$order       = array();
		if ( $this->args['by_sku'] && '' !== $sku_exact ) {
			$order[] = $wpdb->prepare( '(i.sku_norm = %s) DESC', $sku_exact );
		}
		if ( '' !== $first_words ) {
			$order[] = $wpdb->prepare( '(i.title_norm LIKE %s) DESC', $wpdb->esc_like( $first_words ) . '%' );
		}
		$order[] = 'i.menu_order ASC';
		$order[] = 'i.title_norm ASC';

		return 'SELECT i.product_id, i.title, i.sku, i.permalink, i.thumbnail, i.price'
			. " FROM `$table` i WHERE " . implode( ' AND ', $where )
			. ' ORDER BY ' . implode( ', ', $order )
			. ' LIMIT ' . (int) $this->args['number'];
	}

	/**
	 * The matching rows.
	 *
	 * @return list<array{product_id: string, title: string, sku: string, permalink: string, thumbnail: string, price: string}>
	 */
	public function results(): array {
		global $wpdb;
		$sql = $this->sql();
		if ( null === $sql ) {
			return array();
		}
		$rows = $wpdb->get_results( $sql, 'ARRAY_A' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- built with prepare() in sql().
		return is_array( $rows ) ? $rows : array();
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
