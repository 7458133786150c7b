import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import nodePath from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
	banAll,
	cacheOf,
	flushObjectCache,
	NGINX_URL,
	open,
	record,
	stackPhp,
	type Seen,
} from './utils';
import { login } from '../e2e/utils';

/**
 * The storefront through the production-like stack (bin/stack.sh): Varnish
 * with the WooCommerce configuration of bin/stack/default.vcl.tpl, nginx
 * balancing two PHP-FPM web nodes round-robin, Redis as the object cache.
 * Guests are separate browser contexts (no cookie shared).
 */

const wishlistCount = ( page: Page ) =>
	page.locator( '.vitrina-header-wishlist .vitrina-wishlist-count' );
const compareCount = ( page: Page ) =>
	page.locator( '.vitrina-header-compare .vitrina-compare-count' );
const cartCount = ( page: Page ) =>
	page.locator( '#vitrina-cart-panel .vitrina-cart-count' );
const card = ( page: Page, slug: string ) =>
	page
		.locator( `ul.products li.product:has(a[href*="/${ slug }/"])` )
		.first();

/** A simple product of the demo shop, on the first page of /shop/. */
const SIMPLE = 'banka-dlya-sypuchih-1-l';

/** The shop's product pages (paths) and the catalogue pages a guest browses. */
const catalogue = JSON.parse(
	stackPhp( `
		$paths = array();
		foreach ( wc_get_products( array( 'status' => 'publish', 'limit' => 12, 'orderby' => 'ID', 'order' => 'ASC' ) ) as $product ) {
			$paths[] = wp_parse_url( get_permalink( $product->get_id() ), PHP_URL_PATH );
		}
		echo wp_json_encode( $paths );
	` ).trim()
) as string[];
const SHOP_PAGES = [ '/shop/', '/shop/page/2/' ];
const PRODUCT = catalogue[ 0 ];

/**
 * Puts the pages in Varnish as any first visitor would (no cookie).
 *
 * @param page  Any page (its request context, without the browser's cookies).
 * @param paths The paths.
 */
async function warm( page: Page, paths: string[] ) {
	for ( const path of paths ) {
		const answer = await page.request.get( path, {
			headers: { Cookie: '' },
		} );
		expect( answer.status(), path ).toBe( 200 );
	}
}

/**
 * A fresh guest: a browser context of its own, answers recorded.
 *
 * @param browser The browser.
 */
async function guest( browser: Browser ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	return { context, page, seen: record( page ) };
}

/**
 * The web nodes that answered among the recorded answers.
 *
 * @param seen The recorded answers.
 */
const nodesOf = ( seen: Seen[] ) =>
	new Set( seen.map( ( s ) => s.node ).filter( Boolean ) );

/** Marks the start of the journeys (the web nodes' file writes are looked for after it). */
const MARKER = nodePath.resolve( '.wp/stack/journeys-started' );

/**
 * Where a web node could write: the site's wp-content (uploads included,
 * the symlinked plugins not followed), Vitrina's own folders and each
 * node's temporary folder.
 */
const WRITABLE = [
	'.wp/sites/stack/wp-content',
	'.wp/stack/node-a/tmp',
	'.wp/stack/node-b/tmp',
	'includes',
	'templates',
	'languages',
	'build',
].map( ( dir ) => nodePath.resolve( dir ) );

test.describe.configure( { mode: 'serial' } );

test.describe( 'the storefront through Varnish and two web nodes', () => {
	test.beforeAll( () => {
		stackPhp( `delete_option( 'vitrina_stack_nonce_life' );` );
		banAll();
		// Files newer than this were written while the journeys ran.
		fs.mkdirSync( nodePath.dirname( MARKER ), { recursive: true } );
		fs.writeFileSync( MARKER, '' );
		const past = new Date( Date.now() - 2000 );
		fs.utimesSync( MARKER, past, past );
	} );

	test( 'a browsing guest gets no cookie, and product and shop pages are cache hits after warm-up', async ( {
		browser,
	} ) => {
		// Fourteen pages and a campaign visit, each until the network is idle.
		test.setTimeout( 150_000 );
		const { context, page, seen } = await guest( browser );
		const pages = [ ...SHOP_PAGES, ...catalogue ];
		await warm( page, pages );

		for ( const path of pages ) {
			await open( page, path );
		}
		const documents = seen.filter(
			( s ) =>
				s.type === 'document' &&
				pages.some( ( p ) => s.url.split( '?' )[ 0 ] === p )
		);
		const hits = documents.filter( ( s ) => s.cache === 'HIT' ).length;
		const ratio = hits / documents.length;
		const report = `cache hit ratio for a browsing guest: ${ hits }/${
			documents.length
		} = ${ ( ratio * 100 ).toFixed( 1 ) }% (${ documents
			.filter( ( s ) => s.cache !== 'HIT' )
			.map( ( s ) => `${ s.url } ${ s.cache }` )
			.join( ', ' ) })`;
		// eslint-disable-next-line no-console
		console.log( report );
		test.info().annotations.push( {
			type: 'hit ratio',
			description: report,
		} );
		expect( documents.length ).toBe( pages.length );
		expect( ratio, report ).toBeGreaterThanOrEqual( 0.9 );

		// A visit from a campaign link (order attribution records it) after
		// the product pages (recently viewed remembers them).
		await open( page, '/shop/?utm_source=stack&utm_medium=email' );
		await page.waitForLoadState( 'networkidle' );

		// No answer of the shop set a cookie (the state request included),
		// and no script wrote one: the guest holds no cookie (WooCommerce's
		// own order attribution, whose sourcebuster writes sbjs_* cookies,
		// is replaced by ours).
		// Recently viewed and the visit's source stay in the browser's
		// storage (docs/caching.md).
		expect(
			seen
				.filter( ( s ) => s.setCookie )
				.map( ( s ) => `${ s.url }: ${ s.setCookie }` )
		).toEqual( [] );
		expect(
			( await context.cookies() ).map(
				( c ) => `${ c.name }=${ c.value }`
			)
		).toEqual( [] );
		expect(
			await page.evaluate( () => [
				Boolean( localStorage.getItem( 'vitrina_recently_viewed' ) ),
				Boolean( localStorage.getItem( 'vitrina_attr' ) ),
			] )
		).toEqual( [ true, true ] );
		// A guest with nothing personal costs no state request at all (the
		// state is known to be empty); personal state, once there is some,
		// comes from the one uncached request (the journeys below).
		expect(
			seen
				.filter( ( s ) => /vitrina\/v1\/state/.test( s.url ) )
				.map( ( s ) => s.url )
		).toEqual( [] );
		await context.close();
	} );

	test( "guest A's wishlist, compare and cart show on cached pages for A, never for guest B; the two nodes alternate; Redis flushed loses nothing", async ( {
		browser,
	} ) => {
		const a = await guest( browser );
		const b = await guest( browser );
		await warm( a.page, [ '/shop/', PRODUCT ] );

		// A: wishlist and compare from the cached catalogue page.
		const shop = await open( a.page, '/shop/' );
		expect( cacheOf( shop ) ).toBe( 'HIT' );
		// Nothing to count yet: the lists island waits for the first use of
		// its buttons, so the counter stays as printed (empty) or says 0.
		await expect( wishlistCount( a.page ) ).toHaveText( /^0?$/ );
		const wish = card( a.page, SIMPLE ).locator(
			'.vitrina-wishlist-button'
		);
		await wish.click();
		await expect( wish ).toHaveAttribute( 'data-state', 'added' );
		const compare = a.page
			.locator( 'ul.products li.product .vitrina-compare-button' )
			.nth( 1 );
		await compare.click();
		await expect( compare ).toHaveAttribute( 'data-state', 'added' );
		await expect( wishlistCount( a.page ) ).toHaveText( '1' );
		await expect( compareCount( a.page ) ).toHaveText( '1' );

		// A's counts on cached pages (the same copies every guest gets).
		for ( const path of [ PRODUCT, '/shop/' ] ) {
			const answer = await open( a.page, path );
			expect( cacheOf( answer ), path ).toBe( 'HIT' );
			await expect( wishlistCount( a.page ) ).toHaveText( '1' );
			await expect( compareCount( a.page ) ).toHaveText( '1' );
		}
		await expect(
			card( a.page, SIMPLE ).locator( '.vitrina-wishlist-button' )
		).toHaveAttribute( 'data-state', 'added' );

		// B on the same cached pages: none of A's state.
		for ( const path of [ '/shop/', PRODUCT ] ) {
			const answer = await open( b.page, path );
			expect( cacheOf( answer ), path ).toBe( 'HIT' );
			await expect( wishlistCount( b.page ) ).toHaveText( /^0?$/ );
			await expect( compareCount( b.page ) ).toHaveText( /^0?$/ );
			await expect( cartCount( b.page ) ).toHaveAttribute(
				'data-count',
				'0'
			);
		}

		// A's cart: from then on WooCommerce's cart cookie makes A's pages
		// pass, still with every count right.
		await open( a.page, '/shop/' );
		await card( a.page, SIMPLE ).locator( 'a.ajax_add_to_cart' ).click();
		await expect( cartCount( a.page ) ).toHaveAttribute(
			'data-count',
			'1'
		);
		const again = await open( a.page, PRODUCT );
		expect( cacheOf( again ) ).toBe( 'PASS' );
		await expect( cartCount( a.page ) ).toHaveAttribute(
			'data-count',
			'1'
		);
		await expect( wishlistCount( a.page ) ).toHaveText( '1' );
		await expect( compareCount( a.page ) ).toHaveText( '1' );

		// The object cache emptied mid-journey: nothing of A's is lost.
		flushObjectCache();
		await open( a.page, '/shop/' );
		await expect( cartCount( a.page ) ).toHaveAttribute(
			'data-count',
			'1'
		);
		await expect( wishlistCount( a.page ) ).toHaveText( '1' );
		await expect( compareCount( a.page ) ).toHaveText( '1' );

		// B still sees the cached page with nothing of A's.
		const bAgain = await open( b.page, '/shop/' );
		expect( cacheOf( bAgain ) ).toBe( 'HIT' );
		await expect( wishlistCount( b.page ) ).toHaveText( /^0?$/ );
		await expect( compareCount( b.page ) ).toHaveText( /^0?$/ );
		await expect( cartCount( b.page ) ).toHaveAttribute(
			'data-count',
			'0'
		);
		await expect(
			card( b.page, SIMPLE ).locator( '.vitrina-wishlist-button' )
		).toHaveAttribute( 'data-state', 'normal' );

		// Both web nodes answered A's calls: what one node wrote, the other read.
		const calls = a.seen.filter( ( s ) =>
			/vitrina\/v1\/state|admin-ajax\.php|wc-ajax=/.test( s.url )
		);
		expect( [ ...nodesOf( calls ) ].sort() ).toEqual( [ 'a', 'b' ] );
		expect( calls.filter( ( s ) => s.status >= 400 ) ).toEqual( [] );
		await a.context.close();
		await b.context.close();
	} );

	test( 'a page cached longer ago than a nonce lives still lets a guest add to the wishlist', async ( {
		browser,
	} ) => {
		// Nonces live 20 s (ticks of 10 s) on the stack for this test.
		const LIFE = 20;
		stackPhp(
			`update_option( 'vitrina_stack_nonce_life', ${ LIFE }, false );`
		);
		try {
			banAll();
			const { context, page, seen } = await guest( browser );
			await warm( page, [ PRODUCT ] );
			// The cached page must grow older than a nonce lives.
			await page.waitForTimeout( ( LIFE + 2 ) * 1000 );

			const answer = await open( page, PRODUCT );
			expect( cacheOf( answer ) ).toBe( 'HIT' );
			expect(
				Number( answer?.headers().age || 0 )
			).toBeGreaterThanOrEqual( LIFE );
			const wish = page.locator( '.vitrina-wishlist-button' ).first();
			await wish.click();
			await expect( wish ).toHaveAttribute( 'data-state', 'added' );
			await expect( wishlistCount( page ) ).toHaveText( '1' );
			expect(
				seen.filter(
					( s ) => /admin-ajax\.php/.test( s.url ) && s.status >= 400
				)
			).toEqual( [] );
			await context.close();
		} finally {
			stackPhp( `delete_option( 'vitrina_stack_nonce_life' );` );
		}
	} );
	test( 'stateless across nodes: rate limits and counts are shared by both nodes, and no node writes a file', async ( {
		request,
	} ) => {
		test.setTimeout( 60_000 );
		// The popups' beacon: at most 10 counts a minute per visitor, popup
		// and event, counted in the database whichever node answers.
		const pid = Number(
			stackPhp(
				`echo get_posts( array( 'post_type' => 'vitrina_popup', 'post_status' => 'publish', 'fields' => 'ids', 'numberposts' => 1 ) )[0] ?? 0;`
			).trim()
		);
		expect( pid ).toBeGreaterThan( 0 );
		const opens = () =>
			Number(
				stackPhp(
					`global $wpdb; echo (int) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s", ${ pid }, \\Vitrina\\Popups\\PostType::OPENS_META ) );`
				).trim()
			);
		stackPhp(
			`global $wpdb; $wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_vitrina\\_rl\\_popup\\_analytics\\_%'" );`
		);
		const before = opens();
		// The limit counts per clock minute (RateLimit's fixed windows): the
		// twelve calls start well inside one, so that no window boundary
		// falls among them.
		const left = 60 - ( Math.floor( Date.now() / 1000 ) % 60 );
		if ( left < 20 ) {
			await new Promise( ( resolve ) =>
				setTimeout( resolve, left * 1000 + 500 )
			);
		}
		const answers: Array< { status: number; node: string } > = [];
		for ( let i = 0; i < 12; i++ ) {
			const answer = await request.get(
				`/wp-json/vitrina/v1/analytics?event=open&pid=${ pid }&_cache=${ i }`
			);
			answers.push( {
				status: answer.status(),
				node: answer.headers()[ 'x-vitrina-node' ] || '',
			} );
		}
		expect( answers.map( ( a ) => a.status ) ).toEqual( [
			...Array( 10 ).fill( 204 ),
			429,
			429,
		] );
		expect(
			[ ...new Set( answers.map( ( a ) => a.node ) ) ].sort()
		).toEqual( [ 'a', 'b' ] );
		expect( opens() - before ).toBe( 10 );

		// Nothing the journeys did wrote a file where a node could keep
		// state of its own.
		const written = execFileSync(
			'find',
			[ ...WRITABLE, '-newer', MARKER, '-type', 'f' ],
			{ encoding: 'utf8' }
		)
			.split( '\n' )
			.filter( Boolean );
		expect( written ).toEqual( [] );
	} );

	test( 'a setting saved and a popup published through one web node are seen by the other at once (the object cache is shared, nothing kept per process)', async ( {
		browser,
		playwright,
	} ) => {
		test.setTimeout( 180_000 );
		const adminContext = await browser.newContext();
		const admin = await adminContext.newPage();
		// A guest's requests, without the admin's cookies.
		const request = await playwright.request.newContext();
		await login( admin, '' );
		/**
		 * Asks nginx (no page cache) for a path until both web nodes have
		 * answered; the markup of each answer by node.
		 *
		 * @param path The path.
		 */
		const byNode = async ( path: string ) => {
			const seen: Record< string, string > = {};
			for ( let i = 0; i < 8 && Object.keys( seen ).length < 2; i++ ) {
				const answer = await request.get(
					`${ NGINX_URL }${ path }${ path.includes( '?' ) ? '&' : '?' }n=${ i }`,
					{ headers: { Cookie: '' } }
				);
				expect( answer.status(), path ).toBe( 200 );
				const node = answer.headers()[ 'x-vitrina-node' ] || '';
				seen[ node ] = await answer.text();
			}
			expect( Object.keys( seen ).sort() ).toEqual( [ 'a', 'b' ] );
			return seen;
		};
		const compareButtons = ( html: string ) =>
			html.includes( 'vitrina-compare-button' );

		// Both nodes have read the settings (compare on).
		for ( const html of Object.values( await byNode( PRODUCT ) ) ) {
			expect( compareButtons( html ) ).toBe( true );
		}
		const saveCompare = async ( on: boolean ) => {
			await admin.goto( '/wp-admin/admin.php?page=vitrina&tab=lists' );
			await admin.locator( '#vitrina-compare' ).setChecked( on );
			const saved = admin.waitForResponse(
				( r ) =>
					r.url().includes( 'options.php' ) &&
					r.request().method() === 'POST'
			);
			await admin.locator( '#submit' ).click();
			return ( await saved ).headers()[ 'x-vitrina-node' ] || '';
		};
		try {
			// Saved through one node: the next answer of either shows it.
			expect( [ 'a', 'b' ] ).toContain( await saveCompare( false ) );
			for ( const [ node, html ] of Object.entries(
				await byNode( PRODUCT )
			) ) {
				expect( compareButtons( html ), `node ${ node }` ).toBe(
					false
				);
			}
		} finally {
			await saveCompare( true );
		}
		for ( const [ node, html ] of Object.entries(
			await byNode( PRODUCT )
		) ) {
			expect( compareButtons( html ), `node ${ node }` ).toBe( true );
		}

		// A popup published through one node shows on both at once, and
		// goes from both once deleted.
		await admin.goto( '/wp-admin/post-new.php' );
		const nonce = await admin.evaluate(
			() =>
				( window as unknown as { wpApiSettings?: { nonce: string } } )
					.wpApiSettings?.nonce ?? ''
		);
		const headers = { 'X-WP-Nonce': nonce };
		const marker = ( id: number ) => `data-popup-id="${ id }"`;
		await byNode( '/shop/' );
		const created = await admin.request.post(
			'/wp-json/wp/v2/vitrina-popups',
			{
				headers,
				data: {
					title: 'Stack popup',
					status: 'publish',
					content:
						'<!-- wp:paragraph --><p>Stack.</p><!-- /wp:paragraph -->',
				},
			}
		);
		expect( created.status() ).toBe( 201 );
		const popup = ( await created.json() ) as { id: number };
		try {
			for ( const [ node, html ] of Object.entries(
				await byNode( '/shop/' )
			) ) {
				expect( html, `node ${ node }` ).toContain(
					marker( popup.id )
				);
			}
		} finally {
			const deleted = await admin.request.delete(
				`/wp-json/wp/v2/vitrina-popups/${ popup.id }?force=true`,
				{ headers }
			);
			expect( deleted.status() ).toBe( 200 );
		}
		for ( const [ node, html ] of Object.entries(
			await byNode( '/shop/' )
		) ) {
			expect( html, `node ${ node }` ).not.toContain(
				marker( popup.id )
			);
		}
		await request.dispose();
		await adminContext.close();
	} );
} );
