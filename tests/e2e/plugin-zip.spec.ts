import path from 'node:path';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { CLEAN_URL, login } from './utils';

const ZIP = path.resolve( __dirname, '../../dist/vitrina.zip' );

test.describe( 'the plugin zip', () => {
	test.skip( ! fs.existsSync( ZIP ), 'dist/vitrina.zip was not built' );

	test( 'installs into a clean WordPress through the upload form and activates', async ( {
		page,
	} ) => {
		await login( page, CLEAN_URL );
		await page.goto(
			`${ CLEAN_URL }/wp-admin/plugin-install.php?tab=upload`
		);
		await page.locator( '#pluginzip' ).setInputFiles( ZIP );
		await page.locator( '#install-plugin-submit' ).click();
		await expect( page.locator( '#wpbody-content' ) ).toContainText(
			'Plugin installed successfully'
		);

		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await expect( page.locator( '#message' ) ).toContainText( 'activated' );
		const row = page.locator( 'tr[data-slug="vitrina"]' );
		await expect( row ).toHaveClass( /\bactive\b/ );
		await expect( page.locator( '.notice-error' ) ).toHaveCount( 0 );

		// The installed copy serves its built island on the shop front.
		await page.goto( `${ CLEAN_URL }/` );
		await expect(
			page.locator(
				'script[src*="/plugins/vitrina/build/runtime/index.js"]'
			)
		).toHaveCount( 1 );
		// The header island waits in its template for the page's first use,
		// then runs: its sticky header's placeholder follows the header.
		await expect(
			page.locator( 'template[data-vitrina-scripts="header"]' )
		).toHaveCount( 1 );
		const header = page.waitForResponse(
			/\/plugins\/vitrina\/build\/header\/index\.js/
		);
		await page.mouse.move( 20, 20 );
		await page.mouse.move( 60, 80 );
		expect( ( await header ).ok() ).toBe( true );
		await expect(
			page.locator( '.vitrina-header-placeholder' )
		).toHaveCount( 1 );
	} );
} );
