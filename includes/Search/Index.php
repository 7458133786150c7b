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
 *   products and their suggestions (Variations);
 * - `{prefix}vitrina_search_prefixes`: (prefix, later, menu_order,
 *   title_key, product_id), the first 2 and 3 letters of every title word
 *   and the whole word when longer (later 0 for the title's first word),
 *   and the same of every SKU (prefixed with `~`), in the order the query
 *   ranks products of one score, so that a query reads its best few
 *   candidates from its primary key instead of sorting tens of
 *   thousands (Query).
 *
 * The schema version is kept in an option. An upgrade from version 2 to 5
 * adds the new columns and tables in place, so that the index present
 * keeps answering (COMPATIBLE) while the Indexer fills it again; from
 * anything else the tables are recreated.
 *
 * There are two sets of these tables, one of them in use: the names
 * above, or the same ending in BUILD (LIVE_OPTION says which). A full
 * rebuild in the background fills the other set batch by batch while the
 * set in use answers, then swaps by naming the new set in use (one
 * option: no RENAME TABLE, whose locks would hold back the answers under
 * way and those that follow) and, a moment later, drops the old set
 * (build_swap()). Meanwhile a product saved is written to both sets. The
 * code speaks of the set in use ('') and the build's (BUILD); set()
 * gives the names' suffix.
 */
final class Index {

	/** The schema version; change it when the tables or their content change. */
	public const VERSION = '6';

	/**
	 * The schema versions whose complete index the current query reads (an
	 * index of version 2 lacks stems and typos, one of version 3 the
	 * variations, and answers meanwhile).
	 */
	public const COMPATIBLE = array( '2', '3', '4', '5', '6' );

	/** Option: the schema version of the tables present. */
	public const VERSION_OPTION = 'vitrina_search_index_version';

	/** Option: the schema version the index is complete for (the early answer needs it). */
	public const READY_OPTION = 'vitrina_search_index_ready';

	/** Option: the background build under way (`after`: the last product id done, `at`: when it last moved). */
	public const BUILD_OPTION = 'vitrina_search_build';

	/** The build's set of tables (the one not in use), for the functions that name them. */
	public const BUILD = '_next';

	/**
	 * Option: the suffix of the set of tables in use, '' or BUILD's (absent:
	 * ''). Autoloaded, read once per request with the other options: a
	 * request reads one set throughout. Not a setting but a fact about the
	 * tables, so it is not named with the vitrina_search_ settings.
	 */
	public const LIVE_OPTION = 'vitrina_index_live';

	/**
	 * Microseconds between the swap and the drop of the old set: the
	 * answers under way on it finish first (a search takes a few
	 * milliseconds; a drop waits only for a statement running, not for the
	 * next one of the same answer).
	 */
	public const SWAP_GRACE = 1000000;

	/** The suffix of the tables an earlier version's swap replaced (dropped with the rest). */
	private const OLD = '_old';

	/** The prefix lengths kept in the prefixes table. */
	public const PREFIX_LENGTHS = array( 2, 3 );

	/** The length of the title kept in the prefixes table to order by. */
	public const TITLE_KEY = 64;

	/** The width and height a suggestion's picture is shown at, at most (CSS pixels). */
	public const THUMBNAIL_SIZE = 48;

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
	 *
	 * @param string $suffix The build's suffix, '' for the index in use.
	 */
	public static function table( string $suffix = '' ): string {
		return Table::name( 'vitrina_search_index' . self::set( $suffix ) );
	}

	/**
	 * The table of tokens.
	 *
	 * @param string $suffix The build's suffix, '' for the index in use.
	 */
	public static function tokens_table( string $suffix = '' ): string {
		return Table::name( 'vitrina_search_tokens' . self::set( $suffix ) );
	}

	/**
	 * The table of typo variants.
	 *
	 * @param string $suffix The build's suffix, '' for the index in use.
	 */
	public static function typos_table( string $suffix = '' ): string {
		return Table::name( 'vitrina_search_typos' . self::set( $suffix ) );
	}

	/**
	 * The table of short prefixes.
	 *
	 * @param string $suffix The build's suffix, '' for the index in use.
	 */
	public static function prefixes_table( string $suffix = '' ): string {
		return Table::name( 'vitrina_search_prefixes' . self::set( $suffix ) );
	}

	/**
	 * The suffix of a set's table names: the set in use ('') is the tables
	 * LIVE_OPTION names, the build's (BUILD) the other ones; any other
	 * suffix is itself.
	 *
	 * @param string $suffix '' for the set in use, BUILD for the build's.
	 */
	public static function set( string $suffix ): string {
		if ( '' !== $suffix && self::BUILD !== $suffix ) {
			return $suffix;
		}
		// From the autoloaded options (no query when the option was never set).
		$build_in_use = self::BUILD === ( wp_load_alloptions()[ self::LIVE_OPTION ] ?? '' );
		// The names ending in BUILD are the set in use, or the build's: one of the two.
		return ( '' === $suffix ) === $build_in_use ? self::BUILD : '';
	}

	/**
	 * Tells wpdb the index tables' character set, utf8mb4 as their schemas
	 * say, so that a query with non-ASCII text (most searches) is not
	 * preceded by a SHOW FULL COLUMNS per table (wpdb's check of the
	 * text against the table's columns, once per table and request). For a
	 * request that only reads the index (the early search answer): wpdb
	 * then knows no column of these tables, which its inserts and updates
	 * need.
	 */
	public static function declare_charset(): void {
		if ( ! has_filter( 'pre_get_table_charset', array( self::class, 'charset' ) ) ) {
			add_filter( 'pre_get_table_charset', array( self::class, 'charset' ), 10, 2 );
		}
	}

	/**
	 * The `pre_get_table_charset` filter: utf8mb4 for the index tables (in
	 * use and being built), anything else as it was.
	 *
	 * @param string|null $charset The character set, null when not known.
	 * @param string      $table   The table's name.
	 * @return string|null
	 */
	public static function charset( $charset, $table ) {
		if ( null !== $charset ) {
			return $charset;
		}
		// The names of both sets, lower-cased, built once per site prefix:
		// wpdb asks once per table it has not seen.
		$prefix = Table::name( '' );
		if ( ! isset( self::$charset_names[ $prefix ] ) ) {
			self::$charset_names[ $prefix ] = array_fill_keys( array_map( 'strtolower', array_merge( self::tables(), self::tables( self::BUILD ) ) ), true );
		}
		return isset( self::$charset_names[ $prefix ][ strtolower( (string) $table ) ] ) ? 'utf8mb4' : null;
	}

	/**
	 * Every table of the index.
	 *
	 * @param string $suffix The build's suffix, '' for the index in use.
	 * @return list<string>
	 */
	public static function tables( string $suffix = '' ): array {
		return array( self::table( $suffix ), self::tokens_table( $suffix ), self::typos_table( $suffix ), self::prefixes_table( $suffix ), Variations::table( $suffix ) );
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
	 * version 2 to 5 the tables are upgraded in place and the index present
	 * stays ready (COMPATIBLE); otherwise the index is empty and not ready
	 * until rebuilt.
	 */
	public static function install(): void {
		global $wpdb;
		$table = self::table();
		$from  = get_option( self::VERSION_OPTION );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- our own tables, names from the prefix; fixed statements.
		if ( in_array( $from, array( '2', '3', '4', '5' ), true ) && $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) ) {
			if ( '2' === $from ) {
				$wpdb->query( "ALTER TABLE `$table` ADD COLUMN title_stems VARCHAR(255) NOT NULL DEFAULT '' AFTER title_norm, ADD COLUMN skus TEXT NOT NULL AFTER sku_norm" );
				$wpdb->query( 'DROP TABLE IF EXISTS `' . self::typos_table() . '`' );
				$wpdb->query( self::schemas()[2] );
			}
			if ( in_array( $from, array( '2', '3' ), true ) ) {
				$wpdb->query( 'DROP TABLE IF EXISTS `' . Variations::table() . '`' );
				$wpdb->query( Variations::schema() );
			}
			$wpdb->query( 'DROP TABLE IF EXISTS `' . self::prefixes_table() . '`' );
			$wpdb->query( self::schemas()[3] );
			update_option( self::VERSION_OPTION, self::VERSION, true );
			return;
		}
		self::drop_tables( '' );
		self::drop_tables( self::BUILD );
		delete_option( self::BUILD_OPTION );
		delete_option( self::LIVE_OPTION );
		foreach ( self::schemas() as $sql ) {
			$wpdb->query( $sql );
		}
		// phpcs:enable
		update_option( self::VERSION_OPTION, self::VERSION, true );
		update_option( self::READY_OPTION, '', true );
	}

	/**
	 * The CREATE statements of the tables (in the order of tables()).
	 *
	 * @param string $suffix The build's suffix, '' for the index in use.
	 * @return list<string>
	 */
	private static function schemas( string $suffix = '' ): array {
		$table    = self::table( $suffix );
		$tokens   = self::tokens_table( $suffix );
		$typos    = self::typos_table( $suffix );
		$prefixes = self::prefixes_table( $suffix );
		return array(
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
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
			"CREATE TABLE `$tokens` (
				token VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
				product_id BIGINT UNSIGNED NOT NULL,
				PRIMARY KEY (token, product_id),
				KEY product_id (product_id)
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4",
			"CREATE TABLE `$typos` (
				variant VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
				token VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
				PRIMARY KEY (variant, token)
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4",
			"CREATE TABLE `$prefixes` (
				prefix VARCHAR(" . ( Text::MAX_TOKEN + 1 ) . ') CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
				later TINYINT(1) NOT NULL DEFAULT 1,
				menu_order INT NOT NULL DEFAULT 0,
				title_key VARCHAR(' . self::TITLE_KEY . ") NOT NULL DEFAULT '',
				product_id BIGINT UNSIGNED NOT NULL,
				PRIMARY KEY (prefix, later, menu_order, title_key, product_id),
				KEY product_id (product_id)
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
			Variations::schema( $suffix ),
		);
	}

	/**
	 * Drops a set of tables.
	 *
	 * @param string $suffix '' for the index in use, or a build's suffix.
	 */
	private static function drop_tables( string $suffix ): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS `' . implode( '`, `', self::tables( $suffix ) ) . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- our own tables.
	}

	/**
	 * The background build under way, if any.
	 *
	 * @return array{after: int, at: int}|null
	 */
	public static function building(): ?array {
		$build = get_option( self::BUILD_OPTION );
		if ( ! is_array( $build ) || ! isset( $build['after'], $build['at'] ) ) {
			return null;
		}
		return array(
			'after' => (int) $build['after'],
			'at'    => (int) $build['at'],
		);
	}

	/**
	 * Starts a background build: empty tables of the build's suffix (a build
	 * under way starts over); the index in use is not touched.
	 */
	public static function build_start(): void {
		global $wpdb;
		self::drop_tables( self::BUILD );
		foreach ( self::schemas( self::BUILD ) as $sql ) {
			$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- a fixed statement.
		}
		self::build_moved( 0 );
	}

	/**
	 * Records how far the build got.
	 *
	 * @param int $after The last product id done.
	 */
	public static function build_moved( int $after ): void {
		update_option(
			self::BUILD_OPTION,
			array(
				'after' => $after,
				'at'    => time(),
			),
			true
		);
	}

	/**
	 * Whether the build's tables are all there.
	 */
	public static function build_tables_exist(): bool {
		global $wpdb;
		$like  = $wpdb->esc_like( Table::name( 'vitrina_search_' ) ) . '%';
		$found = (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return ! array_diff( self::tables( self::BUILD ), $found );
	}

	/**
	 * One batch of the build: the next products after an id, written to the
	 * build's tables only.
	 *
	 * @param int $after_id The last product id done.
	 * @param int $limit    How many to do.
	 * @return int The last id done, 0 when there were none left.
	 */
	public static function build_batch( int $after_id, int $limit ): int {
		global $wpdb;
		self::$into = self::BUILD;
		// One commit per batch: the build's tables only, which no search reads.
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		try {
			$last = self::rebuild_batch( $after_id, $limit );
		} finally {
			self::$into = null;
			$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		if ( $last > 0 ) {
			self::build_moved( $last );
		}
		return $last;
	}

	/**
	 * Puts the build in use: the option that names the set in use now
	 * names the build's (a request reads the set it found when it started,
	 * every table of it), then, after SWAP_GRACE, the old set is dropped.
	 * No table is renamed: the answers under way and those that follow
	 * wait for no lock. False, and nothing changed, when the build's tables
	 * are missing.
	 */
	public static function build_swap(): bool {
		if ( ! self::build_tables_exist() ) {
			return false;
		}
		update_option( self::LIVE_OPTION, self::set( self::BUILD ), true );
		update_option( self::READY_OPTION, self::VERSION, true );
		delete_option( self::BUILD_OPTION );
		usleep( self::SWAP_GRACE );
		// The old set now has the build's names.
		self::drop_tables( self::BUILD );
		return true;
	}

	/**
	 * Ends a build without using it: its tables are dropped.
	 */
	public static function build_cancel(): void {
		self::drop_tables( self::BUILD );
		delete_option( self::BUILD_OPTION );
	}

	/**
	 * Drops the tables and the options (uninstall, tests).
	 */
	public static function drop(): void {
		self::drop_tables( '' );
		self::drop_tables( self::BUILD );
		self::drop_tables( self::OLD );
		delete_option( self::VERSION_OPTION );
		delete_option( self::READY_OPTION );
		delete_option( self::BUILD_OPTION );
		delete_option( self::LIVE_OPTION );
	}

	/**
	 * The sets of tables a product is written to: the build's only while a
	 * build batch runs; otherwise the index in use, and the build's as well
	 * while a build is under way (so that a product saved after its batch
	 * is current in the new index too).
	 *
	 * @return list<string> Suffixes.
	 */
	private static function targets(): array {
		if ( null !== self::$into ) {
			return array( self::$into );
		}
		return null === self::building() ? array( '' ) : array( '', self::BUILD );
	}

	/**
	 * The suffix of the tables a build batch writes to (null: not in a batch).
	 *
	 * @var string|null
	 */
	private static ?string $into = null;

	/**
	 * The index tables' lower-cased names (in use and being built) as keys,
	 * by site prefix (charset()).
	 *
	 * @var array<string, array<string, true>>
	 */
	private static array $charset_names = array();

	/**
	 * A suggestion's picture: one small image (the gallery thumbnail size,
	 * or the placeholder) with its width and height, shown at most
	 * THUMBNAIL_SIZE pixels wide, without `srcset` (the answer stays small).
	 *
	 * @param \WC_Product $product Product or variation (a variation without a picture shows its product's).
	 */
	public static function thumbnail( \WC_Product $product ): string {
		$image_id = (int) $product->get_image_id();
		if ( ! $image_id && $product->get_parent_id() ) {
			$parent   = wc_get_product( $product->get_parent_id() );
			$image_id = $parent instanceof \WC_Product ? (int) $parent->get_image_id() : 0;
		}
		$src = $image_id ? wp_get_attachment_image_src( $image_id, 'woocommerce_gallery_thumbnail' ) : false;
		if ( is_array( $src ) ) {
			list( $url, $width, $height ) = $src;
		} else {
			$size   = wc_get_image_size( 'woocommerce_gallery_thumbnail' );
			$url    = wc_placeholder_img_src( 'woocommerce_gallery_thumbnail' );
			$width  = (int) ( $size['width'] ?? self::THUMBNAIL_SIZE );
			$height = (int) ( $size['height'] ?? self::THUMBNAIL_SIZE );
		}
		$width  = max( 1, (int) $width );
		$height = max( 1, (int) $height );
		// Shown small: the attributes keep the ratio at THUMBNAIL_SIZE wide.
		$shown_w = min( $width, self::THUMBNAIL_SIZE );
		$shown_h = max( 1, (int) round( $height * $shown_w / $width ) );
		return sprintf(
			'<img src="%s" width="%d" height="%d" alt="" loading="lazy" decoding="async">',
			esc_url( (string) $url ),
			$shown_w,
			$shown_h
		);
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
		$row        = self::row( $product );
		$tokens     = self::product_tokens( $product );
		$typos      = self::typo_variants( $product );
		$variations = Variations::rows( $product );
		foreach ( self::targets() as $suffix ) {
			self::write( $row, $tokens, $typos, $suffix );
			Variations::save( $product, $suffix, $variations );
		}
	}

	/**
	 * Removes a product from the index.
	 *
	 * @param int $product_id Product id.
	 */
	public static function remove( int $product_id ): void {
		global $wpdb;
		foreach ( self::targets() as $suffix ) {
			foreach ( array( self::table( $suffix ), self::tokens_table( $suffix ), self::prefixes_table( $suffix ), Variations::table( $suffix ) ) as $table ) {
				$wpdb->delete( $table, array( 'product_id' => $product_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			}
		}
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
			'thumbnail'   => self::thumbnail( $product ),
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
	 * @param string                             $suffix The build's suffix, '' for the index in use.
	 */
	public static function write( array $row, array $tokens, array $typos = array(), string $suffix = '' ): void {
		global $wpdb;
		$id     = (int) $row['product_id'];
		$tokens = array_values( array_unique( $tokens ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$wpdb->replace( self::table( $suffix ), $row, array( '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%d', '%d', '%d', '%s', '%s', '%s' ) );
		$wpdb->delete( self::tokens_table( $suffix ), array( 'product_id' => $id ), array( '%d' ) );
		$wpdb->delete( self::prefixes_table( $suffix ), array( 'product_id' => $id ), array( '%d' ) );
		$key  = mb_substr( (string) $row['title_norm'], 0, self::TITLE_KEY, 'UTF-8' );
		$rows = array();
		foreach ( self::prefixes( (string) $row['title_norm'], (string) $row['skus'] ) as $prefix => $later ) {
			$rows[] = $wpdb->prepare( '(%s,%d,%d,%s,%d)', (string) $prefix, $later, (int) $row['menu_order'], $key, $id );
		}
		if ( $rows ) {
			$table = self::prefixes_table( $suffix );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
			$wpdb->query( "INSERT IGNORE INTO `$table` (prefix, later, menu_order, title_key, product_id) VALUES " . implode( ',', $rows ) );
		}
		if ( $tokens ) {
			$values = implode( ',', array_fill( 0, count( $tokens ), '(%s,%d)' ) );
			$args   = array();
			foreach ( $tokens as $token ) {
				$args[] = $token;
				$args[] = $id;
			}
			$table = self::tokens_table( $suffix );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `$table` (token, product_id) VALUES $values", $args ) );
		}
		$pairs = array();
		foreach ( $typos as $variant => $words ) {
			foreach ( array_keys( $words ) as $word ) {
				$pairs[] = $wpdb->prepare( '(%s,%s)', (string) $variant, (string) $word );
			}
		}
		$table = self::typos_table( $suffix );
		foreach ( array_chunk( $pairs, 500 ) as $chunk ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- each pair prepared above.
			$wpdb->query( "INSERT IGNORE INTO `$table` (variant, token) VALUES " . implode( ',', $chunk ) );
		}
		// phpcs:enable
	}

	/**
	 * The prefixes of a product: the first letters (PREFIX_LENGTHS) of each
	 * word of its normalised title and the whole word when longer (as the
	 * tokens keep it), with 0 when the title begins with them (else 1), and
	 * the same of each SKU (prefixed with SKU_PREFIX, 1).
	 *
	 * @param string $title_norm The normalised title.
	 * @param string $skus       The SKUs, normalised, separated by spaces.
	 * @return array<string, int> Later (0 or 1) by prefix.
	 */
	public static function prefixes( string $title_norm, string $skus ): array {
		$out = array();
		foreach ( array(
			''               => explode( ' ', $title_norm ),
			self::SKU_PREFIX => explode( ' ', $skus ),
		) as $kind => $words ) {
			foreach ( $words as $k => $word ) {
				$word    = mb_substr( $word, 0, Text::MAX_TOKEN, 'UTF-8' );
				$lengths = self::PREFIX_LENGTHS;
				if ( mb_strlen( $word, 'UTF-8' ) > max( $lengths ) ) {
					$lengths[] = mb_strlen( $word, 'UTF-8' );
				}
				foreach ( $lengths as $length ) {
					if ( mb_strlen( $word, 'UTF-8' ) < $length ) {
						break;
					}
					$prefix         = $kind . mb_substr( $word, 0, $length, 'UTF-8' );
					$later          = '' === $kind && 0 === $k ? 0 : 1;
					$out[ $prefix ] = min( $out[ $prefix ] ?? 1, $later );
				}
			}
		}
		return $out;
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
