import { fireEvent, screen } from '@testing-library/dom';
import { initScrollToTop } from '../../../src/header/scroll-to-top';
import { SCROLL_TO_TOP } from '../../../src/header/constants';
import { reducedMotion } from '../motion';

function scrollWindowTo( y: number ) {
	Object.defineProperty( window, 'scrollY', {
		value: y,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

const button = () =>
	document.querySelector( 'button.vitrina-scroll-top' ) as HTMLButtonElement;

let stop = () => {};

/** The server's markup (templates/header/scroll-to-top.php), wired. */
function mount() {
	document.body.insertAdjacentHTML(
		'beforeend',
		'<div data-vitrina-island="header"><button type="button" class="vitrina-scroll-top" aria-label="Scroll to top" hidden></button></div>'
	);
	stop = initScrollToTop( button() );
}

async function settle( work: () => unknown ) {
	await work();
	await Promise.resolve();
}

describe( 'ScrollToTop', () => {
	beforeEach( () => {
		vi.useFakeTimers( {
			toFake: [
				'setTimeout',
				'clearTimeout',
				'requestAnimationFrame',
				'cancelAnimationFrame',
				'performance',
			],
		} );
		scrollWindowTo( 0 );
	} );
	afterEach( () => {
		stop();
		document.body.innerHTML = '';
		vi.useRealTimers();
	} );

	it( 'is hidden until the page is scrolled more than the threshold', () => {
		mount();
		expect( button() ).not.toBeVisible();

		scrollWindowTo( SCROLL_TO_TOP.threshold );
		vi.advanceTimersByTime( 20 );
		expect( button() ).not.toBeVisible();

		scrollWindowTo( SCROLL_TO_TOP.threshold + 1 );
		vi.advanceTimersByTime( 20 );
		expect(
			screen.getByRole( 'button', { name: 'Scroll to top' } )
		).toBeVisible();
		expect( button() ).toHaveClass( 'vitrina-scroll-top--visible' );

		scrollWindowTo( 10 );
		vi.advanceTimersByTime( 20 );
		expect( button() ).not.toBeVisible();
	} );

	it( 'scrolls to the top at once with reduced motion, and moves focus to the page', async () => {
		reducedMotion( true );
		const page = document.createElement( 'div' );
		page.id = 'page';
		document.body.appendChild( page );
		const scrollTo = vi
			.spyOn( window, 'scrollTo' )
			.mockImplementation( () => {} );
		scrollWindowTo( 500 );
		mount();
		await settle( async () => {
			fireEvent.click( button() );
		} );
		expect( scrollTo ).toHaveBeenCalledTimes( 1 );
		expect( scrollTo ).toHaveBeenCalledWith( 0, 0 );
		expect( page.ownerDocument.activeElement ).toBe( page );
	} );

	it( 'animates the scroll over the configured duration otherwise', async () => {
		reducedMotion( false );
		const positions: number[] = [];
		vi.spyOn( window, 'scrollTo' ).mockImplementation( ( (
			_x: number,
			y: number
		) => {
			positions.push( y );
		} ) as typeof window.scrollTo );
		scrollWindowTo( 800 );
		mount();
		await settle( async () => {
			fireEvent.click( button() );
		} );
		await settle( async () => {
			vi.advanceTimersByTime( SCROLL_TO_TOP.duration / 2 );
		} );
		const halfway = positions.at( -1 ) as number;
		expect( halfway ).toBeGreaterThan( 0 );
		expect( halfway ).toBeLessThan( 800 );
		await settle( async () => {
			vi.advanceTimersByTime( SCROLL_TO_TOP.duration / 2 + 50 );
		} );
		expect( positions.at( -1 ) ).toBe( 0 );
		expect( positions.length ).toBeGreaterThan( 10 );
		expect( [ ...positions ].sort( ( a, b ) => b - a ) ).toEqual(
			positions
		);
	} );
} );
