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
		// Every island loaded has its markup on the page.
		const markup: Record< string, string > = {
			chrome: '[data-vitrina-island="chrome"]',
			header: 'body.vitrina-header',
			'live-search': '.vitrina-search__form',
			cart: '.vitrina-cart-panel',
			'wishlist-compare':
				'.vitrina-list-button, [data-vitrina-header-lists]',
		};
		for ( const p of islands ) {
			const island = p.split( '/build/' )[ 1 ].split( '/' )[ 0 ];
			expect( markup[ island ] ).toBeDefined();
			await expect(
				page.locator( markup[ island ] ).first()
			).toBeAttached();
		}
		const settings = await page
			.locator( 'script#vitrina-settings-chrome' )
			.textContent();
		expect( JSON.parse( settings || '' ) ).toMatchObject( {
			scrollToTop: true,
		} );
	} );
} );
