import { autoplayState } from '../../../src/carousel/autoplay';
import { initCarousel } from '../../../src/carousel/carousel';
import { reducedMotion } from '../motion';

const base = {
	enabled: true,
	stopped: false,
	hover: false,
	focus: false,
	touch: false,
	hidden: false,
};

describe( 'autoplayState', () => {
	it( 'runs, pauses on hover, focus, touch and hidden tabs, stops when stopped or off', () => {
		expect( autoplayState( base ) ).toBe( 'running' );
		expect( autoplayState( { ...base, hover: true } ) ).toBe( 'paused' );
		expect( autoplayState( { ...base, focus: true } ) ).toBe( 'paused' );
		expect( autoplayState( { ...base, touch: true } ) ).toBe( 'paused' );
		expect( autoplayState( { ...base, hidden: true } ) ).toBe( 'paused' );
		expect( autoplayState( { ...base, stopped: true, hover: true } ) ).toBe(
			'stopped'
		);
		expect( autoplayState( { ...base, enabled: false } ) ).toBe(
			'stopped'
		);
	} );
} );

const markup = ( autoplay: boolean, speed = '' ) => `
<section data-vitrina-carousel data-autoplay="${ autoplay ? 'yes' : 'no' }" data-speed="${ speed }"
	data-label-stop="Stop automatic slide show" data-label-start="Start automatic slide show">
	<button data-vitrina-carousel-toggle hidden>||</button>
	<button data-vitrina-carousel-prev hidden>‹</button>
	<button data-vitrina-carousel-next hidden>›</button>
	<ul data-vitrina-carousel-track>
		<li class="product"><a href="/a/">A</a></li><li class="product"><a href="/b/">B</a></li><li class="product"><a href="/c/">C</a></li>
	</ul>
</section>`;

/**
 * jsdom has no layout: give the track a width and a scroll position.
 * @param track
 */
function layout( track: HTMLElement ) {
	let left = 0;
	Object.defineProperty( track, 'clientWidth', { value: 300 } );
	Object.defineProperty( track, 'scrollWidth', { value: 900 } );
	Object.defineProperty( track, 'scrollLeft', {
		get: () => left,
		set: ( v: number ) => ( left = v ),
		configurable: true,
	} );
	const calls: ScrollToOptions[] = [];
	track.scrollTo = ( ( options: ScrollToOptions ) => {
		calls.push( options );
		left = Math.max( 0, Math.min( 600, options.left ?? 0 ) );
		track.dispatchEvent( new Event( 'scroll' ) );
	} ) as typeof track.scrollTo;
	return calls;
}

function setup( autoplay: boolean, speed = '' ) {
	document.body.innerHTML = markup( autoplay, speed );
	const root = document.querySelector(
		'[data-vitrina-carousel]'
	) as HTMLElement;
	const track = root.querySelector( 'ul' ) as HTMLElement;
	const calls = layout( track );
	const handle = initCarousel( root );
	return { root, track, calls, handle: handle! };
}

describe( 'content carousel', () => {
	beforeEach( () => {
		vi.useFakeTimers();
		reducedMotion( false );
	} );
	afterEach( () => vi.useRealTimers() );

	it( 'keeps the products a list and scrolls a page at a time with the buttons and arrow keys', () => {
		const { root, track, calls, handle } = setup( false );
		// A list of the products, each a plain list item (its own content is
		// what a screen reader reads, with its place in the list).
		expect( track ).toHaveAttribute( 'role', 'list' );
		const slides = track.querySelectorAll( 'li' );
		expect( slides ).toHaveLength( 3 );
		for ( const slide of slides ) {
			expect( slide ).not.toHaveAttribute( 'role' );
			expect( slide ).not.toHaveAttribute( 'aria-label' );
		}
		const prev = root.querySelector(
			'[data-vitrina-carousel-prev]'
		) as HTMLButtonElement;
		const next = root.querySelector(
			'[data-vitrina-carousel-next]'
		) as HTMLButtonElement;
		expect( next ).toBeVisible();
		expect( prev ).toBeDisabled();
		next.click();
		expect( calls.at( -1 ) ).toEqual( { left: 300, behavior: 'smooth' } );
		expect( prev ).not.toBeDisabled();
		root.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } )
		);
		expect( track.scrollLeft ).toBe( 600 );
		expect( next ).toBeDisabled();
		root.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowLeft', bubbles: true } )
		);
		expect( track.scrollLeft ).toBe( 300 );
		expect( handle.state() ).toBe( 'stopped' );
		// No autoplay: changes are announced.
		expect( track ).toHaveAttribute( 'aria-live', 'polite' );
		handle.destroy();
	} );

	it( 'autoplays every 5000 ms by default, wrapping, paused on hover and hidden tabs', () => {
		const { root, track, handle } = setup( true );
		expect( handle.state() ).toBe( 'running' );
		expect( track ).toHaveAttribute( 'aria-live', 'off' );
		vi.advanceTimersByTime( 4999 );
		expect( track.scrollLeft ).toBe( 0 );
		vi.advanceTimersByTime( 1 );
		expect( track.scrollLeft ).toBe( 300 );

		root.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( handle.state() ).toBe( 'paused' );
		vi.advanceTimersByTime( 20000 );
		expect( track.scrollLeft ).toBe( 300 );
		root.dispatchEvent( new MouseEvent( 'mouseleave' ) );

		Object.defineProperty( document, 'visibilityState', {
			value: 'hidden',
			configurable: true,
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( handle.state() ).toBe( 'paused' );
		Object.defineProperty( document, 'visibilityState', {
			value: 'visible',
			configurable: true,
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( handle.state() ).toBe( 'running' );

		vi.advanceTimersByTime( 10000 );
		// 300 → 600 (end) → wraps to 0.
		expect( track.scrollLeft ).toBe( 0 );
		handle.destroy();
	} );

	it( 'pauses on touch and focus, and stops with its button', () => {
		const { root, handle } = setup( true, '3000' );
		root.dispatchEvent( new Event( 'touchstart' ) );
		expect( handle.state() ).toBe( 'paused' );
		root.dispatchEvent( new Event( 'touchend' ) );
		expect( handle.state() ).toBe( 'running' );
		( root.querySelector( 'a' ) as HTMLElement ).focus();
		expect( handle.state() ).toBe( 'paused' );
		( root.querySelector( 'a' ) as HTMLElement ).blur();
		expect( handle.state() ).toBe( 'running' );

		const toggle = root.querySelector(
			'[data-vitrina-carousel-toggle]'
		) as HTMLButtonElement;
		expect( toggle ).toHaveAttribute(
			'aria-label',
			'Stop automatic slide show'
		);
		toggle.click();
		expect( handle.state() ).toBe( 'stopped' );
		expect( toggle ).toHaveAttribute(
			'aria-label',
			'Start automatic slide show'
		);
		toggle.click();
		expect( handle.state() ).toBe( 'running' );
		handle.destroy();
	} );

	it( 'with reduced motion does not autoplay and does not animate', () => {
		reducedMotion( true );
		const { root, calls, handle } = setup( true );
		expect( handle.state() ).toBe( 'stopped' );
		(
			root.querySelector(
				'[data-vitrina-carousel-next]'
			) as HTMLButtonElement
		 ).click();
		expect( calls.at( -1 )?.behavior ).toBe( 'auto' );
		handle.destroy();
	} );
} );
