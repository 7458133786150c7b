import { expect, test, type Page } from '@playwright/test';
import { EVENTS } from '../../src/popups/constants';
import { login, shopPhp } from './utils';

/**
 * Popups on the local shop: an admin makes a popup with a subscription form
 * (through the REST API the block editor uses) shown on one new page after
 * 1.5 s, with a cookie set on close that keeps it from opening again; a
 * shopper sees it open on its delay, as a labelled dialog holding the focus,
 * subscribes (errors first, then success), closes it, and does not see it on
 * the next visit; the admin sees the open and the conversion counted and the
 * subscriber listed.
 */
const DELAY = 1500;

async function restNonce( admin: Page ): Promise< string > {
	await admin.goto( '/wp-admin/post-new.php' );
	return admin.evaluate(
		() =>
			( window as unknown as { wpApiSettings?: { nonce: string } } )
				.wpApiSettings?.nonce ?? ''
	);
}

test.describe( 'popups', () => {
	test( 'an admin-made popup opens on its delay, its cookie keeps it shut, its opens are counted', async ( {
		browser,
	} ) => {
		const adminContext = await browser.newContext();
		const admin = await adminContext.newPage();
		await login( admin );
		const nonce = await restNonce( admin );
		expect( nonce ).not.toBe( '' );
		const api = admin.request;
		const headers = { 'X-WP-Nonce': nonce };
		const stamp = Date.now();
		const page = await (
			await api.post( '/wp-json/wp/v2/pages', {
				headers,
				data: {
					title: `Акция ${ stamp }`,
					status: 'publish',
					content: '<p>Страница акции.</p>',
				},
			} )
		).json();
		const cookie = `pum-e2e-${ stamp }`;
		const created = await api.post( '/wp-json/wp/v2/vitrina-popups', {
			headers,
			data: {
				title: 'Скидка 10% на первый заказ',
				status: 'publish',
				content:
					'<!-- wp:paragraph --><p>Подпишитесь на новости.</p><!-- /wp:paragraph --><!-- wp:shortcode -->[vitrina_subscribe]<!-- /wp:shortcode -->',
				meta: {
					_vitrina_popup_settings: {
						triggers: [
							{
								type: 'auto_open',
								settings: {
									delay: DELAY,
									cookie_name: [ cookie ],
								},
							},
						],
						cookies: [
							{
								event: 'on_popup_close',
								settings: { name: cookie, time: '30 days' },
							},
							{
								event: 'form_success',
								settings: { name: `${ cookie }-sub` },
							},
						],
						conditions: [
							[
								{
									target: 'page_selected',
									settings: { ids: [ page.id ] },
								},
							],
						],
						animation_type: 'fade',
					},
				},
			},
		} );
		expect( created.status() ).toBe( 201 );
		const popup = await created.json();
		// A bad value is refused, and says which field.
		const refused = await api.post(
			`/wp-json/wp/v2/vitrina-popups/${ popup.id }`,
			{
				headers,
				data: {
					meta: {
						_vitrina_popup_settings: { animation_speed: 'fast' },
					},
				},
			}
		);
		expect( refused.status() ).toBe( 400 );
		expect( ( await refused.json() ).message ).toContain(
			'animation_speed'
		);

		// The shop counts form sends per visitor address (5 in 10 minutes);
		// every test visitor is 127.0.0.1, so earlier runs must not count.
		shopPhp( "delete_transient( 'vitrina_pf_' . md5( '127.0.0.1' ) );" );
		try {
			const shopper = await browser.newContext();
			const visit = await shopper.newPage();
			const beacons: string[] = [];
			visit.on( 'request', ( r ) => {
				if ( /vitrina(\/|%2F)v1(\/|%2F)analytics/.test( r.url() ) ) {
					beacons.push( r.url() );
				}
			} );
			// When it opened, counted from the page's DOM being parsed (the
			// delay starts after that), measured in the page: a loaded
			// machine may take longer than the delay to fire the load event.
			await visit.addInitScript( ( event ) => {
				document.addEventListener(
					event,
					() => {
						const nav = performance.getEntriesByType(
							'navigation'
						)[ 0 ] as PerformanceNavigationTiming;
						(
							window as unknown as Record< string, number >
						 ).openedAfter = performance.now() - nav.domInteractive;
					},
					true
				);
			}, EVENTS.open );
			await visit.goto( page.link );
			const dialog = visit.locator( `#pum-${ popup.id }` );
			// Open, not before its delay, a dialog named by its title, the
			// focus inside.
			await expect( dialog ).toBeVisible( { timeout: DELAY * 4 } );
			await expect
				.poll( () =>
					visit.evaluate(
						() =>
							( window as unknown as Record< string, number > )
								.openedAfter
					)
				)
				// (less 5 ms for the browser's coarse clock)
				.toBeGreaterThanOrEqual( DELAY - 5 );
			const box = visit.getByRole( 'dialog', {
				name: 'Скидка 10% на первый заказ',
			} );
			await expect( box ).toBeVisible();
			await expect( box ).toHaveAttribute( 'aria-modal', 'true' );
			const email = box.getByRole( 'textbox', { name: /E-mail/ } );
			const name = box.getByRole( 'textbox', { name: /Имя|Name/ } );
			await expect( name ).toBeFocused();
			await expect.poll( () => beacons.length ).toBe( 1 );
			expect( beacons[ 0 ] ).toContain( `pid=${ popup.id }` );
			expect( beacons[ 0 ] ).toContain( 'event=open' );
			// Shift+Tab from the first field stays inside: the close button.
			await visit.keyboard.press( 'Shift+Tab' );
			await expect(
				box.getByRole( 'button', { name: /Закрыть|Close/ } )
			).toBeFocused();
			await visit.keyboard.press( 'Tab' );
			await expect( name ).toBeFocused();

			// The subscription: errors next to their fields, then success.
			const send = box.getByRole( 'button', {
				name: /Подписаться|Subscribe/,
			} );
			await email.fill( 'anna@' );
			await send.click();
			await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
			await expect(
				box.locator( '.vitrina-form__error' ).first()
			).toBeVisible();
			await expect( box.getByRole( 'checkbox' ) ).toHaveAttribute(
				'aria-invalid',
				'true'
			);
			const address = `anna.${ stamp }@example.com`;
			await email.fill( address );
			await box.getByRole( 'checkbox' ).check();
			await send.click();
			await expect( box.locator( '.vitrina-form__messages' ) ).toHaveText(
				/Спасибо|Thank you/
			);
			await expect( email ).not.toHaveAttribute( 'aria-invalid', 'true' );
			await expect.poll( () => beacons.length ).toBe( 2 );
			expect( beacons[ 1 ] ).toContain( 'event=conversion' );
			expect(
				( await shopper.cookies() ).some(
					( c ) => c.name === `${ cookie }-sub`
				)
			).toBe( true );

			// Escape closes it and sets its cookie.
			await visit.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			expect(
				( await shopper.cookies() ).some( ( c ) => c.name === cookie )
			).toBe( true );

			// The next visit: the cookie keeps it shut.
			await visit.reload();
			await visit.waitForTimeout( DELAY * 2 );
			await expect( dialog ).toBeHidden();
			expect( beacons ).toHaveLength( 2 );

			// Another page: not printed at all.
			await visit.goto( '/' );
			await expect( visit.locator( `#pum-${ popup.id }` ) ).toHaveCount(
				0
			);
			await shopper.close();

			// The admin's list counts the open.
			await admin.goto( '/wp-admin/edit.php?post_type=vitrina_popup' );
			const row = admin.locator( `#post-${ popup.id }` );
			await expect( row.locator( '.column-vitrina_opens' ) ).toHaveText(
				'1'
			);
			await expect(
				row.locator( '.column-vitrina_conversions' )
			).toHaveText( '1' );
			// The subscriber is listed, once.
			await admin.goto(
				`/wp-admin/edit.php?post_type=vitrina_popup&page=vitrina-subscribers&s=${ encodeURIComponent( address ) }`
			);
			await expect( admin.locator( 'table tbody tr' ) ).toHaveCount( 1 );
			await expect( admin.locator( 'table tbody' ) ).toContainText(
				address
			);
			await expect( admin.locator( 'table tbody' ) ).toContainText(
				'Скидка 10% на первый заказ'
			);
		} finally {
			await api.delete( `/wp-json/wp/v2/vitrina-popups/${ popup.id }`, {
				headers,
				params: { force: 'true' },
			} );
			await api.delete( `/wp-json/wp/v2/pages/${ page.id }`, {
				headers,
				params: { force: 'true' },
			} );
			await adminContext.close();
		}
	} );

	test( 'the demo shop’s subscription popup opens from the link on the sales page only', async ( {
		page,
	} ) => {
		// The shopper's state answers late (a slow network): a click on the
		// link before it arrives is held, not lost to the link's #anchor.
		let answered = false;
		await page.route( /vitrina\/v1\/state/, async ( route ) => {
			await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
			answered = true;
			await route.continue();
		} );
		await page.goto( '/akcii/' );
		const dialog = page.getByRole( 'dialog', {
			name: 'Скидка 10% на первый заказ',
		} );
		await expect( dialog ).toBeHidden();
		await page.locator( 'a.vitrina-demo-subscribe' ).click();
		expect( answered ).toBe( false );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'textbox', { name: /E-mail/ } )
		).toBeVisible();
		await expect( page ).toHaveURL( /\/akcii\/$/ );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();

		// Not printed on the other pages.
		await page.goto( '/shop/' );
		await expect( page.locator( '.vitrina-popup' ) ).toHaveCount( 0 );
	} );
} );
