import { initTooltips, tooltipAllowed } from '../../../src/header/tooltips';
import { afterFirstInteraction } from '../../../src/header/interaction';
import { hidePreloader } from '../../../src/header/preloader';
import { initLazy } from '../../../src/header/lazy';

function width( w: number ) {
	Object.defineProperty( window, 'innerWidth', {
		value: w,
		configurable: true,
	} );
}

describe( 'tooltips rule', () => {
	it( 'is skipped at 1024 px or less except hints and review-likes items', () => {
		document.body.innerHTML = `
			<button id="plain" data-vitrina-tooltip="Add to wishlist">♥</button>
			<span id="hint" class="vitrina-hint" data-vitrina-tooltip="Why">?</span>
			<div class="vitrina-review-likes"><button id="like" data-vitrina-tooltip="Useful">+</button></div>`;
		const el = ( id: string ) => document.getElementById( id ) as Element;
		expect( tooltipAllowed( el( 'plain' ), 1025 ) ).toBe( true );
		expect( tooltipAllowed( el( 'plain' ), 1024 ) ).toBe( false );
		expect( tooltipAllowed( el( 'hint' ), 1024 ) ).toBe( true );
		expect( tooltipAllowed( el( 'like' ), 375 ) ).toBe( true );
	} );

	it( 'shows on hover and touch, described by the tooltip, hides on leave and Escape', () => {
		document.body.innerHTML = `<button id="b" data-vitrina-tooltip="Compare">⇄</button><p id="p">x</p>`;
		width( 1280 );
		const off = initTooltips();
		const button = document.getElementById( 'b' ) as HTMLElement;
		const tip = () =>
			document.querySelector( '[role="tooltip"]' ) as HTMLElement;
		button.dispatchEvent(
			new MouseEvent( 'mouseover', { bubbles: true } )
		);
		expect( tip() ).toBeVisible();
		expect( tip() ).toHaveTextContent( 'Compare' );
		expect( button ).toHaveAttribute( 'aria-describedby', tip().id );
		button.dispatchEvent( new MouseEvent( 'mouseout', { bubbles: true } ) );
		expect( tip() ).not.toBeVisible();

		width( 800 );
		button.dispatchEvent( new Event( 'touchstart', { bubbles: true } ) );
		expect( tip() ).not.toBeVisible();
		width( 1280 );
		button.dispatchEvent( new Event( 'touchstart', { bubbles: true } ) );
		expect( tip() ).toBeVisible();
		button.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( tip() ).not.toBeVisible();
		off();
		expect( tip() ).toBeNull();
		// Stopped: a hover describes nothing any more.
		button.removeAttribute( 'aria-describedby' );
		button.dispatchEvent(
			new MouseEvent( 'mouseover', { bubbles: true } )
		);
		expect( button ).not.toHaveAttribute( 'aria-describedby' );
	} );
} );

describe( 'side effects, preloader, lazy images', () => {
	beforeEach( () => vi.useFakeTimers() );
	afterEach( () => vi.useRealTimers() );

	it( 'runs side effects once, 100 ms after the first interaction', () => {
		const effect = vi.fn();
		afterFirstInteraction( effect );
		vi.advanceTimersByTime( 1000 );
		expect( effect ).not.toHaveBeenCalled();
		window.dispatchEvent( new Event( 'keydown' ) );
		window.dispatchEvent( new Event( 'scroll' ) );
		vi.advanceTimersByTime( 99 );
		expect( effect ).not.toHaveBeenCalled();
		vi.advanceTimersByTime( 1 );
		expect( effect ).toHaveBeenCalledTimes( 1 );
		window.dispatchEvent( new Event( 'pointerdown' ) );
		vi.advanceTimersByTime( 200 );
		expect( effect ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'removes the preloader 200 ms after hiding it', () => {
		document.body.innerHTML =
			'<div class="vitrina-preloader" data-vitrina-preloader></div>';
		const el = document.querySelector(
			'[data-vitrina-preloader]'
		) as HTMLElement;
		hidePreloader( el );
		expect( el ).toHaveClass( 'vitrina-preloader--hiding' );
		vi.advanceTimersByTime( 199 );
		expect( el.isConnected ).toBe( true );
		vi.advanceTimersByTime( 1 );
		expect( el.isConnected ).toBe( false );
	} );

	it( 'loads lazy images near the viewport, with the offset as root margin', () => {
		document.body.innerHTML =
			'<img id="i" src="data:," data-vitrina-lazy-src="/a.jpg" data-vitrina-lazy-srcset="/a.jpg 300w">';
		let callback: IntersectionObserverCallback = () => {};
		const options: IntersectionObserverInit[] = [];
		const observe = vi.fn();
		window.IntersectionObserver = vi.fn( function (
			this: unknown,
			cb: IntersectionObserverCallback,
			init: IntersectionObserverInit
		) {
			callback = cb;
			options.push( init );
			return { observe, unobserve: vi.fn(), disconnect: vi.fn() };
		} ) as unknown as typeof IntersectionObserver;
		const stop = initLazy( 250 );
		expect( options[ 0 ].rootMargin ).toBe( '250px 0px' );
		const img = document.getElementById( 'i' ) as HTMLImageElement;
		expect( observe ).toHaveBeenCalledWith( img );
		callback(
			[
				{
					isIntersecting: true,
					target: img,
				} as unknown as IntersectionObserverEntry,
			],
			{} as IntersectionObserver
		);
		expect( img.getAttribute( 'src' ) ).toBe( '/a.jpg' );
		expect( img.getAttribute( 'srcset' ) ).toBe( '/a.jpg 300w' );
		expect( img ).not.toHaveAttribute( 'data-vitrina-lazy-src' );
		stop();
	} );
} );

describe( 'settings', () => {
	it( 'accepts the server settings and refuses wrong ones', async () => {
		const { checkHeaderSettings } =
			await import( '../../../src/header/settings' );
		const valid = ( raw: unknown ) => checkHeaderSettings( raw ) !== null;
		const good = {
			sticky: true,
			stickyThreshold: 300,
			hideOnScroll: false,
			mobileNav: 'drilldown',
			tooltips: true,
			lazy: false,
			lazyOffset: 0,
			preloader: false,
			afterUse: true,
			dismissLabel: 'Скрыть',
		};
		expect( checkHeaderSettings( { ...good, extra: 1 } ) ).toEqual( good );
		expect( valid( { ...good, mobileNav: 'x' } ) ).toBe( false );
		expect( valid( { ...good, sticky: 'yes' } ) ).toBe( false );
		expect( valid( { ...good, afterUse: undefined } ) ).toBe( false );
		expect( valid( { ...good, lazyOffset: null } ) ).toBe( false );
		expect( valid( { ...good, lazyOffset: Infinity } ) ).toBe( false );
		expect( valid( { ...good, stickyThreshold: undefined } ) ).toBe(
			false
		);
		expect( valid( null ) ).toBe( false );
	} );
} );
