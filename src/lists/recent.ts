/**
 * Recently viewed products: the ids are kept in the browser (the runtime's
 * `recent`, which writes a product page's product without the island). A
 * [vitrina_recently_viewed] place on a page is filled by one call that sends the ids
 * (vitrina_recently_viewed); the server shows only the shop's public
 * products among them.
 */
import { z } from 'zod/mini';
import { fetchJson, withQuery } from '@runtime/http';
import { fromHtml } from '@runtime/html';
import { recentIds } from '@runtime/recent';
import { ACTIONS, RECENT_SEPARATOR, REQUEST_TIMEOUT } from './constants';

const listAnswer = z.object( { html: z.string() } );

/**
 * Fills a recently viewed place with the list of the kept ids (without the
 * product on screen); a place stays empty while there are none.
 *
 * @param root    The place (data-limit: how many).
 * @param ajaxUrl The ajax endpoint.
 * @param exclude The product on screen, if any.
 * @return Whether a list was shown.
 */
export async function fillRecent(
	root: HTMLElement,
	ajaxUrl: string,
	exclude = 0
): Promise< boolean > {
	const ids = recentIds().filter( ( id ) => id !== exclude );
	if ( ! ids.length ) {
		return false;
	}
	const answer = await fetchJson(
		withQuery( ajaxUrl, {
			action: ACTIONS.recentlyViewed,
			ids: ids.join( RECENT_SEPARATOR ),
			limit: Number( root.dataset.limit ) || 4,
			exclude,
		} ),
		listAnswer,
		{
			headers: { Accept: 'application/json' },
			cache: 'no-store',
			timeout: REQUEST_TIMEOUT,
		}
	);
	root.replaceChildren( fromHtml( answer.html, root.ownerDocument ) );
	return answer.html.trim() !== '';
}
