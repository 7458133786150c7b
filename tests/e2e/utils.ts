import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const SHOP_URL = process.env.VITRINA_SHOP_URL || 'http://127.0.0.1:8888';
export const CLEAN_URL =
	process.env.VITRINA_CLEAN_URL || 'http://127.0.0.1:8889';

/**
 * Opens a page and waits until the runtime knows the shopper's state: from
 * the state request, or without one for a visitor with nothing personal
 * (`html[data-vitrina-state]`, src/runtime/state.ts).
 *
 * @param page    The page.
 * @param address The address.
 */
export async function openWithState( page: Page, address: string ) {
	await page.goto( address );
	await page.locator( 'html[data-vitrina-state]' ).waitFor( {
		state: 'attached',
	} );
}

/**
 * A browser state that has the local shop serve its pages with a theme other
 * than the active one (the cookie read by bin/mu-plugins/theme-preview.php):
 * `test.use( { storageState: themeState( 'twentytwentyfive' ) } )`.
 *
 * @param theme The theme's folder name.
 */
export function themeState( theme: string ) {
	return {
		cookies: [
			{
				name: 'vitrina_theme',
				value: theme,
				domain: new URL( SHOP_URL ).hostname,
				path: '/',
				expires: -1,
				httpOnly: false,
				secure: false,
				sameSite: 'Lax' as const,
			},
		],
		origins: [],
	};
}

/**
 * The site's header, on whichever theme serves the page: Storefront's
 * `#masthead`, or a block theme's header template part.
 *
 * @param page The page.
 */
export const siteHeader = ( page: Page ) =>
	page.locator( '#masthead, header.wp-block-template-part' );

/**
 * The header's cart opener, on whichever theme serves the page: Storefront's
 * cart link, or the Mini-Cart block's button (a block theme).
 *
 * @param page The page.
 */
export const headerCart = ( page: Page ) =>
	page.locator(
		'#site-header-cart a.cart-contents, header .wc-block-mini-cart__button'
	);

/**
 * The product page's title, on whichever theme serves the page (the classic
 * template's `h1.product_title` or the Single Product block template's
 * Post Title block).
 *
 * @param page The page.
 */
export const productTitle = ( page: Page ) =>
	page.locator( 'h1.product_title, h1.wp-block-post-title' );

/**
 * The product cards of the page's product grid, on whichever theme serves
 * the page (a classic loop's `ul.products` or a Product Collection block).
 *
 * @param page The page.
 */
export const productCards = ( page: Page ) =>
	page.locator(
		'ul.products li.product, .wp-block-woocommerce-product-template > li.product'
	);

/**
 * A product card's add-to-cart button, on either theme: the classic loop's
 * AJAX link or the Product Collection's Add to Cart button block.
 *
 * @param card The card.
 */
export const cardAddButton = ( card: Locator ) =>
	card.locator(
		'a.ajax_add_to_cart, .wp-block-woocommerce-product-button button'
	);

/**
 * The links of the page's product cards to their products, one a card, in
 * their order (see productCards).
 *
 * @param page The page.
 */
export const cardLinks = ( page: Page ) =>
	page.locator(
		'li.product a.woocommerce-LoopProduct-link, .wp-block-woocommerce-product-template > li.product .wp-block-post-title a'
	);

/**
 * The titles of the page's product cards, in their order (see productCards).
 *
 * @param page The page.
 */
export const cardTitles = ( page: Page ) =>
	page.locator(
		'ul.products .woocommerce-loop-product__title, .wp-block-woocommerce-product-template .wp-block-post-title'
	);

/**
 * The "no products found" notice of a product list, on either theme.
 *
 * @param page The page.
 */
export const noProductsFound = ( page: Page ) =>
	page.locator(
		'.woocommerce-info, .wp-block-woocommerce-product-collection-no-results'
	);

/**
 * WooCommerce's success and error notices, as either theme prints them: the
 * classic `.woocommerce-message` / `.woocommerce-error`, or the block
 * theme's notice banners.
 */
export const NOTICE = {
	success:
		'.woocommerce-message, .wc-block-components-notice-banner.is-success',
	error: '.woocommerce-error, .wc-block-components-notice-banner.is-error',
	/** The same in a notices fragment's markup. */
	successHtml:
		/woocommerce-message|wc-block-components-notice-banner is-success/,
	errorHtml: /woocommerce-error|wc-block-components-notice-banner is-error/,
};

/**
 * Logs in through wp-login.php.
 *
 * @param page     The page.
 * @param base     The site's address.
 * @param user     User name.
 * @param password Password.
 */
export async function login(
	page: Page,
	base = SHOP_URL,
	user = 'admin',
	password = 'password'
) {
	await page.goto( `${ base }/wp-login.php` );
	// The login page's own scripts can still be settling the fields when the
	// first fill lands (seen once: the password in the user field): fill,
	// check both values, and try again if the form did not log in.
	await expect( async () => {
		await page.locator( '#user_login' ).fill( user );
		await page.locator( '#user_pass' ).fill( password );
		await expect( page.locator( '#user_login' ) ).toHaveValue( user );
		await expect( page.locator( '#user_pass' ) ).toHaveValue( password );
		await page.locator( '#wp-submit' ).click();
		await expect( page ).toHaveURL( /wp-admin|my-account/, {
			timeout: 10_000,
		} );
	} ).toPass( { timeout: 45_000 } );
}

/**
 * Counts the requests of a page whose path ends with a suffix (an island's
 * script, say), from now on.
 *
 * @param page   The page.
 * @param suffix The path's end.
 * @return How many so far, and a way to start counting again.
 */
export function countRequests( page: Page, suffix: string ) {
	let seen = 0;
	page.on( 'request', ( request ) => {
		if ( new URL( request.url() ).pathname.endsWith( suffix ) ) {
			seen++;
		}
	} );
	return {
		count: () => seen,
		reset: () => {
			seen = 0;
		},
	};
}

/**
 * Adds to the cart from a product form (the cart island's
 * woodmart_ajax_add_to_cart) and expects WooCommerce's own "added to your
 * cart" notice in the answer, and no error.
 *
 * @param page The page.
 * @param form The product form.
 */
export async function addFromForm( page: Page, form: Locator ) {
	const answer = page.waitForResponse( /wc-ajax=woodmart_ajax_add_to_cart/ );
	await form.locator( 'button.single_add_to_cart_button' ).click();
	const json = await ( await answer ).json();
	expect( json.notices ).toMatch( NOTICE.successHtml );
	expect( json.notices ).not.toMatch( NOTICE.errorHtml );
}

/**
 * The script paths a page requests from now on, kept as they come.
 *
 * @param page The page.
 */
export function scriptRequests( page: Page ): string[] {
	const paths: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			paths.push( new URL( request.url() ).pathname );
		}
	} );
	return paths;
}

/**
 * jQuery, and WooCommerce's general script with what only it needs
 * (jquery-blockui, js-cookie): what a guest's page goes without until
 * something on it needs them (includes/Assets/WooCommerceScript.php).
 */
export const JQUERY_SCRIPTS =
	/\/jquery(\.min)?\.js$|\/frontend\/woocommerce(\.min)?\.js$|blockUI|js\.cookie/;

/**
 * The script URLs a page loaded.
 *
 * @param page The page.
 */
export const scriptSources = ( page: Page ) =>
	page.$$eval( 'script[src]', ( els ) =>
		els.map( ( el ) => ( el as HTMLScriptElement ).src )
	);

/**
 * Runs PHP inside the local shop's WordPress (bin/wp.php eval-file).
 *
 * @param php PHP code, without the opening tag.
 * @return What it printed.
 */
export function shopPhp( php: string ): string {
	const file = path.join( os.tmpdir(), `vitrina-e2e-${ process.pid }.php` );
	fs.writeFileSync( file, `<?php\n${ php }\n` );
	try {
		return execFileSync(
			'bash',
			[
				'-c',
				'source bin/lib.sh && wp shop eval-file "$1"',
				'bash',
				file,
			],
			{ encoding: 'utf8' }
		);
	} finally {
		fs.rmSync( file, { force: true } );
	}
}

/**
 * Switches Vitrina on or off on the local shop (`wp shop activate|deactivate`,
 * as the bench's stock pages do, bench/pages.mjs).
 *
 * @param on Whether Vitrina is on.
 */
export function switchVitrina( on: boolean ) {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp shop "$1" vitrina/plugin.php',
			'bash',
			on ? 'activate' : 'deactivate',
		],
		{ encoding: 'utf8' }
	);
}

/**
 * Changes the local shop's Vitrina settings (the vitrina_settings option):
 * each key gets its value, or goes back to its default when null.
 *
 * @param values Setting keys and values.
 */
export function setShopSettings( values: Record< string, string | null > ) {
	const json = Buffer.from( JSON.stringify( values ) ).toString( 'base64' );
	shopPhp(
		`$s = get_option( 'vitrina_settings', array() ); foreach ( json_decode( base64_decode( '${ json }' ), true ) as $k => $v ) { if ( null === $v ) { unset( $s[ $k ] ); } else { $s[ $k ] = $v; } } update_option( 'vitrina_settings', $s );`
	);
}

/** An e-mail the local shop sent (wp_mail's arguments). */
export interface SentMail {
	to: string | string[];
	subject: string;
	message: string;
}

/**
 * Catches the local shop's outgoing mail into a file (a must-use plugin
 * that answers `pre_wp_mail`) until `stop()`.
 *
 * @return What was sent so far, and how to stop catching.
 */
export function catchMail(): { sent: () => SentMail[]; stop: () => void } {
	const content = shopPhp( 'echo WP_CONTENT_DIR;' ).trim();
	const mu = path.join( content, 'mu-plugins' );
	const catcher = path.join( mu, 'vitrina-e2e-mail.php' );
	const log = path.join( content, 'vitrina-e2e-mail.log' );
	fs.mkdirSync( mu, { recursive: true } );
	fs.rmSync( log, { force: true } );
	fs.writeFileSync(
		catcher,
		`<?php\nadd_filter( 'pre_wp_mail', static function ( $short, $atts ) { file_put_contents( ${ JSON.stringify(
			log
		) }, wp_json_encode( $atts ) . "\\n", FILE_APPEND ); return true; }, 10, 2 );\n`
	);
	return {
		sent: () =>
			fs.existsSync( log )
				? fs
						.readFileSync( log, 'utf8' )
						.trim()
						.split( '\n' )
						.filter( Boolean )
						.map( ( line ) => JSON.parse( line ) as SentMail )
				: [],
		stop: () => {
			fs.rmSync( catcher, { force: true } );
			fs.rmSync( log, { force: true } );
		},
	};
}

/** The local shop's debug log (PHP notices, warnings and errors). */
const SHOP_DEBUG_LOG = path.join( '.wp', 'run', 'shop-debug.log' );

/**
 * Watches what goes wrong while a test runs: the page's console errors and
 * uncaught exceptions, and what PHP writes to the shop's debug log.
 *
 * @param page The page.
 * @return `problems()` lists them (an empty list: nothing went wrong).
 */
export function watchProblems( page: Page ) {
	const size = () =>
		fs.existsSync( SHOP_DEBUG_LOG )
			? fs.statSync( SHOP_DEBUG_LOG ).size
			: 0;
	const start = size();
	const browser: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() !== 'error' ) {
			return;
		}
		// This machine reaches no other host: WordPress's own pictures from
		// elsewhere (the reviews' Gravatar avatars, lazy, loaded once the
		// layout brings them near the screen) fail to resolve. The shop's
		// own resources still count.
		const from = message.location().url;
		if (
			/net::ERR_NAME_NOT_RESOLVED/.test( message.text() ) &&
			from &&
			new URL( from ).host !== new URL( SHOP_URL ).host
		) {
			return;
		}
		browser.push( `console: ${ message.text() }` );
	} );
	page.on( 'pageerror', ( error ) =>
		browser.push( `page error: ${ error.message }` )
	);
	return {
		problems(): string[] {
			const php =
				size() > start
					? fs
							.readFileSync( SHOP_DEBUG_LOG )
							.subarray( start )
							.toString( 'utf8' )
							.split( '\n' )
							.filter( ( line ) => /PHP /.test( line ) )
					: [];
			return [ ...browser, ...php ];
		},
	};
}

/**
 * The open mobile navigation holds the focus through `tabs` presses of Tab,
 * closes on Escape and gives the focus back to its opener.
 *
 * @param page   The page.
 * @param dialog The panel.
 * @param opener The button that opened it.
 * @param tabs   How many times Tab is pressed (more than it holds).
 */
export async function expectMobileNavKeyboard(
	page: Page,
	dialog: Locator,
	opener: Locator,
	tabs: number
) {
	for ( let i = 0; i < tabs; i++ ) {
		await page.keyboard.press( 'Tab' );
	}
	await expect(
		page.locator( '[data-vitrina-mobile-nav] :focus' )
	).toHaveCount( 1 );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();
}
