<?php
/**
 * The map bounds of the embedded provider's `v2/points/bounds` call: the
 * box a shopper's map shows, checked, and which points it holds.
 *
 * @package Vitrina
 */

namespace Vitrina\Delivery\Provider;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A box of latitudes and longitudes (degrees): south ≤ north; west > east
 * is a box across the 180th meridian (Chukotka).
 *
 * @phpstan-type Box array{south: float, west: float, north: float, east: float}
 */
final class Bounds {

	/** The most points one answer holds (the nearest to the box's centre); `limit` asks for fewer. */
	public const MAX_POINTS = 300;

	/** The query keys, in the order of a Leaflet `toBBoxString()` (west, south, east, north) named. */
	public const KEYS = array( 'south', 'west', 'north', 'east' );

	/**
	 * The REST arguments of the four sides (numbers in range; required).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		$lat = array(
			'type'     => 'number',
			'required' => true,
			'minimum'  => -90,
			'maximum'  => 90,
		);
		$lng = array(
			'minimum' => -180,
			'maximum' => 180,
		) + $lat;
		return array(
			'south' => $lat,
			'west'  => $lng,
			'north' => $lat,
			'east'  => $lng,
		);
	}

	/**
	 * The box of a request's values, or why it is refused (400): each side
	 * a finite number within its range, south not above north.
	 *
	 * @param array<string, mixed> $values south, west, north, east.
	 * @return Box|WP_Error
	 */
	public static function parse( array $values ) {
		$box = array();
		foreach ( self::KEYS as $key ) {
			$value = $values[ $key ] ?? null;
			$limit = in_array( $key, array( 'south', 'north' ), true ) ? 90.0 : 180.0;
			if ( ! is_numeric( $value ) || ! is_finite( (float) $value ) || abs( (float) $value ) > $limit ) {
				/* translators: %s: a side of the map box (south, west, north, east). */
				return self::refused( sprintf( __( 'The map bounds are not valid: %s is not a coordinate.', 'vitrina' ), $key ) );
			}
			$box[ $key ] = (float) $value;
		}
		if ( $box['south'] > $box['north'] ) {
			return self::refused( __( 'The map bounds are not valid: south is above north.', 'vitrina' ) );
		}
		return $box;
	}

	/**
	 * Whether a point is in the box.
	 *
	 * @param array $box The box.
	 * @phpstan-param Box $box
	 * @param float $lat Latitude.
	 * @param float $lng Longitude.
	 */
	public static function contains( array $box, float $lat, float $lng ): bool {
		if ( $lat < $box['south'] || $lat > $box['north'] ) {
			return false;
		}
		return $box['west'] <= $box['east']
			? $lng >= $box['west'] && $lng <= $box['east']
			: $lng >= $box['west'] || $lng <= $box['east'];
	}

	/**
	 * The points in the box, nearest to its centre first, at most $limit of
	 * them, and how many the box holds.
	 *
	 * @template T of array{lat: float|null, lng: float|null}
	 * @param array $box    The box.
	 * @phpstan-param Box $box
	 * @param array $points Points (those without coordinates are in no box).
	 * @phpstan-param list<T> $points
	 * @param int   $limit  The most to keep (1..MAX_POINTS).
	 * @return array{points: list<T>, total: int}
	 */
	public static function select( array $box, array $points, int $limit ): array {
		$limit  = max( 1, min( self::MAX_POINTS, $limit ) );
		$inside = array_values(
			array_filter(
				$points,
				static fn( array $point ): bool => null !== $point['lat'] && null !== $point['lng'] && self::contains( $box, $point['lat'], $point['lng'] )
			)
		);
		$total  = count( $inside );
		if ( $total > $limit ) {
			$lat  = ( $box['south'] + $box['north'] ) / 2;
			$lng  = $box['west'] <= $box['east'] ? ( $box['west'] + $box['east'] ) / 2 : fmod( ( $box['west'] + $box['east'] + 360 ) / 2 + 180, 360 ) - 180;
			$away = static function ( array $point ) use ( $lat, $lng ): float {
				$dlng = abs( (float) $point['lng'] - $lng );
				$dlng = min( $dlng, 360 - $dlng ) * cos( deg2rad( $lat ) );
				return ( (float) $point['lat'] - $lat ) ** 2 + $dlng ** 2;
			};
			usort( $inside, static fn( array $a, array $b ): int => $away( $a ) <=> $away( $b ) );
			$inside = array_slice( $inside, 0, $limit );
		}
		return array(
			'points' => $inside,
			'total'  => $total,
		);
	}

	/**
	 * A refused box.
	 *
	 * @param string $message Why.
	 */
	private static function refused( string $message ): WP_Error {
		return new WP_Error( 'vitrina_provider_bad_bounds', $message, array( 'status' => 400 ) );
	}
}
