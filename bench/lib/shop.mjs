/**
 * What the benchmarks that work on the local shop share: its seven measured
 * pages, bin/wp.php on it (switching Vitrina off and on, running PHP), the
 * check that the bench measures that shop, and a product's id.
 *
 * This folder holds helpers, not benchmark modules (bin/bench.mjs runs only
 * the *.mjs files directly in bench/).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../bin/run.mjs';

/** The plugin file of Vitrina in the shop (bin/shop.sh links the project as `vitrina`). */
export const PLUGIN = 'vitrina/plugin.php';

/** The simple product of the demo data the benches put in the cart. */
export const SIMPLE = 'kastryulya-nerzhaveyushchaya-4-l';

/** The pages measured against stock WooCommerce (bench/pages.mjs, bench/lighthouse.mjs). */
export const PAGES = [
	{ label: 'home', path: '/' },
	{ label: 'shop', path: '/shop/' },
	{ label: 'simple product', path: `/product/${ SIMPLE }/` },
	{
		label: 'variable product, gallery',
		path: '/product/kastryulya-emalirovannaya-klassika/',
	},
	// A variable product whose form starts with nothing chosen (no default
	// attributes): its variation form script waits for the form's first use.
	{
		label: 'variable, nothing chosen',
		path: '/product/kruzhka-keramicheskaya-utro/',
	},
	{ label: 'cart (1 product)', path: '/cart/', cart: true },
	{ label: 'checkout (1 product)', path: '/checkout/', cart: true },
];

/**
 * Runs bin/wp.php on the shop site through bin/lib.sh (same VITRINA_PORT as
 * the shop bin/bench.mjs started).
 *
 * @param {...string} args The command and its arguments.
 * @return {string} Its output.
 */
export function wpShop( ...args ) {
	const out = spawnSync(
		'bash',
		[ '-c', `source "${ ROOT }/bin/lib.sh"; wp shop "$@"`, 'wp', ...args ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	if ( out.status !== 0 ) {
		throw new Error(
			`wp shop ${ args.join( ' ' ) } failed: ${ out.stderr || out.stdout }`
		);
	}
	return out.stdout.trim();
}

/**
 * Runs PHP in the shop (bin/wp.php eval-file).
 *
 * @param {string} php The code, without `<?php`.
 * @return {string} What it printed.
 */
export function shopPhp( php ) {
	const file = path.join( os.tmpdir(), `vitrina-bench-${ process.pid }.php` );
	fs.writeFileSync( file, `<?php\n${ php }\n` );
	try {
		return wpShop( 'eval-file', file );
	} finally {
		fs.rmSync( file, { force: true } );
	}
}

/**
 * Makes sure the bench measures the shop that wpShop() changes (bin/lib.sh's
 * port of the site `shop`: VITRINA_PORT, default 8888).
 *
 * @param {{baseUrl: string}} ctx The bench's context.
 */
export function requireLocalShop( ctx ) {
	const port = new URL( ctx.baseUrl ).port || '80';
	const out = spawnSync(
		'bash',
		[ '-c', `source "${ ROOT }/bin/lib.sh"; site_port shop` ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	const shop = out.stdout.trim();
	if ( port !== shop ) {
		throw new Error(
			`the bench measures ${ ctx.baseUrl } but would change the shop on port ${ shop }: set VITRINA_PORT to the shop's port`
		);
	}
}

/**
 * The id of a product, from the Store API.
 *
 * @param {string} baseUrl The shop.
 * @param {string} slug    The product's slug.
 * @return {Promise<number>} Its id.
 */
export async function productId( baseUrl, slug ) {
	const res = await fetch(
		new URL( `/wp-json/wc/store/v1/products?slug=${ slug }`, baseUrl )
	);
	const list = await res.json();
	if ( ! Array.isArray( list ) || ! list[ 0 ]?.id ) {
		throw new Error( `product ${ slug } not found on ${ baseUrl }` );
	}
	return list[ 0 ].id;
}
