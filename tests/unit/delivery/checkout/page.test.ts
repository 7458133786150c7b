/**
 * The delivery island's entry: what it reads of the page without zod, and
 * where it loads the widget's part.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
	needsWidget,
	pageOf,
	showsWidget,
} from '../../../../src/delivery/checkout/page';

describe( 'the page the delivery island is on', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		delete window.wp;
	} );

	it( 'reads the page, the method and the element, and refuses a wrong one', () => {
		expect(
			pageOf( {
				PAGE: 'cart',
				METHOD_ID: 'vitrina',
				ELEMENT_ID: 'x',
				NONCE: 'n',
			} )
		).toEqual( { PAGE: 'cart', METHOD_ID: 'vitrina', ELEMENT_ID: 'x' } );
		expect( pageOf( {} ) ).toEqual( {} );
		expect( pageOf( { PAGE: 'shop' } ) ).toBeNull();
		expect( pageOf( { METHOD_ID: 3 } ) ).toBeNull();
		expect( pageOf( 'cart' ) ).toBeNull();
	} );

	it( 'needs the widget everywhere but on a classic cart page without the block', () => {
		expect( needsWidget( { PAGE: 'checkout' } ) ).toBe( true );
		expect( needsWidget( { PAGE: 'block' } ) ).toBe( true );
		expect( needsWidget( {} ) ).toBe( true );
		expect( needsWidget( { PAGE: 'cart' } ) ).toBe( false );
		// The block on the cart page.
		document.body.innerHTML = '<div id="vitrina-delivery-widget"></div>';
		expect( needsWidget( { PAGE: 'cart' } ) ).toBe( true );
		expect( needsWidget( { PAGE: 'cart', ELEMENT_ID: 'other' } ) ).toBe(
			false
		);
		document.body.innerHTML = '';
		// WooCommerce's Cart block: the rate's price follows the choice,
		// with no widget (nor loader) to show.
		window.wp = { data: { select: () => null, subscribe: () => () => {} } };
		expect( needsWidget( { PAGE: 'cart' } ) ).toBe( true );
		expect( showsWidget( { PAGE: 'cart' } ) ).toBe( false );
		expect( showsWidget( { PAGE: 'checkout' } ) ).toBe( true );
	} );
} );
