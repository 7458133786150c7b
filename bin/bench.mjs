/**
 * npm run bench: sizes of every built island (minified and gzipped), then the
 * server-side benchmarks in bench/*.mjs against the local shop.
 *
 * Usage: npm run bench [-- --sizes-only] [-- --requests=N] [-- --only=lists,search]
 *
 * A server benchmark module exports `name` and `async run( ctx )` returning
 * rows `{ label, ...numbers }` (or `{ text }`, a line printed as is); ctx has `baseUrl`, `requests` and
 * `timeRequests( url, init )` (median and p95 in ms over ctx.requests
 * sequential requests after 3 warm-ups).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT, option as opt, run } from './run.mjs';

const argv = process.argv.slice( 2 );
const onlyArg = opt( 'only', '' );
const only = onlyArg ? onlyArg.split( ',' ) : null;
const kb = ( n ) => ( n / 1024 ).toFixed( 1 ).padStart( 7 );

/* eslint-disable no-console */
function sizes() {
	const build = path.join( ROOT, 'build' );
	if ( ! fs.existsSync( build ) ) {
		console.log( 'build/ is missing: run npm run build' );
		return;
	}
	console.log( 'island / file                      min kB   gzip kB' );
	let totalMin = 0;
	let totalGz = 0;
	for ( const island of fs.readdirSync( build ).sort() ) {
		const dir = path.join( build, island );
		if ( ! fs.statSync( dir ).isDirectory() ) {
			continue;
		}
		for ( const file of fs.readdirSync( dir ).sort() ) {
			if ( ! /\.(js|css)$/.test( file ) || file.includes( '-rtl.' ) ) {
				continue;
			}
			const body = fs.readFileSync( path.join( dir, file ) );
			const gz = zlib.gzipSync( body, { level: 9 } ).length;
			totalMin += body.length;
			totalGz += gz;
			console.log(
				`${ `${ island }/${ file }`.padEnd( 32 ) } ${ kb( body.length ) }   ${ kb( gz ) }`
			);
		}
	}
	console.log(
		`${ 'all'.padEnd( 32 ) } ${ kb( totalMin ) }   ${ kb( totalGz ) }`
	);
}

function percentile( sorted, p ) {
	return sorted[
		Math.min( sorted.length - 1, Math.floor( sorted.length * p ) )
	];
}

function context( baseUrl, requests ) {
	return {
		baseUrl,
		requests,
		async timeRequests( url, init = {} ) {
			const times = [];
			for ( let i = 0; i < requests + 3; i++ ) {
				const t0 = performance.now();
				const res = await fetch( new URL( url, baseUrl ), init );
				await res.arrayBuffer();
				if ( i >= 3 ) {
					times.push( performance.now() - t0 );
				}
			}
			times.sort( ( a, b ) => a - b );
			return {
				median: percentile( times, 0.5 ),
				p95: percentile( times, 0.95 ),
			};
		},
	};
}

async function servers() {
	const dir = path.join( ROOT, 'bench' );
	const files = fs.existsSync( dir )
		? fs
				.readdirSync( dir )
				.filter( ( f ) => f.endsWith( '.mjs' ) )
				.filter(
					( f ) =>
						! only || only.includes( f.replace( /\.mjs$/, '' ) )
				)
				.sort()
		: [];
	if ( ! files.length ) {
		return;
	}
	if ( ( await run( 'bash', [ 'bin/shop.sh', 'start' ] ) ) !== 0 ) {
		console.log(
			'server benchmarks skipped: the local shop did not start'
		);
		return;
	}
	const ctx = context(
		process.env.VITRINA_SHOP_URL ||
			`http://127.0.0.1:${ process.env.VITRINA_PORT || 8888 }`,
		Number( opt( 'requests', 30 ) )
	);
	for ( const file of files ) {
		const mod = await import( path.join( dir, file ) );
		console.log( `\n${ mod.name }` );
		console.log(
			'request                                   median ms   p95 ms'
		);
		for ( const row of await mod.run( ctx ) ) {
			if ( row.text ) {
				console.log( row.text );
				continue;
			}
			console.log(
				`${ row.label.padEnd( 40 ) } ${ row.median.toFixed( 1 ).padStart( 10 ) } ${ row.p95
					.toFixed( 1 )
					.padStart( 8 ) }`
			);
		}
	}
}

console.log( '== island sizes' );
sizes();
if ( ! argv.includes( '--sizes-only' ) ) {
	await servers();
}
/* eslint-enable no-console */
