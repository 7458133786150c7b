import { expect, test, type Page, type Request } from '@playwright/test';
import {
	openWithState,
	setShopSettings,
	shopPhp,
	themeState,
	watchProblems,
} from './utils';

/**
 * On Twenty Twenty-Five with WooCommerce's block templates: adding from a
 * Product Collection (WooCommerce's Interactivity API store) opens Vitrina's
 * side panel or popup, the Mini-Cart block opens the panel, and Vitrina's
 * server-rendered blocks on a page of their own.
 */
const SIMPLE = 'banka-dlya-sypuchih-1-l';
const SIMPLE_NAME = 'Банка для сыпучих продуктов 1 л';

test.use( { storageState: themeState( 'twentytwentyfive' ) } );

const card = ( page: Page, slug: string ) =>
	page
		.locator(
			'.wp-block-woocommerce-product-template > li.wc-block-product'
		)
		.filter( { has: page.locator( `a[href*="/${ slug }/"]` ) } )
		.first();
const panel = ( page: Page ) => page.locator( '#vitrina-cart-panel' );
const panelItems = ( page: Page ) =>
	panel( page ).locator( '.woocommerce-mini-cart-item' );
/**
 * WooCommerce's Mini-Cart drawer, while open.
 *
 * @param page The page.
 */
const drawerOpen = ( page: Page ) =>
	page.locator(
		'.wc-block-components-drawer__screen-overlay--with-slide-in'
	);

/**
 * Counts the page's add-to-cart requests: WooCommerce's Store API (its
 * cart store posts its adds as a batch) and the island's wc-ajax one.
 *
 * @param page The page.
 */
function countAdds( page: Page ) {
	const adds = { store: 0, ajax: 0 };
	page.on( 'request', ( request: Request ) => {
		const url = request.url();
		if (
			request.method() === 'POST' &&
			/\/wc\/store\/v1\/(batch|cart\/add-item)/.test( url )
		) {
			adds.store++;
		}
		if ( /wc-ajax=(add_to_cart|woodmart_ajax_add_to_cart)/.test( url ) ) {
			adds.ajax++;
		}
	} );
	return adds;
}

test.describe( 'block theme: add to cart and the cart', () => {
	test( 'adding from a Product Collection opens the side panel with the product, once; the Mini-Cart opens the panel, not its drawer', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		const watch = watchProblems( page );
		const adds = countAdds( page );
		await openWithState( page, '/shop/' );
		await page.waitForLoadState( 'networkidle' );

		await card( page, SIMPLE )
			.locator( '.wp-block-woocommerce-product-button button' )
			.click();
		await expect( panel( page ) ).toHaveClass( /vitrina-cart-panel--open/ );
		await expect( panel( page ) ).toHaveAttribute( 'aria-hidden', 'false' );
		await expect( panelItems( page ) ).toHaveCount( 1 );
		await expect( panelItems( page ) ).toContainText( SIMPLE_NAME );
		// Added once, by WooCommerce's store (not a second time by the island).
		await expect(
			panelItems( page ).locator( '[data-vitrina-qty] input' )
		).toHaveValue( '1' );
		await expect(
			panel( page ).locator( '.vitrina-cart-count' )
		).toHaveAttribute( 'data-count', '1' );
		expect( adds ).toEqual( { store: 1, ajax: 0 } );
		await expect( drawerOpen( page ) ).toHaveCount( 0 );

		// The Mini-Cart's button: the panel, with keyboard and screen reader
		// state, and no drawer.
		await page.keyboard.press( 'Escape' );
		await expect( panel( page ) ).not.toHaveClass(
			/vitrina-cart-panel--open/
		);
		const miniCart = page.locator( 'header .wc-block-mini-cart__button' );
		await miniCart.click();
		await expect( panel( page ) ).toHaveClass( /vitrina-cart-panel--open/ );
		await expect( miniCart ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( miniCart ).toHaveAttribute(
			'aria-controls',
			'vitrina-cart-panel'
		);
		await expect( panelItems( page ) ).toHaveCount( 1 );
		await expect( drawerOpen( page ) ).toHaveCount( 0 );
		await page.keyboard.press( 'Escape' );
		await expect( miniCart ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( miniCart ).toBeFocused();
		await page.waitForLoadState( 'networkidle' );
		expect( watch.problems() ).toEqual( [] );
	} );

	test( 'with add_to_cart_action popup, adding from a Product Collection opens the popup, and no drawer', async ( {
		page,
	} ) => {
		setShopSettings( { add_to_cart_action: 'popup' } );
		try {
			const watch = watchProblems( page );
			await openWithState( page, '/shop/' );
			await page.waitForLoadState( 'networkidle' );
			await card( page, SIMPLE )
				.locator( '.wp-block-woocommerce-product-button button' )
				.click();
			const popup = page.locator( '#vitrina-added-popup' );
			await expect( popup ).toHaveClass( /vitrina-added-popup--open/ );
			await expect( panel( page ) ).not.toHaveClass(
				/vitrina-cart-panel--open/
			);
			await expect( drawerOpen( page ) ).toHaveCount( 0 );
			await expect( panelItems( page ) ).toHaveCount( 1 );
			await page.waitForLoadState( 'networkidle' );
			expect( watch.problems() ).toEqual( [] );
		} finally {
			setShopSettings( { add_to_cart_action: null } );
		}
	} );
} );

test.describe( 'block theme: Vitrina’s blocks on a page', () => {
	let pageId = 0;
	test.beforeAll( () => {
		pageId = Number(
			shopPhp( `
				echo wp_insert_post( array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => 'Blocks',
					'post_name'    => 'vitrina-e2e-blocks',
					'post_content' => '<!-- wp:vitrina/wishlist-page /--><!-- wp:vitrina/compare-page /-->',
				) );
			` ).trim()
		);
		expect( pageId ).toBeGreaterThan( 0 );
	} );
	test.afterAll( () => {
		shopPhp( `wp_delete_post( ${ pageId }, true );` );
	} );

	test( 'a page holding the wishlist and compare blocks lists the products saved from the grid', async ( {
		page,
	} ) => {
		const watch = watchProblems( page );
		await openWithState( page, '/shop/' );
		const actions = card( page, SIMPLE ).locator( '.vitrina-card-actions' );
		await actions.locator( '.vitrina-wishlist-button' ).click();
		await expect(
			actions.locator( '.vitrina-wishlist-button' )
		).toHaveAttribute( 'data-state', 'added' );
		await actions.locator( '.vitrina-compare-button' ).click();
		await expect(
			actions.locator( '.vitrina-compare-button' )
		).toHaveAttribute( 'data-state', 'added' );

		const response = await page.goto( `/?page_id=${ pageId }` );
		// One shopper's lists: no cache keeps the page.
		expect( response?.headers()[ 'cache-control' ] ).toContain(
			'no-store'
		);
		const wishlist = page.locator( '.vitrina-wishlist' );
		await expect(
			wishlist.locator( '.vitrina-wishlist-product' )
		).toHaveCount( 1 );
		await expect( wishlist ).toContainText( SIMPLE_NAME );
		await expect( page.locator( '.vitrina-compare' ) ).toContainText(
			SIMPLE_NAME
		);
		await page.waitForLoadState( 'networkidle' );
		expect( watch.problems() ).toEqual( [] );
	} );
} );
