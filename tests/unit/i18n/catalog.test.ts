/**
 * Catalogues of bin/i18n.mjs: the template, merging a translation, and the
 * files WordPress loads (.mo, .l10n.php, and the JSON for scripts, named by
 * the md5 of the script's path relative to the plugin).
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- gettext-parser ships no types.
import gettextParser from 'gettext-parser';
import {
	PLURAL_FORMS,
	buildCatalog,
	compileJed,
	compileL10nPhp,
	compileMo,
	jsonFileName,
	keyOf,
	mergeCatalog,
	placeholders,
	readCatalog,
	translationProblems,
	writePot,
	type Catalog,
	type Message,
} from './lib';

const INFO = {
	name: 'Vitrina',
	version: '1.2.3',
	bugs: 'https://example.org/bugs',
	license: 'GPL-2.0-or-later',
	domain: 'vitrina',
	date: '2025-01-02 03:04+0000',
};

const message = ( m: Partial< Message > & { msgid: string } ): Message => ( {
	domain: 'vitrina',
	file: 'includes/A.php',
	line: 1,
	comments: [],
	...m,
} );

const MESSAGES: Message[] = [
	message( { msgid: 'Add to cart', line: 3 } ),
	message( { msgid: 'Add to cart', file: 'src/cart/Button.tsx', line: 9 } ),
	message( { msgid: 'Post', context: 'verb', line: 4 } ),
	message( {
		msgid: '%d item',
		plural: '%d items',
		comments: [ 'translators: %d: number of items' ],
		line: 5,
	} ),
	message( { msgid: 'Line one\nline "two"\\', line: 6 } ),
];

const pot = () => readCatalog( writePot( buildCatalog( MESSAGES ), INFO ) );

const translate = ( catalog: Catalog, map: Record< string, string[] > ) => {
	for ( const e of catalog.entries ) {
		if ( map[ keyOf( e ) ] ) {
			e.msgstr = map[ keyOf( e ) ];
		}
	}
	return catalog;
};

const RU = {
	'Add to cart': [ 'В корзину' ],
	'verb\u0004Post': [ 'Опубликовать' ],
	'%d item': [ '%d товар', '%d товара', '%d товаров' ],
	'Line one\nline "two"\\': [ 'Строка один\nстрока «два»\\' ],
};

describe( 'template', () => {
	it( 'merges references and comments, and writes the WordPress header', () => {
		const text = writePot( buildCatalog( MESSAGES ), INFO );
		expect( text ).toContain( '"Project-Id-Version: Vitrina 1.2.3\\n"' );
		expect( text ).toContain(
			'"POT-Creation-Date: 2025-01-02 03:04+0000\\n"'
		);
		expect( text ).toContain( '"X-Domain: vitrina\\n"' );
		expect( text ).toContain(
			'"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"'
		);
		expect( text ).toContain(
			'#: includes/A.php:3\n#: src/cart/Button.tsx:9\nmsgid "Add to cart"\nmsgstr ""'
		);
		expect( text ).toContain(
			'#. translators: %d: number of items\n#: includes/A.php:5\nmsgid "%d item"\nmsgid_plural "%d items"\nmsgstr[0] ""\nmsgstr[1] ""'
		);
		expect( text ).toContain( 'msgctxt "verb"\nmsgid "Post"' );
		expect( text ).toContain(
			'msgid ""\n"Line one\\n"\n"line \\"two\\"\\\\"'
		);
	} );

	it( 'reads back what it writes', () => {
		const read = pot();
		expect( read.entries.map( keyOf ) ).toEqual( Object.keys( RU ) );
		expect( read.entries[ 0 ].references ).toEqual( [
			'includes/A.php:3',
			'src/cart/Button.tsx:9',
		] );
		expect( read.entries[ 2 ] ).toMatchObject( {
			plural: '%d items',
			comments: [ 'translators: %d: number of items' ],
		} );
	} );
} );

describe( 'merging a translation', () => {
	it( 'creates a Russian translation with its plural forms', () => {
		const po = mergeCatalog( pot(), null, {
			locale: 'ru_RU',
			name: 'Vitrina',
		} );
		expect( po.headers[ 'Plural-Forms' ] ).toBe( PLURAL_FORMS.ru_RU );
		expect( po.headers.Language ).toBe( 'ru_RU' );
		expect( po.entries[ 2 ].msgstr ).toEqual( [ '', '', '' ] );
		expect( translationProblems( po ).untranslated ).toHaveLength( 4 );
	} );

	it( 'keeps translations, adds new strings and keeps removed ones as obsolete', () => {
		const first = translate(
			mergeCatalog( pot(), null, { locale: 'ru_RU', name: 'Vitrina' } ),
			RU
		);
		const next = readCatalog(
			writePot(
				buildCatalog( [
					...MESSAGES.filter( ( m ) => m.msgid !== 'Post' ),
					message( { msgid: 'Checkout' } ),
				] ),
				INFO
			)
		);
		const merged = mergeCatalog( next, first, {
			locale: 'ru_RU',
			name: 'Vitrina',
		} );
		expect(
			merged.entries.find( ( e ) => e.msgid === 'Add to cart' )?.msgstr
		).toEqual( [ 'В корзину' ] );
		expect(
			merged.entries.find( ( e ) => e.msgid === 'Checkout' )?.msgstr
		).toEqual( [ '' ] );
		expect( merged.obsolete.map( keyOf ) ).toEqual( [ 'verb\u0004Post' ] );
		expect(
			translationProblems( merged ).untranslated.map( keyOf )
		).toEqual( [ 'Checkout' ] );

		// The string comes back: so does its translation.
		const back = mergeCatalog( pot(), merged, {
			locale: 'ru_RU',
			name: 'Vitrina',
		} );
		expect(
			back.entries.find( ( e ) => e.context === 'verb' )?.msgstr
		).toEqual( [ 'Опубликовать' ] );
		expect( back.obsolete ).toEqual( [] );
	} );

	it( 'marks a translation fuzzy when the plural changes', () => {
		const first = translate(
			mergeCatalog( pot(), null, { locale: 'ru_RU', name: 'Vitrina' } ),
			RU
		);
		const changed = readCatalog(
			writePot(
				buildCatalog( [
					message( { msgid: '%d item', plural: '%d things' } ),
				] ),
				INFO
			)
		);
		const merged = mergeCatalog( changed, first, {
			locale: 'ru_RU',
			name: 'Vitrina',
		} );
		expect( merged.entries[ 0 ].flags ).toContain( 'fuzzy' );
		expect( translationProblems( merged ).fuzzy ).toHaveLength( 1 );
	} );

	it( 'checks printf placeholders', () => {
		expect( placeholders( 'From %1$s to %2$d, 5%% off' ) ).toEqual( [
			'1s',
			'2d',
		] );
		expect( placeholders( '%2$d to %1$s' ) ).toEqual( [ '1s', '2d' ] );
		expect( placeholders( '%s and %d' ) ).toEqual( [ '1s', '2d' ] );
		expect( placeholders( '50% off' ) ).toEqual( [] );
		const po = translate(
			mergeCatalog( pot(), null, { locale: 'ru_RU', name: 'Vitrina' } ),
			{ ...RU, '%d item': [ '%d товар', '%s товара', '%d товаров' ] }
		);
		expect( translationProblems( po ).placeholders.map( keyOf ) ).toEqual( [
			'%d item',
		] );
	} );
} );

describe( 'compiled translations', () => {
	const po = () =>
		translate(
			mergeCatalog( pot(), null, { locale: 'ru_RU', name: 'Vitrina' } ),
			RU
		);

	it( 'names script translations by the md5 of the path relative to the plugin', () => {
		const md5 = crypto
			.createHash( 'md5' )
			.update( 'build/header/index.js' )
			.digest( 'hex' );
		expect(
			jsonFileName( 'vitrina', 'ru_RU', 'build/header/index.js' )
		).toBe( `vitrina-ru_RU-${ md5 }.json` );
		expect(
			jsonFileName( 'vitrina', 'ru_RU', './build/header/index.min.js' )
		).toBe( `vitrina-ru_RU-${ md5 }.json` );
		expect( md5 ).toBe( '3ccc564f2539cbe634d4fcab38b509df' );
	} );

	it( 'writes Jed 1.x JSON with only the script’s strings', () => {
		const json = compileJed(
			po(),
			new Set( [
				'Add to cart',
				'%d item',
				'verb\u0004Post',
				'Missing',
			] ),
			'build/cart/index.js'
		);
		const data = JSON.parse( json ?? '{}' );
		expect( data ).toMatchObject( {
			domain: 'messages',
			source: 'build/cart/index.js',
			locale_data: {
				messages: {
					'': {
						domain: 'messages',
						lang: 'ru_RU',
						'plural-forms': PLURAL_FORMS.ru_RU,
					},
					'Add to cart': [ 'В корзину' ],
					'verb\u0004Post': [ 'Опубликовать' ],
					'%d item': [ '%d товар', '%d товара', '%d товаров' ],
				},
			},
		} );
		expect( data[ 'translation-revision-date' ] ).toMatch(
			/^\d{4}-\d\d-\d\d \d\d:\d\d\+0000$/
		);
		expect( Object.keys( data.locale_data.messages ) ).toHaveLength( 4 );
		expect(
			compileJed( po(), new Set( [ 'Nothing' ] ), 'build/x/index.js' )
		).toBeNull();
	} );

	it( 'compiles a .mo with the translated strings', () => {
		const catalog = po();
		catalog.entries.push( {
			msgid: 'Unfinished',
			msgstr: [ '' ],
			comments: [],
			references: [],
			translator: [],
			flags: [],
		} );
		const mo = gettextParser.mo.parse( compileMo( catalog ) );
		expect( mo.headers[ 'Plural-Forms' ] ).toBe( PLURAL_FORMS.ru_RU );
		expect( mo.translations[ '' ][ 'Add to cart' ].msgstr ).toEqual( [
			'В корзину',
		] );
		expect( mo.translations.verb.Post.msgstr ).toEqual( [
			'Опубликовать',
		] );
		expect( mo.translations[ '' ][ '%d item' ].msgstr ).toHaveLength( 3 );
		expect( mo.translations[ '' ].Unfinished ).toBeUndefined();
	} );

	let hasPhp = true;
	try {
		execFileSync( 'php', [ '-v' ], { stdio: 'ignore' } );
	} catch {
		hasPhp = false;
	}

	it.skipIf( ! hasPhp )(
		'writes a .l10n.php that PHP reads as WordPress does',
		() => {
			const dir = fs.mkdtempSync(
				path.join( os.tmpdir(), 'vitrina-l10n-' )
			);
			const file = path.join( dir, 'vitrina-ru_RU.l10n.php' );
			fs.writeFileSync( file, compileL10nPhp( po() ) );
			const out = execFileSync( 'php', [
				'-r',
				'echo json_encode( include $argv[1], JSON_UNESCAPED_UNICODE );',
				file,
			] ).toString();
			fs.rmSync( dir, { recursive: true } );
			const data = JSON.parse( out );
			expect( data[ 'plural-forms' ] ).toBe( PLURAL_FORMS.ru_RU );
			expect( data.language ).toBe( 'ru_RU' );
			expect( data.messages ).toEqual( {
				'Add to cart': 'В корзину',
				'verb\u0004Post': 'Опубликовать',
				'%d item': '%d товар\u0000%d товара\u0000%d товаров',
				'Line one\nline "two"\\': 'Строка один\nстрока «два»\\',
			} );
		}
	);
} );
