/**
 * The iframe: attributes and styles, sizes from the settings, content-resize
 * and scroll-to-bottom.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	applySettings,
	createFrame,
	isAutoHeight,
	isAutoScroll,
	resizeFrame,
	scrollToBottom,
} from '../../../../src/delivery/loader/iframe';
import type { WidgetSettings } from '../../../../src/delivery/loader/settings';

const settings = (
	extra: Partial< WidgetSettings > = {}
): WidgetSettings => ( {
	maxWidth: undefined,
	height: undefined,
	demoMode: false,
	...extra,
} );

/**
 * Places the frame so that its bottom is at `bottom` px in the viewport.
 *
 * @param frame  The iframe.
 * @param bottom Bottom of the frame in the viewport, px.
 */
function placeFrame( frame: HTMLIFrameElement, bottom: number ): void {
	vi.spyOn( frame, 'getBoundingClientRect' ).mockReturnValue( {
		bottom,
		top: bottom - 400,
		height: 400,
	} as DOMRect );
}

/**
 * Makes matchMedia answer the reduced-motion query.
 *
 * @param reduce Whether reduced motion is asked for.
 */
function stubReducedMotion( reduce: boolean ): void {
	vi.stubGlobal(
		'matchMedia',
		vi.fn( ( query: string ) => ( {
			matches: reduce && query === '(prefers-reduced-motion: reduce)',
			media: query,
		} ) )
	);
}

afterEach( () => {
	vi.unstubAllGlobals();
} );

describe( 'createFrame', () => {
	it( 'creates the iframe named after the id with the spec style and the default sizes', () => {
		const frame = createFrame(
			'delivery',
			'https://a.example/p?url=x',
			'ru'
		);
		expect( frame.tagName ).toBe( 'IFRAME' );
		expect( frame.name ).toBe( 'delivery' );
		expect( frame.src ).toBe( 'https://a.example/p?url=x' );
		expect( frame.title ).toBe( 'Корзинный виджет' );
		expect( frame.style.width ).toBe( '100%' );
		expect( frame.style.maxWidth ).toBe( '100%' );
		expect( frame.style.height ).toBe( '360px' );
		expect( frame.style.border ).toMatch(
			/^1px solid (#e0e0e0|rgb\(224, 224, 224\))$/
		);
		expect( frame.style.background ).toMatch(
			/^(#fff|white|rgb\(255, 255, 255\))$/
		);
		expect( frame.style.display ).toBe( 'block' );
		expect( frame.style.boxSizing ).toBe( 'border-box' );
		expect( frame.getAttribute( 'scrolling' ) ).toBe( 'auto' );
	} );

	it( 'has an English title in English', () => {
		expect( createFrame( 'd', 'https://a.example/', 'en' ).title ).toBe(
			'Cart widget'
		);
	} );
} );

describe( 'applySettings', () => {
	it( 'takes max width and height from the settings; a fixed height scrolls inside', () => {
		const frame = createFrame( 'd', 'https://a.example/', 'ru' );
		applySettings(
			frame,
			settings( { maxWidth: '640px', height: '500px' } )
		);
		expect( frame.style.maxWidth ).toBe( '640px' );
		expect( frame.style.height ).toBe( '500px' );
		expect( frame.getAttribute( 'scrolling' ) ).toBe( 'auto' );
	} );

	it( 'keeps the defaults 100% and 360px when the settings have no sizes; auto height does not scroll inside', () => {
		const frame = createFrame( 'd', 'https://a.example/', 'ru' );
		frame.style.maxWidth = '10px';
		frame.style.height = '10px';
		applySettings( frame, settings() );
		expect( frame.style.maxWidth ).toBe( '100%' );
		expect( frame.style.height ).toBe( '360px' );
		expect( frame.getAttribute( 'scrolling' ) ).toBe( 'no' );
	} );
} );

describe( 'autoHeight and autoscroll', () => {
	it.each( [
		[ settings(), undefined, true, true ],
		[ settings(), 'opencart', true, true ],
		[ settings(), 'insales', true, false ],
		[ settings(), 'bitrix', true, false ],
		[ settings( { height: '500px' } ), undefined, false, false ],
		[ settings( { maxWidth: '500px' } ), undefined, true, true ],
	] )(
		'%j, mod %s → autoHeight %s, autoscroll %s',
		( value, mod, height, scroll ) => {
			expect( isAutoHeight( value ) ).toBe( height );
			expect( isAutoScroll( value, mod ) ).toBe( scroll );
		}
	);
} );

describe( 'resizeFrame (content-resize)', () => {
	it.each( [
		[ 500, '500px' ],
		[ 320, '320px' ],
		[ 319, '320px' ],
		[ 100, '320px' ],
		[ 0, '320px' ],
		[ 640.2, '641px' ],
		[ '700', '700px' ],
	] )( 'height %j → %s', ( height, expected ) => {
		const frame = createFrame( 'd', 'https://a.example/', 'ru' );
		resizeFrame( frame, height );
		expect( frame.style.height ).toBe( expected );
	} );

	it.each( [ undefined, null, '', 'tall', true, NaN, Infinity ] )(
		'ignores height %j',
		( height ) => {
			const frame = createFrame( 'd', 'https://a.example/', 'ru' );
			resizeFrame( frame, height );
			expect( frame.style.height ).toBe( '360px' );
		}
	);
} );

describe( 'scrollToBottom', () => {
	it( 'scrolls smoothly by the overflow when the bottom is more than 75px below the viewport', () => {
		stubReducedMotion( false );
		const scrollBy = vi
			.spyOn( window, 'scrollBy' )
			.mockImplementation( () => {} );
		const frame = createFrame( 'd', 'https://a.example/', 'ru' );
		placeFrame( frame, window.innerHeight + 76 );
		expect( scrollToBottom( frame ) ).toBe( true );
		expect( scrollBy ).toHaveBeenCalledWith( {
			top: 76,
			behavior: 'smooth',
		} );
	} );

	it.each( [ 75, 0, -200 ] )(
		'does not scroll when the bottom is %i px below the viewport',
		( below ) => {
			const scrollBy = vi
				.spyOn( window, 'scrollBy' )
				.mockImplementation( () => {} );
			const frame = createFrame( 'd', 'https://a.example/', 'ru' );
			placeFrame( frame, window.innerHeight + below );
			expect( scrollToBottom( frame ) ).toBe( false );
			expect( scrollBy ).not.toHaveBeenCalled();
		}
	);

	it( 'keeps the top in view: a frame taller than the room scrolls only that far, below a sticky header', () => {
		stubReducedMotion( false );
		const scrollBy = vi
			.spyOn( window, 'scrollBy' )
			.mockImplementation( () => {} );
		const header = document.createElement( 'header' );
		header.style.position = 'sticky';
		document.body.append( header );
		vi.spyOn( header, 'getBoundingClientRect' ).mockReturnValue( {
			bottom: 60,
		} as DOMRect );
		document.elementsFromPoint = () => [ header ];
		const frame = createFrame( 'd', 'https://a.example/', 'ru' );
		vi.spyOn( frame, 'getBoundingClientRect' ).mockReturnValue( {
			top: 300,
			bottom: window.innerHeight + 900,
		} as DOMRect );
		expect( scrollToBottom( frame ) ).toBe( true );
		// 300 - 60 (the header) - 16 (room above the frame).
		expect( scrollBy ).toHaveBeenCalledWith( {
			top: 224,
			behavior: 'smooth',
		} );
	} );

	it( 'brings back a top scrolled past (a new, shorter step), even with the bottom in view', () => {
		stubReducedMotion( false );
		const scrollBy = vi
			.spyOn( window, 'scrollBy' )
			.mockImplementation( () => {} );
		const frame = createFrame( 'd', 'https://a.example/', 'ru' );
		vi.spyOn( frame, 'getBoundingClientRect' ).mockReturnValue( {
			top: -500,
			bottom: 100,
		} as DOMRect );
		expect( scrollToBottom( frame ) ).toBe( true );
		expect( scrollBy ).toHaveBeenCalledWith( {
			top: -516,
			behavior: 'smooth',
		} );
	} );

	it( 'jumps instead of animating when reduced motion is asked for', () => {
		stubReducedMotion( true );
		const scrollBy = vi
			.spyOn( window, 'scrollBy' )
			.mockImplementation( () => {} );
		const frame = createFrame( 'd', 'https://a.example/', 'ru' );
		placeFrame( frame, window.innerHeight + 300 );
		scrollToBottom( frame );
		expect( scrollBy ).toHaveBeenCalledWith( {
			top: 300,
			behavior: 'auto',
		} );
	} );
} );
