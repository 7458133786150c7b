/**
 * First-party cookies: the one place the islands read and write
 * `document.cookie`.
 */

/**
 * A cookie's decoded value, or null when it is not set.
 *
 * @param name The cookie's name.
 */
export function readCookie( name: string ): string | null {
	for ( const part of document.cookie.split( ';' ) ) {
		const at = part.indexOf( '=' );
		const key = ( at < 0 ? part : part.slice( 0, at ) ).trim();
		if ( key === name ) {
			const value = at < 0 ? '' : part.slice( at + 1 ).trim();
			try {
				return decodeURIComponent( value );
			} catch {
				return value;
			}
		}
	}
	return null;
}

/**
 * Whether a cookie is present (an empty name never is).
 *
 * @param name The cookie's name.
 */
export function hasCookie( name: string ): boolean {
	return name !== '' && readCookie( name ) !== null;
}

/**
 * Sets a cookie (SameSite=Lax, Secure on HTTPS).
 *
 * @param name    The cookie's name (written as given).
 * @param value   Its value (encoded here).
 * @param seconds Its lifetime, or null for a session cookie.
 * @param path    Its path (the whole site by default).
 */
export function writeCookie(
	name: string,
	value: string,
	seconds: number | null,
	path = '/'
): void {
	const parts = [
		`${ name }=${ encodeURIComponent( value ) }`,
		`path=${ path }`,
		'SameSite=Lax',
	];
	if ( seconds !== null ) {
		parts.push( `max-age=${ Math.max( 0, Math.round( seconds ) ) }` );
	}
	if ( window.location.protocol === 'https:' ) {
		parts.push( 'Secure' );
	}
	document.cookie = parts.join( '; ' );
}

/**
 * Deletes a cookie this site's scripts wrote, when the browser holds it
 * (nothing is written otherwise).
 *
 * @param name The cookie's name.
 * @param path Its path (the whole site by default).
 */
export function removeCookie( name: string, path = '/' ): void {
	if ( hasCookie( name ) ) {
		writeCookie( name, '', 0, path );
	}
}
