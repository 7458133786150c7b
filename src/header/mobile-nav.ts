/**
 * Mobile navigation: an off-canvas panel with dropdown, drilldown or tab
 * layout. Opened from the theme's menu toggle (on a block theme, the
 * Navigation block's overlay button: the panel takes the overlay's place and
 * lists the block's menu) or [data-vitrina-mobile-nav-open];
 * closed by its close button, the overlay, Escape, the close-mobile-menu event
 * or when a page transition starts (a link in it followed, or the page hidden). Focus is trapped inside while it is open
 * and returns to the opener.
 */
import { focusables, keepTabInside } from '@runtime/focus';
import { ESCAPE, MOBILE_NAV } from './constants';

export const OPENERS = `#site-navigation-menu-toggle, .menu-toggle, [data-vitrina-mobile-nav-open], ${ MOBILE_NAV.blockOpener }`;
export const OPEN_BODY_CLASS = 'vitrina-mobile-nav-open';

export type Layout = 'dropdown' | 'drilldown' | 'tab';

/**
 * A text of the panel (translated by the server into data-label-* attributes).
 *
 * @param root The panel.
 * @param key  The attribute's suffix.
 * @param name A menu item's name, for %s.
 */
const text = ( root: HTMLElement, key: string, name = '' ): string =>
	( root.getAttribute( `data-label-${ key }` ) ?? '' ).replace( '%s', name );

const label = ( li: Element ): string =>
	li
		.querySelector( ':scope > a, :scope > .vitrina-mobile-nav__label' )
		?.textContent?.trim() ?? '';

const visible = ( el: HTMLElement ): boolean =>
	! el.closest( '[hidden]' ) &&
	! el.closest( '.vitrina-mobile-nav__sub:not(.is-open)' );

/**
 * The items of a Navigation block's list, a page list's among them (it
 * prints its own list inside the block's).
 *
 * @param list The list.
 */
const itemsOf = ( list: Element ): Element[] =>
	Array.from( list.children ).flatMap( ( child ) => {
		if ( child.matches( 'ul' ) ) {
			return itemsOf( child );
		}
		return child.matches( 'li' ) ? [ child ] : [];
	} );

/**
 * A plain copy of a Navigation block's menu (block themes): its links and
 * submenus, nested, without the block's buttons, icons and classes.
 *
 * @param list The block's list.
 * @param doc  The document.
 */
export function copyBlockMenu( list: Element, doc: Document ): HTMLElement[] {
	return itemsOf( list ).map( ( source ) => {
		const li = doc.createElement( 'li' );
		const link = source.querySelector( ':scope > a[href]' );
		if ( link ) {
			const a = doc.createElement( 'a' );
			a.href = link.getAttribute( 'href' ) ?? '';
			a.textContent = link.textContent?.trim() ?? '';
			const current = link.getAttribute( 'aria-current' );
			if ( current ) {
				a.setAttribute( 'aria-current', current );
			}
			li.appendChild( a );
		} else {
			// A submenu opened on click has a button for its name.
			const name = doc.createElement( 'span' );
			name.className = 'vitrina-mobile-nav__label';
			name.textContent =
				source
					.querySelector( ':scope > button' )
					?.textContent?.trim() ?? '';
			li.appendChild( name );
		}
		const sub = source.querySelector( ':scope > ul' );
		if ( sub ) {
			const ul = doc.createElement( 'ul' );
			ul.className = 'sub-menu';
			ul.append( ...copyBlockMenu( sub, doc ) );
			li.appendChild( ul );
		}
		return li;
	} );
}

/**
 * Fills the panel's list, when it waits for it, with the menu of the page's
 * Navigation block (the header's first).
 *
 * @param root The panel.
 */
function fillFromBlock( root: HTMLElement ) {
	const doc = root.ownerDocument;
	const target = root.querySelector( MOBILE_NAV.blockTarget );
	const source =
		doc.querySelector( `header ${ MOBILE_NAV.blockList }` ) ??
		doc.querySelector( MOBILE_NAV.blockList );
	if ( target && source && ! target.children.length ) {
		target.append( ...copyBlockMenu( source, doc ) );
	}
}

/**
 * Adds the submenu toggles (and, in drilldown, the back links).
 *
 * @param root   The panel.
 * @param layout The layout.
 */
function addToggles( root: HTMLElement, layout: Layout ) {
	const doc = root.ownerDocument;
	root.querySelectorAll( 'li' ).forEach( ( li ) => {
		const sub = li.querySelector< HTMLElement >( ':scope > ul' );
		if ( ! sub ) {
			return;
		}
		const name = label( li );
		sub.classList.add( 'vitrina-mobile-nav__sub' );
		const toggle = doc.createElement( 'button' );
		toggle.type = 'button';
		toggle.className = 'vitrina-mobile-nav__toggle';
		toggle.setAttribute( 'aria-expanded', 'false' );
		toggle.setAttribute( 'aria-label', text( root, 'open', name ) );
		li.classList.add( 'vitrina-mobile-nav__parent' );
		li.insertBefore( toggle, sub );
		if ( layout === 'drilldown' ) {
			const back = doc.createElement( 'li' );
			back.className = 'vitrina-mobile-nav__back';
			const button = doc.createElement( 'button' );
			button.type = 'button';
			button.textContent = text( root, 'back' );
			button.setAttribute(
				'aria-label',
				text( root, 'back-from', name )
			);
			back.appendChild( button );
			// The parent's own page stays one tap away inside its submenu.
			const parentLink = li.querySelector( ':scope > a' );
			if ( parentLink ) {
				const current = parentLink.cloneNode( true ) as HTMLElement;
				current.removeAttribute( 'id' );
				current.className = 'vitrina-mobile-nav__current';
				back.appendChild( current );
			}
			sub.insertBefore( back, sub.firstChild );
		}
	} );
}

export interface MobileNav {
	open: ( opener?: HTMLElement | null ) => void;
	close: () => void;
	isOpen: () => boolean;
	destroy: () => void;
}

/**
 * Binds the mobile navigation.
 *
 * @param root   The [data-vitrina-mobile-nav] element.
 * @param layout The layout.
 */
export function initMobileNav( root: HTMLElement, layout: Layout ): MobileNav {
	const doc = root.ownerDocument;
	const win = doc.defaultView ?? window;
	const panel =
		root.querySelector< HTMLElement >( '.vitrina-mobile-nav__panel' ) ??
		root;
	fillFromBlock( root );
	addToggles( root, layout );
	let returnTo: HTMLElement | null = null;

	const openers = () =>
		Array.from( doc.querySelectorAll< HTMLElement >( OPENERS ) );
	openers().forEach( ( el ) => {
		el.setAttribute( 'aria-controls', root.id );
		el.setAttribute( 'aria-expanded', 'false' );
	} );

	const isOpen = () => ! root.hidden;
	const setExpanded = ( value: boolean ) =>
		openers().forEach( ( el ) =>
			el.setAttribute( 'aria-expanded', value ? 'true' : 'false' )
		);

	const open = ( opener?: HTMLElement | null ) => {
		if ( isOpen() ) {
			return;
		}
		returnTo =
			opener ??
			( doc.activeElement instanceof HTMLElement
				? doc.activeElement
				: null );
		root.hidden = false;
		doc.body.classList.add( OPEN_BODY_CLASS );
		setExpanded( true );
		( focusables( panel, visible )[ 0 ] ?? panel ).focus();
	};

	const close = () => {
		if ( ! isOpen() ) {
			return;
		}
		root.hidden = true;
		doc.body.classList.remove( OPEN_BODY_CLASS );
		setExpanded( false );
		if ( returnTo && returnTo.isConnected ) {
			returnTo.focus();
		}
		returnTo = null;
	};

	const toggleSub = ( toggle: HTMLElement ) => {
		const li = toggle.parentElement as HTMLElement;
		const sub = li.querySelector< HTMLElement >( ':scope > ul' );
		if ( ! sub ) {
			return;
		}
		const expanded = toggle.getAttribute( 'aria-expanded' ) !== 'true';
		toggle.setAttribute( 'aria-expanded', expanded ? 'true' : 'false' );
		sub.classList.toggle( 'is-open', expanded );
		li.classList.toggle( 'is-open', expanded );
		if ( layout === 'drilldown' && expanded ) {
			// Moving into a submenu hides the parent list.
			li.parentElement?.classList.add( 'is-drilled' );
			sub.querySelector< HTMLElement >(
				'.vitrina-mobile-nav__back button'
			)?.focus();
		}
	};

	const back = ( button: HTMLElement ) => {
		const sub = button.closest( 'ul' );
		const li = sub?.parentElement;
		const toggle = li?.querySelector< HTMLElement >(
			':scope > .vitrina-mobile-nav__toggle'
		);
		if ( ! sub || ! li || ! toggle ) {
			return;
		}
		sub.classList.remove( 'is-open' );
		li.classList.remove( 'is-open' );
		li.parentElement?.classList.remove( 'is-drilled' );
		toggle.setAttribute( 'aria-expanded', 'false' );
		toggle.focus();
	};

	const selectTab = ( tab: HTMLElement ) => {
		root.querySelectorAll< HTMLElement >(
			'[data-vitrina-mobile-nav-tab]'
		).forEach( ( other ) => {
			const active = other === tab;
			other.setAttribute( 'aria-selected', active ? 'true' : 'false' );
			other.tabIndex = active ? 0 : -1;
			other.classList.toggle( 'is-active', active );
			const panelId = other.getAttribute( 'aria-controls' );
			const tabPanel = panelId ? doc.getElementById( panelId ) : null;
			if ( tabPanel ) {
				tabPanel.hidden = ! active;
			}
		} );
		tab.focus();
	};

	const onDocClick = ( event: MouseEvent ) => {
		const target = event.target;
		if ( ! ( target instanceof Element ) ) {
			return;
		}
		const opener = target.closest< HTMLElement >( OPENERS );
		if ( opener && ! root.contains( opener ) ) {
			event.preventDefault();
			event.stopPropagation();
			if ( isOpen() ) {
				close();
			} else {
				open( opener );
			}
			return;
		}
		if ( ! root.contains( target ) ) {
			return;
		}
		const link = target.closest( 'a[href]' );
		if (
			link &&
			! ( link.getAttribute( 'href' ) ?? '' ).startsWith( '#' ) &&
			! event.ctrlKey &&
			! event.metaKey &&
			! event.shiftKey
		) {
			// A page transition starts: the panel closes (and is closed
			// should the shopper come back to this page).
			close();
			return;
		}
		const el = target.closest< HTMLElement >(
			'[data-vitrina-mobile-nav-close], .vitrina-mobile-nav__toggle, .vitrina-mobile-nav__back button, [data-vitrina-mobile-nav-tab]'
		);
		if ( ! el ) {
			return;
		}
		if ( el.matches( '[data-vitrina-mobile-nav-close]' ) ) {
			close();
		} else if ( el.matches( '.vitrina-mobile-nav__toggle' ) ) {
			toggleSub( el );
		} else if ( el.matches( '[data-vitrina-mobile-nav-tab]' ) ) {
			selectTab( el );
		} else {
			back( el );
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( ! isOpen() ) {
			return;
		}
		if ( event.key === ESCAPE ) {
			event.preventDefault();
			close();
			return;
		}
		const target = event.target;
		if (
			( event.key === 'ArrowRight' || event.key === 'ArrowLeft' ) &&
			target instanceof HTMLElement &&
			target.matches( '[data-vitrina-mobile-nav-tab]' )
		) {
			const tabs = Array.from(
				root.querySelectorAll< HTMLElement >(
					'[data-vitrina-mobile-nav-tab]'
				)
			);
			const step = event.key === 'ArrowRight' ? 1 : -1;
			const index = tabs.indexOf( target );
			selectTab( tabs[ ( index + step + tabs.length ) % tabs.length ] );
			event.preventDefault();
			return;
		}
		if ( event.key !== 'Tab' ) {
			return;
		}
		// Focus stays inside the panel while it is open.
		if ( ! keepTabInside( panel, event, focusables( panel, visible ) ) ) {
			panel.focus();
		}
	};

	const onClose = () => close();
	const onPageShow = ( event: PageTransitionEvent ) => {
		if ( event.persisted ) {
			close();
		}
	};

	// One signal removes every listener below.
	const listening = new AbortController();
	const { signal } = listening;
	// Capture, so that the theme's own toggle handler (if any) never sees
	// the click that opens this panel.
	doc.addEventListener( 'click', onDocClick, { capture: true, signal } );
	doc.addEventListener( 'keydown', onKeyDown, { signal } );
	doc.addEventListener( MOBILE_NAV.closeEvent, onClose, { signal } );
	win.addEventListener( 'pagehide', onClose, { signal } );
	win.addEventListener( 'pageshow', onPageShow, { signal } );

	return {
		open,
		close,
		isOpen,
		destroy: () => listening.abort(),
	};
}
