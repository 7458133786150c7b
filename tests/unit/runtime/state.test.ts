import {
	CHANGED_KEY,
	STATE_ATTRIBUTE,
	currentState,
	loadState,
	onState,
	resetState,
	refreshState,
	stateNonce,
	statePrinted,
	startState,
	updateState,
} from '@runtime/state';
import { settingsElementId } from '@runtime/settings';

const answer = {
	loggedIn: false,
	cart: { count: 2, hash: 'abc' },
	wishlist: { count: 1 },
	nonces: { rest: 'n1' },
};

function printAddress( extra: Record< string, unknown > = {} ) {
	document.getElementById( settingsElementId( 'runtime' ) )?.remove();
	const el = document.createElement( 'script' );
	el.type = 'application/json';
	el.id = settingsElementId( 'runtime' );
	el.textContent = JSON.stringify( {
		stateUrl: '/wp-json/vitrina/v1/state',
		...extra,
	} );
	document.body.appendChild( el );
}

const MARKERS = [ 'woocommerce_items_in_cart', 'vitrina_lists' ];

function clearCookies() {
	for ( const name of MARKERS ) {
		document.cookie = `${ name }=; path=/; max-age=0`;
	}
}

function respond( body: unknown, status = 200 ) {
	return vi
		.spyOn( window, 'fetch' )
		.mockResolvedValue(
			new Response( JSON.stringify( body ), { status } )
		);
}

describe( 'shopper state', () => {
	beforeEach( () => {
		resetState();
		window.localStorage.clear();
		printAddress();
	} );
	afterEach( () => vi.restoreAllMocks() );

	it( 'is fetched once per page view, uncached', async () => {
		const fetch = respond( answer );
		const [ a, b ] = await Promise.all( [ loadState(), loadState() ] );
		expect( a ).toEqual( answer );
		expect( b ).toBe( a );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( fetch.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			cache: 'no-store',
		} );
	} );

	it( 'takes the state a page printed (no cache keeps it), without a request', async () => {
		printAddress( { state: answer } );
		const fetch = respond( { ...answer, cart: { count: 5, hash: 'x' } } );
		const [ a, b ] = await Promise.all( [ loadState(), loadState() ] );
		expect( a ).toEqual( answer );
		expect( b ).toBe( a );
		expect( statePrinted() ).toBe( true );
		expect( fetch ).not.toHaveBeenCalled();
		expect( document.documentElement.getAttribute( STATE_ATTRIBUTE ) ).toBe(
			'server'
		);
		// Another tab's change is asked of the server, as on any page.
		expect( ( await refreshState() )?.cart.count ).toBe( 5 );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( statePrinted() ).toBe( false );
	} );

	it( 'asks the server when the printed state is malformed or null', async () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		printAddress( { state: { loggedIn: 'yes' } } );
		const fetch = respond( answer );
		expect( await loadState() ).toEqual( answer );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( error ).toHaveBeenCalled();
		expect( statePrinted() ).toBe( false );
		resetState();
		vi.restoreAllMocks();
		printAddress( { state: null } );
		const again = respond( answer );
		expect( await loadState() ).toEqual( answer );
		expect( again ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'gives null without the address, and asks nothing', async () => {
		document.body.innerHTML = '';
		const fetch = respond( answer );
		expect( await loadState() ).toBeNull();
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'gives null on a failed or malformed answer, and says so', async () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		respond( { loggedIn: 'yes' } );
		expect( await loadState() ).toBeNull();
		expect( error ).toHaveBeenCalled();
	} );

	it( 'tells listeners and other tabs about an update', async () => {
		respond( answer );
		const seen: number[] = [];
		onState( ( state ) => seen.push( state.wishlist?.count ?? -1 ) );
		await loadState();
		updateState( { wishlist: { count: 5 } } );
		expect( seen ).toEqual( [ 1, 5 ] );
		expect( currentState()?.cart.count ).toBe( 2 );
		expect(
			Number( window.localStorage.getItem( CHANGED_KEY ) )
		).toBeGreaterThan( 0 );
	} );

	it( 'refetches when another tab changed the state', async () => {
		const fetch = respond( answer );
		await loadState();
		fetch.mockResolvedValue(
			new Response(
				JSON.stringify( { ...answer, cart: { count: 7, hash: 'x' } } )
			)
		);
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: CHANGED_KEY, newValue: '1' } )
		);
		await vi.waitFor( () =>
			expect( currentState()?.cart.count ).toBe( 7 )
		);
		expect( fetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'is one state for every island bundle of the page', async () => {
		// Each island is its own bundle with its own copy of this module; a
		// second state request from a new guest would mint a second guest
		// token and leave one island with nonces bound to a lost token.
		const fetch = respond( answer );
		vi.resetModules();
		const other = await import( '@runtime/state' );
		expect( other.loadState ).not.toBe( loadState );
		const seen: number[] = [];
		other.onState( ( state ) => seen.push( state.cart.count ) );
		await Promise.all( [ loadState(), other.loadState() ] );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		updateState( { cart: { count: 9, hash: 'z' } } );
		expect( seen ).toEqual( [ 2, 9 ] );
		expect( other.currentState()?.cart.count ).toBe( 9 );
	} );

	describe( 'for a visitor with nothing personal', () => {
		beforeEach( () => {
			clearCookies();
			document.body.classList.remove( 'logged-in' );
			printAddress( { personalCookies: MARKERS } );
		} );
		afterEach( () => {
			clearCookies();
			document.body.classList.remove( 'logged-in' );
		} );

		it( 'knows the state is empty without a request', async () => {
			const fetch = respond( answer );
			const seen: number[] = [];
			onState( ( state ) => seen.push( state.cart.count ) );
			const state = await loadState();
			expect( fetch ).not.toHaveBeenCalled();
			expect( state ).toEqual( {
				loggedIn: false,
				cart: { count: 0, hash: '' },
				nonces: {},
			} );
			expect( seen ).toEqual( [ 0 ] );
			expect(
				document.documentElement.getAttribute( STATE_ATTRIBUTE )
			).toBe( 'local' );
		} );

		it.each( [
			[
				'a cart',
				() =>
					( document.cookie = 'woocommerce_items_in_cart=1; path=/' ),
			],
			[ 'lists', () => ( document.cookie = 'vitrina_lists=1; path=/' ) ],
			[ 'an account', () => document.body.classList.add( 'logged-in' ) ],
		] )( 'asks the server once it has %s', async ( _what, mark ) => {
			mark();
			const fetch = respond( answer );
			expect( await loadState() ).toEqual( answer );
			expect( fetch ).toHaveBeenCalledTimes( 1 );
			expect(
				document.documentElement.getAttribute( STATE_ATTRIBUTE )
			).toBe( 'server' );
		} );

		it( 'knows the state is empty on a page that printed it too, without its schema', async () => {
			printAddress( { personalCookies: MARKERS, state: answer } );
			const fetch = respond( answer );
			expect( await loadState() ).toEqual( {
				loggedIn: false,
				cart: { count: 0, hash: '' },
				nonces: {},
			} );
			expect( fetch ).not.toHaveBeenCalled();
			expect( statePrinted() ).toBe( false );
			expect(
				document.documentElement.getAttribute( STATE_ATTRIBUTE )
			).toBe( 'local' );
		} );

		it( 'asks the server for a nonce the empty state cannot have, once', async () => {
			const fetch = respond( { ...answer, nonces: { cart: 'c1' } } );
			await loadState();
			expect( fetch ).not.toHaveBeenCalled();
			expect( await stateNonce( 'cart' ) ).toBe( 'c1' );
			expect( await stateNonce( 'cart' ) ).toBe( 'c1' );
			// A nonce the server does not give (a guest's rating) is not asked again.
			expect( await stateNonce( 'rating' ) ).toBe( '' );
			expect( fetch ).toHaveBeenCalledTimes( 1 );
			expect( currentState()?.cart.count ).toBe( 2 );
		} );

		it( 'asks the server when the shopper is about to act', async () => {
			await loadState();
			const fetch = respond( answer );
			await startState();
			expect( fetch ).toHaveBeenCalledTimes( 1 );
			expect( String( fetch.mock.calls[ 0 ][ 0 ] ) ).toContain(
				'start=1'
			);
		} );
	} );
} );
