import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The browser tests through the production-like stack (bin/stack.sh):
 * Varnish, nginx, two PHP-FPM web nodes, Redis. bin/stack-test.mjs starts
 * the stack before it runs this.
 */
export default defineConfig( {
	...base,
	testDir: './tests/stack',
	outputDir: '.wp/stack-results',
	reporter: [
		[ 'list' ],
		[ 'json', { outputFile: '.wp/stack-results.json' } ],
	],
	use: {
		...base.use,
		baseURL: `http://127.0.0.1:${ process.env.VITRINA_STACK_PORT || 8080 }`,
	},
} );
