/**
 * The wishlist and compare buttons of product cards and product pages:
 * normal, loading, added (the label becomes the added text; a click then
 * opens the list's page). Adding is skipped when the product is already in
 * the list. Which products are in the lists comes from the shopper's state,
 * so cached pages show the right buttons.
 */
import {
	currentState,
	loadState,
	startState,
	updateState,
} from '@runtime/state';
import type { ShopState } from '@runtime/state';
import { addToCompare, addToWishlist } from './api';
import { FAILURES, type ButtonState, type ListName } from './constants';
import { applyFragments } from '@runtime/html';
import type { ListsSettings } from './settings';
import { showCount } from './dom';

export const BUTTON_SELECTOR = '.vitrina-list-button[data-vitrina-list]';

const listOf = ( btn: HTMLElement ): ListName =>
	btn.dataset.vitrinaList === 'compare' ? 'compare' : 'wishlist';

const productOf = ( btn: HTMLElement ): number =>
	Number( btn.dataset.productId ) || 0;

/**
 * The ids of a list in a state.
 *
 * @param state The state.
 * @param list  The list.
 */
export function idsIn( state: ShopState | null, list: ListName ): number[] {
	const section = state?.[ list ] as { ids?: unknown } | undefined;
	return Array.isArray( section?.ids )
		? section.ids.map( Number ).filter( ( n ) => n > 0 )
		: [];
}

/**
 * Puts a button in a state.
 *
 * @param btn   The button.
 * @param state The state.
 */
export function setButtonState( btn: HTMLElement, state: ButtonState ): void {
	btn.dataset.state = state;
	btn.classList.toggle( 'is-loading', state === 'loading' );
	btn.classList.toggle( 'is-added', state === 'added' );
	btn.setAttribute( 'aria-busy', state === 'loading' ? 'true' : 'false' );
	const label = btn.querySelector( '.vitrina-list-button__label' );
	if ( label ) {
		label.textContent =
			( state === 'added' ? btn.dataset.addedText : btn.dataset.text ) ||
			label.textContent;
	}
}

/**
 * Shows every button of a list as added or not, from the list's ids.
 *
 * @param list The list.
 * @param ids  Ids in the list.
 * @param root Where to look.
 */
export function syncButtons(
	list: ListName,
	ids: number[],
	root: ParentNode = document
): void {
	const set = new Set( ids );
	root.querySelectorAll< HTMLElement >(
		`${ BUTTON_SELECTOR }[data-vitrina-list="${ list }"]`
	).forEach( ( btn ) => {
		if ( btn.dataset.state === 'loading' ) {
			return;
		}
		setButtonState( btn, set.has( productOf( btn ) ) ? 'added' : 'normal' );
	} );
}

/**
 * Shows the shopper's lists on the page: the header counts and the added
 * buttons. Pages carry the same neutral markup for every shopper (empty
 * counts, "add" buttons) so that any cache may keep them; this fills them.
 *
 * @param state The shopper's state.
 * @param root  Where to look for buttons.
 */
export function showLists(
	state: ShopState,
	root: ParentNode = document
): void {
	( [ 'wishlist', 'compare' ] as ListName[] ).forEach( ( list ) => {
		const section = state[ list ];
		if ( section ) {
			showCount( list, section.count );
			syncButtons( list, idsIn( state, list ), root );
		}
	} );
}

/**
 * Handles a click on a button.
 *
 * @param btn      The button.
 * @param settings The island's settings.
 */
export async function clickButton(
	btn: HTMLElement,
	settings: ListsSettings
): Promise< void > {
	const state = btn.dataset.state as ButtonState | undefined;
	if ( state === 'loading' ) {
		return;
	}
	if ( state === 'added' ) {
		if ( btn.dataset.url ) {
			window.location.assign( btn.dataset.url );
		}
		return;
	}
	const list = listOf( btn );
	const id = productOf( btn );
	setButtonState( btn, 'loading' );
	const shop = ( await loadState() ) ?? currentState();
	if ( idsIn( shop, list ).includes( id ) ) {
		setButtonState( btn, 'added' );
		return;
	}
	// A browsing guest's state has no list nonce: the first action asks for
	// one (and the guest's cookie) then.
	const key =
		shop?.nonces?.[ list ] ??
		( await startState() )?.nonces?.[ list ] ??
		'';
	try {
		const answer =
			list === 'wishlist'
				? await addToWishlist( settings.ajaxUrl, id, key )
				: await addToCompare( settings.ajaxUrl, id, key );
		applyFragments( answer.fragments );
		setButtonState( btn, 'added' );
		updateState( { [ list ]: { count: answer.count, ids: answer.ids } } );
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error(
			list === 'wishlist'
				? FAILURES.addToWishlist
				: FAILURES.addToCompare,
			error
		);
		setButtonState( btn, 'normal' );
	}
}

/**
 * Listens to clicks on every button of the page (also those added later).
 *
 * @param settings The island's settings.
 * @return A function that stops listening.
 */
export function initButtons( settings: ListsSettings ): () => void {
	const onClick = ( event: MouseEvent ) => {
		const target = event.target as Element | null;
		const btn = target?.closest< HTMLElement >( BUTTON_SELECTOR );
		if ( ! btn ) {
			return;
		}
		event.preventDefault();
		void clickButton( btn, settings );
	};
	document.addEventListener( 'click', onClick );
	return () => document.removeEventListener( 'click', onClick );
}
