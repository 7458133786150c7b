/**
 * What the browser benchmarks share: Debian's Chromium through
 * playwright-core, and the collection of the scripts and styles a page loads
 * (raw bytes and gzip -9 of each body).
 *
 * This folder holds helpers, not benchmark modules: bin/bench.mjs runs only
 * the *.mjs files directly in bench/.
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

/** One viewport for every measured page, so that lazy images load alike. */
export const VIEWPORT = { width: 1280, height: 800 };

/**
 * Starts Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium).
 *
 * @return {Promise<import('playwright-core').Browser>} The browser.
 */
export function launchChromium() {
	return chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: [ '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage' ],
	} );
}

/**
 * A fresh browser context (no cache, no cookies) with the bench's viewport.
 *
 * @param {import('playwright-core').Browser} browser The browser.
 * @return {Promise<import('playwright-core').BrowserContext>} The context.
 */
export function freshContext( browser ) {
	return browser.newContext( { viewport: VIEWPORT, deviceScaleFactor: 1 } );
}

/**
 * Scripts and styles (what collect() takes unless told).
 *
 * @param {string} url  The response's URL.
 * @param {string} type The request's resource type.
 * @return {boolean} Whether it is a script or a style.
 */
const scriptOrStyle = ( url, type ) =>
	type === 'script' || type === 'stylesheet';

/**
 * Collects the page's responses, from now on (its scripts and styles unless
 * told): URL, type, raw bytes and gzip -9 bytes of the body (filled in when
 * `done` settles).
 *
 * @param {import('playwright-core').Page}         page  The page.
 * @param {(url: string, type: string) => boolean} which Which responses.
 * @return {Array<{url: string, type: string, raw: number, gzip: number, done: Promise<void>}>} The entries, growing as the page loads.
 */
export function collect( page, which = scriptOrStyle ) {
	const seen = [];
	page.on( 'response', ( res ) => {
		const type = res.request().resourceType();
		if ( ! which( res.url(), type ) ) {
			return;
		}
		const entry = { url: res.url(), type, raw: 0, gzip: 0, done: null };
		entry.done = res
			.body()
			.then( ( body ) => {
				entry.raw = body.length;
				entry.gzip = zlib.gzipSync( body, { level: 9 } ).length;
			} )
			.catch( () => {} );
		seen.push( entry );
	} );
	return seen;
}

/**
 * Files, raw and gzip bytes of the entries that pass the filter, once every
 * body has been read.
 *
 * @param {ReturnType<typeof collect>} entries Collected entries.
 * @param {(entry: Object) => boolean} filter  Which entries count.
 * @return {Promise<{files: number, raw: number, gzip: number}>} The sums.
 */
export async function sum( entries, filter = () => true ) {
	await Promise.all( entries.map( ( e ) => e.done ) );
	const list = entries.filter( filter );
	return {
		files: list.length,
		raw: list.reduce( ( a, e ) => a + e.raw, 0 ),
		gzip: list.reduce( ( a, e ) => a + e.gzip, 0 ),
	};
}

/**
 * Bytes as KiB with one decimal.
 *
 * @param {number} n Bytes.
 * @return {string} KiB.
 */
export const kib = ( n ) => ( n / 1024 ).toFixed( 1 );
