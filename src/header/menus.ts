/**
 * Header menus: dropdowns and mega-menus open on hover above 1024 px and on
 * click at 1024 px or below (the width is re-checked 300 ms after a resize).
 * Keyboard: focus opens a dropdown (Storefront's `focus` class), ArrowDown on
 * a parent opens it and moves into it, Escape closes it and returns to the
 * parent. Replaces the theme's navigation script, so each thing is bound once.
 */
import { ESCAPE, MENUS } from './constants';

export const MENU_SELECTOR =
	'.main-navigation, .secondary-navigation, [data-vitrina-menu]';
export const CLICK_CLASS = 'vitrina-menus--click';
const OPEN = 'focus';

/**
 * Whether menus open on click at this width.
 * @param width
 */
export const clickMode = ( width: number ): boolean =>
	width <= MENUS.clickBelow;

const submenuOf = ( li: Element ): HTMLElement | null =>
	li.querySelector< HTMLElement >( ':scope > ul' );

const linkOf = ( li: Element ): HTMLElement | null =>
	li.querySelector< HTMLElement >( ':scope > a' );

function setOpen( li: Element, open: boolean ) {
	li.classList.toggle( OPEN, open );
	linkOf( li )?.setAttribute( 'aria-expanded', open ? 'true' : 'false' );
}

/**
 * Closes every open item of the menus except the ancestors of an element.
 *
 * @param root   The document.
 * @param except An element whose ancestors stay open.
 */
function closeOthers( root: Document, except: Element | null ) {
	root.querySelectorAll( `:is(${ MENU_SELECTOR }) li.${ OPEN }` ).forEach(
		( li ) => {
			if ( ! except || ! li.contains( except ) ) {
				setOpen( li, false );
			}
		}
	);
}

/**
 * Binds the menus of a document.
 *
 * @param doc The document.
 * @return A function that unbinds them.
 */
export function initMenus( doc: Document = document ): () => void {
	const body = doc.body;
	const navs = Array.from( doc.querySelectorAll( MENU_SELECTOR ) );
	const inMenu = ( el: EventTarget | null ): el is Element =>
		el instanceof Element && navs.some( ( nav ) => nav.contains( el ) );

	navs.forEach( ( nav ) => {
		nav.querySelectorAll( 'li' ).forEach( ( li ) => {
			if ( submenuOf( li ) ) {
				li.classList.add( 'vitrina-menu-parent' );
				linkOf( li )?.setAttribute( 'aria-expanded', 'false' );
			}
		} );
	} );

	// The item Escape just closed stays closed while focus returns to it.
	let closedByEscape: Element | null = null;
	const update = () =>
		body.classList.toggle( CLICK_CLASS, clickMode( window.innerWidth ) );
	update();
	let timer: ReturnType< typeof setTimeout > | undefined;
	const onResize = () => {
		clearTimeout( timer );
		timer = setTimeout( update, MENUS.resizeDebounce );
	};

	const onFocusIn = ( event: FocusEvent ) => {
		const target = event.target;
		if ( ! inMenu( target ) ) {
			closeOthers( doc, null );
			return;
		}
		closeOthers( doc, target );
		let li = target.closest( 'li' );
		while ( li && inMenu( li ) ) {
			// The item holding the focus opens when it has a submenu only
			// in hover mode; a click or ArrowDown opens it otherwise.
			if ( li.contains( target ) && li !== target.closest( 'li' ) ) {
				setOpen( li, true );
			} else if (
				submenuOf( li ) &&
				li !== closedByEscape &&
				! body.classList.contains( CLICK_CLASS )
			) {
				setOpen( li, true );
			}
			li = li.parentElement?.closest( 'li' ) ?? null;
		}
	};

	const onClick = ( event: MouseEvent ) => {
		const target = event.target;
		if ( ! inMenu( target ) ) {
			closeOthers( doc, null );
			return;
		}
		const link = target.closest( 'a' );
		const li = link?.parentElement;
		if ( ! link || ! li || ! submenuOf( li ) ) {
			return;
		}
		if (
			body.classList.contains( CLICK_CLASS ) &&
			! li.classList.contains( OPEN )
		) {
			// The first click opens the dropdown, the second follows the link.
			event.preventDefault();
			closeOthers( doc, li );
			setOpen( li, true );
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		const target = event.target;
		if ( ! inMenu( target ) ) {
			return;
		}
		if ( event.key === ESCAPE ) {
			const direct = target.closest( 'li' );
			const open = direct?.classList.contains( OPEN )
				? direct
				: direct?.parentElement?.closest( 'li' );
			if ( open ) {
				setOpen( open, false );
				closedByEscape = open;
				linkOf( open )?.focus();
				closedByEscape = null;
				event.preventDefault();
			}
			return;
		}
		if ( event.key === 'ArrowDown' && target.matches( 'a' ) ) {
			const li = target.parentElement;
			const submenu = li ? submenuOf( li ) : null;
			if ( li && submenu ) {
				setOpen( li, true );
				submenu.querySelector< HTMLElement >( 'a' )?.focus();
				event.preventDefault();
			}
		}
	};

	// One signal removes every listener below.
	const listening = new AbortController();
	const { signal } = listening;
	window.addEventListener( 'resize', onResize, { signal } );
	doc.addEventListener( 'focusin', onFocusIn, { signal } );
	doc.addEventListener( 'click', onClick, { signal } );
	doc.addEventListener( 'keydown', onKeyDown, { signal } );
	return () => {
		clearTimeout( timer );
		listening.abort();
	};
}
