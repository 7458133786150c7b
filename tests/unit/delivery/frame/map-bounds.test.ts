import {
	boxQuery,
	normaliseBox,
} from '../../../../src/delivery/frame/map-bounds';

const moscow = { south: 55.6, west: 37.4, north: 55.9, east: 37.8 };

describe( 'the map box sent to v2/points/bounds', () => {
	it( 'passes a box inside the world as it is, six decimals', () => {
		expect( normaliseBox( moscow ) ).toEqual( moscow );
		expect(
			boxQuery( {
				south: 55.123456789,
				west: 37.1,
				north: 55.2,
				east: 37.987654321,
			} )
		).toEqual( {
			south: '55.123457',
			west: '37.1',
			north: '55.2',
			east: '37.987654',
		} );
	} );

	it( 'brings longitudes past the 180th meridian back into ±180', () => {
		// Chukotka across the meridian: west > east, as the provider takes it.
		expect(
			normaliseBox( { south: 64, west: 170, north: 66, east: 190 } )
		).toEqual( { south: 64, west: 170, north: 66, east: -170 } );
		expect(
			normaliseBox( { south: 55, west: -322.6, north: 56, east: -322.2 } )
		).toEqual( { south: 55, west: 37.4, north: 56, east: 37.8 } );
		expect(
			normaliseBox( { south: 0, west: 0, north: 1, east: 180 } )?.east
		).toBe( 180 );
	} );

	it( 'makes a map wider than the world the whole world, latitudes within ±90', () => {
		expect(
			normaliseBox( { south: -95, west: -200, north: 120, east: 400 } )
		).toEqual( { south: -90, west: -180, north: 90, east: 180 } );
	} );

	it( 'refuses what is not a box', () => {
		for ( const bad of [
			{ ...moscow, south: Number.NaN },
			{ ...moscow, east: Number.POSITIVE_INFINITY },
			{ ...moscow, south: 56, north: 55 },
		] ) {
			expect( normaliseBox( bad ) ).toBeNull();
			expect( boxQuery( bad ) ).toBeNull();
		}
	} );
} );
