import { startTracking, readProduct } from '../../../src/tracking/tracking';
import { TRACKING, LOG } from '../../../src/tracking/constants';
import type { TrackingSettings } from '../../../src/tracking/settings';

const product = {
	id: 'POT-1',
	name: 'Кастрюля',
	price: '1490',
	category: 'Посуда/Кастрюли',
	variant: '',
	quantity: 1,
};

const settings = (
	extra: Partial< TrackingSettings > = {}
): TrackingSettings => ( {
	tracking: true,
	attributionDays: 0,
	ajaxUrl: '/wp-admin/admin-ajax.php',
	currency: 'RUB',
	consentCookie: '',
	orderPage: false,
	order: null,
	...extra,
} );

type Host = Window & { dataLayer?: unknown[] };
const host = window as Host;

const json = ( body: unknown, status = 200 ) =>
	new Response( JSON.stringify( body ), {
		status,
		headers: { 'Content-Type': 'application/json' },
	} );

const events = ( action: string ) =>
	( host.dataLayer ?? [] ).filter(
		( entry ) => action in ( entry as { ecommerce: object } ).ecommerce
	);

const flush = async () => {
	for ( let i = 0; i < 5; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};

describe( 'tracking on a page', () => {
	// The answers' schemas come with the first answer (import()): loaded
	// once here, so that a test's few ticks cover the answers, not the load.
	beforeAll( () => import( '../../../src/tracking/schemas' ) );
	let warn: ReturnType< typeof vi.spyOn >;
	beforeEach( () => {
		delete host.dataLayer;
		document.body.className = '';
		document.body.innerHTML = '';
		window.localStorage.clear();
		document.cookie = `${ TRACKING.cartHashCookie }=; max-age=0; path=/`;
		warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
	} );
	afterEach( () => {
		warn.mockRestore();
		vi.unstubAllGlobals();
	} );

	it( 'a product page pushes the detail of its product', () => {
		document.body.className = 'single-product';
		document.body.innerHTML = `<script type="application/json" class="vitrina-tracking-product">${ JSON.stringify(
			product
		) }</script>`;
		startTracking( settings(), window.localStorage );
		expect( events( 'detail' ) ).toEqual( [
			{
				ecommerce: {
					currencyCode: 'RUB',
					detail: { products: [ product ] },
				},
			},
		] );
	} );

	it( 'logs a product page without product data, and invalid JSON', () => {
		document.body.className = 'single-product';
		startTracking( settings(), window.localStorage );
		expect( warn ).toHaveBeenCalledWith( LOG.productNotFound );
		document.body.innerHTML =
			'<script type="application/json" class="vitrina-tracking-product">{"id":</script>';
		expect( readProduct( document ) ).toBeNull();
		expect( warn ).toHaveBeenCalledWith( LOG.invalidProduct );
		document.body.innerHTML =
			'<script type="application/json" class="vitrina-tracking-product">{"id":1}</script>';
		expect( readProduct( document ) ).toBeNull();
		expect( events( 'detail' ) ).toEqual( [] );
	} );

	it( 'the order page reads the purchase (GET), marks it counted (POST with the nonce) and pushes it', async () => {
		const fetch = vi.fn( async ( _url: string, init?: RequestInit ) =>
			init?.method === 'POST'
				? json( { success: true, data: { marked: true } } )
				: json( {
						success: true,
						data: {
							isSent: false,
							actionField: { id: '77', revenue: '1490' },
							products: [ product ],
							nonce: 'n77',
						},
					} )
		);
		vi.stubGlobal( 'fetch', fetch );
		startTracking(
			settings( {
				orderPage: true,
				order: { id: 77, key: 'wc_order_abc' },
			} ),
			window.localStorage
		);
		await flush();
		expect( fetch ).toHaveBeenCalledTimes( 2 );
		const [ readUrl, readInit ] = fetch.mock.calls[ 0 ];
		const url = new URL( String( readUrl ) );
		expect( readInit?.method ?? 'GET' ).toBe( 'GET' );
		expect( url.searchParams.get( 'action' ) ).toBe( 'yam_get_purchase' );
		expect( url.searchParams.get( 'order_id' ) ).toBe( '77' );
		expect( url.searchParams.get( 'order_key' ) ).toBe( 'wc_order_abc' );
		const [ markUrl, markInit ] = fetch.mock.calls[ 1 ];
		expect( new URL( String( markUrl ) ).search ).toBe( '' );
		expect( markInit?.method ).toBe( 'POST' );
		const body = new URLSearchParams( String( markInit?.body ) );
		expect( Object.fromEntries( body ) ).toEqual( {
			action: 'vitrina_purchase_sent',
			order_id: '77',
			order_key: 'wc_order_abc',
			nonce: 'n77',
		} );
		expect( events( 'purchase' ) ).toHaveLength( 1 );
		// The emptied cart is a new baseline, not removals.
		expect( events( 'remove' ) ).toHaveLength( 0 );
	} );

	it( 'a purchase another page marked first is not pushed; a refused mark is logged', async () => {
		const answer = {
			success: true,
			data: {
				isSent: false,
				actionField: { id: '77' },
				products: [ product ],
				nonce: 'n',
			},
		};
		const order = { orderPage: true, order: { id: 77, key: 'k' } };
		vi.stubGlobal(
			'fetch',
			vi.fn( async ( _url: string, init?: RequestInit ) =>
				init?.method === 'POST'
					? json( { success: true, data: { marked: false } } )
					: json( answer )
			)
		);
		startTracking( settings( order ), window.localStorage );
		await flush();
		expect( events( 'purchase' ) ).toHaveLength( 0 );

		vi.stubGlobal(
			'fetch',
			vi.fn( async ( _url: string, init?: RequestInit ) =>
				init?.method === 'POST'
					? json( { success: false, data: {} }, 403 )
					: json( answer )
			)
		);
		startTracking( settings( order ), window.localStorage );
		await flush();
		expect( events( 'purchase' ) ).toHaveLength( 0 );
		expect( warn ).toHaveBeenCalledWith(
			LOG.requestFailed,
			expect.any( Error )
		);
	} );

	it( 'an order counted before pushes nothing and marks nothing; a bad answer is logged', async () => {
		const fetch = vi.fn( async () =>
			json( {
				success: true,
				data: {
					isSent: true,
					actionField: { id: '77' },
					products: [ product ],
					nonce: '',
				},
			} )
		);
		vi.stubGlobal( 'fetch', fetch );
		const order = { orderPage: true, order: { id: 77, key: 'k' } };
		startTracking( settings( order ), window.localStorage );
		await flush();
		expect( events( 'purchase' ) ).toHaveLength( 0 );
		expect( fetch ).toHaveBeenCalledTimes( 1 );

		vi.stubGlobal(
			'fetch',
			vi.fn( async () =>
				json( { success: true, data: { isSent: 'no' } } )
			)
		);
		startTracking( settings( order ), window.localStorage );
		await flush();
		expect( events( 'purchase' ) ).toHaveLength( 0 );
		expect( warn ).toHaveBeenCalledWith(
			LOG.requestFailed,
			expect.any( Error )
		);
	} );

	it( 'logs an order page without an order id', () => {
		startTracking( settings( { orderPage: true } ), window.localStorage );
		expect( warn ).toHaveBeenCalledWith( LOG.noOrderId );
	} );

	it( 'without consent nothing is asked or pushed', async () => {
		const fetch = vi.fn();
		vi.stubGlobal( 'fetch', fetch );
		document.body.className = 'single-product';
		document.body.innerHTML = `<script type="application/json" class="vitrina-tracking-product">${ JSON.stringify(
			product
		) }</script>`;
		startTracking(
			settings( {
				consentCookie: 'no_consent_yet',
				orderPage: true,
				order: { id: 1, key: 'k' },
			} ),
			window.localStorage
		);
		await flush();
		expect( fetch ).not.toHaveBeenCalled();
		expect( host.dataLayer ).toBeUndefined();
	} );

	it( 'a cart event after an add pushes the add; a remove without key is logged', async () => {
		vi.useFakeTimers();
		const items = {
			k1: {
				id: 5,
				quantity: 2,
				variation: true,
				product: { ...product, quantity: 2 },
			},
		};
		const fetch = vi.fn( async () =>
			json( { success: true, data: { hash: 'h1', items } } )
		);
		vi.stubGlobal( 'fetch', fetch );
		startTracking( settings(), window.localStorage );
		await vi.advanceTimersByTimeAsync( 0 );
		expect( fetch ).not.toHaveBeenCalled();

		document.cookie = `${ TRACKING.cartHashCookie }=h1; path=/`;
		document.body.dispatchEvent(
			new CustomEvent( 'added_to_cart', { detail: [] } )
		);
		document.body.dispatchEvent(
			new CustomEvent( 'wc_fragments_refreshed', { detail: [] } )
		);
		await vi.advanceTimersByTimeAsync( TRACKING.debounce );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( events( 'add' ) ).toEqual( [
			{
				ecommerce: {
					currencyCode: 'RUB',
					add: { products: [ { ...product, quantity: 2 } ] },
				},
			},
		] );

		const button = document.createElement( 'a' );
		document.cookie = `${ TRACKING.cartHashCookie }=; max-age=0; path=/`;
		document.body.dispatchEvent(
			new CustomEvent( 'removed_from_cart', {
				detail: [ {}, '', button ],
			} )
		);
		expect( warn ).toHaveBeenCalledWith( LOG.noCartItemKey );
		await vi.advanceTimersByTimeAsync( TRACKING.debounce );
		expect( events( 'remove' ) ).toHaveLength( 1 );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		vi.useRealTimers();
	} );
} );
