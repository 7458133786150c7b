/**
 * First-party cookies: read one, write one for the whole site.
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
 * Sets a cookie on the whole site (SameSite=Lax, Secure on HTTPS).
 *
 * @param name    The cookie's name.
 * @param value   Its value (encoded here).
 * @param seconds Its lifetime.
 */
export function writeCookie(
	name: string,
	value: string,
	seconds: number
): void {
	const parts = [
		`${ name }=${ encodeURIComponent( value ) }`,
		'path=/',
		`max-age=${ Math.max( 0, Math.round( seconds ) ) }`,
		'SameSite=Lax',
	];
	if ( window.location.protocol === 'https:' ) {
		parts.push( 'Secure' );
	}
	document.cookie = parts.join( '; ' );
}
