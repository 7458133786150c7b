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
};

function islandEntries() {
	const entries = {};
	for ( const name of fs.readdirSync( SRC ) ) {
		if ( name === 'shared' ) {
			continue;
		}
		for ( const file of [ 'index.ts', 'index.tsx' ] ) {
			if ( fs.existsSync( path.join( SRC, name, file ) ) ) {
				entries[ `${ name }/index` ] = `./src/${ name }/${ file }`;
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
			'@shared': SRC + '/shared',
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
			},
		},
	},
	plugins: defaultConfig.plugins.filter(
		( plugin ) => plugin.constructor.name !== 'CopyPlugin'
	),
};
