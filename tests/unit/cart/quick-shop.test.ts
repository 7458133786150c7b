import { waitFor } from '@testing-library/react';
import {
	openQuickShop,
	startQuickShop,
	QUICK_SHOP_STATES,
} from '../../../src/cart/quick-shop';
import {
	freshRoot,
	installJQuery,
	withSettings,
	type FakeJQuery,
} from './fixtures';

const form = `<div class="vitrina-quick-shop" data-vitrina-quick-shop role="group" aria-label="Options">
	<button type="button" data-vitrina-quick-shop-close aria-label="Close">×</button>
	<div class="product"><form class="variations_form cart"><select name="attribute_pa_color"><option>Красный</option></select><button type="submit" class="single_add_to_cart_button">Add</button></form></div>
</div>`;

function render() {
	const root = freshRoot();
	root.insertAdjacentHTML(
		'beforeend',
		`<ul class="products"><li class="product" id="card"><a href="/p/40/" class="button product_type_variable add_to_cart_button vitrina-quick-shop-open" data-product_id="40" aria-expanded="false">Select options</a></li></ul>`
	);
	startQuickShop( withSettings(), root );
}

const card = () => document.getElementById( 'card' ) as HTMLElement;
const opener = () => card().querySelector( 'a' ) as HTMLElement;
const box = () =>
	card().querySelector( '[data-vitrina-quick-shop]' ) as HTMLElement | null;

describe( 'quick shop', () => {
	let $: FakeJQuery;
	beforeEach( () => {
		$ = installJQuery();
	} );

	it( 'loads the form into the card (not loaded, loading, shown) and starts its variations', async () => {
		let release: () => void = () => {};
		const fetch = vi.spyOn( window, 'fetch' ).mockImplementation(
			() =>
				new Promise( ( resolve ) => {
					release = () => resolve( new Response( form ) );
				} )
		);
		render();
		expect( box() ).toBeNull();
		opener().click();
		expect( card() ).toHaveClass( QUICK_SHOP_STATES.loading );
		expect( opener() ).toHaveClass( 'loading' );
		opener().click();
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		const url = new URL(
			String( fetch.mock.calls[ 0 ]![ 0 ] ),
			'http://shop.test/'
		);
		expect( url.searchParams.get( 'wc-ajax' ) ).toBe(
			'woodmart_quick_shop'
		);
		expect( url.searchParams.get( 'id' ) ).toBe( '40' );
		release();
		await waitFor( () =>
			expect( card() ).toHaveClass( QUICK_SHOP_STATES.shown )
		);
		expect( card() ).not.toHaveClass( QUICK_SHOP_STATES.loading );
		expect( box() ).toBeVisible();
		expect( opener() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( card().querySelector( 'select' ) ).toHaveFocus();
		expect( $.variationForms ).toHaveLength( 1 );
	} );

	it( 'closes on its close button and shows again without a new request', async () => {
		const fetch = vi
			.spyOn( window, 'fetch' )
			.mockResolvedValue( new Response( form ) );
		render();
		opener().click();
		await waitFor( () => expect( box() ).not.toBeNull() );
		(
			box()?.querySelector(
				'[data-vitrina-quick-shop-close]'
			) as HTMLElement
		 ).click();
		expect( box() ).not.toBeVisible();
		expect( card() ).not.toHaveClass( QUICK_SHOP_STATES.shown );
		expect( opener() ).toHaveAttribute( 'aria-expanded', 'false' );
		opener().click();
		await waitFor( () => expect( box() ).toBeVisible() );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'closes after its product was added', async () => {
		vi.spyOn( window, 'fetch' ).mockResolvedValue( new Response( form ) );
		render();
		opener().click();
		await waitFor( () => expect( box() ).not.toBeNull() );
		const add = box()?.querySelector( 'button[type="submit"]' );
		$( document.body ).trigger( 'added_to_cart', [ {}, 'h', $( add ) ] );
		expect( box() ).not.toBeVisible();
	} );

	it( 'stays closed, leaving the product page link, when loading fails', async () => {
		vi.spyOn( window, 'fetch' ).mockResolvedValue(
			new Response( 'The content could not be loaded.', { status: 404 } )
		);
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		render();
		expect( await openQuickShop( withSettings(), opener() ) ).toBe( false );
		expect( box() ).toBeNull();
		expect( card() ).not.toHaveClass( QUICK_SHOP_STATES.loading );
	} );
} );
