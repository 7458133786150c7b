import {
	checkCart,
	diffCarts,
	readSnapshot,
	writeSnapshot,
} from '../../../src/tracking/cart';
import { TRACKING, LOG } from '../../../src/tracking/constants';
import type { CartSnapshot } from '../../../src/tracking/data';

const product = ( id: string, quantity = 1 ) => ( {
	id,
	name: `Товар ${ id }`,
	price: '100',
	category: 'Посуда/Кастрюли',
	variant: '',
	quantity,
} );

const cart = (
	hash: string,
	items: Record< string, number >,
	variation = true
): CartSnapshot => ( {
	hash,
	items: Object.fromEntries(
		Object.entries( items ).map( ( [ key, quantity ] ) => [
			key,
			{ id: 1, quantity, variation, product: product( key, quantity ) },
		] )
	),
} );

const setHash = ( hash: string | null ) => {
	document.cookie =
		hash === null
			? `${ TRACKING.cartHashCookie }=; max-age=0; path=/`
			: `${ TRACKING.cartHashCookie }=${ hash }; path=/`;
};

describe( 'cart changes', () => {
	beforeEach( () => {
		window.localStorage.clear();
		setHash( null );
	} );

	it( 'new items and raised quantities are adds, the rest removes', () => {
		const changes = diffCarts(
			cart( 'a', { k1: 1, k2: 3, k3: 2 } ),
			cart( 'b', { k1: 3, k2: 1, k4: 1 } )
		);
		expect( changes.add ).toEqual( [
			product( 'k1', 2 ),
			product( 'k4', 1 ),
		] );
		expect( changes.remove ).toEqual( [
			product( 'k2', 2 ),
			product( 'k3', 2 ),
		] );
		expect(
			diffCarts( cart( 'a', { k1: 1 } ), cart( 'a', { k1: 1 } ) )
		).toEqual( { add: [], remove: [] } );
	} );

	it( 'keeps the last cart; a broken copy counts as none', () => {
		writeSnapshot( window.localStorage, cart( 'h', { k: 2 } ) );
		expect( readSnapshot( window.localStorage ) ).toEqual(
			cart( 'h', { k: 2 } )
		);
		window.localStorage.setItem( TRACKING.storageKey, '{"hash":1}' );
		expect( readSnapshot( window.localStorage ) ).toBeNull();
		window.localStorage.setItem( TRACKING.storageKey, 'not json' );
		expect( readSnapshot( window.localStorage ) ).toBeNull();
		expect( readSnapshot( null ) ).toBeNull();
	} );

	it( 'asks the server only when the hash changed, and reports the difference', async () => {
		const fetchCart = vi.fn( async () => cart( 'h2', { k1: 2 } ) );
		const report = vi.fn();
		const options = { storage: window.localStorage, fetchCart, report };

		// Nothing seen, empty cart: an empty baseline, no request.
		await checkCart( options );
		expect( fetchCart ).not.toHaveBeenCalled();
		expect( readSnapshot( window.localStorage ) ).toEqual( {
			hash: '',
			items: {},
		} );

		// Same hash: nothing to do.
		await checkCart( options );
		expect( fetchCart ).not.toHaveBeenCalled();

		// A new hash (a product added, by any means): asked and reported.
		setHash( 'h2' );
		await checkCart( options );
		expect( fetchCart ).toHaveBeenCalledTimes( 1 );
		expect( report ).toHaveBeenCalledWith( {
			add: [ product( 'k1', 2 ) ],
			remove: [],
		} );

		// Emptied: the removal without a request.
		setHash( null );
		await checkCart( options );
		expect( fetchCart ).toHaveBeenCalledTimes( 1 );
		expect( report ).toHaveBeenLastCalledWith( {
			add: [],
			remove: [ product( 'k1', 2 ) ],
		} );
	} );

	it( 'forced (a cart block event), it asks even with the same hash', async () => {
		setHash( 'h1' );
		writeSnapshot( window.localStorage, cart( 'h1', { k: 1 } ) );
		const report = vi.fn();
		await checkCart(
			{
				storage: window.localStorage,
				fetchCart: async () => cart( 'h1', { k: 1, j: 1 } ),
				report,
			},
			true,
			true
		);
		expect( report ).toHaveBeenCalledWith( {
			add: [ product( 'j', 1 ) ],
			remove: [],
		} );
	} );

	it( 'with nothing seen before, the cart is only the baseline', async () => {
		setHash( 'h1' );
		const report = vi.fn();
		await checkCart( {
			storage: window.localStorage,
			fetchCart: async () => cart( 'h1', { k: 1 } ),
			report,
		} );
		expect( report ).not.toHaveBeenCalled();
		expect( readSnapshot( window.localStorage )?.hash ).toBe( 'h1' );
	} );

	it( 'without reporting (after an order) the cart becomes the baseline', async () => {
		writeSnapshot( window.localStorage, cart( 'h1', { k: 1 } ) );
		const report = vi.fn();
		await checkCart(
			{
				storage: window.localStorage,
				fetchCart: async () => cart( 'x', {} ),
				report,
			},
			false
		);
		expect( report ).not.toHaveBeenCalled();
		expect( readSnapshot( window.localStorage ) ).toEqual( {
			hash: '',
			items: {},
		} );
	} );

	it( 'logs a variable product without its variation', async () => {
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		setHash( 'h3' );
		await checkCart( {
			storage: window.localStorage,
			fetchCart: async () => cart( 'h3', { bad: 1 }, false ),
			report: () => {},
		} );
		expect( warn ).toHaveBeenCalledWith( LOG.noVariation, 'bad' );
		warn.mockRestore();
	} );
} );
