import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openWithState, themeState } from './utils';

/**
 * Screenshots of each page type (home, shop, product, cart, checkout,
 * wishlist) at a phone's size and a desktop's, on Storefront and on Twenty
 * Twenty-Five, for a person to look at: .wp/screenshots/<theme>/, the folder
 * printed by the run. What must hold is asserted by the other specs (header
 * height, widths, overlaps, no console error); these pages only have to
 * be shown, whole. Cheap: one visit a page, both sizes shot on it.
 */
const THEMES = [ 'storefront', 'twentytwentyfive' ] as const;
const SIZES = [
	{ name: 'phone', width: 390, height: 844 },
	{ name: 'desktop', width: 1280, height: 900 },
] as const;
/** A simple product: the product page shown, then wished for and in the cart. */
const PRODUCT = 'kovsh-emalirovannyj-1-5-l';
const PRODUCT_NAME = /Ковш эмалированный/;
const ROOT = path.resolve( '.wp/screenshots' );

/**
 * Screenshots the page, whole, at both sizes.
 *
 * @param page The page.
 * @param dir  The folder.
 * @param name The page type.
 */
async function shoot( page: Page, dir: string, name: string ) {
	for ( const size of SIZES ) {
		await page.setViewportSize( size );
		await page.screenshot( {
			path: path.join( dir, `${ name }-${ size.name }.jpg` ),
			type: 'jpeg',
			quality: 80,
			fullPage: true,
			animations: 'disabled',
		} );
	}
}

for ( const theme of THEMES ) {
	test.describe( `screenshots (${ theme })`, () => {
		test.use( { storageState: themeState( theme ) } );

		test( 'each page type at both sizes, with a product in the cart and the wishlist', async ( {
			page,
		} ) => {
			const dir = path.join( ROOT, theme );
			fs.rmSync( dir, { recursive: true, force: true } );
			fs.mkdirSync( dir, { recursive: true } );
			await page.setViewportSize( SIZES[ 1 ] );
			await openWithState( page, `/product/${ PRODUCT }/` );
			await shoot( page, dir, 'product' );
			// The wishlist and the cart get the product for their pages.
			const wish = page.locator(
				'.vitrina-list-buttons--single .vitrina-wishlist-button'
			);
			await wish.click();
			await expect( wish ).toHaveAttribute( 'data-state', 'added' );
			await page
				.locator( 'form.cart button.single_add_to_cart_button' )
				.click();
			await page.waitForLoadState( 'networkidle' );
			for ( const [ name, address ] of [
				[ 'home', '/' ],
				[ 'shop', '/shop/' ],
				[ 'cart', '/cart/' ],
				[ 'checkout', '/checkout/' ],
				[ 'wishlist', '/wishlist/' ],
			] ) {
				await page.setViewportSize( SIZES[ 1 ] );
				await page.goto( address );
				if ( name !== 'home' && name !== 'shop' ) {
					await expect(
						page.locator( 'main' ).first()
					).toContainText( PRODUCT_NAME );
				}
				await shoot( page, dir, name );
			}
			expect( fs.readdirSync( dir ) ).toHaveLength( 12 );
			// eslint-disable-next-line no-console
			console.log( `screenshots (${ theme }): ${ dir }` );
		} );
	} );
}
