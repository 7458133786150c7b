import { expect, test, type Page } from '@playwright/test';
import { cardTitles, login, noProductsFound, productTitle } from './utils';

const headerSearch = ( page: Page ) =>
	page.locator( '.vitrina-header-search .vitrina-search' );

/**
 * The shopper's first use of the header's search: the pointer over it
 * (the island loads then; until then it is the server's plain form).
 *
 * @param page The page.
 */
const useHeaderSearch = ( page: Page ) =>
	page.locator( '.vitrina-header-search' ).hover();

test.describe( 'live search (search island)', () => {
	test( 'types, picks a category, opens a result with the keyboard', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.goto( '/shop/' );
		const form = headerSearch( page );
		// The island loads on the form's first use.
		await useHeaderSearch( page );
		const input = form.getByRole( 'combobox' );
		await expect( input ).toBeVisible();
		await expect( form ).not.toHaveClass( /vitrina-search--initialised/ );
		// The shop page has a form of its own above the products.
		await expect( page.locator( '.vitrina-search--shop' ) ).toHaveCount(
			1
		);

		// Below symbols_count (3): no request.
		const requests: string[] = [];
		page.on( 'request', ( r ) => {
			if ( r.url().includes( 'action=woodmart_ajax_search' ) ) {
				requests.push( r.url() );
			}
		} );
		await input.click();
		await expect( form ).toHaveClass( /vitrina-search--initialised/ );
		await input.pressSequentially( 'ск' );
		await page.waitForTimeout( 600 );
		expect( requests ).toHaveLength( 0 );

		// Typed far enough: suggestions with the match highlighted.
		const answer = page.waitForResponse( ( r ) =>
			r.url().includes( 'action=woodmart_ajax_search' )
		);
		await input.pressSequentially( 'ов' );
		const response = await answer;
		expect( response.headers()[ 'x-vitrina-search' ] ).toBe( 'early' );
		const list = form.getByRole( 'listbox', {
			name: /Suggestions|Подсказки/,
		} );
		await expect( list ).toBeVisible();
		await expect( input ).toHaveAttribute( 'aria-expanded', 'true' );
		const options = list.getByRole( 'option' );
		await expect( options.first() ).toContainText( /Сковорода/i );
		await expect( options.first().locator( 'strong' ) ).toHaveText(
			/^сков$/i
		);
		await expect( options.last() ).toHaveText(
			/View all results|Все результаты/
		);
		await expect(
			form.locator( '.vitrina-search__price' ).first()
		).toContainText( '₽' );

		// A category with no pans: the no-found entry.
		const toggle = form.getByRole( 'button', {
			name: /Category|Категория/,
		} );
		await toggle.click();
		const categories = form.getByRole( 'listbox', {
			name: /^(Category|Категория)$/,
		} );
		await expect( categories ).toBeVisible();
		const refetch = page.waitForResponse( ( r ) =>
			r.url().includes( 'product_cat=produkty' )
		);
		await categories.getByRole( 'option', { name: 'Продукты' } ).click();
		await refetch;
		await expect( toggle ).toContainText( 'Продукты' );
		await expect(
			form.locator( 'input[type=hidden][name=product_cat]' )
		).toHaveValue( 'produkty' );
		await expect( form.locator( '.vitrina-search__no-found' ) ).toHaveText(
			/No products found|Товары не найдены/
		);

		// The all-categories entry is hidden while a category is chosen.
		await toggle.click();
		await expect(
			categories.getByRole( 'option', {
				name: /All categories|Все категории/,
			} )
		).toHaveCount( 0 );
		const again = page.waitForResponse( ( r ) =>
			r.url().includes( 'product_cat=posuda' )
		);
		await categories.getByRole( 'option', { name: 'Посуда' } ).click();
		await again;
		await expect( options.first() ).toContainText( /Сковорода/i );
		expect( requests.at( -1 ) ).toContain( 'post_type=product' );
		expect( requests.at( -1 ) ).toContain( 'number=' );

		// Keyboard: down to the first suggestion, Enter opens it (the pointer
		// moved away, so that hovering does not pick an option).
		await page.mouse.move( 0, 0 );
		await input.focus();
		await input.press( 'ArrowDown' );
		const first = options.first();
		await expect( first ).toHaveAttribute( 'aria-selected', 'true' );
		const id = await first.getAttribute( 'id' );
		await expect( input ).toHaveAttribute( 'aria-activedescendant', id! );
		await Promise.all( [
			page.waitForURL( /\/product\// ),
			input.press( 'Enter' ),
		] );
		await expect( productTitle( page ) ).toContainText( /Сковорода/i );
	} );

	test( 'Escape closes, the clear button empties, a click opens a result', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const form = headerSearch( page );
		// The island loads on the form's first use.
		await useHeaderSearch( page );
		const input = form.getByRole( 'combobox' );
		const clear = form.getByRole( 'button', { name: /Clear|Очистить/ } );
		await expect( clear ).toHaveCount( 0 );
		await input.fill( 'чай' );
		await expect( clear ).toBeVisible();
		const list = form.getByRole( 'listbox', {
			name: /Suggestions|Подсказки/,
		} );
		await expect( list ).toBeVisible();
		await input.press( 'Escape' );
		await expect( list ).toBeHidden();
		await clear.click();
		await expect( input ).toHaveValue( '' );
		await expect( clear ).toHaveCount( 0 );
		await expect( form ).not.toHaveClass( /vitrina-search--initialised/ );

		// A layout slip still finds the product: "xfq" is "чай".
		await input.fill( 'xfq' );
		const option = list.getByRole( 'option' ).first();
		await expect( option ).toContainText( /чай/i );
		await Promise.all( [
			page.waitForURL( /\/product\// ),
			option.click(),
		] );
	} );

	test( 'the view-all entry submits the form to the search results page', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const form = headerSearch( page );
		await useHeaderSearch( page );
		const input = form.getByRole( 'combobox' );
		await input.fill( 'нож' );
		const viewAll = form.getByRole( 'option', {
			name: /View all results|Все результаты/,
		} );
		await expect( viewAll ).toBeVisible();
		await Promise.all( [ page.waitForURL( /[?&]s=/ ), viewAll.click() ] );
		const url = new URL( page.url() );
		expect( url.searchParams.get( 's' ) ).toBe( 'нож' );
		expect( url.searchParams.get( 'post_type' ) ).toBe( 'product' );
	} );

	test( 'a typo in an inflected word still finds the pans, and Enter lists the same ones on the results page @both-themes', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const form = headerSearch( page );
		await useHeaderSearch( page );
		const input = form.getByRole( 'combobox' );
		// «сковородой» with a typo: no title has these letters.
		await input.fill( 'сковародой' );
		const list = form.getByRole( 'listbox', {
			name: /Suggestions|Подсказки/,
		} );
		const titles = list.locator( '.vitrina-search__title' );
		await expect( titles.first() ).toContainText( /сковород/i );
		const suggested = await titles.allTextContents();
		expect( suggested.length ).toBeGreaterThan( 1 );
		for ( const title of suggested ) {
			expect( title ).toMatch( /сковород/i );
		}

		await Promise.all( [
			page.waitForURL( /[?&]s=/ ),
			input.press( 'Enter' ),
		] );
		const url = new URL( page.url() );
		expect( url.searchParams.get( 's' ) ).toBe( 'сковародой' );
		expect( url.searchParams.get( 'post_type' ) ).toBe( 'product' );
		// The first page of results: the suggestions' first products, in order.
		const listed = cardTitles( page );
		await expect( listed.first() ).toBeVisible();
		const count = await listed.count();
		expect( count ).toBeGreaterThan( 1 );
		await expect( listed ).toHaveText( suggested.slice( 0, count ) );
	} );

	test( 'a layout slip on the results page lists what the suggestions found', async ( {
		page,
	} ) => {
		await page.goto( '/?s=crjdjhjlf&post_type=product' );
		await expect( cardTitles( page ) ).not.toHaveCount( 0 );
		await expect( cardTitles( page ) ).toContainText( [ /сковород/i ] );
		await expect( noProductsFound( page ) ).toHaveCount( 0 );
	} );

	test( "a variation's SKU suggests the variation; opening it chooses it on the product page", async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.goto( '/' );
		const form = headerSearch( page );
		await useHeaderSearch( page );
		const input = form.getByRole( 'combobox' );
		await input.click();
		// Blue 5 l of the enamel pot (not its default, red 3 l).
		const sku = 'VT-KS-100-SINIJ-5L';
		const answer = page.waitForResponse(
			( r ) =>
				r.url().includes( 'action=woodmart_ajax_search' ) &&
				new URL( r.url() ).searchParams.get( 'query' ) === sku
		);
		await input.fill( sku );
		const body = await ( await answer ).json();
		expect( body.suggestions[ 0 ].variation.in_stock ).toBe( true );
		const first = form.getByRole( 'option' ).first();
		await expect( first ).toContainText(
			'Кастрюля эмалированная «Классика» — Синий, 5 л'
		);
		await expect( first ).toContainText( sku );
		await expect( first.locator( '.vitrina-search__price' ) ).toContainText(
			/3\s?290/
		);
		await expect( first.locator( '.vitrina-search__stock' ) ).toHaveText(
			/5 (in stock|в наличии)/
		);

		await Promise.all( [
			page.waitForURL( /attribute_pa_color=sinij/ ),
			first.click(),
		] );
		await expect( productTitle( page ) ).toContainText( 'Классика' );
		const variations = page.locator( 'form.variations_form' );
		await expect(
			variations.locator( 'select[name="attribute_pa_color"]' )
		).toHaveValue( 'sinij' );
		await expect(
			variations.locator( 'select[name="attribute_pa_size"]' )
		).toHaveValue( '5-l' );
		await expect(
			variations.locator( '.woocommerce-variation-price' )
		).toContainText( /3\s?290/ );
	} );
} );

test.describe( 'live search in the content (shortcode and block)', () => {
	test( 'each form reads its own settings from its markup', async ( {
		page,
	} ) => {
		await page.goto( '/poisk/' );
		// Using one form loads the island for all of them.
		await page
			.locator( '.entry-content [data-vitrina-island="search"]' )
			.first()
			.hover();
		const forms = page.locator( '.entry-content .vitrina-search' );
		await expect( forms ).toHaveCount( 2 );
		const [ shortcode, block ] = [ forms.nth( 0 ), forms.nth( 1 ) ];
		await expect( shortcode ).toHaveClass( /vitrina-search--shortcode/ );
		await expect( block ).toHaveClass( /vitrina-search--block/ );

		await expect( block.getByRole( 'combobox' ) ).toBeVisible();

		// The shortcode: symbols_count 2, no SKU, the category selector.
		const asked = page.waitForRequest( ( r ) =>
			r.url().includes( 'action=woodmart_ajax_search' )
		);
		await shortcode.getByRole( 'combobox' ).fill( 'ча' );
		const url = new URL( ( await asked ).url() );
		expect( url.searchParams.get( 'query' ) ).toBe( 'ча' );
		const options = shortcode.getByRole( 'option' );
		await expect( options.first() ).toContainText( /ча/i );
		await expect( shortcode.locator( '.vitrina-search__sku' ) ).toHaveCount(
			0
		);
		await expect(
			shortcode.getByRole( 'button', { name: /Category|Категория/ } )
		).toBeVisible();

		// The block: two suggestions at most, no category selector.
		await page.mouse.click( 5, 5 );
		const blockAsked = page.waitForRequest( ( r ) =>
			r.url().includes( 'number=2' )
		);
		await block.getByRole( 'combobox' ).fill( 'сков' );
		await blockAsked;
		await expect(
			block.locator(
				'.vitrina-search__suggestion:not(.vitrina-search__view-all)'
			)
		).toHaveCount( 2 );
		await expect(
			block.getByRole( 'button', { name: /Category|Категория/ } )
		).toHaveCount( 0 );
	} );
} );

test.describe( 'live search in a full-screen overlay', () => {
	const SETTINGS = '/wp-admin/admin.php?page=vitrina&tab=search';

	async function formStyle( page: Page, style: string ) {
		await page.goto( SETTINGS );
		await page
			.locator( '#vitrina-search-form-style' )
			.selectOption( style );
		await page.locator( '#submit' ).click();
		await expect(
			page.locator( '#vitrina-search-form-style' )
		).toHaveValue( style );
	}

	test( 'opens from the header, shows the no-results state, Escape closes', async ( {
		page,
		browser,
	} ) => {
		await login( page );
		await formStyle( page, 'full-screen' );
		const context = await browser.newContext();
		try {
			const shopper = await context.newPage();
			await shopper.goto( '/' );
			const form = headerSearch( shopper );
			await expect( form ).toHaveClass( /vitrina-search--full-screen/ );
			const dialog = form.getByRole( 'dialog' );
			await expect( dialog ).toBeHidden();
			const opener = form.locator( '.vitrina-search__opener' );
			await opener.click();
			await expect( dialog ).toBeVisible();
			const input = dialog.getByRole( 'combobox' );
			await expect( input ).toBeFocused();

			await input.fill( 'нетакоготовара' );
			await expect( form ).toHaveClass( /vitrina-search--no-results/ );
			await expect(
				dialog.locator( '.vitrina-search__no-found' )
			).toHaveText( /No products found|Товары не найдены/ );
			await input.fill( 'кофе' );
			await expect( dialog.getByRole( 'option' ).first() ).toContainText(
				/кофе/i
			);
			await expect( form ).not.toHaveClass(
				/vitrina-search--no-results/
			);

			await input.press( 'Escape' );
			await expect(
				dialog.getByRole( 'listbox', { name: /Suggestions|Подсказки/ } )
			).toBeHidden();
			await input.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			await expect( opener ).toBeFocused();
		} finally {
			await context.close();
			await formStyle( page, 'dropdown' );
		}
	} );
} );

test.describe( 'live search before its script arrives', () => {
	test( 'a page does not load the island, nor React, until a form is used', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 800 } );
		const loaded: string[] = [];
		page.on( 'request', ( r ) => {
			if ( r.resourceType() === 'script' ) {
				loaded.push( new URL( r.url() ).pathname );
			}
		} );
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		const island = ( p: string ) => p.includes( '/build/search/' );
		const react = ( p: string ) => /\/vendor\/react(-dom)?\./.test( p );
		expect( loaded.filter( island ) ).toEqual( [] );
		expect( loaded.filter( react ) ).toEqual( [] );
		// The plain form works meanwhile: it is a search form.
		await expect(
			page.locator( '.vitrina-header-search input[name="s"]' )
		).toBeEditable();

		await useHeaderSearch( page );
		await expect(
			headerSearch( page ).getByRole( 'combobox' )
		).toBeVisible();
		expect( loaded.filter( island ) ).toHaveLength( 1 );
		expect( loaded.filter( react ).length ).toBeGreaterThan( 0 );
	} );

	test( 'what a shopper typed into the plain form is kept, focused and searched for', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 800 } );
		// The island's script arrives late (a slow network): the shopper
		// meets the server's plain form first.
		let release = () => {};
		const held = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		await page.route( /\/build\/search\/index\.js/, async ( route ) => {
			await held;
			await route.continue();
		} );
		await page.goto( '/shop/', { waitUntil: 'commit' } );
		const plain = page.locator( '.vitrina-header-search input[name="s"]' );
		await plain.click();
		// (fill: Chromium's headless text insertion leaves the caret at the
		// start of a plain input for Cyrillic letters typed one by one)
		await plain.fill( 'сков' );
		await expect( plain ).not.toHaveAttribute( 'role', 'combobox' );

		const answer = page.waitForResponse( ( r ) =>
			r.url().includes( 'action=woodmart_ajax_search' )
		);
		release();
		const form = headerSearch( page );
		const input = form.getByRole( 'combobox' );
		await expect( input ).toHaveValue( 'сков' );
		await expect( input ).toBeFocused();
		await answer;
		await expect(
			form.getByRole( 'listbox' ).getByRole( 'option' ).first()
		).toContainText( /Сковорода/i );
		// Typing goes on where it stopped.
		await page.keyboard.type( 'орода' );
		await expect( input ).toHaveValue( 'сковорода' );
	} );

	test( 'a search results page shows its query in the live form', async ( {
		page,
	} ) => {
		await page.goto( '/?s=%D0%BD%D0%BE%D0%B6&post_type=product' );
		await useHeaderSearch( page );
		const input = headerSearch( page ).getByRole( 'combobox' );
		await expect( input ).toHaveValue( 'нож' );
		await expect( input ).not.toBeFocused();
	} );
} );

test.describe( 'search analytics: what found nothing, and the fix', () => {
	test( 'a search without results appears in WooCommerce → Vitrina search; a synonym added there in one click makes it find', async ( {
		page,
		browser,
	} ) => {
		// A shopper's visit, the admin's login and screens, the shopper again.
		test.setTimeout( 180_000 );
		// A text no product has (a run of its own each time).
		const text = `выварка${ Date.now() % 1_000_000 }`;
		const context = await browser.newContext();
		const shopper = await context.newPage();
		try {
			// The shopper searches, finds nothing and leaves the field
			// (Escape): the island counts the text with one flagged request.
			await shopper.goto( '/' );
			await useHeaderSearch( shopper );
			const form = headerSearch( shopper );
			const input = form.getByRole( 'combobox' );
			await input.fill( text );
			await expect(
				form.locator( '.vitrina-search__no-found' )
			).toHaveText( /No products found|Товары не найдены/ );
			const counted = shopper.waitForResponse(
				( r ) =>
					r.url().includes( 'action=woodmart_ajax_search' ) &&
					r.url().includes( 'settled=1' )
			);
			await input.press( 'Escape' );
			const beacon = await counted;
			expect( beacon.request().method() ).toBe( 'POST' );
			expect( beacon.status() ).toBe( 200 );

			// The shop manager sees it among the searches without results.
			await login( page );
			await page.goto( '/wp-admin/admin.php?page=vitrina-search' );
			const row = page
				.locator( '.vitrina-search-report--empty tbody tr' )
				.filter( {
					has: page.getByRole( 'rowheader', { name: text } ),
				} );
			await expect( row ).toHaveCount( 1 );
			await expect( row.locator( 'td' ).first() ).toHaveText( '1' );

			// One click adds a synonym.
			await row
				.getByRole( 'textbox', { name: new RegExp( text ) } )
				.fill( 'сковорода' );
			await Promise.all( [
				page.waitForURL( /page=vitrina-search/ ),
				row
					.getByRole( 'button', {
						name: /Add synonym|Добавить синоним/,
					} )
					.click(),
			] );
			await expect(
				page.locator( '.notice-success' ).filter( { hasText: text } )
			).toBeVisible();
			await expect(
				page
					.locator( '.vitrina-search-report--empty tbody tr' )
					.filter( {
						has: page.getByRole( 'rowheader', { name: text } ),
					} )
			).toContainText( /Synonym: сковорода|Синоним: сковорода/ );

			// The same search now finds the pans, in the suggestions and on
			// the results page.
			await shopper.goto( '/' );
			await useHeaderSearch( shopper );
			const again = headerSearch( shopper ).getByRole( 'combobox' );
			await again.fill( text );
			const titles = headerSearch( shopper ).locator(
				'.vitrina-search__title'
			);
			await expect( titles.first() ).toContainText( /сковород/i );
			await Promise.all( [
				shopper.waitForURL( /[?&]s=/ ),
				again.press( 'Enter' ),
			] );
			const listed = cardTitles( shopper );
			await expect( listed.first() ).toContainText( /сковород/i );
			await expect( noProductsFound( shopper ) ).toHaveCount( 0 );
		} finally {
			await context.close();
		}

		// The rule can be deleted from the list.
		await page.goto( '/wp-admin/admin.php?page=vitrina-search' );
		const rule = page.locator( '.vitrina-search-rules tbody tr' ).filter( {
			has: page.getByRole( 'rowheader', { name: text } ),
		} );
		await Promise.all( [
			page.waitForURL( /page=vitrina-search/ ),
			rule.getByRole( 'button', { name: /Delete|Удалить/ } ).click(),
		] );
		await expect(
			page.locator( '.vitrina-search-rules tbody tr' ).filter( {
				has: page.getByRole( 'rowheader', { name: text } ),
			} )
		).toHaveCount( 0 );
	} );
} );
