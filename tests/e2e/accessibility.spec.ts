import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
	cartWithProduct,
	checkoutWithWidget,
	choosePickupPoint,
	fillRecipient,
	nextStep,
	widget,
} from './checkout';
import { headerCart, login, openWithState } from './utils';

/**
 * Accessibility checks with axe-core (WCAG 2.2 A and AA, and axe's best
 * practices) on the storefront's pages and on every part Vitrina opens over
 * them, on both themes; on the delivery widget's steps and on the admin
 * screens (their markup is the same on any theme).
 *
 * A finding fails the test unless it is one of THEIRS: findings of the theme,
 * WooCommerce or WordPress core that the same page shows without Vitrina
 * (each checked with the plugin switched off) and that no markup of ours
 * causes. Anything else, including any finding in our own markup, fails.
 */

const SIMPLE = 'banka-dlya-sypuchih-1-l';
const VARIABLE = 'kastryulya-emalirovannaya-klassika';

const TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22aa',
	'best-practice',
];

/**
 * Findings of the theme, WooCommerce or core: rule => where they stand (the
 * node, or an element around it, matches the selector).
 */
const THEIRS: Record< string, string > = {
	// Storefront's greys (the header cart's count, struck-through regular
	// prices), the blue of WooCommerce's notices, and WooCommerce's sale
	// badge on Twenty Twenty-Five.
	'color-contrast':
		'.cart-contents .count, del, .woocommerce-info, .cart-empty, .onsale',
	// WooCommerce's checkout form (an h3 after the page's h1), and Twenty
	// Twenty-Five's checkout template (no h1; a header in a header). The
	// delivery widget's frame has no h1 by decision: a screen reader reads a
	// frame as part of its page, and the widget's step headings (h2) join
	// the page's outline under its delivery section, where an h1 would break
	// the page's heading order.
	'heading-order': '.woocommerce-billing-fields > h3',
	'page-has-heading-one': 'html',
	'landmark-banner-is-top-level': '.wp-block-template-part > header',
	'landmark-no-duplicate-banner': '.wp-block-template-part',
	// Storefront prints the shop's pagination twice with one name; Twenty
	// Twenty-Five's checkout header (above).
	'landmark-unique': '.woocommerce-pagination, .wp-block-template-part',
	// A link holding a picture and the same name: WooCommerce's mini-cart
	// item (in our panel too: WooCommerce's template) and Storefront's
	// previous/next product links.
	'image-redundant-alt':
		'.woocommerce-mini-cart-item, .storefront-product-pagination',
	// Core's speak regions and Storefront's sticky add-to-cart bar.
	region: '[id^="a11y-speak-"], .storefront-sticky-add-to-cart',
	// The Mini-Cart block's closed drawer (WooCommerce).
	'aria-hidden-focus': '.wc-block-mini-cart__drawer',
	// The admin bar's menus (core: list items with role=group), and the
	// block editor's post title (core: an h1 with role=textbox).
	'aria-allowed-role': '#wpadminbar, .editor-post-title',
};

/**
 * Runs axe on the page as it is now and returns the findings that are not
 * the theme's, WooCommerce's or core's, one line each.
 *
 * @param page The page.
 */
async function findings( page: Page ): Promise< string[] > {
	// No jQuery animation half-way either (WooCommerce fades its variation
	// form's Clear link in, whatever the reduced-motion setting).
	await page.waitForFunction( () => {
		const jq = (
			window as unknown as {
				jQuery?: ( s: string ) => ArrayLike< unknown >;
			}
		 ).jQuery;
		return ! jq || jq( ':animated' ).length === 0;
	} );
	const result = await new AxeBuilder( { page } ).withTags( TAGS ).analyze();
	const lines: string[] = [];
	for ( const violation of result.violations ) {
		const theirs = THEIRS[ violation.id ];
		for ( const node of violation.nodes ) {
			// The node's own selector, in the page or in one of its frames.
			const selector = String( node.target[ node.target.length - 1 ] );
			let known = false;
			for ( const frame of theirs ? page.frames() : [] ) {
				known ||= await frame.evaluate(
					( [ own, where ] ) =>
						!! document.querySelector( own )?.closest( where ),
					[ selector, theirs ]
				);
			}
			if ( ! known ) {
				lines.push( `${ violation.id }: ${ node.target.join( ' ' ) }` );
			}
		}
	}
	return lines;
}

test.describe( 'accessibility (axe)', () => {
	// Nothing half-way through an animation: axe measures the colours as
	// they end.
	test.use( { reducedMotion: 'reduce' } );

	test( 'the storefront’s pages @both-themes', async ( { page } ) => {
		test.setTimeout( 120_000 );
		for ( const address of [
			'/',
			'/shop/',
			`/product/${ SIMPLE }/`,
			`/product/${ VARIABLE }/`,
			'/wishlist/',
			'/compare/',
			'/karuseli/',
		] ) {
			await openWithState( page, address );
			expect( await findings( page ), address ).toEqual( [] );
		}
	} );

	test( 'what opens over them: quick view, the cart panel, search suggestions, the lightbox, the mobile menu @both-themes', async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await openWithState( page, '/shop/' );

		const quickView = page.locator( '#vitrina-quick-view' );
		await page.locator( '.open-quick-view' ).first().click();
		await expect( quickView ).toHaveClass( /vitrina-quick-view--open/ );
		expect( await findings( page ), 'quick view' ).toEqual( [] );
		await page.keyboard.press( 'Escape' );
		await expect( quickView ).not.toHaveClass( /vitrina-quick-view--open/ );

		const panel = page.locator( '#vitrina-cart-panel' );
		await headerCart( page ).first().click();
		await expect( panel ).toHaveClass( /vitrina-cart-panel--open/ );
		expect( await findings( page ), 'cart panel' ).toEqual( [] );
		await page.keyboard.press( 'Escape' );
		await expect( panel ).not.toHaveClass( /vitrina-cart-panel--open/ );

		// The live form loads on first use (the pointer over it); the page's
		// top, where the header shows it in full.
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await page.locator( '.vitrina-header-search' ).first().hover();
		const search = page
			.locator( '.vitrina-header-search .vitrina-search' )
			.first();
		await search.getByRole( 'combobox' ).click();
		await search.getByRole( 'combobox' ).pressSequentially( 'сков' );
		await expect( search.getByRole( 'option' ).first() ).toBeVisible();
		expect( await findings( page ), 'search suggestions' ).toEqual( [] );

		await openWithState( page, `/product/${ VARIABLE }/` );
		await page.locator( '.vitrina-gallery__open' ).first().click();
		await expect( page.locator( '.pswp' ) ).toHaveClass( /pswp--open/ );
		expect( await findings( page ), 'lightbox' ).toEqual( [] );

		await page.setViewportSize( { width: 390, height: 844 } );
		await openWithState( page, '/shop/' );
		await page
			.locator(
				'#site-navigation-menu-toggle, header .wp-block-navigation__responsive-container-open'
			)
			.first()
			.click();
		await expect(
			page.getByRole( 'dialog', { name: /^(Меню|Menu)$/ } )
		).toBeVisible();
		expect( await findings( page ), 'mobile menu' ).toEqual( [] );
	} );

	test( 'the cart and the checkout with the delivery widget @both-themes', async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		await cartWithProduct( page );
		await expect( page.locator( '#vitrina-cart-panel' ) ).toHaveClass(
			/vitrina-cart-panel--open/
		);
		expect( await findings( page ), 'cart panel after an add' ).toEqual(
			[]
		);
		await page.goto( '/cart/' );
		await page.waitForLoadState( 'networkidle' );
		expect( await findings( page ), 'cart' ).toEqual( [] );
		// The checkout with the widget's frame loaded (it loads as its place
		// nears the viewport), so that the frame is scanned with the page.
		await checkoutWithWidget( page );
		await page.waitForLoadState( 'networkidle' );
		expect( await findings( page ), 'checkout' ).toEqual( [] );
	} );

	test( 'the lists with products, and a popup @both-themes', async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		for ( const list of [ 'wishlist', 'compare' ] ) {
			await page.goto( '/?product_cat=skovorody' );
			const button = page
				.locator( `li.product .vitrina-${ list }-button` )
				.first();
			await button.click();
			await expect( button ).toHaveAttribute( 'data-state', 'added' );
			await openWithState( page, `/${ list }/` );
			await expect(
				page
					.locator(
						`.vitrina-${ list }-product, .vitrina-compare table`
					)
					.first()
			).toBeVisible();
			expect( await findings( page ), list ).toEqual( [] );
		}

		await page.goto( '/akcii/' );
		await page.locator( 'a.vitrina-demo-subscribe' ).click();
		await expect(
			page.getByRole( 'dialog', { name: 'Скидка 10% на первый заказ' } )
		).toBeVisible();
		expect( await findings( page ), 'popup' ).toEqual( [] );
	} );

	test( 'the delivery widget, step by step', async ( { page } ) => {
		test.setTimeout( 120_000 );
		await cartWithProduct( page );
		await checkoutWithWidget( page );
		await choosePickupPoint( page );
		expect( await findings( page ), 'delivery and point' ).toEqual( [] );
		await nextStep( page, 'Продолжить' );
		await fillRecipient( page );
		expect( await findings( page ), 'recipient' ).toEqual( [] );
		await nextStep( page, 'Продолжить' );
		await expect(
			widget( page ).getByRole( 'button', { name: 'Подтвердить' } )
		).toBeVisible();
		expect( await findings( page ), 'confirmation' ).toEqual( [] );
	} );

	test( 'the admin screens: settings, search analytics, subscribers, popups', async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		await login( page );
		const screens = [
			'cart',
			'search',
			'product',
			'lists',
			'header',
			'chat',
			'tracking',
			'popups',
			'delivery',
			'data',
		].map( ( tab ) => `/wp-admin/admin.php?page=vitrina&tab=${ tab }` );
		screens.push(
			'/wp-admin/admin.php?page=vitrina-search',
			'/wp-admin/admin.php?page=vitrina-subscribers',
			'/wp-admin/edit.php?post_type=vitrina_popup',
			'/wp-admin/post-new.php?post_type=vitrina_popup'
		);
		for ( const address of screens ) {
			await page.goto( address );
			await page.waitForLoadState( 'networkidle' );
			if ( address.includes( 'post-new.php' ) ) {
				// The editor's canvas, scanned with the page once it is there.
				await expect(
					page
						.frameLocator( 'iframe[name="editor-canvas"]' )
						.locator( '.editor-post-title' )
				).toBeVisible();
			}
			expect( await findings( page ), address ).toEqual( [] );
		}
	} );
} );
