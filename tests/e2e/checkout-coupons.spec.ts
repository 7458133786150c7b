import { expect, test, type Page, type Response } from '@playwright/test';
import { cartWithProduct } from './checkout';
import { shopPhp } from './utils';

/**
 * Coupons on the classic checkout of the local shop: applying or removing
 * one keeps the page (WooCommerce's notices stay) and what the shopper
 * typed, with another shipping method chosen and with the delivery widget's.
 */
const CODE = 'vitrina-e2e-coupon';

/**
 * WooCommerce's own text.
 *
 * @param text The English text.
 */
const wooText = ( text: string ) =>
	shopPhp( `echo __( '${ text }', 'woocommerce' );` ).trim();

const discountRows = ( page: Page ) =>
	page.locator( '.woocommerce-checkout-review-order-table tr.cart-discount' );

const markWindow = ( page: Page ) =>
	page.evaluate( () => {
		( window as unknown as { vitrinaMark?: number } ).vitrinaMark = 1;
	} );
const windowMarked = ( page: Page ) =>
	page.evaluate(
		() =>
			( window as unknown as { vitrinaMark?: number } ).vitrinaMark === 1
	);

/**
 * The cart's figures in WooCommerce's order review refresh.
 *
 * @param answer The refresh.
 */
async function figures( answer: Promise< Response > ) {
	const json = ( await ( await answer ).json() ) as {
		fragments: Record< string, string >;
	};
	const html = json.fragments[ 'script#vitrina-delivery-figures' ];
	return html === undefined
		? null
		: JSON.parse( html.replace( /^<script[^>]*>|<\/script>$/g, '' ) );
}

/**
 * Types a first name and order notes.
 *
 * @param page The page.
 */
async function typeBuyer( page: Page ) {
	await page.locator( '#billing_first_name' ).fill( 'Анна' );
	await page.locator( '#order_comments' ).fill( 'Позвонить за час' );
}

async function expectTypedValues( page: Page ) {
	await expect( page.locator( '#billing_first_name' ) ).toHaveValue( 'Анна' );
	await expect( page.locator( '#order_comments' ) ).toHaveValue(
		'Позвонить за час'
	);
}

/**
 * Applies the coupon, then removes it, checking WooCommerce's notices and
 * the typed values after each, and that the page was never reloaded.
 *
 * @param page   The page.
 * @param widget Whether the delivery widget's method is chosen (its
 *               refreshes carry the cart's figures; another method's none).
 */
async function applyAndRemove( page: Page, widget: boolean ) {
	const applied = wooText( 'Coupon code applied successfully.' );
	const removed = wooText( 'Coupon has been removed.' );
	await markWindow( page );

	await page.locator( 'a.showcoupon' ).click();
	await page.locator( '#coupon_code' ).fill( CODE );
	const updated = page.waitForResponse( /wc-ajax=update_order_review/ );
	await page.locator( 'button[name="apply_coupon"]' ).click();
	// With the widget, the refresh carries the cart's figures it follows.
	const applying = await figures( updated );
	if ( widget ) {
		expect( applying ).toMatchObject( { COUPONS: 1 } );
	} else {
		expect( applying ).toBeNull();
	}
	await expect( discountRows( page ) ).toHaveCount( 1 );
	await expect( page.getByText( applied ) ).toBeVisible();
	await expectTypedValues( page );
	expect( await windowMarked( page ) ).toBe( true );

	const updatedAgain = page.waitForResponse( /wc-ajax=update_order_review/ );
	await page.locator( 'a.woocommerce-remove-coupon' ).click();
	const removing = await figures( updatedAgain );
	if ( widget ) {
		expect( removing ).toMatchObject( { COUPONS: 0, DISCOUNT: 0 } );
	} else {
		expect( removing ).toBeNull();
	}
	await expect( discountRows( page ) ).toHaveCount( 0 );
	await expect( page.getByText( removed ) ).toBeVisible();
	await expectTypedValues( page );
	expect( await windowMarked( page ) ).toBe( true );
}

test.describe( 'coupons on the classic checkout', () => {
	let couponId = 0;

	test.beforeAll( () => {
		couponId = Number(
			shopPhp( `
				$coupon = new WC_Coupon( wc_get_coupon_id_by_code( '${ CODE }' ) );
				$coupon->set_code( '${ CODE }' );
				$coupon->set_discount_type( 'percent' );
				$coupon->set_amount( 10 );
				$coupon->save();
				echo $coupon->get_id();
			` )
		);
		expect( couponId ).toBeGreaterThan( 0 );
	} );

	test.afterAll( () => {
		if ( couponId ) {
			shopPhp( `wp_delete_post( ${ couponId }, true );` );
		}
	} );

	test( 'with another shipping method: the notices show and what the shopper typed stays', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await page.goto( '/checkout/' );
		const flat = page.locator(
			'#shipping_method input[value^="flat_rate"]'
		);
		await flat.check();
		await page.waitForLoadState( 'networkidle' );
		await expect( flat ).toBeChecked();
		await typeBuyer( page );
		await applyAndRemove( page, false );
		await expect( flat ).toBeChecked();
	} );

	test( 'with the delivery widget’s method: the notices show, what the shopper typed stays, the widget follows', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await page.goto( '/checkout/' );
		const method = page.locator(
			'#shipping_method input[value^="vitrina"]'
		);
		if ( ! ( await method.isChecked() ) ) {
			await method.check();
		}
		// The widget's frame loads as its place nears the viewport.
		await page
			.locator( '#vitrina-delivery-block' )
			.scrollIntoViewIfNeeded();
		const frame = page.locator( '#vitrina-delivery-widget iframe' );
		await expect( frame ).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		await typeBuyer( page );
		await applyAndRemove( page, true );
		await expect( method ).toBeChecked();
		await expect( frame ).toBeVisible();
	} );
} );
