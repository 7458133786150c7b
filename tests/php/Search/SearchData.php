<?php
/**
 * Products for the search tests.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Search\Index;

/**
 * Creates products and categories and indexes them.
 */
trait SearchData {

	/**
	 * A product category.
	 *
	 * @param string $name   Name.
	 * @param int    $parent Parent term id.
	 */
	protected function category( string $name, int $parent = 0 ): int {
		$term = wp_insert_term( $name, 'product_cat', array( 'parent' => $parent ) );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/**
	 * A local product attribute.
	 *
	 * @param string   $name    Name.
	 * @param string[] $options Values.
	 * @param bool     $variation Used for variations.
	 */
	protected static function attribute( string $name, array $options, bool $variation = false ): \WC_Product_Attribute {
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( $name );
		$attribute->set_options( $options );
		$attribute->set_visible( true );
		$attribute->set_variation( $variation );
		return $attribute;
	}

	/**
	 * A variable product with one variation per SKU, each of its colour (a
	 * local attribute «Цвет»), indexed.
	 *
	 * @param string                $name    Name.
	 * @param array<string, string> $colours The variations' colours by SKU.
	 */
	protected function variable_product( string $name, array $colours ): \WC_Product_Variable {
		$product = new \WC_Product_Variable();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_attributes( array( self::attribute( 'Цвет', array_values( $colours ), true ) ) );
		$product->save();
		foreach ( $colours as $sku => $colour ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes( array( 'цвет' => $colour ) );
			$variation->set_regular_price( '990' );
			$variation->set_sku( $sku );
			$variation->set_status( 'publish' );
			$variation->save();
		}
		\WC_Product_Variable::sync( $product->get_id() );
		Index::save( $product->get_id() );
		return $product;
	}

	/**
	 * A simple product, indexed.
	 *
	 * @param string               $name Name.
	 * @param array<string, mixed> $set  Setters (sku, category_ids, catalog_visibility, status, stock_status, post_password).
	 */
	protected function product( string $name, array $set = array() ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_regular_price( '990' );
		$product->set_status( 'publish' );
		foreach ( $set as $key => $value ) {
			$product->{'set_' . $key}( $value );
		}
		$product->save();
		Index::save( $product->get_id() );
		return $product;
	}

	/**
	 * Runs a product search as the request's main query (as the results
	 * page runs it) and calls $then with it while it is the main query.
	 *
	 * @param array<string, mixed>            $vars Query vars (post_type product unless given).
	 * @param callable(\WP_Query): mixed|null $then Called with the query, still the main one.
	 * @return mixed What $then returned, else the query.
	 */
	protected static function main_search( array $vars, ?callable $then = null ) {
		global $wp_the_query, $wp_query;
		$saved        = array( $wp_the_query, $wp_query );
		$query        = new \WP_Query();
		$wp_the_query = $query;
		$wp_query     = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the request's main query, put back below.
		try {
			$query->query( array_merge( array( 'post_type' => 'product' ), $vars ) );
			return null === $then ? $query : $then( $query );
		} finally {
			list( $wp_the_query, $wp_query ) = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
	}
}
