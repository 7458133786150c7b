/**
 * Quick view (call 15): the button on a card opens the product in a popup
 * that slides in from the left, with the previous and next products of the
 * same list. While a request is in flight the button shows loading and
 * further clicks are ignored. Styles the page already has are stripped from
 * the answer. With the quick-view fix on, an open popup is closed first and
 * quick view opens 500 ms later. 300 ms after opening, vitrina_quick_view_shown
 * fires.
 */
import { fromHtml } from '@runtime/html';
import { __ } from '@runtime/i18n';
import { fetchHtml } from './api';
import {
	BUTTON_STATES,
	CART_ACTIONS,
	CART_EVENTS,
	CART_TIMING,
	SELECTORS,
	WC_EVENTS,
} from './constants';
import { Dialog, openDialogs } from './dialog';
import { elementOf, emit, listen } from '@runtime/wc-events';
import { endpoint, type CartSettings } from './settings';
import { startVariationForms } from './variations';
import { bindQuantity, startQuickViewSwatches } from './quick-view-controls';

/**
 * An address made absolute against the page's (empty when there is none).
 *
 * @param address The address.
 */
const absolute = ( address: string | null | undefined ): string =>
	address ? new URL( address, window.location.href ).href : '';

/**
 * Drops from an answer the stylesheets and style elements the page has.
 *
 * @param html The answer.
 * @param doc  The page.
 * @return The markup, as a fragment.
 */
export function stripLoadedStyles(
	html: string,
	doc: Document = document
): DocumentFragment {
	const content = fromHtml( html, doc );
	const loaded = new Set(
		Array.from(
			doc.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' )
		).map( ( link ) => link.href )
	);
	content
		.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' )
		.forEach( ( link ) => {
			const id = link.id && doc.getElementById( link.id );
			if ( loaded.has( link.href ) || id ) {
				link.remove();
			}
		} );
	content
		.querySelectorAll< HTMLStyleElement >( 'style[id]' )
		.forEach( ( style ) => {
			if ( doc.getElementById( style.id ) ) {
				style.remove();
			}
		} );
	return content;
}

/**
 * The quick-view buttons of the list a button is in.
 *
 * @param button The button.
 */
export function listOf( button: Element ): HTMLElement[] {
	const list = button.closest( SELECTORS.quickViewList ) ?? document;
	return Array.from(
		list.querySelectorAll< HTMLElement >( SELECTORS.quickViewButton )
	);
}

/**
 * Extra data attributes of the button, sent with the request.
 *
 * @param button The button.
 */
function extraData( button: HTMLElement ): Record< string, string > {
	const extra: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries( button.dataset ) ) {
		if ( value !== undefined && key !== 'id' && key !== 'action' ) {
			extra[ key ] = value;
		}
	}
	return extra;
}

export class QuickView {
	/** Whether a request is in flight (further clicks are ignored). */
	loading = false;
	private current: HTMLElement | null = null;
	/** The follow-up event of the last opening, until it fires. */
	private shownTimer = 0;
	readonly dialog: Dialog;

	constructor(
		private readonly settings: Pick<
			CartSettings,
			'ajaxUrl' | 'quickViewFix' | 'addToCartAction'
		>,
		private readonly el: HTMLElement,
		overlay: HTMLElement | null
	) {
		this.dialog = new Dialog( el, overlay, {
			openClass: 'vitrina-quick-view--open',
			onClose: () => {
				this.current = null;
				// No follow-up event for a quick view already closed.
				window.clearTimeout( this.shownTimer );
			},
		} );
		el.querySelector( SELECTORS.quickViewPrev )?.addEventListener(
			'click',
			() => this.step( -1 )
		);
		el.querySelector( SELECTORS.quickViewNext )?.addEventListener(
			'click',
			() => this.step( 1 )
		);
		el.addEventListener( 'click', ( event ) => {
			const thumb = (
				event.target as Element | null
			 )?.closest?.< HTMLElement >( SELECTORS.thumb );
			if ( thumb ) {
				this.showPicture( thumb );
			}
		} );
		bindQuantity( el );
		// WooCommerce's variation script swaps the main picture for the
		// chosen variation's (and back on reset): the row follows it.
		new MutationObserver( ( records ) => {
			if (
				records.some(
					( record ) =>
						record.target instanceof Element &&
						record.target.matches( SELECTORS.mainPicture )
				)
			) {
				this.markThumb();
			}
		} ).observe( el, {
			subtree: true,
			attributes: true,
			attributeFilter: [ 'src' ],
		} );
	}

	private get content(): HTMLElement {
		return (
			this.el.querySelector< HTMLElement >(
				SELECTORS.quickViewContent
			) ?? this.el
		);
	}

	/**
	 * Opens the product of a button.
	 *
	 * @param button The button.
	 * @return Whether it opened (false when a request was already running).
	 */
	async open( button: HTMLElement ): Promise< boolean > {
		if ( this.loading ) {
			return false;
		}
		this.loading = true;
		button.classList.add( BUTTON_STATES.loading );
		button.setAttribute( 'aria-busy', 'true' );
		const id = button.dataset.id || '';
		let html: string;
		try {
			html = await fetchHtml( this.url( id, extraData( button ) ) );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( 'Vitrina: quick view failed', error );
			const message = document.createElement( 'p' );
			message.className = 'vitrina-quick-view__error';
			message.textContent = __(
				'The content could not be loaded.',
				'vitrina'
			);
			html = message.outerHTML;
		}
		try {
			this.content.replaceChildren( stripLoadedStyles( html ) );
			this.current = button;
			this.updateNav();
			// Loading lasts until the variation script (on demand) ran.
			await startVariationForms( this.content );
			startQuickViewSwatches( this.content );
		} finally {
			this.loading = false;
			button.classList.remove( BUTTON_STATES.loading );
			button.removeAttribute( 'aria-busy' );
		}
		const show = () => {
			this.dialog.open( button );
			this.shownTimer = window.setTimeout(
				() => emit( CART_EVENTS.quickViewShown, [ id ] ),
				CART_TIMING.quickViewEventDelay
			);
		};
		if ( this.dialog.isOpen ) {
			this.dialog.focusFirst();
			return true;
		}
		if ( this.settings.quickViewFix && this.closeOtherPopups() ) {
			window.setTimeout( show, CART_TIMING.quickViewFixDelay );
		} else {
			show();
		}
		return true;
	}

	/**
	 * The request's address (id, action and the button's data attributes).
	 *
	 * @param id    Product id.
	 * @param extra Further data attributes.
	 */
	url( id: string, extra: Record< string, string > = {} ): string {
		const url = new URL(
			endpoint( this.settings, CART_ACTIONS.quickView ),
			window.location.href
		);
		for ( const [ key, value ] of Object.entries( extra ) ) {
			url.searchParams.set( key, value );
		}
		url.searchParams.set( 'id', id );
		url.searchParams.set( 'action', CART_ACTIONS.quickView );
		return url.toString();
	}

	/**
	 * Closes the other popups that are open.
	 *
	 * @return Whether one was open.
	 */
	private closeOtherPopups(): boolean {
		let closed = false;
		openDialogs()
			.filter( ( dialog ) => dialog !== this.dialog )
			.forEach( ( dialog ) => {
				dialog.close();
				closed = true;
			} );
		document
			.querySelectorAll< HTMLElement >( SELECTORS.otherPopups )
			.forEach( ( popup ) => {
				popup
					.querySelector< HTMLElement >(
						'.pum-close, .popmake-close, .mfp-close'
					)
					?.click();
				closed = true;
			} );
		return closed;
	}

	/**
	 * Shows the previous (-1) or next (1) product of the list.
	 *
	 * @param direction Direction.
	 */
	step( direction: -1 | 1 ): void {
		const neighbour = this.neighbour( direction );
		if ( neighbour ) {
			void this.open( neighbour );
		}
	}

	private neighbour( direction: -1 | 1 ): HTMLElement | null {
		if ( ! this.current ) {
			return null;
		}
		const list = listOf( this.current );
		return list[ list.indexOf( this.current ) + direction ] ?? null;
	}

	private updateNav(): void {
		const prev = this.el.querySelector< HTMLButtonElement >(
			SELECTORS.quickViewPrev
		);
		const next = this.el.querySelector< HTMLButtonElement >(
			SELECTORS.quickViewNext
		);
		if ( prev ) {
			prev.hidden = ! this.neighbour( -1 );
		}
		if ( next ) {
			next.hidden = ! this.neighbour( 1 );
		}
	}

	private showPicture( thumb: HTMLElement ): void {
		const main = this.content.querySelector< HTMLImageElement >(
			SELECTORS.mainPicture
		);
		if ( ! main || ! thumb.dataset.src ) {
			return;
		}
		main.removeAttribute( 'srcset' );
		main.src = thumb.dataset.src;
		main.closest( 'a' )?.setAttribute( 'href', thumb.dataset.full || '' );
		this.markThumb();
	}

	/**
	 * Marks the thumbnail of the picture the main image shows (none when it
	 * shows a picture of its own, such as a variation's not in the row).
	 */
	private markThumb(): void {
		const main = this.content.querySelector< HTMLImageElement >(
			SELECTORS.mainPicture
		);
		const shown = absolute( main?.getAttribute( 'src' ) );
		this.content
			.querySelectorAll< HTMLElement >( SELECTORS.thumb )
			.forEach( ( thumb ) =>
				thumb.setAttribute(
					'aria-pressed',
					String(
						shown !== '' && absolute( thumb.dataset.src ) === shown
					)
				)
			);
	}

	/**
	 * Listens to the quick-view buttons of the page.
	 * @param root
	 */
	start( root: Node = document ): void {
		root.addEventListener( 'click', ( event ) => {
			const button = (
				event.target as Element | null
			 )?.closest?.< HTMLElement >( SELECTORS.quickViewButton );
			if ( ! button ) {
				return;
			}
			event.preventDefault();
			void this.open( button );
		} );
		// Once added, the panel or popup takes over.
		listen( WC_EVENTS.added, ( _f, _h, button ) => {
			if (
				this.settings.addToCartAction !== 'nothing' &&
				this.dialog.isOpen &&
				this.el.contains( elementOf( button ) )
			) {
				this.dialog.close();
			}
		} );
	}
}
