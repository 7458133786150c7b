import { expect, test } from '@playwright/test';

/**
 * From the cart to a placed order with the delivery widget on the classic
 * checkout of the local shop (Russian site, embedded provider, demo data).
 */
import {
	cartWithProduct,
	checkoutWithWidget,
	chooseCourier,
	choosePickup,
	choosePickupPoint,
	expectOnePass,
	fillBuyer,
	nextStep,
	PHONE,
	savedSelection,
	widget,
} from './checkout';

test.describe( 'checkout with the delivery widget', () => {
	test( 'ordering is blocked until a delivery is confirmed', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await checkoutWithWidget( page );
		await fillBuyer( page );
		// One pass: the widget in the shipping part, the order review and
		// Place order beside it (desktop) or right after it (phone).
		await expectOnePass( page );
		// The counter counts the steps the shopper will see: the payment is
		// WooCommerce's.
		await expect( widget( page ).getByText( /^Шаг \d из \d$/ ) ).toHaveText(
			'Шаг 1 из 3'
		);
		const messages: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			messages.push( dialog.message() );
			dialog.accept();
		} );
		await page.locator( '#place_order' ).click();
		await expect
			.poll( () => messages )
			.toEqual( [ 'Выберите и подтвердите способ доставки в виджете' ] );
		await expect( page ).toHaveURL( /\/checkout\/$/ );
		// Then the page scrolls to the widget's block, 80 px above it (or as
		// far as the page goes).
		const offBy = () =>
			page.evaluate( () => {
				const block = document.getElementById(
					'vitrina-delivery-block'
				);
				if ( ! block ) {
					return Infinity;
				}
				const top = block.getBoundingClientRect().top + window.scrollY;
				const max =
					document.documentElement.scrollHeight - window.innerHeight;
				const expected = Math.max( 0, Math.min( top - 80, max ) );
				return Math.abs( window.scrollY - expected );
			} );
		await expect.poll( offBy, { timeout: 5000 } ).toBeLessThan( 3 );

		// On a phone, the next step's top comes back into view below the
		// sticky header when the shopper moved on from far down the list.
		await page.setViewportSize( PHONE );
		const frame = await choosePickupPoint( page );
		await frame
			.getByRole( 'button', { name: 'Продолжить' } )
			.scrollIntoViewIfNeeded();
		const widgetTop = () =>
			page.evaluate( () => {
				const el = document.querySelector(
					'#vitrina-delivery-widget iframe'
				);
				let covered = 0;
				for ( const hit of document.elementsFromPoint(
					window.innerWidth / 2,
					1
				) ) {
					for (
						let e: Element | null = hit;
						e && e !== document.body;
						e = e.parentElement
					) {
						if (
							[ 'fixed', 'sticky' ].includes(
								getComputedStyle( e ).position
							)
						) {
							covered = Math.max(
								covered,
								e.getBoundingClientRect().bottom
							);
							break;
						}
					}
				}
				return Math.round(
					( el?.getBoundingClientRect().top ?? -1 ) - covered
				);
			} );
		expect( await widgetTop() ).toBeLessThan( 0 );
		await nextStep( page, 'Продолжить' );
		await expect( frame.getByText( /^Шаг \d из \d$/ ) ).toHaveText(
			'Шаг 2 из 3'
		);
		await expect
			.poll( widgetTop, { timeout: 5000 } )
			.toBeGreaterThanOrEqual( 0 );
		// …with the step's heading and first field in the screen.
		expect( await widgetTop() ).toBeLessThan( PHONE.height - 300 );
	} );

	test( "another method: one order review refresh per change, WooCommerce's own answer", async ( {
		page,
	} ) => {
		const figures = 'script#vitrina-delivery-figures';
		const refreshes: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /wc-ajax=update_order_review/.test( request.url() ) ) {
				refreshes.push( request.url() );
			}
		} );
		const refreshed = () =>
			page.waitForResponse( /wc-ajax=update_order_review/ );
		await cartWithProduct( page );
		const first = refreshed();
		await page.goto( '/checkout/' );
		await first;

		const flat = page.locator(
			'#shipping_method input[value^="flat_rate"]'
		);
		let answer = refreshed();
		await flat.check();
		// No widget on the page: no delivery figures in the answer.
		expect(
			( await ( await answer ).json() ).fragments
		).not.toHaveProperty( [ figures ] );

		for ( const [ id, value ] of Object.entries( {
			billing_first_name: 'Анна',
			billing_last_name: 'Петрова',
			billing_address_1: 'ул. Мясницкая, д. 5',
			billing_city: 'Москва',
			billing_state: 'Москва',
		} ) ) {
			await page.locator( `#${ id }` ).fill( value );
		}
		// One address change, one refresh; then one more for one more change.
		refreshes.length = 0;
		answer = refreshed();
		await page.locator( '#billing_postcode' ).pressSequentially( '101000' );
		await answer;
		answer = refreshed();
		await page
			.locator( '#shipping_method input[value^="local_pickup"]' )
			.check();
		await answer;
		await expect(
			page.locator( '.woocommerce-checkout-payment .blockUI' )
		).toHaveCount( 0 );
		expect( refreshes ).toHaveLength( 2 );
		await page.locator( 'label[for="payment_method_cod"]' ).click();
		await expect( page.locator( '#payment_method_cod' ) ).toBeChecked();

		// The widget's method: its refresh carries the figures.
		answer = refreshed();
		await page
			.locator( '#shipping_method input[value^="vitrina"]' )
			.check();
		expect( ( await ( await answer ).json() ).fragments ).toHaveProperty( [
			figures,
		] );
		await expect(
			page.locator( '#vitrina-delivery-widget iframe' )
		).toBeVisible();
	} );

	test( 'pickup: select, filtered payment methods, change link, placed order', async ( {
		page,
	} ) => {
		// Two passes through the widget and an order: about a minute on a
		// loaded machine.
		test.slow();
		await cartWithProduct( page );
		await checkoutWithWidget( page );
		await fillBuyer( page );
		const selection = await choosePickup( page );
		const point = selection.delivery.point;

		const summary = page.locator( '.vitrina-delivery__summary' );
		await expect( summary ).toContainText( point.address );
		await expect(
			page.locator( '#vitrina-delivery-widget iframe' )
		).toBeHidden();
		// Payment methods follow the point's cash and card flags (spec §4).
		await expect( page.locator( 'li.payment_method_cod' ) ).toBeVisible( {
			visible: Boolean( point.cashPaymentAvailable ),
		} );
		await expect(
			page.locator( 'li.payment_method_vitrina_cod_card' )
		).toBeVisible( { visible: Boolean( point.cardPaymentAvailable ) } );

		// The change link reverses it and clears the saved delivery.
		const cleared = page.waitForRequest( /set-delivery/ );
		await page.locator( '.vitrina-delivery__change' ).click();
		expect( savedSelection( await cleared ) ).toBeNull();
		await expect( summary ).toBeHidden();
		await expect(
			page.locator( '#vitrina-delivery-widget iframe' )
		).toBeVisible();

		await choosePickup( page );
		await expect( summary ).toBeVisible();
		await page.locator( '#place_order' ).click();
		await expect( page ).toHaveURL( /order-received/, { timeout: 30_000 } );
		await expect( page.locator( '.woocommerce-order' ) ).toContainText(
			point.address
		);
	} );

	test( 'courier: the address and the courier comment reach the order', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await checkoutWithWidget( page );
		await fillBuyer( page );
		await page.locator( '#order_comments' ).fill( 'Позвонить заранее' );
		await chooseCourier( page, 'домофон 12' );

		await expect( page.locator( '#order_comments' ) ).toHaveValue(
			'Позвонить заранее (для курьера: домофон 12)'
		);
		await page.locator( '#place_order' ).click();
		await expect( page ).toHaveURL( /order-received/, { timeout: 30_000 } );
		const order = page.locator( '.woocommerce-order' );
		await expect( order ).toContainText( 'ул. Мясницкая, д.5' );
		await expect( order ).toContainText( '(для курьера: домофон 12)' );
	} );

	test( 'the block places the widget on any page and saves the choice for checkout', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await page.goto( '/dostavka-i-oplata/' );
		await expect(
			page.locator( '.wp-block-vitrina-delivery-widget iframe' )
		).toBeVisible();
		const selection = await choosePickup( page );
		await expect(
			page.locator( '.vitrina-delivery__summary' )
		).toContainText( selection.delivery.point.address );

		// The checkout starts from the saved choice.
		await page.goto( '/checkout/' );
		const method = page.locator(
			'#shipping_method input[value^="vitrina"]'
		);
		if ( ! ( await method.isChecked() ) ) {
			await method.check();
		}
		await expect(
			page.locator( '.vitrina-delivery__summary' )
		).toContainText( selection.delivery.point.address );
	} );

	test( 'with an empty cart the block explains itself and logs nothing', async ( {
		page,
		baseURL,
	} ) => {
		const logged: string[] = [];
		page.on( 'console', ( message ) => {
			const from = message.location().url;
			// The shop's own scripts only (the theme's web fonts are not reachable here).
			if (
				[ 'error', 'warning' ].includes( message.type() ) &&
				( ! from || from.startsWith( baseURL ?? '' ) )
			) {
				logged.push( `${ message.type() }: ${ message.text() }` );
			}
		} );
		page.on( 'pageerror', ( error ) => logged.push( error.message ) );
		await page.goto( '/dostavka-i-oplata/' );
		const block = page.locator( '.wp-block-vitrina-delivery-widget' );
		await expect( block ).toBeVisible();
		await expect( block ).toContainText(
			'Варианты доставки появятся здесь, когда в корзине будут товары.'
		);
		await expect( block.locator( 'iframe' ) ).toHaveCount( 0 );
		await page.waitForLoadState( 'load' );
		expect( logged ).toEqual( [] );
	} );

	test( "the cart page hides the method's cost and asks for its recalculation with the island's entry alone", async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		const paths: string[] = [];
		page.on( 'request', ( request ) =>
			paths.push( new URL( request.url() ).pathname )
		);
		const changes: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'wc-ajax=update_shipping_method' ) ) {
				changes.push( request.postData() ?? '' );
			}
		} );
		await page.goto( '/cart/' );
		const ours = page.locator( '#shipping_method input[value^="vitrina"]' );
		await expect( ours ).toHaveCount( 1 );
		const item = page
			.locator( '#shipping_method li' )
			.filter( { has: page.locator( 'input[value^="vitrina"]' ) } );
		await expect( item ).toBeVisible();
		await expect( item.locator( '.amount' ) ).toBeHidden();
		if ( await ours.isChecked() ) {
			// Chosen: WooCommerce recalculates it once (call 10).
			await expect.poll( () => changes.length ).toBe( 1 );
			expect( decodeURIComponent( changes[ 0 ] ) ).toContain(
				'shipping_method[0]=vitrina'
			);
			// Not the shopper's change: WooCommerce's focus of the redrawn
			// input neither keeps the focus nor scrolls the page.
			await page.waitForLoadState( 'networkidle' );
			expect(
				await page.evaluate( () => [
					window.scrollY,
					document.body.ownerDocument.activeElement?.getAttribute(
						'name'
					) ?? '',
				] )
			).toEqual( [ 0, '' ] );
			// Nor is that focus a use of the page: the header island,
			// which waits for one, stays unloaded.
			expect( paths ).not.toContain(
				'/wp-content/plugins/vitrina/build/header/index.js'
			);
		}
		await page.waitForLoadState( 'networkidle' );
		// No widget on a cart page without the block: its part, the loader
		// and zod's widget schemas are not loaded (the loader waits inert).
		expect( paths ).toContain(
			'/wp-content/plugins/vitrina/build/delivery/index.js'
		);
		expect(
			paths.filter( ( path ) =>
				/delivery-widget\/loader\.js|\/build\/delivery\/widget\.js/.test(
					path
				)
			)
		).toEqual( [] );
		await expect(
			page.locator( 'template[data-vitrina-on-demand="delivery-loader"]' )
		).toBeAttached();
	} );

	test( "on a phone the widget's frame loads only as its place nears the viewport", async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await cartWithProduct( page );
		const frames: string[] = [];
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			const path = new URL( request.url() ).pathname;
			if ( /\/build\/delivery\/frame\.js/.test( path ) ) {
				frames.push( request.url() );
			} else if ( /\/build\/delivery[a-z-]*\/.+\.js$/.test( path ) ) {
				scripts.push( path );
			}
		} );
		await page.goto( '/checkout/' );
		const method = page.locator(
			'#shipping_method input[value^="vitrina"]'
		);
		await expect( method ).toBeChecked();
		const block = page.locator( '#vitrina-delivery-block' );
		await expect( block ).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		// Far below the billing fields: nothing of the widget yet.
		expect(
			await block.evaluate(
				( el ) => el.getBoundingClientRect().top - window.innerHeight
			)
		).toBeGreaterThan( 400 );
		await expect( block.locator( 'iframe' ) ).toHaveCount( 0 );
		expect( frames ).toEqual( [] );
		// The shopper scrolls there: the frame comes, once.
		await block.scrollIntoViewIfNeeded();
		await expect( block.locator( 'iframe' ) ).toBeVisible();
		await expect(
			widget( page ).getByText( /^Шаг 1 из \d$/ )
		).toBeVisible();
		expect( frames ).toHaveLength( 1 );
		// The page's part of it is one script: the island with the widget's
		// part and the loader in it (not the loader's own file beside it).
		expect( scripts ).toEqual( [
			'/wp-content/plugins/vitrina/build/delivery/page.js',
		] );
	} );
} );
