/**
 * Picking posts, products and terms for a popup condition by title.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import { IdPicker, SEARCH_DELAY } from '../../../../src/popups/editor/IdPicker';
import {
	LookupContext,
	makeLookup,
	type Lookup,
} from '../../../../src/popups/editor/lookup';
import { ConditionsSection } from '../../../../src/popups/editor/Sections';
import { normalize } from '../../../../src/popups/editor/model';

const products = [
	{ id: 21, title: 'Ковш эмалированный 1,5&nbsp;л' },
	{ id: 22, title: 'Кастрюля 3 л' },
];

describe( 'the lookup over /wp/v2/search', () => {
	it( 'asks the search route for the condition’s kind and decodes titles', async () => {
		const apiFetch = vi.fn( async () => products );
		const lookup = makeLookup( apiFetch );
		await expect(
			lookup.search( 'product_selected', 'ков' )
		).resolves.toEqual( [
			{ id: 21, title: 'Ковш эмалированный 1,5\u00a0л' },
			{ id: 22, title: 'Кастрюля 3 л' },
		] );
		const path = new URL(
			( apiFetch.mock.calls[ 0 ] as any[] )[ 0 ].path,
			'http://x'
		);
		expect( path.pathname ).toBe( '/wp/v2/search' );
		expect( Object.fromEntries( path.searchParams ) ).toMatchObject( {
			type: 'post',
			subtype: 'product',
			search: 'ков',
			per_page: '10',
		} );

		await lookup.resolve( 'product_category', [ 5, 7 ] );
		const terms = new URL(
			( apiFetch.mock.calls[ 1 ] as any[] )[ 0 ].path,
			'http://x'
		);
		expect( Object.fromEntries( terms.searchParams ) ).toMatchObject( {
			type: 'term',
			subtype: 'product_cat',
			include: '5,7',
		} );
		await expect( lookup.resolve( 'page_selected', [] ) ).resolves.toEqual(
			[]
		);
		expect( apiFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'refuses an answer of another shape', async () => {
		const lookup = makeLookup( async () => ( { code: 'rest_no_route' } ) );
		await expect( lookup.search( 'post_selected', 'ab' ) ).rejects.toThrow(
			'unexpected'
		);
	} );
} );

/**
 * A lookup over a fixed list.
 *
 * @param fail Whether the search fails.
 */
function fakeLookup( fail = false ): Lookup & {
	search: ReturnType< typeof vi.fn >;
} {
	const all = products.map( ( p ) => ( {
		id: p.id,
		title: p.title.replace( '&nbsp;', ' ' ),
	} ) );
	return {
		search: vi.fn( async ( _target, text: string ) => {
			if ( fail ) {
				throw new Error( 'offline' );
			}
			return all.filter( ( p ) =>
				p.title.toLowerCase().includes( text.toLowerCase() )
			);
		} ),
		resolve: vi.fn( async ( _target, ids: number[] ) =>
			all.filter( ( p ) => ids.includes( p.id ) )
		),
	};
}

function Host( { lookup, start = [] }: { lookup: Lookup; start?: number[] } ) {
	const [ ids, setIds ] = useState< number[] >( start );
	return (
		<>
			<IdPicker
				label="Which"
				target="product_selected"
				ids={ ids }
				lookup={ lookup }
				onChange={ setIds }
			/>
			<output data-testid="ids">{ ids.join( ',' ) }</output>
		</>
	);
}

async function type( input: HTMLElement, value: string ) {
	fireEvent.change( input, { target: { value } } );
	await act( async () => {
		vi.advanceTimersByTime( SEARCH_DELAY );
	} );
}

describe( 'the id picker', () => {
	beforeEach( () => {
		vi.useFakeTimers();
	} );
	afterEach( () => {
		vi.useRealTimers();
	} );

	it( 'searches by title, picks by keyboard, shows names, removes', async () => {
		const lookup = fakeLookup();
		render( <Host lookup={ lookup } /> );
		const box = screen.getByRole( 'combobox', { name: 'Which' } );
		await type( box, 'к' );
		expect( lookup.search ).not.toHaveBeenCalled();
		await type( box, 'ка' );
		expect( lookup.search ).toHaveBeenCalledTimes( 1 );
		expect( box.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		const options = screen.getAllByRole( 'option' );
		expect( options.map( ( o ) => o.textContent ) ).toEqual( [
			'Кастрюля 3 л #22',
		] );
		expect( box.getAttribute( 'aria-activedescendant' ) ).toBe(
			options[ 0 ].id
		);
		fireEvent.keyDown( box, { key: 'Enter' } );
		expect( screen.getByTestId( 'ids' ).textContent ).toBe( '22' );
		expect( ( box as HTMLInputElement ).value ).toBe( '' );
		expect(
			screen.getByRole( 'list', { name: 'Which' } ).textContent
		).toContain( 'Кастрюля 3 л (#22)' );

		await type( box, 'к' );
		await type( box, 'ко' );
		fireEvent.keyDown( box, { key: 'ArrowDown' } );
		fireEvent.keyDown( box, { key: 'Enter' } );
		expect( screen.getByTestId( 'ids' ).textContent ).toBe( '22,21' );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove Кастрюля 3 л (#22)' } )
		);
		expect( screen.getByTestId( 'ids' ).textContent ).toBe( '21' );
	} );

	it( 'takes an ID typed by hand, names stored ids, and says when the search fails', async () => {
		const lookup = fakeLookup( true );
		render( <Host lookup={ lookup } start={ [ 21 ] } /> );
		await act( async () => {} );
		expect( lookup.resolve ).toHaveBeenCalledWith(
			'product_selected',
			[ 21 ]
		);
		expect(
			screen.getByRole( 'list', { name: 'Which' } ).textContent
		).toContain( 'Ковш эмалированный 1,5 л (#21)' );
		const box = screen.getByRole( 'combobox', { name: 'Which' } );
		await type( box, '345' );
		await act( async () => {} );
		expect( screen.getByText( /The search failed/ ) ).toBeTruthy();
		fireEvent.keyDown( box, { key: 'Enter' } );
		expect( screen.getByTestId( 'ids' ).textContent ).toBe( '21,345' );
		expect(
			screen.getByRole( 'button', { name: 'Remove #345' } )
		).toBeTruthy();
	} );

	it( 'Escape closes the list', async () => {
		render( <Host lookup={ fakeLookup() } /> );
		const box = screen.getByRole( 'combobox', { name: 'Which' } );
		await type( box, 'ка' );
		expect( box.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		fireEvent.keyDown( box, { key: 'Escape' } );
		expect( box.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( screen.getByRole( 'listbox', { hidden: true } ).hidden ).toBe(
			true
		);
	} );

	it( 'is what the conditions section offers when the editor gives a lookup', () => {
		const settings = normalize( {
			conditions: [
				[ { target: 'product_selected', settings: { ids: [ 21 ] } } ],
			],
		} );
		render(
			<LookupContext.Provider value={ fakeLookup() }>
				<ConditionsSection
					settings={ settings }
					postId={ 1 }
					update={ () => {} }
				/>
			</LookupContext.Provider>
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Which' } )
		).toBeTruthy();
		expect( screen.queryByRole( 'textbox', { name: 'IDs' } ) ).toBeNull();
	} );
} );
