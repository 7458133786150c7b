/**
 * The cart side panel and what happens after adding (storefront §2, §4,
 * §9; delivery widget call 6 and §8):
 *
 * - the opener (the header cart link) opens the panel and closes it on a
 *   second click; never on the cart or checkout page, where it stays a link;
 * - items are removed with WooCommerce's remove_from_cart; a failure or an
 *   answer without fragments follows the remove link instead;
 * - the quantity control sets an item's quantity (woodmart_update_cart_item,
 *   its nonce from the shopper state);
 * - after adding, the panel or the popup opens (add_to_cart_action), closed
 *   again after the optional timeout; without a panel on the page the header
 *   dropdown opens and closes after 3500 ms;
 * - on a block theme, an add through WooCommerce's blocks (the Product
 *   Collection's button, its Interactivity API cart store) refreshes the
 *   panel's cart and opens the same; where add_to_cart_action is widget, the
 *   Mini-Cart block's button opens the panel instead of its drawer (its
 *   drawer after adding is left out on the server, SideCart::mini_cart_block).
 */
import { stateNonce } from '@runtime/state';
import { fragmentsAnswerSchema, postForm } from './api';
import {
	BLOCK_EVENTS,
	CART_ACTIONS,
	CART_TIMING,
	DROPDOWN_OPEN,
	NO_PANEL_PAGES,
	SELECTORS,
	WC_EVENTS,
} from './constants';
import { Dialog } from './dialog';
import { emit, listen, listenDom, wrap } from '@runtime/wc-events';
import type { CartFragments } from './fragments';
import { endpoint, type CartSettings } from './settings';

export interface PanelContext {
	settings: CartSettings;
	fragments: CartFragments;
	navigate: ( url: string ) => void;
}

export interface CartDialogs {
	panel: Dialog | null;
	popup: Dialog | null;
}

/**
 * Whether this is the cart or checkout page.
 */
export const isCartOrCheckout = (): boolean =>
	NO_PANEL_PAGES.some( ( name ) => document.body.classList.contains( name ) );

/**
 * The dialogs rendered on this page.
 */
export function findDialogs(): CartDialogs {
	const panelEl = document.querySelector< HTMLElement >( SELECTORS.panel );
	const popupEl = document.querySelector< HTMLElement >(
		SELECTORS.addedPopup
	);
	return {
		panel:
			panelEl && ! isCartOrCheckout()
				? new Dialog(
						panelEl,
						document.querySelector< HTMLElement >(
							SELECTORS.panelOverlay
						),
						{
							openClass: 'vitrina-cart-panel--open',
							onClose: () =>
								document
									.querySelectorAll(
										`${ SELECTORS.opener }, ${ SELECTORS.miniCartButton }[aria-expanded]`
									)
									.forEach( ( el ) =>
										el.setAttribute(
											'aria-expanded',
											'false'
										)
									),
						}
					)
				: null,
		popup: popupEl
			? new Dialog(
					popupEl,
					document.querySelector< HTMLElement >(
						SELECTORS.addedOverlay
					),
					{ openClass: 'vitrina-added-popup--open' }
				)
			: null,
	};
}

function setBusy( el: Element | null, busy: boolean ): void {
	const box = el?.closest( SELECTORS.miniCart );
	box?.classList.toggle( 'vitrina-cart-busy', busy );
	box?.setAttribute( 'aria-busy', busy ? 'true' : 'false' );
}

/**
 * Removes an item (WooCommerce's remove_from_cart).
 *
 * @param ctx    The context.
 * @param button The remove link.
 * @param panel  The panel (focus stays in it).
 */
export async function removeItem(
	ctx: PanelContext,
	button: HTMLAnchorElement,
	panel: Dialog | null
): Promise< boolean > {
	const fallback = () => ctx.navigate( button.href );
	setBusy( button, true );
	try {
		const answer = await postForm(
			endpoint( ctx.settings, CART_ACTIONS.removeFromCart ),
			new URLSearchParams( {
				cart_item_key: button.dataset.cart_item_key || '',
			} ),
			fragmentsAnswerSchema
		);
		if ( ! Object.keys( answer.fragments ).length ) {
			fallback();
			return false;
		}
		ctx.fragments.accept( answer.fragments, answer.cart_hash );
		emit( WC_EVENTS.removed, [
			answer.fragments,
			answer.cart_hash,
			wrap( button ),
		] );
		if ( panel?.isOpen ) {
			panel.focusFirst();
		}
		return true;
	} catch {
		fallback();
		return false;
	} finally {
		setBusy( button, false );
	}
}

/**
 * Sets an item's quantity (0 removes it).
 *
 * @param ctx      The context.
 * @param control  The quantity control.
 * @param quantity The new quantity.
 * @return Whether it worked.
 */
export async function setQuantity(
	ctx: PanelContext,
	control: HTMLElement,
	quantity: number
): Promise< boolean > {
	const body = new URLSearchParams( {
		cart_item_key: control.dataset.cart_item_key || '',
		quantity: String( quantity ),
		security: await stateNonce( 'cart' ),
	} );
	setBusy( control, true );
	try {
		const answer = await postForm(
			endpoint( ctx.settings, CART_ACTIONS.updateItem ),
			body,
			fragmentsAnswerSchema
		);
		ctx.fragments.accept( answer.fragments, answer.cart_hash );
		emit( WC_EVENTS.refreshed );
		return true;
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( 'Vitrina: the quantity could not be changed', error );
		setBusy( control, false );
		return false;
	}
}

function clampQuantity( input: HTMLInputElement, value: number ): number {
	const max = Number( input.max );
	let next = Math.max( 0, Math.round( value ) );
	if ( input.max !== '' && max > 0 ) {
		next = Math.min( next, max );
	}
	return next;
}

/**
 * Opens the header cart dropdown after adding; closes it after 3500 ms when
 * mini_cart_auto_close is on.
 *
 * @param settings The settings.
 * @return The dropdown, when there is one.
 */
export function openDropdown(
	settings: Pick< CartSettings, 'miniCartAutoClose' >
): HTMLElement | null {
	const dropdown = document.querySelector< HTMLElement >(
		SELECTORS.headerCart
	);
	if ( ! dropdown ) {
		return null;
	}
	dropdown.classList.add( ...DROPDOWN_OPEN );
	if ( settings.miniCartAutoClose ) {
		window.setTimeout(
			() => dropdown.classList.remove( ...DROPDOWN_OPEN ),
			CART_TIMING.dropdownAutoClose
		);
	}
	return dropdown;
}

/**
 * What opens after adding (add_to_cart_action), and its optional timeout.
 *
 * @param settings The settings.
 * @param dialogs  The dialogs.
 */
export function afterAdd(
	settings: Pick<
		CartSettings,
		'addToCartAction' | 'actionTimeout' | 'miniCartAutoClose'
	>,
	dialogs: CartDialogs
): void {
	let opened: Dialog | null = null;
	if ( settings.addToCartAction === 'widget' ) {
		if ( dialogs.panel ) {
			opened = dialogs.panel;
		} else {
			openDropdown( settings );
		}
	} else if ( settings.addToCartAction === 'popup' ) {
		opened = dialogs.popup;
	}
	if ( ! opened ) {
		return;
	}
	opened.open();
	if ( settings.actionTimeout > 0 ) {
		opened.closeAfter( settings.actionTimeout * 1000 );
	}
}

/**
 * Calls back on each add made through WooCommerce's blocks (the Store API),
 * not on the echo of a jQuery added_to_cart (BLOCK_EVENTS).
 *
 * @param handler Called after each such add.
 */
export function onBlocksAdd( handler: () => void ): void {
	listenDom( BLOCK_EVENTS.added, ( detail ) => {
		if (
			detail &&
			typeof detail === 'object' &&
			typeof ( detail as { preserveCartData?: unknown } )
				.preserveCartData === 'boolean'
		) {
			handler();
		}
	} );
}

/**
 * The Mini-Cart block's button opens and closes the panel (before the
 * block's own listeners, which would open its drawer).
 *
 * @param root  Where clicks are heard.
 * @param panel The panel.
 */
function takeOverMiniCart( root: Node, panel: Dialog ): void {
	root.addEventListener(
		'click',
		( event ) => {
			const button = (
				event.target as Element | null
			 )?.closest?.< HTMLElement >( SELECTORS.miniCartButton );
			if ( ! button || isCartOrCheckout() ) {
				return;
			}
			event.preventDefault();
			event.stopPropagation();
			button.setAttribute( 'aria-controls', panel.el.id );
			button.setAttribute( 'aria-expanded', String( ! panel.isOpen ) );
			panel.toggle( button );
		},
		{ capture: true }
	);
}

/**
 * Starts the panel, the opener, removing, quantities and after-add.
 *
 * @param ctx  The context.
 * @param root
 * @return The dialogs.
 */
export function startSidePanel(
	ctx: PanelContext,
	root: Node = document
): CartDialogs {
	const dialogs = findDialogs();
	const { panel } = dialogs;

	root.addEventListener( 'click', ( event ) => {
		const target = event.target as Element | null;
		const opener = target?.closest?.< HTMLElement >( SELECTORS.opener );
		if ( opener && panel && ! isCartOrCheckout() ) {
			event.preventDefault();
			opener.setAttribute( 'aria-expanded', String( ! panel.isOpen ) );
			panel.toggle( opener );
			return;
		}
		const remove = target?.closest?.< HTMLAnchorElement >(
			SELECTORS.removeButton
		);
		if ( remove ) {
			event.preventDefault();
			void removeItem( ctx, remove, panel );
			return;
		}
		const step = target?.closest?.< HTMLButtonElement >(
			`${ SELECTORS.quantity } button[data-step]`
		);
		const control = step?.closest< HTMLElement >( SELECTORS.quantity );
		const input = control?.querySelector< HTMLInputElement >( 'input' );
		if ( step && control && input ) {
			event.preventDefault();
			const next = clampQuantity(
				input,
				Number( input.value ) + Number( step.dataset.step )
			);
			if ( next !== Number( input.value ) ) {
				input.value = String( next );
				void setQuantity( ctx, control, next );
			}
		}
	} );

	root.addEventListener( 'change', ( event ) => {
		const input = event.target as HTMLInputElement | null;
		const control = input?.closest?.< HTMLElement >( SELECTORS.quantity );
		if ( input && control && input.matches( 'input' ) ) {
			void setQuantity(
				ctx,
				control,
				clampQuantity( input, Number( input.value ) )
			);
		}
	} );

	listen( WC_EVENTS.added, () => afterAdd( ctx.settings, dialogs ) );
	onBlocksAdd(
		() =>
			void ctx.fragments
				.refresh()
				.then( () => afterAdd( ctx.settings, dialogs ) )
	);
	if ( panel && ctx.settings.addToCartAction === 'widget' ) {
		takeOverMiniCart( root, panel );
	}
	return dialogs;
}
