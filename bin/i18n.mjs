/**
 * npm run i18n: the translations of the plugin.
 *
 * 1. Extracts the strings of the `vitrina` text domain from the code (plugin
 *    header, PHP, block.json, scripts in src/) into languages/vitrina.pot.
 * 2. Merges the template into every languages/vitrina-{locale}.po (ru_RU is
 *    created when missing), keeping translations; strings gone from the code
 *    stay as obsolete entries.
 * 3. Compiles each translation for PHP (.mo and .l10n.php) and for scripts
 *    (vitrina-{locale}-{md5}.json for each built script with strings, the
 *    md5 of the script's path relative to the plugin, as
 *    load_script_textdomain() looks for it).
 *
 * npm run i18n -- --check: changes nothing; exits 1 when the committed
 * template is out of date with the code, when a required translation (ru_RU)
 * has untranslated or fuzzy strings or wrong printf placeholders, or when
 * the compiled files are out of date, and says which strings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	buildCatalog,
	compileJed,
	compileL10nPhp,
	compileMo,
	jsonFileName,
	keyOf,
	mergeCatalog,
	placeholders,
	poDate,
	readCatalog,
	translationProblems,
	writeCatalog,
	writePot,
} from './i18n/catalog.mjs';
import { extractProject, pluginInfo, scriptStrings } from './i18n/project.mjs';

/* eslint-disable no-console */

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const REQUIRED_LOCALES = [ 'ru_RU' ];
const args = process.argv.slice( 2 );
const CHECK = args.includes( '--check' );
const QUIET = args.includes( '--quiet' );

const info = pluginInfo( ROOT );
const LANG = path.join( ROOT, info.languages );
const rel = ( f ) => path.relative( ROOT, f ).split( path.sep ).join( '/' );
const readIf = ( f, encoding = 'utf8' ) =>
	fs.existsSync( f ) ? fs.readFileSync( f, encoding ) : null;
const label = ( e ) =>
	`${ e.context !== undefined ? `[${ e.context }] ` : '' }"${ e.msgid }"${
		e.references?.length
			? ` (${ e.references.slice( 0, 3 ).join( ', ' ) })`
			: ''
	}`;
const log = ( ...a ) => ! QUIET && console.log( ...a );

const warnings = [];
const { messages, files } = extractProject( ROOT, warnings );
const entries = buildCatalog( messages, warnings );
const scripts = scriptStrings( ROOT, messages, warnings );

const potFile = path.join( LANG, `${ info.domain }.pot` );
const potText = readIf( potFile );
const committedPot = potText ? readCatalog( potText ) : null;

/** The template, with the committed creation date when nothing changed. */
let newPot = writePot( entries, {
	...info,
	date: committedPot?.headers[ 'POT-Creation-Date' ],
} );
if ( newPot !== potText ) {
	newPot = writePot( entries, { ...info, date: poDate() } );
}
const pot = readCatalog( newPot );

const locales = [
	...new Set( [
		...REQUIRED_LOCALES,
		...( fs.existsSync( LANG ) ? fs.readdirSync( LANG ) : [] )
			.map(
				( f ) =>
					new RegExp( `^${ info.domain }-(.+)\\.po$` ).exec(
						f
					)?.[ 1 ]
			)
			.filter( Boolean ),
	] ),
].sort();

/**
 * Everything a locale compiles to: file name (in languages/) → contents.
 *
 * @param {Object} po     Merged translation.
 * @param {string} locale Locale.
 * @return {Map<string, string|Buffer>} Files.
 */
function compiled( po, locale ) {
	const out = new Map();
	out.set( `${ info.domain }-${ locale }.mo`, compileMo( po ) );
	out.set( `${ info.domain }-${ locale }.l10n.php`, compileL10nPhp( po ) );
	for ( const { script, keys } of scripts ) {
		const json = compileJed( po, keys, script );
		if ( json ) {
			out.set( jsonFileName( info.domain, locale, script ), json );
		}
	}
	return out;
}

/**
 * Compiled files of a locale present in languages/.
 *
 * @param {string} locale Locale.
 * @return {string[]} File names.
 */
const existingCompiled = ( locale ) =>
	( fs.existsSync( LANG ) ? fs.readdirSync( LANG ) : [] ).filter(
		( f ) =>
			f === `${ info.domain }-${ locale }.mo` ||
			f === `${ info.domain }-${ locale }.l10n.php` ||
			new RegExp(
				`^${ info.domain }-${ locale }-[0-9a-f]{32}\\.json$`
			).test( f )
	);

const same = ( a, b ) =>
	a !== null &&
	( Buffer.isBuffer( b )
		? Buffer.compare( a, b ) === 0
		: a.toString() === b );

function listProblems( title, list ) {
	if ( ! list.length ) {
		return 0;
	}
	console.error( `i18n: ${ title }:` );
	for ( const line of list.slice( 0, 50 ) ) {
		console.error( `  ${ line }` );
	}
	if ( list.length > 50 ) {
		console.error( `  … and ${ list.length - 50 } more` );
	}
	return 1;
}

function check() {
	let failed = 0;
	const potName = rel( potFile );
	if ( ! committedPot ) {
		failed++;
		console.error( `i18n: ${ potName } is missing (run npm run i18n).` );
	} else {
		const old = new Map(
			committedPot.entries.map( ( e ) => [ keyOf( e ), e ] )
		);
		const now = new Map( pot.entries.map( ( e ) => [ keyOf( e ), e ] ) );
		const diff = [];
		let moved = 0;
		for ( const [ key, e ] of now ) {
			const o = old.get( key );
			if ( ! o ) {
				diff.push( `+ ${ label( e ) }` );
			} else if ( o.plural !== e.plural ) {
				diff.push(
					`~ ${ label( e ) }: plural "${ o.plural ?? '' }" is now "${ e.plural ?? '' }"`
				);
			} else if ( o.comments.join( '\n' ) !== e.comments.join( '\n' ) ) {
				diff.push( `~ ${ label( e ) }: translator comments changed` );
			} else if (
				o.references.join( ' ' ) !== e.references.join( ' ' )
			) {
				moved++;
			}
		}
		for ( const [ key, o ] of old ) {
			if ( ! now.has( key ) ) {
				diff.push( `- ${ label( o ) }` );
			}
		}
		for ( const h of [
			'Project-Id-Version',
			'Report-Msgid-Bugs-To',
			'X-Domain',
		] ) {
			if ( committedPot.headers[ h ] !== pot.headers[ h ] ) {
				diff.push(
					`header ${ h }: "${ committedPot.headers[ h ] }" is now "${ pot.headers[ h ] }"`
				);
			}
		}
		failed += listProblems(
			`${ potName } is out of date with the code (run npm run i18n)`,
			diff
		);
		if ( moved ) {
			console.warn(
				`i18n: warning: the references of ${ moved } string(s) in ${ potName } moved (line numbers); npm run i18n refreshes them.`
			);
		}
	}

	for ( const locale of locales ) {
		const poFile = path.join( LANG, `${ info.domain }-${ locale }.po` );
		const poName = rel( poFile );
		const text = readIf( poFile );
		if ( ! text ) {
			failed += listProblems(
				`${ poName } is missing (run npm run i18n)`,
				[ locale ]
			);
			continue;
		}
		const po = readCatalog( text );
		const inPo = new Set( po.entries.map( keyOf ) );
		const inPot = new Set( pot.entries.map( keyOf ) );
		failed += listProblems(
			`${ poName } is not merged with the template (run npm run i18n)`,
			[
				...pot.entries
					.filter( ( e ) => ! inPo.has( keyOf( e ) ) )
					.map( ( e ) => `+ ${ label( e ) }` ),
				...po.entries
					.filter( ( e ) => ! inPot.has( keyOf( e ) ) )
					.map( ( e ) => `- ${ label( e ) }` ),
			]
		);
		const merged = mergeCatalog( pot, po, { locale, name: info.name } );
		if ( REQUIRED_LOCALES.includes( locale ) ) {
			const p = translationProblems( merged );
			failed += listProblems(
				`${ poName }: untranslated strings`,
				p.untranslated.map( label )
			);
			failed += listProblems(
				`${ poName }: fuzzy strings`,
				p.fuzzy.map( label )
			);
			failed += listProblems(
				`${ poName }: translations whose printf placeholders differ from the original`,
				p.placeholders.map(
					( e ) =>
						`${ label( e ) }: wants ${ placeholders( e.plural ?? e.msgid ).join( ' ' ) || 'none' }`
				)
			);
		}
		const want = compiled( merged, locale );
		const stale = [];
		for ( const [ name, content ] of want ) {
			if ( ! same( readIf( path.join( LANG, name ), null ), content ) ) {
				stale.push( `${ info.languages }/${ name }` );
			}
		}
		for ( const name of existingCompiled( locale ) ) {
			if ( ! want.has( name ) ) {
				stale.push(
					`${ info.languages }/${ name } (no longer produced)`
				);
			}
		}
		failed += listProblems(
			`compiled translations of ${ locale } are out of date (run npm run i18n)`,
			stale
		);
	}
	return failed;
}

function write( file, content ) {
	const before = readIf( file, null );
	if ( same( before, content ) ) {
		return false;
	}
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync( file, content );
	return true;
}

function generate() {
	const changed = [];
	if ( write( potFile, newPot ) ) {
		changed.push( rel( potFile ) );
	}
	const summary = [];
	for ( const locale of locales ) {
		const poFile = path.join( LANG, `${ info.domain }-${ locale }.po` );
		const text = readIf( poFile );
		const merged = mergeCatalog( pot, text ? readCatalog( text ) : null, {
			locale,
			name: info.name,
		} );
		if ( write( poFile, writeCatalog( merged ) ) ) {
			changed.push( rel( poFile ) );
		}
		const want = compiled( merged, locale );
		for ( const [ name, content ] of want ) {
			if ( write( path.join( LANG, name ), content ) ) {
				changed.push( `${ info.languages }/${ name }` );
			}
		}
		for ( const name of existingCompiled( locale ) ) {
			if ( ! want.has( name ) ) {
				fs.rmSync( path.join( LANG, name ) );
				changed.push( `${ info.languages }/${ name } (removed)` );
			}
		}
		const p = translationProblems( merged );
		const done =
			merged.entries.length - p.untranslated.length - p.fuzzy.length;
		summary.push(
			`${ locale }: ${ done }/${ merged.entries.length } translated`
		);
		for ( const [ what, list ] of [
			[ 'untranslated', p.untranslated ],
			[ 'fuzzy', p.fuzzy ],
			[ 'with wrong placeholders', p.placeholders ],
		] ) {
			if ( list.length ) {
				console.warn(
					`i18n: ${ locale }: ${ list.length } string(s) ${ what }, e.g. ${ label(
						list[ 0 ]
					) }; npm run i18n -- --check lists them.`
				);
			}
		}
	}
	log(
		`i18n: ${ entries.length } strings (${ files.php.length } PHP, ${ files.js.length } script and ${ files.blocks.length } block.json files scanned); ${ summary.join( '; ' ) }.`
	);
	for ( const { script, keys } of scripts ) {
		log(
			`i18n: ${ script }: ${ keys.size } string(s) → ${ locales
				.map( ( l ) => jsonFileName( info.domain, l, script ) )
				.join( ', ' ) }`
		);
	}
	log(
		changed.length
			? `i18n: wrote ${ changed.join( ', ' ) }`
			: 'i18n: everything up to date.'
	);
}

for ( const e of pot.entries ) {
	if (
		placeholders( e.plural ?? e.msgid ).length &&
		! e.comments.some( ( c ) => /^translators:/i.test( c ) )
	) {
		warnings.push(
			`${ label( e ) } has printf placeholders but no /* translators: */ comment.`
		);
	}
}
for ( const w of warnings ) {
	console.warn( `i18n: warning: ${ w }` );
}

if ( CHECK ) {
	if ( check() ) {
		process.exitCode = 1;
	} else {
		log(
			`i18n: ${ rel( potFile ) } and the translations (${ locales.join( ', ' ) }) are up to date.`
		);
	}
} else {
	generate();
}
