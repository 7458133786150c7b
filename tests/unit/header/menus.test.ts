import { CLICK_CLASS, clickMode, initMenus } from '../../../src/header/menus';

const MARKUP = `
<nav class="main-navigation"><ul class="menu">
	<li id="shop" class="menu-item menu-item-has-children vitrina-mega"><a href="/shop/">Shop</a>
		<ul class="sub-menu">
			<li id="pans"><a href="/pans/">Pans</a></li>
			<li id="knives"><a href="/knives/">Knives</a></li>
		</ul>
	</li>
	<li id="about"><a href="/about/">About</a></li>
</ul></nav>
<main><a id="outside" href="/x/">x</a></main>`;

function width( w: number ) {
	Object.defineProperty( window, 'innerWidth', {
		value: w,
		configurable: true,
	} );
}

describe( 'menus', () => {
	let off: () => void;
	beforeEach( () => {
		vi.useFakeTimers();
		document.body.className = '';
		document.body.innerHTML = MARKUP;
	} );
	afterEach( () => {
		off();
		vi.useRealTimers();
	} );

	const shop = () => document.getElementById( 'shop' ) as HTMLElement;
	const shopLink = () => shop().querySelector( 'a' ) as HTMLAnchorElement;

	it( 'opens on click at 1024 px or below: the first click opens, the second follows', () => {
		expect( clickMode( 1024 ) ).toBe( true );
		expect( clickMode( 1025 ) ).toBe( false );
		width( 1024 );
		off = initMenus();
		expect( document.body ).toHaveClass( CLICK_CLASS );
		expect( shopLink() ).toHaveAttribute( 'aria-expanded', 'false' );

		const first = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		shopLink().dispatchEvent( first );
		expect( first.defaultPrevented ).toBe( true );
		expect( shop() ).toHaveClass( 'focus' );
		expect( shopLink() ).toHaveAttribute( 'aria-expanded', 'true' );

		const second = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		shopLink().dispatchEvent( second );
		expect( second.defaultPrevented ).toBe( false );

		document.getElementById( 'outside' )?.click();
		expect( shop() ).not.toHaveClass( 'focus' );
	} );

	it( 'stops listening once stopped: a click follows the link', () => {
		width( 1024 );
		off = initMenus();
		off();
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		shopLink().dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( false );
		expect( shop() ).not.toHaveClass( 'focus' );
		off = () => undefined;
	} );

	it( 'switches between hover and click 300 ms after a resize', () => {
		width( 1280 );
		off = initMenus();
		expect( document.body ).not.toHaveClass( CLICK_CLASS );
		width( 800 );
		window.dispatchEvent( new Event( 'resize' ) );
		vi.advanceTimersByTime( 299 );
		expect( document.body ).not.toHaveClass( CLICK_CLASS );
		vi.advanceTimersByTime( 1 );
		expect( document.body ).toHaveClass( CLICK_CLASS );
	} );

	it( 'is usable by keyboard: focus opens in hover mode, ArrowDown enters, Escape leaves', () => {
		width( 1280 );
		off = initMenus();
		shopLink().focus();
		expect( shop() ).toHaveClass( 'focus' );

		shopLink().dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowDown', bubbles: true } )
		);
		const pans = document.querySelector( '#pans a' ) as HTMLElement;
		expect( shopLink().ownerDocument.activeElement ).toBe( pans );
		expect( shop() ).toHaveClass( 'focus' );

		pans.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( shop() ).not.toHaveClass( 'focus' );
		expect( shopLink().ownerDocument.activeElement ).toBe( shopLink() );

		( document.querySelector( '#about a' ) as HTMLElement ).focus();
		expect( shop() ).not.toHaveClass( 'focus' );
	} );

	it( 'in click mode, focus alone does not open a dropdown but ArrowDown does', () => {
		width( 900 );
		off = initMenus();
		shopLink().focus();
		expect( shop() ).not.toHaveClass( 'focus' );
		shopLink().dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowDown', bubbles: true } )
		);
		expect( shop() ).toHaveClass( 'focus' );
		expect( shopLink().ownerDocument.activeElement ).toBe(
			document.querySelector( '#pans a' )
		);
	} );
} );
