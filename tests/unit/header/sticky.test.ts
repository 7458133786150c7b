import { CLASSES, headerState, initSticky } from '../../../src/header/sticky';
import { HEADER } from '../../../src/header/constants';

function scrollWindowTo( y: number ) {
	Object.defineProperty( window, 'scrollY', {
		value: y,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
	vi.advanceTimersByTime( 20 );
}

describe( 'headerState', () => {
	it( 'sticks past the threshold setting, 300 px when it gives none', () => {
		expect( headerState( 300, 0, 0, false ).sticked ).toBe( false );
		expect( headerState( 301, 0, 0, false ).sticked ).toBe( true );
		expect( headerState( 150, 0, 100, false ) ).toEqual( {
			sticked: true,
			direction: null,
		} );
		expect( headerState( 100, 0, 100, false ).sticked ).toBe( false );
	} );

	it( 'in hide-on-scroll mode sticks past 500 px and gives the direction past 100 px', () => {
		expect( headerState( 100, 50, 300, true ) ).toEqual( {
			sticked: false,
			direction: null,
		} );
		expect( headerState( 200, 150, 300, true ) ).toEqual( {
			sticked: false,
			direction: 'down',
		} );
		expect( headerState( 501, 400, 300, true ) ).toEqual( {
			sticked: true,
			direction: 'down',
		} );
		expect( headerState( 600, 700, 300, true ) ).toEqual( {
			sticked: true,
			direction: 'up',
		} );
		// No move keeps the last direction.
		expect(
			headerState( 600, 600, 300, true, {
				sticked: true,
				direction: 'up',
			} ).direction
		).toBe( 'up' );
		expect( HEADER.scrollStickThreshold ).toBe( 500 );
	} );
} );

describe( 'initSticky', () => {
	beforeEach( () => {
		vi.useFakeTimers( {
			toFake: [ 'requestAnimationFrame', 'cancelAnimationFrame' ],
		} );
		document.body.className = '';
		document.body.innerHTML =
			'<header id="masthead">Shop</header><main></main>';
		scrollWindowTo( 0 );
	} );
	afterEach( () => vi.useRealTimers() );

	const header = () => document.getElementById( 'masthead' ) as HTMLElement;

	it( 'toggles the sticked class and keeps a placeholder in the flow', () => {
		const off = initSticky( header(), 300, false );
		expect( header() ).not.toHaveClass( CLASSES.sticked );
		expect(
			document.querySelector( '.vitrina-header-placeholder' )
		).not.toBeNull();
		scrollWindowTo( 301 );
		expect( header() ).toHaveClass( CLASSES.sticked );
		scrollWindowTo( 10 );
		expect( header() ).not.toHaveClass( CLASSES.sticked );
		off();
		expect(
			document.querySelector( '.vitrina-header-placeholder' )
		).toBeNull();
	} );

	it( 'shows scroll-down and scroll-up classes in hide-on-scroll mode', () => {
		initSticky( header(), 300, true );
		expect( header() ).toHaveClass( 'vitrina-header--hide-on-scroll' );
		scrollWindowTo( 600 );
		expect( header() ).toHaveClass( CLASSES.sticked, CLASSES.down );
		scrollWindowTo( 550 );
		expect( header() ).toHaveClass( CLASSES.up );
		expect( header() ).not.toHaveClass( CLASSES.down );
		scrollWindowTo( 50 );
		expect( header() ).not.toHaveClass( CLASSES.up );
		expect( header() ).not.toHaveClass( CLASSES.sticked );
	} );

	it( 'sits 32 px down under the admin bar', () => {
		document.body.classList.add( 'admin-bar' );
		initSticky( header(), 300, false );
		expect(
			header().style.getPropertyValue( '--vitrina-header-offset' )
		).toBe( '32px' );
	} );
} );
