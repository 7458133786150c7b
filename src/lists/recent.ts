/**
 * Recently viewed products: the island remembers the product of a product
 * page in the browser's local storage (ids, newest first, at most
 * RECENT_MAX, forgotten RECENT_DAYS after the last view), never in a cookie,
 * so that no page a cache may keep depends on it. A [vitrina_recently_viewed]
 * place on a page is filled by one call that sends the ids
 * (vitrina_recently_viewed); the server shows only the shop's public
 * products among them.
 */
import { z } from 'zod/mini';
import { fetchJson, withQuery } from '@runtime/http';
import { fromHtml } from '@runtime/html';
import { readStored, writeStored } from '@runtime/storage';
import {
	ACTIONS,
	RECENT_DAYS,
	RECENT_SEPARATOR,
	REQUEST_TIMEOUT,
} from './constants';

/** The local storage key (the name of the cookie of earlier versions, spec §3). */
export const RECENT_KEY = 'vitrina_recently_viewed';

/** The most products remembered (includes/Lists/Compare.php RECENT_MAX). */
export const RECENT_MAX = 12;

const DAY = 86400000;

const kept = z.object( {
	ids: z.array( z.number().check( z.int(), z.positive() ) ),
	at: z.number(),
} );

/**
 * The ids kept, newest first (none once RECENT_DAYS have passed since the
 * last view, or when what is kept is not understood).
 *
 * @param now The time, ms.
 */
export function recentIds( now = Date.now() ): number[] {
	let raw: unknown;
	try {
		raw = JSON.parse( readStored( 'local', RECENT_KEY ) ?? 'null' );
	} catch {
		return [];
	}
	const parsed = kept.safeParse( raw );
	if ( ! parsed.success || now - parsed.data.at > RECENT_DAYS * DAY ) {
		return [];
	}
	return parsed.data.ids
		.filter( ( id ) => Number.isSafeInteger( id ) )
		.slice( 0, RECENT_MAX );
}

/**
 * Keeps ids: the given ones first, then those kept already, once each.
 *
 * @param ids The newest ids.
 * @param now The time, ms.
 */
export function keepRecent( ids: number[], now = Date.now() ): void {
	const valid = ids.filter( ( id ) => Number.isSafeInteger( id ) && id > 0 );
	if ( ! valid.length ) {
		return;
	}
	const all = [ ...new Set( [ ...valid, ...recentIds( now ) ] ) ].slice(
		0,
		RECENT_MAX
	);
	writeStored( 'local', RECENT_KEY, JSON.stringify( { ids: all, at: now } ) );
}

/**
 * Puts a product first among the recently viewed.
 *
 * @param id  The product.
 * @param now The time, ms.
 */
export function recordView( id: number, now = Date.now() ): void {
	keepRecent( [ id ], now );
}

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
