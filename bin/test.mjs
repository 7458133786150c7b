/**
 * npm test: everything, on a fresh machine. Installs what is missing
 * (bin/setup.sh), then lint, type check, unit and component tests, PHP
 * integration tests and browser tests; prints a table of the steps and one
 * closing line with the number of tests and checks that passed, failed and
 * were skipped. Exits non-zero when anything failed.
 *
 * Usage: npm test [-- --only=unit,php] [-- --skip=e2e]
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './run.mjs';

const RESULTS = path.join( ROOT, '.wp' );
const argv = process.argv.slice( 2 );
const listArg = ( name ) =>
	( argv.find( ( a ) => a.startsWith( `--${ name }=` ) ) || '' )
		.split( '=' )[ 1 ]
		?.split( ',' )
		.filter( Boolean ) || [];
const only = listArg( 'only' );
const skipped = listArg( 'skip' );

const readJson = ( file ) => {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
};

/**
 * A step that counts as one check: passed when its command exits 0.
 *
 * @param {string}   name Step name.
 * @param {string}   cmd  Command.
 * @param {string[]} args Arguments.
 */
const check = ( name, cmd, args ) => ( {
	name,
	async run() {
		const code = await run( cmd, args );
		return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
	},
} );

const steps = [
	check( 'lint:js', 'npx', [
		'wp-scripts',
		'lint-js',
		'src',
		'tests',
		'bin',
	] ),
	check( 'lint:php', 'bash', [ 'bin/lint-php.sh' ] ),
	check( 'i18n', 'node', [ 'bin/i18n.mjs', '--check' ] ),
	check( 'typecheck', 'npx', [ 'tsc', '--noEmit' ] ),
	{
		name: 'unit',
		async run() {
			const out = path.join( RESULTS, 'vitest.json' );
			fs.rmSync( out, { force: true } );
			const code = await run( 'npx', [
				'vitest',
				'run',
				'--reporter=default',
				'--reporter=json',
				`--outputFile=${ out }`,
			] );
			const r = readJson( out );
			if ( ! r ) {
				return { passed: 0, failed: 1 };
			}
			return {
				passed: r.numPassedTests,
				failed:
					r.numFailedTests +
					( code !== 0 && ! r.numFailedTests ? 1 : 0 ),
				skipped: r.numPendingTests + r.numTodoTests,
			};
		},
	},
	{
		name: 'php',
		async run() {
			const out = path.join( RESULTS, 'phpunit.xml' );
			fs.rmSync( out, { force: true } );
			const code = await run( 'bash', [
				'bin/test-php.sh',
				'--log-junit',
				out,
			] );
			const xml = fs.existsSync( out )
				? fs.readFileSync( out, 'utf8' )
				: '';
			const attr = ( name ) =>
				Number(
					( xml.match(
						new RegExp( `<testsuite [^>]*${ name }="(\\d+)"` )
					) || [] )[ 1 ] || 0
				);
			if ( ! xml ) {
				return code === 0 ? { skipped: 1 } : { passed: 0, failed: 1 };
			}
			const tests = attr( 'tests' );
			const failed = attr( 'failures' ) + attr( 'errors' );
			const skip = attr( 'skipped' );
			return {
				passed: tests - failed - skip,
				failed: failed + ( code !== 0 && ! failed ? 1 : 0 ),
				skipped: skip,
			};
		},
	},
	{
		name: 'plugin-check',
		async run() {
			const code = await run( 'bash', [ 'bin/plugin-check.sh' ] );
			const r = readJson( path.join( RESULTS, 'plugin-check.json' ) );
			if ( r && r.skipped ) {
				return { skipped: 1 };
			}
			return code === 0 && r && ! r.errors && ! r.warnings
				? { passed: 1 }
				: { passed: 0, failed: 1 };
		},
	},
	{
		name: 'e2e',
		async run() {
			const out = path.join( RESULTS, 'e2e-results.json' );
			fs.rmSync( out, { force: true } );
			const code = await run( 'node', [ 'bin/e2e.mjs' ] );
			const r = readJson( out );
			if ( ! r ) {
				return code === 0 ? { skipped: 1 } : { passed: 0, failed: 1 };
			}
			const s = r.stats || {};
			const failed = ( s.unexpected || 0 ) + ( s.flaky || 0 );
			return {
				passed: s.expected || 0,
				failed: failed + ( code !== 0 && ! failed ? 1 : 0 ),
				skipped: s.skipped || 0,
			};
		},
	},
	{
		// The browser tests through Varnish, nginx, two web nodes and Redis
		// (bin/stack-test.mjs); skipped with a line when the stack's Debian
		// packages cannot be installed.
		name: 'stack',
		async run() {
			const out = path.join( RESULTS, 'stack-results.json' );
			fs.rmSync( out, { force: true } );
			const code = await run( 'node', [ 'bin/stack-test.mjs' ] );
			const r = readJson( out );
			if ( ! r ) {
				return code === 0 ? { skipped: 1 } : { passed: 0, failed: 1 };
			}
			const s = r.stats || {};
			const failed = ( s.unexpected || 0 ) + ( s.flaky || 0 );
			return {
				passed: s.expected || 0,
				failed: failed + ( code !== 0 && ! failed ? 1 : 0 ),
				skipped: s.skipped || 0,
			};
		},
	},
];

const started = Date.now();
fs.mkdirSync( RESULTS, { recursive: true } );

if ( ! skipped.includes( 'setup' ) && ! only.length ) {
	// eslint-disable-next-line no-console
	console.log( '\n=== setup' );
	const code = await run( 'bash', [ 'bin/setup.sh' ] );
	if ( code !== 0 ) {
		// eslint-disable-next-line no-console
		console.log( '\nsetup failed: nothing was tested\n0 passed, 1 failed' );
		process.exit( 1 );
	}
}

const table = [];
for ( const step of steps ) {
	if (
		( only.length && ! only.includes( step.name ) ) ||
		skipped.includes( step.name )
	) {
		continue;
	}
	// eslint-disable-next-line no-console
	console.log( `\n=== ${ step.name }` );
	const t0 = Date.now();
	const r = { passed: 0, failed: 0, skipped: 0, ...( await step.run() ) };
	table.push( {
		step: step.name,
		...r,
		seconds: Math.round( ( Date.now() - t0 ) / 1000 ),
	} );
}

const total = table.reduce(
	( acc, r ) => ( {
		passed: acc.passed + r.passed,
		failed: acc.failed + r.failed,
		skipped: acc.skipped + r.skipped,
	} ),
	{ passed: 0, failed: 0, skipped: 0 }
);

/* eslint-disable no-console */
console.log( '\n=== results' );
console.log( 'step         ok   fail skip  time' );
for ( const r of table ) {
	console.log(
		`${ r.step.padEnd( 12 ) } ${ String( r.passed ).padStart( 4 ) } ${ String(
			r.failed
		).padStart( 4 ) } ${ String( r.skipped ).padStart( 4 ) } ${ String(
			r.seconds
		).padStart( 4 ) }s`
	);
}
console.log( `total time ${ Math.round( ( Date.now() - started ) / 1000 ) }s` );
console.log(
	`Summary: ${ total.passed } passed, ${ total.failed } failed, ${ total.skipped } skipped`
);
/* eslint-enable no-console */
process.exit( total.failed ? 1 : 0 );
