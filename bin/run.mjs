/**
 * Small process helpers shared by bin/test.mjs, bin/e2e.mjs and bin/bench.mjs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/**
 * The value of a command-line option `--name=value` of this process.
 *
 * @param {string} name     The option's name.
 * @param {string} fallback The value when it is not given.
 * @return {string} Its value.
 */
export function option( name, fallback = '' ) {
	const hit = process.argv
		.slice( 2 )
		.find( ( a ) => a.startsWith( `--${ name }=` ) );
	return hit ? hit.slice( name.length + 3 ) : fallback;
}

/**
 * Runs a command with inherited output; resolves with its exit code.
 *
 * @param {string}   cmd  Command.
 * @param {string[]} args Arguments.
 * @param {Object}   env  Extra environment.
 * @return {Promise<number>} Exit code.
 */
export function run( cmd, args = [], env = {} ) {
	return new Promise( ( resolve ) => {
		const child = spawn( cmd, args, {
			cwd: ROOT,
			stdio: 'inherit',
			env: { ...process.env, ...env },
		} );
		child.on( 'close', ( code ) => resolve( code ?? 1 ) );
		child.on( 'error', () => resolve( 127 ) );
	} );
}

/**
 * Runs a bash snippet with bin/lib.sh sourced; returns trimmed stdout or ''.
 *
 * @param {string} snippet Bash code.
 * @return {string} Output.
 */
export function lib( snippet ) {
	const out = spawnSync(
		'bash',
		[ '-c', `source "${ ROOT }/bin/lib.sh"; ${ snippet }` ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	return out.status === 0 ? out.stdout.trim() : '';
}

/** The WooCommerce folder the tests use, or '' when there is none. */
export const findWooCommerce = () => lib( 'find_woocommerce' );
