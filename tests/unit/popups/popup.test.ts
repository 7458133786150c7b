import { fireEvent } from '@testing-library/dom';
import { clearCookies, context, setup } from './fixtures';
import type { PopupHost } from '../../../src/popups/popup';
import { wireTriggers, FORM_SUCCESS } from '../../../src/popups/triggers';
import { hasCookie } from '@runtime/cookies';
import { beaconUrl, sendBeacon } from '../../../src/popups/analytics';

describe( 'a popup', () => {
	beforeEach( () => {
		vi.useFakeTimers();
		clearCookies();
		document.body.className = '';
	} );
	afterEach( () => {
		vi.useRealTimers();
		vi.restoreAllMocks();
	} );

	it( 'goes through the animation classes, at the speed, overlay at half', () => {
		const { popup } = setup( {
			animation_type: 'fadeAndSlide',
			animation_speed: 400,
			animation_origin: 'left top',
		} );
		expect( popup.open() ).toBe( true );
		const el = popup.el;
		expect( el.hidden ).toBe( false );
		expect(
			el.classList.contains( 'vitrina-popup--anim-fadeAndSlide' )
		).toBe( true );
		expect( el.classList.contains( 'vitrina-popup--from-left-top' ) ).toBe(
			true
		);
		expect( el.style.getPropertyValue( '--vitrina-popup-speed' ) ).toBe(
			'400ms'
		);
		expect(
			el.style.getPropertyValue( '--vitrina-popup-overlay-speed' )
		).toBe( '200ms' );
		expect( [ ...el.classList ] ).toEqual(
			expect.arrayContaining( [ 'is-opening', 'is-open' ] )
		);
		vi.advanceTimersByTime( 399 );
		expect( el.classList.contains( 'is-opening' ) ).toBe( true );
		vi.advanceTimersByTime( 1 );
		expect( el.classList.contains( 'is-opening' ) ).toBe( false );
		expect( el.classList.contains( 'is-open' ) ).toBe( true );
		expect( document.body.classList.contains( 'vitrina-popup-open' ) ).toBe(
			true
		);

		expect( popup.close() ).toBe( true );
		expect( el.classList.contains( 'is-closing' ) ).toBe( true );
		expect( el.classList.contains( 'is-open' ) ).toBe( false );
		expect( el.hidden ).toBe( false );
		vi.advanceTimersByTime( 400 );
		expect( el.hidden ).toBe( true );
		expect( el.classList.contains( 'is-closing' ) ).toBe( false );
		expect( document.body.classList.contains( 'vitrina-popup-open' ) ).toBe(
			false
		);
	} );

	it( 'does not animate when the shopper asks for less motion', () => {
		const { popup } = setup( { animation_type: 'grow' }, [ 5 ], true );
		popup.open();
		expect( popup.el.classList.contains( 'is-open' ) ).toBe( true );
		expect( popup.el.classList.contains( 'is-opening' ) ).toBe( false );
		expect(
			popup.el.style.getPropertyValue( '--vitrina-popup-speed' )
		).toBe( '0ms' );
		popup.close();
		expect( popup.el.hidden ).toBe( true );
	} );

	it( 'warns about an unknown animation and shows without one', () => {
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const { popup } = setup( { animation_type: 'spin' } );
		popup.open();
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'spin' )
		);
		expect(
			popup.el.classList.contains( 'vitrina-popup--anim-none' )
		).toBe( true );
	} );

	it( 'moves focus in, traps it, and gives it back on close', () => {
		const { popup } = setup( { animation_type: 'none' } );
		const opener = document.getElementById( 'opener' )!;
		opener.focus();
		popup.open();
		const doc = opener.ownerDocument;
		const email = popup.el.querySelector( 'input' )!;
		const close = popup.el.querySelector< HTMLElement >(
			'.vitrina-popup__close'
		)!;
		expect( doc.activeElement ).toBe( email );
		close.focus();
		const tab = new KeyboardEvent( 'keydown', {
			key: 'Tab',
			cancelable: true,
		} );
		popup.onKey( tab );
		expect( tab.defaultPrevented ).toBe( true );
		expect( doc.activeElement ).toBe( email );
		const back = new KeyboardEvent( 'keydown', {
			key: 'Tab',
			shiftKey: true,
			cancelable: true,
		} );
		popup.onKey( back );
		expect( doc.activeElement ).toBe( close );
		popup.close();
		expect( doc.activeElement ).toBe( opener );
	} );

	it.each( [
		[ 'Escape', { key: 'Escape' }, {}, true ],
		[ 'key code 27', { keyCode: 27 }, {}, true ],
		[
			'Escape when off',
			{ key: 'Escape' },
			{ close_on_esc_press: false },
			false,
		],
		[ 'F4 when on', { key: 'F4' }, { close_on_f4_press: true }, true ],
		[
			'key code 115 when on',
			{ keyCode: 115 },
			{ close_on_f4_press: true },
			true,
		],
		[ 'F4 by default', { key: 'F4' }, {}, false ],
	] )( 'closes by %s: %s', ( _name, init, settings, closes ) => {
		const { popup } = setup( { animation_type: 'none', ...settings } );
		popup.open();
		popup.onKey( new KeyboardEvent( 'keydown', init ) );
		expect( popup.isOpen() ).toBe( ! closes );
	} );

	it( 'closes on an overlay click only, and only when allowed', () => {
		const { popup } = setup( { animation_type: 'none' } );
		popup.open();
		fireEvent.click( popup.container );
		expect( popup.isOpen() ).toBe( true );
		fireEvent.click( popup.el );
		expect( popup.isOpen() ).toBe( false );

		const off = setup( {
			animation_type: 'none',
			close_on_overlay_click: false,
		} ).popup;
		off.open();
		fireEvent.click( off.el );
		expect( off.isOpen() ).toBe( true );
	} );

	it( 'shows the close button after its delay; it closes and sets the close cookie', () => {
		const { popup } = setup( {
			animation_type: 'none',
			close_button_delay: 2000,
			cookies: [
				{ event: 'on_popup_close', settings: { name: 'pum-5' } },
			],
		} );
		popup.open();
		const close = popup.el.querySelector< HTMLElement >(
			'.vitrina-popup__close'
		)!;
		expect( close.hidden ).toBe( true );
		vi.advanceTimersByTime( 2000 );
		expect( close.hidden ).toBe( false );
		fireEvent.click( close );
		expect( popup.isOpen() ).toBe( false );
		expect( hasCookie( 'pum-5' ) ).toBe( true );
	} );

	it( 'is not opened twice, nor when prevented, nor on an excluded device', () => {
		const { popup, beacons } = setup( { animation_type: 'none' } );
		expect( popup.open() ).toBe( true );
		expect( popup.open() ).toBe( false );
		expect( beacons ).toEqual( [ [ 'open', 5 ] ] );
		popup.close();

		popup.el.addEventListener(
			'vitrina:popup:beforeopen',
			( e ) => e.preventDefault(),
			{ once: true }
		);
		expect( popup.open() ).toBe( false );
		popup.el.dataset.preventOpen = '';
		expect( popup.open() ).toBe( false );
		delete popup.el.dataset.preventOpen;

		const narrow = setup( {
			animation_type: 'none',
			disable_on_mobile: true,
		} ).popup;
		vi.spyOn( window, 'innerWidth', 'get' ).mockReturnValue( 375 );
		( narrow as unknown as { host: PopupHost } ).host.context = () => ( {
			...context(),
			width: 375,
		} );
		expect( narrow.open() ).toBe( false );
	} );

	it( 'keeps a popup that must not close, and one whose conditions fail shut', () => {
		const { popup } = setup( { animation_type: 'none' } );
		popup.open();
		popup.el.dataset.preventClose = '';
		expect( popup.close() ).toBe( false );
		delete popup.el.dataset.preventClose;
		expect( popup.close() ).toBe( true );

		const cart = setup( {
			animation_type: 'none',
			conditions: [ [ { target: 'is_cart' } ] ],
		} ).popup;
		expect( cart.open() ).toBe( false );
	} );

	it( 'closes the others unless stackable', () => {
		const { popups } = setup( { animation_type: 'none' }, [ 5, 6 ] );
		popups[ 0 ].open();
		popups[ 1 ].open();
		expect( popups[ 0 ].isOpen() ).toBe( false );
		expect( popups[ 1 ].isOpen() ).toBe( true );

		const stack = setup(
			{ animation_type: 'none', stackable: true },
			[ 7, 8 ]
		).popups;
		stack[ 0 ].open();
		stack[ 1 ].open();
		expect( stack[ 0 ].isOpen() ).toBe( true );
	} );

	it( 'closes after a form submission, the delay in seconds', () => {
		const { popup } = setup( {
			animation_type: 'none',
			close_on_form_submission: true,
			close_on_form_submission_delay: 3,
		} );
		popup.open();
		popup.closeAfterForm();
		vi.advanceTimersByTime( 2999 );
		expect( popup.isOpen() ).toBe( true );
		vi.advanceTimersByTime( 1 );
		expect( popup.isOpen() ).toBe( false );
	} );

	it( 'opens on its delayed trigger unless a cookie suppresses it', () => {
		const { popup } = setup( {
			animation_type: 'none',
			triggers: [
				{
					type: 'auto_open',
					settings: { delay: 1500, cookie_name: [ 'pum-5' ] },
				},
			],
			cookies: [
				{ event: 'on_popup_close', settings: { name: 'pum-5' } },
			],
		} );
		wireTriggers( popup, false );
		vi.advanceTimersByTime( 1499 );
		expect( popup.isOpen() ).toBe( false );
		vi.advanceTimersByTime( 1 );
		expect( popup.isOpen() ).toBe( true );
		popup.close();
		const again = setup( {
			animation_type: 'none',
			triggers: [
				{
					type: 'auto_open',
					settings: { delay: 10, cookie_name: [ 'pum-5' ] },
				},
			],
		} ).popup;
		wireTriggers( again, false );
		vi.advanceTimersByTime( 100 );
		expect( again.isOpen() ).toBe( false );
	} );

	it( 'opens from its link, keeping the link from navigating, and from a form', () => {
		const { popup } = setup( {
			animation_type: 'none',
			triggers: [
				{ type: 'click_open', settings: {} },
				{
					type: 'form_submission',
					settings: { form: 'cf7_any', delay: 0 },
				},
			],
		} );
		document.body.insertAdjacentHTML(
			'beforeend',
			'<a id="l" href="/x/#popmake-5">Подписка</a>'
		);
		const stop = wireTriggers( popup, false );
		const link = document.getElementById( 'l' )!;
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( popup.isOpen() ).toBe( true );
		popup.close();
		document.dispatchEvent(
			new CustomEvent( FORM_SUCCESS, {
				detail: { formProvider: 'cf7', formId: 1 },
			} )
		);
		vi.advanceTimersByTime( 0 );
		expect( popup.isOpen() ).toBe( true );
		stop();
	} );

	it( 'holds a link click made before the shopper state arrives, and opens once it does', async () => {
		const { popup } = setup( {
			animation_type: 'none',
			triggers: [ { type: 'click_open', settings: {} } ],
		} );
		document.body.insertAdjacentHTML(
			'beforeend',
			'<a id="l" href="#popmake-5">Подписка</a>'
		);
		let arrive = () => {};
		const ready = new Promise< void >( ( resolve ) => {
			arrive = resolve;
		} );
		const stop = wireTriggers( popup, false, ready );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document.getElementById( 'l' )!.dispatchEvent( click );
		// The link does not navigate; the popup waits for the state.
		expect( click.defaultPrevented ).toBe( true );
		expect( popup.isOpen() ).toBe( false );
		arrive();
		await ready;
		await Promise.resolve();
		expect( popup.isOpen() ).toBe( true );
		stop();
	} );

	it( 'counts an auto_open delay from the start, not from the state', async () => {
		const { popup } = setup( {
			animation_type: 'none',
			triggers: [ { type: 'auto_open', settings: { delay: 100 } } ],
		} );
		let arrive = () => {};
		const ready = new Promise< void >( ( resolve ) => {
			arrive = resolve;
		} );
		wireTriggers( popup, false, ready );
		vi.advanceTimersByTime( 100 );
		expect( popup.isOpen() ).toBe( false );
		arrive();
		await ready;
		await Promise.resolve();
		expect( popup.isOpen() ).toBe( true );
	} );

	it( 'warns about unknown triggers; admin_debug opens only for editors', () => {
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const { popup } = setup( {
			animation_type: 'none',
			triggers: [ { type: 'on_scroll' }, { type: 'admin_debug' } ],
		} );
		wireTriggers( popup, false );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'on_scroll' )
		);
		expect( popup.isOpen() ).toBe( false );
		wireTriggers( popup, true );
		expect( popup.isOpen() ).toBe( true );
	} );
} );

describe( 'popup beacons', () => {
	const settings = {
		ajaxUrl: 'https://shop.test/wp-admin/admin-ajax.php',
		analyticsUrl: 'https://shop.test/wp-json/vitrina/v1/analytics',
		tracking: true,
	};

	it( 'go to the route, or to admin-ajax without it, with a cache-buster', () => {
		expect( beaconUrl( settings, 'open', 5, 123 ) ).toBe(
			'https://shop.test/wp-json/vitrina/v1/analytics?event=open&pid=5&_cache=123'
		);
		expect(
			beaconUrl( { ...settings, analyticsUrl: '' }, 'conversion', 5, 9 )
		).toBe(
			'https://shop.test/wp-admin/admin-ajax.php?action=pum_analytics&event=conversion&pid=5&_cache=9'
		);
	} );

	it( 'are not sent when tracking is off or the page is a single popup', () => {
		const made: string[] = [];
		class FakeImage {
			set src( value: string ) {
				made.push( value );
			}
		}
		vi.stubGlobal( 'Image', FakeImage );
		expect( sendBeacon( settings, 'open', 5 ) ).toBe( true );
		expect(
			sendBeacon( { ...settings, tracking: false }, 'open', 5 )
		).toBe( false );
		document.body.classList.add( 'single-popup' );
		expect( sendBeacon( settings, 'open', 5 ) ).toBe( false );
		document.body.classList.remove( 'single-popup' );
		expect( made ).toHaveLength( 1 );
		expect( made[ 0 ] ).toContain( 'event=open&pid=5&_cache=' );
		vi.unstubAllGlobals();
	} );
} );

describe( 'popup reposition and sound', () => {
	afterEach( () => {
		vi.useRealTimers();
		vi.restoreAllMocks();
		vi.unstubAllGlobals();
	} );

	it( 'repositions 25 ms after resizing, at most every 500 ms', async () => {
		const { onResize } = await import( '../../../src/popups/popup' );
		vi.useFakeTimers();
		const work = vi.fn();
		const handler = onResize( work );
		handler();
		vi.advanceTimersByTime( 10 );
		handler();
		vi.advanceTimersByTime( 24 );
		expect( work ).not.toHaveBeenCalled();
		vi.advanceTimersByTime( 1 );
		expect( work ).toHaveBeenCalledTimes( 1 );
		handler();
		vi.advanceTimersByTime( 100 );
		expect( work ).toHaveBeenCalledTimes( 1 );
		vi.advanceTimersByTime( 400 );
		expect( work ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'warns when a sound cannot play or is unknown', async () => {
		const { playSound } = await import( '../../../src/popups/sound' );
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		class FailingAudio {
			play() {
				return Promise.reject( new Error( 'NotAllowedError' ) );
			}
		}
		vi.stubGlobal( 'Audio', FailingAudio );
		playSound( 'custom', 'https://shop.test/ding.mp3' );
		await vi.waitFor( () =>
			expect( warn ).toHaveBeenCalledWith(
				expect.stringContaining( 'could not play' ),
				expect.any( Error )
			)
		);
		playSound( 'trumpet', '' );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'trumpet' )
		);
		vi.stubGlobal( 'AudioContext', undefined );
		playSound( 'beep', '' );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'could not load' ),
			expect.any( Error )
		);
		warn.mockClear();
		playSound( 'none', '' );
		expect( warn ).not.toHaveBeenCalled();
	} );
} );
