/**
 * Background work at size: the search index rebuilt through Action
 * Scheduler on the benchmark site (bench/search/site.sh, 10,000 products,
 * never the demo shop), then the sizes of Vitrina's tables and of Action
 * Scheduler's, and how many of our completed actions are left.
 *
 * Usage: npm run bench -- --only=background [-- --products=N] (N: index
 * that many products; default every product of the benchmark site).
 */
import { spawnSync } from 'node:child_process';
import { ROOT, option } from '../bin/run.mjs';

export const name =
	'background work: the search index through Action Scheduler, then table sizes';

const products = option( 'products' );

export async function run() {
	const started = spawnSync( 'bash', [ 'bench/search/site.sh', 'start' ], {
		cwd: ROOT,
		stdio: 'inherit',
	} );
	if ( started.status !== 0 ) {
		return [ { text: 'skipped: the benchmark site did not start' } ];
	}
	try {
		const out = spawnSync(
			'bash',
			[ '-c', 'bash bench/search/site.sh php bench/background.php' ],
			{
				cwd: ROOT,
				encoding: 'utf8',
				env: {
					...process.env,
					VITRINA_BENCH_PRODUCTS: products || '',
				},
				maxBuffer: 16 * 1024 * 1024,
			}
		);
		const json = out.stdout.trim().split( '\n' ).pop() || '{}';
		const result = JSON.parse( json );
		if ( result.error || out.status !== 0 ) {
			return [ { text: `failed: ${ result.error || out.stderr }` } ];
		}
		const rows = [
			{
				text: `${ result.products } of ${ result.total } products indexed in ${ result.batches } batches, ${ result.seconds } s; chain ${ result.finished ? 'finished' : 'stopped at the limit' }; our completed actions left: ${ result.our_completed_actions }`,
			},
			{
				text: 'table                                     rows        MB',
			},
		];
		for ( const group of [ 'ours', 'as' ] ) {
			for ( const [ table, size ] of Object.entries( result[ group ] ) ) {
				rows.push( {
					text: `${ table.padEnd( 40 ) } ${ String( size.rows ).padStart( 8 ) } ${ size.mb
						.toFixed( 2 )
						.padStart( 9 ) }`,
				} );
			}
		}
		return rows;
	} finally {
		spawnSync( 'bash', [ 'bench/search/site.sh', 'stop' ], {
			cwd: ROOT,
			stdio: 'inherit',
		} );
	}
}
