/**
 * Build of the islands: one entry per folder of src/ that has an index.ts(x),
 * plus the standalone delivery-widget loader. @wordpress/scripts gives each
 * entry its .asset.php (dependencies and version) and keeps React and the
 * @wordpress packages external (wp-element, wp-i18n, …).
 */
const fs = require( 'fs' );
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const SRC = path.resolve( __dirname, 'src' );

/** Extra entries that are not an island's index. */
const STANDALONE = {
	'delivery-widget/loader': './src/delivery-widget/loader.ts',
	'delivery-widget/payment-block':
		'./src/delivery-widget/payment-block.ts',
};

/** Entries that must stay a single file (no shared chunks). */
const STANDALONE_CHUNKS = [ 'delivery-widget/loader', 'delivery-frame/index' ];

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
								const file = [ ...c.files ].find( ( f ) =>
									f.endsWith( '.js' )
								);
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
				entries[ `${ name }/${ part }` ] = `./src/${ name }/${ part }/${ file }`;
			}
		}
	}
	for ( const [ name, file ] of Object.entries( STANDALONE ) ) {
		if ( fs.existsSync( path.resolve( __dirname, file ) ) ) {
			entries[ name ] = file;
		}
	}
	return entries;
}

module.exports = {
	...defaultConfig,
	entry: islandEntries,
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve.alias,
			'@runtime': SRC + '/runtime',
		},
	},
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			cacheGroups: {
				...defaultConfig.optimization.splitChunks.cacheGroups,
				// A chunk loaded with import() keeps its libraries with it, under
				// its island's folder (build/product/lightbox.js), not in a
				// shared vendors file at the root of build/.
				defaultVendors: false,
				// zod is used by most islands: one copy per page, not one per
				// island (build/shared/zod.js, a script dependency of each
				// island that needs it, named in build/chunks.json). Not for
				// the delivery loader and frame, which run outside the shop's
				// pages and stay one file each.
				zod: {
					test: /[\\/]node_modules[\\/]zod[\\/]/,
					name: 'shared/zod',
					chunks: ( chunk ) =>
						! STANDALONE_CHUNKS.includes( chunk.name ),
					minChunks: 1,
					enforce: true,
				},
			},
		},
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) => plugin.constructor.name !== 'CopyPlugin'
		),
		new ChunksManifest(),
	],
};
