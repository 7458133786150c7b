/**
 * The map's box as the provider's `v2/points/bounds` takes it
 * (docs/delivery-provider.md): latitudes within ±90, longitudes brought
 * into ±180 (a map scrolled past the 180th meridian gives 190 or -200), a
 * box wider than the world the whole world, six decimals.
 */

/** A box of latitudes and longitudes, in degrees. */
export interface MapBox {
	south: number;
	west: number;
	north: number;
	east: number;
}

const round = ( value: number ): number => Math.round( value * 1e6 ) / 1e6;

const wrap = ( lng: number ): number => {
	const wrapped = ( ( ( ( lng + 180 ) % 360 ) + 360 ) % 360 ) - 180;
	// 180 stays 180 (the east edge of the world), not -180.
	return wrapped === -180 && lng > 0 ? 180 : wrapped;
};

const clampLat = ( lat: number ): number =>
	Math.max( -90, Math.min( 90, lat ) );

/**
 * The box the provider accepts, or null when it is not one (a side that is
 * not a finite number, south above north).
 *
 * @param box The map's box.
 */
export function normaliseBox( box: MapBox ): MapBox | null {
	const sides = [ box.south, box.west, box.north, box.east ];
	if ( ! sides.every( ( side ) => Number.isFinite( side ) ) ) {
		return null;
	}
	if ( box.south > box.north ) {
		return null;
	}
	const whole = box.east - box.west >= 360;
	return {
		south: round( clampLat( box.south ) ),
		north: round( clampLat( box.north ) ),
		west: whole ? -180 : round( wrap( box.west ) ),
		east: whole ? 180 : round( wrap( box.east ) ),
	};
}

/**
 * The query values of a box (strings), or null when it is not one.
 *
 * @param box The map's box.
 */
export function boxQuery( box: MapBox ): Record< keyof MapBox, string > | null {
	const clean = normaliseBox( box );
	return clean
		? {
				south: String( clean.south ),
				west: String( clean.west ),
				north: String( clean.north ),
				east: String( clean.east ),
			}
		: null;
}
