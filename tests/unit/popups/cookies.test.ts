import { hasCookie } from '@runtime/cookies';
import {
	isSuppressed,
	parseTime,
	setCookie,
} from '../../../src/popups/cookies';

function clearCookies() {
	document.cookie.split( ';' ).forEach( ( part ) => {
		const name = part.trim().split( '=' )[ 0 ];
		if ( name ) {
			document.cookie = `${ name }=; max-age=0; path=/`;
		}
	} );
}

describe( 'popup cookies', () => {
	beforeEach( clearCookies );

	it( 'reads times with their units', () => {
		expect( parseTime( '30 days' ) ).toBe( 30 * 86400 );
		expect( parseTime( '1 year' ) ).toBe( 31536000 );
		expect( parseTime( '2 Weeks' ) ).toBe( 2 * 604800 );
		expect( parseTime( '45 minute' ) ).toBe( 2700 );
		expect( parseTime( 'forever' ) ).toBeNull();
		expect( parseTime( '3 fortnights' ) ).toBeNull();
	} );

	it( 'suppresses when any named cookie is present, never for an empty name', () => {
		expect( isSuppressed( [ 'pum-5' ] ) ).toBe( false );
		setCookie( {
			name: 'pum-5',
			time: '30 days',
			session: false,
			path: true,
		} );
		expect( hasCookie( 'pum-5' ) ).toBe( true );
		expect( isSuppressed( [ 'other', 'pum-5' ] ) ).toBe( true );
		expect( isSuppressed( [ '' ] ) ).toBe( false );
		expect( isSuppressed( [] ) ).toBe( false );
		expect( hasCookie( 'pum' ) ).toBe( false );
	} );

	it( 'writes session cookies without an age, others with one', () => {
		const writes: string[] = [];
		const desc = Object.getOwnPropertyDescriptor(
			Document.prototype,
			'cookie'
		)!;
		const spy = vi
			.spyOn( document, 'cookie', 'set' )
			.mockImplementation( ( v: string ) => {
				writes.push( v );
				desc.set!.call( document, v );
			} );
		setCookie( { name: 's', time: '1 day', session: true, path: true } );
		setCookie( { name: 'p', time: '1 day', session: false, path: false } );
		setCookie( { name: '', time: '1 day', session: false, path: true } );
		spy.mockRestore();
		expect( writes ).toHaveLength( 2 );
		expect( writes[ 0 ] ).toBe( 's=1; path=/; SameSite=Lax' );
		expect( writes[ 1 ] ).toBe(
			`p=1; path=${ window.location.pathname }; SameSite=Lax; max-age=86400`
		);
	} );
} );
