import { expect, test } from '@playwright/test';
import { catchMail } from './utils';

/**
 * A guest's wishlist that survives: the guest adds two products, asks for
 * the link by e-mail on the wishlist page, and opens the link from the
 * e-mail in a new browser (no cookies): the list is back, and says so. An
 * altered link restores nothing and says that.
 */
test( 'a guest saves the wishlist by e-mail and restores it in a new browser', async ( {
	browser,
} ) => {
	// The shop's outgoing mail goes to a file for this test.
	const mail = catchMail();
	try {
		const first = await browser.newContext();
		const page = await first.newPage();
		const names: string[] = [];
		for ( const nth of [ 0, 1 ] ) {
			await page.goto( '/?product_cat=skovorody' );
			const card = page.locator( 'li.product' ).nth( nth );
			names.push(
				(
					await card
						.locator( '.woocommerce-loop-product__title' )
						.textContent()
				)?.trim() || ''
			);
			const button = card.locator( '.vitrina-wishlist-button' );
			await expect( button ).toHaveAttribute( 'data-state', 'normal' );
			await button.click();
			await expect( button ).toHaveAttribute( 'data-state', 'added' );
		}
		await page.goto( '/wishlist/' );
		await expect( page.locator( '.vitrina-wishlist-product' ) ).toHaveCount(
			2
		);
		const form = page.locator( 'form.vitrina-wishlist-save' );
		await form.getByLabel( 'E-mail' ).fill( 'guest@example.com' );
		await form.getByRole( 'button' ).click();
		await expect( form.getByRole( 'status' ) ).not.toBeEmpty();
		await expect.poll( () => mail.sent().length ).toBe( 1 );
		const sent = mail.sent()[ 0 ];
		expect( sent.to ).toBe( 'guest@example.com' );
		for ( const name of names ) {
			expect( sent.message ).toContain( name );
		}
		const link = /href="([^"]*vitrina_restore_wishlist=[^"]+)"/
			.exec( sent.message )![ 1 ]
			.replace( /&amp;/g, '&' );
		await first.close();

		// A new browser: nothing in the list until the link is opened.
		const second = await browser.newContext();
		const again = await second.newPage();
		await again.goto( '/wishlist/' );
		await expect(
			again.locator( '.vitrina-wishlist-empty' )
		).toBeVisible();
		await again.goto( link );
		await expect( again ).toHaveURL( /\/wishlist\/\?vitrina_restored=2/ );
		await expect(
			again.locator( '.vitrina-wishlist-restored' )
		).toBeVisible();
		await expect(
			again.locator( '.vitrina-wishlist-product' )
		).toHaveCount( 2 );
		await expect(
			again.locator( '.vitrina-header-wishlist .vitrina-wishlist-count' )
		).toHaveText( '2' );

		// An altered link restores nothing and says so.
		await again.goto(
			link.replace( /(vitrina_restore_wishlist=[\d-]+\.)/, '$10' )
		);
		await expect( again ).toHaveURL( /vitrina_restored=invalid/ );
		await expect(
			again.locator( '.vitrina-wishlist-product' )
		).toHaveCount( 2 );
		await second.close();
	} finally {
		mail.stop();
	}
} );
