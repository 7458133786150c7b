import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { currentState } from '@runtime/state';
import {
	followCompare,
	initComparePage,
} from '../../../src/lists/compare-page';
import { applyFragments } from '@runtime/html';
import { mockFetch, params, seedState, settings } from './fixtures';

const table = ( cat: number, ids: number[], hidden = false ) => `
	<div class="vitrina-compare-table" data-category-id="${ cat }" role="tabpanel"${ hidden ? ' hidden' : '' }>
		<button type="button" class="vitrina-compare-remove-category" data-category-id="${ cat }">Remove all of ${ cat }</button>
		<table><tr>${ ids
			.map(
				( id ) =>
					`<th><button type="button" class="vitrina-compare-remove" data-product-id="${ id }">Remove ${ id }</button></th>`
			)
			.join( '' ) }</tr></table>
	</div>`;

const content = `
	<div class="vitrina-compare-content" data-current="5" data-ids="1,2,3">
		<div role="tablist">
			<button type="button" role="tab" class="vitrina-compare-category" data-category-id="5" aria-selected="true">Pans</button>
			<button type="button" role="tab" class="vitrina-compare-category" data-category-id="7" aria-selected="false">Knives</button>
		</div>
		${ table( 5, [ 1, 2 ] ) }${ table( 7, [ 3 ], true ) }
	</div>`;

describe( 'compare page', () => {
	let root: HTMLElement;

	beforeEach( () => {
		document.body.innerHTML = `<span class="vitrina-compare-count">3</span><div data-vitrina-compare>${ content }</div>`;
		root = document.querySelector(
			'[data-vitrina-compare]'
		) as HTMLElement;
		seedState( [], [ 1, 2, 3 ] );
		initComparePage( root, settings );
	} );

	afterEach( () => vi.unstubAllGlobals() );

	it( 'switches category tables with the selector and the arrow keys', async () => {
		const knives = screen.getByRole( 'tab', { name: 'Knives' } );
		await userEvent.click( knives );
		expect( knives ).toHaveAttribute( 'aria-selected', 'true' );
		expect(
			root.querySelector( '[data-category-id="5"].vitrina-compare-table' )
		).toHaveAttribute( 'hidden' );
		expect(
			root.querySelector( '[data-category-id="7"].vitrina-compare-table' )
		).not.toHaveAttribute( 'hidden' );
		await userEvent.keyboard( '{ArrowRight}' );
		expect( screen.getByRole( 'tab', { name: 'Pans' } ) ).toHaveFocus();
		expect( screen.getByRole( 'tab', { name: 'Pans' } ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
	} );

	it( 'removes a product with the current category, then shows the new table', async () => {
		const fetch = mockFetch( {
			body: {
				table: `<div class="vitrina-compare-content" data-current="5" data-ids="2,3">${ table( 5, [ 2 ] ) }</div>`,
				count: 2,
				fragments: {
					'span.vitrina-compare-count':
						'<span class="vitrina-compare-count">2</span>',
				},
				ids: [ 2, 3 ],
			},
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove 1' } )
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'button', { name: 'Remove 1' } )
			).toBeNull()
		);
		expect( params( fetch ) ).toEqual( {
			action: 'woodmart_remove_from_compare',
			id: '1',
			category_id: '5',
			key: 'ckey',
		} );
		expect(
			document.querySelector( '.vitrina-compare-count' )
		).toHaveTextContent( '2' );
		expect( currentState()?.compare ).toEqual( {
			count: 2,
			ids: [ 2, 3 ],
		} );
	} );

	it( 'removes a whole category', async () => {
		const fetch = mockFetch( {
			body: {
				table: '<div class="vitrina-compare-content" data-current="7" data-ids="3"></div>',
				count: 1,
				fragments: {},
				ids: [ 3 ],
			},
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove all of 5' } )
		);
		await waitFor( () =>
			expect( currentState()?.compare?.count ).toBe( 1 )
		);
		expect( params( fetch ) ).toEqual( {
			action: 'woodmart_remove_category_from_compare',
			category_id: '5',
			key: 'ckey',
		} );
	} );

	it( 'applies fragments to every matching element', () => {
		document.body.innerHTML = '<i class="x">1</i><i class="x">2</i>';
		applyFragments( { 'i.x': '<b class="y">3</b>', '!!bad': '<b></b>' } );
		expect( document.querySelectorAll( 'b.y' ) ).toHaveLength( 2 );
	} );
	it( 'fetches the compare fragments when another tab changed the list', async () => {
		const fetch = mockFetch( {
			body: {
				fragments: {
					'.vitrina-compare-count':
						'<span class="vitrina-compare-count">4</span>',
				},
			},
		} );
		const follow = followCompare( root, settings );
		follow( currentState()! );
		expect( fetch ).not.toHaveBeenCalled();
		follow( {
			...currentState()!,
			compare: { count: 4, ids: [ 1, 2, 3, 4 ] },
		} );
		await waitFor( () =>
			expect(
				document.querySelector( '.vitrina-compare-count' )?.textContent
			).toBe( '4' )
		);
		expect( params( fetch ) ).toMatchObject( {
			action: 'woodmart_get_fragment_product_category_compare',
			category_id: '5',
		} );
	} );
} );
