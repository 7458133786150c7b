/**
 * Page weight against stock WooCommerce: the first view of seven pages of the
 * local shop (home, shop, a simple product, the variable product with a
 * gallery, a variable product whose form starts with nothing chosen, cart
 * and checkout with one product in the cart), opened in Chromium with
 * Vitrina on and then with Vitrina deactivated ("stock"), in one run.
 *
 * For each page: every request the first view makes (until load and network
 * idle), the scripts and styles it loads (raw and gzip -9 bytes), how many of
 * them are Vitrina's and their gzip bytes, Vitrina's runtime scripts and its
 * personal-state requests. Inline scripts and styles of the HTML are not
 * counted in the JS+CSS bytes; the HTML's own gzip bytes are listed beside
 * them (what WordPress prints inline, ours and the theme's, is there).
 * Vitrina is switched off and on with bin/wp.php (`wp shop
 * deactivate|activate`), and always switched back on at the end.
 * VITRINA_BENCH_FILES=1 also lists each page's scripts and styles.
 *
 * Both themes, in one run: Storefront and the block theme Twenty Twenty-Five
 * (the local shop serves a request with the cookie `vitrina_theme` with that
 * theme, bin/mu-plugins/theme-preview.php, whether Vitrina is on or off).
 * `--pages-themes=storefront` measures one.
 */
import zlib from 'node:zlib';
import {
	collect,
	freshContext,
	kib,
	launchChromium,
	sum,
} from './lib/browser.mjs';
import {
	PAGES,
	PLUGIN,
	SIMPLE,
	productId,
	requireLocalShop,
	wpShop,
} from './lib/shop.mjs';
import { option } from '../bin/run.mjs';

export const name =
	'pages: first-view requests and JS+CSS bytes, stock WooCommerce vs Vitrina, on Storefront and Twenty Twenty-Five';

/** The themes measured: the shop's default first. */
const THEMES = option( 'pages-themes', 'storefront,twentytwentyfive' )
	.split( ',' )
	.filter( Boolean );

/**
 * Whether an entry is Vitrina's: under its plugin folder (`vitrina`, or a
 * zip's `vitrina-x.y.z`).
 *
 * @param {{url: string}} e A collected entry.
 * @return {boolean} Whether it is Vitrina's.
 */
const own = ( e ) => /\/plugins\/vitrina[^/]*\//.test( e.url );
const runtime = ( e ) =>
	own( e ) && e.type === 'script' && /runtime/.test( e.url );
const stateRequest = ( url ) =>
	/\/wp-json\/vitrina\/v1\/state|rest_route=(\/|%2F)vitrina(\/|%2F)v1(\/|%2F)state/i.test(
		url
	);

/* eslint-disable no-console -- the bench's report. */

/**
 * The first view of one page in a fresh context (no cache, no cookies); for
 * the cart pages, one product is put in the cart first, outside the page (the
 * context's request API shares its cookies), so that nothing is cached.
 *
 * @param {import('playwright-core').Browser} browser The browser.
 * @param {string}                            baseUrl The shop.
 * @param {Object}                            spec    An entry of PAGES.
 * @param {number}                            inCart  The product to put in the cart.
 * @param {string}                            theme   The theme the shop serves.
 * @return {Promise<Object>} The page's numbers.
 */
async function firstView( browser, baseUrl, spec, inCart, theme ) {
	const context = await freshContext( browser );
	try {
		await context.addCookies( [
			{ name: 'vitrina_theme', value: theme, url: baseUrl },
		] );
		if ( spec.cart ) {
			await context.request.get(
				new URL( `/?add-to-cart=${ inCart }`, baseUrl ).href
			);
			const cart = await (
				await context.request.get(
					new URL( '/wp-json/wc/store/v1/cart', baseUrl ).href
				)
			).json();
			if ( cart.items_count !== 1 ) {
				throw new Error(
					`${ spec.label }: the cart holds ${ cart.items_count } items, not 1`
				);
			}
		}
		const page = await context.newPage();
		const requests = [];
		const errors = [];
		page.on( 'request', ( req ) => requests.push( req.url() ) );
		page.on( 'requestfailed', ( req ) =>
			errors.push( `request failed: ${ req.url() }` )
		);
		page.on( 'console', ( msg ) => {
			if ( msg.type() === 'error' ) {
				errors.push( `console: ${ msg.text() }` );
			}
		} );
		page.on( 'pageerror', ( err ) =>
			errors.push( `page error: ${ err.message }` )
		);
		const entries = collect( page );
		const res = await page.goto( new URL( spec.path, baseUrl ).href, {
			waitUntil: 'load',
		} );
		await page.waitForLoadState( 'networkidle' );
		if ( ! res || res.status() !== 200 ) {
			// An error page's weight says nothing: stop, and say why.
			throw new Error(
				`${ spec.label } (${ spec.path }) answered HTTP ${
					res ? res.status() : 'nothing'
				}: see the shop's debug log (.wp/run/shop-debug.log)`
			);
		}
		const first = entries.slice();
		await sum( first );
		const html = zlib.gzipSync( await res.body(), { level: 9 } ).length;
		return {
			files: first.map(
				( e ) =>
					`${ kib( e.gzip ).padStart( 7 ) } ${ e.type.padEnd( 10 ) } ${ e.url }`
			),
			requests: requests.length,
			html,
			all: await sum( first ),
			own: await sum( first, own ),
			runtime: ( await sum( first, runtime ) ).files,
			state: requests.filter( stateRequest ).length,
			errors,
		};
	} finally {
		await context.close();
	}
}

async function measureAll( browser, baseUrl, inCart ) {
	const out = {};
	for ( const theme of THEMES ) {
		out[ theme ] = [];
		for ( const spec of PAGES ) {
			out[ theme ].push(
				await firstView( browser, baseUrl, spec, inCart, theme )
			);
		}
	}
	return out;
}

const cell = ( v, w ) => String( v ).padStart( w );

function printTables( theme, stock, vitrina ) {
	console.log( `\n== ${ theme }` );
	console.log(
		`${ 'page'.padEnd( 28 ) } stock req  stock gz KiB  vitrina req  vitrina gz KiB  ratio  vitrina-own gz KiB`
	);
	PAGES.forEach( ( spec, i ) => {
		const s = stock[ i ];
		const v = vitrina[ i ];
		console.log(
			`${ spec.label.padEnd( 28 ) } ${ cell( s.requests, 9 ) } ${ cell(
				kib( s.all.gzip ),
				13
			) } ${ cell( v.requests, 12 ) } ${ cell(
				kib( v.all.gzip ),
				15
			) } ${ cell(
				( v.all.gzip / Math.max( 1, s.all.gzip ) ).toFixed( 2 ) + 'x',
				6
			) } ${ cell( kib( v.own.gzip ), 19 ) }`
		);
	} );

	console.log(
		`\n${ 'page'.padEnd( 28 ) } ${ 'mode'.padEnd(
			7
		) } requests  JS+CSS files   raw KiB   gz KiB  HTML gz KiB  own files  own gz KiB  runtime  state  errors`
	);
	PAGES.forEach( ( spec, i ) => {
		for ( const [ mode, m ] of [
			[ 'stock', stock[ i ] ],
			[ 'vitrina', vitrina[ i ] ],
		] ) {
			console.log(
				`${ spec.label.padEnd( 28 ) } ${ mode.padEnd( 7 ) } ${ cell(
					m.requests,
					8
				) } ${ cell( m.all.files, 13 ) } ${ cell(
					kib( m.all.raw ),
					9
				) } ${ cell( kib( m.all.gzip ), 8 ) } ${ cell(
					kib( m.html ),
					12
				) } ${ cell(
					m.own.files,
					10
				) } ${ cell( kib( m.own.gzip ), 11 ) } ${ cell(
					m.runtime,
					8
				) } ${ cell( m.state, 6 ) } ${ cell( m.errors.length, 7 ) }`
			);
		}
	} );

	PAGES.forEach( ( spec, i ) => {
		for ( const [ mode, m ] of [
			[ 'stock', stock[ i ] ],
			[ 'vitrina', vitrina[ i ] ],
		] ) {
			if ( process.env.VITRINA_BENCH_FILES ) {
				console.log(
					`\n${ spec.label } (${ theme }, ${ mode }): gz KiB, type, URL`
				);
				m.files.forEach( ( f ) => console.log( `  ${ f }` ) );
			}
			for ( const error of new Set( m.errors ) ) {
				console.log(
					`  ${ spec.label } (${ theme }, ${ mode }): ${ error }`
				);
			}
		}
	} );
}

export async function run( ctx ) {
	requireLocalShop( ctx );
	const inCart = await productId( ctx.baseUrl, SIMPLE );
	const browser = await launchChromium();
	try {
		wpShop( 'activate', PLUGIN );
		const vitrina = await measureAll( browser, ctx.baseUrl, inCart );
		if (
			Object.values( vitrina )
				.flat()
				.every( ( m ) => m.own.files === 0 )
		) {
			console.log(
				'warning: no page loaded a file of Vitrina with Vitrina on'
			);
		}
		let stock;
		try {
			wpShop( 'deactivate', PLUGIN );
			stock = await measureAll( browser, ctx.baseUrl, inCart );
		} finally {
			wpShop( 'activate', PLUGIN );
		}
		for ( const theme of THEMES ) {
			printTables( theme, stock[ theme ], vitrina[ theme ] );
		}
	} finally {
		await browser.close();
	}
	return [];
}
/* eslint-enable no-console */
