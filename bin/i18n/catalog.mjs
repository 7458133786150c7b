/**
 * Catalogues: the template (.pot) built from extracted messages, the merge of
 * a translation (.po) with it, and what WordPress loads: the .mo and the
 * .l10n.php for PHP, and Jed 1.x JSON files for scripts.
 */
import crypto from 'node:crypto';
import gettextParser from 'gettext-parser';

export const GENERATOR = 'Vitrina bin/i18n.mjs';

/** Plural-Forms of the locales whose rule this tool knows. */
export const PLURAL_FORMS = {
	ru_RU: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
};

const HEADER_ORDER = [
	'Project-Id-Version',
	'Report-Msgid-Bugs-To',
	'POT-Creation-Date',
	'PO-Revision-Date',
	'Last-Translator',
	'Language-Team',
	'Language',
	'MIME-Version',
	'Content-Type',
	'Content-Transfer-Encoding',
	'Plural-Forms',
	'X-Generator',
	'X-Domain',
];

/**
 * The key of a message: its context and text, as in .mo files and Jed.
 *
 * @param {{msgid: string, context?: string}} entry Entry.
 * @return {string} Key.
 */
export const keyOf = ( entry ) =>
	entry.context !== undefined && entry.context !== null
		? `${ entry.context }\u0004${ entry.msgid }`
		: entry.msgid;

/**
 * A date as gettext writes it: 2025-01-31 12:00+0000.
 *
 * @param {Date=} date Date.
 * @return {string} Date.
 */
export const poDate = ( date = new Date() ) =>
	date.toISOString().replace( 'T', ' ' ).slice( 0, 16 ) + '+0000';

/**
 * The entries of the template: one per context and text, with every
 * reference and translator comment, in the order of first appearance.
 *
 * @param {Array<Object>} messages Extracted messages.
 * @param {string[]=}     warnings Collects warnings.
 * @return {Array<Object>} Entries: msgid, context, plural, comments, references.
 */
export function buildCatalog( messages, warnings = [] ) {
	const entries = new Map();
	for ( const m of messages ) {
		const key = keyOf( m );
		let entry = entries.get( key );
		if ( ! entry ) {
			entry = { msgid: m.msgid, comments: [], references: [] };
			if ( m.context !== undefined ) {
				entry.context = m.context;
			}
			entries.set( key, entry );
		}
		if ( m.plural !== undefined ) {
			if ( entry.plural === undefined ) {
				entry.plural = m.plural;
			} else if ( entry.plural !== m.plural ) {
				warnings.push(
					`${ m.file }:${ m.line }: "${ m.msgid }" has the plural "${ m.plural }" here and "${ entry.plural }" elsewhere; the first is kept.`
				);
			}
		}
		for ( const comment of m.comments ?? [] ) {
			if ( ! entry.comments.includes( comment ) ) {
				entry.comments.push( comment );
			}
		}
		const reference = m.line ? `${ m.file }:${ m.line }` : m.file;
		if ( ! entry.references.includes( reference ) ) {
			entry.references.push( reference );
		}
	}
	return [ ...entries.values() ];
}

/*
 * Writing .pot and .po
 */

const escape = ( s ) =>
	s
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\t/g, '\\t' )
		.replace( /\r/g, '\\r' )
		.replace( /\n/g, '\\n' );

/**
 * A keyword and its string, split after each newline as gettext does.
 *
 * @param {string} keyword msgid, msgstr[0], …
 * @param {string} value   Value.
 * @param {string} prefix  Line prefix (`#~ ` for obsolete entries).
 * @return {string} Lines.
 */
function poString( keyword, value, prefix = '' ) {
	const parts = value.split( /(?<=\n)/ );
	if ( parts.length < 2 ) {
		return `${ prefix }${ keyword } "${ escape( value ) }"`;
	}
	return [
		`${ prefix }${ keyword } ""`,
		...parts.map( ( p ) => `${ prefix }"${ escape( p ) }"` ),
	].join( '\n' );
}

/**
 * One entry of a .pot or .po file.
 *
 * @param {Object}  entry    Entry.
 * @param {number}  nplurals Number of plural forms.
 * @param {boolean} obsolete Write as obsolete (`#~`).
 * @return {string} Text.
 */
function entryText( entry, nplurals, obsolete = false ) {
	const prefix = obsolete ? '#~ ' : '';
	const out = [];
	for ( const c of entry.translator ?? [] ) {
		out.push( c ? `# ${ c }` : '#' );
	}
	if ( ! obsolete ) {
		for ( const c of entry.comments ?? [] ) {
			out.push( `#. ${ c }` );
		}
		for ( const r of entry.references ?? [] ) {
			out.push( `#: ${ r }` );
		}
	}
	if ( entry.flags?.length ) {
		out.push( `#, ${ entry.flags.join( ', ' ) }` );
	}
	if ( entry.context !== undefined ) {
		out.push( poString( 'msgctxt', entry.context, prefix ) );
	}
	out.push( poString( 'msgid', entry.msgid, prefix ) );
	const msgstr = entry.msgstr ?? [];
	if ( entry.plural !== undefined ) {
		out.push( poString( 'msgid_plural', entry.plural, prefix ) );
		for ( let i = 0; i < nplurals; i++ ) {
			out.push( poString( `msgstr[${ i }]`, msgstr[ i ] ?? '', prefix ) );
		}
	} else {
		out.push( poString( 'msgstr', msgstr[ 0 ] ?? '', prefix ) );
	}
	return out.join( '\n' );
}

/**
 * Headers in the usual order, unknown ones last.
 *
 * @param {Object<string, string>} headers Headers.
 * @return {Array<[string, string]>} Ordered pairs.
 */
function orderedHeaders( headers ) {
	const known = HEADER_ORDER.filter( ( k ) => k in headers );
	const rest = Object.keys( headers )
		.filter( ( k ) => ! HEADER_ORDER.includes( k ) )
		.sort();
	return [ ...known, ...rest ].map( ( k ) => [ k, headers[ k ] ] );
}

/**
 * The number of plural forms of a Plural-Forms header (2 when unknown).
 *
 * @param {string=} pluralForms Header value.
 */
export const nplurals = ( pluralForms ) =>
	Number( /nplurals\s*=\s*(\d+)/.exec( pluralForms ?? '' )?.[ 1 ] ?? 2 );

/**
 * Writes a catalogue (.pot or .po).
 *
 * @param {Object}                 catalog
 * @param {string[]}               catalog.headerComments Comment lines above the header.
 * @param {Object<string, string>} catalog.headers        Headers.
 * @param {Array<Object>}          catalog.entries        Entries.
 * @param {Array<Object>=}         catalog.obsolete       Obsolete entries.
 * @return {string} File text.
 */
export function writeCatalog( {
	headerComments,
	headers,
	entries,
	obsolete = [],
} ) {
	const n = nplurals( headers[ 'Plural-Forms' ] );
	const head = [
		...headerComments.map( ( c ) => ( c ? `# ${ c }` : '#' ) ),
		'msgid ""',
		'msgstr ""',
		...orderedHeaders( headers ).map(
			( [ k, v ] ) => `"${ escape( `${ k }: ${ v }\n` ) }"`
		),
	].join( '\n' );
	return (
		[
			head,
			...entries.map( ( e ) => entryText( e, n ) ),
			...obsolete.map( ( e ) => entryText( e, n, true ) ),
		].join( '\n\n' ) + '\n'
	);
}

/**
 * The template's text.
 *
 * @param {Array<Object>} entries      Entries of buildCatalog().
 * @param {Object}        info
 * @param {string}        info.name    Project name (Vitrina).
 * @param {string}        info.version Project version.
 * @param {string}        info.bugs    Report-Msgid-Bugs-To.
 * @param {string}        info.license License.
 * @param {string}        info.domain  Text domain.
 * @param {string=}       info.date    POT-Creation-Date.
 * @return {string} .pot text.
 */
export function writePot(
	entries,
	{ name, version, bugs, license, domain, date }
) {
	const created = date ?? poDate();
	return writeCatalog( {
		headerComments: [
			`Copyright (C) ${ created.slice( 0, 4 ) } ${ name }`,
			`This file is distributed under the ${ license }.`,
		],
		headers: {
			'Project-Id-Version': `${ name } ${ version }`,
			'Report-Msgid-Bugs-To': bugs,
			'POT-Creation-Date': created,
			'PO-Revision-Date': 'YEAR-MO-DA HO:MI+ZONE',
			'Last-Translator': 'FULL NAME <EMAIL@ADDRESS>',
			'Language-Team': 'LANGUAGE <LL@li.org>',
			'MIME-Version': '1.0',
			'Content-Type': 'text/plain; charset=UTF-8',
			'Content-Transfer-Encoding': '8bit',
			'Plural-Forms': 'nplurals=INTEGER; plural=EXPRESSION;',
			'X-Generator': GENERATOR,
			'X-Domain': domain,
		},
		entries,
	} );
}

/*
 * Reading .pot and .po
 */

const UNESCAPE = {
	n: '\n',
	t: '\t',
	r: '\r',
	a: '\x07',
	b: '\b',
	f: '\f',
	v: '\v',
};

/**
 * The value of a quoted PO string.
 *
 * @param {string} quoted `"…"` as written.
 * @return {string} Value.
 */
const unquote = ( quoted ) =>
	quoted
		.trim()
		.replace( /^"|"$/g, '' )
		.replace( /\\(.)/g, ( m, c ) => UNESCAPE[ c ] ?? c );

/**
 * Reads a .pot or .po file, keeping the order of its entries.
 *
 * @param {string|Buffer} text File contents (UTF-8).
 * @return {Object} { headerComments, headers, entries, obsolete }, entries
 *                  with msgid, context, plural, msgstr[], comments,
 *                  references, translator, flags.
 */
export function readCatalog( text ) {
	const blocks = [];
	let entry = null;
	let field = null;
	const start = () => {
		entry = {
			msgid: undefined,
			msgstr: [],
			comments: [],
			references: [],
			translator: [],
			flags: [],
			obsolete: false,
		};
		blocks.push( entry );
		field = null;
	};
	const set = ( name, value ) => {
		field = name;
		const plural = /^msgstr\[(\d+)\]$/.exec( name );
		if ( plural ) {
			entry.msgstr[ Number( plural[ 1 ] ) ] = value;
		} else if ( name === 'msgstr' ) {
			entry.msgstr[ 0 ] = value;
		} else if ( name === 'msgctxt' ) {
			entry.context = value;
		} else if ( name === 'msgid_plural' ) {
			entry.plural = value;
		} else {
			entry.msgid = value;
		}
	};
	const append = ( value ) => {
		const plural = /^msgstr\[(\d+)\]$/.exec( field ?? '' );
		if ( plural ) {
			entry.msgstr[ Number( plural[ 1 ] ) ] += value;
		} else if ( field === 'msgstr' ) {
			entry.msgstr[ 0 ] += value;
		} else if ( field === 'msgctxt' ) {
			entry.context += value;
		} else if ( field === 'msgid_plural' ) {
			entry.plural += value;
		} else if ( field === 'msgid' ) {
			entry.msgid += value;
		}
	};

	for ( const raw of text
		.toString()
		.replace( /^\uFEFF/, '' )
		.split( /\r?\n/ ) ) {
		let line = raw.trim();
		if ( line === '' ) {
			entry = null;
			continue;
		}
		let obsolete = false;
		if ( line.startsWith( '#~' ) ) {
			obsolete = true;
			line = line.replace( /^#~\s?/, '' );
			if ( line.startsWith( '|' ) ) {
				continue;
			}
		}
		// A new entry starts at a comment or msgctxt/msgid after its strings.
		const isComment = line.startsWith( '#' );
		const isStart = /^(msgctxt|msgid)\s/.test( line );
		if (
			! entry ||
			( ( isComment || isStart ) &&
				entry.msgid !== undefined &&
				( field?.startsWith( 'msgstr' ) ?? false ) ) ||
			( isStart &&
				line.startsWith( 'msgctxt' ) &&
				entry.msgid !== undefined )
		) {
			start();
		}
		entry.obsolete = entry.obsolete || obsolete;
		if ( isComment ) {
			const kind = line[ 1 ];
			const body = line.slice( 2 ).trim();
			if ( kind === '.' ) {
				entry.comments.push( body );
			} else if ( kind === ':' ) {
				entry.references.push(
					...body.split( /\s+/ ).filter( Boolean )
				);
			} else if ( kind === ',' ) {
				entry.flags.push(
					...body
						.split( ',' )
						.map( ( f ) => f.trim() )
						.filter( Boolean )
				);
			} else if ( kind !== '|' ) {
				entry.translator.push( line.slice( 1 ).replace( /^ /, '' ) );
			}
			continue;
		}
		const m =
			/^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(
				line
			);
		if ( m ) {
			set( m[ 1 ], unquote( m[ 2 ] ) );
		} else if ( line.startsWith( '"' ) ) {
			append( unquote( line ) );
		} else {
			throw new SyntaxError(
				`Cannot read this line of a PO file: ${ raw }`
			);
		}
	}

	const out = {
		headerComments: [],
		headers: {},
		entries: [],
		obsolete: [],
	};
	for ( const e of blocks ) {
		if ( e.msgid === undefined ) {
			continue;
		}
		const { obsolete, ...clean } = e;
		clean.msgstr = Array.from( clean.msgstr, ( v ) => v ?? '' );
		if ( ! clean.msgstr.length ) {
			clean.msgstr = [ '' ];
		}
		if ( clean.msgid === '' && clean.context === undefined && ! obsolete ) {
			out.headerComments = clean.translator;
			for ( const h of clean.msgstr[ 0 ].split( '\n' ) ) {
				const i = h.indexOf( ':' );
				if ( i > 0 ) {
					out.headers[ h.slice( 0, i ).trim() ] = h
						.slice( i + 1 )
						.trim();
				}
			}
			continue;
		}
		( obsolete ? out.obsolete : out.entries ).push( clean );
	}
	return out;
}

/*
 * Merging
 */

/**
 * Whether an entry is translated: every form filled in, not fuzzy.
 *
 * @param {Object} entry Entry.
 */
export const isTranslated = ( entry ) =>
	! entry.flags?.includes( 'fuzzy' ) &&
	entry.msgstr.length > 0 &&
	entry.msgstr.every( ( s ) => s !== '' );

/**
 * Merges a translation with the template, as `msgmerge --no-fuzzy-matching`:
 * translations of unchanged strings are kept, new strings come in
 * untranslated, strings gone from the code are kept as obsolete (and come
 * back if the string does). A string whose plural changed keeps its
 * translation, marked fuzzy.
 *
 * @param {Object}      pot         The template (readCatalog shape, or entries of buildCatalog).
 * @param {Object|null} po          The translation, or null for a new one.
 * @param {Object}      info
 * @param {string}      info.locale Locale (ru_RU).
 * @param {string}      info.name   Project name.
 * @param {string=}     info.date   Date for a new file's PO-Revision-Date.
 * @return {Object} The merged translation (readCatalog shape).
 */
export function mergeCatalog( pot, po, { locale, name, date } ) {
	const old = po ?? {
		headerComments: [],
		headers: {},
		entries: [],
		obsolete: [],
	};
	const pluralForms =
		PLURAL_FORMS[ locale ] ??
		old.headers[ 'Plural-Forms' ] ??
		'nplurals=2; plural=(n != 1);';
	const n = nplurals( pluralForms );
	const previous = new Map();
	for ( const e of [ ...old.obsolete, ...old.entries ] ) {
		previous.set( keyOf( e ), e );
	}

	const entries = pot.entries.map( ( e ) => {
		const before = previous.get( keyOf( e ) );
		previous.delete( keyOf( e ) );
		const flags = ( before?.flags ?? [] ).filter( ( f ) => f !== 'fuzzy' );
		let fuzzy = !! before?.flags?.includes( 'fuzzy' );
		let msgstr;
		const had = before?.msgstr ?? [];
		if ( e.plural !== undefined ) {
			msgstr = Array.from( { length: n }, ( _, i ) =>
				before?.plural !== undefined || i === 0
					? ( had[ i ] ?? '' )
					: ''
			);
			if ( before && before.plural !== e.plural && had.some( Boolean ) ) {
				fuzzy = true;
			}
		} else {
			msgstr = [ had[ 0 ] ?? '' ];
			if (
				before &&
				before.plural !== undefined &&
				had.some( Boolean )
			) {
				fuzzy = true;
			}
		}
		const merged = {
			msgid: e.msgid,
			msgstr,
			comments: [ ...e.comments ],
			references: [ ...e.references ],
			translator: [ ...( before?.translator ?? [] ) ],
			flags: fuzzy ? [ 'fuzzy', ...flags ] : flags,
		};
		if ( e.context !== undefined ) {
			merged.context = e.context;
		}
		if ( e.plural !== undefined ) {
			merged.plural = e.plural;
		}
		return merged;
	} );

	const obsolete = [ ...previous.values() ]
		.filter( ( e ) => e.msgstr.some( Boolean ) )
		.map( ( e ) => ( { ...e, comments: [], references: [] } ) );

	const headers = {
		...old.headers,
		'Project-Id-Version': pot.headers[ 'Project-Id-Version' ],
		'Report-Msgid-Bugs-To': pot.headers[ 'Report-Msgid-Bugs-To' ],
		'POT-Creation-Date': pot.headers[ 'POT-Creation-Date' ],
		'PO-Revision-Date':
			old.headers[ 'PO-Revision-Date' ] ?? date ?? poDate(),
		'Last-Translator': old.headers[ 'Last-Translator' ] ?? name,
		'Language-Team': old.headers[ 'Language-Team' ] ?? locale,
		Language: locale,
		'MIME-Version': '1.0',
		'Content-Type': 'text/plain; charset=UTF-8',
		'Content-Transfer-Encoding': '8bit',
		'Plural-Forms': pluralForms,
		'X-Generator': GENERATOR,
		'X-Domain': pot.headers[ 'X-Domain' ],
	};
	return {
		headerComments: old.headerComments.length
			? old.headerComments
			: [
					`${ locale } translation of ${ name }.`,
					`This file is distributed under the same license as the ${ name } plugin.`,
				],
		headers,
		entries,
		obsolete,
	};
}

/*
 * Checks
 */

const PLACEHOLDER =
	/%(?:(\d+)\$)?[-+0#]*(?:'.)?\d*(?:\.\d+)?([bcdeEfFgGosuxX])|%%/g;

/**
 * The printf placeholders of a string, numbered by argument (`1s`, `2d`).
 *
 * @param {string} s String.
 * @return {string[]} Sorted, unique placeholders.
 */
export function placeholders( s ) {
	const found = new Set();
	let next = 1;
	for ( const m of s.matchAll( PLACEHOLDER ) ) {
		if ( m[ 0 ] === '%%' ) {
			continue;
		}
		const index = m[ 1 ] ? Number( m[ 1 ] ) : next++;
		found.add( `${ index }${ m[ 2 ] }` );
	}
	return [ ...found ].sort();
}

/**
 * Problems of a translation: untranslated and fuzzy strings, strings of the
 * template missing from it, and translations whose printf placeholders
 * differ from the original's.
 *
 * @param {Object} po Merged translation.
 * @return {{untranslated: Object[], fuzzy: Object[], placeholders: Object[]}} Entries by problem.
 */
export function translationProblems( po ) {
	const out = { untranslated: [], fuzzy: [], placeholders: [] };
	for ( const e of po.entries ) {
		if ( e.flags.includes( 'fuzzy' ) ) {
			out.fuzzy.push( e );
			continue;
		}
		if ( ! isTranslated( e ) ) {
			out.untranslated.push( e );
			continue;
		}
		const want = placeholders( e.plural ?? e.msgid ).join( ' ' );
		const wantSingle = placeholders( e.msgid ).join( ' ' );
		const bad = e.msgstr.some(
			( s ) =>
				placeholders( s ).join( ' ' ) !== want &&
				placeholders( s ).join( ' ' ) !== wantSingle
		);
		if ( bad ) {
			out.placeholders.push( e );
		}
	}
	return out;
}

/*
 * Compiling
 */

const translated = ( po ) => po.entries.filter( isTranslated );

/**
 * The binary .mo of a translation (translated, non-fuzzy strings only).
 *
 * @param {Object} po Merged translation.
 * @return {Buffer} .mo contents.
 */
export function compileMo( po ) {
	const translations = { '': { '': { msgid: '', msgstr: [ '' ] } } };
	for ( const e of translated( po ) ) {
		const context = e.context ?? '';
		translations[ context ] ??= {};
		const m = { msgid: e.msgid, msgstr: e.msgstr };
		if ( e.context !== undefined ) {
			m.msgctxt = e.context;
		}
		if ( e.plural !== undefined ) {
			m.msgid_plural = e.plural;
		}
		translations[ context ][ e.msgid ] = m;
	}
	return gettextParser.mo.compile( {
		charset: 'utf-8',
		headers: Object.fromEntries( orderedHeaders( po.headers ) ),
		translations,
	} );
}

/**
 * A PHP string literal (single quotes; NUL and EOT spelled out).
 *
 * @param {string} s String.
 */
const phpString = ( s ) =>
	s
		.split( /([\0\u0004])/ )
		.map( ( part ) => {
			if ( part === '\0' ) {
				return '"\\0"';
			}
			if ( part === '\u0004' ) {
				return '"\\4"';
			}
			return `'${ part.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
		} )
		.filter( ( part ) => part !== "''" )
		.join( '.' ) || "''";

/**
 * The .l10n.php of a translation, which WordPress 6.5+ loads before the .mo
 * (WP_Translation_File_PHP): headers in lower case and `messages`, keyed by
 * context EOT singular, plural forms joined by NUL.
 *
 * @param {Object} po Merged translation.
 * @return {string} PHP source.
 */
export function compileL10nPhp( po ) {
	const headers = {
		'project-id-version': po.headers[ 'Project-Id-Version' ],
		'report-msgid-bugs-to': po.headers[ 'Report-Msgid-Bugs-To' ],
		'translation-revision-date': po.headers[ 'PO-Revision-Date' ],
		language: po.headers.Language,
		'plural-forms': po.headers[ 'Plural-Forms' ],
		'x-generator': GENERATOR,
		'x-domain': po.headers[ 'X-Domain' ],
	};
	const pairs = Object.entries( headers )
		.filter( ( [ , v ] ) => v !== undefined )
		.map( ( [ k, v ] ) => `${ phpString( k ) }=>${ phpString( v ) }` );
	const messages = translated( po ).map(
		( e ) =>
			`${ phpString( keyOf( e ) ) }=>${ phpString( e.msgstr.join( '\0' ) ) }`
	);
	return `<?php\nreturn [${ pairs.join( ',' ) },'messages'=>[${ messages.join(
		','
	) }]];\n`;
}

/**
 * The name of a script's translation file, as load_script_textdomain() looks
 * for it: {domain}-{locale}-{md5 of the script's path relative to the
 * plugin}.json (a `.min.js` counts as `.js`).
 *
 * @param {string} domain Text domain.
 * @param {string} locale Locale.
 * @param {string} script Script path relative to the plugin, e.g. build/header/index.js.
 * @return {string} File name.
 */
export function jsonFileName( domain, locale, script ) {
	const relative = script
		.replace( /\\/g, '/' )
		.replace( /^\.?\//, '' )
		.replace( /\.min\.js$/, '.js' );
	const md5 = crypto.createHash( 'md5' ).update( relative ).digest( 'hex' );
	return `${ domain }-${ locale }-${ md5 }.json`;
}

/**
 * The Jed 1.x JSON of a script: the translated strings among `keys`.
 *
 * @param {Object}      po     Merged translation.
 * @param {Set<string>} keys   Keys (keyOf) of the script's strings.
 * @param {string}      source Script path relative to the plugin.
 * @return {string|null} JSON, or null when none of the strings is translated.
 */
export function compileJed( po, keys, source ) {
	const messages = {
		'': {
			domain: 'messages',
			lang: po.headers.Language,
			'plural-forms': po.headers[ 'Plural-Forms' ],
		},
	};
	let count = 0;
	for ( const e of translated( po ) ) {
		if ( keys.has( keyOf( e ) ) ) {
			messages[ keyOf( e ) ] = e.msgstr;
			count++;
		}
	}
	if ( ! count ) {
		return null;
	}
	return (
		JSON.stringify( {
			'translation-revision-date': po.headers[ 'PO-Revision-Date' ],
			generator: GENERATOR,
			source,
			domain: 'messages',
			locale_data: { messages },
		} ) + '\n'
	);
}
