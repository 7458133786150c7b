/**
 * The string extractor of bin/i18n.mjs: text domain filtering, contexts,
 * plurals and translator comments, in PHP and in TypeScript.
 */
import {
	extractBlockJson,
	extractJs,
	extractPhp,
	extractPluginHeader,
	tokenizePhp,
	type Message,
} from './lib';

const php = ( code: string, warnings: string[] = [] ) =>
	extractPhp( code, 'includes/Test.php', { warnings } );
const js = ( code: string, file = 'src/test/Test.tsx' ) =>
	extractJs( code, file );
const ids = ( messages: Message[] ) => messages.map( ( m ) => m.msgid );

describe( 'PHP extraction', () => {
	it( 'keeps only the vitrina text domain', () => {
		const warnings: string[] = [];
		const messages = php(
			`<?php
			__( 'Ours', 'vitrina' );
			__( 'Theirs', 'woocommerce' );
			esc_html__( 'Also ours', "vitrina" );
			__( 'No domain' );
			__( 'Variable domain', $domain );
			_e( 'Echoed', 'vitrina' );
			esc_attr_e( 'Attribute', 'vitrina' );`,
			warnings
		);
		expect( ids( messages ) ).toEqual( [
			'Ours',
			'Also ours',
			'Echoed',
			'Attribute',
		] );
		expect( messages.every( ( m ) => m.domain === 'vitrina' ) ).toBe(
			true
		);
		expect( warnings.join( '\n' ) ).toMatch(
			/Test\.php:5: __\(\) without a text domain/
		);
		expect( warnings.join( '\n' ) ).toMatch(
			/Test\.php:6: .*not a string literal/
		);
	} );

	it( 'reads contexts', () => {
		const messages = php( `<?php
			_x( 'Post', 'verb', 'vitrina' );
			_ex( 'Post', 'noun', 'vitrina' );
			esc_html_x( 'Open', 'door', 'vitrina' );
			esc_attr_x( 'Open', 'shop', 'vitrina' );
			_x( 'Wrong', 'ctx', 'other' );` );
		expect( messages.map( ( m ) => [ m.context, m.msgid ] ) ).toEqual( [
			[ 'verb', 'Post' ],
			[ 'noun', 'Post' ],
			[ 'door', 'Open' ],
			[ 'shop', 'Open' ],
		] );
	} );

	it( 'reads plurals, with and without context, and noop forms', () => {
		const messages = php( `<?php
			_n( '%d item', '%d items', $count, 'vitrina' );
			_nx( '%d review', '%d reviews', $count, 'product', 'vitrina' );
			_n_noop( '%s product', '%s products', 'vitrina' );
			_nx_noop( '%s star', '%s stars', 'rating', 'vitrina' );
			_n( 'Other', 'Others', 2, 'woocommerce' );` );
		expect(
			messages.map( ( m ) => [ m.msgid, m.plural, m.context ] )
		).toEqual( [
			[ '%d item', '%d items', undefined ],
			[ '%d review', '%d reviews', 'product' ],
			[ '%s product', '%s products', undefined ],
			[ '%s star', '%s stars', 'rating' ],
		] );
	} );

	it( 'gives translator comments to the call they introduce', () => {
		const messages = php( `<?php
			/* translators: %s: product name */
			$a = sprintf( __( 'Added %s', 'vitrina' ), $name );
			// translators: %d: number of items
			printf(
				_n( '%d item', '%d items', $n, 'vitrina' ),
				$n
			);
			$b = sprintf(
				/* translators: 1: from, 2: to */
				__( 'From %1$s to %2$s', 'vitrina' ),
				$from,
				$to
			);
			# translators: hash comment
			_e( 'Hash', 'vitrina' );
			/**
			 * Translators: a docblock
			 * over two lines.
			 */
			$c = __( 'Docblock', 'vitrina' );
			// An ordinary comment.
			$d = __( 'Plain', 'vitrina' );
			$e = $x
				/* translators: ternary */
				? __( 'Yes %s', 'vitrina' ) : __( 'No %s', 'vitrina' );
			/* translators: too far away */
			$f = 1;

			$g = __( 'Far', 'vitrina' );` );
		const comments = Object.fromEntries(
			messages.map( ( m ) => [ m.msgid, m.comments ] )
		);
		expect( comments[ 'Added %s' ] ).toEqual( [
			'translators: %s: product name',
		] );
		expect( comments[ '%d item' ] ).toEqual( [
			'translators: %d: number of items',
		] );
		expect( comments[ 'From %1$s to %2$s' ] ).toEqual( [
			'translators: 1: from, 2: to',
		] );
		expect( comments.Hash ).toEqual( [ 'translators: hash comment' ] );
		expect( comments.Docblock ).toEqual( [
			'Translators: a docblock over two lines.',
		] );
		expect( comments.Plain ).toEqual( [] );
		expect( comments[ 'Yes %s' ] ).toEqual( [ 'translators: ternary' ] );
		expect( comments[ 'No %s' ] ).toEqual( [ 'translators: ternary' ] );
		expect( comments.Far ).toEqual( [] );
	} );

	it( 'reports the line of each call', () => {
		const messages = php(
			`<?php\n\n__( 'Third', 'vitrina' );\n/* a\nb */ __( 'Fifth', 'vitrina' );`
		);
		expect( messages.map( ( m ) => m.line ) ).toEqual( [ 3, 5 ] );
	} );

	it( 'reads PHP strings and skips what is not a gettext call', () => {
		const warnings: string[] = [];
		const messages = php(
			`<p>Don't stop: __( 'In HTML', 'vitrina' )</p>
<?php echo esc_html__( 'It\\'s "here"', 'vitrina' ); ?>
<span title="it's"><?= __( "Tab\\there \\$5", 'vitrina' ) ?></span>
<?php
__( 'Joined ' . 'string', 'vitrina' );
$obj->__( 'Method', 'vitrina' );
Foo::__( 'Static', 'vitrina' );
function __( $text, $domain ) {}
\\__( 'Global', 'vitrina' );
__( "Hello $name", 'vitrina' );
#[Attribute] __( 'After attribute', 'vitrina' );
$html = <<<HTML
  __( 'In heredoc', 'vitrina' )
  HTML;
$x = <<<'TXT'
nowdoc ' " __(
TXT;
__( text: 'Named', domain: 'vitrina' );
__( 'Last', 'vitrina' );`,
			warnings
		);
		expect( ids( messages ) ).toEqual( [
			'It\'s "here"',
			'Tab\there $5',
			'Joined string',
			'Global',
			'After attribute',
			'Named',
			'Last',
		] );
		expect( warnings.join( '\n' ) ).toMatch(
			/Test\.php:10: .*not a string literal/
		);
	} );

	it( 'tokenizes heredocs and close tags', () => {
		const tokens = tokenizePhp(
			"<?php $a = <<<EOT\n  a\n   b\n  EOT;\n?>x<?php 'c';"
		);
		const strings = tokens.filter( ( t ) => t.type === 'string' );
		expect( strings.map( ( t ) => t.value ) ).toEqual( [ 'a\n b', 'c' ] );
		expect( strings[ 1 ].line ).toBe( 5 );
	} );
} );

describe( 'TypeScript extraction', () => {
	it( 'keeps the vitrina domain and reads contexts and plurals', () => {
		const messages = js( `
			import { __, _x, _n, _nx, sprintf } from '@wordpress/i18n';
			__( 'Add to cart', 'vitrina' );
			__( 'Other', 'woocommerce' );
			_x( 'Compare', 'verb', 'vitrina' );
			_n( '%d product', '%d products', count, 'vitrina' );
			_nx( '%d star', '%d stars', n, 'rating', 'vitrina' );
			sprintf( __( 'Joined ' + 'string', 'vitrina' ), 1 );
			__( \`Template\`, 'vitrina' );
		` );
		expect(
			messages.map( ( m ) => [ m.msgid, m.context, m.plural ] )
		).toEqual( [
			[ 'Add to cart', undefined, undefined ],
			[ 'Compare', 'verb', undefined ],
			[ '%d product', undefined, '%d products' ],
			[ '%d star', 'rating', '%d stars' ],
			[ 'Joined string', undefined, undefined ],
			[ 'Template', undefined, undefined ],
		] );
	} );

	it( 'reads translator comments, also in JSX', () => {
		const messages = js( `
			import { __, _n, sprintf } from '@wordpress/i18n';
			// translators: %s: product name
			const a = sprintf( __( 'Added %s', 'vitrina' ), name );
			const b = sprintf(
				/* translators: %d: number of products */
				_n( '%d product', '%d products', n, 'vitrina' ),
				n
			);
			export const C = () => (
				<p title="it's">
					Don't { /* translators: %s: city */ }
					{ sprintf( __( 'Delivery to %s', 'vitrina' ), city ) }
					<span>{ __( 'Plain', 'vitrina' ) }</span>
				</p>
			);
		` );
		const comments = Object.fromEntries(
			messages.map( ( m ) => [ m.msgid, m.comments ] )
		);
		expect( comments[ 'Added %s' ] ).toEqual( [
			'translators: %s: product name',
		] );
		expect( comments[ '%d product' ] ).toEqual( [
			'translators: %d: number of products',
		] );
		expect( comments[ 'Delivery to %s' ] ).toEqual( [
			'translators: %s: city',
		] );
		expect( comments.Plain ).toEqual( [] );
	} );

	it( 'counts the functions of the runtime as those of @wordpress/i18n', () => {
		const found = js(
			`
			import { __, _n, sprintf } from '@runtime/i18n';
			sprintf( _n( '%d item', '%d items', 2, 'vitrina' ), 2 );
			__( 'From the runtime', 'vitrina' );
		`,
			'src/cart/a.ts'
		);
		expect( ids( found ) ).toEqual( [ '%d item', 'From the runtime' ] );
	} );

	it( 'counts only functions of @wordpress/i18n', () => {
		expect(
			js(
				`const __ = ( s: string, d?: string ) => s; __( 'Own catalogue', 'vitrina' );`,
				'src/delivery-widget/loader.ts'
			)
		).toEqual( [] );
		const renamed = js(
			`
			import { __ as translate } from '@wordpress/i18n';
			import * as i18n from '@wordpress/i18n';
			translate( 'Renamed', 'vitrina' );
			i18n._x( 'Namespaced', 'ctx', 'vitrina' );
			wp.i18n.__( 'Global', 'vitrina' );
			other.__( 'Not i18n', 'vitrina' );
		`,
			'src/test/a.ts'
		);
		expect( ids( renamed ) ).toEqual( [
			'Renamed',
			'Namespaced',
			'Global',
		] );
		expect( renamed[ 0 ] ).toMatchObject( {
			file: 'src/test/a.ts',
			line: 4,
		} );
	} );
} );

describe( 'plugin header and block.json', () => {
	it( 'extracts the header fields WordPress translates', () => {
		const messages = extractPluginHeader(
			`<?php\n/**\n * Plugin Name: Vitrina\n * Description: A shop.\n * Version: 1.0\n * Author: Team\n */`,
			'plugin.php'
		);
		expect( messages.map( ( m ) => [ m.msgid, m.comments[ 0 ] ] ) ).toEqual(
			[
				[ 'Vitrina', 'Plugin Name of the plugin' ],
				[ 'A shop.', 'Description of the plugin' ],
				[ 'Team', 'Author of the plugin' ],
			]
		);
	} );

	it( 'extracts block.json fields with their contexts', () => {
		const block = JSON.stringify( {
			name: 'vitrina/delivery',
			title: 'Delivery',
			description: 'Choose delivery.',
			keywords: [ 'shipping' ],
			textdomain: 'vitrina',
		} );
		expect(
			extractBlockJson( block, 'blocks/delivery/block.json' ).map(
				( m ) => [ m.context, m.msgid ]
			)
		).toEqual( [
			[ 'block title', 'Delivery' ],
			[ 'block description', 'Choose delivery.' ],
			[ 'block keyword', 'shipping' ],
		] );
		expect(
			extractBlockJson(
				JSON.stringify( { title: 'X', textdomain: 'other' } ),
				'b.json'
			)
		).toEqual( [] );
	} );
} );
