/**
 * The recently viewed products' ids, kept in the browser's local storage
 * (newest first, at most RECENT_MAX, forgotten RECENT_DAYS after the last
 * view), never in a cookie, so that no page a cache may keep depends on it.
 * The runtime writes a product page's product (its settings' `viewed`,
 * includes/Lists/Lists.php track_view()) without the lists island, which
 * reads them for its recently viewed places.
 */
import { arrayOf, fields, isCount, isNumber } from './checks';
import { runtimeSettings } from './personal';
import { readSettings } from './settings';
import { readStored, writeStored } from './storage';

/** Recently viewed products are forgotten this long after the last view, in days. */
export const RECENT_DAYS = 7;

/** The local storage key (the name of the cookie of earlier versions, spec §3). */
export const RECENT_KEY = 'vitrina_recently_viewed';

/** The most products remembered (includes/Lists/Compare.php RECENT_MAX). */
export const RECENT_MAX = 12;

const DAY = 86400000;

const isId = ( value: unknown ): value is number =>
	isCount( value ) && value > 0 && Number.isSafeInteger( value );

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
	const kept = fields( raw, { ids: arrayOf( isId ), at: isNumber } );
	if ( ! kept || now - kept.at > RECENT_DAYS * DAY ) {
		return [];
	}
	return kept.ids.slice( 0, RECENT_MAX );
}

/**
 * Keeps ids: the given ones first, then those kept already, once each.
 *
 * @param ids The newest ids.
 * @param now The time, ms.
 */
export function keepRecent( ids: number[], now = Date.now() ): void {
	const valid = ids.filter( isId );
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

/**
 * The product of this page when it is a product page (0 otherwise): the
 * runtime's settings' `viewed`, which the runtime records at load and the
 * lists island leaves out of its recently viewed places.
 */
export function viewedProduct(): number {
	return readSettings( 'runtime', runtimeSettings )?.viewed ?? 0;
}
