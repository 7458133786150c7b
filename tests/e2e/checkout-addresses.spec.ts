import { expect, test, type Page } from '@playwright/test';
import {
	cartWithProduct,
	checkRadio,
	checkoutWithWidget,
	choosePickup,
	fillBuyer,
	nextStep,
	widget,
} from './checkout';
import { login, shopPhp } from './utils';

/** A day and a month in the genitive, as a Russian page writes a date. */
const RUSSIAN_DATE =
	/^\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)/;

/**
 * A line of the chosen delivery on an order page (thank-you, My Account).
 *
 * @param page  The page.
 * @param label The line's label.
 */
const deliveryRow = ( page: Page, label: string ) =>
	page
		.locator( '.vitrina-order-delivery tr' )
		.filter( { has: page.getByRole( 'rowheader', { name: label } ) } )
		.locator( 'td' );

/**
 * The shopper's addresses are never lost to a delivery on the classic
 * checkout: billing stays what the shopper typed, the delivery is the
 * order's shipping address, the account keeps its saved addresses, and
 * "change delivery" or another method brings back what the shopper had.
 */

/** The billing address the shopper types. */
const TYPED = {
	billing_address_1: 'ул. Ленина, д. 1',
	billing_city: 'Москва',
	billing_state: 'Москва',
	billing_postcode: '101000',
};

async function typeBilling( page: Page ) {
	for ( const [ id, value ] of Object.entries( TYPED ) ) {
		await page.locator( `#${ id }` ).fill( value );
	}
}

async function expectBillingTyped( page: Page ) {
	for ( const [ id, value ] of Object.entries( TYPED ) ) {
		await expect( page.locator( `#${ id }` ) ).toHaveValue( value );
	}
}

/**
 * The addresses of an order, and whether it ships elsewhere than billing.
 *
 * @param page The page on the order received page.
 */
function placedOrder( page: Page ) {
	const id = Number( /order-received\/(\d+)/.exec( page.url() )?.[ 1 ] );
	expect( id ).toBeGreaterThan( 0 );
	return JSON.parse(
		shopPhp( `
			$order = wc_get_order( ${ id } );
			echo wp_json_encode( array(
				'billing'  => $order->get_address( 'billing' ),
				'shipping' => $order->get_address( 'shipping' ),
			) );
		` )
	) as {
		billing: Record< string, string >;
		shipping: Record< string, string >;
	};
}

/** The buyer's saved addresses (user meta, as WooCommerce keeps them). */
const buyerAddresses = () =>
	JSON.parse(
		shopPhp( `
			$customer = new WC_Customer( get_user_by( 'login', 'buyer' )->ID );
			echo wp_json_encode( array(
				'billing'  => $customer->get_billing(),
				'shipping' => $customer->get_shipping(),
			) );
		` )
	) as Record< string, Record< string, string > >;

test.describe( 'addresses on the classic checkout with the delivery widget', () => {
	test( 'a guest: billing untouched by a pickup, the order ships to the point, change delivery restores', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await checkoutWithWidget( page );
		await fillBuyer( page );
		await typeBilling( page );
		const shipping = page.locator( '#ship-to-different-address-checkbox' );
		await expect( shipping ).not.toBeChecked();

		const selection = await choosePickup( page );
		const point = selection.delivery.point;
		await expect(
			page.locator( '.vitrina-delivery__summary' )
		).toContainText( point.address );
		// The billing address is what the shopper typed, still in view.
		await expectBillingTyped( page );
		await expect( page.locator( '#billing_address_1' ) ).toBeVisible();
		// The point is the shipping address.
		await expect( shipping ).toBeChecked();
		await expect( page.locator( '#shipping_address_1' ) ).toHaveValue(
			point.address
		);

		// Change delivery: the shipping part as the shopper had it.
		await page.locator( '.vitrina-delivery__change' ).click();
		await expect( shipping ).toBeVisible();
		await expect( shipping ).not.toBeChecked();
		await expect( page.locator( '#shipping_address_1' ) ).toHaveValue( '' );
		await expectBillingTyped( page );

		const again = await choosePickup( page );
		await page.locator( '#place_order' ).click();
		await expect( page ).toHaveURL( /order-received/, { timeout: 30_000 } );
		// The thank-you page shows the chosen delivery.
		const shown = page.locator( '.vitrina-order-delivery' );
		await expect( shown ).toContainText( again.delivery.point.name );
		await expect( shown ).toContainText( again.delivery.point.address );
		await expect( shown ).toContainText(
			again.delivery.company?.name ?? ''
		);
		const order = placedOrder( page );
		expect( order.billing ).toMatchObject( {
			address_1: TYPED.billing_address_1,
			city: TYPED.billing_city,
			postcode: TYPED.billing_postcode,
			first_name: 'Анна',
		} );
		expect( order.shipping ).toMatchObject( {
			company: again.delivery.point.name,
			address_1: again.delivery.point.address,
			postcode: again.delivery.point.zipCode || '000000',
			first_name: 'Анна',
			last_name: 'Петрова',
		} );
	} );

	test( 'change delivery, then another method: the shipping part as the shopper had it', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await checkoutWithWidget( page );
		await fillBuyer( page );
		await typeBilling( page );
		const box = page.locator( '#ship-to-different-address-checkbox' );
		await box.check();
		await page.locator( '#shipping_first_name' ).fill( 'Олег' );
		await page.locator( '#shipping_last_name' ).fill( 'Сидоров' );
		await page.locator( '#shipping_address_1' ).fill( 'ул. Садовая, д. 3' );
		await page.locator( '#shipping_city' ).fill( 'Тула' );
		await page.locator( '#shipping_state' ).fill( 'Тульская область' );
		await page.locator( '#shipping_postcode' ).fill( '300000' );

		const selection = await choosePickup( page );
		await expect( page.locator( '#shipping_address_1' ) ).toHaveValue(
			selection.delivery.point.address
		);
		await expectBillingTyped( page );

		// The other methods come back with "change delivery"; one is chosen.
		await page.locator( '.vitrina-delivery__change' ).click();
		await page
			.locator( '#shipping_method input[value^="flat_rate"]' )
			.check();
		await expect( page.locator( '#vitrina-delivery-block' ) ).toBeHidden();
		await expect( box ).toBeVisible();
		await expect( box ).toBeChecked();
		await expect( page.locator( '#shipping_address_1' ) ).toHaveValue(
			'ул. Садовая, д. 3'
		);
		await expect( page.locator( '#shipping_city' ) ).toHaveValue( 'Тула' );
		await expect( page.locator( '#shipping_postcode' ) ).toHaveValue(
			'300000'
		);
		await expectBillingTyped( page );
	} );

	test.describe( 'a logged-in customer', () => {
		let before: Record< string, Record< string, string > >;

		test.beforeEach( () => {
			before = buyerAddresses();
		} );

		test.afterEach( () => {
			// Whatever happened, the buyer's account and delivery as they were.
			shopPhp( `
				$id       = get_user_by( 'login', 'buyer' )->ID;
				$saved    = json_decode( '${ JSON.stringify( before ) }', true );
				$customer = new WC_Customer( $id );
				foreach ( array( 'billing', 'shipping' ) as $type ) {
					foreach ( $saved[ $type ] as $key => $value ) {
						if ( is_callable( array( $customer, "set_{$type}_{$key}" ) ) ) {
							$customer->{"set_{$type}_{$key}"}( $value );
						}
					}
				}
				$customer->save();
				delete_transient( 'vitrina_delivery_' . md5( (string) $id ) );
			` );
		} );

		test( 'a pickup order leaves the account addresses as they were', async ( {
			page,
		} ) => {
			expect( before.shipping.address_1 ).not.toBe( '' );
			await login( page, undefined, 'buyer', 'buyer' );
			await cartWithProduct( page );
			await checkoutWithWidget( page );
			await expect( page.locator( '#billing_address_1' ) ).toHaveValue(
				before.billing.address_1
			);
			const selection = await choosePickup( page );
			await expect( page.locator( '#billing_address_1' ) ).toHaveValue(
				before.billing.address_1
			);
			await page.locator( '#place_order' ).click();
			await expect( page ).toHaveURL( /order-received/, {
				timeout: 30_000,
			} );
			const order = placedOrder( page );
			expect( order.billing.address_1 ).toBe( before.billing.address_1 );
			expect( order.shipping ).toMatchObject( {
				company: selection.delivery.point.name,
				address_1: selection.delivery.point.address,
			} );
			// Issue 18 item 3: the thank-you page shows the chosen delivery,
			// with the point's hours and the expected dates (in Russian).
			const hours = deliveryRow( page, 'Часы работы' );
			const dates = deliveryRow( page, 'Ожидаемая доставка' );
			await expect( hours ).toHaveText( /\d{1,2}[:.]\d{2}/ );
			await expect( dates ).toHaveText( RUSSIAN_DATE );
			const seenHours = await hours.innerText();
			const seenDates = await dates.innerText();
			// The account: both addresses as they were.
			expect( buyerAddresses() ).toEqual( before );
			// My Account's order shows the chosen delivery.
			const id = /order-received\/(\d+)/.exec( page.url() )?.[ 1 ];
			await page.goto( `/my-account/view-order/${ id }/` );
			await expect(
				page.locator( '.vitrina-order-delivery' )
			).toContainText( selection.delivery.point.name );
			await expect( deliveryRow( page, 'Часы работы' ) ).toHaveText(
				seenHours
			);
			await expect(
				deliveryRow( page, 'Ожидаемая доставка' )
			).toHaveText( seenDates );

			// The next checkout starts from the account's addresses.
			await cartWithProduct( page );
			await page.goto( '/checkout/' );
			await expect( page.locator( '#billing_address_1' ) ).toHaveValue(
				before.billing.address_1
			);
			await expect( page.locator( '#shipping_address_1' ) ).toHaveValue(
				before.shipping.address_1
			);
		} );

		test( "the widget's recipient starts as the billing fields have it", async ( {
			page,
		} ) => {
			await login( page, undefined, 'buyer', 'buyer' );
			await cartWithProduct( page );
			await checkoutWithWidget( page );
			const frame = widget( page );
			await checkRadio(
				frame
					.getByRole( 'group', { name: 'Курьер' } )
					.getByRole( 'radio' )
					.first()
			);
			await nextStep( page, 'Продолжить' );
			await expect( frame.getByLabel( 'Имя' ) ).toHaveValue(
				`${ before.billing.first_name } ${ before.billing.last_name }`
			);
			await expect( frame.getByLabel( 'Телефон' ) ).toHaveValue(
				/9001234567/
			);
			await expect( frame.getByLabel( 'Эл. почта' ) ).toHaveValue(
				before.billing.email
			);
		} );
	} );
} );
