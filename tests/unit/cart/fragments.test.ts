import { waitFor } from '@testing-library/react';
import { currentState, resetState, updateState } from '@runtime/state';
import { applyFragments } from '@runtime/html';
import { CartFragments, countOf } from '../../../src/cart/fragments';
import { CART_CREATED_KEY } from '../../../src/cart/constants';
import {
	eventNames,
	fragmentsFor,
	installJQuery,
	mockFetch,
	printStateAddress,
	renderPanel,
	settings,
	stateAnswer,
	type FakeJQuery,
} from './fixtures';

const DAY = 86_400_000;

function store( hash: string, count: number, age = 0 ) {
	sessionStorage.setItem(
		settings.fragmentName,
		JSON.stringify( fragmentsFor( count ) )
	);
	sessionStorage.setItem( settings.cartHashKey, hash );
	sessionStorage.setItem( CART_CREATED_KEY, String( Date.now() - age ) );
}

const items = () =>
	document.querySelectorAll(
		'#vitrina-cart-panel .woocommerce-mini-cart-item'
	).length;

/** A cart as the answers carry it: its hash and its count. */
type Cart = [ hash: string, count: number ];

/**
 * Answers the state route with a cart (and what else it is to carry) and
 * WooCommerce's fragments call with a cart, the state's unless told.
 *
 * @param state     The state's cart.
 * @param fragments The fragments' cart.
 * @param carried   More of the state's answer.
 */
const answerCarts = ( state: Cart, fragments: Cart = state, carried = {} ) =>
	mockFetch( {
		state: { body: { ...stateAnswer( ...state ), ...carried } },
		get_refreshed_fragments: {
			body: {
				fragments: fragmentsFor( fragments[ 1 ] ),
				cart_hash: fragments[ 0 ],
			},
		},
	} );

/**
 * The fragments of a cart in the state's answer (`cartFragments`).
 *
 * @param hash  The cart's hash.
 * @param count Its count.
 */
const carrying = ( hash: string, count: number ) => ( {
	cartFragments: { hash, fragments: fragmentsFor( count ) },
} );

/** A page with the panel and the state's address, nothing kept or known. */
function freshPage(): FakeJQuery {
	resetState();
	sessionStorage.clear();
	localStorage.clear();
	const $ = installJQuery();
	printStateAddress();
	renderPanel();
	return $;
}

const fragmentCalls = ( spy: ReturnType< typeof mockFetch > ) =>
	spy.mock.calls.filter( ( [ url ] ) =>
		String( url ).includes( 'get_refreshed_fragments' )
	);

describe( 'cart fragments', () => {
	let $: FakeJQuery;
	beforeEach( () => {
		$ = freshPage();
	} );

	it( 'reuses a fresh stored copy whose hash is the shopper state’s (a cached page shows the right cart)', async () => {
		store( 'h2', 2 );
		const fetch = answerCarts( [ 'h2', 2 ] );
		const fragments = new CartFragments( settings );
		expect( await fragments.start() ).toBe( true );
		expect( fragmentCalls( fetch ) ).toHaveLength( 0 );
		expect( items() ).toBe( 1 );
		expect(
			document.querySelector( '#vitrina-cart-panel .vitrina-cart-count' )
		).toHaveAttribute( 'data-count', '2' );
		expect( eventNames( $ ) ).toEqual( [ 'wc_fragments_loaded' ] );
	} );

	it.each( [
		[ 'the cart hash changed', 'old', 0 ],
		[ 'the copy is 24 hours old', 'h2', DAY ],
	] )( 'fetches again when %s', async ( _why, hash, age ) => {
		store( hash, 0, age );
		const fetch = answerCarts( [ 'h2', 2 ] );
		const fragments = new CartFragments( settings );
		expect( await fragments.start() ).toBe( false );
		expect( fragmentCalls( fetch ) ).toHaveLength( 1 );
		const [ url, init ] = fragmentCalls( fetch )[ 0 ]!;
		expect( String( url ) ).toBe( '/?wc-ajax=get_refreshed_fragments' );
		expect( init?.method ).toBe( 'POST' );
		expect( ( init?.body as URLSearchParams ).get( 'time' ) ).toMatch(
			/^\d+$/
		);
		expect( items() ).toBe( 1 );
		expect( eventNames( $ ) ).toEqual( [ 'wc_fragments_refreshed' ] );
		// The new copy is stored with its hash and time.
		expect( sessionStorage.getItem( settings.cartHashKey ) ).toBe( 'h2' );
		expect(
			JSON.parse(
				sessionStorage.getItem( settings.fragmentName ) || '{}'
			)
		).toEqual( fragmentsFor( 2 ) );
		expect(
			Date.now() - Number( sessionStorage.getItem( CART_CREATED_KEY ) )
		).toBeLessThan( 5000 );
	} );

	it( 'fetches when nothing is stored', async () => {
		const fetch = answerCarts( [ '', 0 ] );
		await new CartFragments( settings ).start();
		expect( fragmentCalls( fetch ) ).toHaveLength( 1 );
	} );

	it( 'takes the fragments the shopper state carries (the page asked for them): one personal request, not two', async () => {
		printStateAddress( { stateFragments: settings.cartHashKey } );
		const fetch = answerCarts(
			[ 'h3', 2 ],
			undefined,
			carrying( 'h3', 2 )
		);
		expect( await new CartFragments( settings ).start() ).toBe( false );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect(
			new URL(
				String( fetch.mock.calls[ 0 ]![ 0 ] ),
				'http://shop.test/'
			).searchParams.get( 'fragments' )
		).toBe( '1' );
		expect( items() ).toBe( 1 );
		expect( eventNames( $ ) ).toEqual( [ 'wc_fragments_refreshed' ] );
		expect( sessionStorage.getItem( settings.cartHashKey ) ).toBe( 'h3' );
	} );

	it( 'tells the state route the hash of the copy the tab keeps, while it is younger than a day: those fragments are not sent again', async () => {
		printStateAddress( { stateFragments: settings.cartHashKey } );
		const stateUrl = () =>
			new URL(
				String( fetch.mock.calls[ 0 ]![ 0 ] ),
				'http://shop.test/'
			).searchParams;
		store( 'h5', 2 );
		let fetch = answerCarts( [ 'h5', 2 ] );
		expect( await new CartFragments( settings ).start() ).toBe( true );
		expect( stateUrl().get( 'fragments' ) ).toBe( '1' );
		expect( stateUrl().get( 'known' ) ).toBe( 'h5' );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( items() ).toBe( 1 );

		// A day old: not told, the state carries them.
		fetch.mockRestore();
		resetState();
		store( 'h5', 2, DAY );
		fetch = answerCarts( [ 'h5', 2 ], undefined, carrying( 'h5', 2 ) );
		await new CartFragments( settings ).start();
		expect( stateUrl().get( 'known' ) ).toBeNull();
		expect( fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'fetches the fragments when those the state carries show another cart', async () => {
		printStateAddress( { stateFragments: settings.cartHashKey } );
		const fetch = answerCarts(
			[ 'h4', 2 ],
			undefined,
			carrying( 'old', 0 )
		);
		await new CartFragments( settings ).start();
		expect( fragmentCalls( fetch ) ).toHaveLength( 1 );
		expect( items() ).toBe( 1 );
	} );

	it( 'asks nothing for a visitor with nothing personal: the page shows the empty cart already', async () => {
		printStateAddress( {
			personalCookies: [ 'woocommerce_items_in_cart' ],
		} );
		const fetch = answerCarts( [ 'abc', 2 ] );
		await new CartFragments( settings ).start();
		expect( fetch ).not.toHaveBeenCalled();
		expect( eventNames( $ ) ).toEqual( [ 'wc_fragments_loaded' ] );
		// Once the cart has something (WooCommerce's cookie), it asks again.
		resetState();
		document.cookie = 'woocommerce_items_in_cart=1; path=/';
		try {
			await new CartFragments( settings ).start();
			expect( fragmentCalls( fetch ) ).toHaveLength( 1 );
		} finally {
			document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0';
		}
	} );

	it( 'asks nothing on a page that printed the state (no cache keeps it): its markup shows the cart', async () => {
		// A copy of another cart in the tab's storage, from an earlier page.
		store( 'old', 1 );
		printStateAddress( { state: stateAnswer( 'abc', 2 ) } );
		const fetch = answerCarts( [ 'abc', 2 ] );
		await new CartFragments( settings ).start();
		expect( fetch ).not.toHaveBeenCalled();
		expect( eventNames( $ ) ).toEqual( [ 'wc_fragments_loaded' ] );
		expect( currentState()?.cart.count ).toBe( 2 );
		// A change in another tab is fetched as on any page.
		updateState( { cart: { count: 3, hash: 'def' } } );
		await waitFor( () =>
			expect( fragmentCalls( fetch ) ).toHaveLength( 1 )
		);
	} );

	it( 'fires wc_fragments_ajax_error when the call fails, showing nothing', async () => {
		mockFetch( {
			state: { body: stateAnswer( 'h2', 2 ) },
			get_refreshed_fragments: { status: 500, body: '' },
		} );
		const before = document.body.innerHTML;
		await new CartFragments( settings ).start();
		expect( eventNames( $ ) ).toEqual( [ 'wc_fragments_ajax_error' ] );
		expect( document.body.innerHTML ).toBe( before );
	} );

	it( 'gives up after 5000 ms', async () => {
		vi.useFakeTimers();
		try {
			let aborted = false;
			vi.spyOn( window, 'fetch' ).mockImplementation(
				( _url, init ) =>
					new Promise( ( _resolve, reject ) => {
						init?.signal?.addEventListener( 'abort', () => {
							aborted = true;
							reject(
								new DOMException( 'aborted', 'AbortError' )
							);
						} );
					} )
			);
			const done = new CartFragments( settings ).refresh();
			await vi.advanceTimersByTimeAsync( 4999 );
			expect( aborted ).toBe( false );
			await vi.advanceTimersByTimeAsync( 1 );
			expect( await done ).toBe( false );
			expect( eventNames( $ ) ).toEqual( [ 'wc_fragments_ajax_error' ] );
		} finally {
			vi.useRealTimers();
		}
	} );

	it( 'fetches again when the cart changes in another tab (shopper state)', async () => {
		store( 'h2', 2 );
		const fetch = answerCarts( [ 'h2', 2 ], [ 'h3', 3 ] );
		await new CartFragments( settings ).start();
		expect( fragmentCalls( fetch ) ).toHaveLength( 0 );
		updateState( { cart: { count: 3, hash: 'h3' } } );
		await waitFor( () =>
			expect( fragmentCalls( fetch ) ).toHaveLength( 1 )
		);
		await waitFor( () =>
			expect( eventNames( $ ) ).toContain( 'wc_fragments_refreshed' )
		);
		// Its own answer does not refetch.
		expect( fragmentCalls( fetch ) ).toHaveLength( 1 );
	} );

	it( 'keeps what added_to_cart and removed_from_cart carry, count in the shopper state', async () => {
		store( 'h2', 2 );
		answerCarts( [ 'h2', 2 ] );
		await new CartFragments( settings ).start();
		$( document.body ).trigger( 'added_to_cart', [
			fragmentsFor( 4 ),
			'h4',
		] );
		expect( sessionStorage.getItem( settings.cartHashKey ) ).toBe( 'h4' );
		expect( currentState()?.cart ).toEqual( { count: 4, hash: 'h4' } );
		$( document.body ).trigger( 'removed_from_cart', [
			fragmentsFor( 0 ),
			'',
		] );
		expect( currentState()?.cart ).toEqual( { count: 0, hash: '' } );
	} );

	it( 'refreshes on wc_fragment_refresh', async () => {
		store( 'h2', 2 );
		const fetch = answerCarts( [ 'h2', 2 ] );
		await new CartFragments( settings ).start();
		$( document.body ).trigger( 'wc_fragment_refresh' );
		await waitFor( () =>
			expect( fragmentCalls( fetch ) ).toHaveLength( 1 )
		);
	} );

	it( 'replaces every match of a selector and skips invalid selectors', () => {
		applyFragments( {
			'div.widget_shopping_cart_content':
				'<div class="widget_shopping_cart_content">new</div>',
			'][': '<p>bad</p>',
		} );
		const boxes = document.querySelectorAll(
			'.widget_shopping_cart_content'
		);
		expect( boxes ).toHaveLength( 2 );
		boxes.forEach( ( box ) => expect( box ).toHaveTextContent( 'new' ) );
		expect( countOf( fragmentsFor( 7 ) ) ).toBe( 7 );
		expect( countOf( {} ) ).toBeNull();
	} );
} );

describe( 'telling the other tabs', () => {
	beforeEach( () => {
		freshPage();
	} );

	it( 'only when the cart changed', async () => {
		answerCarts( [ 'h2', 2 ] );
		const fragments = new CartFragments( settings );
		await fragments.start();
		expect( localStorage.getItem( 'vitrina:state-changed' ) ).toBeNull();
		fragments.remember( fragmentsFor( 3 ), 'h3' );
		expect(
			localStorage.getItem( 'vitrina:state-changed' )
		).not.toBeNull();
		expect( currentState()?.cart ).toEqual( { count: 3, hash: 'h3' } );
	} );
} );
