<?php
/**
 * The parcel of a cart: its box, its real and billed weight, and whether it
 * fits a pickup point's limits (a parcel locker's cell).
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery;

use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * A parcel is `{weight, length, width, height}`: the real weight of the
 * goods in kg and the box in whole cm (0 when unknown). The shop's settings
 * make the billed weight: the larger of the real and the volumetric weight
 * (length × width × height / `delivery_volumetric_divisor`), plus
 * `delivery_packaging_weight`.
 *
 * @phpstan-type Box array{weight: float, length: float, width: float, height: float}
 */
final class Parcel {

	/**
	 * The box of a list of products (the widget's products, §3: width,
	 * height, length in cm, count): the products laid flat and stacked, each
	 * on its largest face. Length and width are the largest of the products'
	 * longest and middle sides; the height is the sum of their shortest
	 * sides. Rounded up to whole cm; 0 when no product has all three sides.
	 *
	 * @param array<int, mixed> $products The products.
	 * @return array{length: float, width: float, height: float}
	 */
	public static function box( array $products ): array {
		$box = array(
			'length' => 0.0,
			'width'  => 0.0,
			'height' => 0.0,
		);
		foreach ( $products as $product ) {
			if ( ! is_array( $product ) ) {
				continue;
			}
			$sides = array();
			foreach ( array( 'length', 'width', 'height' ) as $key ) {
				$side = $product[ $key ] ?? null;
				if ( is_numeric( $side ) && is_finite( (float) $side ) && (float) $side > 0 ) {
					$sides[] = (float) $side;
				}
			}
			if ( 3 !== count( $sides ) ) {
				continue;
			}
			rsort( $sides );
			$count          = is_numeric( $product['count'] ?? null ) ? max( 1, (int) $product['count'] ) : 1;
			$box['length']  = max( $box['length'], $sides[0] );
			$box['width']   = max( $box['width'], $sides[1] );
			$box['height'] += $sides[2] * $count;
		}
		return array_map( static fn( float $side ): float => (float) ceil( round( $side, 6 ) ), $box );
	}

	/**
	 * A parcel from widget parameters (weight, length, width, height; any
	 * missing or bad value is 0).
	 *
	 * @param array<string, mixed> $params The parameters.
	 * @return Box
	 */
	public static function from_params( array $params ): array {
		$parcel = array();
		foreach ( array( 'weight', 'length', 'width', 'height' ) as $key ) {
			$value          = is_numeric( $params[ $key ] ?? null ) ? (float) $params[ $key ] : 0.0;
			$parcel[ $key ] = is_finite( $value ) ? max( 0.0, $value ) : 0.0;
		}
		return $parcel;
	}

	/**
	 * The volumetric weight, kg: length × width × height (cm) / divisor.
	 *
	 * @param array<string, float> $parcel The parcel.
	 */
	public static function volumetric_weight( array $parcel ): float {
		$divisor = max( 1, (int) Options::get( 'delivery_volumetric_divisor' ) );
		return ( $parcel['length'] ?? 0.0 ) * ( $parcel['width'] ?? 0.0 ) * ( $parcel['height'] ?? 0.0 ) / $divisor;
	}

	/**
	 * The packaging weight of the shop's settings, kg.
	 */
	public static function packaging_weight(): float {
		$value = Options::get( 'delivery_packaging_weight' );
		return is_numeric( $value ) ? max( 0.0, (float) $value ) : 0.0;
	}

	/**
	 * The billed weight, kg: max( real, volumetric ) + packaging.
	 *
	 * @param array<string, float> $parcel The parcel.
	 */
	public static function billed_weight( array $parcel ): float {
		return round( max( $parcel['weight'] ?? 0.0, self::volumetric_weight( $parcel ) ) + self::packaging_weight(), 3 );
	}

	/**
	 * Whether the parcel fits a point's limits: the real weight with the
	 * packaging at most the point's maximum weight, and the box, sides
	 * sorted, within the point's sides sorted. A limit of 0 is no limit; an
	 * unknown side of the parcel (0) is not checked.
	 *
	 * @param array<string, float> $parcel The parcel.
	 * @param array<string, float> $limits The point's `weight`, `length`, `width`, `height` (0: none).
	 */
	public static function fits( array $parcel, array $limits ): bool {
		$max_weight = (float) ( $limits['weight'] ?? 0.0 );
		$weight     = (float) ( $parcel['weight'] ?? 0.0 );
		if ( $max_weight > 0 && $weight > 0 && round( $weight + self::packaging_weight(), 6 ) > $max_weight ) {
			return false;
		}
		$sides = array( (float) ( $parcel['length'] ?? 0.0 ), (float) ( $parcel['width'] ?? 0.0 ), (float) ( $parcel['height'] ?? 0.0 ) );
		$room  = array( (float) ( $limits['length'] ?? 0.0 ), (float) ( $limits['width'] ?? 0.0 ), (float) ( $limits['height'] ?? 0.0 ) );
		if ( in_array( 0.0, $room, true ) ) {
			// A cell is known by its three sides; a single limit checks the longest side.
			$longest = max( $room );
			return $longest <= 0 || max( $sides ) <= $longest;
		}
		rsort( $sides );
		rsort( $room );
		foreach ( $sides as $i => $side ) {
			if ( $side > $room[ $i ] ) {
				return false;
			}
		}
		return true;
	}
}
