/* eslint-disable @wordpress/i18n-translator-comments -- texts of the tests, not of the shop */
import { __, _n, _nx, _x, sprintf } from '@runtime/i18n';

/**
 * Prints translations as the server does before an island's script.
 *
 * @param messages The Jed messages (without the header).
 * @param header   The header's plural forms.
 */
function print( messages: Record< string, string[] >, header?: string ) {
	const el = document.createElement( 'script' );
	el.type = 'application/json';
	el.setAttribute( 'data-vitrina-l10n', 'vitrina-test' );
	el.textContent = JSON.stringify( {
		domain: 'messages',
		locale_data: {
			messages: {
				'': {
					domain: 'messages',
					lang: 'ru_RU',
					...( header ? { 'plural-forms': header } : {} ),
				},
				...messages,
			},
		},
	} );
	document.body.append( el );
}

const RUSSIAN =
	'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';

describe( 'runtime i18n', () => {
	afterEach( () => document.body.replaceChildren() );

	it( 'shows a text as written while nothing is translated', () => {
		expect( __( 'Not printed yet', 'vitrina' ) ).toBe( 'Not printed yet' );
		expect( _n( '%d item', '%d items', 1, 'vitrina' ) ).toBe( '%d item' );
		expect( _n( '%d item', '%d items', 5, 'vitrina' ) ).toBe( '%d items' );
	} );

	it( 'reads what the server printed, also after the first call', () => {
		print( { Wishlist: [ 'Избранное' ] } );
		expect( __( 'Wishlist', 'vitrina' ) ).toBe( 'Избранное' );
		print( { Compare: [ 'Сравнение' ] } );
		expect( __( 'Compare', 'vitrina' ) ).toBe( 'Сравнение' );
		expect( __( 'Wishlist', 'vitrina' ) ).toBe( 'Избранное' );
	} );

	it( 'searches the page again only when its scripts changed', () => {
		print( { Cart: [ 'Корзина' ] } );
		const search = vi.spyOn( document, 'querySelectorAll' );
		try {
			expect( __( 'Cart', 'vitrina' ) ).toBe( 'Корзина' );
			expect( __( 'Cart', 'vitrina' ) ).toBe( 'Корзина' );
			expect( search ).toHaveBeenCalledTimes( 1 );
			print( { Search: [ 'Поиск' ] } );
			expect( __( 'Search', 'vitrina' ) ).toBe( 'Поиск' );
			expect( search ).toHaveBeenCalledTimes( 2 );
		} finally {
			search.mockRestore();
		}
	} );

	it( 'tells texts apart by their context', () => {
		print( { 'verb\u0004Open': [ 'Открыть' ], Open: [ 'Открыто' ] } );
		expect( _x( 'Open', 'verb', 'vitrina' ) ).toBe( 'Открыть' );
		expect( __( 'Open', 'vitrina' ) ).toBe( 'Открыто' );
	} );

	it( 'chooses the Russian plural form by the header’s rule', () => {
		print(
			{
				'%d product': [ '%d товар', '%d товара', '%d товаров' ],
				'ctx\u0004%d vote': [ '%d голос', '%d голоса', '%d голосов' ],
			},
			RUSSIAN
		);
		const forms = [ 1, 2, 5, 11, 21, 22, 25, 111 ].map( ( n ) =>
			sprintf( _n( '%d product', '%d products', n, 'vitrina' ), n )
		);
		expect( forms ).toEqual( [
			'1 товар',
			'2 товара',
			'5 товаров',
			'11 товаров',
			'21 товар',
			'22 товара',
			'25 товаров',
			'111 товаров',
		] );
		expect( _nx( '%d vote', '%d votes', 3, 'ctx', 'vitrina' ) ).toBe(
			'%d голоса'
		);
	} );

	it( 'ignores what is not a Jed file, and empty translations', () => {
		const bad = document.createElement( 'script' );
		bad.type = 'application/json';
		bad.setAttribute( 'data-vitrina-l10n', 'bad' );
		bad.textContent = '{not json';
		document.body.append( bad );
		print( { Empty: [ '' ] } );
		expect( __( 'Empty', 'vitrina' ) ).toBe( 'Empty' );
		expect( __( 'Anything', 'vitrina' ) ).toBe( 'Anything' );
	} );

	it( 'formats as @wordpress/i18n does', () => {
		expect( sprintf( '%1$s of %2$d', 'two', 3 ) ).toBe( 'two of 3' );
		expect( sprintf( 'Picture %d', 4 ) ).toBe( 'Picture 4' );
	} );
} );
