/**
 * The plugin's translatable sources and what they yield: every message of
 * the text domain, and for each built script the keys of its strings.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
	extractBlockJson,
	extractJs,
	extractPhp,
	extractPluginHeader,
} from './extract.mjs';
import { keyOf } from './catalog.mjs';
import { CODE_EXTENSIONS, buildEntries, reachableFiles } from './scripts.mjs';

const SKIP_DIRS = new Set( [ 'node_modules', 'vendor', 'build', '__tests__' ] );
const NOT_SHIPPED = /\.(test|spec|stories)\.[cm]?[jt]sx?$|\.d\.[cm]?ts$/;

/**
 * Files under a folder (relative to root, sorted), skipping dot folders,
 * node_modules, vendor and build.
 *
 * @param {string}                 root   Plugin folder.
 * @param {string}                 dir    Folder relative to root.
 * @param {(f: string) => boolean} accept Filter on the relative path.
 * @return {string[]} Relative paths.
 */
export function listFiles( root, dir, accept ) {
	const out = [];
	const walk = ( rel ) => {
		const abs = path.join( root, rel );
		if ( ! fs.existsSync( abs ) ) {
			return;
		}
		for ( const e of fs.readdirSync( abs, { withFileTypes: true } ) ) {
			if ( e.name.startsWith( '.' ) ) {
				continue;
			}
			const child = rel ? `${ rel }/${ e.name }` : e.name;
			if ( e.isDirectory() ) {
				if ( ! SKIP_DIRS.has( e.name ) ) {
					walk( child );
				}
			} else if ( accept( child ) ) {
				out.push( child );
			}
		}
	};
	walk( dir );
	return out.sort();
}

/**
 * A field of the plugin header.
 *
 * @param {string} code  plugin.php.
 * @param {string} field Field name.
 * @return {string} Value or ''.
 */
export function headerField( code, field ) {
	const m = new RegExp( `^[ \\t/*#@]*${ field }:(.*)$`, 'mi' ).exec(
		code.slice( 0, 8192 )
	);
	return m ? m[ 1 ].replace( /\s*\*\/.*$/, '' ).trim() : '';
}

/**
 * The plugin: its name, version, text domain, languages folder and license.
 *
 * @param {string} root Plugin folder.
 */
export function pluginInfo( root ) {
	const main = fs.readFileSync( path.join( root, 'plugin.php' ), 'utf8' );
	const domain = headerField( main, 'Text Domain' ) || 'vitrina';
	return {
		main: 'plugin.php',
		name: headerField( main, 'Plugin Name' ) || 'Vitrina',
		version: headerField( main, 'Version' ) || '0.0.0',
		domain,
		languages: (
			headerField( main, 'Domain Path' ) || '/languages'
		).replace( /^\/+|\/+$/g, '' ),
		license: headerField( main, 'License' ) || 'GPL-2.0-or-later',
		bugs: `https://wordpress.org/support/plugin/${ domain }`,
	};
}

/**
 * Everything translatable: the plugin header, PHP (plugin.php, uninstall.php,
 * includes/, templates/, blocks/), block.json files and scripts in src/.
 *
 * @param {string}    root     Plugin folder.
 * @param {string[]=} warnings Collects warnings.
 * @return {{messages: Object[], files: {php: string[], js: string[], blocks: string[]}}} Messages and scanned files.
 */
export function extractProject( root, warnings = [] ) {
	const info = pluginInfo( root );
	const read = ( f ) => fs.readFileSync( path.join( root, f ), 'utf8' );
	const isPhp = ( f ) => f.endsWith( '.php' );
	const php = [
		...[ 'plugin.php', 'uninstall.php' ].filter( ( f ) =>
			fs.existsSync( path.join( root, f ) )
		),
		...listFiles( root, 'includes', isPhp ),
		...listFiles( root, 'templates', isPhp ),
		...listFiles( root, 'blocks', isPhp ),
	];
	const blocks = listFiles( root, 'blocks', ( f ) =>
		f.endsWith( '/block.json' )
	);
	const js = listFiles(
		root,
		'src',
		( f ) =>
			CODE_EXTENSIONS.includes( path.extname( f ) ) &&
			! NOT_SHIPPED.test( f )
	);
	const options = { domain: info.domain, warnings };
	const messages = [
		...extractPluginHeader( read( info.main ), info.main ),
		...php.flatMap( ( f ) => extractPhp( read( f ), f, options ) ),
		...blocks.flatMap( ( f ) => {
			try {
				return extractBlockJson( read( f ), f, info.domain );
			} catch ( error ) {
				warnings.push( `${ f }: ${ error.message }` );
				return [];
			}
		} ),
		...js.flatMap( ( f ) => extractJs( read( f ), f, options ) ),
	];
	return { messages, files: { php, js, blocks } };
}

/**
 * The built scripts that have translatable strings, each with the keys of
 * its strings: those of every source file the script is built from, plus,
 * for an island's index, every file of the island's folder; when an import
 * cannot be resolved, every file of src/runtime/ too.
 *
 * @param {string}    root     Plugin folder.
 * @param {Object[]}  messages Messages of extractProject().
 * @param {string[]=} warnings Collects warnings.
 * @return {Array<{script: string, source: string, keys: Set<string>}>} Scripts.
 */
export function scriptStrings( root, messages, warnings = [] ) {
	const byFile = new Map();
	for ( const m of messages ) {
		if ( m.file.startsWith( 'src/' ) ) {
			if ( ! byFile.has( m.file ) ) {
				byFile.set( m.file, [] );
			}
			byFile.get( m.file ).push( keyOf( m ) );
		}
	}
	const out = [];
	for ( const entry of buildEntries( root, warnings ) ) {
		const { files, unresolved } = reachableFiles(
			root,
			entry.source,
			warnings
		);
		const sources = new Set( files );
		const island = /^src\/([^/]+)\/index\.[cm]?[jt]sx?$/.exec(
			entry.source
		);
		for ( const file of byFile.keys() ) {
			if (
				( island && file.startsWith( `src/${ island[ 1 ] }/` ) ) ||
				( unresolved.length && file.startsWith( 'src/runtime/' ) )
			) {
				sources.add( file );
			}
		}
		const keys = new Set(
			[ ...sources ].flatMap( ( f ) => byFile.get( f ) ?? [] )
		);
		if ( keys.size ) {
			out.push( { script: entry.script, source: entry.source, keys } );
		}
	}
	return out;
}
