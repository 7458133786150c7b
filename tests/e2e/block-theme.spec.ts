import { expect, test, type Locator } from '@playwright/test';
import {
	expectMobileNavKeyboard,
	openWithState,
	themeState,
	watchProblems,
} from './utils';

/**
 * The storefront on WordPress's default block theme, Twenty Twenty-Five,
 * with WooCommerce's block templates: the same local shop and demo data,
 * served on that theme through the theme preview cookie (README, "On a block
 * theme").
 */
const VARIABLE = 'kastryulya-emalirovannaya-klassika';

/**
 * An element's box on the page (it must be shown).
 *
 * @param locator The element.
 */
async function box( locator: Locator ) {
	const found = await locator.boundingBox();
	if ( ! found ) {
		throw new Error( `not shown: ${ locator.toString() }` );
	}
	return found;
}

test.use( { storageState: themeState( 'twentytwentyfive' ) } );

test.describe( 'block theme', () => {
	test( 'the shop is served on Twenty Twenty-Five with WooCommerce’s block templates', async ( {
		page,
	} ) => {
		const watch = watchProblems( page );
		await page.goto( `/product/${ VARIABLE }/` );
		await expect( page.locator( 'body' ) ).toHaveClass(
			/wp-theme-twentytwentyfive/
		);
		// The Single Product block template (not the classic PHP template),
		// and the header WooCommerce gives a block theme.
		await expect(
			page.locator( '.wp-block-columns .wp-block-post-title' )
		).toHaveCount( 1 );
		await expect(
			page.locator( 'header .wp-block-woocommerce-mini-cart' )
		).toHaveCount( 1 );
		await page.goto( '/shop/' );
		await expect(
			page
				.locator( '.wp-block-woocommerce-product-collection li' )
				.first()
		).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		expect( watch.problems() ).toEqual( [] );
	} );

	test( 'product page: the gallery sits in the template’s left column, beside the summary; swatches and quantity buttons work', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		const watch = watchProblems( page );
		await openWithState( page, `/product/${ VARIABLE }/` );
		const columns = page.locator( '.wp-block-columns' ).filter( {
			has: page.locator( '.wp-block-post-title' ),
		} );
		const left = columns.locator( '> .wp-block-column' ).first();
		const right = columns.locator( '> .wp-block-column' ).nth( 1 );
		// One gallery on the page, ours, inside the left column (where the
		// template's gallery block is), WooCommerce's left out.
		const gallery = page.locator( '[data-vitrina-gallery]' );
		await expect( gallery ).toHaveCount( 1 );
		await expect( left.locator( '[data-vitrina-gallery]' ) ).toHaveCount(
			1
		);
		await expect( gallery ).toHaveClass( /is-ready/ );
		await expect(
			page.locator( '.woocommerce-product-gallery:not(.vitrina-gallery)' )
		).toHaveCount( 0 );
		// The title beside the gallery, not below it.
		const g = await box( gallery );
		const col = await box( left );
		const title = await box( right.locator( '.wp-block-post-title' ) );
		expect( g.x ).toBeGreaterThanOrEqual( col.x - 1 );
		expect( g.x + g.width ).toBeLessThanOrEqual( col.x + col.width + 1 );
		expect( g.width ).toBeGreaterThan( 200 );
		expect( title.x ).toBeGreaterThanOrEqual( g.x + g.width );
		expect( title.y ).toBeLessThan( g.y + g.height );

		// Swatches in the block add-to-cart form choose the variation.
		const form = right.locator( 'form.variations_form' );
		await expect( form ).toHaveCount( 1 );
		const swatches = form.locator(
			'[data-vitrina-swatches] .vitrina-swatch'
		);
		expect( await swatches.count() ).toBeGreaterThan( 1 );
		const groups = form.locator( '[data-vitrina-swatches]' );
		for ( let i = 0; i < ( await groups.count() ); i++ ) {
			await groups.nth( i ).locator( '.vitrina-swatch' ).first().click();
		}
		await expect(
			form.locator( '.single_add_to_cart_button' )
		).not.toHaveClass( /disabled/ );
		await expect(
			form.locator( '.woocommerce-variation-price' )
		).not.toBeEmpty();
		// The quantity buttons step the form's quantity.
		const quantity = form.locator( 'input.qty' );
		await expect( quantity ).toHaveValue( '1' );
		await form.locator( 'button[data-vitrina-qty-step]' ).last().click();
		await expect( quantity ).toHaveValue( '2' );
		await form.locator( 'button[data-vitrina-qty-step]' ).first().click();
		await expect( quantity ).toHaveValue( '1' );
		await page.waitForLoadState( 'networkidle' );
		expect( watch.problems() ).toEqual( [] );
	} );

	test( 'header: wishlist and compare counters and the live search beside the theme’s header blocks; a wishlist add updates the counter', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		const watch = watchProblems( page );
		await openWithState( page, `/product/${ VARIABLE }/` );
		const header = page.locator( 'header.wp-block-template-part' );
		// Inserted through the Block Hooks API into the theme's header, in
		// the row of its navigation, account and mini-cart blocks.
		const row = header
			.locator( '.wp-block-group' )
			.filter( {
				has: page.locator( '.wp-block-woocommerce-mini-cart' ),
			} )
			.last();
		const wishlist = row.locator(
			'.vitrina-header-wishlist .vitrina-wishlist-count'
		);
		const compare = row.locator(
			'.vitrina-header-compare .vitrina-compare-count'
		);
		// The same for every shopper until the lists island, which waits for
		// the first use of the counters and buttons, knows the count.
		await expect( wishlist ).toHaveAttribute( 'data-count', '' );
		await row.locator( '.vitrina-header-lists' ).hover();
		await expect( wishlist ).toHaveAttribute( 'data-count', '0' );
		await expect( wishlist ).toBeVisible();
		await expect( compare ).toBeVisible();
		const searchBox = row.locator( '.vitrina-header-search' );
		await expect( searchBox.locator( 'input[name="s"]' ) ).toBeVisible();
		// Beside the mini-cart, on its line.
		const cart = await box(
			row.locator( '.wp-block-woocommerce-mini-cart' )
		);
		const counters = await box( row.locator( '.vitrina-header-lists' ) );
		expect(
			Math.abs(
				counters.y + counters.height / 2 - ( cart.y + cart.height / 2 )
			)
		).toBeLessThan( cart.height );
		expect( counters.x + counters.width ).toBeLessThanOrEqual( cart.x );

		// A wishlist add: the counter follows.
		await page
			.locator( '.vitrina-list-buttons--single .vitrina-wishlist-button' )
			.click();
		await expect( wishlist ).toHaveAttribute( 'data-count', '1' );
		await expect( wishlist ).toHaveText( '1' );

		// The live search suggests.
		await searchBox.hover();
		const search = searchBox.locator( '.vitrina-search' );
		const input = search.getByRole( 'combobox' );
		await input.click();
		await expect( search ).toHaveClass( /vitrina-search--initialised/ );
		await input.pressSequentially( 'сков' );
		const options = search
			.getByRole( 'listbox', { name: /Suggestions|Подсказки/ } )
			.getByRole( 'option' );
		await expect( options.first() ).toContainText( /Сковорода/i );
		await page.waitForLoadState( 'networkidle' );
		expect( watch.problems() ).toEqual( [] );
	} );

	test( 'product grid: quick view, wishlist and compare on the Product Collection cards, after add to cart, in the theme’s button style', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		const watch = watchProblems( page );
		await openWithState( page, '/shop/' );
		const cards = page.locator(
			'.wp-block-woocommerce-product-template > li.wc-block-product'
		);
		expect( await cards.count() ).toBeGreaterThan( 3 );
		const card = cards.first();
		// One row of buttons per card, inside the card, beside its
		// add-to-cart button; none hanging outside the cards.
		const actions = card.locator( '.vitrina-card-actions' );
		await expect( actions ).toHaveCount( 1 );
		await expect( page.locator( '.vitrina-card-actions' ) ).toHaveCount(
			await cards.count()
		);
		await expect(
			page.locator(
				'.vitrina-quick-view-button:not(.vitrina-card-actions *), .vitrina-list-button:not(.vitrina-card-actions *)'
			)
		).toHaveCount( 0 );
		const buttons = actions.locator( '.wp-element-button' );
		await expect( buttons ).toHaveCount( 3 );
		const cart = await box(
			card.locator( '.wp-block-woocommerce-product-button button' )
		);
		const first = await box( buttons.nth( 0 ) );
		expect( Math.abs( first.y - cart.y ) ).toBeLessThanOrEqual( 1 );
		expect( first.x ).toBeGreaterThanOrEqual( cart.x + cart.width );
		const last = await box( buttons.nth( 2 ) );
		expect( Math.abs( first.y - last.y ) ).toBeLessThan( 2 );
		const cardBox = await box( card );
		expect( last.x + last.width ).toBeLessThanOrEqual(
			cardBox.x + cardBox.width + 1
		);
		// The theme's button colours (Twenty Twenty-Five: contrast on base).
		const [ addBg, ownBg ] = await Promise.all( [
			card
				.locator( '.wp-block-woocommerce-product-button button' )
				.evaluate( ( el ) => getComputedStyle( el ).backgroundColor ),
			buttons
				.nth( 1 )
				.evaluate( ( el ) => getComputedStyle( el ).backgroundColor ),
		] );
		expect( ownBg ).toBe( addBg );
		// Each has a name for screen readers.
		await expect( buttons.nth( 0 ) ).toHaveAccessibleName(
			/Быстрый просмотр|Quick view/
		);
		await expect( buttons.nth( 1 ) ).toHaveAccessibleName(
			/избранное|wishlist/i
		);

		// They work: a wishlist add marks the button; quick view opens and
		// its next product is the grid's next card.
		const wishlist = actions.locator( '.vitrina-wishlist-button' );
		await wishlist.click();
		await expect( wishlist ).toHaveAttribute( 'data-state', 'added' );
		await actions.locator( '.vitrina-quick-view-button' ).click();
		const popup = page.locator( '[data-vitrina-quick-view]' );
		await expect( popup ).toBeVisible();
		const title = async ( n: number ) =>
			(
				await cards
					.nth( n )
					.locator( '.wp-block-post-title' )
					.innerText()
			).trim();
		await expect( popup.locator( '.product_title' ) ).toHaveText(
			await title( 0 )
		);
		await popup.locator( '[data-vitrina-quick-view-next]' ).click();
		await expect( popup.locator( '.product_title' ) ).toHaveText(
			await title( 1 )
		);
		await page.waitForLoadState( 'networkidle' );
		expect( watch.problems() ).toEqual( [] );
	} );

	test( 'product page: the related products (Product Collection) and the up-sells (WooCommerce’s classic loop) carry the same card actions', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		const watch = watchProblems( page );
		await page.goto( `/product/${ VARIABLE }/` );
		const related = page.locator(
			'.wp-block-woocommerce-product-template > li.wc-block-product'
		);
		const upsells = page.locator( '.upsells li.product' );
		expect( await related.count() ).toBeGreaterThan( 0 );
		expect( await upsells.count() ).toBeGreaterThan( 0 );
		for ( const cards of [ related, upsells ] ) {
			const count = await cards.count();
			await expect(
				cards.locator( '.vitrina-card-actions' )
			).toHaveCount( count );
			await expect(
				cards.locator( '.vitrina-card-actions .wp-element-button' )
			).toHaveCount( 3 * count );
		}
		// Nothing of the classic cards' own buttons left beside them.
		await expect(
			page.locator(
				'.vitrina-list-buttons--card, .vitrina-quick-view-button:not(.vitrina-card-action)'
			)
		).toHaveCount( 0 );
		await page.waitForLoadState( 'networkidle' );
		expect( watch.problems() ).toEqual( [] );
	} );
} );

test.describe( 'block theme: the storefront’s chrome', () => {
	test( 'phone: the header sticks, compact; the menu button opens our navigation with the Navigation block’s menu, by keyboard, and gives focus back; scroll-to-top appears and works', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		const watch = watchProblems( page );
		await page.goto( '/shop/' );
		const header = page.locator( 'header.wp-block-template-part' );
		const opener = header.locator(
			'.wp-block-navigation__responsive-container-open'
		);
		const top = page.getByRole( 'button', {
			name: /Наверх|Scroll to top/,
		} );
		await expect( top ).toBeHidden();

		// Sticky and compact: at most 80 px, at the top, its menu button,
		// counters and cart on screen.
		await page.mouse.wheel( 0, 1500 );
		await expect( header ).toHaveClass( /vitrina-header--sticked/ );
		await expect( top ).toBeVisible();
		const sticked = await box( header );
		expect( sticked.y ).toBe( 0 );
		expect( sticked.height ).toBeLessThanOrEqual( 80 );
		for ( const kept of [
			opener,
			header.locator( '.vitrina-header-wishlist' ),
			header.locator( '.wp-block-woocommerce-mini-cart' ),
		] ) {
			await expect( kept ).toBeInViewport();
		}

		// The Navigation block's button opens our panel (not the block's
		// overlay), from the keyboard; it lists the block's menu.
		await opener.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', { name: 'Меню' } );
		await expect( dialog ).toBeVisible();
		await expect( opener ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			header.locator( '.wp-block-navigation__responsive-container' )
		).not.toHaveClass( /is-menu-open/ );
		const links = header.locator(
			'.wp-block-navigation__container a.wp-block-navigation-item__content'
		);
		const names = ( await links.allInnerTexts() ).map( ( t ) => t.trim() );
		expect( names.length ).toBeGreaterThan( 1 );
		for ( const name of names ) {
			await expect(
				dialog.getByRole( 'link', { name, exact: true } )
			).toBeVisible();
		}
		// Focus stays inside while it is open; Escape closes it and gives
		// the focus back to the button.
		// (its close button and the links: once round, and one more).
		await expectMobileNavKeyboard( page, dialog, opener, names.length + 2 );
		await expect( opener ).toHaveAttribute( 'aria-expanded', 'false' );

		// Scroll-to-top brings the shopper back; the header unsticks.
		await top.click();
		await expect
			.poll( () => page.evaluate( () => window.scrollY ) )
			.toBe( 0 );
		await expect( top ).toBeHidden();
		await expect( header ).not.toHaveClass( /vitrina-header--sticked/ );
		expect( watch.problems() ).toEqual( [] );
	} );

	test( 'desktop: the header sticks, compact, with its search and counters; a card button shows its tooltip; the demo popup opens from its link and closes on Escape', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		const watch = watchProblems( page );
		await page.goto( '/shop/' );
		const header = page.locator( 'header.wp-block-template-part' );
		await page.mouse.wheel( 0, 1500 );
		await expect( header ).toHaveClass( /vitrina-header--sticked/ );
		const sticked = await box( header );
		expect( sticked.y ).toBe( 0 );
		expect( sticked.height ).toBeLessThanOrEqual( 120 );
		for ( const kept of [
			header.locator( '.vitrina-header-search input[name="s"]' ),
			header.locator( '.vitrina-header-compare' ),
			header.locator( '.wp-block-woocommerce-mini-cart' ),
		] ) {
			await expect( kept ).toBeInViewport();
		}
		// Opaque: the page does not show through it.
		expect(
			await header.evaluate(
				( el ) => getComputedStyle( el ).backgroundColor
			)
		).not.toMatch( /^(transparent|rgba\(0, 0, 0, 0\))$/ );

		// Tooltips: a card's button names itself on hover.
		const button = page
			.locator( '.vitrina-card-actions [data-vitrina-tooltip]' )
			.nth( 4 );
		await button.scrollIntoViewIfNeeded();
		await page.mouse.move( 5, 5 );
		await expect( page.locator( '#vitrina-tooltip' ) ).toBeAttached();
		await button.hover();
		const tooltip = page.getByRole( 'tooltip' );
		await expect( tooltip ).toBeVisible();
		await expect( tooltip ).toHaveText(
			( await button.getAttribute( 'data-vitrina-tooltip' ) ) ?? 'x'
		);
		await expect( button ).toHaveAttribute(
			'aria-describedby',
			'vitrina-tooltip'
		);

		// A popup: the demo's subscription popup, from its link.
		await page.goto( '/akcii/' );
		const dialog = page.getByRole( 'dialog', {
			name: 'Скидка 10% на первый заказ',
		} );
		await expect( dialog ).toBeHidden();
		await page.locator( 'a.vitrina-demo-subscribe' ).click();
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'textbox', { name: /E-mail/ } )
		).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		expect( watch.problems() ).toEqual( [] );
	} );
} );
