import { expect, test, type Page } from '@playwright/test';
import { cartWithProduct } from './checkout';
import { shopPhp, watchProblems } from './utils';

/** WooCommerce's password strength meter, zxcvbn and the password island. */
const METER = /password-strength-meter|zxcvbn|build\/password\//;

/**
 * Records the meter's requests of a page.
 *
 * @param page The page.
 */
function meterRequests( page: Page ): string[] {
	const loaded: string[] = [];
	page.on( 'request', ( request ) => {
		const path = new URL( request.url() ).pathname;
		if ( METER.test( path ) ) {
			loaded.push( path );
		}
	} );
	return loaded;
}

test.describe( 'WooCommerce’s password strength meter', () => {
	test( 'is not on the cart page, nor on a checkout without a password field @both-themes', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		const loaded = meterRequests( page );
		for ( const path of [ '/cart/', '/checkout/' ] ) {
			await page.goto( path );
			await page.waitForLoadState( 'networkidle' );
		}
		await expect( page.locator( '#billing_first_name' ) ).toBeVisible();
		expect( loaded ).toEqual( [] );
	} );

	test( 'comes with the first use of the checkout’s account password and measures it', async ( {
		page,
	} ) => {
		const option = 'woocommerce_enable_signup_and_login_from_checkout';
		const before = shopPhp( `echo get_option( '${ option }' );` ).trim();
		shopPhp( `update_option( '${ option }', 'yes' );` );
		try {
			const { problems } = watchProblems( page );
			await cartWithProduct( page );
			const loaded = meterRequests( page );
			await page.goto( '/checkout/' );
			await page.waitForLoadState( 'networkidle' );
			expect( loaded ).toEqual( [] );
			// Ticked: the meter comes with the account fields' first use
			// (the tick waits for it), the password field opens empty.
			await page.locator( '#createaccount' ).click();
			const field = page.locator( '#account_password' );
			await expect( field ).toBeVisible();
			await expect( page.locator( '#createaccount' ) ).toBeChecked();
			await field.pressSequentially( 'abc' );
			await expect( field ).toHaveValue( 'abc' );
			const meter = page.locator( '.woocommerce-password-strength' );
			await expect( meter ).toBeVisible();
			await expect( meter ).toHaveClass( /short|bad/ );
			expect( loaded ).toEqual(
				expect.arrayContaining( [
					expect.stringMatching( /build\/password\/index\.js$/ ),
					expect.stringMatching(
						/frontend\/password-strength-meter\.min\.js$/
					),
					expect.stringMatching( /zxcvbn\.min\.js$/ ),
				] )
			);
			await field.fill( 'Kx9!vTq#28mLzw' );
			await field.press( 'End' );
			await expect( meter ).toHaveClass( /strong/ );
			// The meter advises only: the order's button stays usable.
			await expect( page.locator( '#place_order' ) ).toBeEnabled();
			expect( problems() ).toEqual( [] );
		} finally {
			shopPhp( `update_option( '${ option }', '${ before }' );` );
		}
	} );
} );
