import { expect, test } from '@playwright/test';
import { themeState, watchProblems } from './utils';

/**
 * The storefront on WordPress's default block theme, Twenty Twenty-Five,
 * with WooCommerce's block templates: the same local shop and demo data,
 * served on that theme through the theme preview cookie (README, "On a block
 * theme").
 */
const VARIABLE = 'kastryulya-emalirovannaya-klassika';

test.use( { storageState: themeState( 'twentytwentyfive' ) } );

test.describe( 'block theme', () => {
	test( 'the shop is served on Twenty Twenty-Five with WooCommerce’s block templates', async ( {
		page,
	} ) => {
		const watch = watchProblems( page );
		await page.goto( `/product/${ VARIABLE }/` );
		await expect( page.locator( 'body' ) ).toHaveClass(
			/wp-theme-twentytwentyfive/
		);
		// The Single Product block template (not the classic PHP template),
		// and the header WooCommerce gives a block theme.
		await expect(
			page.locator( '.wp-block-columns .wp-block-post-title' )
		).toHaveCount( 1 );
		await expect(
			page.locator( 'header .wp-block-woocommerce-mini-cart' )
		).toHaveCount( 1 );
		await page.goto( '/shop/' );
		await expect(
			page
				.locator( '.wp-block-woocommerce-product-collection li' )
				.first()
		).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		expect( watch.problems() ).toEqual( [] );
	} );
} );
