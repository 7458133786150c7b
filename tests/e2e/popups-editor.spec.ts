import { expect, test } from '@playwright/test';
import { login, shopPhp } from './utils';

/**
 * The popup settings panel in the real block editor: an admin writes a popup,
 * adds a delayed trigger and a product condition (picked by its title from
 * WordPress's search) in the panel, publishes, and the settings are saved in
 * the popup's meta.
 */
test( 'an admin sets a popup trigger and a product condition in the block editor panel', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	// The editor's welcome guide would cover the panel, at a moment a slow
	// machine makes late: the admin has seen it (WordPress's persisted
	// preferences), and should it show all the same, it is closed.
	shopPhp(
		"global $wpdb; $u = get_user_by( 'login', 'admin' ); update_user_meta( $u->ID, $wpdb->get_blog_prefix() . 'persisted_preferences', array( 'core/edit-post' => array( 'welcomeGuide' => false ), 'core' => array( 'welcomeGuide' => false ), '_modified' => gmdate( 'c' ) ) );"
	);
	const guide = page.locator(
		'.edit-post-welcome-guide, .editor-welcome-guide'
	);
	await page.addLocatorHandler( guide, async () => {
		await page.keyboard.press( 'Escape' );
	} );
	await login( page );
	await page.goto( '/wp-admin/post-new.php?post_type=vitrina_popup' );
	// The title is in the editor's canvas, an iframe its scripts add once
	// they ran (or, without it, in the page): asked only once either is
	// there, so that a slow machine does not look before the iframe exists.
	const titleField = '.editor-post-title__input, .wp-block-post-title';
	await page
		.locator( `iframe[name="editor-canvas"], ${ titleField }` )
		.first()
		.waitFor( { timeout: 60_000 } );
	const canvas = ( await page
		.locator( 'iframe[name="editor-canvas"]' )
		.count() )
		? page.frameLocator( 'iframe[name="editor-canvas"]' )
		: page;
	const title = `Окно из редактора ${ Date.now() }`;
	await canvas.locator( titleField ).first().fill( title );

	const panel = page.getByRole( 'button', { name: /^(Triggers|Триггеры)$/ } );
	await expect( panel ).toBeVisible( { timeout: 20_000 } );
	if ( ( await panel.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await panel.click();
	}
	await page
		.getByRole( 'button', { name: /Add trigger|Добавить триггер/ } )
		.click();
	const delay = page.getByLabel( /Delay, ms|Задержка, мс/ );
	await delay.fill( '1200' );
	await expect( delay ).not.toHaveAttribute( 'aria-invalid', 'true' );

	// A condition naming a product, found by its title.
	const productId = Number(
		shopPhp(
			"echo get_page_by_path( 'kovsh-emalirovannyj-1-5-l', OBJECT, 'product' )->ID;"
		)
	);
	expect( productId ).toBeGreaterThan( 0 );
	const conditions = page.getByRole( 'button', {
		name: /^(Conditions|Условия)$/,
	} );
	if ( ( await conditions.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await conditions.click();
	}
	await page
		.getByRole( 'button', {
			name: /Add condition group|Добавить группу условий/,
		} )
		.click();
	await page
		.getByLabel( /^(Show on|Показывать)$/ )
		.selectOption( 'product_selected' );
	const which = page.getByRole( 'combobox', { name: /^(Which|Какие)$/ } );
	await which.fill( 'Ковш' );
	await page
		.getByRole( 'option', { name: /Ковш эмалированный 1,5 л/ } )
		.click();
	await expect(
		page.getByRole( 'list', { name: /^(Which|Какие)$/ } )
	).toContainText( `Ковш эмалированный 1,5 л (#${ productId })` );

	await page
		.locator(
			'.editor-post-publish-panel__toggle, .editor-post-publish-button__button'
		)
		.first()
		.click();
	const confirm = page.locator(
		'.editor-post-publish-panel__header-publish-button button'
	);
	if ( await confirm.isVisible( { timeout: 5000 } ).catch( () => false ) ) {
		await confirm.click();
	}
	await expect(
		page
			.locator(
				'.components-snackbar, .editor-post-publish-panel__postpublish'
			)
			.first()
	).toBeVisible( { timeout: 20_000 } );

	const id = await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						select: ( s: string ) => {
							getCurrentPostId: () => number;
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/editor' )
			.getCurrentPostId()
	);
	const nonce = await page.evaluate(
		() =>
			( window as unknown as { wpApiSettings: { nonce: string } } )
				.wpApiSettings.nonce
	);
	const saved = await (
		await page.request.get(
			`/wp-json/wp/v2/vitrina-popups/${ id }?context=edit`,
			{
				headers: { 'X-WP-Nonce': nonce },
			}
		)
	).json();
	try {
		expect( saved.status ).toBe( 'publish' );
		expect( saved.title.raw ).toBe( title );
		const settings = saved.meta._vitrina_popup_settings;
		expect( settings.triggers ).toEqual( [
			expect.objectContaining( {
				type: 'auto_open',
				settings: expect.objectContaining( { delay: 1200 } ),
			} ),
		] );
		expect( settings.animation_speed ).toBe( 350 );
		expect( settings.conditions ).toEqual( [
			[
				expect.objectContaining( {
					target: 'product_selected',
					settings: expect.objectContaining( { ids: [ productId ] } ),
				} ),
			],
		] );
	} finally {
		await page.request.delete( `/wp-json/wp/v2/vitrina-popups/${ id }`, {
			headers: { 'X-WP-Nonce': nonce },
			params: { force: 'true' },
		} );
	}
} );
