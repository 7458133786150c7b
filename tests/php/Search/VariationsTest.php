<?php
/**
 * Tests of variation-aware suggestions.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Plugin;
use Vitrina\Search\Endpoint;
use Vitrina\Search\Index;
use Vitrina\Search\Indexer;
use Vitrina\Search\Query;
use Vitrina\Search\Stemmer;
use Vitrina\Search\Variations;
use Vitrina\Tests\TestCase;

/**
 * A query naming one variation (its SKU, or attribute words narrowing the
 * product's variations to one) is answered with that variation: its name,
 * price, stock, picture and a link preselecting its attributes; a query
 * naming the product only is answered with the product.
 */
final class VariationsTest extends TestCase {
	use SearchData;

	/**
	 * The index tables exist.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->requires_woocommerce();
		$this->assertSame( Index::VERSION, get_option( Index::VERSION_OPTION ) );
		IndexerTest::without_product_instance_cache();
	}

	/**
	 * A global colour attribute (pa_vcolour) with its terms.
	 *
	 * @return \WC_Product_Attribute The product's attribute.
	 */
	private static function colour_attribute(): \WC_Product_Attribute {
		// Each test's changes are rolled back: the attribute is made again
		// (its id looked up in the table, not WooCommerce's cached ids).
		$id = 0;
		foreach ( wc_get_attribute_taxonomies() as $taxonomy ) {
			$id = 'vcolour' === $taxonomy->attribute_name ? (int) $taxonomy->attribute_id : $id;
		}
		if ( ! $id ) {
			// WooCommerce refuses a slug whose taxonomy is registered.
			unregister_taxonomy( 'pa_vcolour' );
			$id = (int) wc_create_attribute(
				array(
					'name' => 'Цвет',
					'slug' => 'vcolour',
				)
			);
		}
		if ( ! taxonomy_exists( 'pa_vcolour' ) ) {
			register_taxonomy( 'pa_vcolour', array( 'product' ) );
		}
		$ids = array();
		foreach ( array(
			'krasnyj' => 'Красный',
			'sinij'   => 'Синий',
		) as $slug => $name ) {
			$term  = get_term_by( 'slug', $slug, 'pa_vcolour' );
			$ids[] = $term instanceof \WP_Term ? $term->term_id : (int) wp_insert_term( $name, 'pa_vcolour', array( 'slug' => $slug ) )['term_id'];
		}
		$attribute = new \WC_Product_Attribute();
		$attribute->set_id( $id );
		$attribute->set_name( 'pa_vcolour' );
		$attribute->set_options( $ids );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		return $attribute;
	}

	/**
	 * The pot: red 3 l (KL-3-RED, 1990, 7 in stock) and blue 5 l
	 * (KL-5-BLUE, 2490, 5 in stock), each with its picture or none.
	 *
	 * @param array<string, string> $blue Setters of the blue variation.
	 * @return array{\WC_Product_Variable, \WC_Product_Variation, \WC_Product_Variation}
	 */
	private function pot( array $blue = array() ): array {
		$product = new \WC_Product_Variable();
		$product->set_name( 'Кастрюля «Классика»' );
		$product->set_status( 'publish' );
		$product->set_attributes(
			array(
				self::colour_attribute(),
				self::attribute( 'Объём', array( '3 л', '5 л' ), true ),
			)
		);
		$product->save();
		$out = array( $product );
		foreach ( array(
			'KL-3-RED'  => array( 'krasnyj', '3 л', '1990', 7, array() ),
			'KL-5-BLUE' => array( 'sinij', '5 л', '2490', 5, $blue ),
		) as $sku => list( $colour, $volume, $price, $stock, $set ) ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes(
				array(
					'pa_vcolour'              => $colour,
					sanitize_title( 'Объём' ) => $volume,
				)
			);
			$variation->set_regular_price( $price );
			$variation->set_sku( $sku );
			$variation->set_manage_stock( true );
			$variation->set_stock_quantity( $stock );
			$variation->set_status( 'publish' );
			foreach ( $set as $key => $value ) {
				$variation->{'set_' . $key}( $value );
			}
			$variation->save();
			$out[] = $variation;
		}
		\WC_Product_Variable::sync( $product->get_id() );
		Index::save( $product->get_id() );
		return $out;
	}

	/**
	 * The rows found.
	 *
	 * @param string $query Query.
	 * @param bool   $hide  Whether out-of-stock products are hidden.
	 * @return list<array<string, mixed>>
	 */
	private static function found( string $query, bool $hide = false ): array {
		return ( new Query(
			array(
				'query'             => $query,
				'number'            => 10,
				'hide_out_of_stock' => $hide,
			)
		) )->results();
	}

	/**
	 * The id of the variation a query names in its first row (0: none).
	 *
	 * @param string $query Query.
	 * @param bool   $hide  Whether out-of-stock products are hidden.
	 */
	private static function named( string $query, bool $hide = false ): int {
		$rows = self::found( $query, $hide );
		return (int) ( $rows[0]['variation']['variation_id'] ?? 0 );
	}

	/**
	 * A variation's SKU (as typed, or without separators) names it: its
	 * row carries its own name, price, stock, picture and a link with its
	 * attributes preselected.
	 */
	public function test_sku_names_the_variation(): void {
		list( $product, , $blue ) = $this->pot();
		$rows                     = self::found( 'KL-5-BLUE' );
		$this->assertSame( $product->get_name(), $rows[0]['title'], 'the product is found' );
		$variation = $rows[0]['variation'] ?? array();
		$this->assertSame( (string) $blue->get_id(), $variation['variation_id'] ?? '' );
		$this->assertSame( 'Кастрюля «Классика» — Синий, 5 л', $variation['name'] );
		$this->assertSame( 'KL-5-BLUE', $variation['sku'] );
		$this->assertStringContainsString( '2,490', wp_strip_all_tags( $variation['price'] ) );
		$this->assertStringNotContainsString( '1,990', wp_strip_all_tags( $variation['price'] ) );
		$this->assertSame( $blue->get_permalink(), $variation['permalink'] );
		// The arguments WooCommerce's variation form reads.
		wp_parse_str( (string) wp_parse_url( $variation['permalink'], PHP_URL_QUERY ), $args );
		$this->assertSame(
			array(
				'attribute_pa_vcolour'                   => 'sinij',
				'attribute_' . sanitize_title( 'Объём' ) => '5 л',
			),
			$args
		);
		$this->assertStringStartsWith( $product->get_permalink(), $variation['permalink'] );
		$this->assertSame( 'instock', $variation['stock_status'] );
		$this->assertSame( '5', $variation['stock_quantity'] );

		$this->assertSame( $blue->get_id(), self::named( 'kl5blue' ), 'without separators' );
		$this->assertSame( $blue->get_id(), self::named( 'kl-5-blue' ), 'any case' );
		$this->assertSame( 0, self::named( 'KL' ), 'a part of both SKUs names no variation' );
	}

	/**
	 * Attribute words that narrow the variations to one name it (inflected,
	 * or the last word begun); the product's words alone, or attribute
	 * words two variations share, name none.
	 */
	public function test_attribute_words_name_the_variation(): void {
		list( , $red, $blue ) = $this->pot();
		$this->assertSame( $blue->get_id(), self::named( 'кастрюля синяя' ) );
		$this->assertSame( $blue->get_id(), self::named( 'кастрюля син' ), 'the word being typed' );
		$this->assertSame( $red->get_id(), self::named( 'кастрюля красная' ) );
		$this->assertSame( $red->get_id(), self::named( 'кастрюля 3 л' ) );
		$this->assertSame( $blue->get_id(), self::named( 'кастрюля 5 л синяя' ) );
		$this->assertSame( 0, self::named( 'кастрюля' ), 'the product' );
		$this->assertSame( 0, self::named( 'кастрюля л' ), 'both variations' );
		$this->assertSame( 0, self::named( 'кастрюля к' ), 'one letter begins no value' );
		$this->assertSame( $red->get_id(), self::named( 'кастрюля кр' ) );
		$this->assertSame( $blue->get_id(), self::named( 'rfcnh.kz cbyzz' ), 'the other layout' );
		$this->assertSame( 0, self::named( 'кастрюля 5 л красная' ), 'no variation is both' );
	}

	/**
	 * A variation out of stock is not shown while the shop hides those
	 * (the product is); shown, it says so.
	 */
	public function test_out_of_stock_variation(): void {
		list( , , $blue ) = $this->pot( array( 'stock_quantity' => 0 ) );
		$this->assertSame( 0, self::named( 'KL-5-BLUE', true ) );
		$rows = self::found( 'KL-5-BLUE' );
		$this->assertSame( $blue->get_id(), (int) $rows[0]['variation']['variation_id'] );
		$this->assertSame( 'outofstock', $rows[0]['variation']['stock_status'] );
	}

	/**
	 * The index follows a variation's price and stock.
	 */
	public function test_variation_changes_reach_the_index(): void {
		list( , , $blue ) = $this->pot();
		$blue->set_regular_price( '2790' );
		$blue->save();
		wc_update_product_stock( $blue, 2 );
		$indexer = Plugin::instance()->registered()[ Indexer::class ] ?? null;
		$this->assertInstanceOf( Indexer::class, $indexer );
		$indexer->flush();
		$rows = self::found( 'KL-5-BLUE' );
		$this->assertStringContainsString( '2,790', wp_strip_all_tags( $rows[0]['variation']['price'] ) );
		$this->assertSame( '2', $rows[0]['variation']['stock_quantity'] );
	}

	/**
	 * The suggestion of a variation: its name, link, price and SKU, and
	 * what the island shows of its stock (the wire format, zod-checked in
	 * the browser).
	 */
	public function test_suggestion_of_a_variation(): void {
		update_option( 'vitrina_settings', array( 'ajax_search' => 'yes' ) + (array) get_option( 'vitrina_settings', array() ) );
		update_option( Index::READY_OPTION, Index::VERSION );
		list( $product, , $blue ) = $this->pot();
		update_option( 'woocommerce_stock_format', '' );
		$answer = Endpoint::answer(
			array(
				'query'     => 'кастрюля синяя',
				'number'    => 5,
				'post_type' => 'product',
				'category'  => '',
			)
		);
		$first  = $answer['suggestions'][0];
		$this->assertSame( 'Кастрюля «Классика» — Синий, 5 л', $first['value'] );
		$this->assertSame( $blue->get_permalink(), $first['permalink'] );
		$this->assertSame( 'KL-5-BLUE', $first['sku'] );
		$this->assertStringContainsString( '2,490', wp_strip_all_tags( $first['price'] ) );
		$this->assertSame( $blue->get_id(), $first['variation']['id'] );
		$this->assertTrue( $first['variation']['in_stock'] );
		$this->assertSame( '5 in stock', $first['variation']['stock'] );
		$this->assertEquals(
			(object) array(
				'attribute_pa_vcolour'                   => 'sinij',
				'attribute_' . sanitize_title( 'Объём' ) => '5 л',
			),
			$first['variation']['attributes']
		);
		$json = (string) wp_json_encode( $answer );
		$this->assertStringContainsString( '"attributes":{', $json );

		$plain = Endpoint::answer(
			array(
				'query'     => 'кастрюля',
				'number'    => 5,
				'post_type' => 'product',
				'category'  => '',
			)
		)['suggestions'][0];
		$this->assertSame( $product->get_name(), $plain['value'] );
		$this->assertSame( $product->get_permalink(), $plain['permalink'] );
		$this->assertArrayNotHasKey( 'variation', $plain );
	}

	/**
	 * The stock text follows the shop's stock display format.
	 */
	public function test_stock_text(): void {
		update_option( 'woocommerce_stock_format', '' );
		$this->assertSame( '5 in stock', Variations::stock_text( 'instock', 5 ) );
		$this->assertSame( 'In stock', Variations::stock_text( 'instock', null ) );
		$this->assertSame( 'Out of stock', Variations::stock_text( 'outofstock', 0 ) );
		$this->assertSame( 'Available on backorder', Variations::stock_text( 'onbackorder', null ) );
		update_option( 'woocommerce_stock_format', 'no_amount' );
		$this->assertSame( 'In stock', Variations::stock_text( 'instock', 5 ) );
		update_option( 'woocommerce_stock_format', 'low_amount' );
		update_option( 'woocommerce_notify_low_stock_amount', 2 );
		$this->assertSame( 'In stock', Variations::stock_text( 'instock', 5 ) );
		$this->assertSame( '2 in stock', Variations::stock_text( 'instock', 2 ) );
	}

	/**
	 * English plurals in -ves find their singulars (and the reverse);
	 * regular ones keep Porter2's stems.
	 */
	public function test_plurals_in_ves(): void {
		$this->product( 'Chef knife' );
		$this->product( 'Wall shelf' );
		$this->assertSame( 'Chef knife', self::found( 'knives' )[0]['title'] ?? '' );
		$this->assertSame( 'Wall shelf', self::found( 'shelves' )[0]['title'] ?? '' );
		$this->assertSame( Stemmer::search_stem( 'knife' ), Stemmer::search_stem( 'knives' ) );
		$this->assertSame( Stemmer::search_stem( 'leaf' ), Stemmer::search_stem( 'leaves' ) );
		$this->assertSame( Stemmer::stem( 'olives' ), Stemmer::search_stem( 'olives' ) );
		$this->assertSame( Stemmer::search_stem( 'glove' ), Stemmer::search_stem( 'gloves' ) );
	}
}
