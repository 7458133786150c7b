/**
 * Live search at 10,000 and at 100,000 products: Vitrina's
 * woodmart_ajax_search (answered early from the plugin's index) side by side
 * with WooCommerce's own product search through its Store API, on the same
 * database: the benchmark sites (bench/search/site.sh, seeded once by direct
 * SQL, never the demo shop). At the largest size it also indexes every
 * product from nothing in the background (Action Scheduler batches, as the
 * queue runner runs them), then rebuilds the index while searching without
 * pause (the index in use answers until the new one is swapped in) and
 * reports the slowest search meanwhile, and the table sizes after.
 *
 * Usage: npm run bench -- --only=search [--search-sizes=10000,100000]
 * (or VITRINA_BENCH_SEARCH_SIZES).
 */
import { spawn, spawnSync } from 'node:child_process';
import { ROOT, option } from '../bin/run.mjs';

export const name =
	'live search at 10,000 and 100,000 products (bench sites; goals: p95 <= 40 ms on short prefixes at 100,000, no search over 100 ms during a rebuild)';

const SIZES = option(
	'search-sizes',
	process.env.VITRINA_BENCH_SEARCH_SIZES || '10000,100000'
)
	.split( ',' )
	.map( Number )
	.filter( ( n ) => Number.isInteger( n ) && n > 0 );

/** The queries: Russian words and prefixes, a SKU, a layout slip, a miss. */
export const QUERIES = [
	'сков',
	'кастрюля',
	'нож сталь',
	'чашка керамич',
	'гранит',
	'BN-4242',
	'rfcnh', // каст, typed in the English layout
	'нетакоготовара',
];

/** Queries that need word forms, typos, transliteration and look-alikes. */
export const FORGIVING = [
	'сковороду',
	'кастрюлей',
	'чайники',
	'сковорда',
	'кострюля',
	'skovoroda',
	'chaynik',
	'cковорода', // a Latin c
];

/** Short common prefixes (2-3 letters): thousands of candidates each. */
export const SHORT = [
	'ко',
	'ка',
	'ча',
	'ск',
	'та',
	'кр',
	'ст',
	'по',
	'нож',
	'чай',
	'кас',
	'мед',
];

const enc = encodeURIComponent;
const OURS = ( base ) => ( q ) =>
	`${ base }/wp-admin/admin-ajax.php?action=woodmart_ajax_search&number=20&post_type=product&query=${ enc(
		q
	) }`;
const STORE = ( base ) => ( q ) =>
	`${ base }/wp-json/wc/store/v1/products?per_page=20&search=${ enc( q ) }`;

function percentile( sorted, p ) {
	return sorted[
		Math.min( sorted.length - 1, Math.floor( sorted.length * p ) )
	];
}

function stats( times ) {
	const sorted = [ ...times ].sort( ( a, b ) => a - b );
	return {
		median: percentile( sorted, 0.5 ),
		p95: percentile( sorted, 0.95 ),
		max: sorted[ sorted.length - 1 ],
	};
}

async function once( url ) {
	const t0 = performance.now();
	const res = await fetch( url );
	await res.arrayBuffer();
	if ( ! res.ok ) {
		throw new Error( `HTTP ${ res.status } from ${ url }` );
	}
	return performance.now() - t0;
}

async function time( url, rounds, queries ) {
	const times = [];
	for ( let r = 0; r < rounds + 1; r++ ) {
		for ( const q of queries ) {
			const ms = await once( url( q ) );
			if ( r > 0 ) {
				times.push( ms );
			}
		}
	}
	return stats( times );
}

function progress( text ) {
	process.stderr.write( `    search bench: ${ text }\n` );
}

/**
 * Runs bench/background.php on the site of a size in another process; calls
 * `during` repeatedly until the build is over.
 *
 * @param {number}                 size        Products.
 * @param {boolean}                fromNothing Drop the index first.
 * @param {(() => Promise<void>)?} during      Work while it runs.
 */
function indexInBackground( size, fromNothing, during ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn(
			'bash',
			[ 'bench/search/site.sh', 'php', 'bench/background.php' ],
			{
				cwd: ROOT,
				env: {
					...process.env,
					VITRINA_BENCH_SIZE: String( size ),
					VITRINA_BENCH_PRODUCTS: '',
					VITRINA_BENCH_FROM_NOTHING: fromNothing ? '1' : '',
				},
			}
		);
		let out = '';
		let err = '';
		let done = false;
		child.stdout.on( 'data', ( d ) => {
			out += d;
			// The build is over ("built"): the work meanwhile stops before the
			// tables are measured.
			done = done || /^built$/m.test( out );
		} );
		child.stderr.on( 'data', ( d ) => ( err += d ) );
		const loop = ( async () => {
			while ( during && ! done ) {
				await during();
			}
		} )();
		child.on( 'close', async ( code ) => {
			done = true;
			await loop.catch( () => {} );
			try {
				const result = JSON.parse(
					out.trim().split( '\n' ).pop() || '{}'
				);
				if ( code !== 0 || result.error ) {
					reject(
						new Error( result.error || err || `exit ${ code }` )
					);
					return;
				}
				resolve( result );
			} catch ( e ) {
				reject( new Error( `${ e.message }: ${ err || out }` ) );
			}
		} );
	} );
}

function tableRows( result ) {
	const rows = [
		{ text: '  table                                     rows        MB' },
	];
	for ( const group of [ 'ours', 'as' ] ) {
		for ( const [ table, size ] of Object.entries( result[ group ] ) ) {
			rows.push( {
				text: `  ${ table.padEnd( 40 ) } ${ String(
					size.rows
				).padStart( 8 ) } ${ size.mb.toFixed( 2 ).padStart( 9 ) }`,
			} );
		}
	}
	return rows;
}

async function measure( ctx, size, base ) {
	const n = size.toLocaleString( 'en' );
	const rounds = Math.max( 3, Math.round( ctx.requests / QUERIES.length ) );
	const rows = [];
	progress( `${ n }: timing our answers` );
	const ours = await time( OURS( base ), rounds, QUERIES );
	rows.push( { label: `${ n }: woodmart_ajax_search (Vitrina)`, ...ours } );
	const short = await time( OURS( base ), rounds, SHORT );
	rows.push( { label: '  same, short prefixes (2-3 letters)', ...short } );
	const withCat = await time(
		// The parent category «Посуда» (bench/search/seed.php), by its
		// name as WordPress makes its slug of it.
		( q ) => `${ OURS( base )( q ) }&product_cat=${ enc( 'посуда' ) }`,
		rounds,
		QUERIES
	);
	rows.push( { label: '  same, with product_cat', ...withCat } );
	const forgiving = await time( OURS( base ), rounds, FORGIVING );
	rows.push( {
		label: '  same, word forms, typos, translit.',
		...forgiving,
	} );
	progress( `${ n }: timing the Store API` );
	const store = await time( STORE( base ), rounds, QUERIES );
	rows.push( { label: `${ n }: Store API products?search=`, ...store } );
	const storeShort = await time( STORE( base ), rounds, SHORT );
	rows.push( { label: '  same, short prefixes', ...storeShort } );
	rows.push( {
		label: `  speed-up at the median: ${ (
			store.median / ours.median
		).toFixed( 1 ) }x`,
		median: store.median / ours.median,
		p95: store.p95 / ours.p95,
	} );
	return { rows, ours, store };
}

async function rebuildWhileSearching( size, base ) {
	const times = [];
	const queries = [ ...SHORT, ...QUERIES ];
	let k = 0;
	const result = await indexInBackground( size, false, async () => {
		times.push(
			await once( OURS( base )( queries[ k++ % queries.length ] ) )
		);
	} );
	return { result, ...stats( times ), count: times.length };
}

export async function run( ctx ) {
	const base = `http://127.0.0.1:${ process.env.VITRINA_BENCH_PORT || 8891 }`;
	const largest = Math.max( ...SIZES );
	const rows = [];
	const medians = {};
	for ( const size of SIZES ) {
		const env = { ...process.env, VITRINA_BENCH_SIZE: String( size ) };
		const n = size.toLocaleString( 'en' );
		const started = spawnSync(
			'bash',
			[ 'bench/search/site.sh', 'start' ],
			{
				cwd: ROOT,
				stdio: 'inherit',
				env,
			}
		);
		if ( started.status !== 0 ) {
			rows.push( {
				text: `${ n }: skipped, the benchmark site did not start`,
			} );
			continue;
		}
		try {
			if ( size === largest ) {
				progress( `${ n }: indexing from nothing in the background` );
				const built = await indexInBackground( size, true, null );
				rows.push( {
					text: `${ n }: indexed from nothing in the background (Action Scheduler, ${ built.batches } batches): ${ built.seconds } s`,
				} );
			}
			const measured = await measure( ctx, size, base );
			rows.push( ...measured.rows );
			medians[ size ] = measured;
			if ( size === largest ) {
				progress( `${ n }: rebuilding while searching` );
				const probe = await rebuildWhileSearching( size, base );
				rows.push( {
					label: `${ n }: searches during a full rebuild (${ probe.count })`,
					median: probe.median,
					p95: probe.p95,
				} );
				rows.push( {
					text: `  slowest search during the rebuild: ${ probe.max.toFixed(
						1
					) } ms; the rebuild took ${ probe.result.seconds } s (${
						probe.result.batches
					} batches), swapped in: ${
						probe.result.ready ? 'yes' : 'no'
					}; our completed actions left: ${
						probe.result.our_completed_actions
					}`,
				} );
				rows.push( {
					text: `  tables after the rebuild, ${ n } products:`,
				} );
				rows.push( ...tableRows( probe.result ) );
			}
		} catch ( e ) {
			rows.push( { text: `${ n }: failed: ${ e.message }` } );
		} finally {
			// The data stays for the next run; the server does not.
			spawnSync( 'bash', [ 'bench/search/site.sh', 'stop' ], {
				cwd: ROOT,
				stdio: 'inherit',
				env,
			} );
		}
	}
	const small = medians[ 10000 ];
	const big = medians[ largest ];
	if ( small && big && largest !== 10000 ) {
		rows.push( {
			text: `ours at ${ largest.toLocaleString(
				'en'
			) } against the Store API at 10,000, at the median: ${ (
				small.store.median / big.ours.median
			).toFixed( 1 ) }x faster`,
		} );
	}
	return rows;
}
