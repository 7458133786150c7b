import {
	fillInputs,
	initAttribution,
	readVisit,
	sourceOf,
	toCheckoutBlock,
	trackVisit,
} from '../../../src/tracking/attribution';
import { ATTRIBUTION } from '../../../src/tracking/constants';

const here = ( path: string ) => new URL( path, 'https://shop.example/' );

const clearCookies = () => {
	window.localStorage.clear();
	[ ATTRIBUTION.legacyCookie, ATTRIBUTION.legacySessionCookie ].forEach(
		( name ) => {
			document.cookie = `${ name }=; max-age=0; path=/`;
		}
	);
};

/** The visit ends (30 minutes without a page view). */
const endVisit = () => window.localStorage.removeItem( ATTRIBUTION.sessionKey );

/**
 * A page view at a path with a referrer.
 *
 * @param path     The path and query.
 * @param referrer The referrer.
 */
const view = ( path: string, referrer = '' ) => {
	window.history.replaceState( null, '', path );
	Object.defineProperty( document, 'referrer', {
		value: referrer,
		configurable: true,
	} );
};

describe( 'visit source', () => {
	it( 'campaign links, ad clicks, search engines, other sites, direct', () => {
		expect(
			sourceOf(
				here(
					'/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn'
				),
				'',
				false
			)
		).toEqual( {
			source: 'newsletter',
			medium: 'email',
			campaign: 'autumn',
		} );
		expect( sourceOf( here( '/?utm_source=vk' ), '', false ) ).toEqual( {
			source: 'vk',
			medium: '(none)',
			campaign: '',
		} );
		expect( sourceOf( here( '/?yclid=123' ), '', false ) ).toEqual( {
			source: 'yandex',
			medium: 'cpc',
			campaign: '',
		} );
		expect(
			sourceOf( here( '/' ), 'https://yandex.ru/search/?text=x', true )
		).toEqual( { source: 'yandex', medium: 'organic', campaign: '' } );
		expect(
			sourceOf( here( '/' ), 'https://www.google.com.tr/', true )?.source
		).toBe( 'google' );
		expect(
			sourceOf( here( '/' ), 'https://go.mail.ru/search?q=x', true )
				?.source
		).toBe( 'mail.ru' );
		expect(
			sourceOf( here( '/' ), 'https://www.blog.example/post', true )
		).toEqual( {
			source: 'blog.example',
			medium: 'referral',
			campaign: '',
		} );
		// Another site within a visit, the shop itself, nothing: no source.
		expect(
			sourceOf( here( '/' ), 'https://blog.example/', false )
		).toBeNull();
		expect(
			sourceOf( here( '/' ), 'https://shop.example/cart/', true )
		).toBeNull();
		expect( sourceOf( here( '/' ), '', true ) ).toBeNull();
		expect( sourceOf( here( '/' ), 'not a url', true ) ).toBeNull();
	} );
} );

describe( 'attribution kept in the browser (no cookie)', () => {
	beforeEach( () => clearCookies() );
	afterEach( () => view( '/' ) );

	it( 'a first direct view is kept as direct with its landing page', () => {
		view( '/product/kettle/?x=1' );
		const now = new Date( '2026-11-24T09:00:00Z' );
		expect( trackVisit( 180, now ) ).toEqual( {
			source: '(direct)',
			medium: '(none)',
			campaign: '',
			landing: '/product/kettle/?x=1',
			started: now.toISOString(),
		} );
		expect( readVisit( now.getTime() )?.landing ).toBe(
			'/product/kettle/?x=1'
		);
		// The visit lasts 30 minutes from this view; nothing is a cookie.
		expect(
			Number( window.localStorage.getItem( ATTRIBUTION.sessionKey ) )
		).toBe( now.getTime() + 30 * 60000 );
		expect( document.cookie ).toBe( '' );
		// Past its lifetime, nothing is kept.
		expect( readVisit( now.getTime() + 181 * 86400000 ) ).toBeNull();
	} );

	it( 'moves the cookies of earlier versions into storage and deletes them', () => {
		document.cookie = `${ ATTRIBUTION.legacyCookie }=${ encodeURIComponent(
			'source=vk&medium=referral&landing=%2Fx%2F&evil=1'
		) }; path=/`;
		document.cookie = `${ ATTRIBUTION.legacySessionCookie }=1; path=/`;
		view( '/cart/' );
		expect( trackVisit( 180 ) ).toEqual( {
			source: 'vk',
			medium: 'referral',
			landing: '/x/',
		} );
		expect( document.cookie ).toBe( '' );
		expect( readVisit()?.source ).toBe( 'vk' );
	} );

	it( 'a campaign replaces what is kept; a later direct visit does not', () => {
		view( '/' );
		trackVisit( 180 );
		view(
			'/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn'
		);
		trackVisit( 180 );
		expect( readVisit() ).toMatchObject( {
			source: 'newsletter',
			campaign: 'autumn',
			landing:
				'/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
		} );
		// The visit ends; the shopper comes back typing the address.
		endVisit();
		view( '/' );
		trackVisit( 180 );
		expect( readVisit()?.source ).toBe( 'newsletter' );
		// A search engine at a new visit replaces it.
		endVisit();
		view( '/', 'https://yandex.ru/search/' );
		trackVisit( 180 );
		expect( readVisit() ).toMatchObject( {
			source: 'yandex',
			medium: 'organic',
		} );
		// Within the visit, another outside referrer does not.
		view( '/cart/', 'https://blog.example/' );
		trackVisit( 180 );
		expect( readVisit()?.source ).toBe( 'yandex' );
	} );

	it( 'values with & and = survive storage', () => {
		view( '/?utm_source=a%26b&utm_campaign=x%3Dy%3B%20z' );
		trackVisit( 180 );
		expect( readVisit() ).toMatchObject( {
			source: 'a&b',
			campaign: 'x=y; z',
		} );
	} );

	it( 'fills the checkout inputs; off with 0 days', () => {
		document.body.innerHTML = `<form class="checkout">
			<input type="hidden" name="vitrina_attribution_source" value="">
			<input type="hidden" name="vitrina_attribution_landing" value="">
			<input type="hidden" name="wc_order_attribution_source_type" value="keep">
		</form>`;
		fillInputs( { source: 'vk', landing: '/x/' } );
		const value = ( name: string ) =>
			(
				document.querySelector(
					`[name="${ name }"]`
				) as HTMLInputElement
			 ).value;
		expect( value( 'vitrina_attribution_source' ) ).toBe( 'vk' );
		expect( value( 'vitrina_attribution_landing' ) ).toBe( '/x/' );
		expect( value( 'wc_order_attribution_source_type' ) ).toBe( 'keep' );

		view( '/?utm_source=vk' );
		initAttribution( 0 );
		expect( readVisit() ).toBeNull();
		initAttribution( 30 );
		expect( value( 'vitrina_attribution_source' ) ).toBe( 'vk' );
		expect( document.cookie ).toBe( '' );
	} );

	it( "gives the visit to the Checkout block's order as extension data", () => {
		expect( toCheckoutBlock( { source: 'vk' } ) ).toBe( false );
		const setExtensionData = vi.fn();
		const globals = window as unknown as Record< string, unknown >;
		globals.wc = {
			wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout' },
		};
		globals.wp = {
			data: {
				dispatch: ( store: string ) =>
					store === 'wc/store/checkout' ? { setExtensionData } : {},
			},
		};
		try {
			expect( toCheckoutBlock( { source: 'vk', landing: '/x/' } ) ).toBe(
				true
			);
			expect( setExtensionData ).toHaveBeenCalledWith(
				'vitrina/attribution',
				{
					source: 'vk',
					medium: '',
					campaign: '',
					landing: '/x/',
					started: '',
				},
				true
			);
		} finally {
			delete globals.wc;
			delete globals.wp;
		}
	} );
} );
