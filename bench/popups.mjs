/**
 * Popups on the server: a page that prints a popup (its content through the
 * content filters, its settings, the island's settings) against the same
 * kind of page without one (where the footer only reads one autoloaded
 * option). bench/popups.php makes the popup and the pages, and removes them.
 *
 * In the browser: the cumulative layout shift (CLS) of the page whose popup
 * opens by itself, against the plain page, on a desktop and a phone
 * viewport, the largest of five loads (a popup must shift nothing).
 */
import { lib } from '../bin/run.mjs';
import { launchChromium } from './lib/browser.mjs';

const LOADS = 5;
const VIEWPORTS = {
	desktop: { width: 1280, height: 800 },
	phone: { width: 390, height: 844 },
};

/**
 * The largest CLS over LOADS fresh loads of a page, counted until 1.5 s after
 * the popup opened (or 2.5 s after load without one).
 *
 * @param {import('playwright-core').Browser} browser  The browser.
 * @param {string}                            url      The page.
 * @param {{width: number, height: number}}   viewport The viewport.
 * @return {Promise<{cls: number, opened: boolean}>} The worst load.
 */
async function worstCls( browser, url, viewport ) {
	let worst = { cls: 0, opened: false };
	for ( let i = 0; i < LOADS; i++ ) {
		const context = await browser.newContext( { viewport } );
		const page = await context.newPage();
		await page.addInitScript( () => {
			window.__cls = 0;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() ) {
					if ( ! entry.hadRecentInput ) {
						window.__cls += entry.value;
					}
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await page.goto( url, { waitUntil: 'load' } );
		const opened = await page
			.locator( '.vitrina-popup.is-open' )
			.first()
			.waitFor( { state: 'visible', timeout: 2500 } )
			.then(
				() => true,
				() => false
			);
		await page.waitForTimeout( 1500 );
		const cls = await page.evaluate( () => window.__cls );
		if ( cls >= worst.cls ) {
			worst = { cls, opened };
		}
		await context.close();
	}
	return worst;
}

export const name = 'popups (footer with and without a popup)';

export async function run( ctx ) {
	const out = lib( 'wp shop eval-file bench/popups.php setup' );
	const made = JSON.parse( out.split( '\n' ).pop() || '{}' );
	if ( ! made.ids ) {
		throw new Error( `the bench popup could not be made: ${ out }` );
	}
	try {
		const browser = await launchChromium();
		try {
			for ( const [ size, viewport ] of Object.entries( VIEWPORTS ) ) {
				const popup = await worstCls( browser, made.page, viewport );
				const bare = await worstCls( browser, made.bare, viewport );
				// eslint-disable-next-line no-console
				console.log(
					`CLS ${ size.padEnd( 8 ) } auto-opening popup ${ popup.cls.toFixed(
						4
					) }${
						popup.opened ? '' : ' (did not open!)'
					}   plain page ${ bare.cls.toFixed( 4 ) }   (worst of ${ LOADS })`
				);
			}
		} finally {
			await browser.close();
		}
		return [
			{
				label: 'page without a popup',
				...( await ctx.timeRequests( made.bare ) ),
			},
			{
				label: 'page with a popup (subscription form)',
				...( await ctx.timeRequests( made.page ) ),
			},
		];
	} finally {
		lib(
			`wp shop eval-file bench/popups.php teardown ${ made.ids.join( ' ' ) }`
		);
	}
}
