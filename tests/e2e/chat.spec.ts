import { expect, test } from '@playwright/test';
import { scriptSources, setShopSettings } from './utils';

/**
 * The chat button on the local shop: off by default (no markup, no script);
 * on, it links to the chat with the shop's number and pre-filled message,
 * greets the shopper shortly after the page is ready, and a closed greeting
 * stays closed on the next page; the display flags hide it by device.
 * @param values
 */
const CHAT_KEYS = [
	'chat_button',
	'chat_number',
	'chat_message',
	'chat_show_on_desktop',
	'chat_show_on_mobile',
];

/**
 * Sets the chat settings: the keys given, the others back to their defaults.
 *
 * @param values Chat settings, or null for all defaults.
 */
const setChat = ( values: Record< string, string > | null ) =>
	setShopSettings( {
		...Object.fromEntries( CHAT_KEYS.map( ( k ) => [ k, null ] ) ),
		...values,
	} );

test.describe( 'chat button (chat island)', () => {
	test.afterEach( () => {
		setChat( null );
	} );

	test( 'off by default: no button, no script', async ( { page } ) => {
		setChat( null );
		await page.goto( '/shop/' );
		await expect( page.locator( '.vitrina-chat' ) ).toHaveCount( 0 );
		expect(
			( await scriptSources( page ) ).filter( ( src ) =>
				src.includes( '/build/chat/' )
			)
		).toEqual( [] );
	} );

	test( 'links to the chat, greets, and a closed greeting stays closed', async ( {
		page,
	} ) => {
		setChat( {
			chat_button: 'yes',
			chat_number: '+7 (900) 123-45-67',
			chat_message: 'Здравствуйте! Вопрос о заказе',
			chat_show_on_desktop: 'yes',
			chat_show_on_mobile: 'yes',
		} );
		await page.goto( '/shop/' );
		const button = page.getByRole( 'button', {
			name: 'Напишите нам в чат',
		} );
		const href = new URL( ( await button.getAttribute( 'href' ) ) ?? '' );
		expect( href.origin + href.pathname ).toBe(
			'https://wa.me/79001234567'
		);
		expect( href.searchParams.get( 'text' ) ).toBe(
			'Здравствуйте! Вопрос о заказе'
		);
		const greeting = page.getByRole( 'region', {
			name: 'Напишите нам',
		} );
		await expect( greeting ).toBeVisible();
		await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			greeting.getByRole( 'link', { name: 'Начать чат' } )
		).toHaveAttribute( 'href', /^https:\/\/wa\.me\/79001234567/ );

		// Closed by Escape: the focus goes back to the button, and the next
		// page remembers it.
		await greeting.getByRole( 'link', { name: 'Начать чат' } ).focus();
		await page.keyboard.press( 'Escape' );
		await expect( greeting ).toBeHidden();
		await expect( button ).toBeFocused();
		await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		await page.goto( '/akcii/' );
		await page.waitForTimeout( 500 );
		await expect( greeting ).toBeHidden();

		// The button opens it again (Space, as for a button), remembered too.
		await button.focus();
		await page.keyboard.press( ' ' );
		await expect( greeting ).toBeVisible();
		await page.reload();
		await expect( greeting ).toBeVisible();
	} );

	test( 'the display flags hide the button by device', async ( {
		browser,
	} ) => {
		setChat( {
			chat_button: 'yes',
			chat_number: '79001234567',
			chat_show_on_desktop: 'no',
			chat_show_on_mobile: 'yes',
		} );
		for ( const [ width, visible ] of [
			[ 1280, false ],
			[ 390, true ],
		] as const ) {
			const context = await browser.newContext( {
				viewport: { width, height: 800 },
			} );
			const page = await context.newPage();
			await page.goto( '/shop/' );
			const button = page.locator( '.vitrina-chat__button' );
			await expect( button ).toHaveCount( 1 );
			if ( visible ) {
				await expect( button ).toBeVisible();
			} else {
				await expect( button ).toBeHidden();
			}
			await context.close();
		}
	} );
} );
