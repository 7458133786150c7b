/**
 * Browser tests: starts the local shop and a clean WordPress, builds the
 * plugin zip, then runs Playwright (Debian's Chromium). Skipped, with the
 * reason, when WooCommerce or Chromium is missing. Writes the counts to
 * .wp/e2e-results.json (Playwright's JSON report).
 */
import fs from 'node:fs';
import path from 'node:path';
import { run, lib, findWooCommerce } from './run.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SCREENSHOTS = path.resolve( '.wp/screenshots' );
process.env.VITRINA_SHOP_URL ||= `http://127.0.0.1:${
	process.env.VITRINA_PORT || 8888
}`;
process.env.VITRINA_CLEAN_URL ||= `http://127.0.0.1:${
	process.env.VITRINA_CLEAN_PORT || 8889
}`;

function skip( reason ) {
	// eslint-disable-next-line no-console
	console.log( `SKIPPED browser tests: ${ reason }` );
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

const steps = [
	[ 'bash', [ 'bin/shop.sh', 'start' ] ],
	[ 'bash', [ 'bin/plugin-zip.sh' ] ],
	[ 'bash', [ 'bin/clean-site.sh' ] ],
];
for ( const [ cmd, args ] of steps ) {
	const code = await run( cmd, args );
	if ( code !== 0 ) {
		// eslint-disable-next-line no-console
		console.error( `browser tests: ${ cmd } ${ args.join( ' ' ) } failed` );
		process.exit( code );
	}
}

const code = await run( 'npx', [
	'playwright',
	'test',
	...process.argv.slice( 2 ),
] );
await run( 'bash', [ '-c', 'source bin/lib.sh; server_stop clean' ] );
// The page screenshots for a person to look at (tests/e2e/screenshots.spec.ts).
if ( fs.existsSync( SCREENSHOTS ) ) {
	// eslint-disable-next-line no-console
	console.log(
		`page screenshots (both themes, phone and desktop): ${ SCREENSHOTS }`
	);
}
process.exit( code );
