<?php
/**
 * The search index the plugin keeps: one row per product with the prepared
 * suggestion fields, and a word-prefix table the query can use.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use Vitrina\Db\Table;

defined( 'ABSPATH' ) || exit;

/**
 * Four tables:
 * - `{prefix}vitrina_search_index`: product id, title, normalised title,
 *   the stems of its words, SKU, every SKU of the product and its
 *   variations, status and visibility flags, and the suggestion fields
 *   ready to send (permalink, thumbnail and price markup);
 * - `{prefix}vitrina_search_tokens`: (token, product id), the words of the
 *   title, their stems prefixed with `=` (Stemmer), the words of the
 *   attribute values prefixed with `:` and their stems with `;`, the SKU's
 *   and the variations' SKUs' words prefixed with `~`, and `#c<term id>`
 *   for each category of the product and its ancestors. A query word
 *   matches with range scans of the primary key (`token LIKE 'word%'`,
 *   `token IN (…)`);
 * - `{prefix}vitrina_search_typos`: (variant, token), the deletion
 *   neighbourhood of the title words and stems: every string made from a
 *   word by deleting one letter (two, for words of 7 letters or more). A
 *   query word with a typo shares a variant with the word it means
 *   (Query checks the distance). Rows are only added; a word no product
 *   has any more matches no token;
 * - `{prefix}vitrina_search_variations`: the variations of variable
 *   products and their suggestions (Variations).
 *
 * The schema version is kept in an option. An upgrade from version 2 or 3
 * adds the new columns and tables in place, so that the index present
 * keeps answering (COMPATIBLE) while the Indexer fills it again; from
 * anything else the tables are recreated.
 */
final class Index {

	/** The schema version; change it when the tables or their content change. */
	public const VERSION = '4';

	/**
	 * The schema versions whose complete index the current query reads (an
	 * index of version 2 lacks stems and typos, one of version 3 the
	 * variations, and answers meanwhile).
	 */
	public const COMPATIBLE = array( '2', '3', '4' );

	/** Option: the schema version of the tables present. */
	public const VERSION_OPTION = 'vitrina_search_index_version';

	/** Option: the schema version the index is complete for (the early answer needs it). */
	public const READY_OPTION = 'vitrina_search_index_ready';

	/** Prefix of a category token. */
	public const CATEGORY_PREFIX = '#c';

	/** Prefix of a SKU token. */
	public const SKU_PREFIX = '~';

	/** Prefix of a title word's stem. */
	public const STEM_PREFIX = '=';

	/** Prefix of an attribute value's word. */
	public const ATTRIBUTE_PREFIX = ':';

	/** Prefix of an attribute value word's stem. */
	public const ATTRIBUTE_STEM_PREFIX = ';';

	/** Title words and stems shorter than this get no typo variants. */
	public const TYPO_MIN = 4;

	/** Title words and stems this long or longer get variants with two deletions. */
	public const TYPO_TWO = 7;

	/**
	 * The table of rows.
	 */
	public static function table(): string {
		return Table::name( 'vitrina_search_index' );
	}

	/**
	 * The table of tokens.
	 */
	public static function tokens_table(): string {
		return Table::name( 'vitrina_search_tokens' );
	}

	/**
	 * The table of typo variants.
	 */
	public static function typos_table(): string {
		return Table::name( 'vitrina_search_typos' );
	}

	/**
	 * Whether the tables have the current schema and hold a complete index
	 * the query reads (of this schema or a compatible older one, while it
	 * is filled again).
	 */
	public static function ready(): bool {
		return self::VERSION === get_option( self::VERSION_OPTION )
			&& in_array( get_option( self::READY_OPTION ), self::COMPATIBLE, true );
	}

	/**
	 * Whether the index is complete for the current schema.
	 */
	public static function current(): bool {
		return self::VERSION === get_option( self::READY_OPTION );
	}

	/**
	 * Creates (or upgrades) the tables and records the schema version. From
	 * version 2 or 3 the tables are upgraded in place and the index present stays
	 * ready (COMPATIBLE); otherwise the index is empty and not ready until
	 * rebuilt.
	 */
	public static function install(): void {
		global $wpdb;
		$table  = self::table();
		$tokens = self::tokens_table();
		$typos  = self::typos_table();
		$vars   = Variations::table();
		$from   = get_option( self::VERSION_OPTION );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own tables, names from the prefix.
		if ( in_array( $from, array( '2', '3' ), true ) && $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) ) {
			if ( '2' === $from ) {
				$wpdb->query( "ALTER TABLE `$table` ADD COLUMN title_stems VARCHAR(255) NOT NULL DEFAULT '' AFTER title_norm, ADD COLUMN skus TEXT NOT NULL AFTER sku_norm" );
				$wpdb->query( "DROP TABLE IF EXISTS `$typos`" );
				$wpdb->query( self::typos_schema() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a fixed statement.
			}
			$wpdb->query( "DROP TABLE IF EXISTS `$vars`" );
			$wpdb->query( Variations::schema() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a fixed statement.
			update_option( self::VERSION_OPTION, self::VERSION, true );
			return;
		}
		$wpdb->query( "DROP TABLE IF EXISTS `$table`, `$tokens`, `$typos`, `$vars`" );
		$wpdb->query(
			"CREATE TABLE `$table` (
				product_id BIGINT UNSIGNED NOT NULL,
				post_type VARCHAR(20) NOT NULL DEFAULT 'product',
				title TEXT NOT NULL,
				title_norm VARCHAR(255) NOT NULL DEFAULT '',
				title_stems VARCHAR(255) NOT NULL DEFAULT '',
				sku VARCHAR(100) NOT NULL DEFAULT '',
				sku_norm VARCHAR(100) NOT NULL DEFAULT '',
				skus TEXT NOT NULL,
				searchable TINYINT(1) NOT NULL DEFAULT 0,
				in_stock TINYINT(1) NOT NULL DEFAULT 1,
				menu_order INT NOT NULL DEFAULT 0,
				permalink TEXT NOT NULL,
				thumbnail TEXT NOT NULL,
				price TEXT NOT NULL,
				PRIMARY KEY (product_id),
				KEY sku_norm (sku_norm)
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci"
		);
		$wpdb->query(
			"CREATE TABLE `$tokens` (
				token VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
				product_id BIGINT UNSIGNED NOT NULL,
				PRIMARY KEY (token, product_id),
				KEY product_id (product_id)
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4"
		);
		$wpdb->query( self::typos_schema() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a fixed statement.
		$wpdb->query( Variations::schema() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a fixed statement.
		// phpcs:enable
		update_option( self::VERSION_OPTION, self::VERSION, true );
		update_option( self::READY_OPTION, '', true );
	}

	/**
	 * The CREATE statement of the typos table.
	 */
	private static function typos_schema(): string {
		$typos = self::typos_table();
		return "CREATE TABLE `$typos` (
				variant VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
				token VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
				PRIMARY KEY (variant, token)
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4";
	}

	/**
	 * Drops the tables and the options (uninstall, tests).
	 */
	public static function drop(): void {
		global $wpdb;
		$table  = self::table();
		$tokens = self::tokens_table();
		$typos  = self::typos_table();
		$vars   = Variations::table();
		$wpdb->query( "DROP TABLE IF EXISTS `$table`, `$tokens`, `$typos`, `$vars`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		delete_option( self::VERSION_OPTION );
		delete_option( self::READY_OPTION );
	}

	/**
	 * Writes the row and tokens of a product, or removes them when it is
	 * gone or not a product.
	 *
	 * @param int $product_id Product id.
	 */
	public static function save( int $product_id ): void {
		$product = function_exists( 'wc_get_product' ) ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof \WC_Product || $product->is_type( 'variation' ) ) {
			self::remove( $product_id );
			return;
		}
		$row = self::row( $product );
		self::write( $row, self::product_tokens( $product ), self::typo_variants( $product ) );
		Variations::save( $product );
	}

	/**
	 * Removes a product from the index.
	 *
	 * @param int $product_id Product id.
	 */
	public static function remove( int $product_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'product_id' => $product_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->delete( self::tokens_table(), array( 'product_id' => $product_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Variations::remove( $product_id );
	}

	/**
	 * The row of a product.
	 *
	 * @param \WC_Product $product Product.
	 * @return array<string, string|int>
	 */
	public static function row( \WC_Product $product ): array {
		$id         = $product->get_id();
		$searchable = 'publish' === $product->get_status()
			&& '' === (string) $product->get_post_password()
			&& in_array( $product->get_catalog_visibility(), array( 'visible', 'search' ), true );
		$title      = wp_strip_all_tags( html_entity_decode( $product->get_name(), ENT_QUOTES, 'UTF-8' ) );
		$sku        = (string) $product->get_sku();
		$stems      = array_map( array( Stemmer::class, 'search_stem' ), Text::words( $title ) );
		$skus       = array_map( static fn( string $s ): string => str_replace( ' ', '', mb_strtolower( trim( $s ), 'UTF-8' ) ), self::skus( $product ) );
		return array(
			'product_id'  => $id,
			'post_type'   => 'product',
			'title'       => $title,
			'title_norm'  => mb_substr( Text::normalise( $title ), 0, 255, 'UTF-8' ),
			'title_stems' => mb_substr( implode( ' ', $stems ), 0, 255, 'UTF-8' ),
			'sku'         => mb_substr( $sku, 0, 100, 'UTF-8' ),
			'sku_norm'    => mb_substr( mb_strtolower( trim( $sku ), 'UTF-8' ), 0, 100, 'UTF-8' ),
			'skus'        => implode( ' ', array_unique( $skus ) ),
			'searchable'  => $searchable ? 1 : 0,
			'in_stock'    => 'outofstock' === $product->get_stock_status() || has_term( 'outofstock', 'product_visibility', $id ) ? 0 : 1,
			'menu_order'  => (int) $product->get_menu_order(),
			'permalink'   => (string) $product->get_permalink(),
			'thumbnail'   => (string) $product->get_image( 'woocommerce_gallery_thumbnail' ),
			'price'       => (string) $product->get_price_html(),
		);
	}

	/**
	 * The SKUs of a product and of its variations (non-empty, distinct).
	 *
	 * @param \WC_Product $product Product.
	 * @return list<string>
	 */
	public static function skus( \WC_Product $product ): array {
		$skus = array( (string) $product->get_sku() );
		if ( $product->is_type( 'variable' ) ) {
			foreach ( $product->get_children() as $child_id ) {
				$child = wc_get_product( $child_id );
				if ( $child instanceof \WC_Product ) {
					$skus[] = (string) $child->get_sku();
				}
			}
		}
		return array_values( array_unique( array_filter( array_map( 'trim', $skus ), static fn( $s ) => '' !== $s ) ) );
	}

	/**
	 * The words of a product's attribute values (terms and custom values,
	 * which include every value its variations can take).
	 *
	 * @param \WC_Product $product Product.
	 * @return list<string>
	 */
	public static function attribute_words( \WC_Product $product ): array {
		$words = array();
		foreach ( $product->get_attributes() as $attribute ) {
			if ( ! $attribute instanceof \WC_Product_Attribute ) {
				continue;
			}
			$values = array();
			if ( $attribute->is_taxonomy() ) {
				foreach ( (array) $attribute->get_terms() as $term ) {
					if ( $term instanceof \WP_Term ) {
						$values[] = $term->name;
					}
				}
			} else {
				$values = $attribute->get_options();
			}
			foreach ( $values as $value ) {
				foreach ( Text::words( (string) $value ) as $word ) {
					$words[ $word ] = true;
				}
			}
		}
		return array_map( 'strval', array_keys( $words ) );
	}

	/**
	 * The tokens of a product: title words and their stems, attribute
	 * words and their stems, the SKUs' words (its own and its variations'),
	 * categories with their ancestors (all prefixed by kind).
	 *
	 * @param \WC_Product $product Product.
	 * @return list<string>
	 */
	public static function product_tokens( \WC_Product $product ): array {
		$tokens = Text::words( $product->get_name() );
		foreach ( $tokens as $word ) {
			$tokens[] = self::STEM_PREFIX . Stemmer::search_stem( $word );
		}
		foreach ( self::attribute_words( $product ) as $word ) {
			$tokens[] = self::ATTRIBUTE_PREFIX . $word;
			$tokens[] = self::ATTRIBUTE_STEM_PREFIX . Stemmer::search_stem( $word );
		}
		foreach ( self::skus( $product ) as $sku ) {
			$whole    = mb_substr( mb_strtolower( trim( $sku ), 'UTF-8' ), 0, Text::MAX_TOKEN, 'UTF-8' );
			$tokens[] = self::SKU_PREFIX . $whole;
			foreach ( Text::words( $sku ) as $word ) {
				$tokens[] = self::SKU_PREFIX . $word;
			}
			// The SKU without separators: "AB-12" is found as "ab12".
			$tokens[] = self::SKU_PREFIX . str_replace( ' ', '', Text::normalise( $sku ) );
		}
		foreach ( $product->get_category_ids() as $term_id ) {
			$tokens[] = self::CATEGORY_PREFIX . $term_id;
			foreach ( get_ancestors( (int) $term_id, 'product_cat', 'taxonomy' ) as $ancestor ) {
				$tokens[] = self::CATEGORY_PREFIX . $ancestor;
			}
		}
		return array_values( array_unique( array_filter( $tokens, static fn( $t ) => '' !== $t && self::SKU_PREFIX !== $t ) ) );
	}

	/**
	 * The typo variants of a product's title words and stems: (variant,
	 * token) pairs, the token being the word or `=` and the stem.
	 *
	 * @param \WC_Product $product Product.
	 * @return array<string, array<string, true>> Tokens by variant.
	 */
	public static function typo_variants( \WC_Product $product ): array {
		$out = array();
		foreach ( Text::words( $product->get_name() ) as $word ) {
			if ( null !== self::$typos_written ) {
				// A batch writes each word's variants once.
				if ( isset( self::$typos_written[ $word ] ) ) {
					continue;
				}
				self::$typos_written[ $word ] = true;
			}
			$stem = Stemmer::search_stem( $word );
			foreach ( array(
				$word                     => $word,
				self::STEM_PREFIX . $stem => $stem,
			) as $token => $text ) {
				$len = mb_strlen( (string) $text, 'UTF-8' );
				if ( $len < self::TYPO_MIN || 1 === preg_match( '/\d/', (string) $text ) ) {
					continue;
				}
				foreach ( Text::deletions( (string) $text, $len >= self::TYPO_TWO ? 2 : 1 ) as $variant ) {
					$out[ $variant ][ (string) $token ] = true;
				}
			}
		}
		return $out;
	}

	/**
	 * Replaces a product's row and tokens, and adds its typo variants.
	 *
	 * @param array<string, string|int>          $row    Row.
	 * @param string[]                           $tokens Tokens.
	 * @param array<string, array<string, true>> $typos  Tokens by typo variant.
	 */
	public static function write( array $row, array $tokens, array $typos = array() ): void {
		global $wpdb;
		$id     = (int) $row['product_id'];
		$tokens = array_values( array_unique( $tokens ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$wpdb->replace( self::table(), $row, array( '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%d', '%d', '%d', '%s', '%s', '%s' ) );
		$wpdb->delete( self::tokens_table(), array( 'product_id' => $id ), array( '%d' ) );
		if ( $tokens ) {
			$values = implode( ',', array_fill( 0, count( $tokens ), '(%s,%d)' ) );
			$args   = array();
			foreach ( $tokens as $token ) {
				$args[] = $token;
				$args[] = $id;
			}
			$table = self::tokens_table();
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `$table` (token, product_id) VALUES $values", $args ) );
		}
		$pairs = array();
		foreach ( $typos as $variant => $words ) {
			foreach ( array_keys( $words ) as $word ) {
				$pairs[] = $wpdb->prepare( '(%s,%s)', (string) $variant, (string) $word );
			}
		}
		$table = self::typos_table();
		foreach ( array_chunk( $pairs, 500 ) as $chunk ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- each pair prepared above.
			$wpdb->query( "INSERT IGNORE INTO `$table` (variant, token) VALUES " . implode( ',', $chunk ) );
		}
		// phpcs:enable
	}

	/**
	 * Indexes the next products after an id.
	 *
	 * @param int $after_id The last product id done.
	 * @param int $limit    How many to do.
	 * @return int The last id done, 0 when there were none left.
	 */
	public static function rebuild_batch( int $after_id, int $limit ): int {
		global $wpdb;
		self::$typos_written = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$ids  = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product' AND ID > %d ORDER BY ID LIMIT %d", $after_id, $limit ) );
		$last = 0;
		foreach ( $ids as $id ) {
			$last = (int) $id;
			self::save( $last );
		}
		self::$typos_written = null;
		return $last;
	}

	/**
	 * The title words whose typo variants the current batch wrote (null
	 * outside a batch).
	 *
	 * @var array<string, true>|null
	 */
	private static ?array $typos_written = null;

	/**
	 * Whether every product was indexed in this request.
	 *
	 * @var bool
	 */
	public static bool $refilled = false;

	/**
	 * Recreates the tables and indexes every product in this request.
	 */
	public static function rebuild_all(): void {
		self::install();
		self::refill_all();
	}

	/**
	 * Indexes every product again in this request (the rows stay usable
	 * meanwhile) and marks the index ready.
	 */
	public static function refill_all(): void {
		$after = 0;
		do {
			$after = self::rebuild_batch( $after, 200 );
			if ( function_exists( 'wc_get_container' ) ) {
				wp_cache_flush_runtime();
			}
		} while ( $after > 0 );
		update_option( self::READY_OPTION, self::VERSION, true );
		self::$refilled = true;
	}
}
