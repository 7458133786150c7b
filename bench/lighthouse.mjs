/**
 * Lighthouse (mobile, its default: a Moto G Power's screen, simulated slow
 * 4G and a 4x slower CPU) on the seven pages of bench/pages.mjs, with Vitrina
 * deactivated ("stock") and on, interleaved round by round in one run:
 * performance score, LCP, TBT and CLS, medians of `--lighthouse-runs=N`
 * rounds (5 unless told).
 *
 * Lighthouse from npm drives Debian's Chromium (CHROMIUM_PATH, else
 * /usr/bin/chromium) through chrome-launcher. Each run starts from cleared
 * storage and cache (a first view); the cart and checkout pages get a cart
 * of one product through its session cookie, made before the run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
	'lighthouse: mobile performance, LCP, TBT, CLS, stock WooCommerce vs Vitrina (medians)';

const RUNS = Math.max( 1, Number( option( 'lighthouse-runs' ) ) || 5 );

const median = ( values ) => {
	const list = values.filter( Number.isFinite ).sort( ( a, b ) => a - b );
	if ( ! list.length ) {
		return NaN;
	}
	const mid = Math.floor( list.length / 2 );
	return list.length % 2
		? list[ mid ]
		: ( list[ mid - 1 ] + list[ mid ] ) / 2;
};

/**
 * The cookies of a new cart holding one product (WooCommerce's session).
 *
 * @param {string} baseUrl The shop.
 * @param {number} id      The product.
 * @return {Promise<string>} A Cookie header.
 */
async function cartCookie( baseUrl, id ) {
	const res = await fetch( new URL( `/?add-to-cart=${ id }`, baseUrl ), {
		redirect: 'manual',
	} );
	await res.arrayBuffer();
	const cookies = res.headers
		.getSetCookie()
		.map( ( c ) => c.split( ';' )[ 0 ] )
		.filter( ( c ) => /^(wp_woocommerce_session_|woocommerce_)/.test( c ) );
	if (
		! cookies.some( ( c ) => c.startsWith( 'wp_woocommerce_session_' ) )
	) {
		throw new Error( 'adding to the cart made no WooCommerce session' );
	}
	return cookies.join( '; ' );
}

/**
 * One Lighthouse run of one page.
 *
 * @param {number} port   Chromium's debugging port.
 * @param {string} url    The page.
 * @param {string} cookie A Cookie header, or ''.
 * @return {Promise<{score: number, lcp: number, tbt: number, cls: number}>} The figures.
 */
async function audit( port, url, cookie ) {
	const result = await lighthouse( url, {
		port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: [ 'performance' ],
		...( cookie ? { extraHeaders: { Cookie: cookie } } : {} ),
	} );
	const { lhr } = result;
	if ( lhr.runtimeError ) {
		throw new Error( `${ url }: ${ lhr.runtimeError.message }` );
	}
	const value = ( id ) => lhr.audits[ id ]?.numericValue ?? NaN;
	return {
		score: Math.round( ( lhr.categories.performance.score ?? NaN ) * 100 ),
		lcp: value( 'largest-contentful-paint' ),
		tbt: value( 'total-blocking-time' ),
		cls: value( 'cumulative-layout-shift' ),
	};
}

/**
 * Every page once, in one mode.
 *
 * @param {number} port    Chromium's debugging port.
 * @param {string} baseUrl The shop.
 * @param {number} inCart  The product of the cart pages.
 * @return {Promise<Array<Object>>} The figures, page by page.
 */
async function round( port, baseUrl, inCart ) {
	const out = [];
	for ( const spec of PAGES ) {
		const cookie = spec.cart ? await cartCookie( baseUrl, inCart ) : '';
		out.push(
			await audit( port, new URL( spec.path, baseUrl ).href, cookie )
		);
	}
	return out;
}

const cell = ( v, w ) => String( v ).padStart( w );
const ms = ( v ) => ( Number.isFinite( v ) ? Math.round( v ) : 'n/a' );

/* eslint-disable no-console -- the bench's report. */
function printTable( stock, vitrina ) {
	const figure = ( rounds, i, key ) =>
		median( rounds.map( ( r ) => r[ i ][ key ] ) );
	console.log(
		`\nLighthouse mobile, medians of ${ RUNS } interleaved rounds (A = stock WooCommerce, B = Vitrina on)`
	);
	console.log(
		`${ 'page'.padEnd( 28 ) } perf A  perf B   LCP A ms   LCP B ms   TBT A ms   TBT B ms    CLS A    CLS B`
	);
	PAGES.forEach( ( spec, i ) => {
		const a = ( key ) => figure( stock, i, key );
		const b = ( key ) => figure( vitrina, i, key );
		console.log(
			`${ spec.label.padEnd( 28 ) } ${ cell( a( 'score' ), 6 ) } ${ cell(
				b( 'score' ),
				7
			) } ${ cell( ms( a( 'lcp' ) ), 10 ) } ${ cell(
				ms( b( 'lcp' ) ),
				10
			) } ${ cell( ms( a( 'tbt' ) ), 10 ) } ${ cell(
				ms( b( 'tbt' ) ),
				10
			) } ${ cell( a( 'cls' ).toFixed( 3 ), 8 ) } ${ cell(
				b( 'cls' ).toFixed( 3 ),
				8
			) }`
		);
	} );
}

export async function run( ctx ) {
	requireLocalShop( ctx );
	const inCart = await productId( ctx.baseUrl, SIMPLE );
	const chrome = await chromeLauncher.launch( {
		chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		chromeFlags: [
			'--headless=new',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-dev-shm-usage',
		],
	} );
	const stock = [];
	const vitrina = [];
	try {
		for ( let i = 0; i < RUNS; i++ ) {
			try {
				wpShop( 'deactivate', PLUGIN );
				stock.push( await round( chrome.port, ctx.baseUrl, inCart ) );
			} finally {
				wpShop( 'activate', PLUGIN );
			}
			vitrina.push( await round( chrome.port, ctx.baseUrl, inCart ) );
			console.log( `  round ${ i + 1 } of ${ RUNS } done` );
		}
	} finally {
		await chrome.kill();
	}
	printTable( stock, vitrina );
	return [];
}
/* eslint-enable no-console */
