/**
 * The cart page (§2): the widget method's cost is hidden and a
 * shipping-method change is triggered so that WooCommerce recalculates it
 * (call 10, update_shipping_method). No zod and no widget here: the
 * island's entry runs it on the cart page without loading the rest.
 */
import type { PageConfig } from './config';
import { WC_EVENTS, WC_SELECTORS } from './constants';
import type { JQueryLike } from './checkout';
import { raiseQuantities } from './quantity';

/**
 * Whether a rate id is the widget's method.
 *
 * @param value    Rate id (`vitrina:3`).
 * @param methodId The method id.
 */
export const isMethodRate = ( value: string, methodId: string ): boolean =>
	value === methodId || value.startsWith( `${ methodId }:` );

/**
 * Hides the cost of the widget's method in the shipping list.
 *
 * @param root     The page.
 * @param methodId The method id.
 * @return The widget method's input, when listed.
 */
export function hideMethodCost(
	root: ParentNode,
	methodId: string
): HTMLInputElement | null {
	let found: HTMLInputElement | null = null;
	root.querySelectorAll< HTMLInputElement >(
		'input[name^="shipping_method"]'
	).forEach( ( input ) => {
		if ( ! isMethodRate( input.value, methodId ) ) {
			return;
		}
		found = input;
		const item = input.closest( 'li' ) ?? input.parentElement;
		item?.querySelectorAll< HTMLElement >( WC_SELECTORS.amount ).forEach(
			( amount ) => {
				amount.style.display = 'none';
			}
		);
	} );
	return found;
}

/**
 * Starts the cart page behaviour.
 *
 * @param config The page configuration.
 * @param $      jQuery (WooCommerce's events).
 * @param doc    The document.
 */
export function startCart(
	config: Pick< PageConfig, 'METHOD_ID' >,
	$: JQueryLike,
	doc: Document = document
): void {
	const refresh = () => hideMethodCost( doc, config.METHOD_ID );
	const input = refresh();
	raiseQuantities( doc );
	$( doc.body ).on( WC_EVENTS.updatedCartTotals, () => {
		refresh();
		raiseQuantities( doc );
	} );
	$( doc.body ).on( WC_EVENTS.updatedShippingMethod, refresh );
	doc.addEventListener( 'change', ( event ) => {
		if (
			( event.target as Element | null )?.matches?.(
				WC_SELECTORS.quantity
			)
		) {
			raiseQuantities( doc );
		}
	} );
	// Once: WooCommerce posts update_shipping_method for the chosen method.
	// Its cart script binds that change at jQuery's ready, which comes
	// after this island starts: triggered then, through jQuery.
	if ( input && ( input.checked || input.type === 'hidden' ) ) {
		const chosen: HTMLInputElement = input;
		$( () => {
			keepView( doc, $, chosen.id );
			$( chosen ).trigger( WC_EVENTS.change );
		} );
	}
}

/**
 * WooCommerce focuses the redrawn shipping input once it answered a
 * shipping-method change, as after a shopper's own (the page scrolls to
 * it). The cart page's own change is not the shopper's: that one focus is
 * not made, so the shopper's focus and view stay as they are and the page
 * sees no focus or scroll it would take for their use (no island loads for
 * it). The redrawn input's `focus` does nothing from the totals' redraw to
 * WooCommerce's event that it answered.
 *
 * @param doc $'s document.
 * @param $   jQuery.
 * @param id  The input's id.
 */
function keepView( doc: Document, $: JQueryLike, id: string ): void {
	let pending = true;
	let muted: HTMLElement | null = null;
	$( doc.body ).on( WC_EVENTS.updatedCartTotals, () => {
		muted = pending && id ? doc.getElementById( id ) : null;
		if ( muted ) {
			muted.focus = () => {};
		}
	} );
	$( doc.body ).on( WC_EVENTS.updatedShippingMethod, () => {
		if ( ! pending ) {
			return;
		}
		pending = false;
		// Its own method (HTMLElement's) again.
		delete ( muted as { focus?: unknown } | null )?.focus;
	} );
}
