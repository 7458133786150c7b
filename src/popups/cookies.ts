/**
 * Popup cookies (spec §5 cookie check): set with a time like '30 days', as
 * session cookies, on the site's root or the current path; any named cookie
 * present suppresses a trigger, an empty name never does.
 */
import { TIME_UNITS } from '@shared/popup-settings';
import type { PopupCookie } from '@shared/popup-settings';
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
 * Whether a cookie is present.
 *
 * @param name The cookie's name.
 */
export function hasCookie( name: string ): boolean {
	if ( ! name ) {
		return false;
	}
	return document.cookie
		.split( ';' )
		.some( ( part ) => part.trim().split( '=' )[ 0 ] === name );
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
	const parts = [
		`${ encodeURIComponent( settings.name ) }=1`,
		`path=${ settings.path ? '/' : window.location.pathname }`,
		'SameSite=Lax',
	];
	if ( ! settings.session ) {
		const seconds =
			parseTime( settings.time ) ??
			( parseTime( POPUPS.cookieTime ) as number );
		parts.push( `max-age=${ seconds }` );
	}
	if ( window.location.protocol === 'https:' ) {
		parts.push( 'Secure' );
	}
	document.cookie = parts.join( '; ' );
}
