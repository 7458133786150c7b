/**
 * The skeleton the wishlist and compare pages share: one request at a time
 * (the container is `aria-busy` meanwhile) with the list's key, the answer's
 * markup shown, the personal state updated, focus back on the container and
 * the change announced; the container's listeners; following a change made
 * in another tab.
 */
import {
	currentState,
	loadState,
	startState,
	updateState,
	type ShopState,
} from '@runtime/state';
import { applyFragments } from '@runtime/html';
import { idsIn } from './buttons';
import { announce, parseIds, sameIds } from './dom';
import type { ListsSettings } from './settings';

type PageList = 'wishlist' | 'compare';

/** What every list answer carries. */
export interface ListAnswer {
	count: number;
	ids: number[];
	fragments: Record< string, string >;
}

/**
 * The nonce of a list's calls: from the shopper's state, else from the
 * state that starts the guest's lists (token and nonces come together).
 *
 * @param list The list.
 * @return The nonce, or '' when none can be had.
 */
export async function listNonce( list: PageList ): Promise< string > {
	return (
		( ( await loadState() ) ?? currentState() )?.nonces?.[ list ] ??
		( await startState() )?.nonces?.[ list ] ??
		''
	);
}

/**
 * @param root     The page container.
 * @param list     Which list the page shows.
 * @param settings The island's settings.
 * @param show     Puts an answer's markup on the page.
 * @return Runs one request (ignored while another one runs).
 */
export function listRequests< A extends ListAnswer >(
	root: HTMLElement,
	list: PageList,
	settings: ListsSettings,
	show: ( answer: A ) => void
) {
	return async (
		request: ( key: string ) => Promise< A >,
		failure: string
	): Promise< void > => {
		if ( root.getAttribute( 'aria-busy' ) === 'true' ) {
			return;
		}
		root.setAttribute( 'aria-busy', 'true' );
		try {
			const answer = await request( await listNonce( list ) );
			show( answer );
			applyFragments( answer.fragments );
			updateState( {
				[ list ]: { count: answer.count, ids: answer.ids },
			} );
			root.focus( { preventScroll: true } );
			announce( settings.texts.updated );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( failure, error );
		} finally {
			root.removeAttribute( 'aria-busy' );
		}
	};
}

type Handlers = {
	[ K in keyof HTMLElementEventMap ]?: (
		event: HTMLElementEventMap[ K ]
	) => void;
};

/**
 * Makes the container focusable (focus returns to it after a change) and
 * listens on it.
 *
 * @param root     The page container.
 * @param handlers The listeners, by event.
 * @return A function that stops listening.
 */
export function listen( root: HTMLElement, handlers: Handlers ): () => void {
	const entries = Object.entries( handlers ) as Array<
		[ string, EventListener ]
	>;
	root.tabIndex = -1;
	entries.forEach( ( [ type, handler ] ) =>
		root.addEventListener( type, handler )
	);
	return () =>
		entries.forEach( ( [ type, handler ] ) =>
			root.removeEventListener( type, handler )
		);
}

/**
 * The page's button a click was on.
 *
 * @param root  The page container.
 * @param event The click.
 * @return The button, or null.
 */
export function clickedButton(
	root: HTMLElement,
	event: MouseEvent
): HTMLElement | null {
	const target = ( event.target as Element | null )?.closest< HTMLElement >(
		'button'
	);
	return target && root.contains( target ) ? target : null;
}

/**
 * The state listener of a list page: when another tab changed the list
 * (the state's ids are not the ones the page shows), shows the server's
 * content again. One fetch at a time, none while the page's own request
 * runs, none on a shared (read-only) page.
 *
 * @param root    The page container.
 * @param list    Which list the page shows.
 * @param content The selector of the shown content (`data-ids`).
 * @param refresh Fetches and shows the content.
 * @param failure What a failure is logged as.
 */
export function followList(
	root: HTMLElement,
	list: PageList,
	content: string,
	refresh: ( shown: HTMLElement ) => Promise< void >,
	failure: string
): ( state: ShopState ) => void {
	let busy = false;
	return ( state ) => {
		const shown = root.querySelector< HTMLElement >( content );
		if (
			busy ||
			root.dataset.shared === '1' ||
			! shown ||
			! state[ list ] ||
			root.getAttribute( 'aria-busy' ) === 'true' ||
			sameIds( parseIds( shown.dataset.ids ), idsIn( state, list ) )
		) {
			return;
		}
		busy = true;
		refresh( shown )
			.catch( ( error: unknown ) => {
				// eslint-disable-next-line no-console
				console.error( failure, error );
			} )
			.finally( () => {
				busy = false;
			} );
	};
}
