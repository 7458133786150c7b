/**
 * Build of the islands, in two passes:
 *
 * 1. `islands`: the runtime (src/runtime, build/runtime/index.js, exposed as
 *    `window.vitrina.runtime`, script handle `vitrina-runtime`) and every
 *    island entry; an island's `@runtime/<module>` imports become that one
 *    script (a dependency in the island's .asset.php), so the runtime is
 *    loaded once per page; zod is one shared chunk (build/shared/zod.js).
 * 2. `standalone`: the entries that must stay one file each and run outside
 *    the shop's pages (the delivery loader, a fixed contract, and the frame):
 *    they bundle the runtime modules they use.
 *
 * @wordpress/scripts gives each entry its .asset.php (dependencies and
 * version) and keeps React and the @wordpress packages external.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const SRC = path.resolve( __dirname, 'src' );

/** Extra entries that are not an island's index. */
const STANDALONE = {
	// A fixed public path (DESIGN.md, "Fixed contracts").
	'delivery-widget/loader': './src/delivery/loader/index.ts',
	'delivery/payment-block': './src/delivery/checkout/payment-block.ts',
};

/** Entries that must stay a single file (no shared chunks). */
const STANDALONE_CHUNKS = [ 'delivery-widget/loader', 'delivery/frame' ];

/**
 * Writes build/chunks.json: for each entry, the shared chunks it needs
 * loaded first (files and content hashes), read by includes/Assets/Islands.php.
 */
class ChunksManifest {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'ChunksManifest',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'ChunksManifest',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_SUMMARIZE,
					},
					() => {
						const chunks = {};
						const entries = {};
						for ( const [
							name,
							entry,
						] of compilation.entrypoints ) {
							const own = entry.getEntrypointChunk();
							const shared = entry.chunks.filter(
								( c ) => c !== own
							);
							entries[ name ] = shared.map( ( c ) => c.name );
							for ( const c of shared ) {
								const file = [ ...c.files ]
									.map( ( f ) => f.replace( /\?.*$/, '' ) )
									.find( ( f ) => f.endsWith( '.js' ) );
								chunks[ c.name ] = {
									file,
									version: c.contentHash.javascript,
								};
							}
						}
						compilation.emitAsset(
							'chunks.json',
							new compiler.webpack.sources.RawSource(
								JSON.stringify(
									{ chunks, entries },
									null,
									'\t'
								)
							)
						);
					}
				);
			}
		);
	}
}

/**
 * The entries: src/<island>/index.ts(x) is build/<island>/index.js, and
 * src/<island>/<part>/index.ts(x) is build/<island>/<part>.js (an island's
 * editor, say: build/popups/editor.js).
 */
function islandEntries() {
	const entries = {};
	const index = ( dir ) =>
		[ 'index.ts', 'index.tsx' ].find( ( file ) =>
			fs.existsSync( path.join( dir, file ) )
		);
	for ( const name of fs.readdirSync( SRC ) ) {
		const dir = path.join( SRC, name );
		if ( name === 'runtime' || ! fs.statSync( dir ).isDirectory() ) {
			continue;
		}
		const own = index( dir );
		if ( own ) {
			entries[ `${ name }/index` ] = `./src/${ name }/${ own }`;
		}
		for ( const part of fs.readdirSync( dir ) ) {
			const sub = path.join( dir, part );
			const file = fs.statSync( sub ).isDirectory() && index( sub );
			if ( file ) {
				entries[ `${ name }/${ part }` ] =
					`./src/${ name }/${ part }/${ file }`;
			}
		}
	}
	for ( const [ name, file ] of Object.entries( STANDALONE ) ) {
		// A file named here is built under this name only (the loader's
		// fixed path), not also as its folder's entry.
		for ( const [ other, source ] of Object.entries( entries ) ) {
			if ( source === file ) {
				delete entries[ other ];
			}
		}
		if ( fs.existsSync( path.resolve( __dirname, file ) ) ) {
			entries[ name ] = file;
		}
	}
	return entries;
}

/** The runtime's global and script handle. */
const RUNTIME_GLOBAL = [ 'vitrina', 'runtime' ];
const RUNTIME_HANDLE = 'vitrina-runtime';

/**
 * Imports of the runtime script. Bundled with the islands that import them
 * instead: `@runtime/react` (it needs React) and `@runtime/focus` (only a
 * modal part uses it, after the shopper opens one: no first view pays for it).
 * @param request
 */
const isRuntimeImport = ( request ) =>
	/^@runtime\/(?!(?:react|focus)$)[a-z0-9-]+$/.test( request );

/**
 * What the standalone pass bundles instead of taking WordPress's script:
 * React, its JSX runtime and @wordpress/element (the frame's; the loader uses
 * none of them). The frame's texts go through @runtime/i18n, bundled too.
 *
 * @param {string} request The import.
 */
const isBundledInFrame = ( request ) =>
	/^(react|react-dom|react\/jsx-runtime|react-dom\/client|@wordpress\/element|@wordpress\/escape-html)$/.test(
		request
	);

/**
 * The entries of one pass.
 *
 * @param {boolean} standalone The standalone pass.
 */
function entriesOf( standalone ) {
	const all = islandEntries();
	const entries = {};
	for ( const [ name, file ] of Object.entries( all ) ) {
		if ( STANDALONE_CHUNKS.includes( name ) === standalone ) {
			entries[ name ] = file;
		}
	}
	if ( ! standalone ) {
		entries[ 'runtime/index' ] = {
			import: './src/runtime/index.ts',
			library: { name: RUNTIME_GLOBAL, type: 'window' },
		};
	}
	return entries;
}

const base = {
	...defaultConfig,
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve.alias,
			'@runtime': SRC + '/runtime',
		},
	},
};

const defaultPlugins = defaultConfig.plugins.filter(
	( plugin ) =>
		! [ 'CopyPlugin', 'DependencyExtractionWebpackPlugin' ].includes(
			plugin.constructor.name
		)
);

/**
 * The optimization of a pass: a chunk loaded with import() keeps its
 * libraries with it, under its island's folder (build/product/lightbox.js,
 * build/delivery/map.js), not in a shared vendors file at the root of build/.
 *
 * @param {Object} groups More cache groups.
 */
const optimization = ( groups = {} ) => ( {
	...defaultConfig.optimization,
	splitChunks: {
		...defaultConfig.optimization.splitChunks,
		cacheGroups: {
			...defaultConfig.optimization.splitChunks.cacheGroups,
			defaultVendors: false,
			...groups,
		},
	},
} );

module.exports = [
	{
		...base,
		name: 'islands',
		entry: () => entriesOf( false ),
		output: {
			...defaultConfig.output,
			// A chunk loaded with import() has the address WordPress gives
			// its script (`?ver=` its content hash, build/chunks.json): a
			// page that has it already fetches it no second time.
			chunkFilename: '[name].js?ver=[contenthash]',
			enabledLibraryTypes: [ 'window' ],
		},
		optimization: optimization( {
			// zod: one copy per page, not one per island
			// (build/shared/zod.js, a script dependency of the runtime
			// and of each island that needs it, named in
			// build/chunks.json).
			zod: {
				test: /[\\/]node_modules[\\/]zod[\\/]/,
				name: 'shared/zod',
				// Loaded by a script tag (WordPress's `?ver=`, the content
				// hash) or by the runtime's import() of the state's schema:
				// one address, so one download.
				filename: '[name].js?ver=[contenthash]',
				chunks: 'all',
				minChunks: 1,
				enforce: true,
			},
		} ),
		plugins: [
			...defaultPlugins,
			new DependencyExtractionWebpackPlugin( {
				requestToExternal: ( request ) =>
					isRuntimeImport( request ) ? RUNTIME_GLOBAL : undefined,
				requestToHandle: ( request ) =>
					isRuntimeImport( request ) ? RUNTIME_HANDLE : undefined,
			} ),
			new ChunksManifest(),
		],
	},
	{
		...base,
		name: 'standalone',
		// After the islands pass, which cleans build/ first.
		dependencies: [ 'islands' ],
		entry: () => entriesOf( true ),
		output: { ...defaultConfig.output, clean: false },
		// The frame's map (import(), build/delivery/map.js) keeps its
		// libraries with it, as the islands' chunks do.
		optimization: optimization(),
		plugins: [
			...defaultPlugins,
			new DependencyExtractionWebpackPlugin( {
				// The frame bundles React (and @wordpress/element over it):
				// one script instead of five on the page inside the widget.
				requestToExternal: ( request ) =>
					isBundledInFrame( request ) ? false : undefined,
			} ),
		],
	},
];
