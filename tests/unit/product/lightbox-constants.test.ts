import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIGHTBOX } from '../../../src/product/constants';

/*
 * The tap timings of the spec are PhotoSwipe's own constants, not options:
 * an upgrade of the library that changes them must be noticed.
 */
describe( 'lightbox gestures', () => {
	const source = readFileSync(
		join( process.cwd(), 'node_modules/photoswipe/dist/photoswipe.esm.js' ),
		'utf8'
	);
	const constant = ( name: string ) =>
		Number(
			new RegExp( `const ${ name } = (\\d+)` ).exec( source )?.[ 1 ]
		);

	it( 'waits the spec time for a second tap', () => {
		expect( constant( 'DOUBLE_TAP_DELAY' ) ).toBe( LIGHTBOX.singleTapWait );
	} );

	it( 'takes two taps within the spec distance as a double tap', () => {
		expect( constant( 'MIN_TAP_DISTANCE' ) ).toBe(
			LIGHTBOX.doubleTapDistance
		);
	} );
} );
