/**
 * Recently viewed products: the island remembers the product of a product
 * page in the browser's cookie (ids joined by a pipe, newest first, at most
 * RECENT_MAX), so that the page itself, which a cache may keep, sets no
 * cookie. The [vitrina_recently_viewed] page reads the cookie on the server.
 */
import { readCookie, writeCookie } from '@runtime/cookies';
import { COOKIE_DAYS, RECENT_SEPARATOR } from './constants';

/** The cookie's name (spec §3). */
export const RECENT_COOKIE = 'vitrina_recently_viewed';

/** The most products remembered (includes/Lists/Compare.php RECENT_MAX). */
export const RECENT_MAX = 12;

/**
 * The ids in the cookie, newest first (a signed value of earlier versions
 * gives its ids; anything else none).
 */
export function recentIds(): number[] {
	const value = ( readCookie( RECENT_COOKIE ) ?? '' ).split( '~' )[ 0 ];
	if ( ! /^\d+(\|\d+)*$/.test( value ) ) {
		return [];
	}
	return value
		.split( RECENT_SEPARATOR )
		.map( Number )
		.filter( ( id ) => Number.isSafeInteger( id ) && id > 0 );
}

/**
 * Puts a product first in the recently viewed cookie.
 *
 * @param id The product.
 */
export function recordView( id: number ): void {
	if ( ! Number.isSafeInteger( id ) || id <= 0 ) {
		return;
	}
	const ids = [ id, ...recentIds().filter( ( old ) => old !== id ) ].slice(
		0,
		RECENT_MAX
	);
	writeCookie(
		RECENT_COOKIE,
		ids.join( RECENT_SEPARATOR ),
		COOKIE_DAYS * 86400
	);
}
