/**
 * Quick shop (call 12): the "Select options" button of a variable product's
 * card loads the product's purchase form into the card and shows it (not
 * loaded, loading, shown, closed). It closes on its close button and once
 * the product was added.
 */
import { fromHtml } from '@runtime/html';
import { fetchHtml } from './api';
import { BUTTON_STATES, CART_ACTIONS, SELECTORS, WC_EVENTS } from './constants';
import { elementOf, listen } from '@runtime/wc-events';
import { endpoint, type CartSettings } from './settings';
import { startVariationForms } from './variations';

export const QUICK_SHOP_STATES = {
	loading: 'vitrina-quick-shop-loading',
	shown: 'vitrina-quick-shop-shown',
} as const;

function cardOf( el: Element ): HTMLElement | null {
	return el.closest< HTMLElement >( SELECTORS.card );
}

function openerOf( card: HTMLElement ): HTMLElement | null {
	return card.querySelector< HTMLElement >( SELECTORS.quickShopButton );
}

/**
 * Shows a card's loaded form.
 *
 * @param card The card.
 * @param box  The form's container.
 */
function show( card: HTMLElement, box: HTMLElement ): void {
	box.hidden = false;
	card.classList.add( QUICK_SHOP_STATES.shown );
	openerOf( card )?.setAttribute( 'aria-expanded', 'true' );
	box.querySelector< HTMLElement >(
		'select, input:not([type="hidden"]), button:not([data-vitrina-quick-shop-close])'
	)?.focus();
}

/**
 * Closes a card's form.
 *
 * @param card The card.
 */
export function closeQuickShop( card: HTMLElement ): void {
	const box = card.querySelector< HTMLElement >( SELECTORS.quickShop );
	if ( ! box || box.hidden ) {
		return;
	}
	box.hidden = true;
	card.classList.remove( QUICK_SHOP_STATES.shown );
	const opener = openerOf( card );
	opener?.setAttribute( 'aria-expanded', 'false' );
	if ( box.contains( box.ownerDocument.activeElement ) ) {
		opener?.focus();
	}
}

/**
 * Opens a card's form, loading it the first time.
 *
 * @param settings The settings.
 * @param button   The card's button.
 * @return Whether the form is shown.
 */
export async function openQuickShop(
	settings: Pick< CartSettings, 'ajaxUrl' >,
	button: HTMLElement
): Promise< boolean > {
	const card = cardOf( button );
	if ( ! card || card.classList.contains( QUICK_SHOP_STATES.loading ) ) {
		return false;
	}
	const loaded = card.querySelector< HTMLElement >( SELECTORS.quickShop );
	if ( loaded ) {
		show( card, loaded );
		return true;
	}
	card.classList.add( QUICK_SHOP_STATES.loading );
	button.classList.add( BUTTON_STATES.loading );
	button.setAttribute( 'aria-busy', 'true' );
	try {
		const url = new URL(
			endpoint( settings, CART_ACTIONS.quickShop ),
			window.location.href
		);
		url.searchParams.set( 'id', button.dataset.product_id || '' );
		const box = fromHtml(
			await fetchHtml( url.toString() )
		).querySelector< HTMLElement >( SELECTORS.quickShop );
		if ( ! box ) {
			throw new Error( 'no quick-shop markup in the answer' );
		}
		card.append( box );
		await startVariationForms( box );
		show( card, box );
		return true;
	} catch ( error ) {
		// The product page still offers the choice.
		// eslint-disable-next-line no-console
		console.error( 'Vitrina: quick shop failed', error );
		return false;
	} finally {
		card.classList.remove( QUICK_SHOP_STATES.loading );
		button.classList.remove( BUTTON_STATES.loading );
		button.removeAttribute( 'aria-busy' );
	}
}

/**
 * Listens to the quick-shop buttons of the page.
 *
 * @param settings The settings.
 * @param root
 */
export function startQuickShop(
	settings: Pick< CartSettings, 'ajaxUrl' >,
	root: Node = document
): void {
	root.addEventListener( 'click', ( event ) => {
		const target = event.target as Element | null;
		const close = target?.closest?.( SELECTORS.quickShopClose );
		if ( close ) {
			event.preventDefault();
			const card = cardOf( close );
			if ( card ) {
				closeQuickShop( card );
			}
			return;
		}
		const button = target?.closest?.< HTMLElement >(
			SELECTORS.quickShopButton
		);
		if ( button ) {
			event.preventDefault();
			void openQuickShop( settings, button );
		}
	} );
	listen( WC_EVENTS.added, ( _fragments, _hash, button ) => {
		const box = elementOf( button )?.closest( SELECTORS.quickShop );
		const card = box ? cardOf( box ) : null;
		if ( card ) {
			closeQuickShop( card );
		}
	} );
}
