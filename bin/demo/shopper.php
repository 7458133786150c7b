<?php
/**
 * Demo data of WooCommerce's shopper flows (tests/e2e/woocommerce-shopper.spec.ts):
 * a grouped product made of two products of the shop (the copper cezve and
 * the coffee for it), and a second shipping zone, Belarus, with its own
 * courier rate (the shop sells to Russia and ships to Russia and Belarus),
 * so that the cart's shipping calculator has another country to choose.
 * Idempotent (the product is found by its SKU, the zone by its name).
 * Included by bin/demo/seed.php; also runs alone (the spec runs it before
 * its flows, so a shop seeded before this file existed gets it):
 * `wp shop eval-file bin/demo/shopper.php`.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

// The grouped product: its children are existing products, so the shop's
// product count grows by one; dated a year back, so it is no novelty.
$vitrina_shopper_children = array_filter(
	array_map( 'wc_get_product_id_by_sku', array( 'VT-CH-403', 'VT-KF-902' ) )
);
$vitrina_shopper_category = get_term_by( 'slug', 'kofe', 'product_cat' );
if ( 2 === count( $vitrina_shopper_children ) && $vitrina_shopper_category instanceof WP_Term && ! wc_get_product_id_by_sku( 'VT-KF-910' ) ) {
	$vitrina_shopper_first   = wc_get_product( reset( $vitrina_shopper_children ) );
	$vitrina_shopper_grouped = new WC_Product_Grouped();
	$vitrina_shopper_grouped->set_name( 'Набор «Кофе в турке»' );
	$vitrina_shopper_grouped->set_slug( 'nabor-kofe-v-turke' );
	$vitrina_shopper_grouped->set_sku( 'VT-KF-910' );
	$vitrina_shopper_grouped->set_status( 'publish' );
	$vitrina_shopper_grouped->set_short_description( 'Медная турка и молотый кофе для неё: выберите, сколько положить в корзину.' );
	$vitrina_shopper_grouped->set_description( '<p>Медная турка и молотый кофе для неё: выберите, сколько положить в корзину.</p>' );
	$vitrina_shopper_grouped->set_category_ids( array( (int) $vitrina_shopper_category->term_id ) );
	$vitrina_shopper_grouped->set_children( array_values( $vitrina_shopper_children ) );
	$vitrina_shopper_grouped->set_image_id( $vitrina_shopper_first ? $vitrina_shopper_first->get_image_id() : 0 );
	$vitrina_shopper_grouped->set_date_created( time() - YEAR_IN_SECONDS );
	$vitrina_shopper_grouped->set_reviews_allowed( true );
	$vitrina_shopper_grouped->save();
}

// Belarus: a zone of its own with a courier rate, and the countries shipped to.
$vitrina_shopper_zone = null;
foreach ( WC_Shipping_Zones::get_zones() as $vitrina_shopper_found ) {
	if ( 'Беларусь' === $vitrina_shopper_found['zone_name'] ) {
		$vitrina_shopper_zone = $vitrina_shopper_found;
	}
}
if ( null === $vitrina_shopper_zone ) {
	$vitrina_shopper_new = new WC_Shipping_Zone();
	$vitrina_shopper_new->set_zone_name( 'Беларусь' );
	$vitrina_shopper_new->set_zone_order( 1 );
	$vitrina_shopper_new->add_location( 'BY', 'country' );
	$vitrina_shopper_new->save();
	$vitrina_shopper_instance = $vitrina_shopper_new->add_shipping_method( 'flat_rate' );
	update_option(
		"woocommerce_flat_rate_{$vitrina_shopper_instance}_settings",
		array(
			'title'      => 'Курьерская доставка в Беларусь',
			'tax_status' => 'none',
			'cost'       => '990',
		)
	);
	WC_Cache_Helper::invalidate_cache_group( 'shipping_zones' );
}
update_option( 'woocommerce_ship_to_countries', 'specific' );
update_option( 'woocommerce_specific_ship_to_countries', array( 'RU', 'BY' ) );

$vitrina_shopper_done = 'shopper flows: grouped product nabor-kofe-v-turke (VT-KF-910), shipping zone Беларусь (courier 990 ₽)';
if ( function_exists( 'vitrina_demo_log' ) ) {
	vitrina_demo_log( $vitrina_shopper_done );
} else {
	echo $vitrina_shopper_done . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a command line's output.
}
