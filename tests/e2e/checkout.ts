import {
	expect,
	type FrameLocator,
	type Locator,
	type Page,
	type Request,
	type Response,
} from '@playwright/test';

/**
 * Steps from the cart to a placed order on the classic checkout of the local
 * shop (Russian site, embedded delivery provider, demo data).
 */
export const PRODUCT = '/product/kovsh-emalirovannyj-1-5-l/';

export async function cartWithProduct( page: Page ) {
	await page.goto( PRODUCT );
	// Added without a page load (the cart island: the button marked added and
	// WooCommerce's notice) or with one (WooCommerce: its notice).
	const button = page.locator( 'button.single_add_to_cart_button' );
	await button.click();
	await expect(
		page
			.locator( '.woocommerce-message' )
			.or( button.and( page.locator( '.added' ) ) )
			.first()
	).toBeVisible();
}

export async function checkoutWithWidget( page: Page ) {
	await page.goto( '/checkout/' );
	const method = page.locator( '#shipping_method input[value^="vitrina"]' );
	if ( ! ( await method.isChecked() ) ) {
		await method.check();
	}
	// The widget's frame loads as its place nears the viewport.
	await page.locator( '#vitrina-delivery-block' ).scrollIntoViewIfNeeded();
	await expect(
		page.locator( '#vitrina-delivery-widget iframe' )
	).toBeVisible();
}

export async function fillBuyer( page: Page ) {
	await page.locator( '#billing_first_name' ).fill( 'Анна' );
	await page.locator( '#billing_last_name' ).fill( 'Петрова' );
	await page.locator( '#billing_phone' ).fill( '+79001234567' );
	await page.locator( '#billing_email' ).fill( 'anna.petrova@example.com' );
}

export const widget = ( page: Page ) =>
	page.frameLocator( 'iframe[name="vitrina-delivery-widget"]' );

/**
 * Selection the checkout saved, from the set-delivery request.
 * @param request
 */
export const savedSelection = ( request: Request ) => {
	const body = request.postDataJSON() as { sr_data: unknown };
	return typeof body.sr_data === 'string'
		? JSON.parse( body.sr_data )
		: body.sr_data;
};

/**
 * The recipient step of the widget.
 *
 * @param page The page.
 */
export async function fillRecipient( page: Page ) {
	const frame = widget( page );
	await frame.getByLabel( 'Имя' ).fill( 'Анна Петрова' );
	await frame.getByLabel( 'Телефон' ).fill( '+79001234567' );
	await frame.getByLabel( 'Эл. почта' ).fill( 'anna.petrova@example.com' );
}

/**
 * Moves the widget on with one of its buttons, clicking again if the frame
 * did not move: the frame resizes itself as it renders, which can take a
 * button from under a click aimed at where it was.
 *
 * @param page The page.
 * @param name The button.
 */
export async function nextStep( page: Page, name: string ) {
	const frame = widget( page );
	const step = frame.getByText( /^Шаг \d из \d$/ );
	const before = ( await step.textContent() ) ?? '';
	await expect( async () => {
		if ( ( ( await step.textContent() ) ?? '' ) === before ) {
			await frame.getByRole( 'button', { name } ).click( {
				timeout: 2000,
			} );
		}
		await expect( step ).not.toHaveText( before, { timeout: 2000 } );
	} ).toPass( { timeout: 20_000 } );
}

/**
 * Confirms the choice in the widget (clicking again if a click missed, as
 * nextStep) and returns the set-delivery answer.
 *
 * @param page The page.
 */
export async function confirmDelivery( page: Page ): Promise< Response > {
	const frame = widget( page );
	let answer: Response | null = null;
	await expect( async () => {
		const saved = page
			.waitForResponse( /set-delivery/, { timeout: 10_000 } )
			.catch( () => null );
		await frame
			.getByRole( 'button', { name: 'Подтвердить' } )
			.click( { timeout: 2000 } );
		answer = await saved;
		expect( answer ).not.toBeNull();
	} ).toPass( { timeout: 30_000 } );
	const response = answer as unknown as Response;
	// Ok, with the shop's summary of the choice it kept (shown by the page).
	expect( await response.json() ).toEqual( {
		status: 'ok',
		summary: expect.arrayContaining( [
			{ label: expect.any( String ), value: expect.any( String ) },
		] ),
	} );
	return response;
}

/**
 * Checks a radio of the widget, again if the click missed: the frame resizes
 * itself while the list renders and the page scrolls to the frame's bottom
 * (as nextStep), so a click can land where the radio was. A missed click is
 * followed by the keyboard (Space on the focused radio), which no movement
 * of the page can make miss.
 *
 * @param radio The radio.
 */
export async function checkRadio( radio: Locator ) {
	await expect( async () => {
		if ( ! ( await radio.isChecked() ) ) {
			await radio.check( { timeout: 2000 } ).catch( async () => {
				await radio.focus( { timeout: 2000 } );
				await radio.press( 'Space', { timeout: 2000 } );
			} );
		}
		await expect( radio ).toBeChecked( { timeout: 2000 } );
	} ).toPass( { timeout: 20_000 } );
}

/**
 * In the widget: the first pickup option, then its first point.
 *
 * @param page The checkout page.
 * @return The widget's frame.
 */
export async function choosePickupPoint( page: Page ) {
	const frame = widget( page );
	await checkRadio(
		frame
			.getByRole( 'group', { name: 'Самовывоз' } )
			.getByRole( 'radio' )
			.first()
	);
	await checkRadio(
		frame
			.getByRole( 'radiogroup', { name: 'Пункты выдачи' } )
			.getByRole( 'radio' )
			.first()
	);
	return frame;
}

/**
 * Walks the widget through a courier delivery to ул. Мясницкая, д. 5 (with
 * a comment for the courier when given) and confirms it.
 *
 * @param page    The checkout page.
 * @param comment The comment for the courier.
 * @return The selection the shop saved.
 */
export async function chooseCourier( page: Page, comment = '' ) {
	const frame = widget( page );
	await checkRadio(
		frame
			.getByRole( 'group', { name: 'Курьер' } )
			.getByRole( 'radio' )
			.first()
	);
	await nextStep( page, 'Продолжить' );
	await fillRecipient( page );
	await frame.getByLabel( 'Индекс' ).fill( '101000' );
	await frame.getByLabel( 'Улица' ).fill( 'ул. Мясницкая' );
	await frame.getByLabel( 'Дом' ).fill( '5' );
	if ( comment ) {
		await frame.getByLabel( 'Комментарий для курьера' ).fill( comment );
	}
	await nextStep( page, 'Продолжить' );
	const response = await confirmDelivery( page );
	return savedSelection( response.request() );
}

export async function choosePickup(
	page: Page,
	checkRecipient: ( frame: FrameLocator ) => Promise< void > = async () => {}
) {
	const frame = await choosePickupPoint( page );
	await nextStep( page, 'Продолжить' );
	await checkRecipient( frame );
	await fillRecipient( page );
	await nextStep( page, 'Продолжить' );
	const response = await confirmDelivery( page );
	return savedSelection( response.request() );
}

/** A box on the page (px from the document's top left). */
export type Box = { left: number; right: number; top: number; bottom: number };

/** The viewports of the layout checks: a desktop and a phone. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * The boxes of the widget, the order review and the Place order button at a
 * viewport size, once the page's layout has settled.
 *
 * @param page             The checkout page.
 * @param size             The viewport.
 * @param size.width       Its width.
 * @param size.height      Its height.
 * @param selectors        The order review and the Place order button of this checkout.
 * @param selectors.review The order review.
 * @param selectors.place  The Place order button.
 */
export async function checkoutLayout(
	page: Page,
	size: { width: number; height: number },
	selectors: { review: string; place: string } = {
		review: '#order_review',
		place: '#place_order',
	}
): Promise< { widget: Box; review: Box; place: Box } > {
	await page.setViewportSize( size );
	const measure = () =>
		page.evaluate(
			( [ review, place ] ) => {
				const box = ( selector: string ) => {
					const rect = document
						.querySelector( selector )
						?.getBoundingClientRect();
					return rect
						? {
								left: Math.round( rect.left ),
								right: Math.round( rect.right ),
								top: Math.round( rect.top + window.scrollY ),
								bottom: Math.round(
									rect.bottom + window.scrollY
								),
							}
						: null;
				};
				return {
					widget: box( '#vitrina-delivery-widget iframe' ),
					review: box( review ),
					place: box( place ),
				};
			},
			[ selectors.review, selectors.place ]
		);
	// Settled: two measures 300 ms apart agree (the frame resizes itself).
	let last = '';
	await expect( async () => {
		const now = JSON.stringify( await measure() );
		const same = now === last;
		last = now;
		expect( same ).toBe( true );
	} ).toPass( { intervals: [ 300 ], timeout: 10_000 } );
	const boxes = JSON.parse( last );
	for ( const key of [ 'widget', 'review', 'place' ] ) {
		expect( boxes[ key ], key ).not.toBeNull();
	}
	return boxes;
}

/**
 * One pass through the checkout: on a desktop the order review and Place
 * order stand in their own column beside the widget, Place order above the
 * widget's end (reached without scrolling past it); on a phone the order
 * review follows the widget directly.
 *
 * @param page             The checkout page, the widget shown.
 * @param selectors        The order review and the Place order button of this checkout.
 * @param selectors.review The order review.
 * @param selectors.place  The Place order button.
 * @param gap              The most px between the widget's end and the order review on a phone.
 */
export async function expectOnePass(
	page: Page,
	selectors?: { review: string; place: string },
	gap = 150
) {
	const desktop = await checkoutLayout( page, DESKTOP, selectors );
	expect(
		desktop.review.left,
		'the order review in its own column'
	).toBeGreaterThanOrEqual( desktop.widget.right );
	expect(
		desktop.place.top,
		'Place order above the end of the widget'
	).toBeLessThan( desktop.widget.bottom );
	const phone = await checkoutLayout( page, PHONE, selectors );
	expect( phone.review.top ).toBeGreaterThanOrEqual( phone.widget.bottom );
	expect(
		phone.review.top - phone.widget.bottom,
		'the order review right after the widget'
	).toBeLessThan( gap );
	expect( phone.place.top ).toBeGreaterThan( phone.review.top );
	await page.setViewportSize( DESKTOP );
}
