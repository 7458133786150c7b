/**
 * Popup cookies (spec §5 cookie check): set with a time like '30 days', as
 * session cookies, on the site's root or the current path; any named cookie
 * present suppresses a trigger, an empty name never does.
 */
import { TIME_UNITS } from './model';
import type { PopupCookie } from './model';
import { hasCookie, writeCookie } from '@runtime/cookies';
import { POPUPS } from './constants';

/**
 * Seconds of a time such as '30 days' or '1 year' (null when not understood).
 *
 * @param time The time.
 */
export function parseTime( time: string ): number | null {
	const m = /^\s*(\d+)\s*([a-z]+?)s?\s*$/i.exec( time );
	const unit = m ? TIME_UNITS[ m[ 2 ].toLowerCase() ] : undefined;
	return m && unit ? Number( m[ 1 ] ) * unit : null;
}

/**
 * Whether any of the named cookies is present (an empty name never counts).
 *
 * @param names Cookie names.
 */
export function isSuppressed( names: readonly string[] ): boolean {
	return names.some( ( name ) => name !== '' && hasCookie( name ) );
}

/**
 * Sets a popup cookie.
 *
 * @param settings         The cookie's settings.
 * @param settings.name    The name ('' sets nothing).
 * @param settings.time    The time ('30 days').
 * @param settings.session Whether it ends with the browser session.
 * @param settings.path    Whether it is for the whole site (else this path).
 */
export function setCookie( settings: PopupCookie[ 'settings' ] ): void {
	if ( ! settings.name ) {
		return;
	}
	writeCookie(
		encodeURIComponent( settings.name ),
		'1',
		settings.session
			? null
			: ( parseTime( settings.time ) ??
					( parseTime( POPUPS.cookieTime ) as number ) ),
		settings.path ? '/' : window.location.pathname
	);
}
