import { z } from 'zod/mini';
import {
	readJsonElement,
	readSettings,
	settingsElementId,
} from '@runtime/settings';

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

describe( 'readSettings with a check function', () => {
	const check = ( raw: unknown ) =>
		typeof raw === 'object' && raw !== null && 'n' in raw
			? ( raw as { n: number } )
			: null;

	it( 'gives what the check returns', () => {
		printSettings( 'lite-ok', '{"n":1}' );
		expect( readSettings( 'lite-ok', check ) ).toEqual( { n: 1 } );
	} );

	it( 'gives null without a report when absent', () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		expect( readSettings( 'lite-absent', check ) ).toBeNull();
		expect( error ).not.toHaveBeenCalled();
		error.mockRestore();
	} );

	it( 'never calls the check for broken JSON, and reports once', () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		const seen: unknown[] = [];
		printSettings( 'lite-bad', '{oops' );
		expect(
			readSettings( 'lite-bad', ( raw ) => {
				seen.push( raw );
				return null;
			} )
		).toBeNull();
		expect( seen ).toEqual( [] );
		expect( error ).toHaveBeenCalledTimes( 1 );
		error.mockRestore();
	} );
} );

describe( 'readJsonElement', () => {
	it( 'reads any element id and stays quiet when asked', () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		const el = document.createElement( 'script' );
		// As the server prints it: a JSON script is data, never run.
		el.type = 'application/json';
		el.id = 'some-json';
		el.textContent = '{"count":1,"label":"x"}';
		document.body.appendChild( el );
		expect( readJsonElement( 'some-json', schema, null ) ).toEqual( {
			count: 1,
			label: 'x',
		} );
		el.textContent = '{"count":"no"}';
		expect( readJsonElement( 'some-json', schema, null ) ).toBeNull();
		el.textContent = 'not json';
		expect( readJsonElement( 'some-json', schema, null ) ).toBeNull();
		expect( error ).not.toHaveBeenCalled();
		error.mockRestore();
	} );
} );
