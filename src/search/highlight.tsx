/**
 * Highlights the typed words in a suggestion's title, as React text (no
 * markup from the answer is ever inserted).
 */
import type { ReactNode } from 'react';

const EN =
	'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';

/**
 * The text as typed with the other keyboard layout (the server matches it
 * too: includes/Search/Text.php), or null when that changes nothing.
 *
 * @param text Typed text.
 * @return The other layout's text, or null.
 */
export function otherLayout( text: string ): string | null {
	const latin = /[a-z]/i.test( text );
	const cyrillic = /[\u0400-\u04ff]/.test( text );
	if ( latin === cyrillic ) {
		return null;
	}
	const [ from, to ] = latin ? [ EN, RU ] : [ RU, EN ];
	const out = Array.from( text )
		.map( ( c ) => {
			const at = from.indexOf( c );
			return at < 0 ? c : to[ at ];
		} )
		.join( '' );
	return out === text ? null : out;
}

const escapeRegExp = ( s: string ) =>
	s.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/**
 * Strips tags from a title that arrives with highlight markup.
 *
 * @param value The suggestion's value.
 * @return Plain text.
 */
export function plainText( value: string ): string {
	if ( ! /[<&]/.test( value ) ) {
		return value;
	}
	const doc = new window.DOMParser().parseFromString( value, 'text/html' );
	return doc.body.textContent || '';
}

/**
 * @param title The title (plain text).
 * @param query The typed text.
 * @return The title with each match in a strong element.
 */
export function highlight( title: string, query: string ): ReactNode[] {
	const slip = otherLayout( query );
	const words = `${ query } ${ slip ?? '' }`
		.trim()
		.split( /\s+/ )
		.filter( Boolean )
		.map( escapeRegExp );
	if ( ! words.length ) {
		return [ title ];
	}
	const split = new RegExp( `(${ words.join( '|' ) })`, 'giu' );
	const match = new RegExp( `^(?:${ words.join( '|' ) })$`, 'iu' );
	return title
		.split( split )
		.filter( ( part ) => part !== '' )
		.map( ( part, i ) =>
			match.test( part ) ? <strong key={ i }>{ part }</strong> : part
		);
}
