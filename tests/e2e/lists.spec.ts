import { expect, test, type Page } from '@playwright/test';
import { cardLinks, countRequests, login, shopPhp } from './utils';

const SETTINGS = '/wp-admin/admin.php?page=vitrina&tab=lists';

const wishlistCount = ( page: Page ) =>
	page.locator( '.vitrina-header-wishlist .vitrina-wishlist-count' );
const compareCount = ( page: Page ) =>
	page.locator( '.vitrina-header-compare .vitrina-compare-count' );

/**
 * Empties the logged-in shopper's wishlist through the page (bulk remove).
 *
 * @param page The page.
 */
async function emptyWishlist( page: Page ) {
	await page.goto( '/wishlist/' );
	const all = page.locator( '.vitrina-wishlist-select-all' );
	if ( ( await all.count() ) === 0 ) {
		return;
	}
	await all.check();
	page.once( 'dialog', ( dialog ) => void dialog.accept() );
	await page.locator( '.vitrina-wishlist-bulk-remove' ).click();
	await expect( page.locator( '.vitrina-wishlist-empty' ) ).toBeVisible();
}

/**
 * Adds the first product of a category page to a list; its id.
 *
 * @param page     The page.
 * @param category Category slug.
 * @param list     wishlist or compare.
 * @param nth      Which card.
 */
async function addFrom(
	page: Page,
	category: string,
	list: 'wishlist' | 'compare',
	nth = 0
) {
	await page.goto( `/?product_cat=${ category }` );
	const button = page
		.locator( `li.product .vitrina-${ list }-button` )
		.nth( nth );
	await expect( button ).toHaveAttribute( 'data-state', 'normal' );
	const before = await button
		.locator( '.vitrina-list-button__label' )
		.textContent();
	await button.click();
	await expect( button ).toHaveAttribute( 'data-state', 'added' );
	await expect(
		button.locator( '.vitrina-list-button__label' )
	).not.toHaveText( before || '' );
	return Number( await button.getAttribute( 'data-product-id' ) );
}

/**
 * Turns "one compare table per category" on or off.
 *
 * @param page The admin's page.
 * @param on   On.
 */
async function compareByCategory( page: Page, on: boolean ) {
	await page.goto( SETTINGS );
	const box = page.locator( '#vitrina-compare-by-category' );
	await box.setChecked( on );
	await page.locator( '#submit' ).click();
	await expect( page.locator( '#vitrina-compare-by-category' ) ).toBeChecked(
		{
			checked: on,
		}
	);
}

test.describe( 'wishlist and compare', () => {
	test( 'a guest fills both lists, logs in (merged), removes in bulk, compares two categories @both-themes', async ( {
		browser,
	} ) => {
		// Many page views, each a full WooCommerce page on a shared machine.
		test.setTimeout( 240_000 );
		const admin = await ( await browser.newContext() ).newPage();
		await login( admin );
		await compareByCategory( admin, true );

		try {
			// The buyer starts with an empty wishlist, whatever ran before.
			const context = await browser.newContext();
			const page = await context.newPage();
			await login( page, undefined, 'buyer', 'buyer' );
			await emptyWishlist( page );
			await context.clearCookies();

			// A guest adds two pans and a knife to the wishlist, a pan and a
			// knife to compare; the header counters follow.
			await page.goto( '/shop/' );
			// Nothing to count: the island waits for the first use of the
			// buttons, the counter stays as printed (empty) or says 0.
			await expect( wishlistCount( page ) ).toHaveText( /^0?$/ );
			const pan = await addFrom( page, 'skovorody', 'wishlist' );
			await expect( wishlistCount( page ) ).toHaveText( '1' );
			await addFrom( page, 'skovorody', 'compare' );
			await expect( compareCount( page ) ).toHaveText( '1' );
			await addFrom( page, 'nozhi', 'compare' );
			await expect( compareCount( page ) ).toHaveText( '2' );

			// Adding again does nothing: the added button opens the list.
			await page.goto( '/?product_cat=skovorody' );
			const added = page.locator(
				`li.product .vitrina-wishlist-button[data-product-id="${ pan }"]`
			);
			await expect( added ).toHaveAttribute( 'data-state', 'added' );
			await added.click();
			await expect( page ).toHaveURL( /\/wishlist\/?$/ );
			await expect(
				page.locator( '.vitrina-wishlist-product' )
			).toHaveCount( 1 );

			// Another tab adds a knife; this tab's counter follows on focus.
			const other = await context.newPage();
			await addFrom( other, 'nozhi', 'wishlist' );
			await expect( wishlistCount( other ) ).toHaveText( '2' );
			await page.bringToFront();
			await page.evaluate( () =>
				window.dispatchEvent( new Event( 'focus' ) )
			);
			await expect( wishlistCount( page ) ).toHaveText( '2' );
			await expect(
				page.locator( '.vitrina-wishlist-product' )
			).toHaveCount( 2 );
			await other.close();

			// Logging in merges the guest's wishlist into the account.
			await login( page, undefined, 'buyer', 'buyer' );
			await page.goto( '/wishlist/' );
			await expect(
				page.locator( '.vitrina-wishlist-product' )
			).toHaveCount( 2 );
			await expect( wishlistCount( page ) ).toHaveText( '2' );

			// Bulk removal asks the configured question first.
			await page.locator( '.vitrina-wishlist-select-all' ).check();
			let question = '';
			page.once( 'dialog', ( dialog ) => {
				question = dialog.message();
				void dialog.accept();
			} );
			await page.locator( '.vitrina-wishlist-bulk-remove' ).click();
			await expect
				.poll( () => question )
				.toMatch( /wishlist|избранного/i );
			await expect(
				page.locator( '.vitrina-wishlist-empty' )
			).toBeVisible();
			await expect( wishlistCount( page ) ).toHaveText( '0' );

			// Compare: one table per category, with a selector.
			await page.goto( '/compare/' );
			const tabs = page.getByRole( 'tab' );
			await expect( tabs ).toHaveCount( 2 );
			await expect(
				page.locator( '.vitrina-compare-table:visible' )
			).toHaveCount( 1 );
			await tabs.nth( 1 ).click();
			await expect( tabs.nth( 1 ) ).toHaveAttribute(
				'aria-selected',
				'true'
			);
			const second = page.locator( '.vitrina-compare-table:visible' );
			await expect(
				second.locator( '.vitrina-compare-row-price' )
			).toBeVisible();
			await expect(
				second.locator( '.vitrina-compare-row-stock' )
			).toBeVisible();
			await expect(
				second.locator( '.vitrina-compare-row-rating' )
			).toBeVisible();

			// Remove that category's product, then the whole other category.
			await second.locator( '.vitrina-compare-remove' ).first().click();
			await expect( page.getByRole( 'tab' ) ).toHaveCount( 1 );
			await expect( compareCount( page ) ).toHaveText( '1' );
			await page.locator( '.vitrina-compare-remove-category' ).click();
			await expect(
				page.locator( '.vitrina-compare-empty' )
			).toBeVisible();
			await expect( compareCount( page ) ).toHaveText( '0' );
			await context.close();
		} finally {
			await compareByCategory( admin, false );
			await admin.context().close();
		}
	} );

	test( 'pages are the same for every shopper; a tampered token cookie is ignored', async ( {
		browser,
	} ) => {
		const context = await browser.newContext();
		const page = await context.newPage();
		// No state request for a guest who browses (nothing personal: the
		// state is known to be empty); the first action asks once (start=1)
		// for the guest token and its nonces: two that minted would leave
		// the nonces of one bound to the token the browser dropped.
		const stateCalls: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /vitrina(\/|%2F)v1(\/|%2F)state/.test( request.url() ) ) {
				stateCalls.push( request.url() );
			}
		} );
		const id = await addFrom( page, 'skovorody', 'compare' );
		expect(
			stateCalls.filter( ( url ) => ! /[?&]start=1/.test( url ) )
		).toHaveLength( 0 );
		expect(
			stateCalls.filter( ( url ) => /[?&]start=1/.test( url ) )
		).toHaveLength( 1 );
		const cookies = await context.cookies();
		// The list is kept on the server under the guest's token cookie.
		expect(
			cookies.find( ( c ) => c.name === 'vitrina_compare' )
		).toBeUndefined();
		const cookie = cookies.find(
			( c ) => c.name === 'vitrina_lists_guest'
		);
		expect( cookie?.sameSite ).toBe( 'Lax' );
		expect( cookie?.path ).toBe( '/' );
		expect( cookie?.httpOnly ).toBe( true );
		const days =
			( ( cookie?.expires ?? 0 ) * 1000 - Date.now() ) / 86400000;
		expect( Math.round( days ) ).toBe( 7 );

		// The page itself, as a cache would get it: no no-store, no cookie,
		// an empty count and the "add" state; the island fills them.
		const served = await page.request.get( '/?product_cat=skovorody' );
		expect( served.headers()[ 'cache-control' ] ?? '' ).not.toContain(
			'no-store'
		);
		expect( served.headers()[ 'set-cookie' ] ?? '' ).not.toContain(
			'vitrina_'
		);
		const html = await served.text();
		expect( html ).toMatch(
			/class="vitrina-compare-count vitrina-count" data-count=""><\/span>/
		);
		expect( html ).toContain( `data-product-id="${ id }"` );
		expect( html ).not.toContain( 'data-state="added"' );
		await page.goto( '/?product_cat=skovorody' );
		await expect( compareCount( page ) ).toHaveText( '1' );
		await expect(
			page.locator(
				`li.product .vitrina-compare-button[data-product-id="${ id }"]`
			)
		).toHaveAttribute( 'data-state', 'added' );

		// A product page: the island remembers it as recently viewed, in
		// the browser's storage (no cookie).
		await page.goto(
			( await cardLinks( page ).first().getAttribute( 'href' ) ) || '/'
		);
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						(
							JSON.parse(
								localStorage.getItem(
									'vitrina_recently_viewed'
								) || '{}'
							) as { ids?: number[] }
						 ).ids ?? []
				)
			)
			.toHaveLength( 1 );
		expect(
			( await context.cookies() ).map( ( c ) => c.name )
		).not.toContain( 'vitrina_recently_viewed' );

		await context.addCookies( [
			{
				...( cookie as NonNullable< typeof cookie > ),
				value: cookie!.value.replace(
					/~[0-9a-f]+$/,
					'~' + '0'.repeat( 32 )
				),
			},
		] );
		await page.goto( '/compare/' );
		await expect( page.locator( '.vitrina-compare-empty' ) ).toBeVisible();
		await expect( compareCount( page ) ).toHaveText( '0' );
		await context.close();
	} );
} );

/**
 * The WCAG 2 contrast ratio of each piece of price text in a container
 * (the crossed-out regular price, the sale price, plain prices), from the
 * computed styles: its colour with its own and its ancestors' opacity, over
 * the first opaque background behind it (white at the root).
 *
 * @param page      The page.
 * @param container The list's selector.
 */
function priceContrasts( page: Page, container: string ) {
	return page.evaluate( ( selector ) => {
		type Rgba = [ number, number, number, number ];
		const parse = ( css: string ): Rgba => {
			const m = css.match( /rgba?\(([^)]*)\)/ );
			const p = m
				? m[ 1 ]
						.split( /[\s,/]+/ )
						.filter( Boolean )
						.map( Number )
				: [];
			return p.length >= 3
				? [ p[ 0 ], p[ 1 ], p[ 2 ], p.length > 3 ? p[ 3 ] : 1 ]
				: [ 0, 0, 0, 0 ];
		};
		const over = ( top: Rgba, below: Rgba ): Rgba => [
			top[ 0 ] * top[ 3 ] + below[ 0 ] * ( 1 - top[ 3 ] ),
			top[ 1 ] * top[ 3 ] + below[ 1 ] * ( 1 - top[ 3 ] ),
			top[ 2 ] * top[ 3 ] + below[ 2 ] * ( 1 - top[ 3 ] ),
			1,
		];
		const luminance = ( c: Rgba ) => {
			const [ r, g, b ] = c
				.slice( 0, 3 )
				.map( ( v ) => v / 255 )
				.map( ( v ) =>
					v <= 0.03928 ? v / 12.92 : ( ( v + 0.055 ) / 1.055 ) ** 2.4
				);
			return 0.2126 * r + 0.7152 * g + 0.0722 * b;
		};
		const background = ( el: Element ): Rgba => {
			const layers: Rgba[] = [];
			for ( let e: Element | null = el; e; e = e.parentElement ) {
				const bg = parse( getComputedStyle( e ).backgroundColor );
				if ( bg[ 3 ] > 0 ) {
					layers.push( bg );
				}
				if ( bg[ 3 ] >= 1 ) {
					break;
				}
			}
			return layers.reduceRight< Rgba >(
				( below, layer ) => over( layer, below ),
				[ 255, 255, 255, 1 ]
			);
		};
		const out: { tag: string; text: string; ratio: number }[] = [];
		for ( const el of document.querySelectorAll(
			`${ selector } .price, ${ selector } .price *`
		) ) {
			const own = [ ...el.childNodes ]
				.filter( ( n ) => n.nodeType === Node.TEXT_NODE )
				.map( ( n ) => n.textContent?.trim() )
				.join( '' );
			if (
				! own ||
				el.closest( '.screen-reader-text' ) ||
				( el as HTMLElement ).offsetWidth === 0
			) {
				continue;
			}
			let opacity = 1;
			for ( let e: Element | null = el; e; e = e.parentElement ) {
				opacity *= Number( getComputedStyle( e ).opacity );
			}
			const color = parse( getComputedStyle( el ).color );
			const bg = background( el );
			const fg = over(
				[ color[ 0 ], color[ 1 ], color[ 2 ], color[ 3 ] * opacity ],
				bg
			);
			const [ hi, lo ] = [ luminance( fg ), luminance( bg ) ].sort(
				( a, b ) => b - a
			);
			out.push( {
				tag: el.closest( 'del' ) ? 'del' : el.tagName.toLowerCase(),
				text: own,
				ratio:
					Math.round( ( ( hi + 0.05 ) / ( lo + 0.05 ) ) * 100 ) / 100,
			} );
		}
		return out;
	}, container );
}

test( 'the lists wait for the first use of their buttons on a first view; a click before they loaded adds all the same @both-themes', async ( {
	page,
} ) => {
	const island = countRequests( page, '/build/lists/index.js' );
	const loaded = island.count;
	await page.goto( '/shop/' );
	await page.waitForLoadState( 'networkidle' );
	expect( loaded() ).toBe( 0 );
	await expect(
		page.locator( 'template[data-vitrina-scripts="lists"]' )
	).toBeAttached();
	// A click with no pointer before it: held until the island ran, then
	// replayed.
	const button = page
		.locator( 'li.product .vitrina-wishlist-button' )
		.first();
	await button.dispatchEvent( 'click' );
	await expect( button ).toHaveAttribute( 'data-state', 'added' );
	await expect( wishlistCount( page ) ).toHaveText( '1' );
	expect( loaded() ).toBe( 1 );
	// A shopper with a list: the next page loads the island at once, for
	// the count and the marked buttons.
	island.reset();
	await page.goto( '/shop/' );
	await expect( wishlistCount( page ) ).toHaveText( '1' );
	expect( loaded() ).toBe( 1 );
} );

test( 'a browsing guest gets no cookie at all, from the server or our scripts; recently viewed and the visit source stay in the browser', async ( {
	browser,
} ) => {
	const pageId = Number(
		shopPhp(
			`echo wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Recently viewed e2e', 'post_content' => '[vitrina_recently_viewed limit="4"]' ) );`
		).trim()
	);
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		const setCookies: string[] = [];
		page.on( 'response', async ( response ) => {
			const header = await response.headerValue( 'set-cookie' );
			if ( header ) {
				setCookies.push( `${ response.url() }: ${ header }` );
			}
		} );
		// A campaign link (order attribution records it), the catalogue,
		// two product pages (recently viewed), a search.
		await page.goto( '/?utm_source=newsletter&utm_medium=email' );
		await page.goto( '/?product_cat=skovorody' );
		const links = await cardLinks( page ).evaluateAll( ( all ) =>
			all.slice( 0, 2 ).map( ( a ) => a.getAttribute( 'href' ) || '' )
		);
		expect( links ).toHaveLength( 2 );
		for ( const link of links ) {
			await page.goto( link );
			await page.waitForLoadState( 'networkidle' );
		}
		await page.goto( '/?s=%D0%BA%D0%BE%D0%B2%D1%88&post_type=product' );
		await page.waitForLoadState( 'networkidle' );

		// The recently viewed page: the same for everyone (cacheable), the
		// list from one call with the ids the browser keeps.
		const listCall = page.waitForRequest(
			/action=vitrina_recently_viewed/
		);
		const served = await page.goto( `/?page_id=${ pageId }` );
		expect( served?.headers()[ 'cache-control' ] ?? '' ).not.toContain(
			'no-store'
		);
		expect( await served?.text() ).not.toContain( 'data-ids=' );
		// Both product pages (a search may lead to one more), newest first.
		const ids = (
			new URL( ( await listCall ).url() ).searchParams.get( 'ids' ) ?? ''
		).split( '|' );
		expect( ids.length ).toBeGreaterThanOrEqual( 2 );
		ids.forEach( ( id ) => expect( id ).toMatch( /^\d+$/ ) );
		await expect(
			page.locator( '.vitrina-recently-viewed li.product' )
		).toHaveCount( ids.length );
		await page.waitForLoadState( 'networkidle' );

		expect(
			await page.evaluate(
				() =>
					(
						JSON.parse(
							localStorage.getItem( 'vitrina_attr' ) || '{}'
						) as {
							source?: string;
						}
					 ).source
			)
		).toBe( 'newsletter' );
		expect( setCookies ).toEqual( [] );
		// Any cookie fails, WooCommerce's order attribution's sbjs_* too
		// (ours replaces its sourcebuster script).
		expect( ( await context.cookies() ).map( ( c ) => c.name ) ).toEqual(
			[]
		);
	} finally {
		await context.close();
		shopPhp( `wp_delete_post( ${ pageId }, true );` );
	}
} );

test( 'prices on the wishlist and compare pages and in the quick view, the crossed-out one too, have AA contrast (4.5:1)', async ( {
	browser,
} ) => {
	test.setTimeout( 120_000 );
	const context = await browser.newContext();
	const page = await context.newPage();
	// A product on sale: its regular price is printed crossed out.
	await page.goto( '/product/sotejnik-s-kryshkoj-2-5-l/' );
	await expect( page.locator( '.summary .price del' ) ).toBeVisible();
	for ( const list of [ 'wishlist', 'compare' ] as const ) {
		const button = page.locator( `.summary .vitrina-${ list }-button` );
		await expect( button ).toHaveAttribute( 'data-state', 'normal' );
		await button.click();
		await expect( button ).toHaveAttribute( 'data-state', 'added' );
	}

	for ( const [ url, container ] of [
		[ '/wishlist/', '.vitrina-wishlist' ],
		[ '/compare/', '.vitrina-compare' ],
	] ) {
		await page.goto( url );
		await expect(
			page.locator( `${ container } .price del` )
		).toBeVisible();
		const found = await priceContrasts( page, container );
		expect(
			found.filter( ( f ) => f.tag === 'del' ).length
		).toBeGreaterThan( 0 );
		expect(
			found.filter( ( f ) => f.ratio < 4.5 ),
			`${ url }: ${ JSON.stringify( found ) }`
		).toEqual( [] );
	}

	// The quick view prints the product's price in its dialog.
	await page.goto( '/?product_cat=kastryuli' );
	await page
		.locator( 'li.product', { hasText: 'Сотейник с крышкой 2,5 л' } )
		.locator( '.open-quick-view' )
		.click();
	const popup = page.locator( '#vitrina-quick-view' );
	await expect( popup ).toHaveClass( /vitrina-quick-view--open/ );
	await expect( popup.locator( '.price del' ) ).toBeVisible();
	const found = await priceContrasts( page, '#vitrina-quick-view' );
	expect( found.filter( ( f ) => f.tag === 'del' ).length ).toBeGreaterThan(
		0
	);
	expect(
		found.filter( ( f ) => f.ratio < 4.5 ),
		`quick view: ${ JSON.stringify( found ) }`
	).toEqual( [] );
	await context.close();
} );
