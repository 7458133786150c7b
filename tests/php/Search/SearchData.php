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
}
