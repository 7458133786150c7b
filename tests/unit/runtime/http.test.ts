import { z } from 'zod/mini';
import { fetchJson, fetchText, ResponseError, withQuery } from '@runtime/http';

const answer = ( body: string, status = 200, statusText = '' ) =>
	vi
		.spyOn( window, 'fetch' )
		.mockResolvedValue( new Response( body, { status, statusText } ) );

const schema = z.object( { success: z.boolean() } );

describe( 'runtime http', () => {
	afterEach( () => vi.restoreAllMocks() );

	it( 'rejects a non-2xx answer with its status and status text', async () => {
		answer( '{"success":false}', 502, 'Bad Gateway' );
		const error = await fetchJson( '/x', schema ).catch( ( e ) => e );
		expect( error ).toBeInstanceOf( ResponseError );
		expect( error ).toMatchObject( {
			status: 502,
			statusText: 'Bad Gateway',
		} );
	} );

	it( 'keeps a JSON parse error of a 2xx answer as it is', async () => {
		answer( 'not json' );
		await expect( fetchJson( '/x', schema ) ).rejects.toBeInstanceOf(
			SyntaxError
		);
	} );

	it( 'takes an answer of any status with anyStatus, if it has the shape', async () => {
		answer( '{"success":false}', 400 );
		await expect(
			fetchJson( '/x', schema, { anyStatus: true } )
		).resolves.toEqual( { success: false } );
		answer( 'Bad gateway', 502, 'Bad Gateway' );
		const error = await fetchJson( '/x', schema, {
			anyStatus: true,
		} ).catch( ( e ) => e );
		expect( error ).toBeInstanceOf( ResponseError );
		expect( error ).toMatchObject( {
			status: 502,
			statusText: 'Bad Gateway',
		} );
	} );

	it( 'checks with a schema still loading (started with the request), and says where an answer is wrong', async () => {
		answer( '{"success":true}' );
		await expect(
			fetchJson( '/x', Promise.resolve( schema ) )
		).resolves.toEqual( { success: true } );
		answer( '{"success":"yes"}' );
		await expect(
			fetchJson( '/x', Promise.resolve( schema ) )
		).rejects.toThrow( /^Unexpected answer from \/x: success: / );
		// A schema that never came: the request fails with it.
		answer( '{"success":true}' );
		await expect(
			fetchJson( '/x', Promise.reject( new Error( 'chunk' ) ) )
		).rejects.toThrow( 'chunk' );
	} );

	it( 'fetches text with same-origin credentials and the given headers', async () => {
		const fetch = answer( '<p>Hi</p>' );
		await expect(
			fetchText( '/frag', { headers: { Accept: 'text/html' } } )
		).resolves.toBe( '<p>Hi</p>' );
		expect( fetch.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			credentials: 'same-origin',
			headers: { Accept: 'text/html' },
		} );
		answer( 'gone', 404, 'Not Found' );
		await expect( fetchText( '/frag' ) ).rejects.toMatchObject( {
			status: 404,
		} );
	} );

	it( 'adds the parameters that are set, and leaves an address with none as given', () => {
		expect(
			withQuery( '/state?a=1', { start: 1, known: undefined, q: 'б' } )
		).toBe( `${ window.location.origin }/state?a=1&start=1&q=%D0%B1` );
		expect( withQuery( '/state', { start: undefined } ) ).toBe( '/state' );
	} );
} );
