import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig( {
	resolve: {
		// Mirrors the alias of webpack.config.js and tsconfig.json.
		alias: {
			'@runtime': fileURLToPath(
				new URL( './src/runtime', import.meta.url )
			),
		},
	},
	test: {
		environment: 'jsdom',
		globals: true,
		include: [ 'tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}' ],
		setupFiles: [ './tests/unit/setup.ts' ],
		restoreMocks: true,
		// One DOM per worker instead of one per file (tests/unit/setup.ts
		// puts back what a file changed in it), on both cores.
		pool: 'threads',
		isolate: false,
		maxWorkers: 2,
	},
} );
