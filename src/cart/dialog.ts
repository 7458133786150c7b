/**
 * A modal panel or popup rendered by the server: opened and closed by
 * class, hidden from assistive technology and the tab order while closed
 * (inert), focus kept inside while open and given back on close; Escape,
 * the overlay and [data-vitrina-close] buttons close it. The last opened
 * dialog answers Escape first.
 */
import { focusables, keepTabInside } from '@runtime/focus';
import { CART_TIMING } from './constants';

const stack: Dialog[] = [];
let listening = false;

function onKeydown( event: KeyboardEvent ): void {
	const top = stack[ stack.length - 1 ];
	if ( ! top ) {
		return;
	}
	if ( event.key === 'Escape' || event.key === 'Esc' ) {
		event.preventDefault();
		top.close();
	} else if ( event.key === 'Tab' ) {
		top.trap( event );
	}
}

export interface DialogOptions {
	/** The class of the open state. */
	openClass: string;
	/** Called after it closed. */
	onClose?: () => void;
}

export class Dialog {
	private returnTo: HTMLElement | null = null;
	private hideTimer = 0;
	private autoTimer = 0;

	constructor(
		readonly el: HTMLElement,
		private readonly overlay: HTMLElement | null,
		private readonly options: DialogOptions
	) {
		el.addEventListener( 'click', ( event ) => {
			if (
				( event.target as Element | null )?.closest?.(
					'[data-vitrina-close]'
				)
			) {
				event.preventDefault();
				this.close();
			}
		} );
		overlay?.addEventListener( 'click', () => this.close() );
		if ( ! listening ) {
			listening = true;
			document.addEventListener( 'keydown', onKeydown );
		}
	}

	get isOpen(): boolean {
		return this.el.classList.contains( this.options.openClass );
	}

	/**
	 * Opens it.
	 *
	 * @param returnTo Where focus goes back on close (default: the focused element).
	 */
	open( returnTo?: HTMLElement | null ): void {
		window.clearTimeout( this.hideTimer );
		window.clearTimeout( this.autoTimer );
		if ( this.isOpen ) {
			return;
		}
		const active = this.el.ownerDocument.activeElement;
		this.returnTo =
			returnTo ?? ( active instanceof HTMLElement ? active : null );
		this.el.removeAttribute( 'inert' );
		this.el.setAttribute( 'aria-hidden', 'false' );
		this.el.hidden = false;
		if ( this.overlay ) {
			this.overlay.hidden = false;
		}
		// Next frame: the slide-in starts from the closed position.
		void this.el.offsetWidth;
		this.el.classList.add( this.options.openClass );
		this.overlay?.classList.add( 'vitrina-cart-overlay--open' );
		document.documentElement.classList.add( 'vitrina-dialog-open' );
		stack.push( this );
		this.focusFirst();
	}

	/**
	 * Closes it (and gives focus back).
	 */
	close(): void {
		window.clearTimeout( this.autoTimer );
		if ( ! this.isOpen ) {
			return;
		}
		this.el.classList.remove( this.options.openClass );
		this.overlay?.classList.remove( 'vitrina-cart-overlay--open' );
		this.el.setAttribute( 'aria-hidden', 'true' );
		this.el.setAttribute( 'inert', '' );
		const index = stack.indexOf( this );
		if ( index >= 0 ) {
			stack.splice( index, 1 );
		}
		if ( ! stack.length ) {
			document.documentElement.classList.remove( 'vitrina-dialog-open' );
		}
		this.hideTimer = window.setTimeout( () => {
			if ( this.overlay ) {
				this.overlay.hidden = true;
			}
		}, CART_TIMING.popupRemovalDelay );
		if ( this.returnTo?.isConnected ) {
			this.returnTo.focus();
		}
		this.returnTo = null;
		this.options.onClose?.();
	}

	/**
	 * Opens or closes it.
	 *
	 * @param returnTo Where focus goes back on close.
	 */
	toggle( returnTo?: HTMLElement | null ): void {
		if ( this.isOpen ) {
			this.close();
		} else {
			this.open( returnTo );
		}
	}

	/**
	 * Closes it after a delay, unless it is closed or opened again before.
	 *
	 * @param ms The delay.
	 */
	closeAfter( ms: number ): void {
		window.clearTimeout( this.autoTimer );
		this.autoTimer = window.setTimeout( () => this.close(), ms );
	}

	/**
	 * Focuses its first focusable element (or itself).
	 */
	focusFirst(): void {
		const first = focusables( this.el )[ 0 ];
		if ( first ) {
			first.focus();
			return;
		}
		if ( ! this.el.hasAttribute( 'tabindex' ) ) {
			this.el.setAttribute( 'tabindex', '-1' );
		}
		this.el.focus();
	}

	/**
	 * Keeps Tab inside.
	 *
	 * @param event The Tab key event.
	 */
	trap( event: KeyboardEvent ): void {
		keepTabInside( this.el, event );
	}
}

/**
 * The open dialogs, last opened last.
 */
export const openDialogs = (): readonly Dialog[] => stack;

/**
 * Forgets the open dialogs (tests).
 */
export function resetDialogs(): void {
	stack.length = 0;
}
