/**
 * Call 1 (settings) and call 2 (widget page) addresses, the settings schema
 * and the request's status mapping.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	validate,
	type WidgetParams,
} from '../../../../src/delivery/loader/params';
import {
	cssSize,
	fetchSettings,
	settingsSchema,
	settingsUrl,
	widgetPageUrl,
} from '../../../../src/delivery/loader/settings';

const PROXY = 'http://localhost:3000/wp-json/vitrina-widget-api/proxy';

/**
 * Normalised parameters for a valid call.
 *
 * @param extra Extra widget parameters.
 */
function params( extra: Record< string, unknown > = {} ): WidgetParams {
	return validate( 'w', { products: [ { price: 1, count: 1 } ], ...extra } )
		.params!;
}

/**
 * Stubs fetch with one answer (or a rejection).
 *
 * @param answer Status and body, or the error fetch rejects with.
 */
function stubFetch( answer: { status: number; body?: unknown } | Error ) {
	const fetchMock = vi.fn( async () => {
		if ( answer instanceof Error ) {
			throw answer;
		}
		return {
			status: answer.status,
			json: async () => {
				if ( typeof answer.body === 'string' ) {
					return JSON.parse( answer.body );
				}
				return answer.body;
			},
		};
	} );
	vi.stubGlobal( 'fetch', fetchMock );
	return fetchMock;
}

afterEach( () => {
	vi.unstubAllGlobals();
} );

describe( 'addresses', () => {
	it( 'settings: the API script with the encoded production settings URL', () => {
		expect( settingsUrl( params() ) ).toBe(
			`${ PROXY }?url=${ encodeURIComponent(
				'https://widget.vitrina.delivery/v2/widgets/cart-widget-settings?lang=ru'
			) }`
		);
	} );

	it( 'settings: the dev host with devMode, and the lang', () => {
		expect( settingsUrl( params( { devMode: true, lang: 'en' } ) ) ).toBe(
			`${ PROXY }?url=${ encodeURIComponent(
				'https://widget-dev.vitrina.delivery/v2/widgets/cart-widget-settings?lang=en'
			) }`
		);
	} );

	it( 'widget page: type cart on the same host choice', () => {
		expect( widgetPageUrl( params() ) ).toBe(
			`${ PROXY }?url=${ encodeURIComponent(
				'https://widget.vitrina.delivery/v2/widgets/page?type=cart&lang=ru'
			) }`
		);
		expect( widgetPageUrl( params( { devMode: 1 } ) ) ).toBe(
			`${ PROXY }?url=${ encodeURIComponent(
				'https://widget-dev.vitrina.delivery/v2/widgets/page?type=cart&lang=ru'
			) }`
		);
	} );

	it( 'a custom apiScript is used for both calls', () => {
		const custom = params( { apiScript: '/shop/api.php' } );
		expect( settingsUrl( custom ) ).toMatch(
			/^http:\/\/localhost:3000\/shop\/api\.php\?url=https%3A%2F%2Fwidget\.vitrina\.delivery%2F/
		);
		expect( widgetPageUrl( custom ) ).toMatch(
			/^http:\/\/localhost:3000\/shop\/api\.php\?url=/
		);
	} );
} );

describe( 'cssSize', () => {
	it.each( [
		[ 360, '360px' ],
		[ 360.5, '360.5px' ],
		[ '360', '360px' ],
		[ '360px', '360px' ],
		[ ' 500px ', '500px' ],
		[ '100%', '100%' ],
		[ '40rem', '40rem' ],
		[ '2em', '2em' ],
		[ '80vh', '80vh' ],
		[ 0, undefined ],
		[ '0px', undefined ],
		[ -10, undefined ],
		[ '-10px', undefined ],
		[ 'auto', undefined ],
		[ '100px; background: red', undefined ],
		[ 'calc(100% - 10px)', undefined ],
		[ '', undefined ],
		[ null, undefined ],
		[ undefined, undefined ],
		[ [ '360' ], undefined ],
		[ Infinity, undefined ],
	] )( '%j → %j', ( input, expected ) => {
		expect( cssSize( input ) ).toBe( expected );
	} );
} );

describe( 'settingsSchema', () => {
	it( 'normalises maxWidth and height, keeps other keys, demoMode false by default', () => {
		const parsed = settingsSchema.safeParse( {
			maxWidth: 800,
			height: '500px',
			theme: 'light',
		} );
		expect( parsed.success ).toBe( true );
		expect( parsed.data ).toEqual( {
			maxWidth: '800px',
			height: '500px',
			demoMode: false,
			theme: 'light',
		} );
	} );

	it( 'treats absent or bad sizes as absent', () => {
		const parsed = settingsSchema.safeParse( {
			maxWidth: 'wide',
			demoMode: true,
		} );
		expect( parsed.data?.maxWidth ).toBeUndefined();
		expect( parsed.data?.height ).toBeUndefined();
		expect( parsed.data?.demoMode ).toBe( true );
	} );

	it.each( [ null, [], 'ok', 5 ] )( 'rejects %j', ( body ) => {
		expect( settingsSchema.safeParse( body ).success ).toBe( false );
	} );
} );

describe( 'fetchSettings', () => {
	it( 'GETs the settings URL and returns the settings on 200', async () => {
		const fetchMock = stubFetch( {
			status: 200,
			body: { maxWidth: '600px', height: 420 },
		} );
		const signal = new AbortController().signal;
		const result = await fetchSettings( params(), signal );
		expect( result ).toEqual( {
			settings: { maxWidth: '600px', height: '420px', demoMode: false },
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetchMock.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe( settingsUrl( params() ) );
		expect( init.method ?? 'GET' ).toBe( 'GET' );
		expect( init.signal ).toBe( signal );
	} );

	it.each( [
		[ 401, 'invalidToken' ],
		[ 400, 'requestErrorMaybeInvalidShopId' ],
		[ 403, 'requestErrorPleaseContactSupport' ],
		[ 404, 'requestErrorPleaseContactSupport' ],
		[ 500, 'requestErrorPleaseContactSupport' ],
		[ 204, 'requestErrorPleaseContactSupport' ],
	] )( 'status %i → %s', async ( status, error ) => {
		stubFetch( { status, body: { maxWidth: '100%' } } );
		expect(
			await fetchSettings( params(), new AbortController().signal )
		).toEqual( { error } );
	} );

	it( 'a network failure → apiScriptRequestError', async () => {
		stubFetch( new TypeError( 'Failed to fetch' ) );
		expect(
			await fetchSettings( params(), new AbortController().signal )
		).toEqual( { error: 'apiScriptRequestError' } );
	} );

	it.each( [
		[ 'not JSON', '<html>' ],
		[ 'an array', [] ],
		[ 'null', null ],
	] )(
		'a 200 with %s → requestErrorPleaseContactSupport',
		async ( _name, body ) => {
			stubFetch( { status: 200, body } );
			expect(
				await fetchSettings( params(), new AbortController().signal )
			).toEqual( { error: 'requestErrorPleaseContactSupport' } );
		}
	);
} );
