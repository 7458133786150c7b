/**
 * Which strings go into which script's translation file: the source files a
 * built script is made of, through imports and the tsconfig path aliases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractProject, reachableFiles, scriptStrings } from './lib';

let root = '';

const write = ( file: string, content: string ) => {
	fs.mkdirSync( path.dirname( path.join( root, file ) ), {
		recursive: true,
	} );
	fs.writeFileSync( path.join( root, file ), content );
};

beforeEach( () => {
	root = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrina-i18n-' ) );
	write(
		'plugin.php',
		"<?php\n/**\n * Plugin Name: Fixture\n * Text Domain: vitrina\n */\n__( 'From PHP', 'vitrina' );\n"
	);
	write(
		'tsconfig.json',
		'{ "compilerOptions": { "baseUrl": ".", "paths": { "@runtime/*": [ "src/runtime/*" ] } } }'
	);
	const i18n = "import { __ } from '@wordpress/i18n';\n";
	write(
		'src/cart/index.ts',
		`${ i18n }import { label } from './label';\nimport '@runtime/http';\nimport './index.scss';\nexport const a = __( 'Cart', 'vitrina' ) + label;\nvoid import( './lazy' );\n`
	);
	write(
		'src/cart/label.ts',
		`${ i18n }export const label = __( 'Label', 'vitrina' );\n`
	);
	write(
		'src/cart/lazy.tsx',
		`${ i18n }export const lazy = __( 'Lazy', 'vitrina' );\n`
	);
	write(
		'src/cart/unused.ts',
		`${ i18n }export const u = __( 'Unused', 'vitrina' );\n`
	);
	write(
		'src/cart/label.test.ts',
		`${ i18n }__( 'In a test', 'vitrina' );\n`
	);
	write(
		'src/runtime/http.ts',
		`${ i18n }export const e = __( 'Network error', 'vitrina' );\n`
	);
	write(
		'src/runtime/focus.ts',
		`${ i18n }export const f = __( 'Focus', 'vitrina' );\n`
	);
	write(
		'src/header/index.tsx',
		`${ i18n }export const c = __( 'Scroll to top', 'vitrina' );\n`
	);
	write( 'src/delivery-widget/index.ts', `export const noStrings = 1;\n` );
	write(
		'src/delivery-widget/loader.ts',
		`const __ = ( s: string, d: string ) => s + d;\n__( 'Own catalogue', 'vitrina' );\n`
	);
} );

afterEach( () => {
	fs.rmSync( root, { recursive: true, force: true } );
} );

describe( 'script translation files', () => {
	it( 'follows imports, dynamic imports and aliases', () => {
		const { files, unresolved } = reachableFiles(
			root,
			'src/cart/index.ts'
		);
		expect( files ).toEqual( [
			'src/cart/index.ts',
			'src/cart/label.ts',
			'src/cart/lazy.tsx',
			'src/runtime/http.ts',
		] );
		expect( unresolved ).toEqual( [] );
	} );

	it( 'gives each island its strings and the shared strings it imports', () => {
		const warnings: string[] = [];
		const { messages } = extractProject( root, warnings );
		expect( messages.map( ( m ) => m.msgid ) ).not.toContain( 'In a test' );
		expect( messages.map( ( m ) => m.msgid ) ).not.toContain(
			'Own catalogue'
		);
		const scripts = scriptStrings( root, messages, warnings );
		// No webpack.config.js in the fixture: one entry per island.
		expect( warnings.join( '\n' ) ).toMatch(
			/webpack\.config\.js could not be read/
		);
		expect(
			Object.fromEntries(
				scripts.map( ( s ) => [ s.script, [ ...s.keys ].sort() ] )
			)
		).toEqual( {
			'build/cart/index.js': [
				'Cart',
				'Label',
				'Lazy',
				'Network error',
				'Unused',
			],
			'build/header/index.js': [ 'Scroll to top' ],
		} );
	} );

	it( 'adds every shared string when an import cannot be resolved', () => {
		write(
			'src/header/index.tsx',
			"import { __ } from '@wordpress/i18n';\nimport './missing';\n__( 'Scroll to top', 'vitrina' );\n"
		);
		const warnings: string[] = [];
		const { messages } = extractProject( root, warnings );
		const header = scriptStrings( root, messages, warnings ).find(
			( s ) => s.script === 'build/header/index.js'
		);
		expect( [ ...( header?.keys ?? [] ) ].sort() ).toEqual( [
			'Focus',
			'Network error',
			'Scroll to top',
		] );
		expect( warnings.join( '\n' ) ).toMatch(
			/cannot resolve import '\.\/missing'/
		);
	} );
} );
