<?php
/**
 * The variations of the search index: which variation a query names.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use Vitrina\Db\Table;

defined( 'ABSPATH' ) || exit;

/**
 * The table `{prefix}vitrina_search_variations`: one row per published variation of
 * an indexed variable product, written with its product (Index::save()):
 * its SKU, the words and stems of its attribute values (for an attribute
 * left at "any", every value the product offers), and what its suggestion
 * shows, computed from the variation object: name (the product's title and
 * the variation's values), the product page's address with the variation's
 * attributes preselected (`attribute_pa_color=red`, which WooCommerce's
 * variation form reads), picture, price markup, stock status and quantity.
 *
 * The query's pick() runs on the few rows a query found (one read of this table, $wpdb
 * only, so the early answer uses it too): a row's product is shown as one
 * of its variations when the query is that variation's SKU, or when the
 * query's words that name attribute values of the product's variations
 * narrow them to one. Otherwise the product is shown as itself.
 */
final class Variations {

	/** Stock statuses as stored. */
	public const IN_STOCK = 'instock';

	/**
	 * The table (of the index in use, or of a build: Index::BUILD).
	 *
	 * @param string $suffix The build's suffix, '' for the index in use.
	 */
	public static function table( string $suffix = '' ): string {
		return Table::name( 'vitrina_search_variations' . Index::set( $suffix ) );
	}

	/**
	 * The CREATE statement of the table.
	 *
	 * @param string $suffix The build's suffix, '' for the index in use.
	 */
	public static function schema( string $suffix = '' ): string {
		$table = self::table( $suffix );
		return "CREATE TABLE `$table` (
				variation_id BIGINT UNSIGNED NOT NULL,
				product_id BIGINT UNSIGNED NOT NULL,
				sku VARCHAR(100) NOT NULL DEFAULT '',
				sku_key VARCHAR(100) NOT NULL DEFAULT '',
				words TEXT NOT NULL,
				stems TEXT NOT NULL,
				attributes TEXT NOT NULL,
				name TEXT NOT NULL,
				permalink TEXT NOT NULL,
				thumbnail TEXT NOT NULL,
				price TEXT NOT NULL,
				stock_status VARCHAR(20) NOT NULL DEFAULT 'instock',
				stock_quantity INT NULL,
				PRIMARY KEY (variation_id),
				KEY product_id (product_id)
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci";
	}

	/**
	 * A SKU as compared: normalised, without separators ("KL-5-BLUE" and
	 * "kl5blue" are one).
	 *
	 * @param string $sku SKU or query.
	 */
	public static function sku_key( string $sku ): string {
		return mb_substr( str_replace( ' ', '', Text::normalise( $sku ) ), 0, 100, 'UTF-8' );
	}

	/**
	 * Removes a product's variations.
	 *
	 * @param int    $product_id Product id.
	 * @param string $suffix     The build's suffix, '' for the index in use.
	 */
	public static function remove( int $product_id, string $suffix = '' ): void {
		global $wpdb;
		$wpdb->delete( self::table( $suffix ), array( 'product_id' => $product_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Replaces the rows of a product's variations (none unless it is a
	 * variable product).
	 *
	 * @param \WC_Product                               $product Product.
	 * @param string                                    $suffix  The build's suffix, '' for the index in use.
	 * @param list<array<string, string|int|null>>|null $rows    Its rows, when computed already.
	 */
	public static function save( \WC_Product $product, string $suffix = '', ?array $rows = null ): void {
		global $wpdb;
		self::remove( $product->get_id(), $suffix );
		foreach ( $rows ?? self::rows( $product ) as $row ) {
			$wpdb->insert( self::table( $suffix ), $row, array( '%d', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}

	/**
	 * The rows of a product's published variations that have a price.
	 *
	 * @param \WC_Product $product Product.
	 * @return list<array<string, string|int|null>>
	 */
	public static function rows( \WC_Product $product ): array {
		if ( ! $product instanceof \WC_Product_Variable ) {
			return array();
		}
		$offered = self::offered_words( $product );
		$title   = wp_strip_all_tags( html_entity_decode( $product->get_name(), ENT_QUOTES, 'UTF-8' ) );
		$rows    = array();
		foreach ( $product->get_children() as $child_id ) {
			$variation = wc_get_product( $child_id );
			if ( ! $variation instanceof \WC_Product_Variation || 'publish' !== $variation->get_status() || '' === (string) $variation->get_price() ) {
				continue;
			}
			$words      = array();
			$attributes = array();
			foreach ( $variation->get_variation_attributes() as $key => $value ) {
				$value = (string) $value;
				if ( '' === $value ) {
					// "Any": every value the product offers names it.
					$words = array_merge( $words, $offered[ substr( (string) $key, strlen( 'attribute_' ) ) ] ?? array() );
					continue;
				}
				$attributes[ (string) $key ] = $value;
				$taxonomy                    = substr( (string) $key, strlen( 'attribute_' ) );
				$term                        = taxonomy_exists( $taxonomy ) ? get_term_by( 'slug', $value, $taxonomy ) : false;
				$words                       = array_merge( $words, Text::words( $term instanceof \WP_Term ? $term->name : $value ) );
			}
			$words    = array_values( array_unique( $words ) );
			$values   = wp_strip_all_tags( html_entity_decode( wc_get_formatted_variation( $variation, true, false, false ), ENT_QUOTES, 'UTF-8' ) );
			$quantity = $variation->managing_stock() ? $variation->get_stock_quantity() : null;
			$sku      = (string) $variation->get_sku();
			$rows[]   = array(
				'variation_id'   => $variation->get_id(),
				'product_id'     => $product->get_id(),
				'sku'            => mb_substr( $sku, 0, 100, 'UTF-8' ),
				'sku_key'        => self::sku_key( $sku ),
				'words'          => implode( ' ', $words ),
				'stems'          => implode( ' ', array_map( array( Stemmer::class, 'search_stem' ), $words ) ),
				'attributes'     => (string) wp_json_encode( (object) $attributes ),
				'name'           => '' === $values ? $title : $title . ' — ' . $values,
				'permalink'      => (string) $variation->get_permalink(),
				'thumbnail'      => Index::thumbnail( $variation ),
				'price'          => (string) $variation->get_price_html(),
				'stock_status'   => (string) $variation->get_stock_status(),
				'stock_quantity' => null === $quantity ? null : (int) $quantity,
			);
		}
		return $rows;
	}

	/**
	 * The words of the values a variable product offers, by attribute key
	 * (`pa_color`, or the sanitised name of a custom attribute).
	 *
	 * @param \WC_Product_Variable $product Product.
	 * @return array<string, list<string>>
	 */
	private static function offered_words( \WC_Product_Variable $product ): array {
		$out = array();
		foreach ( $product->get_variation_attributes() as $name => $values ) {
			$words = array();
			foreach ( (array) $values as $value ) {
				$term  = taxonomy_exists( (string) $name ) ? get_term_by( 'slug', (string) $value, (string) $name ) : false;
				$words = array_merge( $words, Text::words( $term instanceof \WP_Term ? $term->name : (string) $value ) );
			}
			$out[ sanitize_title( (string) $name ) ] = array_values( array_unique( $words ) );
		}
		return $out;
	}

	/**
	 * The found rows, each with the variation the query names (key
	 * `variation`) when it names one.
	 *
	 * @param list<array<string, string>>                                                                                              $rows     Rows found, best first.
	 * @param list<list<array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>}>> $plans The plans of the query as typed (and in the other layout).
	 * @param string                                                                                                                   $query    The query as typed.
	 * @param bool                                                                                                                     $by_sku   Whether SKUs are searched.
	 * @param bool                                                                                                                     $in_stock Whether only variations in stock may be shown.
	 * @return list<array<string, mixed>>
	 */
	public static function pick( array $rows, array $plans, string $query, bool $by_sku, bool $in_stock ): array {
		global $wpdb;
		if ( ! $rows || ! self::installed() ) {
			return $rows;
		}
		$ids   = implode( ',', array_map( static fn( $row ) => (int) $row['product_id'], $rows ) );
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
		$found = (array) $wpdb->get_results( "SELECT * FROM `$table` WHERE product_id IN ($ids) ORDER BY variation_id", 'ARRAY_A' );
		$by    = array();
		foreach ( $found as $variation ) {
			if ( $in_stock && self::IN_STOCK !== $variation['stock_status'] ) {
				continue;
			}
			$by[ (int) $variation['product_id'] ][] = $variation;
		}
		$key = $by_sku ? self::sku_key( $query ) : '';
		foreach ( $rows as $i => $row ) {
			$variations = $by[ (int) $row['product_id'] ] ?? array();
			$chosen     = null;
			foreach ( $variations as $variation ) {
				if ( '' !== $key && $key === $variation['sku_key'] ) {
					$chosen = $variation;
					break;
				}
			}
			foreach ( $plans as $a => $plan ) {
				if ( null !== $chosen ) {
					break;
				}
				// Only the text as typed may end with a word being typed; the
				// other layout counts only when the text names no value.
				$named = self::named( $variations, $plan, 0 === $a );
				if ( false !== $named ) {
					$chosen = $named;
					break;
				}
			}
			if ( null !== $chosen ) {
				$rows[ $i ]['variation'] = $chosen;
			}
		}
		return $rows;
	}

	/**
	 * The one variation the words of a query name, if they narrow the
	 * product's variations to one: each word that names an attribute value
	 * of some variation keeps the variations it names; words naming none
	 * (the product's own) do not count.
	 *
	 * @param list<array<string, string>>                                                                                        $variations The product's variations.
	 * @param list<array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>}> $plan The query's words.
	 * @param bool                                                                                                               $typing Whether the last word may be unfinished.
	 * @return array<string, string>|false|null The variation, null when the
	 *                                          words name values of several or
	 *                                          none together, false when they
	 *                                          name no value.
	 */
	private static function named( array $variations, array $plan, bool $typing ) {
		if ( ! $variations ) {
			return false;
		}
		$left  = array_keys( $variations );
		$named = false;
		$last  = count( $plan ) - 1;
		foreach ( $plan as $k => $word ) {
			$these = array();
			foreach ( $variations as $v => $variation ) {
				if ( self::names( $word, $variation, $typing && $k === $last ) ) {
					$these[] = $v;
				}
			}
			if ( $these ) {
				$named = true;
				$left  = array_values( array_intersect( $left, $these ) );
			}
		}
		if ( ! $named ) {
			return false;
		}
		return 1 === count( $left ) ? $variations[ $left[0] ] : null;
	}

	/**
	 * Whether a query word names a value of a variation: one of its forms
	 * is a word of the value (or the word as typed, two letters or more,
	 * begins one, for the word being typed, the last), or its stem is the
	 * stem of one.
	 *
	 * @param array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>} $word      The word.
	 * @param array<string, string>                                                                                        $variation The variation.
	 * @param bool                                                                                                         $typing    Whether the word may be unfinished.
	 */
	private static function names( array $word, array $variation, bool $typing ): bool {
		$words = '' === $variation['words'] ? array() : explode( ' ', $variation['words'] );
		$stems = '' === $variation['stems'] ? array() : explode( ' ', $variation['stems'] );
		foreach ( $word['forms'] as $f => $form ) {
			foreach ( $words as $value ) {
				if ( $value === $form || ( $typing && 0 === $f && mb_strlen( $form, 'UTF-8' ) >= 2 && str_starts_with( $value, $form ) ) ) {
					return true;
				}
			}
		}
		return (bool) array_intersect( $word['stems'], $stems );
	}

	/**
	 * Whether the table exists (an index of an older schema answers
	 * without it until it is upgraded).
	 */
	private static function installed(): bool {
		return (int) get_option( Index::VERSION_OPTION ) >= 4;
	}

	/**
	 * What a suggestion adds for a variation: its id, the attributes it
	 * preselects, whether it is in stock and the stock text shown.
	 *
	 * @param array<string, string> $variation The variation's row.
	 * @return array{id: int, attributes: object, in_stock: bool, stock: string}
	 */
	public static function answer( array $variation ): array {
		$attributes = json_decode( $variation['attributes'], false );
		return array(
			'id'         => (int) $variation['variation_id'],
			'attributes' => $attributes instanceof \stdClass ? $attributes : new \stdClass(),
			'in_stock'   => self::IN_STOCK === $variation['stock_status'],
			'stock'      => self::stock_text( $variation['stock_status'], null === $variation['stock_quantity'] ? null : (int) $variation['stock_quantity'] ),
		);
	}

	/**
	 * The stock text of a variation, as the shop's stock display format
	 * asks (quantity always, only when low, or never).
	 *
	 * @param string   $status   Stock status.
	 * @param int|null $quantity Quantity, when the stock is managed.
	 */
	public static function stock_text( string $status, ?int $quantity ): string {
		if ( 'outofstock' === $status ) {
			return __( 'Out of stock', 'vitrina' );
		}
		if ( 'onbackorder' === $status ) {
			return __( 'Available on backorder', 'vitrina' );
		}
		$format = (string) get_option( 'woocommerce_stock_format', '' );
		$low    = (int) get_option( 'woocommerce_notify_low_stock_amount', 2 );
		if ( null !== $quantity && $quantity > 0 && ( '' === $format || ( 'low_amount' === $format && $quantity <= $low ) ) ) {
			/* translators: %s: how many are in stock. */
			return sprintf( _n( '%s in stock', '%s in stock', $quantity, 'vitrina' ), number_format_i18n( $quantity ) );
		}
		return __( 'In stock', 'vitrina' );
	}
}
