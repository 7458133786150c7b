import { expect, test, type Page, type Request } from '@playwright/test';
import {
	JQUERY_SCRIPTS,
	NOTICE,
	addFromForm,
	cardAddButton,
	countRequests,
	headerCart,
	login,
	openWithState,
	productCards,
	scriptRequests,
	scriptSources,
	setShopSettings,
	shopPhp,
} from './utils';

/**
 * The cart island on the local shop (demo data, default settings: the side
 * panel opens after adding, quick view and quick shop on). Every test starts
 * with a fresh browser context, hence an empty cart.
 */
const SIMPLE = 'banka-dlya-sypuchih-1-l';
const SIMPLE_NAME = 'Банка для сыпучих продуктов 1 л';
const VARIABLE = 'kastryulya-emalirovannaya-klassika';

const card = ( page: Page, slug: string ) =>
	productCards( page )
		.filter( { has: page.locator( `a[href*="/${ slug }/"]` ) } )
		.first();
const panel = ( page: Page ) => page.locator( '#vitrina-cart-panel' );
const panelItems = ( page: Page ) =>
	panel( page ).locator( '.woocommerce-mini-cart-item' );
const opener = headerCart;

async function expectPanelOpen( page: Page, open = true ) {
	if ( open ) {
		await expect( panel( page ) ).toHaveClass( /vitrina-cart-panel--open/ );
		await expect( panel( page ) ).toHaveAttribute( 'aria-hidden', 'false' );
	} else {
		await expect( panel( page ) ).not.toHaveClass(
			/vitrina-cart-panel--open/
		);
		await expect( panel( page ) ).toHaveAttribute( 'aria-hidden', 'true' );
	}
}

/**
 * Marks the window, to tell a page load from an in-page update.
 * @param page
 */
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
 * Waits until the island has loaded the cart state and the fragments.
 * @param page
 * @param path
 */
async function ready( page: Page, path: string ) {
	await openWithState( page, path );
	await page.waitForLoadState( 'networkidle' );
}

/**
 * WooCommerce's own "added to your cart" message for a product, as its page
 * shows it (text only).
 *
 * @param slug     The product.
 * @param quantity The quantity added.
 */
const addedMessage = ( slug: string, quantity: number ) =>
	shopPhp( `
		$product = get_page_by_path( '${ slug }', OBJECT, 'product' );
		echo html_entity_decode( wp_strip_all_tags( wc_add_to_cart_message( array( $product->ID => ${ quantity } ), true, true ) ), ENT_QUOTES, 'UTF-8' );
	` ).trim();

/**
 * WooCommerce's notices area of the page.
 *
 * @param page The page.
 */
const notices = ( page: Page ) =>
	page.locator( '.woocommerce-notices-wrapper' ).first();

async function addSimpleFromCard( page: Page ) {
	await ready( page, '/shop/' );
	await cardAddButton( card( page, SIMPLE ) ).click();
	await expectPanelOpen( page );
	await expect( panelItems( page ) ).toHaveCount( 1 );
}

test.describe( 'cart island', () => {
	test( 'waits for the first use of its markup on a first view; a click before it loaded adds all the same, without a page load', async ( {
		page,
	} ) => {
		const island = countRequests( page, '/build/cart/index.js' );
		const loaded = island.count;
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		// A guest with an empty cart: the island's scripts wait inert.
		expect( loaded() ).toBe( 0 );
		await expect(
			page.locator( 'template[data-vitrina-scripts="cart"]' )
		).toBeAttached();
		expect( ( await scriptSources( page ) ).join( ' ' ) ).not.toContain(
			'/build/cart/'
		);
		// A click with no pointer before it (a keyboard, a script): held
		// until the island ran, then replayed, an AJAX add as ever.
		await markWindow( page );
		const answer = page.waitForResponse( /wc-ajax=add_to_cart/ );
		await card( page, SIMPLE )
			.locator( 'a.ajax_add_to_cart' )
			.dispatchEvent( 'click' );
		expect( ( await answer ).status() ).toBe( 200 );
		await expectPanelOpen( page );
		await expect( panelItems( page ) ).toHaveCount( 1 );
		expect( await windowMarked( page ) ).toBe( true );
		expect( loaded() ).toBe( 1 );
		// With something in the cart the next page loads the island at once;
		// the lists island, with no list, still waits for its buttons.
		island.reset();
		const lists = countRequests( page, '/build/lists/index.js' );
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		await expect.poll( loaded ).toBe( 1 );
		expect( lists.count() ).toBe( 0 );
		await expect(
			page.locator( 'template[data-vitrina-scripts="cart"]' )
		).toBeAttached();
		await opener( page ).click();
		await expectPanelOpen( page );
	} );

	test( 'adds from a card without a page load, opening the side panel', async ( {
		page,
	} ) => {
		await ready( page, '/shop/' );
		// The island's script waits for the first use of its markup (a
		// template the runtime runs); the page (templates too) has none of
		// WooCommerce's add-to-cart and fragments scripts, which it replaces.
		expect(
			await page
				.locator( 'template[data-vitrina-scripts="cart"]' )
				.evaluate( ( el ) => el.innerHTML )
		).toContain( '/build/cart/index.js' );
		const html = await page.content();
		expect( html ).not.toMatch( /frontend\/add-to-cart(\.min)?\.js/ );
		expect( html ).not.toMatch( /frontend\/cart-fragments(\.min)?\.js/ );

		await markWindow( page );
		const button = card( page, SIMPLE ).locator( 'a.ajax_add_to_cart' );
		const answer = page.waitForResponse( /wc-ajax=add_to_cart/ );
		await button.click();
		expect( ( await answer ).status() ).toBe( 200 );
		await expect( button ).toHaveClass( /\badded\b/ );
		await expect(
			card( page, SIMPLE ).locator( 'a.added_to_cart' )
		).toHaveAttribute( 'href', /\/cart\/$/ );
		await expectPanelOpen( page );
		await expect( panelItems( page ) ).toHaveCount( 1 );
		await expect( panelItems( page ) ).toContainText( SIMPLE_NAME );
		await expect(
			panel( page ).locator( '.vitrina-cart-count' )
		).toHaveAttribute( 'data-count', '1' );
		await expect( opener( page ) ).toContainText( '1' );
		expect( await windowMarked( page ) ).toBe( true );
	} );

	test( 'adds a chosen variation with its quantity from the product page @both-themes', async ( {
		page,
	} ) => {
		await ready( page, `/product/${ VARIABLE }/` );
		await markWindow( page );
		const form = page.locator( 'form.variations_form' );
		await form
			.locator( 'select[name="attribute_pa_color"]' )
			.selectOption( 'sinij' );
		await form
			.locator( 'select[name="attribute_pa_size"]' )
			.selectOption( '3-l' );
		await form.locator( 'input.qty' ).fill( '2' );
		await addFromForm( page, form );
		await expectPanelOpen( page );
		await expect( panelItems( page ) ).toHaveCount( 1 );
		await expect( panelItems( page ) ).toContainText( 'Синий' );
		await expect(
			panelItems( page ).locator( '[data-vitrina-qty] input' )
		).toHaveValue( '2' );
		await expect(
			form.locator( 'button.single_add_to_cart_button' )
		).toHaveClass( /\badded\b/ );
		expect( await windowMarked( page ) ).toBe( true );
	} );

	test( "a guest's simple product page loads no jQuery until its form is used, then adds with the chosen quantity @both-themes", async ( {
		page,
	} ) => {
		const scripts = scriptRequests( page );
		await ready( page, `/product/${ SIMPLE }/` );
		// WooCommerce's general script is left out of a guest's product page
		// (includes/Assets/WooCommerceScript.php), and jQuery with it.
		expect( scripts.filter( ( p ) => JQUERY_SCRIPTS.test( p ) ) ).toEqual(
			[]
		);
		expect( await page.evaluate( () => 'jQuery' in window ) ).toBe( false );
		await markWindow( page );

		const form = page.locator( 'form.cart' ).first();
		await form.locator( 'input.qty' ).fill( '2' );
		await form.locator( 'button.single_add_to_cart_button' ).click();
		await expectPanelOpen( page );
		await expect( panelItems( page ) ).toContainText( SIMPLE_NAME );
		await expect(
			panelItems( page ).locator( '[data-vitrina-qty] input' )
		).toHaveValue( '2' );
		// The cart island brought jQuery with the form's first use (for
		// WooCommerce's events), and WooCommerce's general script stayed out.
		expect(
			scripts.some( ( p ) => /\/jquery(\.min)?\.js$/.test( p ) )
		).toBe( true );
		expect(
			scripts.filter( ( p ) => /\/frontend\/woocommerce/.test( p ) )
		).toEqual( [] );
		expect( await windowMarked( page ) ).toBe( true );
	} );

	test( 'the side panel: opener, closing paths, quantity and removing @both-themes', async ( {
		page,
	} ) => {
		await addSimpleFromCard( page );
		const close = page.getByRole( 'button', {
			name: /Close the cart|Закрыть корзину/,
		} );
		await close.click();
		await expectPanelOpen( page, false );

		await opener( page ).click();
		await expectPanelOpen( page );
		await expect( close ).toBeFocused();
		// The panel covers the header's opener; a click on it (a theme may
		// keep it above the overlay) closes the panel.
		await opener( page ).dispatchEvent( 'click' );
		await expectPanelOpen( page, false );

		await opener( page ).click();
		await expectPanelOpen( page );
		await page.keyboard.press( 'Escape' );
		await expectPanelOpen( page, false );
		await expect( opener( page ) ).toBeFocused();

		await opener( page ).click();
		await page.locator( '[data-vitrina-cart-overlay]' ).click( {
			position: { x: 20, y: 300 },
		} );
		await expectPanelOpen( page, false );

		// Focus stays inside while open.
		await opener( page ).click();
		for ( let i = 0; i < 12; i++ ) {
			await page.keyboard.press( 'Tab' );
			await expect( panel( page ).locator( ':focus' ) ).toHaveCount( 1 );
		}

		// Quantity, then removing.
		const update = page.waitForResponse(
			/wc-ajax=woodmart_update_cart_item/
		);
		await panelItems( page ).locator( 'button[data-step="1"]' ).click();
		expect( ( await update ).status() ).toBe( 200 );
		await expect(
			panel( page ).locator( '.vitrina-cart-count' )
		).toHaveAttribute( 'data-count', '2' );
		const removed = page.waitForResponse( /wc-ajax=remove_from_cart/ );
		await panelItems( page ).locator( '.remove_from_cart_button' ).click();
		await removed;
		await expect( panelItems( page ) ).toHaveCount( 0 );
		await expect(
			panel( page ).locator( '.vitrina-cart-count' )
		).toHaveAttribute( 'data-count', '0' );
	} );

	for ( const path of [ '/cart/', '/checkout/' ] ) {
		test( `on ${ path } the header cart is a plain link to the cart (on a block theme: the checkout header's Cart Link, the cart page's hidden Mini-Cart) @both-themes`, async ( {
			page,
		} ) => {
			await addSimpleFromCard( page );
			await page.goto( path );
			await expect( page.locator( '#vitrina-cart-panel' ) ).toHaveCount(
				0
			);
			const scripts = ( await scriptSources( page ) ).join( ' ' );
			expect( scripts ).not.toContain( '/build/cart/' );
			// Storefront's cart link, or on a block theme the Cart Link block
			// of WooCommerce's checkout header.
			const link = page.locator(
				'#site-header-cart a.cart-contents, header a.wc-block-cart-link'
			);
			if ( ! ( await link.count() ) ) {
				// The block theme's Mini-Cart draws no cart on the cart page
				// (WooCommerce's hidden, disabled button).
				await expect(
					page.locator( 'header .wc-block-mini-cart' ).first()
				).toHaveCSS( 'visibility', 'hidden' );
				await expect( opener( page ).first() ).toBeDisabled();
				return;
			}
			await link.click();
			await expect( page ).toHaveURL( /\/cart\/$/ );
			await expect(
				page.locator( '.woocommerce-cart-form' )
			).toContainText( SIMPLE_NAME );
		} );
	}

	test( 'quick view of a variable product: picture beside the summary, choose, add, previous and next @both-themes', async ( {
		page,
	} ) => {
		await ready( page, '/shop/' );
		// WooCommerce's variation script is not loaded with the shop page:
		// it waits for the first variable product shown (on a block theme's
		// catalogue jQuery itself comes with the cart island).
		const variationScript = () =>
			page.evaluate( () => [
				[ ...document.scripts ].some( ( script ) =>
					/add-to-cart-variation/.test( script.src )
				),
				typeof (
					window as unknown as {
						jQuery?: { fn: { wc_variation_form?: unknown } };
					}
				 ).jQuery?.fn.wc_variation_form,
			] );
		expect( await variationScript() ).toEqual( [ false, 'undefined' ] );
		const popup = page.locator( '#vitrina-quick-view' );
		const button = card( page, VARIABLE ).locator( '.open-quick-view' );
		const answer = page.waitForResponse( /wc-ajax=woodmart_quick_view/ );
		await button.click();
		expect( ( await answer ).status() ).toBe( 200 );
		await expect( popup ).toHaveClass( /vitrina-quick-view--open/ );
		await expect( popup.locator( '.product_title' ) ).toHaveText(
			'Кастрюля эмалированная «Классика»'
		);
		// Inside the window, the picture and the summary side by side, each
		// half of the dialog (not a theme's product-page floats in a grid).
		const dialog = await popup.boundingBox();
		const picture = await popup
			.locator( '.vitrina-quick-view-product__gallery' )
			.boundingBox();
		const summary = await popup
			.locator( '.vitrina-quick-view-product__summary' )
			.boundingBox();
		expect( dialog!.x + dialog!.width ).toBeLessThanOrEqual(
			page.viewportSize()!.width
		);
		for ( const column of [ picture!, summary! ] ) {
			expect( column.width ).toBeGreaterThan( dialog!.width * 0.4 );
		}
		expect( summary!.x ).toBeGreaterThanOrEqual(
			picture!.x + picture!.width
		);
		// Previous and next products of the same list.
		await expect(
			popup.locator( '[data-vitrina-quick-view-next]' )
		).toBeVisible();
		const form = popup.locator( 'form.variations_form' );
		await form
			.locator( 'select[name="attribute_pa_color"]' )
			.selectOption( 'belyj' );
		await form
			.locator( 'select[name="attribute_pa_size"]' )
			.selectOption( '2-l' );
		// WooCommerce's variation script runs inside the popup.
		expect( await variationScript() ).toEqual( [ true, 'function' ] );
		await expect(
			form.locator( '.woocommerce-variation-price' )
		).toContainText( '1' );
		await expect(
			form.locator( 'input[name="variation_id"]' )
		).not.toHaveValue( '' );
		await form.locator( 'button.single_add_to_cart_button' ).click();
		await expectPanelOpen( page );
		await expect( popup ).not.toHaveClass( /vitrina-quick-view--open/ );
		await expect( panelItems( page ) ).toContainText( 'Белый' );

		await page.keyboard.press( 'Escape' );
		await button.click();
		await expect( popup ).toHaveClass( /vitrina-quick-view--open/ );
		const first = await popup.locator( '.product_title' ).textContent();
		await popup.locator( '[data-vitrina-quick-view-next]' ).click();
		await expect( popup.locator( '.product_title' ) ).not.toHaveText(
			first || ''
		);
		await popup.locator( '[data-vitrina-quick-view-prev]' ).click();
		await expect( popup.locator( '.product_title' ) ).toHaveText(
			first || ''
		);
		await popup
			.getByRole( 'button', { name: /^(Close|Закрыть)$/ } )
			.click();
		await expect( popup ).not.toHaveClass( /vitrina-quick-view--open/ );
		await expect( button ).toBeFocused();
	} );

	test( 'quick shop: the card loads the form, adds, and closes @both-themes', async ( {
		page,
	} ) => {
		await ready( page, '/shop/' );
		const product = card( page, VARIABLE );
		const openButton = product.locator( '.vitrina-quick-shop-open' );
		const answer = page.waitForResponse( /wc-ajax=woodmart_quick_shop/ );
		await openButton.click();
		expect( ( await answer ).status() ).toBe( 200 );
		const box = product.locator( '[data-vitrina-quick-shop]' );
		await expect( box ).toBeVisible();
		await expect( openButton ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( page.url() ).toContain( '/shop/' );

		await box.locator( '[data-vitrina-quick-shop-close]' ).click();
		await expect( box ).toBeHidden();
		await openButton.click();
		await expect( box ).toBeVisible();

		await box
			.locator( 'select[name="attribute_pa_color"]' )
			.selectOption( 'krasnyj' );
		await box
			.locator( 'select[name="attribute_pa_size"]' )
			.selectOption( '5-l' );
		await expect(
			box.locator( 'input[name="variation_id"]' )
		).not.toHaveValue( '' );
		await box.locator( 'button.single_add_to_cart_button' ).click();
		await expectPanelOpen( page );
		await expect( box ).toBeHidden();
		await expect( panelItems( page ) ).toContainText( 'Красный' );
	} );

	test( 'the cart survives a reload from the stored fragments, and a cached page shows the right cart', async ( {
		page,
		browser,
	} ) => {
		// A copy of the shop page as a full-page cache would keep it (empty cart).
		const anonymous = await browser.newContext();
		const cachedHtml = await (
			await anonymous.request.get( '/shop/' )
		).text();
		await anonymous.close();
		expect( cachedHtml ).toContain( 'vitrina-cart-panel' );

		await addSimpleFromCard( page );
		// The page's personal requests: the shopper state, WooCommerce's fragments.
		const personal: Request[] = [];
		page.on( 'request', ( request ) => {
			if (
				/get_refreshed_fragments|\/vitrina\/v1\/state/.test(
					request.url()
				)
			) {
				personal.push( request );
			}
		} );
		const fragmentCalls = () =>
			personal.filter( ( r ) =>
				r.url().includes( 'get_refreshed_fragments' )
			);
		const stateAnswer = () =>
			page.waitForResponse( /\/vitrina\/v1\/state/ );
		await ready( page, '/shop/' );
		await expect( panelItems( page ) ).toHaveCount( 1 );
		await expect( panelItems( page ) ).toContainText( SIMPLE_NAME );
		expect( fragmentCalls() ).toHaveLength( 0 );

		// The cached copy: the state's cart hash matches the stored copy, which
		// the state request names, so the answer does not carry it again.
		await page.route( /\/shop\/$/, ( route ) =>
			route.fulfill( { body: cachedHtml, contentType: 'text/html' } )
		);
		const held = await page.evaluate( () =>
			Object.entries( window.sessionStorage ).find( ( [ key ] ) =>
				key.startsWith( 'wc_cart_hash_' )
			)
		);
		expect( held?.[ 1 ] ).toMatch( /^[0-9a-f]{32}$/ );
		let answer = stateAnswer();
		await ready( page, '/shop/' );
		expect(
			new URL( ( await answer ).url() ).searchParams.get( 'known' )
		).toBe( held![ 1 ] );
		expect( await ( await answer ).json() ).not.toHaveProperty(
			'cartFragments'
		);
		await expect( panelItems( page ) ).toHaveCount( 1 );
		await expect(
			panel( page ).locator( '.vitrina-cart-count' )
		).toHaveAttribute( 'data-count', '1' );
		expect( fragmentCalls() ).toHaveLength( 0 );

		// Without the stored copy the cached page's one personal request, the
		// shopper state, carries the fragments: no second request.
		await page.evaluate( () => window.sessionStorage.clear() );
		personal.length = 0;
		answer = stateAnswer();
		await ready( page, '/shop/' );
		await expect( panelItems( page ) ).toHaveCount( 1 );
		await expect( panelItems( page ) ).toContainText( SIMPLE_NAME );
		expect( personal ).toHaveLength( 1 );
		const asked = new URL( ( await answer ).url() ).searchParams;
		expect( asked.get( 'fragments' ) ).toBe( '1' );
		expect( asked.get( 'known' ) ).toBeNull();
		expect( await ( await answer ).json() ).toHaveProperty(
			'cartFragments.hash',
			held![ 1 ]
		);
		await page.unroute( /\/shop\/$/ );

		// The cart and the checkout are pages no cache keeps: they print the
		// state, and make no personal request at all.
		personal.length = 0;
		for ( const path of [ '/cart/', '/checkout/' ] ) {
			await page.goto( path );
			await page.waitForLoadState( 'networkidle' );
			const shown = await page.evaluate( () => {
				const printed = document.getElementById(
					'vitrina-settings-runtime'
				)?.textContent;
				return printed ? JSON.parse( printed ).state : undefined;
			} );
			expect( shown ).toMatchObject( { cart: { count: 1 } } );
		}
		expect( personal.map( ( request ) => request.url() ) ).toEqual( [] );
	} );

	test.describe( 'the added popup', () => {
		test.afterEach( () => setShopSettings( { add_to_cart_action: null } ) );

		test( 'with add_to_cart_action popup, the popup opens after adding', async ( {
			page,
			browser,
		} ) => {
			// Set through the settings screen, as a shop owner does; put back by
			// the block's afterEach even when the test is cut off.
			const admin = await browser.newPage();
			const setAction = async ( value: string ) => {
				await admin.goto( '/wp-admin/admin.php?page=vitrina&tab=cart' );
				await admin
					.locator( '#vitrina-add-to-cart-action' )
					.selectOption( value );
				await admin.locator( '#submit' ).click();
				await expect(
					admin.locator( '#vitrina-add-to-cart-action' )
				).toHaveValue( value );
			};
			await login( admin );
			await setAction( 'popup' );
			try {
				await ready( page, '/shop/' );
				await card( page, SIMPLE )
					.locator( 'a.ajax_add_to_cart' )
					.click();
				const popup = page.locator( '#vitrina-added-popup' );
				await expect( popup ).toHaveClass(
					/vitrina-added-popup--open/
				);
				await expectPanelOpen( page, false );
				await expect(
					popup.getByRole( 'link', {
						name: /View cart|Просмотр корзины/,
					} )
				).toHaveAttribute( 'href', /\/cart\/$/ );
				await popup
					.getByRole( 'button', {
						name: /Continue shopping|Продолжить покупки/,
					} )
					.click();
				await expect( popup ).not.toHaveClass(
					/vitrina-added-popup--open/
				);
				await expect( panelItems( page ) ).toHaveCount( 1 );
			} finally {
				await admin.close();
			}
		} );
	} );
} );

/**
 * Holds the page's next add-to-cart request (wc-ajax endpoint) until the
 * returned function is called, then lets it through to the shop.
 *
 * @param page     The page.
 * @param endpoint The wc-ajax endpoint of the add.
 */
async function holdAdd( page: Page, endpoint: string ) {
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	const url = ( u: URL ) => u.searchParams.get( 'wc-ajax' ) === endpoint;
	await page.route( url, async ( route ) => {
		await held;
		await route.continue();
	} );
	return () => release();
}

test.describe( 'the notices of WooCommerce, and leaving right after adding', () => {
	test( 'a simple product page shows WooCommerce’s added-to-cart notice', async ( {
		page,
	} ) => {
		const expected = addedMessage( SIMPLE, 1 );
		expect( expected ).toContain( SIMPLE_NAME );
		await ready( page, `/product/${ SIMPLE }/` );
		await markWindow( page );
		await page.locator( 'button.single_add_to_cart_button' ).click();
		await expect( notices( page ).locator( NOTICE.success ) ).toHaveText(
			expected
		);
		await expect(
			notices( page ).getByRole( 'link', {
				name: /View cart|Просмотр корзины/,
			} )
		).toHaveAttribute( 'href', /\/cart\/$/ );
		await expectPanelOpen( page );
		expect( await windowMarked( page ) ).toBe( true );
	} );

	test( 'a variable product page shows WooCommerce’s added-to-cart notice', async ( {
		page,
	} ) => {
		const expected = addedMessage( VARIABLE, 2 );
		await ready( page, `/product/${ VARIABLE }/` );
		const form = page.locator( 'form.variations_form' );
		await form
			.locator( 'select[name="attribute_pa_color"]' )
			.selectOption( 'krasnyj' );
		await form
			.locator( 'select[name="attribute_pa_size"]' )
			.selectOption( '2-l' );
		await form.locator( 'input.qty' ).fill( '2' );
		await form.locator( 'button.single_add_to_cart_button' ).click();
		await expect( notices( page ).locator( NOTICE.success ) ).toHaveText(
			expected
		);
		await expect( panelItems( page ) ).toHaveCount( 1 );
	} );

	test( 'added, then straight to the cart: the product is in it', async ( {
		page,
	} ) => {
		// A phone: Storefront's bottom bar links to the cart.
		await page.setViewportSize( { width: 390, height: 844 } );
		await ready( page, `/product/${ SIMPLE }/` );
		// The cart link is followed while the add is still on its way (held
		// here until then; answered, the island would open its panel).
		const release = await holdAdd( page, 'woodmart_ajax_add_to_cart' );
		await page.locator( 'button.single_add_to_cart_button' ).click();
		await page.locator( 'a.footer-cart-contents' ).click();
		release();
		await expect( page ).toHaveURL( /\/cart\/$/ );
		await expect( page.locator( 'td.product-name' ) ).toContainText(
			SIMPLE_NAME
		);
	} );

	test( 'added from a card, then straight to the cart: the product is in it', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await ready( page, '/shop/' );
		const release = await holdAdd( page, 'add_to_cart' );
		await card( page, SIMPLE ).locator( 'a.ajax_add_to_cart' ).click();
		await page.locator( 'a.footer-cart-contents' ).click();
		release();
		await expect( page ).toHaveURL( /\/cart\/$/ );
		await expect( page.locator( 'td.product-name' ) ).toContainText(
			SIMPLE_NAME
		);
	} );
} );

test.describe( "the cart page's shipping calculator", () => {
	test( 'brings WooCommerce’s searchable country list with its first use, not with the page @both-themes', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await addSimpleFromCard( page );
		const loaded: string[] = [];
		page.on( 'request', ( request ) => {
			const path = new URL( request.url() ).pathname;
			if ( /selectWoo|select2|build\/calculator\//.test( path ) ) {
				loaded.push( path );
			}
		} );
		await page.goto( '/cart/' );
		const button = page.locator( '.shipping-calculator-button' );
		await expect( button ).toBeVisible();
		await page.waitForLoadState( 'load' );
		expect( loaded ).toEqual( [] );
		// The click that comes with the first use waits for the island and
		// opens the calculator.
		await button.click();
		const form = page.locator( '.shipping-calculator-form' );
		await expect( form ).toBeVisible();
		const country = form.locator(
			'#calc_shipping_country + .select2-container'
		);
		await expect( country ).toBeVisible();
		expect( loaded ).toEqual(
			expect.arrayContaining( [
				expect.stringMatching( /selectWoo\.full\.min\.js$/ ),
				expect.stringMatching( /select2\.css$/ ),
				expect.stringMatching( /build\/calculator\/index\.js$/ ),
			] )
		);
		// Styled by selectWoo's stylesheet: the native list is kept for
		// screen readers only, out of the flow.
		await expect( page.locator( '#calc_shipping_country' ) ).toHaveCSS(
			'position',
			'absolute'
		);
		// Searchable: typed, chosen, the form's list has the value.
		await country.click();
		await page.keyboard.type( 'Bela' );
		await page.keyboard.press( 'Enter' );
		await expect( page.locator( '#calc_shipping_country' ) ).toHaveValue(
			'BY'
		);
		await expect( country ).toContainText( /Belarus|Беларусь/ );
	} );
} );
