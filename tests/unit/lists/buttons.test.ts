import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { currentState, loadState, onState, resetState } from '@runtime/state';
import { settingsElementId } from '@runtime/settings';
import {
	initButtons,
	setButtonState,
	showLists,
	syncButtons,
} from '../../../src/lists/buttons';
import { FAILURES } from '../../../src/lists/constants';
import { button, mockFetch, params, seedState, settings } from './fixtures';

describe( 'wishlist and compare buttons', () => {
	let stop: () => void;

	beforeEach( () => {
		document.body.innerHTML = `
			<span class="vitrina-wishlist-count">0</span>
			${ button( 'wishlist', 12 ) }${ button( 'compare', 12 ) }`;
		seedState();
		stop = initButtons( settings );
	} );

	afterEach( () => {
		stop();
		vi.unstubAllGlobals();
	} );

	it( 'goes normal → loading → added, with the added label, fragments and state', async () => {
		let resolve: ( r: Response ) => void = () => undefined;
		const fetch = vi.fn(
			() =>
				new Promise< Response >( ( r ) => {
					resolve = r;
				} )
		);
		vi.stubGlobal( 'fetch', fetch );
		const seen: number[] = [];
		onState( ( s ) => seen.push( s.wishlist?.count ?? -1 ) );

		const btn = screen.getByRole( 'button', { name: 'Add to wishlist' } );
		await userEvent.click( btn );
		await waitFor( () => expect( btn.dataset.state ).toBe( 'loading' ) );
		expect( btn ).toHaveAttribute( 'aria-busy', 'true' );
		expect( btn ).toHaveClass( 'is-loading' );

		// A second click while loading sends nothing more.
		await userEvent.click( btn );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( params( fetch ) ).toEqual( {
			action: 'woodmart_add_to_wishlist',
			product_id: '12',
			group: '0',
			key: 'wkey',
		} );

		resolve(
			new Response(
				JSON.stringify( {
					count: 1,
					fragments: {
						'span.vitrina-wishlist-count':
							'<span class="vitrina-wishlist-count" data-count="1">1</span>',
					},
					hash: 'abc',
					ids: [ 12 ],
				} )
			)
		);
		await waitFor( () => expect( btn.dataset.state ).toBe( 'added' ) );
		expect( btn ).toHaveTextContent( 'Open wishlist' );
		expect( btn ).toHaveAttribute( 'aria-busy', 'false' );
		expect(
			document.querySelector( '.vitrina-wishlist-count' )
		).toHaveTextContent( '1' );
		expect( currentState()?.wishlist ).toEqual( { count: 1, ids: [ 12 ] } );
		expect( seen.at( -1 ) ).toBe( 1 );
		// The compare button of the same product is untouched.
		expect(
			screen.getByRole( 'button', { name: 'Add to compare' } ).dataset
				.state
		).toBe( 'normal' );
	} );

	it( 'skips adding a product already in the list', async () => {
		seedState( [ 12 ] );
		const fetch = mockFetch();
		const btn = screen.getByRole( 'button', { name: 'Add to wishlist' } );
		await userEvent.click( btn );
		await waitFor( () => expect( btn.dataset.state ).toBe( 'added' ) );
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'opens the list page when clicked in the added state', async () => {
		const assign = vi.fn();
		vi.stubGlobal( 'location', { ...window.location, assign } );
		const fetch = mockFetch();
		const btn = screen.getByRole( 'button', { name: 'Add to compare' } );
		setButtonState( btn, 'added' );
		await userEvent.click( btn );
		expect( assign ).toHaveBeenCalledWith( 'http://shop.test/compare/' );
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'logs the spec failure text and returns to normal when the call fails', async () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		mockFetch( {
			status: 404,
			body: {
				error: 'This product does not exist',
				code: 'vitrina_unknown_product',
			},
		} );
		const btn = screen.getByRole( 'button', { name: 'Add to compare' } );
		await userEvent.click( btn );
		await waitFor( () =>
			expect( error ).toHaveBeenCalledWith(
				FAILURES.addToCompare,
				expect.anything()
			)
		);
		expect( btn.dataset.state ).toBe( 'normal' );
		expect( btn ).toHaveTextContent( 'Add to compare' );
	} );

	it( 'rejects an answer of the wrong shape', async () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		mockFetch( { body: { count: 'one' } } );
		const btn = screen.getByRole( 'button', { name: 'Add to wishlist' } );
		await userEvent.click( btn );
		await waitFor( () =>
			expect( error ).toHaveBeenCalledWith(
				FAILURES.addToWishlist,
				expect.anything()
			)
		);
		expect( btn.dataset.state ).toBe( 'normal' );
	} );

	it( "a browsing guest's state has no list nonce: the first add asks the state with start=1 and sends the nonce it gives", async () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<script type="application/json" id="vitrina-settings-runtime">{"stateUrl":"http://shop.test/wp-json/vitrina/v1/state"}</script>'
		);
		resetState();
		const browsing = {
			loggedIn: false,
			cart: { count: 0, hash: '' },
			wishlist: { count: 0, ids: [] },
			compare: { count: 0, ids: [] },
			nonces: { cart: 'cartkey' },
		};
		const fetch = mockFetch(
			{ body: browsing },
			{
				body: {
					...browsing,
					nonces: { cart: 'cartkey', wishlist: 'fresh' },
				},
			},
			{ body: { count: 1, fragments: {}, hash: 'h', ids: [ 12 ] } }
		);
		const btn = screen.getByRole( 'button', { name: 'Add to wishlist' } );
		await userEvent.click( btn );
		await waitFor( () => expect( btn.dataset.state ).toBe( 'added' ) );
		expect( fetch ).toHaveBeenCalledTimes( 3 );
		expect( params( fetch, 0 ) ).toEqual( {} );
		expect( params( fetch, 1 ) ).toEqual( { start: '1' } );
		expect( params( fetch, 2 ) ).toMatchObject( {
			action: 'woodmart_add_to_wishlist',
			key: 'fresh',
		} );
		expect( currentState()?.nonces.wishlist ).toBe( 'fresh' );
	} );

	it( 'follows the ids of the state (another tab, a cached page)', () => {
		syncButtons( 'compare', [ 12 ] );
		expect(
			screen.getByRole( 'button', { name: 'Open compare' } ).dataset.state
		).toBe( 'added' );
		syncButtons( 'compare', [] );
		expect(
			screen.getByRole( 'button', { name: 'Add to compare' } ).dataset
				.state
		).toBe( 'normal' );
	} );

	it( 'fills the neutral page markup (empty counts, "add" buttons) from the state', () => {
		document.body.innerHTML = `
			<a class="vitrina-header-wishlist"><span class="vitrina-wishlist-count vitrina-count" data-count=""></span></a>
			<a class="vitrina-header-compare"><span class="vitrina-compare-count vitrina-count" data-count=""></span></a>
			${ button( 'wishlist', 12 ) }${ button( 'compare', 12 ) }
			${ button( 'wishlist', 13 ) }${ button( 'compare', 13 ) }`;
		const count = ( list: string ) =>
			document.querySelector< HTMLElement >( `.vitrina-${ list }-count` );
		const stateOf = ( list: string, id: number ) =>
			document.querySelector< HTMLElement >(
				`[data-vitrina-list="${ list }"][data-product-id="${ id }"]`
			)?.dataset.state;

		showLists( {
			loggedIn: false,
			cart: { count: 0, hash: '' },
			wishlist: { count: 2, ids: [ 13, 40 ] },
			compare: { count: 1, ids: [ 12 ] },
			nonces: {},
		} );
		expect( count( 'wishlist' ) ).toHaveTextContent( '2' );
		expect( count( 'wishlist' )?.dataset.count ).toBe( '2' );
		expect( count( 'compare' ) ).toHaveTextContent( '1' );
		expect( stateOf( 'wishlist', 13 ) ).toBe( 'added' );
		expect( stateOf( 'wishlist', 12 ) ).toBe( 'normal' );
		expect( stateOf( 'compare', 12 ) ).toBe( 'added' );
		expect( stateOf( 'compare', 13 ) ).toBe( 'normal' );
		expect(
			screen.getAllByRole( 'button', { name: 'Open wishlist' } )
		).toHaveLength( 1 );

		// An empty list shows 0; a list the state leaves out (turned off) is untouched.
		showLists( {
			loggedIn: false,
			cart: { count: 0, hash: '' },
			wishlist: { count: 0, ids: [] },
			nonces: {},
		} );
		expect( count( 'wishlist' ) ).toHaveTextContent( '0' );
		expect( stateOf( 'wishlist', 13 ) ).toBe( 'normal' );
		expect( count( 'compare' ) ).toHaveTextContent( '1' );
	} );
} );

describe( 'a visitor with nothing personal', () => {
	afterEach( () => vi.unstubAllGlobals() );

	it( 'sees empty lists, with no request', async () => {
		resetState();
		document.body.innerHTML = `
			<a class="vitrina-header-wishlist"><span class="vitrina-wishlist-count vitrina-count" data-count=""></span></a>
			<a class="vitrina-header-compare"><span class="vitrina-compare-count vitrina-count" data-count=""></span></a>
			<script type="application/json" id="${ settingsElementId(
				'runtime'
			) }">{"stateUrl":"/state","personalCookies":["vitrina_lists"]}</script>`;
		const fetch = vi.fn();
		vi.stubGlobal( 'fetch', fetch );
		const state = await loadState();
		expect( state ).not.toBeNull();
		showLists( state! );
		expect( fetch ).not.toHaveBeenCalled();
		for ( const list of [ 'wishlist', 'compare' ] ) {
			const count = document.querySelector< HTMLElement >(
				`.vitrina-${ list }-count`
			);
			expect( count?.dataset.count ).toBe( '0' );
			expect( count ).toHaveTextContent( '0' );
		}
	} );
} );
