import { initMobileNav, type Layout } from '../../../src/header/mobile-nav';
import { MOBILE_NAV } from '../../../src/header/constants';

const markup = ( layout: Layout ) => `
<button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false">Menu</button>
<div id="vitrina-mobile-nav" data-vitrina-mobile-nav data-layout="${ layout }"
	data-label-open="Open submenu: %s" data-label-back="Back" data-label-back-from="Back from %s" hidden>
	<div class="vitrina-mobile-nav__overlay" data-vitrina-mobile-nav-close></div>
	<div class="vitrina-mobile-nav__panel" role="dialog" aria-modal="true" aria-label="Menu" tabindex="-1">
		<button type="button" class="vitrina-mobile-nav__close" data-vitrina-mobile-nav-close aria-label="Close menu">x</button>
		${
			layout === 'tab'
				? `<div role="tablist">
			<button type="button" role="tab" id="tab-menu" aria-selected="true" aria-controls="vitrina-mobile-nav-menu" data-vitrina-mobile-nav-tab>Menu</button>
			<button type="button" role="tab" id="tab-cats" aria-selected="false" aria-controls="vitrina-mobile-nav-categories" tabindex="-1" data-vitrina-mobile-nav-tab>Categories</button>
		</div>`
				: ''
		}
		<nav id="vitrina-mobile-nav-menu"><ul>
			<li id="kitchen"><a href="/kitchen/">Kitchen</a>
				<ul class="sub-menu"><li><a id="pans" href="/pans/">Pans</a></li></ul>
			</li>
			<li><a id="about" href="/about/">About</a></li>
		</ul></nav>
		${
			layout === 'tab'
				? '<nav id="vitrina-mobile-nav-categories" hidden><ul><li><a id="cat" href="/c/">Cups</a></li></ul></nav>'
				: ''
		}
	</div>
</div>`;

const $ = < T extends HTMLElement = HTMLElement >( selector: string ) =>
	document.querySelector( selector ) as T;
const active = () => $( 'body' ).ownerDocument.activeElement;
const key = ( el: Element, name: string, shiftKey = false ) =>
	el.dispatchEvent(
		new KeyboardEvent( 'keydown', { key: name, shiftKey, bubbles: true } )
	);

function setup( layout: Layout ) {
	document.body.innerHTML = markup( layout );
	return initMobileNav( $( '[data-vitrina-mobile-nav]' ), layout );
}

describe( 'mobile navigation', () => {
	let nav: ReturnType< typeof initMobileNav >;
	afterEach( () => nav.destroy() );

	it( "takes over the theme's menu toggle, traps focus, closes on Escape and returns focus", () => {
		nav = setup( 'dropdown' );
		const toggle = $( '#site-navigation-menu-toggle' );
		expect( toggle ).toHaveAttribute(
			'aria-controls',
			'vitrina-mobile-nav'
		);
		toggle.focus();
		toggle.click();
		expect( nav.isOpen() ).toBe( true );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( document.body ).toHaveClass( 'vitrina-mobile-nav-open' );
		expect( active() ).toBe( $( '.vitrina-mobile-nav__close' ) );

		// Shift+Tab from the first element goes to the last one, Tab back.
		key( $( '.vitrina-mobile-nav__close' ), 'Tab', true );
		expect( active() ).toBe( $( '#about' ) );
		key( $( '#about' ), 'Tab' );
		expect( active() ).toBe( $( '.vitrina-mobile-nav__close' ) );

		key( $( '.vitrina-mobile-nav__close' ), 'Escape' );
		expect( nav.isOpen() ).toBe( false );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( active() ).toBe( toggle );
	} );

	it( 'closes on its close button, the overlay, the close event and a page transition', () => {
		nav = setup( 'dropdown' );
		nav.open();
		$( '.vitrina-mobile-nav__close' ).click();
		expect( nav.isOpen() ).toBe( false );
		nav.open();
		$( '.vitrina-mobile-nav__overlay' ).click();
		expect( nav.isOpen() ).toBe( false );
		nav.open();
		document.dispatchEvent( new Event( MOBILE_NAV.closeEvent ) );
		expect( nav.isOpen() ).toBe( false );
		nav.open();
		window.dispatchEvent( new Event( 'pagehide' ) );
		expect( nav.isOpen() ).toBe( false );
		nav.open();
		const link = $( '#about' );
		link.addEventListener( 'click', ( event ) => event.preventDefault() );
		link.click();
		expect( nav.isOpen() ).toBe( false );
	} );

	it( 'dropdown: a toggle opens the submenu in place', () => {
		nav = setup( 'dropdown' );
		nav.open();
		const toggle = $( '#kitchen > .vitrina-mobile-nav__toggle' );
		expect( toggle ).toHaveAttribute(
			'aria-label',
			'Open submenu: Kitchen'
		);
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( $( '.vitrina-mobile-nav__back' ) ).toBeNull();
		toggle.click();
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( $( '#kitchen > ul' ) ).toHaveClass( 'is-open' );
		expect( $( '#kitchen' ).parentElement ).not.toHaveClass( 'is-drilled' );
		toggle.click();
		expect( $( '#kitchen > ul' ) ).not.toHaveClass( 'is-open' );
	} );

	it( 'drilldown: moving into a submenu hides the parent list, the back link returns', () => {
		nav = setup( 'drilldown' );
		nav.open();
		const toggle = $( '#kitchen > .vitrina-mobile-nav__toggle' );
		toggle.click();
		const back = $( '#kitchen .vitrina-mobile-nav__back button' );
		expect( back ).toHaveTextContent( 'Back' );
		expect( back ).toHaveAttribute( 'aria-label', 'Back from Kitchen' );
		expect( $( '#kitchen' ).parentElement ).toHaveClass( 'is-drilled' );
		expect(
			$(
				'#kitchen .vitrina-mobile-nav__back .vitrina-mobile-nav__current'
			)
		).toHaveAttribute( 'href', '/kitchen/' );
		expect( active() ).toBe( back );
		back.click();
		expect( $( '#kitchen' ).parentElement ).not.toHaveClass( 'is-drilled' );
		expect( $( '#kitchen > ul' ) ).not.toHaveClass( 'is-open' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( active() ).toBe( toggle );
	} );

	it( 'tab: the tab switch makes one tab and its menu active, arrows move between tabs', () => {
		nav = setup( 'tab' );
		nav.open();
		const cats = $( '#tab-cats' );
		cats.click();
		expect( cats ).toHaveAttribute( 'aria-selected', 'true' );
		expect( $( '#tab-menu' ) ).toHaveAttribute( 'aria-selected', 'false' );
		expect( $( '#vitrina-mobile-nav-categories' ) ).not.toHaveAttribute(
			'hidden'
		);
		expect( $( '#vitrina-mobile-nav-menu' ) ).toHaveAttribute( 'hidden' );
		key( cats, 'ArrowRight' );
		expect( $( '#tab-menu' ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( active() ).toBe( $( '#tab-menu' ) );
		expect( $( '#vitrina-mobile-nav-menu' ) ).not.toHaveAttribute(
			'hidden'
		);
	} );

	it( 'on a block theme: takes the Navigation block overlay’s place, listing the block’s menu with its submenus', () => {
		// The Navigation block's markup (core/navigation with a submenu, a
		// submenu opened on click and a page list), and the panel's empty
		// list printed for a block theme.
		document.body.innerHTML = `
		<header class="wp-block-template-part"><nav class="wp-block-navigation">
			<button class="wp-block-navigation__responsive-container-open" aria-haspopup="dialog" aria-label="Open menu">=</button>
			<div class="wp-block-navigation__responsive-container"><div class="wp-block-navigation__responsive-container-content">
				<ul class="wp-block-navigation__container">
					<li class="wp-block-navigation-submenu"><a class="wp-block-navigation-item__content" href="/kitchen/" aria-current="page"><span>Kitchen</span></a><button class="wp-block-navigation-submenu__toggle" aria-label="Kitchen submenu"><svg></svg></button>
						<ul class="wp-block-navigation__submenu-container"><li><a href="/pans/">Pans</a></li></ul></li>
					<li class="wp-block-navigation-submenu"><button class="wp-block-navigation-item__content">Brands</button><span class="wp-block-navigation__submenu-icon"></span>
						<ul class="wp-block-navigation__submenu-container"><li><a href="/brand/">Brand</a></li></ul></li>
					<ul class="wp-block-page-list"><li class="wp-block-pages-list__item"><a href="/about/">About</a></li></ul>
				</ul>
			</div></div>
		</nav></header>
		<div id="vitrina-mobile-nav" data-vitrina-mobile-nav data-label-open="Open submenu: %s" data-label-back="Back" data-label-back-from="Back from %s" hidden>
			<div class="vitrina-mobile-nav__panel" role="dialog" aria-modal="true" aria-label="Menu" tabindex="-1">
				<button type="button" class="vitrina-mobile-nav__close" data-vitrina-mobile-nav-close aria-label="Close menu">x</button>
				<nav id="vitrina-mobile-nav-menu"><ul class="vitrina-mobile-nav__list" data-vitrina-mobile-nav-block></ul></nav>
			</div>
		</div>`;
		const blockOwn = vi.fn();
		const opener = $( '.wp-block-navigation__responsive-container-open' );
		opener.addEventListener( 'click', blockOwn );
		nav = initMobileNav( $( '[data-vitrina-mobile-nav]' ), 'dropdown' );
		const list = $( '[data-vitrina-mobile-nav-block]' );
		const links = () =>
			Array.from( list.querySelectorAll( 'a' ) ).map( ( a ) => [
				a.getAttribute( 'href' ),
				a.textContent,
				a.parentElement!.parentElement === list ? 0 : 1,
			] );
		expect( links() ).toEqual( [
			[ '/kitchen/', 'Kitchen', 0 ],
			[ '/pans/', 'Pans', 1 ],
			[ '/brand/', 'Brand', 1 ],
			[ '/about/', 'About', 0 ],
		] );
		expect( list.querySelector( 'a' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		expect(
			list.querySelector( 'svg, .wp-block-navigation-item__content' )
		).toBeNull();
		expect(
			Array.from(
				list.querySelectorAll( '.vitrina-mobile-nav__toggle' )
			).map( ( b ) => b.getAttribute( 'aria-label' ) )
		).toEqual( [ 'Open submenu: Kitchen', 'Open submenu: Brands' ] );

		// The block's button opens the panel, not the block's overlay.
		opener.focus();
		opener.click();
		expect( nav.isOpen() ).toBe( true );
		expect( blockOwn ).not.toHaveBeenCalled();
		expect( opener ).toHaveAttribute( 'aria-expanded', 'true' );
		key( $( '.vitrina-mobile-nav__close' ), 'Escape' );
		expect( nav.isOpen() ).toBe( false );
		expect( active() ).toBe( opener );
	} );
} );
