/**
 * The skeleton the wishlist and compare pages share: one request at a time
 * (the container is `aria-busy` meanwhile) with the list's key, the answer's
 * markup shown, the personal state updated, focus back on the container and
 * the change announced.
 */
import { currentState, loadState, updateState } from '@runtime/state';
import { applyFragments } from '@runtime/html';
import { announce } from './dom';
import type { ListsSettings } from './settings';

/** What every list answer carries. */
export interface ListAnswer {
	count: number;
	ids: number[];
	fragments: Record< string, string >;
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
	list: 'wishlist' | 'compare',
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
			const key =
				( ( await loadState() ) ?? currentState() )?.nonces?.[ list ] ??
				'';
			const answer = await request( key );
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
