import { expect, test, type Page } from '@playwright/test';
import { cartWithProduct, choosePickup } from './checkout';
import { shopPhp } from './utils';

/**
 * The delivery widget with WooCommerce's Checkout block (the checkout of new
 * shops): the widget sits before the block, its choice prices the rate the
 * block shows, an order without a choice is refused, and the order placed
 * through the Store API carries the delivery.
 */
/**
 * Waits until the block checkout is done updating the cart and has a payment
 * method active, the given one if any (a click before that is not an order).
 *
 * @param page    The page.
 * @param gateway The payment method expected, or '' for any.
 */
const settled = ( page: Page, gateway = '' ) =>
	page.waitForFunction( ( expected ) => {
		const { select } = (
			window as unknown as {
				wp: { data: { select: ( store: string ) => any } };
			}
		 ).wp.data;
		const cart = select( 'wc/store/cart' );
		const payment = select( 'wc/store/payment' );
		const active = payment.getActivePaymentMethod();
		return (
			payment.paymentMethodsInitialized() &&
			!! active &&
			active in payment.getAvailablePaymentMethods() &&
			( ! expected || active === expected ) &&
			! cart.isCustomerDataUpdating() &&
			! cart.isShippingRateBeingSelected() &&
			! select( 'wc/store/checkout' ).isCalculating()
		);
	}, gateway );

/**
 * Places the order: clicks until the block sends it (a click while an address
 * update is still pending only sends the update).
 *
 * @param page The page.
 */
async function placeOrder( page: Page ) {
	await expect( async () => {
		const sent = page.waitForRequest(
			( request ) =>
				request.url().includes( '/wc/store/v1/checkout' ) &&
				request.method() === 'POST',
			{ timeout: 3000 }
		);
		await page
			.locator( '.wc-block-components-checkout-place-order-button' )
			.click();
		await sent;
	} ).toPass( { timeout: 20000 } );
}

test.describe( 'the block checkout with the delivery widget', () => {
	let pages: Record< string, { previous: number; page: number } >;

	test.beforeAll( () => {
		// WooCommerce's own Checkout and Cart block pages, made the shop's
		// checkout and cart pages.
		pages = JSON.parse(
			shopPhp( `
				$pages = array();
				foreach ( array( 'checkout', 'cart' ) as $type ) {
					$content = ( new ReflectionMethod( 'WC_Install', "get_{$type}_block_content" ) )->invoke( null );
					$page    = wp_insert_post( array(
						'post_type'    => 'page',
						'post_status'  => 'publish',
						'post_title'   => $type . ' (blocks)',
						'post_name'    => $type . '-block',
						'post_content' => $content,
					) );
					$pages[ $type ] = array( 'previous' => (int) get_option( "woocommerce_{$type}_page_id" ), 'page' => $page );
					update_option( "woocommerce_{$type}_page_id", $page );
				}
				echo wp_json_encode( $pages );
			` )
		);
	} );

	test.afterAll( () => {
		for ( const [ type, { previous, page } ] of Object.entries(
			pages ?? {}
		) ) {
			shopPhp( `
				update_option( 'woocommerce_${ type }_page_id', ${ previous } );
				wp_delete_post( ${ page }, true );
			` );
		}
	} );

	test( 'the Cart block does not call our rate free before a delivery is chosen', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await page.goto( '/cart-block/' );
		const shipping = page.locator( '.wc-block-components-totals-shipping' );
		await expect( shipping ).toContainText(
			'Доставка до двери или пункта выдачи',
			{ timeout: 15000 }
		);
		const value = shipping.locator(
			'.wc-block-components-totals-item__value'
		);
		await expect( value ).toHaveCount( 1 );
		await expect( value ).toBeHidden();
	} );

	test( 'refused without a delivery; with one, the rate follows it and the order carries it', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await page.goto( '/checkout-block/' );
		const form = page.locator( '.wc-block-checkout' );
		await expect( form.locator( '#email' ) ).toBeVisible( {
			timeout: 15000,
		} );
		// The widget stands before the block.
		await expect(
			page.locator(
				'.vitrina-delivery-before-checkout #vitrina-delivery-widget iframe'
			)
		).toBeVisible();

		await form.locator( '#email' ).fill( 'anna.petrova@example.com' );
		await form.locator( '#shipping-first_name' ).fill( 'Анна' );
		await form.locator( '#shipping-last_name' ).fill( 'Петрова' );
		await form.locator( '#shipping-address_1' ).fill( 'ул. Ленина, д.1' );
		await form.locator( '#shipping-city' ).fill( 'Москва' );
		const state = form.locator( '#shipping-state' );
		if ( await state.count() ) {
			if (
				( await state.evaluate( ( el ) => el.tagName ) ) === 'SELECT'
			) {
				await state.selectOption( { index: 1 } );
			} else {
				await state.fill( 'Москва' );
			}
		}
		await form.locator( '#shipping-postcode' ).fill( '101000' );
		const phone = form.locator( '#shipping-phone' );
		if ( await phone.count() ) {
			await phone.fill( '+79001234567' );
		}
		const rate = form.locator( 'input[type="radio"][value^="vitrina:"]' );
		await expect( rate ).toBeAttached( { timeout: 15000 } );
		// Another rate hides the widget; ours brings it back.
		const widgetBlock = page.locator( '#vitrina-delivery-block' );
		await form.locator( 'input[type="radio"][value^="flat_rate"]' ).check();
		await expect( widgetBlock ).toBeHidden();
		await rate.check();
		await expect( rate ).toBeChecked();
		await expect( widgetBlock ).toBeVisible();
		// Nothing chosen yet: the block would call our rate "Free"; not shown.
		const ratePrice = form
			.locator( '.wc-block-components-radio-control__option' )
			.filter( {
				has: page.locator( 'input[type="radio"][value^="vitrina:"]' ),
			} )
			.locator( '.wc-block-components-radio-control__secondary-label' );
		await expect( ratePrice ).toHaveCount( 1 );
		await expect( ratePrice ).toBeHidden();
		// On a slow server the block may answer the address update after the
		// rate's selection and bring back the rate it had: once it has
		// settled, our rate must be the one chosen (chosen again if not).
		await expect( async () => {
			await settled( page );
			if ( ! ( await rate.isChecked() ) ) {
				await rate.check();
				await settled( page );
			}
			await expect( rate ).toBeChecked( { timeout: 1000 } );
		} ).toPass( { timeout: 30000 } );

		// No delivery chosen: the Store API refuses the order with the message.
		await placeOrder( page );
		await expect(
			page
				.locator( 'main' )
				.getByText( 'Выберите и подтвердите способ доставки в виджете' )
		).toBeVisible();
		await expect( page ).toHaveURL( /\/checkout-block\/$/ );
		// …and the page goes to the widget, 80 px above it, as on the
		// classic checkout.
		await expect
			.poll(
				() =>
					page.evaluate( () => {
						const block = document.getElementById(
							'vitrina-delivery-block'
						);
						if ( ! block ) {
							return Infinity;
						}
						const top =
							block.getBoundingClientRect().top + window.scrollY;
						return Math.abs(
							window.scrollY - Math.max( 0, top - 80 )
						);
					} ),
				{ timeout: 5000 }
			)
			.toBeLessThan( 3 );

		// The phone (optional in the block) left empty: the widget's
		// recipient fills it.
		await form.locator( '#shipping-phone' ).fill( '' );
		await form.locator( '#shipping-phone' ).blur();

		// Chosen in the widget: the block asks for a fresh cart and shows the rate.
		const refreshed = page.waitForResponse(
			( response ) =>
				response.request().method() === 'POST' &&
				/\/wc\/store\/v1\/(cart\/extensions|batch)/.test(
					response.url()
				) &&
				( response.request().postData() ?? '' ).includes(
					'vitrina-delivery'
				)
		);
		const selection = await choosePickup( page );
		expect( ( await refreshed ).ok() ).toBe( true );
		await expect(
			page.locator( '.vitrina-delivery__summary' )
		).toContainText( selection.delivery.point.address );
		// The block's shipping address comes from the choice, as on the
		// classic checkout.
		await expect
			.poll( () => form.locator( '#shipping-address_1' ).inputValue() )
			.toContain( selection.delivery.point.address );
		await expect( form.locator( '#shipping-postcode' ) ).toHaveValue(
			selection.delivery.point.zipCode
		);
		await expect( form.locator( '#shipping-phone' ) ).toHaveValue(
			/9001234567/
		);
		// What the shopper typed stays.
		await expect( form.locator( '#shipping-first_name' ) ).toHaveValue(
			'Анна'
		);
		const price = String( selection.delivery.price ).replace(
			/\B(?=(\d{3})+(?!\d))/g,
			'\u00a0'
		);
		await expect(
			form.locator( '.wc-block-components-totals-shipping' )
		).toContainText( price );
		await expect( ratePrice ).toBeVisible();
		await expect( ratePrice ).toContainText( price );

		// Payment methods follow the point's cash and card flags (spec §4),
		// the card-on-delivery method included. The demo's first pickup
		// point takes cards only: cash goes, the card method is chosen.
		expect( selection.delivery.point ).toMatchObject( {
			cashPaymentAvailable: false,
			cardPaymentAvailable: true,
		} );
		await expect(
			form.getByRole( 'radio', { name: 'Оплата при получении' } )
		).toBeHidden();
		const card = form.getByRole( 'radio', {
			name: 'Картой при получении',
		} );
		await expect( card ).toBeVisible();
		if ( ! ( await card.isChecked() ) ) {
			await card.check();
		}
		await settled( page, 'vitrina_cod_card' );

		await placeOrder( page );
		await expect( page ).toHaveURL( /order-received/, { timeout: 30000 } );
		const orderId = Number(
			/order-received\/(\d+)/.exec( page.url() )?.[ 1 ] ?? 0
		);
		expect( orderId ).toBeGreaterThan( 0 );
		const saved = JSON.parse(
			shopPhp( `
				$order = wc_get_order( ${ orderId } );
				echo wp_json_encode( array(
					'id'       => $order->get_meta( '_vitrina_delivery' )['delivery']['id'] ?? '',
					'address'  => $order->get_shipping_address_1(),
					'shipping' => (float) $order->get_shipping_total(),
					'payment'  => $order->get_payment_method(),
					'method'   => array_values( array_map( fn( $i ) => $i->get_method_id(), $order->get_shipping_methods() ) ),
				) );
			` )
		);
		expect( saved ).toMatchObject( {
			id: selection.delivery.id,
			method: [ 'vitrina' ],
			payment: 'vitrina_cod_card',
		} );
		expect( saved.address ).toContain( selection.delivery.point.address );
		expect( saved.shipping ).toBeGreaterThan( 0 );
	} );
} );
