<?php
/**
 * Swatches for the attributes of the variation form.
 *
 * @package Vitrina
 */

namespace Vitrina\Product;

use Vitrina\Templates;
use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * Adds a swatch list after each attribute dropdown of the variation form:
 * colour (term meta vitrina_swatch_color), image (term meta
 * vitrina_swatch_image, an attachment id) or label. The dropdown stays (it is
 * what WooCommerce's variation form reads); the island keeps both in step.
 */
final class Swatches {

	/** Term meta: the swatch colour (#rrggbb). */
	public const COLOR_META = 'vitrina_swatch_color';

	/** Term meta: the swatch picture (attachment id). */
	public const IMAGE_META = 'vitrina_swatch_image';

	/**
	 * The swatches of one attribute.
	 *
	 * @param string     $attribute Attribute name (pa_color or a local name).
	 * @param string[]   $options   The values offered (slugs for taxonomies).
	 * @param WC_Product $product   The product.
	 * @return list<array{value: string, label: string, type: string, color: string, image: string, image_id: int}>
	 */
	public static function for_attribute( string $attribute, array $options, WC_Product $product ): array {
		$swatches = array();
		if ( taxonomy_exists( $attribute ) ) {
			$terms = wc_get_product_terms( $product->get_id(), $attribute, array( 'fields' => 'all' ) );
			foreach ( $terms as $term ) {
				if ( ! in_array( $term->slug, $options, true ) ) {
					continue;
				}
				$color = sanitize_hex_color( (string) get_term_meta( $term->term_id, self::COLOR_META, true ) );
				$image = (int) get_term_meta( $term->term_id, self::IMAGE_META, true );
				$src   = $image ? wp_get_attachment_image_url( $image, 'woocommerce_gallery_thumbnail' ) : '';
				$type  = $src ? 'image' : ( $color ? 'color' : 'label' );

				$swatches[] = array(
					'value'    => $term->slug,
					'label'    => $term->name,
					'type'     => $type,
					'color'    => (string) $color,
					'image'    => (string) $src,
					'image_id' => $src ? $image : 0,
				);
			}
			return $swatches;
		}
		foreach ( $options as $option ) {
			$swatches[] = array(
				'value'    => (string) $option,
				'label'    => (string) $option,
				'type'     => 'label',
				'color'    => '',
				'image'    => '',
				'image_id' => 0,
			);
		}
		return $swatches;
	}

	/**
	 * Appends the swatches to WooCommerce's dropdown
	 * (filter woocommerce_dropdown_variation_attribute_options_html).
	 *
	 * @param mixed $html The dropdown's markup.
	 * @param mixed $args The dropdown's arguments.
	 * @return mixed
	 */
	public static function dropdown_html( $html, $args ) {
		if ( ! is_string( $html ) || ! is_array( $args ) || ! ( $args['product'] ?? null ) instanceof WC_Product ) {
			return $html;
		}
		$product   = $args['product'];
		$attribute = (string) ( $args['attribute'] ?? '' );
		$options   = array_map( 'strval', (array) ( $args['options'] ?? array() ) );
		if ( '' === $attribute || array() === $options ) {
			return $html;
		}
		$name = (string) ( $args['name'] ?? '' );
		$name = '' !== $name ? $name : 'attribute_' . sanitize_title( $attribute );
		return $html . Templates::render(
			'product/swatches',
			array(
				'attribute' => $attribute,
				'name'      => $name,
				'label'     => wc_attribute_label( $attribute, $product ),
				'swatches'  => self::for_attribute( $attribute, $options, $product ),
			)
		);
	}
}
