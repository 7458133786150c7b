import { z } from 'zod/mini';
import { readSettings, settingsElementId } from '@shared/settings';

const schema = z.object( { count: z.number(), label: z.string() } );

function printSettings( island: string, text: string ) {
	const el = document.createElement( 'script' );
	el.type = 'application/json';
	el.id = settingsElementId( island );
	el.textContent = text;
	document.body.appendChild( el );
}

describe( 'readSettings', () => {
	it( 'returns the validated settings object', () => {
		printSettings( 'demo', '{"count":3,"label":"Поиск","extra":true}' );
		expect( readSettings( 'demo', schema ) ).toEqual( {
			count: 3,
			label: 'Поиск',
		} );
	} );

	it( 'returns null when the island has no settings on the page', () => {
		expect( readSettings( 'absent', schema ) ).toBeNull();
	} );

	it( 'returns null and reports when the settings do not match', () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		printSettings( 'demo', '{"count":"3","label":"x"}' );
		expect( readSettings( 'demo', schema ) ).toBeNull();
		expect( error ).toHaveBeenCalledWith(
			'Vitrina: invalid demo settings',
			expect.stringContaining( 'count' )
		);
	} );

	it( 'returns null when the settings are not JSON', () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		printSettings( 'demo', '{count:' );
		expect( readSettings( 'demo', schema ) ).toBeNull();
		expect( error ).toHaveBeenCalledTimes( 1 );
	} );
} );
