/**
 * The shopper's-signal triggers (exit intent, scroll depth, time on site),
 * the plain frequency caps and the consent gate of marketing popups.
 */
import { fireEvent } from '@testing-library/dom';
import { wireTriggers, timeLeft } from '../../../src/popups/triggers';
import { sendBeacon } from '../../../src/popups/analytics';
import { FREQUENCY_KEY, seen } from '../../../src/popups/frequency';
import { POPUPS } from '../../../src/popups/constants';
import { CONSENT_CHANGE, hasConsent } from '@runtime/consent';
import { clearCookies, setup } from './fixtures';

const DAY = 86400000;

/**
 * A consent plugin's API on the window.
 *
 * @param granted The categories granted.
 */
function consentPlugin( granted: string[] ) {
	( window as unknown as Record< string, unknown > ).wp_has_consent = (
		category: string
	) => granted.includes( category );
	return {
		grant( category: string ) {
			granted.push( category );
			document.dispatchEvent(
				new CustomEvent( CONSENT_CHANGE, {
					detail: { [ category ]: 'allow' },
				} )
			);
		},
	};
}

function pointer( coarse: boolean ) {
	vi.stubGlobal( 'matchMedia', ( query: string ) => ( {
		matches: coarse && query === '(pointer: coarse)',
		addEventListener: () => undefined,
		removeEventListener: () => undefined,
	} ) );
}

function scrollTo( y: number, height = 3000 ) {
	Object.defineProperty( document.documentElement, 'scrollHeight', {
		configurable: true,
		value: height,
	} );
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		value: y,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

describe( 'signal triggers', () => {
	beforeEach( () => {
		vi.useFakeTimers();
		clearCookies();
		window.localStorage.clear();
		window.sessionStorage.clear();
		scrollTo( 0 );
	} );
	afterEach( () => {
		vi.useRealTimers();
		vi.unstubAllGlobals();
		delete ( window as unknown as Record< string, unknown > )
			.wp_has_consent;
	} );

	it( 'exit intent: the pointer leaving through the top, once', () => {
		pointer( false );
		const { popup } = setup( {
			animation_type: 'none',
			triggers: [ { type: 'exit_intent' } ],
		} );
		wireTriggers( popup, false );
		// Leaving through the side, or moving between elements: not an exit.
		fireEvent.mouseOut( document, { clientY: 300, relatedTarget: null } );
		fireEvent.mouseOut( document.body, {
			clientY: -1,
			relatedTarget: document.getElementById( 'opener' ),
		} );
		expect( popup.isOpen() ).toBe( false );
		fireEvent.mouseOut( document, { clientY: -2, relatedTarget: null } );
		expect( popup.isOpen() ).toBe( true );
		popup.close();
		fireEvent.mouseOut( document, { clientY: -2, relatedTarget: null } );
		expect( popup.isOpen() ).toBe( false );
	} );

	it( 'exit intent on a touch screen: a fast scroll back up after reading down', () => {
		pointer( true );
		const { popup } = setup( {
			animation_type: 'none',
			triggers: [ { type: 'exit_intent' } ],
		} );
		wireTriggers( popup, false );
		scrollTo( 200 );
		scrollTo( 50 );
		expect( popup.isOpen() ).toBe( false ); // not read far enough down
		scrollTo( 900 );
		vi.advanceTimersByTime( 1000 );
		scrollTo( 880 ); // slow: starts a new measure
		vi.advanceTimersByTime( 100 );
		scrollTo( 700 );
		expect( popup.isOpen() ).toBe( true );
		// The pointer leaving does nothing on a touch screen.
		const other = setup( {
			animation_type: 'none',
			triggers: [ { type: 'exit_intent' } ],
		} ).popup;
		wireTriggers( other, false );
		fireEvent.mouseOut( document, { clientY: -2, relatedTarget: null } );
		expect( other.isOpen() ).toBe( false );
	} );

	it( 'scroll depth: a share of the page, or an element reached', () => {
		const { popup } = setup( {
			animation_type: 'none',
			triggers: [ { type: 'scroll_depth', settings: { percent: 50 } } ],
		} );
		wireTriggers( popup, false );
		// window.innerHeight is 768 in jsdom: the page scrolls 2232 px.
		scrollTo( 1000 );
		expect( popup.isOpen() ).toBe( false );
		scrollTo( 1116 );
		expect( popup.isOpen() ).toBe( true );

		const observed: IntersectionObserverCallback[] = [];
		vi.stubGlobal(
			'IntersectionObserver',
			class {
				constructor( callback: IntersectionObserverCallback ) {
					observed.push( callback );
				}
				observe() {}
				disconnect() {}
			}
		);
		const byElement = setup( {
			animation_type: 'none',
			triggers: [
				{ type: 'scroll_depth', settings: { selector: '#opener' } },
			],
		} ).popup;
		wireTriggers( byElement, false );
		expect( observed ).toHaveLength( 1 );
		observed[ 0 ](
			[ { isIntersecting: true } as IntersectionObserverEntry ],
			{} as IntersectionObserver
		);
		expect( byElement.isOpen() ).toBe( true );
	} );

	it( 'time on site: counted from the visit’s first page', () => {
		const now = 1_000_000;
		expect( timeLeft( 30, now ) ).toBe( 30000 );
		expect( window.sessionStorage.getItem( POPUPS.visitKey ) ).toBe(
			String( now )
		);
		expect( timeLeft( 30, now + 25000 ) ).toBe( 5000 );
		expect( timeLeft( 30, now + 40000 ) ).toBe( 0 );

		window.sessionStorage.clear();
		const { popup } = setup( {
			animation_type: 'none',
			triggers: [ { type: 'time_on_site', settings: { seconds: 20 } } ],
		} );
		wireTriggers( popup, false );
		vi.advanceTimersByTime( 19999 );
		expect( popup.isOpen() ).toBe( false );
		vi.advanceTimersByTime( 1 );
		expect( popup.isOpen() ).toBe( true );
	} );

	it( 'caps: at most once every N days', () => {
		const settings = {
			animation_type: 'none',
			frequency_days: 2,
		};
		const { popup } = setup( settings );
		expect( popup.open() ).toBe( true );
		popup.close();
		expect( popup.open() ).toBe( false );
		vi.setSystemTime( Date.now() + 2 * DAY );
		expect( popup.open() ).toBe( true );
		expect( seen( 5 ).shown ).toBe( 2 );
	} );

	it( 'caps: at most N times, and never after its form is sent', () => {
		const { popup } = setup( {
			animation_type: 'none',
			frequency_times: 2,
		} );
		expect( popup.open() ).toBe( true );
		popup.close();
		expect( popup.open() ).toBe( true );
		popup.close();
		expect( popup.open() ).toBe( false );
		// An editor's test opening is not capped.
		expect( popup.open( null, true ) ).toBe( true );

		window.localStorage.clear();
		const converting = setup( {
			animation_type: 'none',
			frequency_stop_after_conversion: true,
		} ).popup;
		expect( converting.open() ).toBe( true );
		converting.close();
		converting.converted();
		expect( converting.open() ).toBe( false );
		expect(
			JSON.parse( window.localStorage.getItem( FREQUENCY_KEY )! )
		).toMatchObject( { 5: { converted: true } } );
	} );

	it( 'an uncapped popup writes nothing to the browser’s storage', () => {
		const { popup } = setup( { animation_type: 'none' } );
		expect( popup.open() ).toBe( true );
		popup.close();
		expect( popup.open() ).toBe( true );
		expect( window.localStorage.getItem( FREQUENCY_KEY ) ).toBeNull();
	} );

	it( 'without a consent plugin, everything is allowed', () => {
		expect( hasConsent( 'marketing' ) ).toBe( true );
		const { popup } = setup( { animation_type: 'none', marketing: true } );
		expect( popup.open() ).toBe( true );
	} );

	it( 'a marketing popup waits for marketing consent; its cookie and beacon too', () => {
		const plugin = consentPlugin( [ 'functional' ] );
		const { popup, beacons } = setup( {
			animation_type: 'none',
			marketing: true,
			triggers: [ { type: 'auto_open', settings: { delay: 100 } } ],
			cookies: [
				{ event: 'on_popup_open', settings: { name: 'pum-5' } },
			],
		} );
		wireTriggers( popup, false );
		vi.advanceTimersByTime( 200 );
		expect( popup.isOpen() ).toBe( false );
		expect( document.cookie ).not.toContain( 'pum-5' );
		expect( beacons ).toHaveLength( 0 );
		plugin.grant( 'marketing' );
		expect( popup.isOpen() ).toBe( true );
		expect( document.cookie ).toContain( 'pum-5' );
	} );

	it( 'a popup that is not marketing opens without consent', () => {
		consentPlugin( [] );
		const { popup } = setup( {
			animation_type: 'none',
			triggers: [ { type: 'auto_open', settings: { delay: 10 } } ],
		} );
		wireTriggers( popup, false );
		vi.advanceTimersByTime( 10 );
		expect( popup.isOpen() ).toBe( true );
	} );

	it( 'no analytics beacon without consent to anonymous statistics', () => {
		const made: string[] = [];
		vi.stubGlobal(
			'Image',
			class {
				set src( value: string ) {
					made.push( value );
				}
			}
		);
		const settings = {
			ajaxUrl: '/wp-admin/admin-ajax.php',
			analyticsUrl: '',
			tracking: true,
		};
		const plugin = consentPlugin( [] );
		expect( sendBeacon( settings, 'open', 5 ) ).toBe( false );
		plugin.grant( 'statistics-anonymous' );
		expect( sendBeacon( settings, 'open', 5 ) ).toBe( true );
		expect( made ).toHaveLength( 1 );
	} );
} );
