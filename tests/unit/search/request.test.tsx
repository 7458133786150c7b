import { render } from '@testing-library/react';
import {
	fetchAnswer,
	fetchSuggestions,
	isChoosable,
	serviceUrl,
	settledUrl,
	shouldCount,
	shouldSearch,
} from '../../../src/search/request';
import {
	highlight,
	otherLayout,
	plainText,
} from '../../../src/search/highlight';

const AJAX = 'https://shop.test/wp-admin/admin-ajax.php';

describe( 'shouldSearch', () => {
	it( 'needs at least symbols_count characters', () => {
		expect( shouldSearch( 'ск', 3 ) ).toBe( false );
		expect( shouldSearch( 'ско', 3 ) ).toBe( true );
		expect( shouldSearch( 'сков', 3 ) ).toBe( true );
	} );

	it( 'does not count surrounding spaces', () => {
		expect( shouldSearch( '  ск  ', 3 ) ).toBe( false );
		expect( shouldSearch( ' с к ', 3 ) ).toBe( true );
	} );

	it( 'counts characters, not UTF-16 units', () => {
		expect( shouldSearch( '😀', 2 ) ).toBe( false );
	} );

	it( 'searches from one character when symbols_count is below 1', () => {
		expect( shouldSearch( '', 0 ) ).toBe( false );
		expect( shouldSearch( 'a', 0 ) ).toBe( true );
	} );
} );

describe( 'serviceUrl (rebuilt when the category changes)', () => {
	const params = {
		action: 'woodmart_ajax_search',
		number: 20,
		post_type: 'product',
		product_cat: '',
	};

	it( 'carries action, number and post_type, no category for all', () => {
		const url = new URL( serviceUrl( AJAX, params ) );
		expect( url.origin + url.pathname ).toBe( AJAX );
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			action: 'woodmart_ajax_search',
			number: '20',
			post_type: 'product',
		} );
	} );

	it( 'adds product_cat once a category is chosen', () => {
		const url = new URL(
			serviceUrl( AJAX, { ...params, product_cat: 'nozhi' } )
		);
		expect( url.searchParams.get( 'product_cat' ) ).toBe( 'nozhi' );
	} );

	it( 'leaves number out unless it is greater than 0', () => {
		for ( const number of [ 0, -5 ] ) {
			const url = new URL( serviceUrl( AJAX, { ...params, number } ) );
			expect( url.searchParams.has( 'number' ) ).toBe( false );
		}
	} );
} );

describe( 'fetchSuggestions', () => {
	it( 'sends the trimmed text as query and validates the answer', async () => {
		const fetch = vi.fn().mockResolvedValue(
			new Response(
				JSON.stringify( {
					suggestions: [ { value: 'Нож', permalink: '/nozh/' } ],
				} ),
				{ status: 200 }
			)
		);
		vi.stubGlobal( 'fetch', fetch );
		const list = await fetchSuggestions(
			serviceUrl( AJAX, {
				action: 'woodmart_ajax_search',
				number: 5,
				post_type: 'product',
				product_cat: 'posuda',
			} ),
			' нож '
		);
		expect( list ).toEqual( [ { value: 'Нож', permalink: '/nozh/' } ] );
		const sent = new URL( fetch.mock.calls[ 0 ][ 0 ] as string );
		expect( sent.searchParams.get( 'query' ) ).toBe( 'нож' );
		expect( sent.searchParams.get( 'product_cat' ) ).toBe( 'posuda' );
		vi.unstubAllGlobals();
	} );

	it( 'rejects an answer of the wrong shape', async () => {
		vi.stubGlobal(
			'fetch',
			vi
				.fn()
				.mockResolvedValue(
					new Response( JSON.stringify( [ 'x' ] ), { status: 200 } )
				)
		);
		await expect( fetchSuggestions( AJAX, 'нож' ) ).rejects.toThrow(
			/Unexpected answer/
		);
		vi.unstubAllGlobals();
	} );
} );

describe( 'the answer with a redirect, and the settled request', () => {
	const answerWith = ( body: unknown ) =>
		vi.stubGlobal(
			'fetch',
			vi
				.fn()
				.mockResolvedValue(
					new Response( JSON.stringify( body ), { status: 200 } )
				)
		);
	afterEach( () => vi.unstubAllGlobals() );

	it( 'passes an http(s) redirect through', async () => {
		answerWith( {
			suggestions: [],
			redirect: 'https://shop.test/dostavka/',
		} );
		await expect( fetchAnswer( AJAX, 'доставка' ) ).resolves.toEqual( {
			suggestions: [],
			redirect: 'https://shop.test/dostavka/',
		} );
	} );

	it.each( [
		'javascript:alert(1)',
		'//evil.test/',
		'/relative/',
		'data:text/html,x',
		'https://shop.test/a b',
	] )( 'refuses the redirect %s', async ( redirect ) => {
		answerWith( { suggestions: [], redirect } );
		await expect( fetchAnswer( AJAX, 'доставка' ) ).rejects.toThrow(
			/Unexpected answer/
		);
	} );

	it( 'refuses a redirect that is not a string', async () => {
		answerWith( { suggestions: [], redirect: { url: 'x' } } );
		await expect( fetchAnswer( AJAX, 'доставка' ) ).rejects.toThrow();
	} );

	it( 'the settled request is the suggestions request with the flag', () => {
		const url = new URL(
			settledUrl(
				serviceUrl( AJAX, {
					action: 'woodmart_ajax_search',
					number: 5,
					post_type: 'product',
					product_cat: '',
				} ),
				' ведро '
			)
		);
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			action: 'woodmart_ajax_search',
			number: '5',
			post_type: 'product',
			query: 'ведро',
			settled: '1',
		} );
	} );

	it( 'counts texts of two characters or more', () => {
		expect( shouldCount( ' я ' ) ).toBe( false );
		expect( shouldCount( '😀' ) ).toBe( false );
		expect( shouldCount( 'ум' ) ).toBe( true );
	} );
} );

describe( 'entries', () => {
	it( 'dividers and no-found entries cannot be chosen', () => {
		expect( isChoosable( { value: 'a', permalink: '/a/' } ) ).toBe( true );
		expect( isChoosable( { divider: 'Товары' } ) ).toBe( false );
		expect(
			isChoosable( { value: 'none', products_not_found: true } )
		).toBe( false );
		expect( isChoosable( { value: 'none', no_results: true } ) ).toBe(
			false
		);
	} );
} );

describe( 'highlight', () => {
	it( 'wraps every typed word, case-insensitively, as text', () => {
		const { container } = render(
			<p>{ highlight( 'Сковорода чугунная (26 см)', 'сков чуг' ) }</p>
		);
		expect(
			Array.from( container.querySelectorAll( 'strong' ) ).map(
				( s ) => s.textContent
			)
		).toEqual( [ 'Сков', 'чуг' ] );
		expect( container.textContent ).toBe( 'Сковорода чугунная (26 см)' );
	} );

	it( 'treats regular-expression characters as text', () => {
		const { container } = render(
			<p>{ highlight( 'Банка (1 л)', '(1' ) }</p>
		);
		expect( container.querySelector( 'strong' )?.textContent ).toBe( '(1' );
	} );

	it( 'never inserts markup from the answer', () => {
		expect(
			plainText( '<strong>Нож</strong> <img src=x onerror=alert(1)>' )
		).toBe( 'Нож ' );
		expect( plainText( 'Чай &amp; кофе' ) ).toBe( 'Чай & кофе' );
	} );
} );

describe( 'otherLayout', () => {
	it( 'turns keys typed in one layout into the other', () => {
		expect( otherLayout( 'crjdjhjlf' ) ).toBe( 'сковорода' );
		expect( otherLayout( ',kby' ) ).toBe( 'блин' );
		expect( otherLayout( 'ырщу' ) ).toBe( 'shoe' );
		expect( otherLayout( '2024' ) ).toBeNull();
		expect( otherLayout( 'ноut' ) ).toBeNull();
	} );

	it( 'highlights what a layout slip matched', () => {
		const { container } = render(
			<p>{ highlight( 'Чайник стеклянный', 'xfq' ) }</p>
		);
		expect( container.querySelector( 'strong' )?.textContent ).toBe(
			'Чай'
		);
	} );
} );
