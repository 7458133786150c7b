import { expect, test } from '@playwright/test';
import { catchMail, login, shopPhp } from './utils';

/**
 * Wishlist alerts on the local shop: the buyer keeps two products on the
 * wishlist; the shop lowers one's price by 20 % and brings the other back
 * in stock (WooCommerce's own product save); the background work runs
 * (Action Scheduler's queue, then the sender): exactly one e-mail names
 * both; the next change the same day sends nothing; the e-mail's
 * unsubscribe link, opened without logging in, stops the next one.
 */
test( 'a price drop and a restock make one grouped e-mail; unsubscribe stops the next', async ( {
	browser,
} ) => {
	const ids = shopPhp( `
		$make = static function ( $name, $stock ) {
			$p = new WC_Product_Simple();
			$p->set_name( $name );
			$p->set_status( 'publish' );
			$p->set_regular_price( '1000' );
			$p->set_stock_status( $stock );
			return $p->save();
		};
		$a = $make( 'Сковорода для письма ' . wp_rand(), 'instock' );
		$b = $make( 'Нож для письма ' . wp_rand(), 'outofstock' );
		$user = get_user_by( 'login', 'buyer' );
		delete_user_meta( $user->ID, '_vitrina_wishlist_alert_sent' );
		delete_user_meta( $user->ID, '_vitrina_wishlist_alerts_off' );
		echo $a . ' ' . $b;
	` )
		.trim()
		.split( ' ' )
		.map( Number );
	const mail = catchMail();
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		await login( page, undefined, 'buyer', 'buyer' );
		for ( const id of ids ) {
			await page.goto( `/?post_type=product&p=${ id }` );
			const button = page
				.locator(
					`.vitrina-wishlist-button[data-product-id="${ id }"]`
				)
				.first();
			await expect( button ).toHaveAttribute( 'data-state', 'normal' );
			await button.click();
			await expect( button ).toHaveAttribute( 'data-state', 'added' );
		}

		const change = ( php: string ) =>
			shopPhp( `
				${ php }
				// What Action Scheduler's runner does with the due actions.
				ActionScheduler_QueueRunner::instance()->run( 'e2e' );
				do_action( 'vitrina_wishlist_alerts_send' );
			` );
		change( `
			$a = wc_get_product( ${ ids[ 0 ] } ); $a->set_regular_price( '800' ); $a->save();
			$b = wc_get_product( ${ ids[ 1 ] } ); $b->set_stock_status( 'instock' ); $b->save();
		` );
		await expect.poll( () => mail.sent().length ).toBe( 1 );
		const sent = mail.sent()[ 0 ];
		expect( sent.message ).toContain( 'Сковорода для письма' );
		expect( sent.message ).toContain( 'Нож для письма' );

		// The same day: recorded, not sent.
		change(
			`$a = wc_get_product( ${ ids[ 0 ] } ); $a->set_regular_price( '600' ); $a->save();`
		);
		expect( mail.sent() ).toHaveLength( 1 );

		// Unsubscribe, logged out, then a day later nothing comes.
		const link = /href="([^"]*vitrina_alerts_off=[^"]+)"/
			.exec( sent.message )![ 1 ]
			.replace( /&amp;/g, '&' );
		const anonymous = await browser.newContext();
		const visit = await anonymous.newPage();
		await visit.goto( link );
		await expect( visit.locator( 'body' ) ).toContainText(
			/no more wishlist e-mails|больше не будете получать/
		);
		await anonymous.close();
		change( `
			update_user_meta( get_user_by( 'login', 'buyer' )->ID, '_vitrina_wishlist_alert_sent', time() - 2 * DAY_IN_SECONDS );
			$a = wc_get_product( ${ ids[ 0 ] } ); $a->set_regular_price( '400' ); $a->save();
		` );
		expect( mail.sent() ).toHaveLength( 1 );
	} finally {
		await context.close();
		mail.stop();
		shopPhp(
			`foreach ( array( ${ ids.join(
				', '
			) } ) as $id ) { wp_delete_post( $id, true ); } delete_user_meta( get_user_by( 'login', 'buyer' )->ID, '_vitrina_wishlist_alerts_off' ); delete_user_meta( get_user_by( 'login', 'buyer' )->ID, '_vitrina_wishlist_alert_sent' );`
		);
	}
} );
