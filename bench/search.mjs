/**
 * Live search at 10,000 products: Vitrina's woodmart_ajax_search (answered
 * early from the plugin's index) side by side with WooCommerce's own product
 * search through its Store API, on the same database: the benchmark site
 * (bench/search/site.sh, seeded once, never the demo shop).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const name =
	'live search, 10,000 products (bench site; goal: 3x faster than the Store API at the median)';

const ROOT = path.dirname( path.dirname( fileURLToPath( import.meta.url ) ) );

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

function percentile( sorted, p ) {
	return sorted[
		Math.min( sorted.length - 1, Math.floor( sorted.length * p ) )
	];
}

async function time( url, rounds, queries = QUERIES ) {
	const times = [];
	for ( let r = 0; r < rounds + 1; r++ ) {
		for ( const q of queries ) {
			const t0 = performance.now();
			const res = await fetch( url( q ) );
			await res.arrayBuffer();
			if ( ! res.ok ) {
				throw new Error( `HTTP ${ res.status } from ${ url( q ) }` );
			}
			if ( r > 0 ) {
				times.push( performance.now() - t0 );
			}
		}
	}
	times.sort( ( a, b ) => a - b );
	return { median: percentile( times, 0.5 ), p95: percentile( times, 0.95 ) };
}

export async function run( ctx ) {
	const started = spawnSync( 'bash', [ 'bench/search/site.sh', 'start' ], {
		cwd: ROOT,
		stdio: 'inherit',
	} );
	if ( started.status !== 0 ) {
		return [];
	}
	try {
		return await measure( ctx );
	} finally {
		// The data stays for the next run; the server does not.
		spawnSync( 'bash', [ 'bench/search/site.sh', 'stop' ], {
			cwd: ROOT,
			stdio: 'inherit',
		} );
	}
}

async function measure( ctx ) {
	const base = `http://127.0.0.1:${ process.env.VITRINA_BENCH_PORT || 8891 }`;
	const rounds = Math.max( 3, Math.round( ctx.requests / QUERIES.length ) );
	const enc = encodeURIComponent;
	const rows = [];
	const ours = await time(
		( q ) =>
			`${ base }/wp-admin/admin-ajax.php?action=woodmart_ajax_search&number=20&post_type=product&query=${ enc( q ) }`,
		rounds
	);
	rows.push( { label: 'woodmart_ajax_search (Vitrina)', ...ours } );
	const withCat = await time(
		( q ) =>
			`${ base }/wp-admin/admin-ajax.php?action=woodmart_ajax_search&number=20&post_type=product&product_cat=posuda&query=${ enc( q ) }`,
		rounds
	);
	rows.push( { label: '  same, with product_cat', ...withCat } );
	const forgiving = await time(
		( q ) =>
			`${ base }/wp-admin/admin-ajax.php?action=woodmart_ajax_search&number=20&post_type=product&query=${ enc( q ) }`,
		rounds,
		FORGIVING
	);
	rows.push( {
		label: '  same, word forms, typos, translit.',
		...forgiving,
	} );
	const store = await time(
		( q ) =>
			`${ base }/wp-json/wc/store/v1/products?per_page=20&search=${ enc( q ) }`,
		rounds
	);
	rows.push( { label: 'Store API products?search=', ...store } );
	rows.push( {
		label: `speed-up at the median: ${ ( store.median / ours.median ).toFixed( 1 ) }x`,
		median: store.median / ours.median,
		p95: store.p95 / ours.p95,
	} );
	return rows;
}
