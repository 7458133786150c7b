import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchForm, browser } from '../../../src/search/SearchForm';
import type { SearchFormProps } from '../../../src/search/SearchForm';
import { SEARCH } from '../../../src/search/constants';
import type { Suggestion } from '../../../src/search/request';

const AJAX = 'https://shop.test/wp-admin/admin-ajax.php';
const DELAY = 300;

function props( over: Partial< SearchFormProps > = {} ): SearchFormProps {
	return {
		id: 's1',
		place: 'shortcode',
		label: 'Product search',
		style: 'dropdown',
		count: 10,
		thumbnail: true,
		price: true,
		sku: true,
		symbols_count: 3,
		post_type: 'product',
		product_cat: '',
		categories: [
			{ slug: 'posuda', name: 'Посуда', depth: 0 },
			{ slug: 'nozhi', name: 'Ножи', depth: 1 },
		],
		padding: false,
		live: true,
		settings: {
			ajaxUrl: AJAX,
			action: 'woodmart_ajax_search',
			delay: DELAY,
			live: true,
			homeUrl: 'https://shop.test/',
		},
		...over,
	};
}

const PANS: Suggestion[] = [
	{
		value: 'Сковорода чугунная',
		permalink: 'https://shop.test/product/pan/',
		thumbnail: '<img src="pan.jpg" alt="">',
		sku: 'SK-1',
		price: '<span class="amount">2 990 ₽</span>',
	},
	{ divider: 'Ещё' },
	{ value: 'Сковорода без ссылки', permalink: '' },
];

interface Pending {
	url: URL;
	resolve: ( list: Suggestion[] ) => void;
	respond: ( body: unknown ) => void;
	reject: ( error: Error ) => void;
}

let pending: Pending[] = [];

function stubFetch() {
	pending = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(
			( url: string ) =>
				new Promise< Response >( ( resolve, reject ) => {
					pending.push( {
						url: new URL( url ),
						resolve: ( list ) =>
							resolve(
								new Response(
									JSON.stringify( { suggestions: list } ),
									{
										status: 200,
									}
								)
							),
						respond: ( body ) =>
							resolve(
								new Response( JSON.stringify( body ), {
									status: 200,
								} )
							),
						reject,
					} );
				} )
		)
	);
}

const input = () => screen.getByRole( 'combobox' ) as HTMLInputElement;
const root = () => document.querySelector( '.vitrina-search' ) as HTMLElement;
const results = () => document.getElementById( 's1-results' ) as HTMLElement;

async function type( text: string ) {
	await act( async () => {
		fireEvent.change( input(), { target: { value: text } } );
	} );
}

async function wait( ms: number ) {
	await act( async () => {
		vi.advanceTimersByTime( ms );
	} );
}

async function answer( index: number, list: Suggestion[] ) {
	await act( async () => {
		pending[ index ].resolve( list );
		await vi.runAllTimersAsync();
	} );
}

/**
 * Answers a pending request with a whole body (suggestions and redirect).
 *
 * @param index The request.
 * @param body  The answer.
 */
async function respond( index: number, body: unknown ) {
	await act( async () => {
		pending[ index ].respond( body );
		await vi.runAllTimersAsync();
	} );
}

describe( 'SearchForm', () => {
	beforeEach( () => {
		vi.useFakeTimers();
		stubFetch();
	} );
	afterEach( () => {
		vi.useRealTimers();
		vi.unstubAllGlobals();
	} );

	it( 'is a search landmark named for its place', () => {
		render( <SearchForm { ...props( { label: 'Shop search' } ) } /> );
		expect(
			screen.getByRole( 'search', { name: 'Shop search' } )
		).toContainElement( input() );
	} );

	it( 'is initialised on first focus and back to not initialised when emptied', async () => {
		render( <SearchForm { ...props() } /> );
		expect( root() ).not.toHaveClass( 'vitrina-search--initialised' );
		fireEvent.focus( input() );
		expect( root() ).toHaveClass( 'vitrina-search--initialised' );
		await type( 'нож' );
		expect( screen.getByRole( 'button', { name: 'Clear' } ) ).toBeVisible();
		await type( '' );
		expect( root() ).not.toHaveClass( 'vitrina-search--initialised' );
		expect( screen.queryByRole( 'button', { name: 'Clear' } ) ).toBeNull();
	} );

	it( 'keeps what the shopper typed before it mounted, the focus, and searches for it', async () => {
		render(
			<SearchForm
				{ ...props() }
				typed={ { text: 'сковорода', focused: true } }
			/>
		);
		expect( input() ).toHaveValue( 'сковорода' );
		expect( input() ).toHaveFocus();
		expect( input().selectionStart ).toBe( 'сковорода'.length );
		expect( root() ).toHaveClass( 'vitrina-search--initialised' );
		// Text in the field: the clear button shows.
		expect( screen.getByRole( 'button', { name: 'Clear' } ) ).toBeVisible();
		await wait( DELAY );
		expect( pending ).toHaveLength( 1 );
		expect( pending[ 0 ].url.searchParams.get( 'query' ) ).toBe(
			'сковорода'
		);
	} );

	it( 'does not search for typed text shorter than symbols_count', async () => {
		render(
			<SearchForm
				{ ...props() }
				typed={ { text: 'ск', focused: true } }
			/>
		);
		expect( input() ).toHaveValue( 'ск' );
		expect( input() ).toHaveFocus();
		await wait( DELAY * 2 );
		expect( pending ).toHaveLength( 0 );
	} );

	it( 'shows a results page query without searching or taking the focus', async () => {
		render(
			<SearchForm
				{ ...props() }
				typed={ { text: 'нож', focused: false } }
			/>
		);
		expect( input() ).toHaveValue( 'нож' );
		expect( input() ).not.toHaveFocus();
		expect( root() ).not.toHaveClass( 'vitrina-search--initialised' );
		await wait( DELAY * 2 );
		expect( pending ).toHaveLength( 0 );
	} );

	it( 'is initialised on a keypress too', () => {
		render( <SearchForm { ...props() } /> );
		fireEvent.keyDown( input(), { key: 'a' } );
		expect( root() ).toHaveClass( 'vitrina-search--initialised' );
	} );

	it( 'requests only from symbols_count characters, after the delay', async () => {
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'ск' );
		await wait( DELAY * 2 );
		expect( pending ).toHaveLength( 0 );

		await type( 'ско' );
		await wait( DELAY - 1 );
		expect( pending ).toHaveLength( 0 );
		await type( 'сков' );
		await wait( DELAY - 1 );
		expect( pending ).toHaveLength( 0 );
		await wait( 1 );
		expect( pending ).toHaveLength( 1 );
		expect( Object.fromEntries( pending[ 0 ].url.searchParams ) ).toEqual( {
			action: 'woodmart_ajax_search',
			number: '10',
			post_type: 'product',
			query: 'сков',
		} );
		expect( root() ).toHaveClass( 'vitrina-search--loading' );
		await answer( 0, PANS );
		expect( root() ).not.toHaveClass( 'vitrina-search--loading' );
	} );

	it( 'shows highlighted titles, thumbnails, SKUs, prices, dividers and the view-all entry', async () => {
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'сков' );
		await wait( DELAY );
		await answer( 0, PANS );
		expect( results() ).toBeVisible();
		expect( screen.getByRole( 'listbox', { name: 'Suggestions' } ) ).toBe(
			results()
		);
		expect( input() ).toHaveAttribute( 'aria-expanded', 'true' );
		const options = screen.getAllByRole( 'option' );
		expect( options ).toHaveLength( 3 );
		expect( options[ 0 ].querySelector( 'strong' ) ).toHaveTextContent(
			'Сков'
		);
		expect( options[ 0 ].querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'pan.jpg'
		);
		expect( options[ 0 ] ).toHaveTextContent( 'SKU: SK-1' );
		expect( options[ 0 ] ).toHaveTextContent( '2 990 ₽' );
		expect(
			document.querySelector( '.vitrina-search__divider' )
		).toHaveTextContent( 'Ещё' );
		expect( options[ 2 ] ).toHaveTextContent( 'View all results' );
	} );

	it( 'names a variation the query named: its title, SKU, price, stock and link', async () => {
		const navigate = vi
			.spyOn( browser, 'navigate' )
			.mockImplementation( () => undefined );
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'KL-5-BLUE' );
		await wait( DELAY );
		const link =
			'https://shop.test/product/classic/?attribute_pa_color=sinij&attribute_pa_size=5-l';
		await answer( 0, [
			{
				value: 'Кастрюля «Классика» — Синий, 5 л',
				permalink: link,
				thumbnail: '<img src="blue.jpg" alt="">',
				sku: 'KL-5-BLUE',
				price: '<span class="amount">3 290 ₽</span>',
				variation: {
					id: 12,
					attributes: {
						attribute_pa_color: 'sinij',
						attribute_pa_size: '5-l',
					},
					in_stock: true,
					stock: '5 в наличии',
				},
			},
		] );
		const first = screen.getAllByRole( 'option' )[ 0 ];
		expect( first ).toHaveTextContent( 'Кастрюля «Классика» — Синий, 5 л' );
		expect( first ).toHaveTextContent( 'SKU: KL-5-BLUE' );
		expect( first ).toHaveTextContent( '3 290 ₽' );
		expect( first.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'blue.jpg'
		);
		const stock = first.querySelector( '.vitrina-search__stock' );
		expect( stock ).toHaveTextContent( '5 в наличии' );
		expect( stock ).toHaveClass( 'vitrina-search__stock--in' );
		fireEvent.click( first );
		expect( navigate ).toHaveBeenCalledWith( link );
		navigate.mockRestore();
	} );

	it( 'says a variation is out of stock; a product shows no stock', async () => {
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'KL-5' );
		await wait( DELAY );
		await answer( 0, [
			{
				value: 'Кастрюля «Классика» — Синий, 5 л',
				permalink:
					'https://shop.test/product/classic/?attribute_pa_color=sinij',
				variation: { id: 12, in_stock: false, stock: 'Нет в наличии' },
			},
			PANS[ 0 ],
		] );
		const options = screen.getAllByRole( 'option' );
		expect(
			options[ 0 ].querySelector( '.vitrina-search__stock' )
		).toHaveClass( 'vitrina-search__stock--out' );
		expect( options[ 0 ] ).toHaveTextContent( 'Нет в наличии' );
		expect(
			options[ 1 ].querySelector( '.vitrina-search__stock' )
		).toBeNull();
	} );

	it( 'hides thumbnail, SKU and price when the form says so', async () => {
		render(
			<SearchForm
				{ ...props( { thumbnail: false, sku: false, price: false } ) }
			/>
		);
		fireEvent.focus( input() );
		await type( 'сков' );
		await wait( DELAY );
		await answer( 0, PANS );
		const first = screen.getAllByRole( 'option' )[ 0 ];
		expect( first.querySelector( 'img' ) ).toBeNull();
		expect( first ).not.toHaveTextContent( 'SKU' );
		expect( first ).not.toHaveTextContent( '₽' );
	} );

	it( 'shows the no-found entry, without view-all', async () => {
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'ззззз' );
		await wait( DELAY );
		await answer( 0, [
			{
				value: 'Товары не найдены',
				permalink: '',
				products_not_found: true,
			},
		] );
		expect(
			document.querySelector( '.vitrina-search__no-found' )
		).toHaveTextContent( 'Товары не найдены' );
		expect( screen.queryByText( 'View all results' ) ).toBeNull();
		expect( root() ).toHaveClass( 'vitrina-search--no-results' );
	} );

	it( 'moves with the arrows over suggestions only, Enter opens one, Escape closes', async () => {
		const navigate = vi
			.spyOn( browser, 'navigate' )
			.mockImplementation( () => {} );
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'сков' );
		await wait( DELAY );
		await answer( 0, PANS );
		const options = screen.getAllByRole( 'option' );

		fireEvent.keyDown( input(), { key: 'ArrowDown' } );
		expect( options[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
		expect( input() ).toHaveAttribute(
			'aria-activedescendant',
			options[ 0 ].id
		);
		fireEvent.keyDown( input(), { key: 'ArrowDown' } );
		expect( input() ).toHaveAttribute(
			'aria-activedescendant',
			options[ 1 ].id
		);
		fireEvent.keyDown( input(), { key: 'ArrowDown' } );
		fireEvent.keyDown( input(), { key: 'ArrowDown' } );
		expect( input() ).toHaveAttribute(
			'aria-activedescendant',
			options[ 0 ].id
		);
		fireEvent.keyDown( input(), { key: 'ArrowUp' } );
		expect( input() ).toHaveAttribute(
			'aria-activedescendant',
			options[ 2 ].id
		);
		fireEvent.keyDown( input(), { key: 'ArrowUp' } );
		fireEvent.keyDown( input(), { key: 'ArrowUp' } );
		fireEvent.keyDown( input(), { key: 'Enter' } );
		expect( navigate ).toHaveBeenCalledWith(
			'https://shop.test/product/pan/'
		);

		fireEvent.keyDown( input(), { key: 'Escape' } );
		expect( results() ).not.toBeVisible();
		expect( input() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( input() ).not.toHaveAttribute( 'aria-activedescendant' );
	} );

	it( 'a suggestion without permalink does not navigate; view-all submits the form', async () => {
		const navigate = vi
			.spyOn( browser, 'navigate' )
			.mockImplementation( () => {} );
		const submit = vi
			.spyOn( HTMLFormElement.prototype, 'requestSubmit' )
			.mockImplementation( () => {} );
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'сков' );
		await wait( DELAY );
		await answer( 0, PANS );
		const unlinked = screen.getAllByRole( 'option' )[ 1 ];
		expect( unlinked ).toHaveTextContent( 'Сковорода без ссылки' );
		fireEvent.click( unlinked );
		expect( navigate ).not.toHaveBeenCalled();
		fireEvent.click( screen.getByText( 'View all results' ) );
		expect( submit ).toHaveBeenCalledTimes( 1 );
		fireEvent.click( screen.getAllByRole( 'option' )[ 0 ] );
		expect( navigate ).toHaveBeenCalledWith(
			'https://shop.test/product/pan/'
		);
	} );

	it( 'never lets an older answer overwrite a newer one', async () => {
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'сков' );
		await wait( DELAY );
		await type( 'сковор' );
		await wait( DELAY );
		expect( pending ).toHaveLength( 2 );
		await answer( 1, [ { value: 'Новее', permalink: '/new/' } ] );
		await answer( 0, [ { value: 'Старее', permalink: '/old/' } ] );
		expect( screen.getAllByRole( 'option' )[ 0 ] ).toHaveTextContent(
			'Новее'
		);
		expect( screen.queryByText( 'Старее' ) ).toBeNull();
	} );

	it( 'stays usable after a failed request', async () => {
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'сков' );
		await wait( DELAY );
		await act( async () => {
			pending[ 0 ].reject( new TypeError( 'Failed to fetch' ) );
			await vi.runAllTimersAsync();
		} );
		expect( root() ).not.toHaveClass( 'vitrina-search--loading' );
		expect( error ).toHaveBeenCalled();
		await type( 'сково' );
		await wait( DELAY );
		await answer( 1, PANS );
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( 3 );
	} );

	it( 'choosing a category marks it, sets the label and value, re-runs the search', async () => {
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'сков' );
		await wait( DELAY );
		await answer( 0, PANS );

		const toggle = screen.getByRole( 'button', { name: /Category/ } );
		expect( toggle ).toHaveTextContent( 'All categories' );
		fireEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		const list = screen.getByRole( 'listbox', { name: 'Category' } );
		expect( list ).toBeVisible();
		expect( results() ).not.toBeVisible();

		await act( async () => {
			fireEvent.click( screen.getByRole( 'option', { name: 'Ножи' } ) );
		} );
		expect( toggle ).toHaveTextContent( 'Ножи' );
		expect( list ).not.toBeVisible();
		expect(
			document.querySelector( 'input[name=product_cat]' )
		).toHaveValue( 'nozhi' );
		await wait( DELAY );
		expect( pending ).toHaveLength( 2 );
		expect( pending[ 1 ].url.searchParams.get( 'product_cat' ) ).toBe(
			'nozhi'
		);

		// The all-categories entry hides while a category is chosen.
		fireEvent.click( toggle );
		expect(
			screen.queryByRole( 'option', { name: 'All categories' } )
		).toBeNull();
		const current = screen.getByRole( 'option', { name: 'Ножи' } );
		expect( current ).toHaveClass( 'vitrina-search__category--current' );
		expect( current ).toHaveAttribute( 'aria-selected', 'true' );
	} );

	it( 'choosing a category initialises the form; the all value shows the all entry again', async () => {
		render( <SearchForm { ...props( { product_cat: 'nozhi' } ) } /> );
		const toggle = screen.getByRole( 'button', { name: /Category/ } );
		expect( toggle ).toHaveTextContent( 'Ножи' );
		fireEvent.click( toggle );
		expect(
			screen.queryByRole( 'option', { name: 'All categories' } )
		).toBeNull();
		await act( async () => {
			fireEvent.click( screen.getByRole( 'option', { name: 'Посуда' } ) );
		} );
		expect( root() ).toHaveClass( 'vitrina-search--initialised' );
		expect(
			document.querySelector( 'input[name=product_cat]' )
		).toHaveValue( 'posuda' );
	} );

	it( 'the category list works with the keyboard', async () => {
		render( <SearchForm { ...props() } /> );
		const toggle = screen.getByRole( 'button', { name: /Category/ } );
		fireEvent.click( toggle );
		const list = screen.getByRole( 'listbox', { name: 'Category' } );
		expect( list ).toHaveFocus();
		fireEvent.keyDown( list, { key: 'ArrowDown' } );
		fireEvent.keyDown( list, { key: 'ArrowDown' } );
		await act( async () => {
			fireEvent.keyDown( list, { key: 'Enter' } );
		} );
		expect( toggle ).toHaveTextContent( 'Ножи' );
		expect( toggle ).toHaveFocus();
		fireEvent.click( toggle );
		fireEvent.keyDown(
			screen.getByRole( 'listbox', { name: 'Category' } ),
			{
				key: 'Escape',
			}
		);
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'fires the dropdown-open event 300 ms after opening', () => {
		render( <SearchForm { ...props() } /> );
		const heard = vi.fn();
		document.addEventListener( SEARCH.dropdownOpenEvent, heard );
		fireEvent.click( screen.getByRole( 'button', { name: /Category/ } ) );
		act( () => {
			vi.advanceTimersByTime( SEARCH.dropdownOpenEventDelay - 1 );
		} );
		expect( heard ).not.toHaveBeenCalled();
		act( () => {
			vi.advanceTimersByTime( 1 );
		} );
		expect( heard ).toHaveBeenCalledTimes( 1 );
		document.removeEventListener( SEARCH.dropdownOpenEvent, heard );
	} );

	it( 'an outside click closes the dropdown and the results', async () => {
		render( <SearchForm { ...props() } /> );
		fireEvent.focus( input() );
		await type( 'сков' );
		await wait( DELAY );
		await answer( 0, PANS );
		expect( results() ).toBeVisible();
		fireEvent.mouseDown( document.body );
		expect( results() ).not.toBeVisible();
		const toggle = screen.getByRole( 'button', { name: /Category/ } );
		fireEvent.click( toggle );
		fireEvent.mouseDown( document.body );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'makes room for the selector only above 768 px, when the setting asks', () => {
		Object.defineProperty( HTMLElement.prototype, 'offsetWidth', {
			configurable: true,
			get: () => 120,
		} );
		window.innerWidth = 1024;
		const { unmount } = render(
			<SearchForm { ...props( { padding: true } ) } />
		);
		expect( input().style.paddingInlineEnd ).toBe( '120px' );
		act( () => {
			window.innerWidth = 768;
			window.dispatchEvent( new Event( 'resize' ) );
		} );
		expect( input().style.paddingInlineEnd ).toBe( '' );
		unmount();
		window.innerWidth = 1024;
		render( <SearchForm { ...props( { padding: false } ) } /> );
		expect( input().style.paddingInlineEnd ).toBe( '' );
		delete ( HTMLElement.prototype as { offsetWidth?: number } )
			.offsetWidth;
	} );

	it( 'without live search it is a plain search form', async () => {
		render( <SearchForm { ...props( { live: false } ) } /> );
		expect( screen.queryByRole( 'combobox' ) ).toBeNull();
		const box = screen.getByRole( 'searchbox' );
		fireEvent.focus( box );
		fireEvent.change( box, { target: { value: 'сковорода' } } );
		await wait( DELAY * 2 );
		expect( pending ).toHaveLength( 0 );
	} );

	it( 'full screen: an opener shows the overlay, Escape closes it', async () => {
		render(
			<SearchForm
				{ ...props( { style: 'full-screen', place: 'header' } ) }
			/>
		);
		const opener = screen.getByRole( 'button', {
			name: 'Search',
			expanded: false,
		} );
		const dialog = screen.getByRole( 'dialog', { hidden: true } );
		expect( dialog ).not.toBeVisible();
		await act( async () => {
			fireEvent.click( opener );
		} );
		expect( dialog ).toBeVisible();
		expect( input() ).toHaveFocus();
		expect( document.body.style.overflow ).toBe( 'hidden' );

		// Tab stays inside the dialog: from the last control back to the first.
		const close = screen.getByRole( 'button', { name: 'Close' } );
		const submit = dialog.querySelector(
			'button[type=submit]'
		) as HTMLButtonElement;
		submit.focus();
		fireEvent.keyDown( submit, { key: 'Tab' } );
		expect( close ).toHaveFocus();
		fireEvent.keyDown( close, { key: 'Tab', shiftKey: true } );
		expect( submit ).toHaveFocus();

		input().focus();
		fireEvent.keyDown( input(), { key: 'Escape' } );
		expect( dialog ).not.toBeVisible();
		expect( opener ).toHaveFocus();
		expect( document.body.style.overflow ).toBe( '' );
	} );

	describe( 'counting the search the shopper settled on, and redirects', () => {
		const NOT_FOUND: Suggestion[] = [
			{ value: 'No products found', products_not_found: true },
		];
		/** The texts counted (the beacons' query and flag). */
		function beacons() {
			const beacon = vi
				.spyOn( browser, 'beacon' )
				.mockImplementation( () => {} );
			return () =>
				beacon.mock.calls.map( ( [ url ] ) => {
					const sent = new URL( url );
					expect( sent.searchParams.get( 'settled' ) ).toBe( '1' );
					expect( sent.searchParams.get( 'action' ) ).toBe(
						'woodmart_ajax_search'
					);
					return sent.searchParams.get( 'query' );
				} );
		}

		it( 'keystrokes carry no flag; choosing a suggestion counts the text once', async () => {
			const counted = beacons();
			vi.spyOn( browser, 'navigate' ).mockImplementation( () => {} );
			render( <SearchForm { ...props() } /> );
			fireEvent.focus( input() );
			await type( 'ско' );
			await wait( DELAY );
			await answer( 0, PANS );
			await type( 'сков ' );
			await wait( DELAY );
			await answer( 1, PANS );
			expect(
				pending.map( ( p ) => p.url.searchParams.has( 'settled' ) )
			).toEqual( [ false, false ] );
			expect( counted() ).toEqual( [] );
			fireEvent.click( screen.getAllByRole( 'option' )[ 0 ] );
			expect( counted() ).toEqual( [ 'сков' ] );
			fireEvent.click( screen.getAllByRole( 'option' )[ 0 ] );
			expect( counted() ).toEqual( [ 'сков' ] );
		} );

		it( 'leaving the field, Escape or the page counts the text answered, once', async () => {
			const counted = beacons();
			render(
				<>
					<SearchForm { ...props() } />
					<button type="button">elsewhere</button>
				</>
			);
			fireEvent.focus( input() );
			await type( 'ведро' );
			await wait( DELAY );
			await answer( 0, NOT_FOUND );
			// Focus moving inside the form is not leaving it.
			fireEvent.blur( input(), {
				relatedTarget: screen.getByRole( 'button', {
					name: 'Clear',
				} ),
			} );
			expect( counted() ).toEqual( [] );
			fireEvent.blur( input(), {
				relatedTarget: screen.getByRole( 'button', {
					name: 'elsewhere',
				} ),
			} );
			expect( counted() ).toEqual( [ 'ведро' ] );
			fireEvent.keyDown( input(), { key: 'Escape' } );
			window.dispatchEvent( new Event( 'pagehide' ) );
			expect( counted() ).toEqual( [ 'ведро' ] );

			// A new text: counted when the shopper settles again.
			await type( 'ведра' );
			await wait( DELAY );
			await answer( 1, NOT_FOUND );
			window.dispatchEvent( new Event( 'pagehide' ) );
			expect( counted() ).toEqual( [ 'ведро', 'ведра' ] );

			// Typed on but not answered yet: the text answered was counted.
			await type( 'ведрам' );
			fireEvent.keyDown( input(), { key: 'Escape' } );
			expect( counted() ).toEqual( [ 'ведро', 'ведра' ] );
		} );

		it( 'Enter leaves the count to the results page; a cleared field is a new search', async () => {
			const counted = beacons();
			const submitted = vi.fn( ( e: Event ) => e.preventDefault() );
			render( <SearchForm { ...props() } /> );
			document
				.querySelector( 'form' )
				?.addEventListener( 'submit', submitted );
			fireEvent.focus( input() );
			await type( 'сков' );
			await wait( DELAY );
			await answer( 0, PANS );
			fireEvent.submit( input().form as HTMLFormElement );
			expect( submitted ).toHaveBeenCalledTimes( 1 );
			window.dispatchEvent( new Event( 'pagehide' ) );
			expect( counted() ).toEqual( [] );

			await type( '' );
			await type( 'сков' );
			await wait( DELAY );
			await answer( 1, PANS );
			window.dispatchEvent( new Event( 'pagehide' ) );
			expect( counted() ).toEqual( [ 'сков' ] );
		} );

		it( 'does not count a text under two characters', async () => {
			const counted = beacons();
			render( <SearchForm { ...props( { symbols_count: 1 } ) } /> );
			fireEvent.focus( input() );
			await type( ' я ' );
			await wait( DELAY );
			await answer( 0, NOT_FOUND );
			window.dispatchEvent( new Event( 'pagehide' ) );
			expect( counted() ).toEqual( [] );
		} );

		it( 'a redirect in the answer: Enter and view-all go there, counted', async () => {
			const counted = beacons();
			const navigate = vi
				.spyOn( browser, 'navigate' )
				.mockImplementation( () => {} );
			render( <SearchForm { ...props() } /> );
			fireEvent.focus( input() );
			await type( 'доставка' );
			await wait( DELAY );
			await respond( 0, {
				suggestions: NOT_FOUND,
				redirect: 'https://shop.test/dostavka/',
			} );
			// Nothing "not found": the view-all entry leads to the page.
			expect( results() ).toBeVisible();
			expect( root() ).not.toHaveClass( 'vitrina-search--no-results' );
			expect( screen.queryByText( 'No products found' ) ).toBeNull();
			expect( screen.getAllByRole( 'option' ) ).toHaveLength( 1 );

			// View all: to the page, counted.
			fireEvent.click( screen.getByText( 'View all results' ) );
			expect( navigate ).toHaveBeenCalledWith(
				'https://shop.test/dostavka/'
			);
			expect( counted() ).toEqual( [ 'доставка' ] );

			// Enter: the form is not sent; the shopper goes to the page.
			expect( fireEvent.submit( input().form as HTMLFormElement ) ).toBe(
				false
			);
			expect( navigate ).toHaveBeenCalledTimes( 2 );
			expect( counted() ).toEqual( [ 'доставка' ] );

			// Typed on before the next answer: the redirect was the old
			// text's; the form is sent (the results page decides).
			await type( 'доставка курьером' );
			expect( fireEvent.submit( input().form as HTMLFormElement ) ).toBe(
				true
			);
			expect( navigate ).toHaveBeenCalledTimes( 2 );
		} );

		it( 'an answer whose redirect is not an http(s) address is refused', async () => {
			const error = vi
				.spyOn( console, 'error' )
				.mockImplementation( () => {} );
			const navigate = vi
				.spyOn( browser, 'navigate' )
				.mockImplementation( () => {} );
			render( <SearchForm { ...props() } /> );
			fireEvent.focus( input() );
			await type( 'доставка' );
			await wait( DELAY );
			await respond( 0, {
				suggestions: PANS,
				redirect: 'javascript:alert(1)',
			} );
			expect( error ).toHaveBeenCalled();
			expect( results() ).not.toBeVisible();
			fireEvent.submit( input().form as HTMLFormElement );
			expect( navigate ).not.toHaveBeenCalled();
		} );
	} );
} );
