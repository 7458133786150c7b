import { expect, test } from '@playwright/test';
import { catchMail, login, shopPhp } from './utils';

/**
 * Runs PHP on the shop, then what Action Scheduler's runner does with the
 * due actions, then the alerts' sender.
 *
 * @param php The change (a product saved through WooCommerce).
 */
const change = ( php: string ) =>
	shopPhp( `
		${ php }
		ActionScheduler_QueueRunner::instance()->run( 'e2e' );
		do_action( 'vitrina_wishlist_alerts_send' );
	` );

/**
 * A link of an e-mail, by its query variable.
 *
 * @param message The e-mail's HTML.
 * @param query   The query variable.
 */
const linkIn = ( message: string, query: string ) =>
	new RegExp( `href="([^"]*${ query }=[^"]+)"` )
		.exec( message )![ 1 ]
		.replace( /&amp;|&#038;/g, '&' );

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
		const link = linkIn( sent.message, 'vitrina_alerts_off' );
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

/**
 * A guest's wishlist alerts on the local shop: the guest adds a product,
 * leaves an address with the consent box ticked on the wishlist page, gets
 * the confirm e-mail and opens its link; the shop lowers the price
 * (WooCommerce's product save) and the background work runs: one alert
 * e-mail reaches the guest; its unsubscribe link, opened in another
 * browser, stops the next one.
 */
test( 'a guest confirms alerts by e-mail, gets one for a price drop, and unsubscribes', async ( {
	browser,
} ) => {
	// Six calls into the shop's PHP (a few seconds each) and two browsers.
	test.setTimeout( 120_000 );
	const address = `guest-${ Date.now() }@example.com`;
	const id = Number(
		shopPhp( `
			$p = new WC_Product_Simple();
			$p->set_name( 'Кастрюля для гостя ' . wp_rand() );
			$p->set_status( 'publish' );
			$p->set_regular_price( '1000' );
			echo $p->save();
		` ).trim()
	);
	const mail = catchMail();
	const guest = await browser.newContext();
	try {
		const page = await guest.newPage();
		await page.goto( `/?post_type=product&p=${ id }` );
		const button = page
			.locator( `.vitrina-wishlist-button[data-product-id="${ id }"]` )
			.first();
		await expect( button ).toHaveAttribute( 'data-state', 'normal' );
		await button.click();
		await expect( button ).toHaveAttribute( 'data-state', 'added' );

		await page.goto( '/wishlist/' );
		const form = page.locator( 'form.vitrina-wishlist-alerts' );
		const consent = form.getByRole( 'checkbox' );
		await expect( consent ).not.toBeChecked();
		await form.locator( 'input[name="email"]' ).fill( address );
		await consent.check();
		await form.getByRole( 'button' ).click();
		await expect( form.getByRole( 'status' ) ).not.toBeEmpty();
		await expect.poll( () => mail.sent().length ).toBe( 1 );
		expect( mail.sent()[ 0 ].to ).toBe( address );

		// Nothing comes before the link is opened.
		change(
			`$p = wc_get_product( ${ id } ); $p->set_regular_price( '900' ); $p->save();`
		);
		expect( mail.sent() ).toHaveLength( 1 );

		await page.goto(
			linkIn( mail.sent()[ 0 ].message, 'vitrina_alerts_confirm' )
		);
		await expect( page.locator( 'body' ) ).toContainText(
			/alerts are on|оповещения включены/i
		);
		await page.goto( '/wishlist/' );
		await expect(
			page.locator( '.vitrina-wishlist-alerts-on' )
		).toBeVisible();

		change(
			`$p = wc_get_product( ${ id } ); $p->set_regular_price( '700' ); $p->save();`
		);
		await expect.poll( () => mail.sent().length ).toBe( 2 );
		const alert = mail.sent()[ 1 ];
		expect( alert.to ).toBe( address );
		expect( alert.message ).toContain( 'Кастрюля для гостя' );

		// A day later the guest would get the next one, but unsubscribes
		// (another browser, no cookies): nothing more comes.
		shopPhp( `
			global $wpdb;
			$wpdb->update( $wpdb->prefix . 'vitrina_wishlist_alert_guests', array( 'alerted_at' => gmdate( 'Y-m-d H:i:s', time() - 2 * DAY_IN_SECONDS ) ), array( 'email' => '${ address }' ) );
		` );
		const other = await browser.newContext();
		const visit = await other.newPage();
		await visit.goto( linkIn( alert.message, 'vitrina_guest_alerts_off' ) );
		await expect( visit.locator( 'body' ) ).toContainText(
			/no more wishlist e-mails|больше не будете получать/
		);
		await other.close();
		change(
			`$p = wc_get_product( ${ id } ); $p->set_regular_price( '500' ); $p->save();`
		);
		expect( mail.sent() ).toHaveLength( 2 );
	} finally {
		await guest.close();
		mail.stop();
		shopPhp( `
			wp_delete_post( ${ id }, true );
			global $wpdb;
			$wpdb->delete( $wpdb->prefix . 'vitrina_wishlist_alert_guests', array( 'email' => '${ address }' ) );
		` );
	}
} );
