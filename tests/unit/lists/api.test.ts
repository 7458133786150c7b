import { addToCompare, addToWishlist } from '../../../src/lists/api';
import { settings } from './fixtures';

const answer = ( ids: number[] ) =>
	new Response(
		JSON.stringify( {
			count: ids.length,
			fragments: {},
			hash: 'h',
			ids,
		} )
	);

describe( 'list calls', () => {
	afterEach( () => {
		vi.unstubAllGlobals();
	} );

	it( 'sends the calls of one list one after another, never racing', async () => {
		const pending: Array< ( r: Response ) => void > = [];
		const fetch = vi.fn(
			() =>
				new Promise< Response >( ( resolve ) => {
					pending.push( resolve );
				} )
		);
		vi.stubGlobal( 'fetch', fetch );

		const first = addToWishlist( settings.ajaxUrl, 1, 'k' );
		const second = addToWishlist( settings.ajaxUrl, 2, 'k' );
		const compare = addToCompare( settings.ajaxUrl, 3, 'c' );
		await vi.waitFor( () => expect( fetch ).toHaveBeenCalledTimes( 2 ) );
		// The wishlist's second add waits; the compare list has its own queue.
		expect(
			fetch.mock.calls.map( ( c ) =>
				new URL( String( ( c as unknown[] )[ 0 ] ) ).searchParams.get(
					'action'
				)
			)
		).toEqual( [ 'woodmart_add_to_wishlist', 'woodmart_add_to_compare' ] );

		pending[ 0 ]( answer( [ 1 ] ) );
		await expect( first ).resolves.toMatchObject( { ids: [ 1 ] } );
		await vi.waitFor( () => expect( fetch ).toHaveBeenCalledTimes( 3 ) );
		pending[ 2 ]( answer( [ 2, 1 ] ) );
		await expect( second ).resolves.toMatchObject( { ids: [ 2, 1 ] } );
		pending[ 1 ]( answer( [ 3 ] ) );
		await expect( compare ).resolves.toMatchObject( { ids: [ 3 ] } );
	} );

	it( 'goes on with the next call after a failed one', async () => {
		const fetch = vi
			.fn()
			.mockImplementationOnce(
				async () => new Response( '', { status: 500 } )
			)
			.mockImplementationOnce( async () => answer( [ 5 ] ) );
		vi.stubGlobal( 'fetch', fetch );
		const failed = addToWishlist( settings.ajaxUrl, 4, 'k' );
		const next = addToWishlist( settings.ajaxUrl, 5, 'k' );
		await expect( failed ).rejects.toThrow();
		await expect( next ).resolves.toMatchObject( { ids: [ 5 ] } );
	} );
} );
