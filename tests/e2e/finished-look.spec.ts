import { expect, test, type Locator, type Page } from '@playwright/test';
import { openWithState, themeState } from './utils';

/**
 * The shop looks finished on Storefront (and, in the tests tagged for both
 * themes, on Twenty Twenty-Five), in Russian, on a phone (390x844)
 * and on a desktop (1280x900): what a person would see wrong is measured
 * (counts of rating widgets, header height in px, widths and offsets,
 * the language of labels), not only screenshotted.
 */
const VARIABLE = 'kastryulya-emalirovannaya-klassika';

const SIZES = [
	{ name: 'phone', viewport: { width: 390, height: 844 }, header: 80 },
	{ name: 'desktop', viewport: { width: 1280, height: 900 }, header: 120 },
] as const;

/**
 * A box of an element (it must be on the page).
 *
 * @param locator The element.
 */
async function box( locator: Locator ) {
	const b = await locator.boundingBox();
	expect( b, 'the element has a box' ).not.toBeNull();
	return b!;
}

/** A box on the page. */
type Box = { x: number; y: number; width: number; height: number };

/**
 * Whether two boxes overlap.
 *
 * @param a A box.
 * @param b Another.
 */
const overlap = ( a: Box, b: Box ) =>
	a.x < b.x + b.width &&
	b.x < a.x + a.width &&
	a.y < b.y + b.height &&
	b.y < a.y + a.height;

/**
 * Opens the variable pot's page.
 *
 * @param page The page.
 */
async function openProduct( page: Page ) {
	await openWithState( page, `/product/${ VARIABLE }/` );
	await page.waitForLoadState( 'networkidle' );
}

/**
 * A card's four action buttons are one row of icon buttons of one size,
 * inside the card, each with a name.
 *
 * @param card    The card.
 * @param buttons Its buttons.
 * @return The first button's box.
 */
async function expectOneRow( card: Locator, buttons: Locator ) {
	await expect( buttons ).toHaveCount( 4 );
	const c = await box( card );
	const first = await box( buttons.first() );
	for ( const button of await buttons.all() ) {
		const b = await box( button );
		expect( Math.abs( b.y - first.y ) ).toBeLessThanOrEqual( 1 );
		expect( Math.abs( b.height - first.height ) ).toBeLessThanOrEqual( 1 );
		expect( b.width ).toBeLessThanOrEqual( 48 );
		expect( b.x ).toBeGreaterThanOrEqual( c.x - 1 );
		expect( b.x + b.width ).toBeLessThanOrEqual( c.x + c.width + 1 );
		await expect( button ).toHaveAccessibleName( /\S/ );
	}
	return first;
}

for ( const size of SIZES ) {
	test.describe( `finished look (${ size.name })`, () => {
		test.use( { viewport: size.viewport } );

		test( 'the product page shows one rating: the reviews’ average and count, and the shopper’s stars @both-themes', async ( {
			page,
		} ) => {
			await openProduct( page );
			// The summary beside the gallery: Storefront's, or the column of
			// the block template's title.
			const summary = page
				.locator( ':is(.summary, .wp-block-column):has(h1)' )
				.first();
			// WooCommerce's star display (classic, or its rating block) and
			// ours: one of them.
			const widgets = summary.locator(
				'.woocommerce-product-rating, .wc-block-components-product-rating, [data-vitrina-rating]'
			);
			await expect( widgets ).toHaveCount( 1 );
			const rating = summary.locator( '[data-vitrina-rating]' );
			// The demo pot has three reviews: 5, 4 and 5 stars.
			await expect( rating.locator( '.vitrina-rating__avg' ) ).toHaveText(
				'4,7'
			);
			await expect(
				rating.locator( '.vitrina-rating__reviews' )
			).toHaveText( /^3 отзыва$/ );
			await expect(
				rating.getByRole( 'group', { name: 'Ваша оценка' } )
			).toBeVisible();
			// Nothing contradicts it: no "0,0, голосов: 0" beside it.
			await expect( summary ).not.toContainText( /голосов/ );
		} );

		test( 'swatches choose on Enter, on the arrow keys and on a click, not only on Space', async ( {
			page,
		} ) => {
			await openProduct( page );
			const select = page.locator( 'select[name="attribute_pa_color"]' );
			const group = page.locator(
				'[data-vitrina-swatches="attribute_pa_color"]'
			);
			const swatches = group.locator( '.vitrina-swatch' );
			await expect( group ).toBeVisible();
			const values = await swatches.evaluateAll( ( els ) =>
				els.map( ( el ) => ( el as HTMLElement ).dataset.value || '' )
			);
			expect( values.length ).toBeGreaterThanOrEqual( 3 );
			const chosen = async ( i: number ) => {
				await expect( select ).toHaveValue( values[ i ] );
				await expect( swatches.nth( i ) ).toHaveAttribute(
					'aria-checked',
					'true'
				);
			};

			await swatches.first().focus();
			await page.keyboard.press( 'Enter' );
			await chosen( 0 );
			// A radio group: an arrow moves to the next swatch and chooses it.
			await page.keyboard.press( 'ArrowRight' );
			await expect( swatches.nth( 1 ) ).toBeFocused();
			await chosen( 1 );
			await page.keyboard.press( 'ArrowLeft' );
			await chosen( 0 );
			await swatches.nth( 2 ).click();
			await chosen( 2 );
			await page.keyboard.press( 'ArrowLeft' );
			await page.keyboard.press( 'Space' );
			await chosen( 1 );
		} );

		test( 'the gallery’s buttons and slides are labelled in Russian', async ( {
			page,
		} ) => {
			await openProduct( page );
			const gallery = page.locator( '[data-vitrina-gallery]' );
			await expect( gallery ).toHaveClass( /is-ready/ );
			// Every label is words of the shop's language, none English: on
			// the first view (the server's strip) and once the slider has
			// taken over on the shopper's first use of the gallery.
			const expectRussianLabels = async () => {
				const labels = await gallery
					.locator( '[aria-label]' )
					.evaluateAll( ( els ) =>
						els.map(
							( el ) => el.getAttribute( 'aria-label' ) || ''
						)
					);
				expect( labels.length ).toBeGreaterThan( 3 );
				for ( const label of labels ) {
					expect( label ).toMatch( /[а-яё]/i );
					expect( label ).not.toMatch( /[a-z]/i );
				}
				await expect(
					gallery.getByRole( 'button', {
						name: 'Следующее изображение',
					} )
				).toBeAttached();
			};
			await expectRussianLabels();
			await gallery.locator( '.swiper' ).first().hover();
			await expect(
				gallery.locator( '.swiper-initialized' ).first()
			).toBeAttached( { timeout: 15_000 } );
			await expectRussianLabels();
		} );

		test( 'quick view has the product page’s swatches and quantity buttons: a variation chosen by keyboard shows its price, picture and stock, and goes to the cart', async ( {
			page,
		} ) => {
			await page.goto( '/product-category/posuda/kastryuli/' );
			await page
				.locator( 'li.product', {
					has: page.locator( `a[href*="/${ VARIABLE }/"]` ),
				} )
				.locator( '.vitrina-quick-view-button' )
				.click();
			const dialog = page.locator( '[data-vitrina-quick-view]' );
			const colors = dialog.locator(
				'[data-vitrina-swatches="attribute_pa_color"] .vitrina-swatch'
			);
			const sizes = dialog.locator(
				'[data-vitrina-swatches="attribute_pa_size"] .vitrina-swatch'
			);
			await expect( colors ).toHaveCount( 3 );
			await expect( sizes.first() ).toBeVisible();
			// WooCommerce's selects stay the form's fields, out of sight.
			const selects = await dialog
				.locator( 'select' )
				.evaluateAll( ( els ) =>
					els.map( ( el ) => el.getBoundingClientRect().width )
				);
			expect( selects ).toHaveLength( 2 );
			expect( Math.max( ...selects ) ).toBeLessThan( 5 );
			const price = dialog.locator( '.woocommerce-variation-price' );
			const image = dialog.locator( '.wp-post-image' );
			// The demo pot starts red, 3 l (2 190 ₽); 2 l is 1 990 ₽.
			await expect( price ).toContainText( /2\s190/ );
			await sizes.first().focus();
			await page.keyboard.press( 'Enter' );
			await expect( price ).toContainText( /1\s990/ );
			await page.keyboard.press( 'ArrowRight' );
			await expect( sizes.nth( 1 ) ).toHaveAttribute(
				'aria-checked',
				'true'
			);
			await expect( price ).toContainText( /2\s190/ );
			await colors.first().focus();
			await page.keyboard.press( 'ArrowRight' );
			await expect( colors.nth( 1 ) ).toHaveAttribute(
				'aria-checked',
				'true'
			);
			await expect( image ).toHaveAttribute( 'src', /sinij/ );
			// The thumbnail row marks the picture shown, not the first.
			const marked = dialog.locator(
				'[data-vitrina-thumb][aria-pressed="true"]'
			);
			await expect( marked ).toHaveCount( 1 );
			await expect( marked ).toHaveAttribute( 'data-src', /sinij/ );
			await expect(
				dialog.locator( '.woocommerce-variation-availability' )
			).not.toBeEmpty();
			await dialog
				.getByRole( 'button', { name: 'Увеличить количество' } )
				.click();
			await expect( dialog.locator( 'input.qty' ) ).toHaveValue( '2' );
			await dialog
				.getByRole( 'button', { name: 'Уменьшить количество' } )
				.focus();
			await page.keyboard.press( 'Enter' );
			await page.keyboard.press( 'Tab' );
			await page.keyboard.press( 'Tab' );
			await page.keyboard.press( 'Space' );
			await expect( dialog.locator( 'input.qty' ) ).toHaveValue( '2' );
			await dialog.locator( '.single_add_to_cart_button' ).click();
			const panel = page.locator( '.vitrina-cart-panel' );
			await expect( panel ).toContainText( /Синий, 3 л/ );
			await expect( panel ).toContainText( /2 ×/ );
		} );

		test( 'a card’s add to cart, quick view, wishlist and compare are one row of icon buttons, named, with tooltips', async ( {
			page,
		} ) => {
			await page.goto( '/shop/' );
			const card = page.locator( 'ul.products li.product' ).first();
			const buttons = card.locator(
				'.vitrina-card-actions > a, .vitrina-card-actions button'
			);
			const first = await expectOneRow( card, buttons );
			// The name shows over a button focused from the keyboard.
			await buttons.first().focus();
			await page.keyboard.press( 'Tab' );
			await expect( buttons.nth( 1 ) ).toBeFocused();
			const tip = buttons
				.nth( 1 )
				.locator( '.vitrina-quick-view-button__label' );
			await expect( tip ).toHaveText( 'Быстрый просмотр' );
			const t = await box( tip );
			expect( t.width ).toBeGreaterThan( 40 );
			expect( t.y + t.height ).toBeLessThanOrEqual( first.y );
		} );

		test( 'the sticky header is compact', async ( { page } ) => {
			await page.goto( '/shop/' );
			const header = page.locator( '#masthead' );
			await page.mouse.wheel( 0, 1500 );
			await expect( header ).toHaveClass( /vitrina-header--sticked/ );
			const b = await box( header );
			expect( b.y ).toBe( 0 );
			expect( b.height ).toBeLessThanOrEqual( size.header );
			// What it keeps is on screen and usable.
			const keep =
				size.name === 'phone'
					? page.locator( '#site-navigation-menu-toggle' )
					: page.locator( '.site-header-cart' );
			await expect( keep ).toBeInViewport();
		} );
	} );
}

test.describe( 'finished look on Storefront (phone drawer)', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test( 'the mobile drawer holds the secondary menu too, and its submenus are indented', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await page.locator( '#site-navigation-menu-toggle' ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Меню' } );
		await expect( dialog ).toBeVisible();
		// Storefront's secondary menu (the top links of a desktop).
		await expect(
			dialog.getByRole( 'link', { name: 'Доставка и оплата' } )
		).toBeVisible();
		await dialog
			.getByRole( 'button', { name: 'Открыть подменю: Посуда' } )
			.click();
		const parent = await box(
			dialog.getByRole( 'link', { name: 'Посуда', exact: true } )
		);
		const child = await box(
			dialog.getByRole( 'link', { name: 'Кастрюли' } )
		);
		expect( child.x ).toBeGreaterThanOrEqual( parent.x + 10 );
	} );
} );

test.describe( 'finished look on Storefront (desktop header search)', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	test( 'the header search is a field before first use as after, and its suggestions hang under it, as wide', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		const search = page.locator( '.vitrina-header-search' );
		const input = search.locator( 'input[name="s"]' );
		const lists = page.locator( '.vitrina-header-lists' );
		// Before first use: the server's plain form.
		await expect( input ).not.toHaveAttribute( 'role', 'combobox' );
		const before = {
			header: await box( page.locator( '#masthead' ) ),
			search: await box( search ),
			input: await box( input ),
		};
		expect( before.input.width ).toBeGreaterThanOrEqual( 120 );
		expect( overlap( before.search, await box( lists ) ) ).toBe( false );
		for ( const control of await search
			.locator( 'input:visible, select:visible, button:visible' )
			.all() ) {
			const b = await box( control );
			// Every visible control of the form inside the form's place.
			expect( b.x ).toBeGreaterThanOrEqual( before.search.x - 1 );
			expect( b.x + b.width ).toBeLessThanOrEqual(
				before.search.x + before.search.width + 1
			);
		}

		// First use: the live form takes its place without moving anything.
		await search.hover();
		const live = search.locator( 'input[role="combobox"]' );
		await expect( live ).toBeVisible();
		const after = {
			header: await box( page.locator( '#masthead' ) ),
			search: await box( search ),
			input: await box( live ),
		};
		expect( after.header.height ).toBe( before.header.height );
		expect(
			Math.abs( after.search.x - before.search.x )
		).toBeLessThanOrEqual( 1 );
		expect(
			Math.abs( after.search.width - before.search.width )
		).toBeLessThanOrEqual( 1 );
		expect(
			Math.abs( after.input.width - before.input.width )
		).toBeLessThanOrEqual( 8 );
		expect( overlap( after.search, await box( lists ) ) ).toBe( false );

		// The suggestions: under the field, from its left edge to its right.
		await live.fill( 'кастрюля' );
		const panel = search.getByRole( 'listbox' );
		await expect( panel.getByRole( 'option' ).first() ).toBeVisible();
		const field = await box( search.locator( '.vitrina-search__form' ) );
		const p = await box( panel );
		expect( Math.abs( p.x - field.x ) ).toBeLessThanOrEqual( 1 );
		expect( Math.abs( p.width - field.width ) ).toBeLessThanOrEqual( 1 );
		expect( p.y ).toBeGreaterThanOrEqual( field.y + field.height - 1 );
	} );
} );

test.describe( 'finished look on Storefront (phone footer bar)', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test( 'the footer bar’s search gives the live suggestions, above the field and inside the screen', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const bar = page.locator( '.storefront-handheld-footer-bar' );
		await bar.locator( 'li.search > a' ).click();
		const input = bar.locator( 'input[name="s"]' );
		await input.click();
		await expect( bar.locator( 'input[role="combobox"]' ) ).toBeFocused();
		await page.keyboard.type( 'кастрюля' );
		const panel = bar.getByRole( 'listbox' );
		await expect( panel.getByRole( 'option' ).first() ).toBeVisible();
		await expect( panel.getByRole( 'option' ).first() ).toBeInViewport( {
			ratio: 1,
		} );
		const p = await box( panel );
		const field = await box( bar.locator( '.vitrina-search__form' ) );
		expect( p.x ).toBeGreaterThanOrEqual( 0 );
		expect( p.x + p.width ).toBeLessThanOrEqual( 390 );
		expect( p.y ).toBeGreaterThanOrEqual( 0 );
		expect( p.y + p.height ).toBeLessThanOrEqual( field.y + 1 );
		// A suggestion is one line of the list, as wide as it.
		const option = await box( panel.getByRole( 'option' ).first() );
		expect( option.width ).toBeGreaterThan( p.width - 20 );
	} );
} );

test.describe( 'finished look on Twenty Twenty-Five (phone)', () => {
	test.use( {
		viewport: { width: 390, height: 844 },
		storageState: themeState( 'twentytwentyfive' ),
	} );

	test( 'a card’s add to cart and its actions are one row of icon buttons inside the card', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const card = page
			.locator(
				'.wp-block-woocommerce-product-template > li.wc-block-product'
			)
			.first();
		const buttons = card.locator(
			'.wp-block-woocommerce-product-button button, .vitrina-card-actions .vitrina-card-action'
		);
		await expectOneRow( card, buttons );
	} );
} );
