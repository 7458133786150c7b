import { expect, test } from '@playwright/test';
import { scriptSources } from './utils';

test.describe( 'scroll-to-top (chrome island)', () => {
	test( 'appears past 100 px, brings the shopper back to the top', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 600 } );
		await page.goto( '/shop/' );
		const button = page.getByRole( 'button', {
			name: /Scroll to top|Наверх/,
		} );
		await expect( button ).toBeHidden();

		await page.mouse.wheel( 0, 400 );
		await expect( button ).toBeVisible();

		await button.click();
		await expect
			.poll( () => page.evaluate( () => window.scrollY ) )
			.toBe( 0 );
		await expect( button ).toBeHidden();
	} );

	test( 'loads only the islands whose markup is on the page', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const scripts = await scriptSources( page );
		const islands = scripts
			.map( ( src ) => new URL( src ).pathname )
			.filter( ( p ) => p.includes( '/plugins/vitrina/build/' ) );
		expect( islands ).toContainEqual(
			expect.stringContaining( '/build/chrome/index.js' )
		);
		// The shop page has the chrome's and the cart's markup, nothing else's.
		expect(
			islands.every(
				( p ) =>
					p.includes( '/build/chrome/' ) ||
					p.includes( '/build/cart/' )
			)
		).toBe( true );
		const settings = await page
			.locator( 'script#vitrina-settings-chrome' )
			.textContent();
		expect( JSON.parse( settings || '' ) ).toMatchObject( {
			scrollToTop: true,
		} );
	} );
} );
