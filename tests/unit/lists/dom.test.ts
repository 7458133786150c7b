import { announce, parseIds, sameIds } from '../../../src/lists/dom';
import { RECENT_DAYS } from '@runtime/recent';
import { RECENT_SEPARATOR } from '../../../src/lists/constants';

describe( 'lists helpers', () => {
	it( 'reads ids from a data attribute, ignoring junk', () => {
		expect( parseIds( '3,12,,x,-1,4.5' ) ).toEqual( [ 3, 12 ] );
		expect( parseIds( undefined ) ).toEqual( [] );
	} );

	it( 'compares id lists whatever their order', () => {
		expect( sameIds( [ 1, 2 ], [ 2, 1 ] ) ).toBe( true );
		expect( sameIds( [ 1, 2 ], [ 1 ] ) ).toBe( false );
		expect( sameIds( [ 1, 2 ], [ 1, 3 ] ) ).toBe( false );
	} );

	it( 'announces to screen readers in one polite region', () => {
		announce( 'one' );
		announce( 'two' );
		const regions = document.querySelectorAll( '[role="status"]' );
		expect( regions ).toHaveLength( 1 );
		expect( regions[ 0 ] ).toHaveTextContent( 'two' );
		expect( regions[ 0 ] ).toHaveAttribute( 'aria-live', 'polite' );
	} );

	it( 'keeps the spec constants', () => {
		expect( RECENT_DAYS ).toBe( 7 );
		expect( RECENT_SEPARATOR ).toBe( '|' );
	} );
} );
