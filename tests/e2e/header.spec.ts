import { expect, test } from '@playwright/test';
import {
	JQUERY_SCRIPTS,
	expectMobileNavKeyboard,
	scriptRequests,
	scriptSources,
	setShopSettings,
} from './utils';

test.describe( 'scroll-to-top (header island)', () => {
	test( 'appears past 100 px, brings the shopper back to the top', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 600 } );
		await page.goto( '/shop/' );
		const button = page.getByRole( 'button', {
			name: /Scroll to top|Наверх/,
		} );
		await expect( button ).toBeHidden();

		await page.mouse.wheel( 0, 400 );
		await expect( button ).toBeVisible();

		await button.click();
		await expect
			.poll( () => page.evaluate( () => window.scrollY ) )
			.toBe( 0 );
		await expect( button ).toBeHidden();
	} );

	test( 'loads only the islands whose markup is on the page, on one runtime; no state request until the shopper has something personal, then one a page @both-themes', async ( {
		page,
	} ) => {
		const requested: string[] = [];
		page.on( 'request', ( request ) => requested.push( request.url() ) );
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		const scripts = await scriptSources( page );
		const islands = scripts
			.map( ( src ) => new URL( src ).pathname )
			.filter( ( p ) => p.includes( '/plugins/vitrina/build/' ) );
		// Every island loaded has its markup on the page.
		const markup: Record< string, string > = {
			header: 'body.vitrina-header',
			search: '.vitrina-search__form',
			cart: '.vitrina-cart-panel',
			lists: '.vitrina-list-button, [data-vitrina-header-lists]',
			// No markup of its own: order attribution (on by default) and
			// the tracking setting put it on every page.
			tracking: 'script#vitrina-settings-tracking',
		};
		const own = islands.filter(
			( p ) => ! /\/build\/(shared|runtime)\//.test( p )
		);
		const names = new Set(
			own.map( ( p ) => p.split( '/build/' )[ 1 ].split( '/' )[ 0 ] )
		);
		for ( const island of names ) {
			expect( markup[ island ] ).toBeDefined();
			await expect(
				page.locator( markup[ island ] ).first()
			).toBeAttached();
		}
		// The search forms, the cart (card buttons, the header cart) and the
		// lists (card buttons, counters) wait for the shopper's first use of
		// their markup: their scripts are inert in templates until then (a
		// guest with nothing personal: nothing for them to show).
		for ( const island of [ 'header', 'search', 'cart', 'lists' ] ) {
			await expect(
				page.locator( `template[data-vitrina-scripts="${ island }"]` )
			).toBeAttached();
		}
		// The header waits for the shopper's first use of the page (a
		// pointer, a touch, a focus, a scroll, a key): nothing moved yet.
		expect( [ ...names ].sort() ).toEqual( [ 'tracking' ] );
		// One island at load, one runtime, each loaded once,
		// and no request for the state of a guest who only browses: it is
		// known to be empty.
		const count = ( re: RegExp ) =>
			requested.filter( ( url ) => re.test( new URL( url ).pathname ) )
				.length;
		expect( count( /\/build\/runtime\/index\.js$/ ) ).toBe( 1 );
		// The islands' styles are all in the head (the header search form
		// and the list counters ask for their islands before it), linked or
		// printed inline by WordPress: none arrives with the footer, after
		// the first paint.
		const ownSheets = ( where: string ) =>
			page.locator(
				`${ where } link[rel="stylesheet"][href*="/vitrina/build/"], ${ where } style[id^="vitrina-"][id$="-inline-css"]`
			);
		expect( await ownSheets( 'head' ).count() ).toBeGreaterThan( 0 );
		await expect( ownSheets( 'body' ) ).toHaveCount( 0 );
		// No zod on a first view: the runtime, the header and tracking check
		// their settings without it; it comes with the first island that
		// checks an answer.
		expect( count( /\/build\/shared\/zod\.js$/ ) ).toBe( 0 );
		expect( count( /\/wp-json\/vitrina\/v1\/state/ ) ).toBe( 0 );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-vitrina-state',
			'local'
		);
		// Using the search loads its island: still one runtime, no state request.
		await page
			.locator( '.vitrina-search__form input[name="s"]' )
			.first()
			.hover();
		await expect(
			page
				.locator(
					'[data-vitrina-island="search"][data-vitrina-mounted]'
				)
				.first()
		).toBeAttached();
		await page.waitForLoadState( 'networkidle' );
		expect( count( /\/build\/search\/index\.js$/ ) ).toBe( 1 );
		expect( count( /\/build\/header\/index\.js$/ ) ).toBe( 1 );
		expect( count( /\/build\/shared\/zod\.js$/ ) ).toBe( 1 );
		expect( count( /\/build\/runtime\/index\.js$/ ) ).toBe( 1 );
		expect( count( /\/wp-json\/vitrina\/v1\/state/ ) ).toBe( 0 );
		// Pointing at a card's add-to-cart button loads the cart island, at
		// a wishlist button the lists island: once each, on the same runtime
		// and zod, still no state request.
		expect( count( /\/build\/cart\/index\.js$/ ) ).toBe( 0 );
		await page.locator( 'li.product a.add_to_cart_button' ).first().hover();
		// Its scripts load one after the other (zod, and on a page without
		// jQuery, jQuery first): the page's network went idle long before.
		await expect
			.poll( () => count( /\/build\/cart\/index\.js$/ ) )
			.toBe( 1 );
		expect( count( /\/build\/lists\/index\.js$/ ) ).toBe( 0 );
		await page
			.locator( 'li.product .vitrina-wishlist-button' )
			.first()
			.hover();
		await expect
			.poll( () => count( /\/build\/lists\/index\.js$/ ) )
			.toBe( 1 );
		expect( count( /\/build\/runtime\/index\.js$/ ) ).toBe( 1 );
		expect( count( /\/build\/shared\/zod\.js$/ ) ).toBe( 1 );
		expect( count( /\/wp-json\/vitrina\/v1\/state/ ) ).toBe( 0 );
		// The first wishlist add asks for the state as a shopper about to act
		// (one request); from then on each page asks once, and shows the count.
		const add = page
			.locator( 'li.product .vitrina-wishlist-button' )
			.first();
		await add.click();
		await expect( add ).toHaveAttribute( 'data-state', 'added' );
		expect( count( /\/wp-json\/vitrina\/v1\/state/ ) ).toBe( 1 );
		// The state's answer is checked by its schema, loaded then, on the
		// zod the page already has.
		expect( count( /\/build\/runtime\/state-schema\.js$/ ) ).toBe( 1 );
		expect( count( /\/build\/shared\/zod\.js$/ ) ).toBe( 1 );
		requested.length = 0;
		await page.goto( '/shop/' );
		await expect(
			page.locator( '.vitrina-header-wishlist .vitrina-wishlist-count' )
		).toHaveText( '1' );
		await page.waitForLoadState( 'networkidle' );
		expect( count( /\/wp-json\/vitrina\/v1\/state/ ) ).toBe( 1 );
		// The wishlist page is one no cache keeps: it prints the state in
		// the page, and asks nothing.
		requested.length = 0;
		await page.goto( '/wishlist/' );
		await expect(
			page.locator( '.vitrina-header-wishlist .vitrina-wishlist-count' )
		).toHaveText( '1' );
		await page.waitForLoadState( 'networkidle' );
		expect( count( /\/wp-json\/vitrina\/v1\/state/ ) ).toBe( 0 );
		// Emptied again, the guest stops costing a request (the first page
		// after asks once and learns it).
		await page.locator( '.vitrina-wishlist-select-all' ).check();
		page.once( 'dialog', ( dialog ) => void dialog.accept() );
		await page.locator( '.vitrina-wishlist-bulk-remove' ).click();
		await expect( page.locator( '.vitrina-wishlist-empty' ) ).toBeVisible();
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		requested.length = 0;
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		expect( count( /\/wp-json\/vitrina\/v1\/state/ ) ).toBe( 0 );
		// The scroll-to-top button is the header island's markup.
		await expect(
			page.locator( 'button.vitrina-scroll-top' )
		).toBeAttached();
	} );
} );

test( "a guest's home page loads neither jQuery nor WooCommerce's general script, which nothing on it needs @both-themes", async ( {
	page,
} ) => {
	const scripts = scriptRequests( page );
	await page.goto( '/' );
	await page.waitForLoadState( 'networkidle' );
	expect(
		scripts.some( ( p ) => p.endsWith( '/build/runtime/index.js' ) )
	).toBe( true );
	expect( scripts.filter( ( p ) => JQUERY_SCRIPTS.test( p ) ) ).toEqual( [] );
} );

test.describe( 'header and mobile navigation (header island)', () => {
	test( 'the mobile menu at a phone viewport: opens from the theme toggle, submenus, focus trap, Escape', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			viewport: { width: 390, height: 844 },
			hasTouch: true,
			isMobile: true,
		} );
		const page = await context.newPage();
		await page.goto( '/shop/' );
		const toggle = page.locator( '#site-navigation-menu-toggle' );
		const dialog = page.getByRole( 'dialog', { name: /^(Меню|Menu)$/ } );
		await expect( toggle ).toBeVisible();
		await expect( dialog ).toBeHidden();

		// The island waits for the page's first use: the first tap on the
		// toggle is held until it ran, then opens the panel.
		await expect(
			page.locator( 'template[data-vitrina-scripts="header"]' )
		).toBeAttached();
		await toggle.click();
		await expect( dialog ).toBeVisible();
		await expect( toggle ).toHaveAttribute(
			'aria-controls',
			'vitrina-mobile-nav'
		);
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		// The theme's own handheld menu stays closed: one binding only.
		await expect( page.locator( '#site-navigation' ) ).not.toHaveClass(
			/toggled/
		);

		const sub = dialog.getByRole( 'button', {
			name: /(Открыть подменю|Open submenu): Посуда/,
		} );
		const child = dialog.getByRole( 'link', { name: 'Кастрюли' } );
		await expect( child ).toBeHidden();
		await sub.tap();
		await expect( sub ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( child ).toBeVisible();

		// Focus stays inside the open panel; Escape gives it back.
		await expectMobileNavKeyboard( page, dialog, toggle, 40 );

		// The overlay closes it; a link in it goes to its page.
		await toggle.click();
		await page.mouse.click( 385, 400 );
		await expect( dialog ).toBeHidden();
		await toggle.click();
		await dialog
			.getByRole( 'button', { name: /Закрыть меню|Close menu/ } )
			.click();
		await expect( dialog ).toBeHidden();
		await toggle.click();
		// The submenu opened before is still open.
		await expect( sub ).toHaveAttribute( 'aria-expanded', 'true' );
		await child.tap();
		await expect( page ).toHaveURL( /kastryuli/ );
		await expect( dialog ).toBeHidden();
		await context.close();
	} );

	test( 'the sticky header sticks past 300 px and comes back at the top', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 700 },
		} );
		const page = await context.newPage();
		await page.goto( '/shop/' );
		const header = page.locator( '#masthead' );
		await expect( header ).not.toHaveClass( /vitrina-header--sticked/ );
		await page.evaluate( () => window.scrollTo( 0, 250 ) );
		await page.waitForTimeout( 100 );
		await expect( header ).not.toHaveClass( /vitrina-header--sticked/ );
		await page.evaluate( () => window.scrollTo( 0, 600 ) );
		await expect( header ).toHaveClass( /vitrina-header--sticked/ );
		await expect
			.poll( async () => ( await header.boundingBox() )?.y )
			.toBe( 0 );
		await expect( header ).toBeInViewport();
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await expect( header ).not.toHaveClass( /vitrina-header--sticked/ );
		await context.close();
	} );

	test( 'with their settings on: hide-on-scroll, lazy images, the preloader', async ( {
		browser,
	} ) => {
		const set = ( value: 'yes' | 'no' ) =>
			setShopSettings( {
				header_hide_on_scroll: value,
				lazy_loading: value,
				preloader: value,
			} );
		set( 'yes' );
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 700 },
		} );
		try {
			const page = await context.newPage();
			await page.goto( '/shop/' );
			// The preloader goes once the page has loaded.
			await expect(
				page.locator( '[data-vitrina-preloader]' )
			).toHaveCount( 0 );

			// A product picture below the fold waits for the viewport.
			const last = page.locator( 'ul.products li.product img' ).last();
			await expect( last ).toHaveAttribute(
				'data-vitrina-lazy-src',
				/.+/
			);
			expect( await last.getAttribute( 'src' ) ).toMatch( /^data:image/ );
			await last.scrollIntoViewIfNeeded();
			await expect( last ).toHaveAttribute( 'src', /^http/ );
			await expect
				.poll( () =>
					last.evaluate(
						( img ) => ( img as HTMLImageElement ).naturalWidth
					)
				)
				.toBeGreaterThan( 0 );

			// Hide-on-scroll: hidden going down past 500 px, back going up.
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			const header = page.locator( '#masthead' );
			await expect( header ).not.toHaveClass( /vitrina-header--sticked/ );
			await page.evaluate( () => window.scrollTo( 0, 300 ) );
			await expect( header ).toHaveClass( /vitrina-header--scroll-down/ );
			await expect( header ).not.toHaveClass( /vitrina-header--sticked/ );
			await page.evaluate( () => window.scrollTo( 0, 900 ) );
			await expect( header ).toHaveClass( /vitrina-header--sticked/ );
			await expect( header ).toHaveClass( /vitrina-header--scroll-down/ );
			await page.evaluate( () => window.scrollTo( 0, 700 ) );
			await expect( header ).toHaveClass( /vitrina-header--scroll-up/ );
			await expect( header ).toBeInViewport();
		} finally {
			set( 'no' );
			await context.close();
		}
	} );

	test( 'menus open on hover above 1024 px and on click at 1024 px or below', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 800 },
		} );
		const page = await context.newPage();
		await page.goto( '/shop/' );
		const primary = page.locator( '.primary-navigation' );
		const parent = primary.getByRole( 'link', { name: /^Посуда/ } );
		const child = primary.getByRole( 'link', { name: 'Кастрюли' } );
		await parent.hover();
		await expect( child ).toBeInViewport();

		await page.mouse.move( 5, 600 );
		await page.setViewportSize( { width: 1000, height: 800 } );
		await expect( page.locator( 'body' ) ).toHaveClass(
			/vitrina-menus--click/
		);
		const url = page.url();
		await parent.click();
		expect( page.url() ).toBe( url );
		await expect( parent ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( child ).toBeInViewport();
		await page.keyboard.press( 'Escape' );
		await context.close();
	} );
} );

test.describe( 'product carousels ([vitrina_carousel])', () => {
	test( 'scroll by buttons and keys, autoplay pauses on hover and stops with its button', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		const page = await context.newPage();
		await page.goto( '/karuseli/' );
		const carousel = page.getByRole( 'region', { name: 'Новинки' } );
		await expect( carousel ).toHaveAttribute(
			'aria-roledescription',
			/carousel|карусель/
		);
		const track = carousel.locator( '[data-vitrina-carousel-track]' );
		// The products are a list that screen readers count ("2 of 8"), each
		// a plain list item.
		const products = track.locator( ':scope > li' );
		expect( await products.count() ).toBeGreaterThan( 2 );
		await expect(
			carousel.getByRole( 'list' ).getByRole( 'listitem' )
		).toHaveCount( await products.count() );
		const left = () => track.evaluate( ( el ) => el.scrollLeft );

		// Hovering pauses the autoplay; the buttons still scroll.
		await carousel.hover();
		await expect( carousel ).toHaveAttribute(
			'data-autoplay-state',
			'paused'
		);
		const next = carousel.getByRole( 'button', {
			name: /Next products|Следующие товары/,
		} );
		const prev = carousel.getByRole( 'button', {
			name: /Previous products|Предыдущие товары/,
		} );
		await expect( prev ).toBeDisabled();
		await next.click();
		await expect.poll( left ).toBeGreaterThan( 100 );
		await expect( prev ).toBeEnabled();
		await page.keyboard.press( 'ArrowLeft' );
		await expect.poll( left ).toBe( 0 );

		const toggle = carousel.locator( '[data-vitrina-carousel-toggle]' );
		await expect( toggle ).toHaveAccessibleName(
			/Stop automatic slide show|Остановить автопрокрутку/
		);
		await toggle.click();
		await expect( carousel ).toHaveAttribute(
			'data-autoplay-state',
			'stopped'
		);
		await expect( toggle ).toHaveAccessibleName(
			/Start automatic slide show|Запустить автопрокрутку/
		);

		// The second carousel has no autoplay and no stop button.
		const second = page.getByRole( 'region', { name: 'Посуда' } );
		// Each carousel starts when first seen (data-vitrina-when="visible").
		await second.scrollIntoViewIfNeeded();
		await expect( second ).toHaveAttribute(
			'data-autoplay-state',
			'stopped'
		);
		await expect(
			second.locator( '[data-vitrina-carousel-toggle]' )
		).toHaveCount( 0 );
		await context.close();
	} );

	test( 'buttons show tooltips on hover above 1024 px, not at 1024 px or less', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		const page = await context.newPage();
		await page.goto( '/karuseli/' );
		const carousel = page.getByRole( 'region', { name: 'Новинки' } );
		const next = carousel.locator( '[data-vitrina-carousel-next]' );
		const tooltip = page.getByRole( 'tooltip' );
		// Tooltips are set up on the first interaction (the header island
		// runs then).
		await page.mouse.move( 10, 10 );
		await expect( page.locator( '#vitrina-tooltip' ) ).toBeAttached();
		await next.hover();
		await expect( tooltip ).toBeVisible();
		await expect( tooltip ).toHaveText( /Next products|Следующие товары/ );
		await expect( next ).toHaveAttribute(
			'aria-describedby',
			'vitrina-tooltip'
		);
		await page.mouse.move( 10, 10 );
		await expect( tooltip ).toBeHidden();

		await page.setViewportSize( { width: 1024, height: 900 } );
		await next.hover();
		await expect( next ).toBeVisible();
		await page.waitForTimeout( 100 );
		await expect( tooltip ).toBeHidden();
		await expect( next ).not.toHaveAttribute( 'aria-describedby', /.+/ );
		await context.close();
	} );
} );
