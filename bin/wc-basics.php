<?php
/**
 * Basic WooCommerce settings of a local site: RUB, Russia, no onboarding,
 * not in coming-soon mode. Run with: wp SITE eval-file bin/wc-basics.php
 *
 * @package Vitrina
 */

update_option( 'woocommerce_currency', 'RUB' );
update_option( 'woocommerce_default_country', 'RU' );
update_option( 'woocommerce_price_num_decimals', '0' );
update_option( 'woocommerce_price_thousand_sep', ' ' );
update_option( 'woocommerce_price_decimal_sep', ',' );
update_option( 'woocommerce_currency_pos', 'right_space' );
update_option( 'woocommerce_weight_unit', 'kg' );
update_option( 'woocommerce_dimension_unit', 'cm' );
update_option( 'woocommerce_coming_soon', 'no' );
update_option( 'woocommerce_store_pages_only', 'no' );
update_option( 'woocommerce_onboarding_profile', array( 'skipped' => true ) );
update_option( 'woocommerce_task_list_hidden', 'yes' );
update_option( 'woocommerce_show_marketplace_suggestions', 'no' );
update_option( 'woocommerce_allow_tracking', 'no' );
update_option( 'woocommerce_analytics_enabled', 'no' );
