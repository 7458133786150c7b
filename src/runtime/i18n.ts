/**
 * The islands' translations, without WordPress's `wp-i18n` and `wp-hooks`
 * scripts on the shop's pages: the same calls (`__`, `_x`, `_n`, `_nx`,
 * `sprintf`, each text in the `vitrina` domain), read from the JSON the
 * server prints before each island's script (`<script type="application/json"
 * data-vitrina-l10n>`, includes/Assets/Islands.php: the Jed file WordPress
 * would give `wp_set_script_translations`). bin/i18n.mjs finds the texts of
 * calls imported from here as it does those of `@wordpress/i18n`.
 *
 * A text without a translation is shown as written (English).
 */
import sprintfFormat from '@tannin/sprintf';
import pluralForms from '@tannin/plural-forms';
import { arrayOf, isString } from './checks';

/** The elements holding an island's translations. */
export const L10N_SELECTOR =
	'script[type="application/json"][data-vitrina-l10n]';

/** What separates a context from its text in a Jed key (as gettext). */
const CONTEXT_GLUE = '\u0004';

/**
 * A Jed file's messages (the header under "", each text's forms under the
 * text), or null when it is not a Jed file.
 *
 * @param raw The parsed JSON.
 */
function jedMessages( raw: unknown ): Record< string, unknown > | null {
	const messages = ( raw as { locale_data?: { messages?: unknown } } | null )
		?.locale_data?.messages;
	return messages &&
		typeof messages === 'object' &&
		! Array.isArray( messages )
		? ( messages as Record< string, unknown > )
		: null;
}

/** A text's forms, when they are that: an array of strings. */
const isForms = arrayOf( isString );

const translations = new Map< string, string[] >();
let pluralIndex: ( ( n: number ) => number ) | null = null;

/** The page's script elements (a live list), their number and last one at the last look. */
let scripts: HTMLCollectionOf< HTMLScriptElement > | null = null;
let seenCount = -1;
let seenLast: Element | null = null;

/**
 * Takes in the translations printed since the last look (each element once).
 * The page is searched again only when its script elements have changed
 * (their number or the last of them): a text is translated many times a
 * render.
 */
function readPrinted(): void {
	if ( typeof document === 'undefined' ) {
		return;
	}
	scripts ??= document.getElementsByTagName( 'script' );
	const last = scripts[ scripts.length - 1 ] ?? null;
	if ( scripts.length === seenCount && last === seenLast ) {
		return;
	}
	seenCount = scripts.length;
	seenLast = last;
	const fresh = document.querySelectorAll< HTMLScriptElement >(
		`${ L10N_SELECTOR }:not([data-vitrina-read])`
	);
	for ( const el of fresh ) {
		el.setAttribute( 'data-vitrina-read', '' );
		let raw: unknown;
		try {
			raw = JSON.parse( el.textContent || '' );
		} catch {
			continue;
		}
		const messages = jedMessages( raw );
		if ( ! messages ) {
			continue;
		}
		for ( const [ key, value ] of Object.entries( messages ) ) {
			if ( isForms( value ) ) {
				translations.set( key, value );
				continue;
			}
			const header = ( value as { 'plural-forms'?: unknown } | null )?.[
				'plural-forms'
			];
			if ( key === '' && typeof header === 'string' && header ) {
				pluralIndex = compilePlural( header );
			}
		}
	}
}

/**
 * The plural form function of a gettext header ("nplurals=3; plural=…").
 *
 * @param header The Plural-Forms header.
 */
function compilePlural( header: string ): ( ( n: number ) => number ) | null {
	const expression = /plural=(.+?);?\s*$/.exec( header )?.[ 1 ];
	if ( ! expression ) {
		return null;
	}
	try {
		return pluralForms( expression ) as ( n: number ) => number;
	} catch {
		return null;
	}
}

/**
 * The forms of a key, or null without a translation.
 *
 * @param key The Jed key (the text, after its context).
 */
function formsOf( key: string ): string[] | null {
	readPrinted();
	const forms = translations.get( key );
	return forms && forms.some( Boolean ) ? forms : null;
}

/**
 * The form for a number (the source's singular/plural without a translation).
 *
 * @param key    The Jed key.
 * @param single The singular text.
 * @param plural The plural text.
 * @param n      The number.
 */
function pluralOf( key: string, single: string, plural: string, n: number ) {
	const forms = formsOf( key );
	if ( forms && pluralIndex ) {
		const form = forms[ pluralIndex( n ) ];
		if ( form ) {
			return form;
		}
	}
	return n === 1 ? single : plural;
}

/* eslint-disable @typescript-eslint/no-unused-vars -- the domain names the catalogue for bin/i18n.mjs */

/**
 * A text, translated.
 *
 * @param text    The English text.
 * @param _domain The text domain (`vitrina`, read by bin/i18n.mjs).
 */
export function __( text: string, _domain?: string ): string {
	return formsOf( text )?.[ 0 ] || text;
}

/**
 * A text with a context, translated.
 *
 * @param text    The English text.
 * @param context The context.
 * @param _domain The text domain (`vitrina`, read by bin/i18n.mjs).
 */
export function _x( text: string, context: string, _domain?: string ): string {
	return formsOf( context + CONTEXT_GLUE + text )?.[ 0 ] || text;
}

/**
 * A text for a number, translated in the form the language uses for it.
 *
 * @param single  The English singular.
 * @param plural  The English plural.
 * @param n       The number.
 * @param _domain The text domain (`vitrina`, read by bin/i18n.mjs).
 */
export function _n(
	single: string,
	plural: string,
	n: number,
	_domain?: string
): string {
	return pluralOf( single, single, plural, n );
}

/**
 * A text for a number, with a context.
 *
 * @param single  The English singular.
 * @param plural  The English plural.
 * @param n       The number.
 * @param context The context.
 * @param _domain The text domain (`vitrina`, read by bin/i18n.mjs).
 */
export function _nx(
	single: string,
	plural: string,
	n: number,
	context: string,
	_domain?: string
): string {
	return pluralOf( context + CONTEXT_GLUE + single, single, plural, n );
}

/* eslint-enable @typescript-eslint/no-unused-vars */

/**
 * A format with its arguments (`%s`, `%d`, `%1$s`…), as `@wordpress/i18n`'s.
 *
 * @param format The format.
 * @param args   The arguments.
 */
export function sprintf( format: string, ...args: unknown[] ): string {
	return ( sprintfFormat as ( f: string, ...a: unknown[] ) => string )(
		format,
		...args
	);
}
