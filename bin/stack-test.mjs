/**
 * The stack step of npm test: starts the production-like stack
 * (bin/stack.sh: Varnish, nginx, two PHP-FPM web nodes, Redis; installs its
 * Debian packages when missing) and runs the browser tests of tests/stack/
 * through it (playwright.stack.config.ts), then stops what it started.
 * Skipped, with the reason, when the packages cannot be installed or
 * WordPress, WooCommerce or Chromium is missing. Writes the counts to
 * .wp/stack-results.json (Playwright's JSON report).
 *
 * Usage: node bin/stack-test.mjs [playwright arguments, e.g. -g 'nonce']
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ROOT, run, lib, findWooCommerce } from './run.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function skip( reason ) {
	// eslint-disable-next-line no-console
	console.log( `SKIPPED stack tests: ${ reason }` );
	process.exit( 0 );
}

if ( ! lib( 'wp_core_usable "$(find_wp_core)" && echo ok' ) ) {
	skip(
		'WordPress 6.9 or later not found (put it in ~/.cache/vitrina/wordpress or set WP_CORE_DIR)'
	);
}
if ( ! findWooCommerce() ) {
	skip(
		'WooCommerce not found (set WC_DIR or put it in ~/.cache/vitrina/woocommerce)'
	);
}
if ( ! fs.existsSync( chromium ) ) {
	skip( `Chromium not found at ${ chromium } (npm run setup installs it)` );
}
const check = spawnSync( 'bash', [ 'bin/stack.sh', 'check' ], {
	cwd: ROOT,
	encoding: 'utf8',
} );
if ( check.status !== 0 ) {
	skip(
		`the stack's Debian packages cannot be installed here: ${ check.stdout.trim() }`
	);
}

// Left running when it was running before.
const wasRunning = lib(
	'[ -f "$VITRINA_RUN/stack/varnish.pid" ] && kill -0 "$(cat "$VITRINA_RUN/stack/varnish.pid")" 2>/dev/null && echo yes'
);
const started = Date.now();
let code = await run( 'bash', [ 'bin/stack.sh', 'start' ] );
if ( code !== 0 ) {
	// eslint-disable-next-line no-console
	console.error( 'stack tests: bin/stack.sh start failed' );
} else {
	code = await run( 'npx', [
		'playwright',
		'test',
		'--config',
		'playwright.stack.config.ts',
		...process.argv.slice( 2 ),
	] );
}
if ( ! wasRunning ) {
	await run( 'bash', [ 'bin/stack.sh', 'stop' ] );
}
// eslint-disable-next-line no-console
console.log(
	`stack step: ${ Math.round( ( Date.now() - started ) / 1000 ) } s`
);
process.exit( code );
