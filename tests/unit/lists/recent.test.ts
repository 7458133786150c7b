import {
	RECENT_COOKIE,
	RECENT_MAX,
	recentIds,
	recordView,
} from '../../../src/lists/recent';

const clear = () => {
	document.cookie = `${ RECENT_COOKIE }=; path=/; max-age=0`;
};

describe( 'recently viewed (the browser keeps it)', () => {
	beforeEach( clear );
	afterEach( clear );

	it( 'puts the product first, once, and keeps at most RECENT_MAX', () => {
		recordView( 5 );
		recordView( 7 );
		recordView( 5 );
		expect( recentIds() ).toEqual( [ 5, 7 ] );
		expect( document.cookie ).toContain(
			`${ RECENT_COOKIE }=${ encodeURIComponent( '5|7' ) }`
		);
		for ( let id = 100; id < 100 + RECENT_MAX + 3; id++ ) {
			recordView( id );
		}
		expect( recentIds() ).toHaveLength( RECENT_MAX );
		expect( recentIds()[ 0 ] ).toBe( 100 + RECENT_MAX + 2 );
	} );

	it( 'reads a signed value of earlier versions and ignores garbage', () => {
		document.cookie = `${ RECENT_COOKIE }=${ encodeURIComponent(
			'3|4~abcdef'
		) }; path=/`;
		expect( recentIds() ).toEqual( [ 3, 4 ] );
		recordView( 4 );
		expect( recentIds() ).toEqual( [ 4, 3 ] );
		document.cookie = `${ RECENT_COOKIE }=x<script>; path=/`;
		expect( recentIds() ).toEqual( [] );
		recordView( 0 );
		recordView( 9 );
		expect( recentIds() ).toEqual( [ 9 ] );
	} );
} );
