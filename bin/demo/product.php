<?php
/**
 * Demo data of the product page: swatches (colour, image and label) for the
 * colour attribute, and an extra gallery for one variation of the enamel pot.
 *
 * Included from seed.php after the products exist.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

// Colour swatches from the demo colours; white gets an image swatch (its picture); sizes stay labels.
$vitrina_product_pot = wc_get_product( (int) wc_get_product_id_by_sku( 'VT-KS-100' ) );
if ( $vitrina_product_pot instanceof WC_Product_Variable ) {
	$vitrina_product_colors = $vitrina_data['attributes']['color'][1];
	foreach ( $vitrina_product_colors as $vitrina_product_slug => $vitrina_product_color ) {
		$vitrina_product_term = get_term_by( 'slug', $vitrina_product_slug, 'pa_color' );
		if ( $vitrina_product_term instanceof WP_Term ) {
			update_term_meta( $vitrina_product_term->term_id, Vitrina\Product\Swatches::COLOR_META, $vitrina_product_color[1] );
		}
	}
	$vitrina_product_extra = array();
	foreach ( $vitrina_product_pot->get_children() as $vitrina_product_child ) {
		$vitrina_product_variation = wc_get_product( $vitrina_product_child );
		if ( ! $vitrina_product_variation instanceof WC_Product_Variation ) {
			continue;
		}
		$vitrina_product_attrs = $vitrina_product_variation->get_attributes();
		if ( 'belyj' === ( $vitrina_product_attrs['pa_color'] ?? '' ) ) {
			$vitrina_product_white = get_term_by( 'slug', 'belyj', 'pa_color' );
			if ( $vitrina_product_white instanceof WP_Term ) {
				update_term_meta( $vitrina_product_white->term_id, Vitrina\Product\Swatches::IMAGE_META, $vitrina_product_variation->get_image_id() );
			}
		}
		// The blue 3 l pot has two more pictures of its own (the variation gallery).
		if ( 'sinij' === ( $vitrina_product_attrs['pa_color'] ?? '' ) && '3-l' === ( $vitrina_product_attrs['pa_size'] ?? '' )
			&& '' === (string) get_post_meta( $vitrina_product_child, Vitrina\Product\Gallery::VARIATION_IMAGES_META, true ) ) {
			if ( ! $vitrina_product_extra ) {
				$vitrina_product_bg    = vitrina_demo_background( 'kastryuli', $vitrina_data['categories'] );
				$vitrina_product_extra = array(
					vitrina_demo_picture( $vitrina_product_pot->get_name(), 'kastryulya-emalirovannaya-klassika-sinij-2', $vitrina_product_bg, 'pot', $vitrina_product_colors['sinij'][1], 1, 'синяя, с крышкой' ),
					vitrina_demo_picture( $vitrina_product_pot->get_name(), 'kastryulya-emalirovannaya-klassika-sinij-3', $vitrina_product_bg, 'pot', $vitrina_product_colors['sinij'][1], 2, 'синяя, в интерьере' ),
				);
				vitrina_demo_parent_pictures( $vitrina_product_pot->get_id(), $vitrina_product_extra );
			}
			update_post_meta( $vitrina_product_child, Vitrina\Product\Gallery::VARIATION_IMAGES_META, implode( ',', $vitrina_product_extra ) );
		}
	}
	vitrina_demo_log( 'product page: colour and image swatches, a variation gallery on ' . $vitrina_product_pot->get_slug() . ' #' . $vitrina_product_pot->get_id() );
}
