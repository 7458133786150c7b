import { defineConfig } from '@playwright/test';
import { themeState } from './tests/e2e/utils';

/**
 * Browser tests: Debian's Chromium driven by Playwright against the local
 * shop (npm start, port 8888) and a clean WordPress (port 8889) for the zip
 * install test. bin/e2e.mjs prepares both before it runs this.
 * VITRINA_E2E_THEME=twentytwentyfive runs every spec with the shop's pages
 * served on that theme (tests/e2e/utils.ts, themeState).
 *
 * Two projects: every test on the theme above (Storefront, the shop's own,
 * by default), then the storefront journeys whose markup differs by theme
 * (the tests tagged @both-themes) once more on the block theme Twenty
 * Twenty-Five, so that both themes are proven without a second whole pass.
 */
export default defineConfig( {
	testDir: './tests/e2e',
	testMatch: '**/*.spec.ts',
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	outputDir: '.wp/e2e-results',
	projects: [
		{ name: process.env.VITRINA_E2E_THEME || 'storefront' },
		...( process.env.VITRINA_E2E_THEME
			? []
			: [
					{
						name: 'twentytwentyfive',
						grep: /@both-themes/,
						use: { storageState: themeState( 'twentytwentyfive' ) },
					},
				] ),
	],
	reporter: [
		[ 'list' ],
		[ 'json', { outputFile: '.wp/e2e-results.json' } ],
	],
	use: {
		baseURL: process.env.VITRINA_SHOP_URL || 'http://127.0.0.1:8888',
		locale: 'ru-RU',
		...( process.env.VITRINA_E2E_THEME
			? { storageState: themeState( process.env.VITRINA_E2E_THEME ) }
			: {} ),
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--disable-dev-shm-usage',
			],
		},
	},
} );
