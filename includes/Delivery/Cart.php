<?php
/**
 * The cart as the delivery sees it: products, weight, declared value and
 * discount, and the confirmation of a choice against them.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Delivery\Provider\Catalog;
use Vitrina\Settings\Options;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The one place the server reads the cart for a delivery: the widget page's
 * configuration, the external provider's calculate call and the embedded
 * catalogue's prices all use these figures.
 */
final class Cart {

	/**
	 * The shop prices and checks every delivery itself; the browser's figures
	 * never count. With the embedded provider the selection is rebuilt from
	 * the catalogue (Catalog::confirm); with an external one, from the
	 * provider's answer to the server's own calculate call for this cart
	 * (ProviderQuote::confirm).
	 *
	 * @param array<string, mixed> $selection A clean selection.
	 * @return array<string, mixed>|WP_Error The confirmed selection, or why it is refused.
	 */
	public static function confirm( array $selection ) {
		if ( 'embedded' === Options::get( 'delivery_provider' ) ) {
			$cart = self::figures();
			return Catalog::confirm( $selection, Parcel::from_params( $cart ), $cart['declared'], $cart['discount'] );
		}
		return ProviderQuote::confirm( $selection, self::provider_params() );
	}

	/**
	 * The widget parameters of the cart as the server knows it, for the
	 * external provider's calculate call (docs/delivery-provider.md).
	 *
	 * @return array<string, mixed>
	 */
	public static function provider_params(): array {
		$figures  = self::figures();
		$products = self::products();
		$params   = array(
			'currency'      => 'rub',
			'onlyCountries' => WidgetPage::COUNTRIES,
			'products'      => $products,
			'itemCount'     => max( 1, min( 99, (int) array_sum( array_column( $products, 'count' ) ) ) ),
			'priceDeclared' => round( $figures['declared'], 2 ),
			'discount'      => round( $figures['discount'], 2 ),
		);
		if ( $figures['weight'] > 0 ) {
			$params['weight'] = round( $figures['weight'], 3 );
		}
		foreach ( array( 'length', 'width', 'height' ) as $side ) {
			if ( $figures[ $side ] > 0 ) {
				$params[ $side ] = $figures[ $side ];
			}
		}
		return $params;
	}

	/**
	 * The cart's products as the widget's parameters list them (§3).
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function products(): array {
		$cart     = function_exists( 'WC' ) ? WC()->cart : null;
		$products = array();
		if ( ! $cart instanceof \WC_Cart ) {
			return $products;
		}
		foreach ( $cart->get_cart() as $item ) {
			$product = $item['data'] ?? null;
			$count   = max( 1, (int) ( $item['quantity'] ?? 1 ) );
			if ( ! $product instanceof \WC_Product || ! $product->needs_shipping() ) {
				continue;
			}
			$line  = (float) ( $item['line_subtotal'] ?? 0 ) + (float) ( $item['line_subtotal_tax'] ?? 0 );
			$entry = array(
				'name'       => wp_strip_all_tags( $product->get_name() ),
				'vendorCode' => (string) $product->get_sku(),
				'price'      => round( $line / $count, 2 ),
				'count'      => $count,
				'vat'        => 0,
			);
			foreach ( array(
				'width'  => $product->get_width(),
				'height' => $product->get_height(),
				'length' => $product->get_length(),
			) as $key => $value ) {
				if ( is_numeric( $value ) && (float) $value > 0 ) {
					$entry[ $key ] = round( (float) wc_get_dimension( (float) $value, 'cm' ), 2 );
				}
			}
			$products[] = $entry;
		}
		return $products;
	}

	/**
	 * The cart's real weight (kg), its parcel's box (Parcel::box, whole
	 * cm, 0 when unknown), declared value and discount (RUB), as the
	 * widget's parameters give them to the provider (the billed weight is
	 * the provider's: Parcel::billed_weight).
	 *
	 * @return array{weight: float, length: float, width: float, height: float, declared: float, discount: float}
	 */
	public static function figures(): array {
		$figures = array(
			'weight'   => 0.0,
			'length'   => 0.0,
			'width'    => 0.0,
			'height'   => 0.0,
			'declared' => 0.0,
			'discount' => 0.0,
		);
		$cart    = function_exists( 'WC' ) ? WC()->cart : null;
		if ( ! $cart instanceof \WC_Cart ) {
			return $figures;
		}
		foreach ( $cart->get_cart() as $item ) {
			$product = $item['data'] ?? null;
			if ( ! $product instanceof \WC_Product || ! $product->needs_shipping() ) {
				continue;
			}
			$figures['declared'] += (float) ( $item['line_subtotal'] ?? 0 ) + (float) ( $item['line_subtotal_tax'] ?? 0 );
			if ( is_numeric( $product->get_weight() ) ) {
				$figures['weight'] += (float) wc_get_weight( (float) $product->get_weight(), 'kg' ) * max( 1, (int) ( $item['quantity'] ?? 1 ) );
			}
		}
		$figures['discount'] = (float) $cart->get_discount_total() + (float) $cart->get_discount_tax();
		return array_merge( $figures, Parcel::box( self::products() ) );
	}
}
