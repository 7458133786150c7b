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
 * A product matches when every word of the query finds it, each in one of
 * these ways (best first): it begins a word of its title (or of its SKU or
 * a variation's SKU, when searching by SKU is on); its stem (Stemmer) is a
 * title word's stem («сковороду», «чайники»), also without a diminutive к
 * («сковородки»); it is a title word or stem with a typo (one for words of
 * 5 letters or more, two from 9: the typos table, then the distance);
 * it begins or shares a stem with a word of an attribute value. Each word
 * is also tried transliterated («skovoroda», «chaynik», «shef»), and the
 * whole query typed in the other keyboard layout; the exact SKU (of the
 * product or a variation) matches too. A query the shop owner gave synonyms
 * (Rules) also finds what each synonym finds, ranked the same way.
 * Order: exact SKU, then the sum over the words of how well each matched
 * (prefix 4, stem 3, diminutive or typo 2, attribute 1), then titles
 * beginning with the query, then menu order and title. Only rows the
 * index marks searchable are answered, and only while the posts and terms
 * tables agree (published, no password, not hidden from search; not out of
 * stock when the shop hides those).
 */
final class Query {

	/** The most typo-corrected tokens kept per query word. */
	private const MAX_TYPO_TOKENS = 20;

	/** The most typo variants one query looks up (the first words' first). */
	private const MAX_TYPO_VARIANTS = 3000;

	/** The most whole words (SKUs) a typed word may begin and be read in rank order. */
	private const MAX_WORD_KEYS = 12;

	/**
	 * The query's parameters, validated.
	 *
	 * @var array{query: string, number: int, category: string, by_sku: bool, hide_out_of_stock: bool}
	 */
	private array $args;

	/**
	 * The index of the first plan that is a synonym's (PHP_INT_MAX: none).
	 *
	 * @var int
	 */
	private int $synonyms_from = PHP_INT_MAX;

	/**
	 * The plans sql() last used.
	 *
	 * @var list<list<array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>}>>
	 */
	private array $last_plans = array();

	/**
	 * Constructor.
	 *
	 * @param array{query: string, number: int, category?: string, by_sku?: bool, hide_out_of_stock?: bool} $args Parameters.
	 */
	public function __construct( array $args ) {
		$this->args = array(
			'query'             => $args['query'],
			'number'            => max( 1, min( ResultsPage::LIMIT, $args['number'] ) ),
			'category'          => $args['category'] ?? '',
			'by_sku'            => $args['by_sku'] ?? true,
			'hide_out_of_stock' => $args['hide_out_of_stock'] ?? ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ),
		);
	}

	/**
	 * How each word of each alternative (the query as typed, in the other
	 * keyboard layout, and each of the shop owner's synonyms of it) may match.
	 *
	 * @return list<list<array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>}>>
	 */
	public function plans(): array {
		$raw          = $this->args['query'];
		$alternatives = array( array_slice( Text::words( $raw ), 0, Text::MAX_WORDS ) );
		$slip         = Text::other_layout( $raw );
		if ( null !== $slip ) {
			$alternatives[] = array_slice( Text::words( $slip ), 0, Text::MAX_WORDS );
		}
		// The shop owner's synonyms of the query are searched as well (Rules).
		$own                 = count( $alternatives );
		$this->synonyms_from = PHP_INT_MAX;
		foreach ( Rules::synonyms( $raw ) as $synonym ) {
			$alternatives[] = array_slice( Text::words( $synonym ), 0, Text::MAX_WORDS );
		}
		$plans = array();
		foreach ( $alternatives as $a => $words ) {
			if ( $a === $own ) {
				$this->synonyms_from = count( $plans );
			}
			if ( ! $words ) {
				continue;
			}
			$plan = array();
			foreach ( $words as $word ) {
				$plan[] = self::word_plan( $word );
			}
			$plans[] = $plan;
		}
		return $this->with_typos( $plans );
	}

	/**
	 * A word's forms (as typed, transliterated), stems and weaker stems.
	 *
	 * @param string $word A normalised word.
	 * @return array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>}
	 */
	private static function word_plan( string $word ): array {
		$forms = array( $word );
		$other = Text::to_cyrillic( $word ) ?? Text::to_latin( $word );
		if ( null !== $other && '' !== $other && $other !== $word ) {
			$forms[] = $other;
		}
		$stems = array();
		$weak  = array();
		foreach ( $forms as $form ) {
			$stem           = Stemmer::search_stem( $form );
			$stems[ $stem ] = true;
			// A diminutive к after a consonant: сковородк(и) → сковород.
			if ( mb_strlen( $stem, 'UTF-8' ) >= 5 && 1 === preg_match( '/[бвгджзлмнпрстфхцчшщ]к$/u', $stem ) ) {
				$weak[ mb_substr( $stem, 0, -1, 'UTF-8' ) ] = true;
			}
		}
		return array(
			'word'       => $word,
			'forms'      => $forms,
			'stems'      => array_map( 'strval', array_keys( $stems ) ),
			'weak_stems' => array_map( 'strval', array_keys( $weak ) ),
			'typos'      => array(),
		);
	}

	/**
	 * The plans with the title words and stems each word may mean with its
	 * typos: one lookup of the words' deletion neighbourhoods in the typos
	 * table, then the distance of each candidate.
	 *
	 * @param list<list<array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>}>> $plans Plans.
	 * @return list<list<array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>}>>
	 */
	private function with_typos( array $plans ): array {
		global $wpdb;
		$wanted = array();
		foreach ( $plans as $a => $plan ) {
			foreach ( $plan as $k => $word ) {
				foreach ( self::typo_texts( $word ) as $text => $max ) {
					if ( count( $wanted ) >= self::MAX_TYPO_VARIANTS ) {
						break 3;
					}
					foreach ( Text::deletions( $text, $max ) as $variant ) {
						$wanted[ $variant ][] = array( $a, $k, $text, $max );
					}
				}
			}
		}
		if ( ! $wanted ) {
			return $plans;
		}
		$table = Index::typos_table();
		$list  = implode( ',', array_map( static fn( $v ) => $wpdb->prepare( '%s', (string) $v ), array_keys( $wanted ) ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- each value prepared above.
		$rows  = (array) $wpdb->get_results( "SELECT variant, token FROM `$table` WHERE variant IN ($list)", 'ARRAY_N' );
		$found = array();
		foreach ( $rows as $row ) {
			foreach ( $wanted[ (string) $row[0] ] ?? array() as list( $a, $k, $text, $max ) ) {
				$token   = (string) $row[1];
				$is_stem = str_starts_with( $token, Index::STEM_PREFIX );
				$target  = $is_stem ? substr( $token, strlen( Index::STEM_PREFIX ) ) : $token;
				// A word's own text against plain words, a stem against stems.
				$text_is_stem = ! in_array( $text, $plans[ $a ][ $k ]['forms'], true );
				if ( $is_stem !== $text_is_stem || isset( $found[ $a ][ $k ][ $token ] ) ) {
					continue;
				}
				if ( Text::distance( $text, $target ) <= $max ) {
					$found[ $a ][ $k ][ $token ] = true;
				}
			}
		}
		foreach ( $found as $a => $words ) {
			foreach ( $words as $k => $tokens ) {
				$plans[ $a ][ $k ]['typos'] = array_slice( array_map( 'strval', array_keys( $tokens ) ), 0, self::MAX_TYPO_TOKENS );
			}
		}
		return $plans;
	}

	/**
	 * The texts of a word looked up with typos (its forms and their stems),
	 * with the typos each may have; none for words with digits or shorter
	 * than 5 letters.
	 *
	 * @param array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>} $word Plan.
	 * @return array<string, int>
	 */
	private static function typo_texts( array $word ): array {
		$out = array();
		foreach ( $word['forms'] as $k => $form ) {
			$max = Text::typos_allowed( $form );
			// A Russian word spelt in Latin letters is matched as it is only.
			if ( 0 === $max || 1 === preg_match( '/\d/', $form ) || ( $k > 0 && 1 === preg_match( '/^[a-z]+$/', $form ) ) ) {
				continue;
			}
			$out[ $form ] = $max;
			$stem         = Stemmer::search_stem( $form );
			if ( $stem !== $form && mb_strlen( $stem, 'UTF-8' ) >= Index::TYPO_MIN && ! isset( $out[ $stem ] ) ) {
				$out[ $stem ] = $max;
			}
		}
		return $out;
	}

	/**
	 * The condition on a tokens alias for one word.
	 *
	 * @param string                                                                                                       $alias Alias.
	 * @param array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>} $word  Plan.
	 */
	private function word_condition( string $alias, array $word ): string {
		global $wpdb;
		$or    = array();
		$exact = $word['typos'];
		foreach ( $word['forms'] as $form ) {
			$or[] = $wpdb->prepare( "$alias.token LIKE %s", $wpdb->esc_like( $form ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$or[] = $wpdb->prepare( "$alias.token LIKE %s", $wpdb->esc_like( Index::ATTRIBUTE_PREFIX . $form ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		if ( $this->args['by_sku'] ) {
			$or[] = $wpdb->prepare( "$alias.token LIKE %s", $wpdb->esc_like( Index::SKU_PREFIX . $word['word'] ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		foreach ( $word['stems'] as $stem ) {
			$exact[] = Index::STEM_PREFIX . $stem;
			$exact[] = Index::ATTRIBUTE_STEM_PREFIX . $stem;
		}
		foreach ( $word['weak_stems'] as $stem ) {
			$exact[] = Index::STEM_PREFIX . $stem;
		}
		$or[] = "$alias.token IN (" . implode( ',', array_map( static fn( $t ) => $wpdb->prepare( '%s', $t ), array_values( array_unique( $exact ) ) ) ) . ')';
		return '(' . implode( ' OR ', $or ) . ')';
	}

	/**
	 * The condition that a row's title has a word beginning with a form of
	 * the word, or (searching by SKU) one of its SKUs begins with it: the
	 * best match a word can have. On a prefixes row's title key alone
	 * (`x.title_key`, which holds the whole title but its words beyond
	 * TITLE_KEY letters), it is true as well when the title is longer than
	 * the key, and asks nothing of the SKUs: a row it leaves out does not
	 * begin a title word with the word (it may still begin a SKU).
	 *
	 * @param array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>} $word   Plan.
	 * @param string                                                                                                       $column `i.title_norm` or `x.title_key`.
	 */
	private function begins( array $word, string $column = 'i.title_norm' ): string {
		global $wpdb;
		$key = 'x.title_key' === $column;
		$or  = $key ? array( 'CHAR_LENGTH(x.title_key) >= ' . (int) Index::TITLE_KEY ) : array();
		foreach ( $word['forms'] as $form ) {
			$or[] = $wpdb->prepare( "CONCAT(' ', $column) COLLATE utf8mb4_bin LIKE %s", '% ' . $wpdb->esc_like( $form ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a column name.
		}
		if ( ! $key && $this->args['by_sku'] ) {
			$or[] = $wpdb->prepare( "CONCAT(' ', i.skus) COLLATE utf8mb4_bin LIKE %s", '% ' . $wpdb->esc_like( $word['word'] ) . '%' );
		}
		return '(' . implode( ' OR ', $or ) . ')';
	}

	/**
	 * How well a row matches one alternative: the sum over its words of 4
	 * (begins a title word or a SKU), 3 (a title word's stem), 2 (a weak
	 * stem or a typo of a title word) or 1 (anything else that found it).
	 *
	 * @param list<array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>}> $plan Plan.
	 */
	private function score( array $plan ): string {
		global $wpdb;
		$sum = array();
		foreach ( $plan as $word ) {
			$stem = array();
			foreach ( $word['stems'] as $s ) {
				$stem[] = $wpdb->prepare( "CONCAT(' ', i.title_stems, ' ') COLLATE utf8mb4_bin LIKE %s", '% ' . $wpdb->esc_like( $s ) . ' %' );
			}
			$weak = array();
			foreach ( $word['weak_stems'] as $s ) {
				$weak[] = $wpdb->prepare( "CONCAT(' ', i.title_stems, ' ') COLLATE utf8mb4_bin LIKE %s", '% ' . $wpdb->esc_like( $s ) . ' %' );
			}
			foreach ( $word['typos'] as $t ) {
				$weak[] = str_starts_with( $t, Index::STEM_PREFIX )
					? $wpdb->prepare( "CONCAT(' ', i.title_stems, ' ') COLLATE utf8mb4_bin LIKE %s", '% ' . $wpdb->esc_like( substr( $t, strlen( Index::STEM_PREFIX ) ) ) . ' %' )
					: $wpdb->prepare( "CONCAT(' ', i.title_norm, ' ') COLLATE utf8mb4_bin LIKE %s", '% ' . $wpdb->esc_like( $t ) . ' %' );
			}
			$expr = $weak ? 'IF(' . implode( ' OR ', $weak ) . ', 2, 1)' : '1';
			if ( $stem ) {
				$expr = 'IF(' . implode( ' OR ', $stem ) . ', 3, ' . $expr . ')';
			}
			$sum[] = 'IF(' . $this->begins( $word ) . ', 4, ' . $expr . ')';
		}
		return '(' . implode( ' + ', $sum ) . ')';
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
		$plans  = $this->plans();

		$this->last_plans = $plans;
		$sku_exact        = mb_substr( mb_strtolower( trim( $raw ), 'UTF-8' ), 0, 100, 'UTF-8' );
		$parts            = array();
		foreach ( $plans as $plan ) {
			// The longest word first: its range is usually the smallest.
			usort( $plan, static fn( $a, $b ) => mb_strlen( $b['word'], 'UTF-8' ) <=> mb_strlen( $a['word'], 'UTF-8' ) );
			$where = array();
			foreach ( $plan as $k => $word ) {
				$cond    = $this->word_condition( "t$k", $word );
				$where[] = 0 === $k ? $cond : "t0.product_id IN (SELECT t$k.product_id FROM `$tokens` t$k WHERE $cond)";
			}
			$parts[] = "SELECT t0.product_id FROM `$tokens` t0 FORCE INDEX (PRIMARY) WHERE " . implode( ' AND ', $where );
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
		$short = $this->best_candidates( $plans, $join, $where );
		if ( null !== $short ) {
			// The few best candidates instead of the union.
			$parts = $short ? array( "SELECT product_id FROM `$table` WHERE product_id IN (" . implode( ',', $short ) . ')' ) : array();
		}
		if ( $this->args['by_sku'] && '' !== $sku_exact ) {
			$parts[] = $wpdb->prepare( "SELECT product_id FROM `$table` WHERE sku_norm = %s", $sku_exact ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$parts[] = $wpdb->prepare( "SELECT product_id FROM `$tokens` WHERE token = %s", Index::SKU_PREFIX . mb_substr( $sku_exact, 0, Text::MAX_TOKEN, 'UTF-8' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		if ( ! $parts ) {
			return null;
		}

		$order = array();
		if ( $this->args['by_sku'] && '' !== $sku_exact ) {
			$order[] = $wpdb->prepare( "(i.sku_norm = %s OR CONCAT(' ', i.skus, ' ') COLLATE utf8mb4_bin LIKE %s) DESC", $sku_exact, '% ' . $wpdb->esc_like( str_replace( ' ', '', $sku_exact ) ) . ' %' );
		}
		$scores = array();
		$starts = array();
		$words  = count( $plans[0] ?? array() );
		foreach ( $plans as $a => $plan ) {
			if ( $a >= $this->synonyms_from ) {
				// A synonym's score per word, as many words as the query's; its
				// titles do not count as beginning with the query.
				$scores[] = '(' . $this->score( $plan ) . ' * ' . $words . ' / ' . count( $plan ) . ')';
				continue;
			}
			$scores[] = $this->score( $plan );
			$starts[] = $wpdb->prepare( 'i.title_norm LIKE %s', $wpdb->esc_like( implode( ' ', array_column( $plan, 'word' ) ) ) . '%' );
		}
		if ( $scores ) {
			$order[] = ( count( $scores ) > 1 ? 'GREATEST(' . implode( ', ', $scores ) . ')' : $scores[0] ) . ' DESC';
		}
		if ( $starts ) {
			$order[] = '(' . implode( ' OR ', $starts ) . ') DESC';
		}
		$order[] = 'i.menu_order ASC';
		$order[] = 'i.title_norm ASC';

		// The candidates first (STRAIGHT_JOIN): few rows, found by a range
		// scan of the tokens' primary key for the longest word (forced: on a
		// small table the optimiser would scan an index whole), intersected
		// with the other words' as a semi-join (their ranges materialised, or
		// each candidate's own tokens looked up by product id, whichever the
		// optimiser finds cheaper; never a join of two ranges row by row).
		return 'SELECT STRAIGHT_JOIN i.product_id FROM (' . implode( ' UNION ', $parts ) . ") m JOIN `$table` i ON i.product_id = m.product_id"
			. " JOIN {$wpdb->posts} p ON p.ID = i.product_id"
			. $join
			. ' WHERE ' . implode( ' AND ', $where )
			. ' ORDER BY ' . implode( ', ', $order )
			. ' LIMIT ' . (int) $this->args['number'];
	}

	/**
	 * The best candidates of a query, read in rank order from the prefixes
	 * table: null when they cannot be shown to hold the whole answer (then
	 * the full union is sorted, as for any query), and for synonyms.
	 *
	 * Every product a list finds scores the most a reading can: each of its
	 * words begins a word of the title (a form of it) or a SKU. A reading's
	 * lists are those of its longest word's keys: its prefix when it is 2
	 * or 3 letters long, else each whole title word (SKU) beginning with it
	 * (at most MAX_WORD_KEYS: a word that begins more is read the full
	 * way), each row kept when the other words begin a title word or a SKU
	 * too (tested on the row's title key first, unless the word may begin
	 * a SKU: a word of 4 letters or more then has lists of its SKU's keys
	 * as well; a shorter one, whose SKU key may list every product, is
	 * tested on the index row only). The titles beginning with the reading
	 * have lists of their own, read first: those of its first word's key,
	 * the title's first word (later 0), kept when the title begins with the
	 * reading (one word: all).
	 *
	 * Why they hold the answer: when at least `number` products score the
	 * most and pass the filters, the answer is made of them only (the exact
	 * SKU comes apart), in the order "title begins with the query", then
	 * menu order and title. A list is read in that order, filtered, up to a
	 * limit. When one list of titles beginning with the query is full, the
	 * answer is among them. Else those are all known, and each other full
	 * list still holds `number` products beyond them, so none of its unread
	 * products can reach the answer.
	 *
	 * @param list<list<array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>}>> $plans Plans.
	 * @param string                                                                                                                   $join  The category's join.
	 * @param string[]                                                                                                                 $where The filters.
	 * @return list<int>|null
	 */
	private function best_candidates( array $plans, string $join, array $where ): ?array {
		global $wpdb;
		if ( ! Index::current() || $this->synonyms_from < PHP_INT_MAX || ! $plans ) {
			return null;
		}
		$number = (int) $this->args['number'];
		// What the lists read: [text, whole word only, laters, own, filter].
		$wanted   = array();
		$in_a_sku = $this->args['by_sku'] ? self::begin_skus( $plans ) : array();
		foreach ( $plans as $plan ) {
			$longest = 0;
			foreach ( $plan as $k => $word ) {
				if ( mb_strlen( $word['word'], 'UTF-8' ) > mb_strlen( $plan[ $longest ]['word'], 'UTF-8' ) ) {
					$longest = $k;
				}
			}
			// The other words, each beginning a title word or a SKU: one of 4
			// letters or more is tested on the row's title key first (a title
			// longer than the key is tested on the index row), so where it
			// begins only a SKU, the lists of its SKU's keys find the row.
			$in_title = array();
			$others   = array();
			foreach ( $plan as $k => $word ) {
				if ( $k === $longest ) {
					continue;
				}
				$others[] = $this->begins( $word );
				$short    = mb_strlen( $word['word'], 'UTF-8' ) <= max( Index::PREFIX_LENGTHS );
				if ( $short && $this->args['by_sku'] && ( $in_a_sku[ $word['word'] ] ?? true ) ) {
					// A short word that may begin a SKU (whose key may list
					// every product): tested on the index row only.
					continue;
				}
				$in_title[] = $this->begins( $word, 'x.title_key' );
				if ( ! $short && $this->args['by_sku'] ) {
					$rest = array();
					foreach ( $plan as $r => $other ) {
						if ( $r !== $k ) {
							$rest[] = $this->begins( $other );
						}
					}
					$wanted[] = array( Index::SKU_PREFIX . $word['word'], false, array( 1 ), false, implode( ' AND ', $rest ) );
				}
			}
			$filter = implode( ' AND ', array_merge( $in_title, $others ) );
			$one    = 1 === count( $plan );
			foreach ( $plan[ $longest ]['forms'] as $form ) {
				$wanted[] = array( $form, false, array( 0, 1 ), $one && $form === $plan[ $longest ]['word'], $filter );
			}
			if ( $this->args['by_sku'] ) {
				$wanted[] = array( Index::SKU_PREFIX . $plan[ $longest ]['word'], false, array( 1 ), false, implode( ' AND ', $others ) );
			}
			if ( ! $one ) {
				// The titles beginning with the reading: its first word whole;
				// the title key holds their beginning when the reading fits in it.
				$text     = implode( ' ', array_column( $plan, 'word' ) );
				$column   = mb_strlen( $text, 'UTF-8' ) <= Index::TITLE_KEY ? 'x.title_key' : 'i.title_norm';
				$starts   = $wpdb->prepare( "$column LIKE %s", $wpdb->esc_like( $text ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a column name.
				$wanted[] = array( $plan[0]['word'], true, array( 0 ), true, $starts );
			}
		}
		$keys = self::prefix_keys( $wanted );
		if ( null === $keys ) {
			return null;
		}
		// Lists by key, later and filter: [key, later, limit, own, filter].
		$lists = array();
		foreach ( $wanted as $w => list( , , $laters, $own, $filter ) ) {
			foreach ( $keys[ $w ] as $key ) {
				foreach ( $laters as $later ) {
					$id           = $key . "\n" . $later . "\n" . $filter;
					$is_own       = ( $own && 0 === $later ) || ( $lists[ $id ][3] ?? false );
					$lists[ $id ] = array( $key, $later, $is_own ? $number : 2 * $number, $is_own, $filter );
				}
			}
		}
		$prefixes = Index::prefixes_table();
		$table    = Index::table();
		$lists    = array_values( $lists );
		$selects  = array();
		foreach ( $lists as $k => list( $key, $later, $limit, $own, $filter ) ) {
			// The words' filter first: a row it leaves out is never joined further.
			$conditions = '' === $filter ? $where : array_merge( array( $filter ), $where );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table names and the filters, prepared by sql() and above.
			$selects[ (int) $own ][] = $wpdb->prepare( "(SELECT STRAIGHT_JOIN $k AS l, x.product_id FROM `$prefixes` x JOIN `$table` i ON i.product_id = x.product_id JOIN {$wpdb->posts} p ON p.ID = x.product_id$join WHERE x.prefix = %s AND x.later = %d AND " . implode( ' AND ', $conditions ) . ' ORDER BY x.menu_order, x.title_key LIMIT %d)', $key, $later, $limit );
		}
		if ( ! $selects ) {
			return null;
		}
		// The titles beginning with the query first: when one of their lists
		// is full, the others are not read.
		$found = array();
		foreach ( array( 1, 0 ) as $own ) {
			if ( empty( $selects[ $own ] ) ) {
				continue;
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- built with prepare() above.
			foreach ( (array) $wpdb->get_results( implode( ' UNION ALL ', $selects[ $own ] ), 'ARRAY_N' ) as $row ) {
				$found[ (int) $row[0] ][] = (int) $row[1];
			}
			foreach ( $lists as $k => list( , , $limit, $is_own ) ) {
				if ( $is_own && count( $found[ $k ] ?? array() ) >= $limit ) {
					// Enough titles begin with the query: the answer is among them.
					return self::union( $found );
				}
			}
		}
		$starts = array();
		foreach ( $lists as $k => list( , , , $own ) ) {
			if ( ! $own ) {
				continue;
			}
			foreach ( $found[ $k ] ?? array() as $id ) {
				$starts[ $id ] = true;
			}
		}
		foreach ( $lists as $k => list( , , $limit, $own ) ) {
			$ids = $found[ $k ] ?? array();
			if ( ! $own && count( $ids ) >= $limit && count( array_diff_key( array_flip( $ids ), $starts ) ) < $number ) {
				return null;
			}
		}
		$all = self::union( $found );
		return count( $all ) >= $number ? $all : null;
	}

	/**
	 * Whether some SKU begins with each 2 or 3 letter word of the plans of
	 * several words (its SKU key is in the prefixes table), by word.
	 *
	 * @param list<list<array{word: string, forms: list<string>, stems: list<string>, weak_stems: list<string>, typos: list<string>}>> $plans Plans.
	 * @return array<string, bool>
	 */
	private static function begin_skus( array $plans ): array {
		global $wpdb;
		$words = array();
		foreach ( $plans as $plan ) {
			foreach ( $plan as $word ) {
				if ( count( $plan ) > 1 && in_array( mb_strlen( $word['word'], 'UTF-8' ), Index::PREFIX_LENGTHS, true ) ) {
					$words[ $word['word'] ] = false;
				}
			}
		}
		if ( ! $words ) {
			return $words;
		}
		$prefixes = Index::prefixes_table();
		$selects  = array();
		foreach ( array_keys( $words ) as $word ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table's name.
			$selects[] = $wpdb->prepare( "(SELECT prefix FROM `$prefixes` WHERE prefix = %s LIMIT 1)", Index::SKU_PREFIX . $word );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- built with prepare() above.
		$found = (array) $wpdb->get_col( implode( ' UNION ALL ', $selects ) );
		foreach ( $found as $key ) {
			$words[ substr( (string) $key, strlen( Index::SKU_PREFIX ) ) ] = true;
		}
		return $words;
	}

	/**
	 * The keys of the prefixes table each wanted text stands for: itself
	 * when it is 2 or 3 letters long (after a SKU's prefix) or wanted whole,
	 * else the whole words (SKUs) beginning with it. Null when a text is
	 * shorter, or begins more than MAX_WORD_KEYS words.
	 *
	 * The words are found one step at a time, every text's next word in one
	 * query: the least key after the last one found, which the database
	 * reads from the primary key's edge ("select tables optimized away")
	 * instead of every row of every word beginning with the text.
	 *
	 * @param list<array{0: string, 1: bool}> $wanted Texts, and whether each is wanted whole, by index.
	 * @return array<int, list<string>>|null
	 */
	private static function prefix_keys( array $wanted ): ?array {
		global $wpdb;
		$keys     = array();
		$after    = array();
		$prefixes = Index::prefixes_table();
		foreach ( $wanted as $w => list( $text, $whole ) ) {
			$bare = str_starts_with( $text, Index::SKU_PREFIX ) ? substr( $text, strlen( Index::SKU_PREFIX ) ) : $text;
			$len  = mb_strlen( $bare, 'UTF-8' );
			if ( $len < min( Index::PREFIX_LENGTHS ) ) {
				return null;
			}
			$keys[ $w ] = array();
			if ( $whole || in_array( $len, Index::PREFIX_LENGTHS, true ) ) {
				$keys[ $w ][] = mb_substr( $text, 0, Text::MAX_TOKEN, 'UTF-8' );
				continue;
			}
			// The first step asks for the least key from the text on.
			$after[ $w ] = array( $text, '>=' );
		}
		while ( $after ) {
			$selects = array();
			foreach ( $after as $w => list( $from, $op ) ) {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table's name and an operator of ours.
				$selects[] = $wpdb->prepare( "(SELECT %d AS w, MIN(prefix) FROM `$prefixes` WHERE prefix $op %s)", $w, $from );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- built with prepare() above.
			$rows  = (array) $wpdb->get_results( implode( ' UNION ALL ', $selects ), 'ARRAY_N' );
			$after = array();
			foreach ( $rows as list( $w, $key ) ) {
				$w = (int) $w;
				if ( null === $key || ! str_starts_with( (string) $key, $wanted[ $w ][0] ) ) {
					continue;
				}
				$keys[ $w ][] = (string) $key;
				if ( count( $keys[ $w ] ) > self::MAX_WORD_KEYS ) {
					return null;
				}
				$after[ $w ] = array( (string) $key, '>' );
			}
		}
		return $keys;
	}

	/**
	 * The distinct ids of the lists.
	 *
	 * @param array<int, list<int>> $found Ids by list.
	 * @return list<int>
	 */
	private static function union( array $found ): array {
		return $found ? array_values( array_unique( array_merge( ...array_values( $found ) ) ) ) : array();
	}

	/**
	 * The ids of the matching products, best first.
	 *
	 * @return list<int>
	 */
	public function ids(): array {
		global $wpdb;
		$sql = $this->sql();
		if ( null === $sql ) {
			return array();
		}
		return array_values( array_map( 'intval', $wpdb->get_col( $sql ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- built with prepare() in sql().
	}

	/**
	 * The matching rows, best first; a row whose variation the query names
	 * (its SKU, or attribute words narrowing to it) has that variation's
	 * row under `variation` (Variations::pick()).
	 *
	 * @return list<array{product_id: string, title: string, sku: string, permalink: string, thumbnail: string, price: string, variation?: array<string, string>}>
	 */
	public function results(): array {
		global $wpdb;
		$ids = $this->ids();
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
		// The query's own words (as typed, in the other layout), not a synonym's.
		$own = array_slice( $this->last_plans, 0, min( $this->synonyms_from, count( $this->last_plans ) ) );
		return Variations::pick( $out, $own, $this->args['query'], $this->args['by_sku'], $this->args['hide_out_of_stock'] );
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
