<?php
/**
 * The product fields of e-commerce tracking, in the web-analytics counter's
 * data-layer format.
 *
 * @package Vitrina
 */

namespace Vitrina\Tracking;

defined( 'ABSPATH' ) || exit;

/**
 * A tracking product: id (the SKU, else the product id, as a string), name
 * (the parent's for a variation), price (a string with the shop's decimals),
 * category (the most specific category's path, slash-separated, at most five
 * levels), variant (a variation's attribute values) and quantity.
 */
final class DataLayer {

	/** The counter reads at most this many category levels. */
	public const MAX_CATEGORY_LEVELS = 5;

	/**
	 * The tracking fields of a product.
	 *
	 * @param \WC_Product $product  The product or variation.
	 * @param int         $quantity How many.
	 * @param float|null  $price    The unit price, when not the product's current displayed one (an order's).
	 * @return array{id: string, name: string, price: string, category: string, variant: string, quantity: int}
	 */
	public static function fields( \WC_Product $product, int $quantity = 1, ?float $price = null ): array {
		$parent = $product;
		if ( $product->get_parent_id() > 0 ) {
			$found  = wc_get_product( $product->get_parent_id() );
			$parent = $found instanceof \WC_Product ? $found : $product;
		}
		$sku = trim( (string) $product->get_sku() );
		return array(
			'id'       => '' !== $sku ? $sku : (string) $product->get_id(),
			'name'     => wp_strip_all_tags( $parent->get_name() ),
			'price'    => self::price( null !== $price ? $price : (float) wc_get_price_to_display( $product ) ),
			'category' => self::category( $parent->get_id() ),
			'variant'  => $product instanceof \WC_Product_Variation ? wp_strip_all_tags( wc_get_formatted_variation( $product, true, false, false ) ) : '',
			'quantity' => max( 1, $quantity ),
		);
	}

	/**
	 * A price as the counter wants it: a decimal string with the shop's
	 * number of decimals and a point ("1490", "12.50").
	 *
	 * @param float $price The price.
	 */
	public static function price( float $price ): string {
		return number_format( $price, max( 0, (int) wc_get_price_decimals() ), '.', '' );
	}

	/**
	 * The path of a product's most specific category ("Посуда/Кастрюли"):
	 * of its categories, the deepest, the lowest id among equals.
	 *
	 * @param int $product_id The product (not a variation).
	 */
	public static function category( int $product_id ): string {
		$terms = get_the_terms( $product_id, 'product_cat' );
		if ( ! is_array( $terms ) || ! $terms ) {
			return '';
		}
		$best = null;
		foreach ( $terms as $term ) {
			$chain = array_reverse( get_ancestors( $term->term_id, 'product_cat', 'taxonomy' ) );
			if ( null === $best || count( $chain ) > count( $best['chain'] ) || ( count( $chain ) === count( $best['chain'] ) && $term->term_id < $best['term']->term_id ) ) {
				$best = array(
					'term'  => $term,
					'chain' => $chain,
				);
			}
		}
		$names = array();
		foreach ( array_merge( $best['chain'], array( $best['term']->term_id ) ) as $id ) {
			$term = get_term( (int) $id, 'product_cat' );
			if ( $term instanceof \WP_Term ) {
				$names[] = str_replace( '/', ' ', wp_specialchars_decode( $term->name ) );
			}
		}
		return implode( '/', array_slice( $names, 0, self::MAX_CATEGORY_LEVELS ) );
	}
}
