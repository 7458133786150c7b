<?php
/**
 * Tests of matching in the search index.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Search\Index;
use Vitrina\Search\Indexer;
use Vitrina\Search\Query;
use Vitrina\Plugin;
use Vitrina\Tests\TestCase;

/**
 * Title and SKU matching, the layout slip, the category filter, visibility,
 * and the index following product changes.
 */
final class QueryTest extends TestCase {
	use SearchData;

	/**
	 * The index tables exist (created on init when the schema changes).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		$this->assertSame( Index::VERSION, get_option( Index::VERSION_OPTION ) );
		IndexerTest::without_product_instance_cache();
	}

	/**
	 * The titles found.
	 *
	 * @param string               $query Query.
	 * @param array<string, mixed> $args  Further arguments.
	 * @return list<string>
	 */
	private function titles( string $query, array $args = array() ): array {
		$rows = ( new Query(
			array_merge(
				array(
					'query'  => $query,
					'number' => 20,
				),
				$args
			)
		) )->results();
		return array_map( static fn( $row ) => $row['title'], $rows );
	}

	/**
	 * Every word must begin a word of the title; case and ё do not matter.
	 */
	public function test_title_words(): void {
		$this->product( 'Сковорода чугунная Вектор 26 см' );
		$this->product( 'Сковорода-гриль Вектор' );
		$this->product( 'Кастрюля Ёлка 3 л' );

		$this->assertSame( array( 'Сковорода-гриль Вектор', 'Сковорода чугунная Вектор 26 см' ), $this->titles( 'СКОВ' ) );
		$this->assertSame( array( 'Сковорода чугунная Вектор 26 см' ), $this->titles( 'чуг сков' ) );
		$this->assertSame( array( 'Кастрюля Ёлка 3 л' ), $this->titles( 'елк' ) );
		$this->assertSame( array(), $this->titles( 'ворода' ), 'matches begin words' );
		$this->assertSame( array(), $this->titles( 'сковорода кастрюля' ) );
	}

	/**
	 * Word forms find the product whose title has another form of the word
	 * (Russian and English stems; a diminutive к).
	 */
	public function test_inflected_forms(): void {
		$this->product( 'Сковорода чугунная Вектор 26 см' );
		$this->product( 'Кастрюля эмалированная 3 л' );
		$this->product( 'Чайник электрический' );
		$this->product( 'Frying Pan Classic' );

		$this->assertSame( array( 'Сковорода чугунная Вектор 26 см' ), $this->titles( 'сковороду' ) );
		$this->assertSame( array( 'Сковорода чугунная Вектор 26 см' ), $this->titles( 'сковородки' ) );
		$this->assertSame( array( 'Сковорода чугунная Вектор 26 см' ), $this->titles( 'чугунной сковородой' ) );
		$this->assertSame( array( 'Кастрюля эмалированная 3 л' ), $this->titles( 'кастрюлей' ) );
		$this->assertSame( array( 'Чайник электрический' ), $this->titles( 'чайники' ) );
		$this->assertSame( array( 'Чайник электрический' ), $this->titles( 'электрические чайники' ) );
		$this->assertSame( array( 'Frying Pan Classic' ), $this->titles( 'pans' ) );
		$this->assertSame( array(), $this->titles( 'сковородой кастрюлей' ), 'every word must match' );
	}

	/**
	 * A word that begins a title word ranks above a stem match, and a title
	 * match above an attribute value.
	 */
	public function test_prefix_before_stem_before_attribute(): void {
		$this->product( 'Чайник заварочный' );
		$this->product( 'Чайники набор' );
		$this->assertSame( array( 'Чайники набор', 'Чайник заварочный' ), $this->titles( 'чайники' ) );

		$this->product( 'Кастрюля', array( 'attributes' => array( self::attribute( 'Цвет', array( 'Красный', 'Синий' ) ) ) ) );
		$this->product( 'Кастрюля красная' );
		$this->assertSame( array( 'Кастрюля красная', 'Кастрюля' ), $this->titles( 'кастрюля красная' ) );
		$this->assertSame( array( 'Кастрюля' ), $this->titles( 'кастрюля синяя' ), 'an attribute value, inflected' );
		$this->assertSame( array( 'Кастрюля' ), $this->titles( 'кастрюля син' ), 'an attribute value, begun' );
	}

	/**
	 * The SKU of a variation finds its product.
	 */
	public function test_variation_sku(): void {
		$product = $this->variable_product(
			'Кастрюля «Классика»',
			array(
				'KL-3-RED'  => 'Красный',
				'KL-5-BLUE' => 'Синий',
			)
		);
		$this->product( 'Ковш', array( 'sku' => 'KL-3' ) );
		$this->assertSame( array( 'Кастрюля «Классика»' ), $this->titles( 'KL-3-RED' ) );
		$this->assertSame( array( 'Ковш', 'Кастрюля «Классика»' ), $this->titles( 'KL-3' ), 'the exact SKU first' );
		$this->assertSame( array( 'Кастрюля «Классика»' ), $this->titles( 'kl5blue' ) );
		$this->assertSame( $product->get_name(), $this->titles( 'KL-5-BLUE' )[0] ?? '' );
	}

	/**
	 * The typos table: one typo from 5 letters (deletion, insertion,
	 * substitution, transposition), two from 9; none under 5; a typo ranks
	 * below an exact match.
	 */
	public function test_typos(): void {
		$this->product( 'Сковорода блинная' );
		$this->product( 'Кастрюля эмалированная' );
		$this->product( 'Чайник со свистком' );
		$this->product( 'Нож поварской' );

		$this->assertSame( array( 'Сковорода блинная' ), $this->titles( 'сковорда' ), 'a deletion' );
		$this->assertSame( array( 'Сковорода блинная' ), $this->titles( 'сковоррода' ), 'an insertion' );
		$this->assertSame( array( 'Кастрюля эмалированная' ), $this->titles( 'кострюля' ), 'a substitution' );
		$this->assertSame( array( 'Чайник со свистком' ), $this->titles( 'чайинк' ), 'a transposition' );
		$this->assertSame( array( 'Сковорода блинная' ), $this->titles( 'скаварода' ), 'two typos in nine letters' );
		$this->assertSame( array( 'Кастрюля эмалированная' ), $this->titles( 'кострюлей' ), 'a typo and an ending' );
		$this->assertSame( array(), $this->titles( 'кострюба' ), 'two typos in eight letters' );
		$this->assertSame( array(), $this->titles( 'нош' ), 'no typo under five letters' );

		$this->product( 'Чайка фарфоровая' );
		$this->product( 'Чашка фарфоровая' );
		$this->assertSame( array( 'Чашка фарфоровая', 'Чайка фарфоровая' ), $this->titles( 'чашка' ) );
	}

	/**
	 * Transliteration both ways, look-alike letters, ё typed as е and a
	 * combining diaeresis.
	 */
	public function test_forgiving_input(): void {
		$this->product( 'Сковорода блинная' );
		$this->product( 'Кастрюля эмалированная' );
		$this->product( 'Чайник со свистком' );
		$this->product( 'Kitchen Pro нож' );
		$this->product( 'Ёмкость для круп' );
		$this->product( 'Сотейник Вoк' ); // A Latin o.

		$this->assertSame( array( 'Сковорода блинная' ), $this->titles( 'skovoroda' ) );
		$this->assertSame( array( 'Сковорода блинная' ), $this->titles( 'skovorodu' ) );
		$this->assertSame( array( 'Кастрюля эмалированная' ), $this->titles( 'kastrulya' ) );
		$this->assertSame( array( 'Кастрюля эмалированная' ), $this->titles( 'kastryulya' ) );
		$this->assertSame( array( 'Чайник со свистком' ), $this->titles( 'chajnik' ) );
		$this->assertSame( array( 'Чайник со свистком' ), $this->titles( 'chaynik' ) );
		$this->assertSame( array( 'Kitchen Pro нож' ), $this->titles( 'китчен' ) );
		$this->assertSame( array( 'Сковорода блинная' ), $this->titles( 'cковорода' ), 'a Latin c' );
		$this->assertSame( array( 'Kitchen Pro нож' ), $this->titles( 'kitсhen' ), 'a Cyrillic с' );
		$this->assertSame( array( 'Сотейник Вoк' ), $this->titles( 'вок' ), 'a Latin o in the title' );
		$this->assertSame( array( 'Ёмкость для круп' ), $this->titles( 'емкость' ) );
		$this->assertSame( array( 'Ёмкость для круп' ), $this->titles( "е\u{0308}мкость" ), 'ё as е and a combining diaeresis' );
	}

	/**
	 * The suggestion fields come prepared from the index.
	 */
	public function test_row_fields(): void {
		$product = $this->product( 'Чайник «Полдень»', array( 'sku' => 'PD-1' ) );
		$rows    = ( new Query(
			array(
				'query'  => 'чайник',
				'number' => 5,
			)
		) )->results();
		$this->assertCount( 1, $rows );
		$this->assertSame( 'Чайник «Полдень»', $rows[0]['title'] );
		$this->assertSame( 'PD-1', $rows[0]['sku'] );
		$this->assertSame( $product->get_permalink(), $rows[0]['permalink'] );
		$this->assertStringContainsString( 'woocommerce-Price-amount', $rows[0]['price'] );
		$this->assertStringContainsString( '<img', $rows[0]['thumbnail'] );
	}

	/**
	 * A SKU is found whole or by its parts; the exact SKU comes first.
	 */
	public function test_sku_exact_first(): void {
		$this->product( 'Подставка KR-70 под горячее', array( 'sku' => 'KR-700' ) );
		$this->product( 'Кружка дорожная', array( 'sku' => 'KR-70' ) );
		$this->product( 'Ковш', array( 'sku' => 'ZZ-1' ) );

		$this->assertSame( array( 'Кружка дорожная', 'Подставка KR-70 под горячее' ), $this->titles( 'KR-70' ) );
		$this->assertSame( array( 'Ковш' ), $this->titles( 'zz1' ), 'a SKU without its separators' );
		$this->assertSame( array(), $this->titles( 'ZZ-1', array( 'by_sku' => false ) ), 'searching by SKU off' );
	}

	/**
	 * Russian typed in the English layout (and back) still finds the product.
	 */
	public function test_layout_slip(): void {
		$this->product( 'Сковорода блинная' );
		$this->product( 'Chef нож' );

		$this->assertSame( array( 'Сковорода блинная' ), $this->titles( 'crjdjhjlf' ) );
		$this->assertSame( array( 'Сковорода блинная' ), $this->titles( ',kby' ), 'the comma key is б' );
		$this->assertSame( array( 'Chef нож' ), $this->titles( 'сруа' ) );
	}

	/**
	 * A category includes its subcategories; other categories are left out.
	 */
	public function test_category_filter(): void {
		$dishes = $this->category( 'Посуда тест' );
		$pans   = $this->category( 'Сковороды тест', $dishes );
		$food   = $this->category( 'Продукты тест' );
		$this->product( 'Сковорода Альфа', array( 'category_ids' => array( $pans ) ) );
		$this->product( 'Соус для сковороды', array( 'category_ids' => array( $food ) ) );

		$slug = get_term( $dishes, 'product_cat' )->slug;
		$this->assertSame( array( 'Сковорода Альфа' ), $this->titles( 'сков', array( 'category' => $slug ) ) );
		$this->assertSame( array( 'Соус для сковороды' ), $this->titles( 'сков', array( 'category' => (string) $food ) ) );
		$this->assertCount( 2, $this->titles( 'сков' ) );
		$this->assertSame( array(), $this->titles( 'сков', array( 'category' => 'no-such-category' ) ) );
	}

	/**
	 * Hidden, shop-only, unpublished and protected products never appear;
	 * out-of-stock ones only while the shop shows them.
	 */
	public function test_visibility(): void {
		$this->product( 'Тарелка видимая' );
		$this->product( 'Тарелка только поиск', array( 'catalog_visibility' => 'search' ) );
		$this->product( 'Тарелка скрытая', array( 'catalog_visibility' => 'hidden' ) );
		$this->product( 'Тарелка только каталог', array( 'catalog_visibility' => 'catalog' ) );
		$this->product( 'Тарелка черновик', array( 'status' => 'draft' ) );
		$this->product( 'Тарелка личная', array( 'status' => 'private' ) );
		$this->product( 'Тарелка с паролем', array( 'post_password' => 'secret' ) );
		$this->product( 'Тарелка нет в наличии', array( 'stock_status' => 'outofstock' ) );

		$this->assertSame(
			array( 'Тарелка видимая', 'Тарелка нет в наличии', 'Тарелка только поиск' ),
			$this->titles( 'тарелка', array( 'hide_out_of_stock' => false ) )
		);
		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
		$this->assertSame( array( 'Тарелка видимая', 'Тарелка только поиск' ), $this->titles( 'тарелка' ) );
	}

	/**
	 * The index follows saves, visibility changes, trash and deletion.
	 */
	public function test_index_follows_product_changes(): void {
		$indexer = Plugin::instance()->registered()[ Indexer::class ] ?? null;
		$this->assertInstanceOf( Indexer::class, $indexer );
		$product = $this->product( 'Венчик старый' );

		$product->set_name( 'Венчик новый' );
		$product->save();
		$indexer->flush();
		$this->assertSame( array( 'Венчик новый' ), $this->titles( 'венчик' ) );

		$product->set_catalog_visibility( 'hidden' );
		$product->save();
		$indexer->flush();
		$this->assertSame( array(), $this->titles( 'венчик' ) );

		$product->set_catalog_visibility( 'visible' );
		$product->save();
		$indexer->flush();
		$this->assertSame( array( 'Венчик новый' ), $this->titles( 'венчик' ) );

		wp_trash_post( $product->get_id() );
		$indexer->flush();
		$this->assertSame( array(), $this->titles( 'венчик' ) );

		wp_delete_post( $product->get_id(), true );
		$indexer->flush();
		global $wpdb;
		$tokens = Index::tokens_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `$tokens` WHERE product_id = %d", $product->get_id() ) ) );
	}

	/**
	 * The candidates come from range scans of the tokens' primary key, the
	 * other words intersected by range or by product id (with a handful of
	 * rows the optimiser may read the rows table whole: the benchmark
	 * measures that at 10,000 products).
	 */
	public function test_query_uses_the_indexes(): void {
		global $wpdb;
		$this->product( 'Доска разделочная', array( 'sku' => 'DS-1' ) );
		$this->product( 'Доска сырная' );
		$sql = ( new Query(
			array(
				'query'    => 'доск раздел',
				'number'   => 5,
				'category' => '',
			)
		) )->sql();
		$this->assertIsString( $sql );
		$plan = $wpdb->get_results( 'EXPLAIN ' . $sql, 'ARRAY_A' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		$seen = array();
		foreach ( $plan as $row ) {
			$table = (string) $row['table'];
			if ( 1 === preg_match( '/^t\d+$/', $table ) ) {
				$seen[] = $table;
				$this->assertNotSame( 'ALL', $row['type'], 'full scan of ' . $table . ': ' . wp_json_encode( $plan ) );
				// The longest word's tokens by a range of the primary key; the
				// other words by a range too, or among each candidate's own
				// tokens by product id, as the optimiser finds cheaper.
				if ( 't0' === $table ) {
					$this->assertSame( 'PRIMARY', (string) $row['key'], wp_json_encode( $plan ) );
					$this->assertSame( 'range', (string) $row['type'], wp_json_encode( $plan ) );
				} else {
					$this->assertContains( (string) $row['key'], array( 'PRIMARY', 'product_id' ), wp_json_encode( $plan ) );
				}
			}
		}
		$this->assertContains( 't0', $seen );
		$this->assertContains( 't1', $seen );
		$this->assertSame(
			array( 'Доска разделочная' ),
			array_column(
				( new Query(
					array(
						'query'  => 'доск раздел',
						'number' => 5,
					)
				) )->results(),
				'title'
			)
		);
	}

	/**
	 * A change of the price display re-indexes every product.
	 */
	public function test_global_changes_refill_the_index(): void {
		$indexer = Plugin::instance()->registered()[ Indexer::class ] ?? null;
		$this->assertInstanceOf( Indexer::class, $indexer );
		$product = $this->product( 'Сотейник', array( 'regular_price' => '1500' ) );
		foreach ( array(
			'RUB' => '&#8381;',
			'USD' => '&#36;',
		) as $currency => $symbol ) {
			update_option( 'woocommerce_currency', $currency );
			$indexer->flush();
			$rows = ( new Query(
				array(
					'query'  => 'сотейник',
					'number' => 1,
				)
			) )->results();
			$this->assertStringContainsString( $symbol, $rows[0]['price'], $currency );
			$this->assertSame( $product->get_permalink(), $rows[0]['permalink'] );
		}
	}

	/**
	 * A new schema version recreates the tables and indexes the catalogue.
	 */
	public function test_schema_upgrade_rebuilds(): void {
		$this->keep_options( 'vitrina\_search%' );
		$indexer = Plugin::instance()->registered()[ Indexer::class ] ?? null;
		$this->assertInstanceOf( Indexer::class, $indexer );
		update_option( Index::VERSION_OPTION, 'old' );
		update_option( Index::READY_OPTION, '' );
		$indexer->maybe_install();
		$this->assertSame( Index::VERSION, get_option( Index::VERSION_OPTION ) );
		$this->assertTrue( Index::ready() );
		$this->assertFalse( get_option( 'vitrina_search_index_lock' ) );
	}

	/**
	 * An index of schema version 2 is upgraded in place: it keeps answering
	 * (word beginnings) until filled again, then answers word forms too.
	 */
	public function test_upgrade_from_version_2_keeps_answering(): void {
		$this->keep_options( 'vitrina\_search%' );
		// The schema changes commit: the product is deleted at the end.
		$product = $this->product( 'Сковорода чугунная' );
		try {
			$this->upgrade_from_version_2();
		} finally {
			wp_delete_post( $product->get_id(), true );
			Index::remove( $product->get_id() );
			$this->commit_now();
		}
	}

	/**
	 * The steps of test_upgrade_from_version_2_keeps_answering().
	 */
	private function upgrade_from_version_2(): void {
		global $wpdb;
		$table = Index::table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared
		$wpdb->query( "ALTER TABLE `$table` DROP COLUMN title_stems, DROP COLUMN skus" );
		$wpdb->query( 'DROP TABLE IF EXISTS `' . Index::typos_table() . '`' );
		$wpdb->query( 'DELETE FROM `' . Index::tokens_table() . "` WHERE token LIKE '=%'" );
		// phpcs:enable
		update_option( Index::VERSION_OPTION, '2' );
		update_option( Index::READY_OPTION, '2' );
		$this->assertFalse( Index::ready(), 'the tables lack the columns the query reads until upgraded' );

		Index::install();
		$this->assertSame( Index::VERSION, get_option( Index::VERSION_OPTION ) );
		$this->assertTrue( Index::ready(), 'the old index answers meanwhile' );
		$this->assertFalse( Index::current() );
		$this->assertSame( array( 'Сковорода чугунная' ), $this->titles( 'сковор' ) );
		$this->assertSame( array(), $this->titles( 'сковороду' ) );

		Index::refill_all();
		$this->assertTrue( Index::current() );
		$this->assertSame( array( 'Сковорода чугунная' ), $this->titles( 'сковороду' ) );
		$this->assertSame( array( 'Сковорода чугунная' ), $this->titles( 'сковорда' ) );
	}
}
