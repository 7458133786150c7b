import { defineConfig } from '@playwright/test';
import { SHOP_URL, themeState } from './tests/e2e/utils';

/**
 * Browser tests: Debian's Chromium driven by Playwright against the local
 * shop (npm start, port 8888), its twin for a second worker (site shop2,
 * port 8893) and a clean WordPress (port 8889) for the zip install test.
 * bin/e2e.mjs prepares them before it runs this.
 * VITRINA_E2E_THEME=twentytwentyfive runs every spec with the shop's pages
 * served on that theme (tests/e2e/utils.ts, themeState).
 */
export default defineConfig( {
	testDir: './tests/e2e',
	testMatch: '**/*.spec.ts',
	// Spec files are shared out between the workers, each against a shop of
	// its own (tests/e2e/utils.ts, SHOP_URL); the tests of a file run in order.
	fullyParallel: false,
	workers: Number( process.env.VITRINA_E2E_WORKERS ) || 1,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	outputDir: '.wp/e2e-results',
	reporter: [
		[ 'list' ],
		[ 'json', { outputFile: '.wp/e2e-results.json' } ],
	],
	use: {
		baseURL: SHOP_URL,
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
