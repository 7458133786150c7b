/**
 * Browser tests: starts the local shop (and its twin shop2 for a second
 * worker, playwright.config.ts) and a clean WordPress, builds the
 * plugin zip, then runs Playwright (Debian's Chromium). Skipped, with the
 * reason, when WooCommerce or Chromium is missing. Writes the counts to
 * .wp/e2e-results.json (Playwright's JSON report).
 */
import fs from 'node:fs';
import { run, lib, findWooCommerce } from './run.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
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

// Two workers, each against a shop of its own: the local shop and its twin
// (the site shop2, set up the same way with the same demo data). The machine
// this runs on has two cores; VITRINA_E2E_WORKERS=1 runs on the shop alone.
const workers = Math.max(
	1,
	Math.min( 2, Number( process.env.VITRINA_E2E_WORKERS || 2 ) )
);
process.env.VITRINA_E2E_WORKERS = String( workers );
const shop2Port =
	process.env.VITRINA_SHOP2_PORT ||
	String( Number( process.env.VITRINA_PORT || 8888 ) + 5 );
if ( workers > 1 ) {
	process.env.VITRINA_SHOP2_URL ||= `http://127.0.0.1:${ shop2Port }`;
}

const steps = [
	[ 'bash', [ 'bin/shop.sh', 'start' ] ],
	...( workers > 1
		? [
				[
					'bash',
					[ 'bin/shop.sh', 'start' ],
					{ VITRINA_SHOP_SITE: 'shop2' },
				],
			]
		: [] ),
	[ 'bash', [ 'bin/plugin-zip.sh' ] ],
	[ 'bash', [ 'bin/clean-site.sh' ] ],
];
for ( const [ cmd, args, env ] of steps ) {
	const code = await run( cmd, args, env );
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
await run( 'bash', [
	'-c',
	'source bin/lib.sh; server_stop clean; server_stop shop2',
] );
process.exit( code );
