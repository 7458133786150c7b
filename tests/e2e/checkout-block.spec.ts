import { expect, test, type Page } from '@playwright/test';
import { cartWithProduct, checkRadio, choosePickup } from './checkout';
import { login, shopPhp } from './utils';

/**
 * The delivery widget with WooCommerce's Checkout block (the checkout of new
 * shops): the widget sits in the block's form after its shipping options,
 * its choice prices the rate the block shows, an order without a choice is
 * refused, and the order placed through the Store API carries the delivery.
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
 * Waits until the block's totals show the delivery at the chosen price, as
 * the shopper sees it before "Place order" (the price sent with the order:
 * a click before the cart refresh that follows the choice would send the
 * old one and be refused once, as it should).
 *
 * @param page  The page.
 * @param price The chosen delivery's price, in roubles.
 */
async function showsDeliveryPrice( page: Page, price: number ) {
	await expect(
		page.locator(
			'.wc-block-checkout .wc-block-components-totals-shipping'
		)
	).toContainText(
		String( price ).replace( /\B(?=(\d{3})+(?!\d))/g, '\u00a0' )
	);
}

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
	// Each walks the block and the widget to an order (the first to two):
	// a slow shop needs more than a minute, as on the classic checkout.
	test.setTimeout( 120_000 );

	/** The PHP that puts back a tariff price a test changed ('' when none). */
	let priceRestore = '';

	test.afterEach( () => {
		if ( priceRestore ) {
			shopPhp( priceRestore );
			priceRestore = '';
		}
	} );

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
		// The widget sits in the block's form, right after its shipping
		// options, in the main column: the order summary keeps its column
		// beside it (1280 px wide).
		await expect(
			page.locator(
				'.wc-block-checkout__main .wp-block-woocommerce-checkout-shipping-methods-block + .vitrina-delivery-in-checkout #vitrina-delivery-widget iframe'
			)
		).toBeVisible();
		const boxes = await page.evaluate( () => {
			const box = ( selector: string ) =>
				document
					.querySelector( selector )
					?.getBoundingClientRect()
					.toJSON() as DOMRect | undefined;
			return {
				widget: box( '#vitrina-delivery-widget' ),
				sidebar: box( '.wc-block-checkout__sidebar' ),
			};
		} );
		expect( boxes.sidebar?.width ).toBeGreaterThan( 250 );
		expect( boxes.widget!.right ).toBeLessThanOrEqual(
			boxes.sidebar!.left
		);

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
		// Another rate hides the widget; ours brings it back. The block may
		// still answer the address just typed and re-render the rates with
		// the one it had: each choice is retried until it holds.
		const widgetBlock = page.locator( '#vitrina-delivery-block' );
		await settled( page );
		await checkRadio(
			form.locator( 'input[type="radio"][value^="flat_rate"]' )
		);
		await expect( widgetBlock ).toBeHidden();
		await checkRadio( rate );
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
		await showsDeliveryPrice( page, selection.delivery.price );
		await expect( ratePrice ).toBeVisible();
		await expect( ratePrice ).toContainText(
			String( selection.delivery.price ).replace(
				/\B(?=(\d{3})+(?!\d))/g,
				'\u00a0'
			)
		);

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

		// The shop changes the tariff while the shopper looks at the page:
		// "Place order" is refused once with the new price, which the block
		// then shows; the next one goes through at it (issue 18, item 5).
		const tariff = Number( selection.delivery.id );
		const base = Number(
			shopPhp(
				`echo get_post_meta( ${ tariff }, '_vitrina_dlv_price_base', true );`
			)
		);
		const after = selection.delivery.price + 100;
		priceRestore = `update_post_meta( ${ tariff }, '_vitrina_dlv_price_base', ${ base } );`;
		shopPhp(
			`update_post_meta( ${ tariff }, '_vitrina_dlv_price_base', ${
				base + 100
			} );`
		);
		await placeOrder( page );
		await expect(
			page.locator( 'main' ).getByText( /Стоимость доставки изменилась/ )
		).toBeVisible( { timeout: 15000 } );
		await expect( page ).toHaveURL( /\/checkout-block\/$/ );
		await showsDeliveryPrice( page, after );
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
		expect( saved.shipping ).toBe( after );
	} );

	/**
	 * Types a shipping address into the block (the shopper's own).
	 *
	 * @param page The page.
	 */
	async function typeAddress( page: Page ) {
		const form = page.locator( '.wc-block-checkout' );
		await expect( form.locator( '#email' ) ).toBeVisible( {
			timeout: 15000,
		} );
		if ( ! ( await form.locator( '#email' ).inputValue() ) ) {
			await form.locator( '#email' ).fill( 'anna.petrova@example.com' );
		}
		const fields: Record< string, string > = {
			'#shipping-first_name': 'Анна',
			'#shipping-last_name': 'Петрова',
			'#shipping-address_1': 'ул. Ленина, д. 1',
			'#shipping-city': 'Москва',
			'#shipping-postcode': '101000',
		};
		for ( const [ selector, value ] of Object.entries( fields ) ) {
			await form.locator( selector ).fill( value );
		}
		const state = form.locator( '#shipping-state' );
		if (
			( await state.count() ) &&
			( await state.evaluate( ( el ) => el.tagName ) ) !== 'SELECT'
		) {
			await state.fill( 'Москва' );
		}
	}

	/**
	 * Chooses our rate and waits for the block to settle with it.
	 *
	 * @param page The page.
	 */
	async function chooseOurRate( page: Page ) {
		const rate = page.locator(
			'.wc-block-checkout input[type="radio"][value^="vitrina:"]'
		);
		await expect( rate ).toBeAttached( { timeout: 15000 } );
		await expect( async () => {
			await settled( page );
			if ( ! ( await rate.isChecked() ) ) {
				await rate.check();
				await settled( page );
			}
			await expect( rate ).toBeChecked( { timeout: 1000 } );
		} ).toPass( { timeout: 30000 } );
		await expect( page.locator( '#vitrina-delivery-block' ) ).toBeVisible();
	}

	/**
	 * The block's customer data (its cart store).
	 *
	 * @param page The page.
	 */
	const customerData = ( page: Page ) =>
		page.evaluate( () => {
			const { select } = (
				window as unknown as {
					wp: { data: { select: ( store: string ) => any } };
				}
			 ).wp.data;
			return {
				...select( 'wc/store/cart' ).getCustomerData(),
				same: select( 'wc/store/checkout' ).getUseShippingAsBilling(),
			} as {
				shippingAddress: Record< string, string >;
				billingAddress: Record< string, string >;
				same: boolean;
			};
		} );

	test( 'a pickup keeps the billing address the shopper typed; another method brings the shipping address back', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await page.goto( '/checkout-block/' );
		await typeAddress( page );
		await chooseOurRate( page );
		const selection = await choosePickup( page );
		const point = selection.delivery.point;
		const form = page.locator( '.wc-block-checkout' );
		await expect
			.poll( () => form.locator( '#shipping-address_1' ).inputValue() )
			.toContain( point.address );
		// Billing: the address the shopper typed, no longer "the same".
		await expect
			.poll( async () => ( await customerData( page ) ).billingAddress )
			.toMatchObject( {
				address_1: 'ул. Ленина, д. 1',
				city: 'Москва',
				postcode: '101000',
				first_name: 'Анна',
			} );
		expect( ( await customerData( page ) ).same ).toBe( false );

		// Another method: the shipping address as the shopper had it.
		await checkRadio(
			form.locator( 'input[type="radio"][value^="flat_rate"]' )
		);
		await expect( page.locator( '#vitrina-delivery-block' ) ).toBeHidden();
		await expect
			.poll( () => form.locator( '#shipping-address_1' ).inputValue() )
			.toBe( 'ул. Ленина, д. 1' );
		await expect( form.locator( '#shipping-postcode' ) ).toHaveValue(
			'101000'
		);
		expect( ( await customerData( page ) ).same ).toBe( true );

		// Ours again, with the kept delivery; the order ships to the point.
		await chooseOurRate( page );
		await expect
			.poll( () => form.locator( '#shipping-address_1' ).inputValue() )
			.toContain( point.address );
		const card = form.getByRole( 'radio', {
			name: 'Картой при получении',
		} );
		if ( ! ( await card.isChecked() ) ) {
			await card.check();
		}
		await settled( page, 'vitrina_cod_card' );
		await showsDeliveryPrice( page, selection.delivery.price );
		await placeOrder( page );
		await expect( page ).toHaveURL( /order-received/, { timeout: 30000 } );
		const orderId = Number(
			/order-received\/(\d+)/.exec( page.url() )?.[ 1 ] ?? 0
		);
		const order = JSON.parse(
			shopPhp( `
				$order = wc_get_order( ${ orderId } );
				echo wp_json_encode( array(
					'billing'  => $order->get_address( 'billing' ),
					'shipping' => $order->get_address( 'shipping' ),
				) );
			` )
		);
		expect( order.billing ).toMatchObject( {
			address_1: 'ул. Ленина, д. 1',
			postcode: '101000',
		} );
		expect( order.shipping ).toMatchObject( {
			company: point.name,
			address_1: point.address,
			postcode: point.zipCode || '000000',
		} );
	} );

	test( "a logged-in customer's pickup order leaves the account addresses as they were", async ( {
		page,
	} ) => {
		const account = () =>
			JSON.parse(
				shopPhp( `
					$customer = new WC_Customer( get_user_by( 'login', 'buyer' )->ID );
					echo wp_json_encode( array( 'billing' => $customer->get_billing(), 'shipping' => $customer->get_shipping() ) );
				` )
			);
		const before = account();
		try {
			await login( page, undefined, 'buyer', 'buyer' );
			await cartWithProduct( page );
			await page.goto( '/checkout-block/' );
			await expect(
				page.locator( '.wc-block-checkout #email' )
			).toBeVisible( { timeout: 15000 } );
			await chooseOurRate( page );
			// The widget's recipient starts as the block's fields have it.
			const selection = await choosePickup( page, async ( frame ) => {
				await expect( frame.getByLabel( 'Имя' ) ).toHaveValue(
					`${ before.billing.first_name } ${ before.billing.last_name }`
				);
				await expect( frame.getByLabel( 'Эл. почта' ) ).toHaveValue(
					before.billing.email
				);
			} );
			const form = page.locator( '.wc-block-checkout' );
			await expect
				.poll( () =>
					form.locator( '#shipping-address_1' ).inputValue()
				)
				.toContain( selection.delivery.point.address );
			const card = form.getByRole( 'radio', {
				name: 'Картой при получении',
			} );
			if ( ! ( await card.isChecked() ) ) {
				await card.check();
			}
			await settled( page, 'vitrina_cod_card' );
			await showsDeliveryPrice( page, selection.delivery.price );
			await placeOrder( page );
			await expect( page ).toHaveURL( /order-received/, {
				timeout: 30000,
			} );
			expect( account() ).toEqual( before );
		} finally {
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
		}
	} );
} );
