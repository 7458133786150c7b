import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { shopPhp } from './utils';

/**
 * Popups that respect the shopper, on the local shop in Chromium: an
 * exit-intent popup opens when the pointer leaves through the top, at most
 * once a day (a plain cap, no cookie); a scroll-depth popup opens half-way
 * down; with the WP Consent API and a banner that asks first (opt-in), a
 * marketing popup waits for the shopper's consent, and no beacon or popup
 * cookie comes before it.
 */

/**
 * A published page and a popup shown on it only.
 *
 * @param title    The page's and the popup's title.
 * @param settings The popup's settings.
 * @return Their ids.
 */
function popupOnNewPage(
	title: string,
	settings: Record< string, unknown >
): { page: number; popup: number } {
	const json = Buffer.from( JSON.stringify( settings ) ).toString( 'base64' );
	const out = shopPhp( `
		$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${ JSON.stringify(
			title
		) }, 'post_content' => str_repeat( '<p>Текст страницы акции.</p>', 200 ) ) );
		$settings = json_decode( base64_decode( '${ json }' ), true );
		$settings['conditions'] = array( array( array( 'target' => 'page_selected', 'settings' => array( 'ids' => array( $page ) ) ) ) );
		$popup = wp_insert_post( array( 'post_type' => 'vitrina_popup', 'post_status' => 'publish', 'post_title' => ${ JSON.stringify(
			title
		) }, 'post_content' => '<p>Скидка 10% на первый заказ.</p>', 'meta_input' => array( '_vitrina_popup_settings' => $settings ) ) );
		echo $page . ' ' . $popup;
	` ).trim();
	const [ page, popup ] = out.split( ' ' ).map( Number );
	return { page, popup };
}

function remove( ids: { page: number; popup: number } ) {
	shopPhp(
		`wp_delete_post( ${ ids.popup }, true ); wp_delete_post( ${ ids.page }, true );`
	);
}

const dialog = ( page: Page, id: number ) => page.locator( `#pum-${ id }` );

test.describe( 'popups that respect the shopper', () => {
	test( 'exit intent opens once a day; scroll depth opens half-way down', async ( {
		browser,
	} ) => {
		const exit = popupOnNewPage( `Уходите? ${ Date.now() }`, {
			triggers: [ { type: 'exit_intent' } ],
			frequency_days: 1,
			animation_type: 'none',
		} );
		const scroll = popupOnNewPage( `Дочитали ${ Date.now() }`, {
			triggers: [ { type: 'scroll_depth', settings: { percent: 50 } } ],
			animation_type: 'none',
		} );
		try {
			const context = await browser.newContext();
			const page = await context.newPage();
			// Layout shifts, to show that the popup opening moves nothing.
			await page.addInitScript( () => {
				const w = window as unknown as { shifts: number };
				w.shifts = 0;
				new PerformanceObserver( ( list ) => {
					for ( const entry of list.getEntries() ) {
						w.shifts += (
							entry as unknown as { value: number }
						 ).value;
					}
				} ).observe( { type: 'layout-shift', buffered: true } );
			} );
			const shifts = () =>
				page.evaluate(
					() => ( window as unknown as { shifts: number } ).shifts
				);
			await page.goto( `/?page_id=${ exit.page }` );
			const popup = dialog( page, exit.popup );
			await expect( popup ).toBeAttached();
			await page.mouse.move( 600, 300 );
			// Moving about the page is no exit.
			await page.mouse.move( 20, 200 );
			await page.mouse.move( 600, 5 );
			await expect( popup ).toBeHidden();
			// Out through the top edge.
			const before = await shifts();
			await page.mouse.move( 600, -20, { steps: 2 } );
			await expect( popup ).toBeVisible();
			await page.waitForTimeout( 500 );
			expect( await shifts() ).toBe( before );
			await page.keyboard.press( 'Escape' );
			await expect( popup ).toBeHidden();
			expect(
				( await context.cookies() ).map( ( c ) => c.name )
			).not.toContain( `pum-${ exit.popup }` );

			// The next page view the same day: no second time.
			await page.reload();
			await expect( popup ).toBeAttached();
			await page.mouse.move( 600, 300 );
			await page.mouse.move( 600, -20, { steps: 2 } );
			await page.waitForTimeout( 300 );
			await expect( popup ).toBeHidden();

			// Scroll depth: not at a third, at a half.
			await page.goto( `/?page_id=${ scroll.page }` );
			const half = dialog( page, scroll.popup );
			await expect( half ).toBeAttached();
			const room = await page.evaluate(
				() => document.documentElement.scrollHeight - window.innerHeight
			);
			expect( room ).toBeGreaterThan( 1000 );
			await page.mouse.wheel( 0, room / 3 );
			await page.waitForTimeout( 300 );
			await expect( half ).toBeHidden();
			await page.mouse.wheel( 0, room / 4 );
			await expect( half ).toBeVisible();
			await context.close();
		} finally {
			remove( exit );
			remove( scroll );
		}
	} );

	test( 'a marketing popup waits for consent under the WP Consent API: no beacon, no cookie before', async ( {
		browser,
	} ) => {
		const source = [
			process.env.WP_CONSENT_API_DIR,
			path.join( os.homedir(), '.cache/vitrina/wp-consent-api' ),
		].find(
			( d ) => d && fs.existsSync( path.join( d, 'wp-consent-api.php' ) )
		);
		test.skip(
			! source,
			'SKIPPED: the WP Consent API plugin not found (set WP_CONSENT_API_DIR or put it in ~/.cache/vitrina/wp-consent-api)'
		);
		const [ plugins, mu ] = shopPhp(
			'echo WP_PLUGIN_DIR . "\\n" . WPMU_PLUGIN_DIR;'
		)
			.trim()
			.split( '\n' );
		const link = path.join( plugins, 'wp-consent-api' );
		// The shop's cookie banner stands in: it asks first (opt-in), as a
		// banner plugin tells the API.
		const banner = path.join( mu, 'vitrina-e2e-consent-banner.php' );
		fs.rmSync( link, { force: true } );
		fs.symlinkSync( source!, link );
		fs.mkdirSync( mu, { recursive: true } );
		fs.writeFileSync(
			banner,
			"<?php\nadd_filter( 'wp_get_consent_type', static fn() => 'optin' );\n"
		);
		shopPhp( "activate_plugin( 'wp-consent-api/wp-consent-api.php' );" );
		const ids = popupOnNewPage( `Подписка ${ Date.now() }`, {
			triggers: [ { type: 'auto_open', settings: { delay: 200 } } ],
			cookies: [
				{
					event: 'on_popup_open',
					settings: { name: 'pum-consent-e2e', time: '1 day' },
				},
			],
			marketing: true,
			animation_type: 'none',
		} );
		try {
			const context = await browser.newContext();
			const page = await context.newPage();
			const beacons: string[] = [];
			page.on( 'request', ( r ) => {
				if ( /analytics/.test( r.url() ) && /pid=/.test( r.url() ) ) {
					beacons.push( r.url() );
				}
			} );
			await page.goto( `/?page_id=${ ids.page }` );
			const popup = dialog( page, ids.popup );
			await expect( popup ).toBeAttached();
			expect(
				await page.evaluate(
					() => typeof ( window as any ).wp_has_consent
				)
			).toBe( 'function' );
			await page.waitForTimeout( 1000 );
			await expect( popup ).toBeHidden();
			expect( beacons ).toEqual( [] );
			expect(
				( await context.cookies() ).map( ( c ) => c.name )
			).not.toContain( 'pum-consent-e2e' );

			// The shopper accepts in the banner.
			await page.evaluate( () => {
				const set = ( window as any ).wp_set_consent;
				set( 'statistics-anonymous', 'allow' );
				set( 'marketing', 'allow' );
			} );
			await expect( popup ).toBeVisible();
			await expect.poll( () => beacons.length ).toBe( 1 );
			expect( beacons[ 0 ] ).toContain( 'event=open' );
			expect(
				( await context.cookies() ).map( ( c ) => c.name )
			).toContain( 'pum-consent-e2e' );
			await context.close();
		} finally {
			remove( ids );
			shopPhp(
				"deactivate_plugins( 'wp-consent-api/wp-consent-api.php' );"
			);
			fs.rmSync( banner, { force: true } );
			fs.rmSync( link, { force: true } );
		}
	} );
} );
