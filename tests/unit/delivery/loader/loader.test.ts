/**
 * VitrinaCartWidget: errors, element polling, the frame, the messages both
 * ways, restart and destruct.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VitrinaCartWidget } from '../../../../src/delivery/loader';

const ORIGIN = 'http://localhost:3000';
const PROXY = `${ ORIGIN }/wp-json/vitrina-widget-api/proxy`;
const PRODUCTS = [ { name: 'Чайник', price: 1000, count: 1 } ];
const PARAMS = { products: PRODUCTS };
const SIZED = { maxWidth: '640px', height: '500px' };

const widgets: VitrinaCartWidget[] = [];
let fetchMock: ReturnType< typeof vi.fn >;
let consoleError: ReturnType< typeof vi.spyOn >;

/**
 * Creates a widget, destroyed after the test.
 *
 * @param id     Element id.
 * @param params Widget parameters.
 */
function create( id: unknown, params: unknown ): VitrinaCartWidget {
	const widget = new VitrinaCartWidget( id, params );
	widgets.push( widget );
	return widget;
}

/**
 * Every settings request answers with this status and body.
 *
 * @param status HTTP status.
 * @param body   JSON body.
 */
function answer( status: number, body: unknown = {} ): void {
	fetchMock.mockImplementation( async () => ( {
		status,
		json: async () => body,
	} ) );
}

/** The next settings request waits until the returned function is called. */
function deferAnswer(): ( status?: number, body?: unknown ) => void {
	let release: ( value: unknown ) => void = () => {};
	fetchMock.mockImplementationOnce(
		() =>
			new Promise( ( resolve ) => {
				release = resolve;
			} )
	);
	return ( status = 200, body = {} ) =>
		release( { status, json: async () => body } );
}

/**
 * Adds the widget's element to the page.
 *
 * @param id Element id.
 */
function addContainer( id = 'delivery' ): HTMLElement {
	const element = document.createElement( 'div' );
	element.id = id;
	document.body.append( element );
	return element;
}

/** Lets the settings request settle. */
const settle = () => vi.advanceTimersByTimeAsync( 0 );

/**
 * The widget's iframe.
 *
 * @param element The widget element.
 */
const frameOf = ( element: HTMLElement ) =>
	element.querySelector( 'iframe' ) as HTMLIFrameElement;

/**
 * Dispatches a message as if the frame had sent it.
 *
 * @param frame        The widget iframe.
 * @param data         Message data.
 * @param root0
 * @param root0.origin
 * @param root0.source
 */
function fromFrame(
	frame: HTMLIFrameElement,
	data: unknown,
	{
		origin = ORIGIN,
		source = frame.contentWindow,
	}: { origin?: string; source?: MessageEventSource | null } = {}
): void {
	window.dispatchEvent(
		new MessageEvent( 'message', { data, origin, source } )
	);
}

/**
 * Spies on the messages posted to the frame.
 *
 * @param frame The widget iframe.
 */
const spyPost = ( frame: HTMLIFrameElement ) =>
	vi
		.spyOn( frame.contentWindow!, 'postMessage' )
		.mockImplementation( () => {} );

/**
 * Creates a widget in a container and lets the settings arrive.
 *
 * @param params   Extra widget parameters.
 * @param settings The settings answer.
 */
async function mounted(
	params: Record< string, unknown > = {},
	settings: unknown = {}
) {
	answer( 200, settings );
	const element = addContainer();
	const widget = create( 'delivery', { ...PARAMS, ...params } );
	await settle();
	const frame = frameOf( element );
	return { element, widget, frame };
}

beforeEach( () => {
	vi.useFakeTimers();
	fetchMock = vi.fn();
	vi.stubGlobal( 'fetch', fetchMock );
	answer( 200, {} );
	consoleError = vi.spyOn( console, 'error' ).mockImplementation( () => {} );
} );

afterEach( () => {
	widgets.splice( 0 ).forEach( ( widget ) => widget.destruct() );
	vi.useRealTimers();
	vi.unstubAllGlobals();
} );

describe( 'the global', () => {
	it( 'defines window.VitrinaCartWidget', () => {
		expect( window.VitrinaCartWidget ).toBe( VitrinaCartWidget );
	} );

	it( 'exposes the id, the lang and the normalised params', () => {
		const widget = create( 'delivery', {
			...PARAMS,
			lang: 'EN',
			userPhone: '+7 (900) 1',
		} );
		expect( widget.id ).toBe( 'delivery' );
		expect( widget.lang ).toBe( 'en' );
		expect( widget.params?.userPhone ).toBe( '79001' );
	} );

	it( 'on() chains and ignores unknown events and non-functions', () => {
		const widget = create( 'delivery', PARAMS );
		expect( widget.on( 'done', () => {} ) ).toBe( widget );
		expect( () =>
			widget
				.on( 'finish' as never, () => {} )
				.on( 'done', 'handler' as never )
		).not.toThrow();
	} );
} );

describe( 'argument and parameter errors', () => {
	it( 'are logged at once and given to the error handlers after 120 ms (ru by default)', async () => {
		const widget = create( undefined, undefined );
		const handler = vi.fn();
		widget.on( 'error', handler );
		const expected = [
			{
				code: 'argumentIdIsRequired',
				message: "Корзинный виджет: Аргумент 'ID' обязателен",
			},
			{
				code: 'argumentParamsIsRequired',
				message:
					"Корзинный виджет: Аргумент 'params' обязателен и должен быть объектом",
			},
		];
		expect( consoleError ).toHaveBeenCalledWith( expected[ 0 ].message );
		expect( consoleError ).toHaveBeenCalledWith( expected[ 1 ].message );
		await vi.advanceTimersByTimeAsync( 119 );
		expect( handler ).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync( 1 );
		expect( handler ).toHaveBeenCalledTimes( 1 );
		expect( handler ).toHaveBeenCalledWith( expected );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'are in English with lang en, duplicates removed, and no frame is made', async () => {
		const element = addContainer();
		const widget = create( 'delivery', {
			lang: 'en',
			products: [
				{ price: 'free', count: 1 },
				{ price: null, count: 2 },
				{ price: 10, count: 'many' },
			],
		} );
		const handler = vi.fn();
		widget.on( 'error', handler );
		await vi.advanceTimersByTimeAsync( 500 );
		expect( handler ).toHaveBeenCalledWith( [
			{
				code: 'paramProductsPriceInvalid',
				message:
					"Cart widget: Parameter 'price' one of the products is missing or has an incorrect value",
			},
			{
				code: 'paramProductsCountInvalid',
				message:
					"Cart widget: Parameter 'count' one of the products is missing or has an incorrect value",
			},
		] );
		expect( consoleError ).toHaveBeenCalledTimes( 2 );
		expect( element.children ).toHaveLength( 0 );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'paramProductsEmpty for an empty product list', async () => {
		const widget = create( 'delivery', { products: [] } );
		const handler = vi.fn();
		widget.on( 'error', handler );
		await vi.advanceTimersByTimeAsync( 120 );
		expect( handler.mock.calls[ 0 ][ 0 ] ).toEqual( [
			{
				code: 'paramProductsEmpty',
				message:
					"Корзинный виджет: Параметр 'products' должен быть непустым массивом",
			},
		] );
	} );

	it( 'reach every error handler even when one throws', async () => {
		const widget = create( '', PARAMS );
		const first = vi.fn( () => {
			throw new Error( 'shop bug' );
		} );
		const second = vi.fn();
		widget.on( 'error', first ).on( 'error', second );
		await vi.advanceTimersByTimeAsync( 120 );
		expect( first ).toHaveBeenCalled();
		expect( second ).toHaveBeenCalledWith( [
			expect.objectContaining( { code: 'argumentIdIsRequired' } ),
		] );
	} );
} );

describe( 'the element and the frame', () => {
	it( 'inserts one iframe at once, with the default height reserved before the settings arrive', () => {
		deferAnswer();
		const element = addContainer();
		element.innerHTML = '<p>Загрузка…</p>';
		create( 'delivery', PARAMS );
		expect( element.children ).toHaveLength( 1 );
		const frame = frameOf( element );
		expect( frame.name ).toBe( 'delivery' );
		expect( frame.style.height ).toBe( '360px' );
		expect( frame.style.maxWidth ).toBe( '100%' );
		expect( frame.style.width ).toBe( '100%' );
		expect( frame.style.border ).toMatch( /^1px solid / );
		expect( frame.src ).toBe(
			`${ PROXY }?url=${ encodeURIComponent(
				'https://widget.vitrina.delivery/v2/widgets/page?type=cart&lang=ru'
			) }`
		);
	} );

	it( 'sandboxes the iframe before it loads: scripts, forms and popups, never the shop’s origin', () => {
		deferAnswer();
		const element = addContainer();
		let sandboxAtInsertion: string | null = null;
		const observer = new MutationObserver( () => {
			sandboxAtInsertion ??=
				frameOf( element )?.getAttribute( 'sandbox' );
		} );
		observer.observe( element, { childList: true } );
		create( 'delivery', PARAMS );
		return Promise.resolve().then( () => {
			observer.disconnect();
			const frame = frameOf( element );
			expect( frame.getAttribute( 'sandbox' ) ).toBe(
				'allow-scripts allow-forms allow-popups'
			);
			expect( sandboxAtInsertion ).toBe(
				'allow-scripts allow-forms allow-popups'
			);
			expect( frame.getAttribute( 'sandbox' ) ).not.toMatch(
				/allow-same-origin|allow-top-navigation/
			);
		} );
	} );

	it( 'waits for the element, checking every 100 ms, then stops checking', async () => {
		const getElementById = vi.spyOn( document, 'getElementById' );
		create( 'delivery', PARAMS );
		await vi.advanceTimersByTimeAsync( 30 );
		const element = addContainer();
		await vi.advanceTimersByTimeAsync( 69 );
		expect( frameOf( element ) ).toBeNull();
		await vi.advanceTimersByTimeAsync( 1 );
		expect( frameOf( element ) ).not.toBeNull();
		const calls = getElementById.mock.calls.length;
		expect( calls ).toBe( 2 );
		await vi.advanceTimersByTimeAsync( 1000 );
		expect( getElementById ).toHaveBeenCalledTimes( calls );
		expect( element.querySelectorAll( 'iframe' ) ).toHaveLength( 1 );
	} );

	it( 'keeps waiting while the element is missing', async () => {
		const getElementById = vi.spyOn( document, 'getElementById' );
		create( 'delivery', PARAMS );
		await vi.advanceTimersByTimeAsync( 1000 );
		expect( getElementById ).toHaveBeenCalledTimes( 11 );
	} );

	it( 'takes max width and height from the settings', async () => {
		const { frame } = await mounted(
			{},
			{ maxWidth: 640, height: '500px' }
		);
		expect( frame.style.maxWidth ).toBe( '640px' );
		expect( frame.style.height ).toBe( '500px' );
		expect( frame.getAttribute( 'scrolling' ) ).toBe( 'auto' );
	} );

	it( 'applies settings that arrived before the element', async () => {
		answer( 200, SIZED );
		create( 'delivery', PARAMS );
		await settle();
		const element = addContainer();
		await vi.advanceTimersByTimeAsync( 100 );
		expect( frameOf( element ).style.height ).toBe( '500px' );
	} );

	it( 'keeps 360px and 100% without sizes in the settings', async () => {
		const { frame } = await mounted( {}, { height: 'auto' } );
		expect( frame.style.height ).toBe( '360px' );
		expect( frame.style.maxWidth ).toBe( '100%' );
		expect( frame.getAttribute( 'scrolling' ) ).toBe( 'no' );
	} );
} );

describe( 'the settings request', () => {
	it( 'GETs the production settings URL through the API script', async () => {
		await mounted();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toBe(
			`${ PROXY }?url=${ encodeURIComponent(
				'https://widget.vitrina.delivery/v2/widgets/cart-widget-settings?lang=ru'
			) }`
		);
	} );

	it( 'uses the dev host with devMode and the given apiScript', async () => {
		const { frame } = await mounted( {
			devMode: true,
			apiScript: '/shop/api.php',
			lang: 'en',
		} );
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toBe(
			`${ ORIGIN }/shop/api.php?url=${ encodeURIComponent(
				'https://widget-dev.vitrina.delivery/v2/widgets/cart-widget-settings?lang=en'
			) }`
		);
		expect( frame.src ).toBe(
			`${ ORIGIN }/shop/api.php?url=${ encodeURIComponent(
				'https://widget-dev.vitrina.delivery/v2/widgets/page?type=cart&lang=en'
			) }`
		);
	} );

	it.each( [
		[
			401,
			'invalidToken',
			'Корзинный виджет: Неверный токен. Возможно, передан неверный ID магазина.',
		],
		[
			400,
			'requestErrorMaybeInvalidShopId',
			'Корзинный виджет: Ошибка запроса к серверу. Возможно, указан неверный ID магазина.',
		],
		[
			500,
			'requestErrorPleaseContactSupport',
			'Корзинный виджет: Ошибка запроса к серверу. Пожалуйста, обратитесь в службу поддержки.',
		],
		[
			404,
			'requestErrorPleaseContactSupport',
			'Корзинный виджет: Ошибка запроса к серверу. Пожалуйста, обратитесь в службу поддержки.',
		],
	] )(
		'status %i → %s after 120 ms, and the frame is removed',
		async ( status, code, message ) => {
			answer( status );
			const element = addContainer();
			const widget = create( 'delivery', PARAMS );
			const handler = vi.fn();
			widget.on( 'error', handler );
			await settle();
			expect( consoleError ).toHaveBeenCalledWith( message );
			expect( element.children ).toHaveLength( 0 );
			expect( handler ).not.toHaveBeenCalled();
			await vi.advanceTimersByTimeAsync( 120 );
			expect( handler ).toHaveBeenCalledWith( [ { code, message } ] );
		}
	);

	it( 'a network failure → apiScriptRequestError (in English with lang en)', async () => {
		fetchMock.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		const widget = create( 'delivery', { ...PARAMS, lang: 'en' } );
		const handler = vi.fn();
		widget.on( 'error', handler );
		await vi.advanceTimersByTimeAsync( 120 );
		expect( handler ).toHaveBeenCalledWith( [
			{
				code: 'apiScriptRequestError',
				message: 'Cart widget: Error request to API-script',
			},
		] );
	} );

	it( 'a 200 that is not a settings object → requestErrorPleaseContactSupport', async () => {
		answer( 200, [ 'nope' ] );
		const widget = create( 'delivery', PARAMS );
		const handler = vi.fn();
		widget.on( 'error', handler );
		await vi.advanceTimersByTimeAsync( 120 );
		expect( handler.mock.calls[ 0 ][ 0 ][ 0 ].code ).toBe(
			'requestErrorPleaseContactSupport'
		);
	} );
} );

describe( 'the message to the frame', () => {
	it( 'is posted when the frame has loaded, to the sandboxed frame (an opaque origin: "*")', async () => {
		const { frame, widget } = await mounted( {}, SIZED );
		const post = spyPost( frame );
		expect( post ).not.toHaveBeenCalled();
		frame.dispatchEvent( new Event( 'load' ) );
		expect( post ).toHaveBeenCalledTimes( 1 );
		expect( post ).toHaveBeenCalledWith(
			{
				id: 'delivery',
				params: widget.params,
				settings: SIZED,
				demoMode: false,
				autoHeight: false,
			},
			'*'
		);
	} );

	it( 'carries the settings response as it came, not the normalised sizes', async () => {
		const response = {
			maxWidth: 800,
			height: 500,
			demoMode: true,
			theme: { accent: '#f00' },
		};
		const { frame } = await mounted( {}, response );
		// The iframe itself uses the normalised sizes.
		expect( frame.style.maxWidth ).toBe( '800px' );
		expect( frame.style.height ).toBe( '500px' );
		const post = spyPost( frame );
		frame.dispatchEvent( new Event( 'load' ) );
		expect( post.mock.calls[ 0 ][ 0 ] ).toEqual( {
			id: 'delivery',
			params: expect.any( Object ),
			settings: response,
			demoMode: true,
			autoHeight: false,
		} );
		const { settings } = post.mock.calls[ 0 ][ 0 ] as {
			settings: Record< string, unknown >;
		};
		expect( settings.height ).toBe( 500 );
		expect( settings.maxWidth ).toBe( 800 );
	} );

	it( 'waits for the settings when the frame loads first', async () => {
		const release = deferAnswer();
		const element = addContainer();
		create( 'delivery', PARAMS );
		const frame = frameOf( element );
		const post = spyPost( frame );
		frame.dispatchEvent( new Event( 'load' ) );
		await vi.advanceTimersByTimeAsync( 1000 );
		expect( post ).not.toHaveBeenCalled();
		release( 200, { demoMode: true } );
		await settle();
		expect( post ).toHaveBeenCalledTimes( 1 );
		expect( post.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			demoMode: true,
			autoHeight: true,
		} );
	} );

	it( 'carries the normalised parameters and is posted again on each load', async () => {
		const { frame } = await mounted( {
			lang: 'EN',
			userPhone: '+7 (900) 000-00-00',
			currency: 'gbp',
			shopSecret: 'x',
		} );
		const post = spyPost( frame );
		frame.dispatchEvent( new Event( 'load' ) );
		frame.dispatchEvent( new Event( 'load' ) );
		expect( post ).toHaveBeenCalledTimes( 2 );
		const { params } = post.mock.calls[ 1 ][ 0 ] as {
			params: Record< string, unknown >;
		};
		expect( params ).toMatchObject( {
			lang: 'en',
			userPhone: '79000000000',
			currency: 'rub',
		} );
		expect( params ).not.toHaveProperty( 'shopSecret' );
	} );

	it( 'goes to the frame of a cross-origin API script, sandboxed too', async () => {
		const { frame } = await mounted( {
			apiScript: 'https://api.example.com/widget/proxy.php',
		} );
		expect( frame.src ).toMatch(
			/^https:\/\/api\.example\.com\/widget\/proxy\.php\?url=/
		);
		expect( frame.getAttribute( 'sandbox' ) ).toBe(
			'allow-scripts allow-forms allow-popups'
		);
		const post = spyPost( frame );
		frame.dispatchEvent( new Event( 'load' ) );
		expect( post.mock.calls[ 0 ][ 1 ] ).toBe( '*' );
	} );
} );

describe( 'messages from the frame', () => {
	it.each( [ 'change', 'stepChange', 'done', 'select' ] as const )(
		'%s reaches its handlers at once with the data',
		async ( event ) => {
			const { frame, widget } = await mounted();
			const handler = vi.fn();
			const other = vi.fn();
			widget.on( event, handler ).on( 'error', other );
			fromFrame( frame, { id: 'delivery', event, data: { step: 1 } } );
			expect( handler ).toHaveBeenCalledTimes( 1 );
			expect( handler ).toHaveBeenCalledWith( { step: 1 } );
			expect( other ).not.toHaveBeenCalled();
		}
	);

	it.each( [ 'start', 'error' ] as const )(
		'%s reaches its handlers after 120 ms',
		async ( event ) => {
			const { frame, widget } = await mounted();
			const handler = vi.fn();
			widget.on( event, handler );
			const data =
				event === 'error' ? [ { code: 'x', message: 'y' } ] : null;
			fromFrame( frame, { id: 'delivery', event, data } );
			await vi.advanceTimersByTimeAsync( 119 );
			expect( handler ).not.toHaveBeenCalled();
			await vi.advanceTimersByTimeAsync( 1 );
			expect( handler ).toHaveBeenCalledWith( data );
		}
	);

	it.each( [
		[ 'another id', { id: 'other', event: 'done', data: 1 }, {} ],
		[ 'no id', { event: 'done', data: 1 }, {} ],
		[
			'another origin',
			{ id: 'delivery', event: 'done', data: 1 },
			{ origin: 'https://evil.example' },
		],
		[
			'the page itself',
			{ id: 'delivery', event: 'done', data: 1 },
			{ source: window },
		],
		[
			'no source',
			{ id: 'delivery', event: 'done', data: 1 },
			{ source: null },
		],
		[ 'a string', 'done', {} ],
		[ 'null', null, {} ],
		[
			'an unknown event',
			{ id: 'delivery', event: 'finish', data: 1 },
			{},
		],
	] )( 'ignores a message with %s', async ( _name, data, options ) => {
		const { frame, widget } = await mounted();
		const handlers = [ 'done', 'start', 'change', 'error' ].map(
			( event ) => {
				const handler = vi.fn();
				widget.on( event as 'done', handler );
				return handler;
			}
		);
		fromFrame( frame, data, options as { origin?: string } );
		await vi.advanceTimersByTimeAsync( 200 );
		handlers.forEach( ( handler ) =>
			expect( handler ).not.toHaveBeenCalled()
		);
	} );

	it( 'takes messages of the sandboxed frame (origin "null") from the frame’s window only', async () => {
		const { frame, widget } = await mounted();
		const handler = vi.fn();
		widget.on( 'done', handler );
		fromFrame(
			frame,
			{ id: 'delivery', event: 'done', data: 1 },
			{ origin: 'null' }
		);
		expect( handler ).toHaveBeenCalledWith( 1 );
		const otherFrame = document.createElement( 'iframe' );
		document.body.append( otherFrame );
		fromFrame(
			otherFrame,
			{ id: 'delivery', event: 'done', data: 2 },
			{ origin: 'null' }
		);
		fromFrame(
			frame,
			{ id: 'delivery', event: 'done', data: 3 },
			{ origin: 'null', source: window }
		);
		expect( handler ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'ignores messages of another widget frame on the page', async () => {
		const { widget } = await mounted();
		const handler = vi.fn();
		widget.on( 'done', handler );
		const otherFrame = document.createElement( 'iframe' );
		document.body.append( otherFrame );
		fromFrame( otherFrame, { id: 'delivery', event: 'done', data: 1 } );
		expect( handler ).not.toHaveBeenCalled();
	} );

	it( 'content-resize sets the iframe height, at least 320px', async () => {
		const { frame } = await mounted();
		fromFrame( frame, {
			id: 'delivery',
			event: 'content-resize',
			data: { height: 812 },
		} );
		expect( frame.style.height ).toBe( '812px' );
		fromFrame( frame, {
			id: 'delivery',
			event: 'content-resize',
			data: { height: 120 },
		} );
		expect( frame.style.height ).toBe( '320px' );
		fromFrame( frame, {
			id: 'delivery',
			event: 'content-resize',
			data: null,
		} );
		expect( frame.style.height ).toBe( '320px' );
	} );

	it( 'content-resize from another origin is ignored', async () => {
		const { frame } = await mounted();
		fromFrame(
			frame,
			{ id: 'delivery', event: 'content-resize', data: { height: 900 } },
			{ origin: 'https://evil.example' }
		);
		expect( frame.style.height ).toBe( '360px' );
	} );

	describe( 'scroll-to-bottom', () => {
		/**
		 * Places the frame bottom `below` px under the viewport and asks to scroll.
		 *
		 * @param frame The widget iframe.
		 * @param below Distance of the frame bottom below the viewport, px.
		 */
		function ask( frame: HTMLIFrameElement, below: number ) {
			vi.spyOn( frame, 'getBoundingClientRect' ).mockReturnValue( {
				bottom: window.innerHeight + below,
				top: window.innerHeight + below - 400,
			} as DOMRect );
			fromFrame( frame, { id: 'delivery', event: 'scroll-to-bottom' } );
		}

		it( 'scrolls smoothly when the frame bottom is more than 75px below the viewport', async () => {
			const scrollBy = vi
				.spyOn( window, 'scrollBy' )
				.mockImplementation( () => {} );
			const { frame } = await mounted();
			ask( frame, 75 );
			expect( scrollBy ).not.toHaveBeenCalled();
			ask( frame, 240 );
			expect( scrollBy ).toHaveBeenCalledWith( {
				top: 240,
				behavior: 'smooth',
			} );
		} );

		it.each( [
			[ 'insales', {} ],
			[ 'bitrix', {} ],
			[ undefined, { height: 600 } ],
		] )(
			'does not scroll with mod %s and settings %j',
			async ( mod, settings ) => {
				const scrollBy = vi
					.spyOn( window, 'scrollBy' )
					.mockImplementation( () => {} );
				const { frame } = await mounted( { mod }, settings );
				ask( frame, 500 );
				expect( scrollBy ).not.toHaveBeenCalled();
			}
		);
	} );
} );

describe( 'restart', () => {
	it( 're-creates the widget with the same params and keeps the handlers', async () => {
		const { frame, widget, element } = await mounted( { lang: 'en' } );
		const restart = vi.fn();
		const done = vi.fn();
		widget.on( 'restart', restart ).on( 'done', done );
		fromFrame( frame, {
			id: 'delivery',
			event: 'restart',
			data: { why: 'x' },
		} );
		expect( restart ).toHaveBeenCalledWith( { why: 'x' } );
		const fresh = frameOf( element );
		expect( fresh ).not.toBe( frame );
		expect( element.querySelectorAll( 'iframe' ) ).toHaveLength( 1 );
		expect( fresh.style.height ).toBe( '360px' );
		await settle();
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( fetchMock.mock.calls[ 1 ][ 0 ] ).toBe(
			fetchMock.mock.calls[ 0 ][ 0 ]
		);

		const post = spyPost( fresh );
		fresh.dispatchEvent( new Event( 'load' ) );
		expect( post.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			id: 'delivery',
			params: widget.params,
		} );

		fromFrame( frame, { id: 'delivery', event: 'done', data: 'old' } );
		expect( done ).not.toHaveBeenCalled();
		fromFrame( fresh, { id: 'delivery', event: 'done', data: 'new' } );
		expect( done ).toHaveBeenCalledWith( 'new' );
		expect( done ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'destruct', () => {
	it( 'empties the container and removes the message listener', async () => {
		const removeEventListener = vi.spyOn( window, 'removeEventListener' );
		const { frame, widget, element } = await mounted();
		const done = vi.fn();
		widget.on( 'done', done );
		widget.destruct();
		expect( element.innerHTML ).toBe( '' );
		expect( removeEventListener ).toHaveBeenCalledWith(
			'message',
			expect.any( Function )
		);
		fromFrame( frame, { id: 'delivery', event: 'done', data: 1 } );
		expect( done ).not.toHaveBeenCalled();
		expect( () => widget.destruct() ).not.toThrow();
	} );

	it( 'stops waiting for the element', async () => {
		const widget = create( 'delivery', PARAMS );
		await vi.advanceTimersByTimeAsync( 250 );
		widget.destruct();
		const element = addContainer();
		await vi.advanceTimersByTimeAsync( 500 );
		expect( frameOf( element ) ).toBeNull();
	} );

	it( 'cancels pending start and error events', async () => {
		const { frame, widget } = await mounted();
		const start = vi.fn();
		widget.on( 'start', start );
		fromFrame( frame, { id: 'delivery', event: 'start', data: null } );
		await vi.advanceTimersByTimeAsync( 50 );
		widget.destruct();
		await vi.advanceTimersByTimeAsync( 500 );
		expect( start ).not.toHaveBeenCalled();
	} );

	it( 'aborts the settings request and ignores a late answer', async () => {
		const release = deferAnswer();
		const element = addContainer();
		const widget = create( 'delivery', PARAMS );
		const error = vi.fn();
		widget.on( 'error', error );
		const frame = frameOf( element );
		const post = spyPost( frame );
		frame.dispatchEvent( new Event( 'load' ) );
		widget.destruct();
		const init = fetchMock.mock.calls[ 0 ][ 1 ] as RequestInit;
		expect( init.signal?.aborted ).toBe( true );
		release( 401 );
		await vi.advanceTimersByTimeAsync( 500 );
		expect( post ).not.toHaveBeenCalled();
		expect( error ).not.toHaveBeenCalled();
		expect( element.children ).toHaveLength( 0 );
	} );
} );
