import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SHOP_URL, headerCart, login, shopPhp } from './utils';
import {
	cartWithProduct,
	checkoutWithWidget,
	choosePickup,
	fillBuyer,
} from './checkout';

/**
 * E-commerce tracking (the local shop has it on, waiting for the consent
 * cookie), order attribution and the store's notices, against the real shop.
 */
const CONSENT = 'vitrina_tracking_consent';
const SIMPLE = '/product/banka-dlya-sypuchih-1-l/';

interface EcommerceAction {
	products: Array< Record< string, unknown > >;
	actionField?: Record< string, string >;
}

/**
 * The e-commerce objects of the page's dataLayer with the given action.
 *
 * @param page   The page.
 * @param action detail, add, remove or purchase.
 */
const pushed = async (
	page: Page,
	action: string
): Promise< EcommerceAction[] > =>
	page.evaluate( ( name ) => {
		const layer =
			(
				window as unknown as {
					dataLayer?: Array< {
						ecommerce?: Record< string, EcommerceAction >;
					} >;
				}
			 ).dataLayer ?? [];
		return layer
			.map( ( entry ) => entry.ecommerce?.[ name ] )
			.filter( ( entry ): entry is EcommerceAction => !! entry );
	}, action );

const consent = ( context: BrowserContext ) =>
	context.addCookies( [ { name: CONSENT, value: 'yes', url: SHOP_URL } ] );

test.describe( 'e-commerce tracking', () => {
	test( 'nothing reaches the dataLayer before consent; then view, add and remove do @both-themes', async ( {
		page,
		context,
	} ) => {
		const calls: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /action=yam_/.test( request.url() ) ) {
				calls.push( request.url() );
			}
		} );
		await page.goto( SIMPLE );
		await page.waitForLoadState( 'networkidle' );
		expect( await pushed( page, 'detail' ) ).toEqual( [] );
		expect( calls ).toEqual( [] );

		// The cookie banner's consent, then the click that gave it.
		await consent( context );
		await page.locator( 'h1' ).click();
		await expect.poll( () => pushed( page, 'detail' ) ).toHaveLength( 1 );
		const [ detail ] = await pushed( page, 'detail' );
		expect( detail.products[ 0 ] ).toMatchObject( {
			name: 'Банка для сыпучих продуктов 1 л',
			price: expect.stringMatching( /^\d+(\.\d+)?$/ ),
			category: expect.stringContaining( '/' ),
			quantity: 1,
		} );
		expect( typeof detail.products[ 0 ].id ).toBe( 'string' );

		// Added without a page load: the add, with its quantity.
		await page.locator( 'input.qty' ).first().fill( '2' );
		await page.locator( 'button.single_add_to_cart_button' ).click();
		await expect.poll( () => pushed( page, 'add' ) ).toHaveLength( 1 );
		const [ add ] = await pushed( page, 'add' );
		expect( add.products[ 0 ] ).toMatchObject( {
			id: detail.products[ 0 ].id,
			quantity: 2,
		} );

		// Removed from the side panel: the removal.
		await page.goto( '/shop/' );
		await headerCart( page ).click();
		await page
			.locator( '#vitrina-cart-panel .remove_from_cart_button' )
			.first()
			.click();
		await expect.poll( () => pushed( page, 'remove' ) ).toHaveLength( 1 );
		const [ remove ] = await pushed( page, 'remove' );
		expect( remove.products[ 0 ] ).toMatchObject( {
			id: detail.products[ 0 ].id,
			quantity: 2,
		} );
		// Pages whose cart did not change ask nothing.
		const before = calls.length;
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		expect( calls.length ).toBe( before );
		expect( await pushed( page, 'add' ) ).toEqual( [] );
	} );

	test( 'a purchase is one purchase event (none on reload), with its visit source saved to the order', async ( {
		page,
		context,
		browser,
	} ) => {
		test.setTimeout( 120_000 );
		await consent( context );
		// The visit comes from a newsletter.
		await page.goto(
			'/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn'
		);
		await cartWithProduct( page );
		await checkoutWithWidget( page );
		await expect(
			page.locator( 'input[name="vitrina_attribution_source"]' )
		).toHaveValue( 'newsletter' );
		// WooCommerce's order attribution scripts are not on the page.
		expect(
			await page.evaluate( () =>
				[ ...document.scripts ]
					.map( ( script ) => script.src )
					.filter( ( src ) =>
						/sourcebuster|order-attribution/.test( src )
					)
			)
		).toEqual( [] );
		await fillBuyer( page );
		await choosePickup( page );
		await page.locator( '#place_order' ).click();
		await expect( page ).toHaveURL( /order-received/, { timeout: 30_000 } );

		await expect.poll( () => pushed( page, 'purchase' ) ).toHaveLength( 1 );
		const [ purchase ] = await pushed( page, 'purchase' );
		const orderId = /order-received\/(\d+)/.exec( page.url() )?.[ 1 ];
		expect( purchase.actionField?.id ).toBeTruthy();
		expect( purchase.actionField?.revenue ).toMatch( /^\d+(\.\d+)?$/ );
		expect( purchase.products[ 0 ] ).toMatchObject( {
			name: 'Ковш эмалированный 1,5 л',
			quantity: 1,
		} );
		// The emptied cart is not reported as removals.
		expect( await pushed( page, 'remove' ) ).toEqual( [] );

		// Seen again: the server says it was sent; nothing is pushed.
		const answer = page.waitForResponse( /action=yam_get_purchase/ );
		await page.reload();
		expect( ( await ( await answer ).json() ).data.isSent ).toBe( true );
		await page.waitForLoadState( 'networkidle' );
		expect( await pushed( page, 'purchase' ) ).toEqual( [] );

		// The order's admin screen shows where the visit came from.
		const admin = await browser.newPage();
		await login( admin );
		await admin.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ orderId }`
		);
		const box = admin.locator( '#vitrina-attribution' );
		await expect( box ).toContainText( 'newsletter' );
		await expect( box ).toContainText( 'email' );
		await expect( box ).toContainText( 'autumn' );
		await expect( box ).toContainText( '/shop/?utm_source=newsletter' );
		// WooCommerce's own Origin column has it too, though its scripts
		// never ran (ours replaces them).
		await admin.goto( '/wp-admin/admin.php?page=wc-orders' );
		await expect(
			admin.locator( `#order-${ orderId } .column-origin` )
		).toContainText( /newsletter/i );
		await admin.close();
	} );
} );

test.describe( 'store notices', () => {
	test.afterEach( () => {
		shopPhp(
			"update_option( 'woocommerce_coming_soon', 'no' ); update_option( 'woocommerce_demo_store', 'no' ); delete_user_meta( 1, 'woocommerce_admin_coming_soon_banner_dismissed' );"
		);
	} );

	test( 'the store notice, once dismissed, stays hidden', async ( {
		page,
	} ) => {
		shopPhp( "update_option( 'woocommerce_demo_store', 'yes' );" );
		await page.goto( '/shop/' );
		const notice = page.locator( '.woocommerce-store-notice' );
		await expect( notice ).toBeVisible();
		await notice
			.locator( '.woocommerce-store-notice__dismiss-link' )
			.click();
		await expect( notice ).toBeHidden();
		await page.reload();
		await expect( notice ).toBeHidden();
	} );

	test( 'the coming-soon banner: a named button, dismissed by keyboard with the nonce header', async ( {
		page,
	} ) => {
		shopPhp( "update_option( 'woocommerce_coming_soon', 'yes' );" );
		await login( page );
		await page.goto( '/shop/' );
		const banner = page.locator( '#coming-soon-footer-banner' );
		await expect( banner ).toBeVisible();
		// The header island, which names the link, runs on the page's first
		// use: a keyboard user's first key.
		const header = page.waitForResponse( /build\/header\/index\.js/ );
		await page.keyboard.press( 'Tab' );
		await header;
		const dismiss = banner.getByRole( 'button', {
			name: /Скрыть|Dismiss/,
		} );
		const call = page.waitForRequest(
			( request ) =>
				request.method() === 'POST' &&
				/wp\/v2\/users\/\d+/.test( request.url() )
		);
		await dismiss.focus();
		await page.keyboard.press( 'Enter' );
		const request = await call;
		expect( request.headers()[ 'x-wp-nonce' ] ).toBeTruthy();
		expect( decodeURIComponent( request.postData() ?? '' ) ).toContain(
			'woocommerce_meta[coming_soon_banner_dismissed]=yes'
		);
		await expect( banner ).toBeHidden();
		await page.reload();
		await expect( banner ).toHaveCount( 0 );
	} );
} );
