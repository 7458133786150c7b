import { hasCookie, readCookie, writeCookie } from '@runtime/cookies';

function captureWrites( run: () => void ): string[] {
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
	run();
	spy.mockRestore();
	return writes;
}

describe( 'shared cookies', () => {
	afterEach( () => {
		for ( const name of [ 'a', 'b', 'c' ] ) {
			document.cookie = `${ name }=; max-age=0; path=/`;
		}
	} );

	it( 'reads a decoded value, null when absent', () => {
		document.cookie = 'a=%D0%BF%20x; path=/';
		expect( readCookie( 'a' ) ).toBe( 'п x' );
		expect( readCookie( 'zz' ) ).toBeNull();
	} );

	it( 'tells presence, never for an empty name', () => {
		document.cookie = 'b=1; path=/';
		expect( hasCookie( 'b' ) ).toBe( true );
		expect( hasCookie( 'zz' ) ).toBe( false );
		expect( hasCookie( '' ) ).toBe( false );
	} );

	it( 'writes lasting and session cookies on a path', () => {
		const writes = captureWrites( () => {
			writeCookie( 'a', 'x y', 59.6 );
			writeCookie( 'c', '1', null, '/shop' );
			writeCookie( 'b', '1', -5 );
		} );
		expect( writes ).toEqual( [
			'a=x%20y; path=/; SameSite=Lax; max-age=60',
			'c=1; path=/shop; SameSite=Lax',
			'b=1; path=/; SameSite=Lax; max-age=0',
		] );
		expect( readCookie( 'a' ) ).toBe( 'x y' );
	} );
} );
