/**
 * Which source files feed which built script: the entries of the build and
 * the files each one imports (static and dynamic imports, re-exports),
 * resolved like the build does (relative paths and the aliases of
 * tsconfig.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';

export const CODE_EXTENSIONS = [ '.ts', '.tsx', '.js', '.jsx', '.mjs' ];

const toPosix = ( p ) => p.split( path.sep ).join( '/' );

/**
 * The entries of the build: { name, source, script } with paths relative to
 * the plugin, read from webpack.config.js (as @wordpress/scripts builds
 * them: build/<name>.js). Falls back to one entry per folder of src/ with an
 * index file when the config cannot be loaded.
 *
 * @param {string}    root     Plugin folder.
 * @param {string[]=} warnings Collects warnings.
 * @return {Array<{name: string, source: string, script: string}>} Entries.
 */
export function buildEntries( root, warnings = [] ) {
	try {
		const require = createRequire( path.join( root, 'package.json' ) );
		const loaded = require( path.join( root, 'webpack.config.js' ) );
		const configs = Array.isArray( loaded ) ? loaded : [ loaded ];
		const out = [];
		for ( const config of configs ) {
			let entry =
				typeof config.entry === 'function'
					? config.entry()
					: config.entry;
			if ( typeof entry === 'string' || Array.isArray( entry ) ) {
				entry = { main: entry };
			}
			const outDir = toPosix(
				path.relative(
					root,
					config.output?.path ?? path.join( root, 'build' )
				)
			);
			const pattern =
				typeof config.output?.filename === 'string'
					? config.output.filename
					: '[name].js';
			for ( const [ name, value ] of Object.entries( entry ?? {} ) ) {
				const first = Array.isArray( value )
					? value[ 0 ]
					: ( value?.import ?? value );
				const source = Array.isArray( first ) ? first[ 0 ] : first;
				if ( typeof source !== 'string' ) {
					continue;
				}
				out.push( {
					name,
					source: toPosix(
						path.relative( root, path.resolve( root, source ) )
					),
					script: `${ outDir }/${ pattern.replace( '[name]', name ) }`,
				} );
			}
		}
		return out;
	} catch ( error ) {
		warnings.push(
			`webpack.config.js could not be read (${ error.message }); assuming one entry per folder of src/.`
		);
		return islandEntries( root );
	}
}

/**
 * One entry per folder of src/ (but shared) with an index file.
 *
 * @param {string} root Plugin folder.
 */
export function islandEntries( root ) {
	const src = path.join( root, 'src' );
	if ( ! fs.existsSync( src ) ) {
		return [];
	}
	const out = [];
	for ( const name of fs.readdirSync( src ).sort() ) {
		if ( name === 'shared' ) {
			continue;
		}
		for ( const ext of CODE_EXTENSIONS ) {
			if ( fs.existsSync( path.join( src, name, `index${ ext }` ) ) ) {
				out.push( {
					name: `${ name }/index`,
					source: `src/${ name }/index${ ext }`,
					script: `build/${ name }/index.js`,
				} );
				break;
			}
		}
	}
	return out;
}

/**
 * The path aliases of tsconfig.json: [ prefix, [ targets ] ] pairs for
 * patterns such as `@runtime/*`.
 *
 * @param {string} root Plugin folder.
 * @return {Array<{pattern: string, targets: string[]}>} Aliases (absolute targets).
 */
export function tsconfigAliases( root ) {
	const file = path.join( root, 'tsconfig.json' );
	if ( ! fs.existsSync( file ) ) {
		return [];
	}
	const { config } = ts.readConfigFile( file, ts.sys.readFile );
	const options = config?.compilerOptions ?? {};
	const base = path.resolve( root, options.baseUrl ?? '.' );
	return Object.entries( options.paths ?? {} ).map(
		( [ pattern, targets ] ) => ( {
			pattern,
			targets: targets.map( ( t ) => path.resolve( base, t ) ),
		} )
	);
}

/**
 * The file a specifier points to, or null (packages, missing files).
 *
 * @param {string} candidate Absolute path without or with extension.
 * @return {string|null} File.
 */
function resolveFile( candidate ) {
	const tries = [
		candidate,
		...CODE_EXTENSIONS.map( ( e ) => candidate + e ),
		...CODE_EXTENSIONS.map( ( e ) =>
			path.join( candidate, `index${ e }` )
		),
	];
	// import './x.js' written for a .ts file.
	const js = /\.(m?js|jsx)$/.exec( candidate );
	if ( js ) {
		const bare = candidate.slice( 0, -js[ 0 ].length );
		tries.push( bare + '.ts', bare + '.tsx' );
	}
	for ( const t of tries ) {
		if (
			CODE_EXTENSIONS.includes( path.extname( t ) ) &&
			fs.existsSync( t ) &&
			fs.statSync( t ).isFile()
		) {
			return t;
		}
	}
	return null;
}

/**
 * Resolves an import specifier from a file.
 *
 * @param {string}                                      specifier Specifier.
 * @param {string}                                      from      Absolute path of the importing file.
 * @param {Array<{pattern: string, targets: string[]}>} aliases   Aliases.
 * @return {{file: string|null, external: boolean}} Resolved file, or whether it is a package.
 */
export function resolveImport( specifier, from, aliases ) {
	if ( specifier.startsWith( '.' ) || specifier.startsWith( '/' ) ) {
		return {
			file: resolveFile(
				path.resolve( path.dirname( from ), specifier )
			),
			external: false,
		};
	}
	for ( const { pattern, targets } of aliases ) {
		const star = pattern.indexOf( '*' );
		const prefix = star === -1 ? pattern : pattern.slice( 0, star );
		const suffix = star === -1 ? '' : pattern.slice( star + 1 );
		const matches =
			star === -1
				? specifier === pattern
				: specifier.startsWith( prefix ) &&
					specifier.endsWith( suffix );
		if ( ! matches ) {
			continue;
		}
		const middle =
			star === -1
				? ''
				: specifier.slice(
						prefix.length,
						specifier.length - suffix.length
					);
		for ( const target of targets ) {
			const file = resolveFile( target.replace( '*', middle ) );
			if ( file ) {
				return { file, external: false };
			}
		}
		return { file: null, external: false };
	}
	return { file: null, external: true };
}

/**
 * The source files a script is built from: its entry and everything the
 * entry imports, transitively.
 *
 * @param {string}    root     Plugin folder.
 * @param {string}    entry    Entry source, relative to the plugin.
 * @param {string[]=} warnings Collects unresolved imports.
 * @return {{files: string[], unresolved: string[]}} Relative paths, sorted.
 */
export function reachableFiles( root, entry, warnings = [] ) {
	const aliases = tsconfigAliases( root );
	const seen = new Set();
	const unresolved = [];
	const queue = [ path.resolve( root, entry ) ];
	while ( queue.length ) {
		const file = queue.pop();
		if ( seen.has( file ) || ! fs.existsSync( file ) ) {
			continue;
		}
		seen.add( file );
		const info = ts.preProcessFile(
			fs.readFileSync( file, 'utf8' ),
			true,
			true
		);
		for ( const { fileName } of info.importedFiles ) {
			const { file: target, external } = resolveImport(
				fileName,
				file,
				aliases
			);
			if ( target ) {
				queue.push( target );
			} else if (
				! external &&
				CODE_EXTENSIONS.includes( path.extname( fileName ) || '.ts' )
			) {
				const where = toPosix( path.relative( root, file ) );
				unresolved.push( `${ where }: ${ fileName }` );
				warnings.push(
					`${ where }: cannot resolve import '${ fileName }'.`
				);
			}
		}
	}
	return {
		files: [ ...seen ]
			.map( ( f ) => toPosix( path.relative( root, f ) ) )
			.sort(),
		unresolved,
	};
}
