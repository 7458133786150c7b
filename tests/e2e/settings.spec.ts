import { expect, test } from '@playwright/test';
import { login } from './utils';

const SETTINGS = '/wp-admin/admin.php?page=vitrina';

test.describe( 'the settings screen under WooCommerce', () => {
	test.beforeEach( async ( { page } ) => {
		await login( page );
	} );

	test( 'turning scroll-to-top off removes its markup and its island from the shop', async ( {
		page,
		browser,
	} ) => {
		await page.goto( `${ SETTINGS }&tab=header` );
		await expect(
			page.locator( '#adminmenu a[href="admin.php?page=vitrina"]' )
		).toHaveCount( 1 );
		const box = page.locator( '#vitrina-scroll-to-top' );
		await expect( box ).toBeChecked();
		await box.uncheck();
		await page.locator( '#submit' ).click();
		await expect(
			page.locator( '#setting-error-settings_updated' )
		).toBeVisible();
		await expect(
			page.locator( '#vitrina-scroll-to-top' )
		).not.toBeChecked();

		try {
			const shopper = await browser.newPage();
			await shopper.goto( '/shop/' );
			// The header island runs, without the button's container.
			await expect(
				shopper.locator( '[data-vitrina-island="header"]' )
			).toHaveCount( 0 );
			await expect(
				shopper.locator( 'body.vitrina-header' )
			).toHaveCount( 1 );
			await expect(
				shopper.locator( 'button.vitrina-scroll-top' )
			).toHaveCount( 0 );
			await shopper.close();
		} finally {
			await page.goto( `${ SETTINGS }&tab=header` );
			await page.locator( '#vitrina-scroll-to-top' ).check();
			await page.locator( '#submit' ).click();
			await expect(
				page.locator( '#vitrina-scroll-to-top' )
			).toBeChecked();
		}
	} );

	test( 'a value out of range is brought within its limits, with a warning', async ( {
		page,
	} ) => {
		await page.goto( `${ SETTINGS }&tab=search` );
		const count = page.locator( '#vitrina-search-symbols-count' );
		const max = await count.getAttribute( 'max' );
		expect( max ).toBe( '10' );
		await count.fill( '999' );
		await page.locator( '#submit' ).click();
		const warning = page.locator( '.notice-warning' ).first();
		await expect( warning ).toBeVisible();
		await expect(
			page.locator( '#vitrina-search-symbols-count' )
		).toHaveValue( max as string );
		await page.locator( '#vitrina-search-symbols-count' ).fill( '3' );
		await page.locator( '#submit' ).click();
		await expect(
			page.locator( '#vitrina-search-symbols-count' )
		).toHaveValue( '3' );
	} );

	test( 'a shopper cannot open the screen', async ( { page, browser } ) => {
		const context = await browser.newContext();
		const buyer = await context.newPage();
		await login( buyer, undefined, 'buyer', 'buyer' );
		const response = await buyer.goto( SETTINGS );
		// WordPress refuses (403) or WooCommerce sends the shopper to their account.
		const refused =
			( response?.status() ?? 0 ) >= 403 ||
			! buyer.url().includes( 'page=vitrina' );
		expect( refused ).toBe( true );
		await expect( buyer.locator( '#vitrina-scroll-to-top' ) ).toHaveCount(
			0
		);
		await context.close();
		await page.goto( SETTINGS );
		await expect( page.locator( 'h1' ) ).toHaveText( /Vitrina/ );
	} );
} );
