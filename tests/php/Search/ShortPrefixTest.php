<?php
/**
 * Short prefixes read the best candidates from the prefixes table, and give
 * the answer the full sort gives; suggestions carry one small picture.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Search\Endpoint;
use Vitrina\Search\Index;
use Vitrina\Search\Query;
use Vitrina\Tests\TestCase;

defined( 'ABSPATH' ) || exit;

/**
 * Real index tables, real WooCommerce products.
 */
final class ShortPrefixTest extends TestCase {
	use SearchData;

	/**
	 * Needs WooCommerce and a complete index.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		IndexerTest::without_product_instance_cache();
		$this->assertSame( Index::VERSION, get_option( Index::VERSION_OPTION ) );
		update_option( Index::READY_OPTION, Index::VERSION );
	}

	/**
	 * A query.
	 *
	 * @param string               $query Query.
	 * @param int                  $number How many.
	 * @param array<string, mixed> $args   Further arguments.
	 */
	private static function query( string $query, int $number, array $args = array() ): Query {
		return new Query(
			array_merge(
				array(
					'query'  => $query,
					'number' => $number,
				),
				$args
			)
		);
	}

	/**
	 * The titles found.
	 *
	 * @param string               $query  Query.
	 * @param int                  $number How many.
	 * @param array<string, mixed> $args   Further arguments.
	 * @return list<string>
	 */
	private static function titles( string $query, int $number, array $args = array() ): array {
		return array_map( static fn( $row ) => $row['title'], self::query( $query, $number, $args )->results() );
	}

	/**
	 * A catalogue where many titles begin with «ко», some hidden or out of
	 * stock.
	 */
	private function catalogue(): void {
		$this->product( 'Ковш эмалированный' );
		$this->product( 'Кофемолка ручная' );
		$this->product( 'Контейнер пищевой' );
		$this->product( 'Котёл походный', array( 'menu_order' => -1 ) );
		$this->product( 'Колба мерная', array( 'stock_status' => 'outofstock' ) );
		$this->product( 'Ковёр кухонный', array( 'catalog_visibility' => 'catalog' ) );
		$this->product( 'Набор кованый' );
		$this->product( 'Нож кондитерский', array( 'sku' => 'KO-77' ) );
		$this->product( 'Крышка стеклянная' );
		$this->product( 'Kofe Arabica' );
	}

	/**
	 * «ко» finds the titles beginning with it first, by menu order and
	 * title, hidden and (when the shop hides them) out-of-stock products
	 * left out, from the prefixes table: no union of tokens is sorted.
	 */
	public function test_short_prefix_reads_the_best_candidates(): void {
		$this->catalogue();
		$sql = self::query( 'ко', 3 )->sql();
		$this->assertIsString( $sql );
		$this->assertStringContainsString( '` WHERE product_id IN (', $sql, 'the bounded candidates' );
		$this->assertStringNotContainsString( 'FORCE INDEX (PRIMARY)', $sql, 'no union of the tokens' );
		$this->assertStringContainsString( 'FORCE INDEX (PRIMARY)', (string) self::query( 'ковш эм', 3 )->sql(), 'two words as before' );

		$this->assertSame( array( 'Котёл походный', 'Ковш эмалированный', 'Колба мерная' ), self::titles( 'ко', 3 ) );
		$this->assertSame( array( 'Котёл походный', 'Ковш эмалированный', 'Контейнер пищевой' ), self::titles( 'ко', 3, array( 'hide_out_of_stock' => true ) ) );
		$this->assertNotContains( 'Ковёр кухонный', self::titles( 'ко', 20 ) );
	}

	/**
	 * Whatever the prefix, the number asked, the filters and the form typed
	 * (Latin, the other layout, a SKU), the bounded candidates give the
	 * answer the full sort gives.
	 */
	public function test_short_prefix_answers_as_the_full_sort(): void {
		$this->catalogue();
		$cases = 0;
		foreach ( array( 'ко', 'ков', 'кон', 'на', 'кр', 'ko', 'rj', 'нож', 'ст', 'ковш', 'кофемолка', 'kofe', 'rjdi', 'кондит', 'ko-7', 'ko-77', 'крышк' ) as $q ) {
			foreach ( array( 1, 2, 3, 5, 20 ) as $number ) {
				foreach ( array( false, true ) as $hide ) {
					$args = array( 'hide_out_of_stock' => $hide );
					update_option( Index::READY_OPTION, Index::VERSION );
					$fast = self::titles( $q, $number, $args );
					// An index not yet complete for this schema: the full sort.
					update_option( Index::READY_OPTION, '4' );
					$this->assertTrue( Index::ready() );
					$this->assertStringContainsString( 'FORCE INDEX (PRIMARY)', (string) self::query( $q, $number, $args )->sql() );
					$this->assertSame( self::titles( $q, $number, $args ), $fast, "«{$q}», {$number}" . ( $hide ? ', in stock only' : '' ) );
					++$cases;
				}
			}
		}
		$this->assertSame( 170, $cases );
	}

	/**
	 * A whole word of 4 letters or more reads the best candidates of each
	 * title word (SKU) it begins, in rank order, and answers as the full
	 * sort does; a word that begins too many words is sorted the full way.
	 */
	public function test_whole_words_read_the_best_candidates(): void {
		$this->product( 'Кастрюля эмалированная 2 л', array( 'menu_order' => 2 ) );
		$this->product( 'Кастрюля стальная 3 л' );
		$this->product( 'Кастрюли набор 3 шт', array( 'sku' => 'KAST-SET' ) );
		$this->product( 'Кастрюлька детская' );
		$this->product( 'Крышка для кастрюли' );
		$this->product( 'Сотейник', array( 'sku' => 'KASTR-9' ) );
		$this->product( 'Набор «Кастрюлевый»', array( 'catalog_visibility' => 'catalog' ) );
		foreach ( array( 'кастрюля', 'кастрюл', 'кастр', 'kastr', 'rfcnh', 'kast-set', 'сотейник', 'крышка' ) as $q ) {
			foreach ( array( 1, 2, 3, 4, 20 ) as $number ) {
				update_option( Index::READY_OPTION, Index::VERSION );
				$sql  = (string) self::query( $q, $number )->sql();
				$fast = self::titles( $q, $number );
				update_option( Index::READY_OPTION, '5' );
				$this->assertSame( self::titles( $q, $number ), $fast, "«{$q}», {$number}" );
				if ( 'кастрюля' === $q && $number <= 2 ) {
					// As many titles as asked score the most: no union of tokens.
					$this->assertStringNotContainsString( 'FORCE INDEX (PRIMARY)', $sql, "«{$q}», {$number}" );
				}
			}
		}
		update_option( Index::READY_OPTION, Index::VERSION );
		$this->assertSame( array( 'Кастрюля стальная 3 л', 'Кастрюля эмалированная 2 л' ), self::titles( 'кастрюля', 2 ) );
		$this->assertSame( array( 'Кастрюли набор 3 шт', 'Кастрюлька детская', 'Кастрюля стальная 3 л', 'Кастрюля эмалированная 2 л', 'Крышка для кастрюли' ), self::titles( 'кастр', 20 ) );
		$this->assertContains( 'Сотейник', self::titles( 'kastr', 20 ), 'its SKU begins with it' );

		// «капс» begins more words than are read in rank order.
		for ( $i = 1; $i <= 13; $i++ ) {
			$this->product( "Капсула{$i}" );
		}
		$this->assertStringContainsString( 'FORCE INDEX (PRIMARY)', (string) self::query( 'капс', 3 )->sql() );
		$this->assertStringNotContainsString( 'FORCE INDEX (PRIMARY)', (string) self::query( 'капсула1', 3 )->sql(), 'five words: capsula1 and 10 to 13' );
		$this->assertSame( array( 'Капсула1', 'Капсула10', 'Капсула11' ), self::titles( 'капс', 3 ) );
	}

	/**
	 * A query of several words reads the best candidates of its longest
	 * word, each kept when the other words begin a title word or a SKU, and
	 * the titles beginning with the query first: the answer of the full
	 * sort, whatever the number asked and the words' order.
	 */
	public function test_several_words_read_the_best_candidates(): void {
		$this->product( 'Нож стальной поварской', array( 'menu_order' => 3 ) );
		$this->product( 'Нож кухонный стальной' );
		$this->product( 'Ножницы стальные' );
		$this->product( 'Сталь для ножей', array( 'sku' => 'NOZH-1' ) );
		$this->product( 'Стальная кастрюля' );
		$this->product( 'Доска разделочная', array( 'sku' => 'NOZH-STAL' ) );
		$this->product( 'Нож стальной складной', array( 'stock_status' => 'outofstock' ) );
		$this->product( 'Нож стальной охотничий', array( 'catalog_visibility' => 'catalog' ) );
		// A word past the title key's 64 letters; words found in a SKU only.
		$this->product( 'Нож кухонный профессиональный японский из дамасской стали с рукоятью из ореха' );
		$this->product( 'Доска для хлеба', array( 'sku' => 'DOSKA-NOZH' ) );
		// A short word found in a SKU only, first in rank.
		$this->product( 'Вок стальной' );
		$this->product(
			'Сковорода стальная',
			array(
				'sku'        => 'ВОК-7',
				'menu_order' => -1,
			)
		);
		$cases = 0;
		foreach ( array( 'нож стал', 'стал нож', 'нож стальной', 'ножницы стал', 'nozh stal', 'ynj cnfk', 'нож кух стал', 'кастрюля стальная', 'нож 1', 'нож ореха', 'профессиональный ореха', 'доска nozh', 'разделочная nozh-stal', 'хлеба doska', 'стальн вок', 'вок стальн' ) as $q ) {
			foreach ( array( 1, 2, 3, 4, 20 ) as $number ) {
				foreach ( array( array( false, true ), array( true, true ), array( false, false ) ) as list( $hide, $by_sku ) ) {
					$args = array(
						'hide_out_of_stock' => $hide,
						'by_sku'            => $by_sku,
					);
					update_option( Index::READY_OPTION, Index::VERSION );
					$sql  = (string) self::query( $q, $number, $args )->sql();
					$fast = self::titles( $q, $number, $args );
					update_option( Index::READY_OPTION, '5' );
					$this->assertSame( self::titles( $q, $number, $args ), $fast, "«{$q}», {$number}" . ( $hide ? ', in stock only' : '' ) . ( $by_sku ? '' : ', not by SKU' ) );
					// Read from the lists: by the title, past the title key, by a SKU.
					$fast_enough = array(
						'нож стал'               => 3,
						'профессиональный ореха' => 1,
						'доска nozh'             => 1,
					);
					if ( $by_sku && $number <= ( $fast_enough[ $q ] ?? 0 ) ) {
						$this->assertStringNotContainsString( 'FORCE INDEX (PRIMARY)', $sql, "«{$q}», {$number}" );
					}
					++$cases;
				}
			}
		}
		$this->assertSame( 240, $cases );
		update_option( Index::READY_OPTION, Index::VERSION );
		$this->assertSame( array( 'Нож кухонный профессиональный японский из дамасской стали с рукоятью из ореха' ), self::titles( 'профессиональный ореха', 20 ) );
		$this->assertSame( array( 'Доска разделочная', 'Доска для хлеба' ), self::titles( 'доска nozh', 20 ), 'by their SKUs' );
		$this->assertSame( array( 'Нож стальной складной', 'Нож стальной поварской', 'Нож кухонный профессиональный японский из дамасской стали с рукоятью из ореха' ), self::titles( 'нож стал', 3 ), 'the titles beginning with the query first' );
	}

	/**
	 * Within a category (its subcategories' products included), a short
	 * prefix, a whole word, several words and a word found only in a SKU
	 * read the best candidates of that category and answer as the full
	 * sort does.
	 */
	public function test_category_reads_the_best_candidates(): void {
		$kitchen = $this->category( 'Кухня' );
		$pans    = $this->category( 'Сковороды', $kitchen );
		$garden  = $this->category( 'Сад' );
		$this->product( 'Нож стальной поварской', array( 'category_ids' => array( $kitchen ) ) );
		$this->product( 'Нож стальной садовый', array( 'category_ids' => array( $garden ) ) );
		$this->product(
			'Нож стальной для овощей',
			array(
				'category_ids' => array( $pans ),
				'menu_order'   => 1,
			)
		);
		$this->product( 'Ножницы стальные садовые', array( 'category_ids' => array( $garden ) ) );
		$this->product( 'Ножницы кухонные стальные', array( 'category_ids' => array( $kitchen, $garden ) ) );
		$this->product( 'Сковорода стальная', array( 'category_ids' => array( $pans ) ) );
		$this->product(
			'Секатор',
			array(
				'category_ids' => array( $garden ),
				'sku'          => 'NOZH-SAD',
			)
		);
		$this->product(
			'Доска разделочная',
			array(
				'category_ids' => array( $kitchen ),
				'sku'          => 'NOZH-KUH',
			)
		);
		$slugs = array(
			$kitchen => get_term( $kitchen )->slug,
			$pans    => get_term( $pans )->slug,
			$garden  => get_term( $garden )->slug,
		);
		$cases = 0;
		foreach ( array( 'но', 'нож', 'ножницы', 'стальной', 'нож стал', 'стал нож', 'nozh', 'секатор nozh', 'доска nozh' ) as $q ) {
			foreach ( $slugs as $slug ) {
				foreach ( array( 1, 2, 3, 20 ) as $number ) {
					$args = array( 'category' => $slug );
					update_option( Index::READY_OPTION, Index::VERSION );
					$sql  = (string) self::query( $q, $number, $args )->sql();
					$fast = self::titles( $q, $number, $args );
					update_option( Index::READY_OPTION, '5' );
					$this->assertSame( self::titles( $q, $number, $args ), $fast, "«{$q}» in {$slug}, {$number}" );
					if ( 1 === $number && in_array( $q, array( 'но', 'ножницы', 'нож стал' ), true ) && $slugs[ $kitchen ] === $slug ) {
						$this->assertStringNotContainsString( 'FORCE INDEX (PRIMARY)', $sql, "«{$q}» in {$slug}" );
					}
					++$cases;
				}
			}
		}
		$this->assertSame( 108, $cases );
		update_option( Index::READY_OPTION, Index::VERSION );
		$this->assertSame( array( 'Нож стальной поварской', 'Нож стальной для овощей', 'Ножницы кухонные стальные' ), self::titles( 'нож стал', 20, array( 'category' => $slugs[ $kitchen ] ) ), 'the subcategory\'s product with its parent\'s' );
		$this->assertSame( array( 'Нож стальной садовый', 'Ножницы кухонные стальные', 'Ножницы стальные садовые', 'Секатор' ), self::titles( 'nozh', 20, array( 'category' => $slugs[ $garden ] ) ) );
	}

	/**
	 * The early answer to a Cyrillic query (a request that only reads the
	 * index) asks the database for nothing but the answer: wpdb knows the
	 * index tables' character set without listing their columns (SHOW FULL
	 * COLUMNS, once per table and request), which a query outside it does.
	 */
	public function test_early_answer_asks_no_column_list(): void {
		global $wpdb;
		$this->product( 'Кастрюля стальная', array( 'sku' => 'KAST-1' ) );
		$asked = array();
		$log   = static function ( $sql ) use ( &$asked ) {
			$asked[] = $sql;
			return $sql;
		};
		foreach ( array( 'query', 'early' ) as $way ) {
			// What wpdb knows of the tables, forgotten, as at the start of a request.
			foreach ( array( 'table_charset', 'col_meta' ) as $known ) {
				( new \ReflectionProperty( \wpdb::class, $known ) )->setValue( $wpdb, array() );
			}
			$asked = array();
			add_filter( 'query', $log );
			add_filter( 'wp_doing_ajax', '__return_true' );
			try {
				$titles = 'early' === $way
					? array_column(
						(array) Endpoint::early_payload(
							array(
								'action' => Endpoint::ACTION,
								'query'  => 'кастрюля ст',
								'number' => '5',
							)
						)['suggestions'],
						'value'
					)
					: self::titles( 'кастрюля ст', 5 );
			} finally {
				remove_filter( 'query', $log );
				remove_filter( 'wp_doing_ajax', '__return_true' );
				remove_filter( 'pre_get_table_charset', array( Index::class, 'charset' ) );
			}
			$this->assertSame( array( 'Кастрюля стальная' ), $titles, $way );
			$shows = preg_grep( '/^\s*SHOW /i', $asked );
			if ( 'early' === $way ) {
				$this->assertSame( array(), $shows );
			} else {
				$this->assertNotEmpty( $shows, 'wpdb asks outside the early answer' );
			}
		}
	}

	/**
	 * The prefixes of a product: 2 and 3 letters of each title word (0 for
	 * the first word) and the longer word whole, the same of each SKU.
	 */
	public function test_prefixes(): void {
		$this->assertSame(
			array(
				'ко'            => 0,
				'ков'           => 0,
				'ковш'          => 0,
				'эм'            => 1,
				'эма'           => 1,
				'эмалированный' => 1,
				'~kv'           => 1,
				'~kv-'          => 1,
				'~kv-1'         => 1,
			),
			Index::prefixes( 'ковш эмалированный 3', 'kv-1' )
		);
	}

	/**
	 * A picture of a product with every size WordPress and WooCommerce make.
	 *
	 * @param string $file File name.
	 */
	private function image( string $file ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => $file,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2026/11/' . $file . '.jpg'
		);
		$this->assertIsInt( $id );
		$sizes = array();
		foreach ( array(
			'thumbnail'                     => 150,
			'medium'                        => 300,
			'medium_large'                  => 768,
			'large'                         => 1024,
			'woocommerce_thumbnail'         => 324,
			'woocommerce_single'            => 600,
			'woocommerce_gallery_thumbnail' => 100,
		) as $size => $px ) {
			$sizes[ $size ] = array(
				'file'      => "$file-{$px}x{$px}.jpg",
				'width'     => $px,
				'height'    => $px,
				'mime-type' => 'image/jpeg',
			);
		}
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1600,
				'height' => 1600,
				'file'   => '2026/11/' . $file . '.jpg',
				'sizes'  => $sizes,
			)
		);
		return $id;
	}

	/**
	 * Ten suggestions with pictures weigh under 8 KB: each picture is one
	 * small `src` with its width and height, no `srcset`.
	 */
	public function test_ten_suggestions_are_small(): void {
		for ( $i = 1; $i <= 10; $i++ ) {
			$this->product(
				"Кастрюля эмалированная «Классика» с крышкой $i л",
				array(
					'sku'      => "KL-EMAL-$i",
					'image_id' => $this->image( "kastryulya-emalirovannaya-klassika-s-kryshkoj-$i-l" ),
				)
			);
		}
		$answer = Endpoint::answer(
			array(
				'query'     => 'кастрюля эмал',
				'number'    => 10,
				'post_type' => 'product',
				'category'  => '',
			)
		);
		$this->assertCount( 10, $answer['suggestions'] );
		foreach ( $answer['suggestions'] as $suggestion ) {
			$this->assertStringNotContainsString( 'srcset', (string) $suggestion['thumbnail'] );
			$this->assertMatchesRegularExpression( '/^<img src="[^"]+-100x100\.jpg" width="48" height="48" alt="" loading="lazy" decoding="async">$/', (string) $suggestion['thumbnail'] );
		}
		$bytes = strlen( (string) wp_json_encode( $answer, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
		$this->assertLessThan( 8192, $bytes, "the answer weighs $bytes bytes" );
	}
}
