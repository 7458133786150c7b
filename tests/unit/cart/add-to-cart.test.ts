import { waitFor } from '@testing-library/react';
import { resetState, currentState } from '@runtime/state';
import { startAddToCart } from '../../../src/cart/add-to-cart';
import { CartFragments } from '../../../src/cart/fragments';
import {
	eventNames,
	flush,
	fragmentsFor,
	installJQuery,
	mockFetch,
	renderPanel,
	sentFields,
	withSettings,
	type FakeJQuery,
	click,
	wasPrevented,
} from './fixtures';

function setUp( patch = {} ) {
	const settings = withSettings( patch );
	const navigate = vi.fn();
	const root = document.createElement( 'div' );
	document.body.appendChild( root );
	startAddToCart(
		{ settings, fragments: new CartFragments( settings ), navigate },
		root
	);
	return { root, navigate };
}

function cardButton( root: HTMLElement ): HTMLAnchorElement {
	root.insertAdjacentHTML(
		'beforeend',
		`<ul class="products"><li class="product"><a href="?add-to-cart=12" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="12" data-product_sku="VT-1">Add to cart</a></li></ul>`
	);
	return root.querySelector( 'a.ajax_add_to_cart' ) as HTMLAnchorElement;
}

describe( 'add to cart from a card (WooCommerce add_to_cart)', () => {
	let $: FakeJQuery;
	beforeEach( () => {
		resetState();
		sessionStorage.clear();
		$ = installJQuery();
		renderPanel();
	} );

	it( 'posts the data attributes, shows loading, then added with the view-cart link, and fires the jQuery events', async () => {
		let release: () => void = () => {};
		const fetch = mockFetch( {
			add_to_cart: () =>
				new Promise( ( resolve ) => {
					release = () =>
						resolve(
							new Response(
								JSON.stringify( {
									fragments: fragmentsFor( 1 ),
									cart_hash: 'h1',
								} )
							)
						);
				} ),
		} );
		const { root } = setUp();
		const button = cardButton( root );
		button.click();
		expect( button ).toHaveClass( 'loading' );
		expect( eventNames( $ ) ).toEqual( [ 'adding_to_cart' ] );
		expect( sentFields( fetch, 'add_to_cart' ) ).toEqual( {
			product_id: '12',
			product_sku: 'VT-1',
			quantity: '1',
		} );
		release();
		await waitFor( () => expect( button ).toHaveClass( 'added' ) );
		expect( button ).not.toHaveClass( 'loading' );
		const link = root.querySelector( 'a.added_to_cart' );
		expect( link ).toHaveAttribute( 'href', 'http://shop.test/cart/' );
		expect( link ).toHaveTextContent( 'View cart' );
		expect( eventNames( $ ) ).toContain( 'added_to_cart' );
		const added = $.triggered.find( ( [ n ] ) => n === 'added_to_cart' );
		expect( added?.[ 1 ][ 1 ] ).toBe( 'h1' );
		expect( ( added?.[ 1 ][ 2 ] as { 0: Element } )[ 0 ] ).toBe( button );
		// Fragments applied everywhere (panel and header), count in the state.
		expect(
			document.querySelectorAll( '.woocommerce-mini-cart-item' )
		).toHaveLength( 2 );
		expect( currentState()?.cart ).toEqual( { count: 1, hash: 'h1' } );
		// Adding again keeps one view-cart link.
		button.click();
		release();
		await waitFor( () => expect( button ).toHaveClass( 'added' ) );
		expect( root.querySelectorAll( 'a.added_to_cart' ) ).toHaveLength( 1 );
	} );

	it( 'goes to the product page when the answer has error and product_url', async () => {
		mockFetch( {
			add_to_cart: {
				body: { error: true, product_url: 'http://shop.test/p/12/' },
			},
		} );
		const { root, navigate } = setUp();
		cardButton( root ).click();
		await waitFor( () =>
			expect( navigate ).toHaveBeenCalledWith( 'http://shop.test/p/12/' )
		);
		expect( eventNames( $ ) ).not.toContain( 'added_to_cart' );
	} );

	it( 'shows notices with an error and marks the button not-added', async () => {
		mockFetch( {
			add_to_cart: {
				body: {
					notices:
						'<ul class="woocommerce-error" role="alert"><li>Нет в наличии</li></ul>',
				},
			},
		} );
		const { root } = setUp();
		const button = cardButton( root );
		button.click();
		await waitFor( () => expect( button ).toHaveClass( 'not-added' ) );
		expect(
			document.querySelector( '.woocommerce-notices-wrapper' )
		).toHaveTextContent( 'Нет в наличии' );
		expect( button ).not.toHaveClass( 'added' );
	} );

	it( 'only logs a network failure', async () => {
		mockFetch( {} );
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		const { root, navigate } = setUp();
		const button = cardButton( root );
		button.click();
		await waitFor( () => expect( error ).toHaveBeenCalled() );
		expect( button.className ).not.toMatch( /loading|added|not-added/ );
		expect( navigate ).not.toHaveBeenCalled();
		expect(
			document.querySelector( '.woocommerce-notices-wrapper' )
		).toBeEmptyDOMElement();
	} );

	it( 'goes to the cart after adding when WooCommerce redirects there', async () => {
		mockFetch( {
			add_to_cart: {
				body: { fragments: fragmentsFor( 1 ), cart_hash: 'h' },
			},
		} );
		const { root, navigate } = setUp( { cartRedirectAfterAdd: true } );
		cardButton( root ).click();
		await waitFor( () =>
			expect( navigate ).toHaveBeenCalledWith( 'http://shop.test/cart/' )
		);
	} );

	it( 'leaves a Product Collection’s button to WooCommerce’s store (one add, not two)', async () => {
		const fetch = mockFetch( {} );
		const { root } = setUp();
		root.insertAdjacentHTML(
			'beforeend',
			`<div data-wp-interactive="woocommerce/product-button"><button type="button" class="wp-element-button add_to_cart_button ajax_add_to_cart product_type_simple wc-interactive" data-product_id="133" data-wp-on--click="actions.addCartItem">Add to cart</button></div>`
		);
		const button = root.querySelector( 'button' ) as HTMLElement;
		expect( wasPrevented( button, click() ) ).toBe( false );
		await flush();
		expect( fetch ).not.toHaveBeenCalled();
		expect( button ).not.toHaveClass( 'loading' );
	} );

	it( 'leaves the buttons alone when AJAX add to cart is off', async () => {
		const fetch = mockFetch( {} );
		const { root } = setUp( { ajaxAddToCart: false } );
		const button = cardButton( root );
		expect( wasPrevented( button, click() ) ).toBe( false );
		await flush();
		expect( fetch ).not.toHaveBeenCalled();
	} );
} );

describe( 'add to cart from a product form (woodmart_ajax_add_to_cart)', () => {
	let $: FakeJQuery;
	beforeEach( () => {
		resetState();
		$ = installJQuery();
		renderPanel();
	} );

	function variableForm( root: HTMLElement ): HTMLFormElement {
		root.insertAdjacentHTML(
			'beforeend',
			`<div class="product product-type-variable"><form class="variations_form cart" method="post" action="/p/">
				<select name="attribute_pa_color"><option value="krasnyj" selected>Красный</option></select>
				<input type="number" name="quantity" value="3">
				<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
				<input type="hidden" name="add-to-cart" value="40">
				<input type="hidden" name="product_id" value="40">
				<input type="hidden" name="variation_id" value="41">
			</form></div>`
		);
		return root.querySelector( 'form' ) as HTMLFormElement;
	}

	it( 'posts the form fields with the add-to-cart value and marks the button added', async () => {
		const fetch = mockFetch( {
			woodmart_ajax_add_to_cart: {
				body: {
					fragments: fragmentsFor( 3 ),
					cart_hash: 'h3',
					notices: '',
				},
			},
		} );
		const { root } = setUp();
		const form = variableForm( root );
		const button = form.querySelector( 'button' ) as HTMLButtonElement;
		button.click();
		await waitFor( () => expect( button ).toHaveClass( 'added' ) );
		expect(
			sentFields( fetch, 'woodmart_ajax_add_to_cart' )
		).toMatchObject( {
			'add-to-cart': '40',
			attribute_pa_color: 'krasnyj',
			quantity: '3',
			variation_id: '41',
		} );
		expect( eventNames( $ ) ).toEqual( [
			'adding_to_cart',
			'added_to_cart',
		] );
		// No view-cart link next to a product page's button.
		expect( form.querySelector( '.added_to_cart' ) ).toBeNull();
	} );

	it( 'posts a simple product by its button value', async () => {
		const fetch = mockFetch( {
			woodmart_ajax_add_to_cart: {
				body: {
					fragments: fragmentsFor( 1 ),
					cart_hash: 'h',
					notices: '',
				},
			},
		} );
		const { root } = setUp();
		root.insertAdjacentHTML(
			'beforeend',
			`<form class="cart" method="post"><input name="quantity" value="2"><button type="submit" name="add-to-cart" value="12" class="single_add_to_cart_button">Add</button></form>`
		);
		const button = root.querySelector( 'button' ) as HTMLButtonElement;
		button.click();
		await waitFor( () => expect( button ).toHaveClass( 'added' ) );
		expect(
			sentFields( fetch, 'woodmart_ajax_add_to_cart' )
		).toMatchObject( {
			'add-to-cart': '12',
			quantity: '2',
		} );
	} );

	it( 'shows the error notices of the answer and marks the button not-added', async () => {
		mockFetch( {
			woodmart_ajax_add_to_cart: {
				body: {
					fragments: fragmentsFor( 0 ),
					cart_hash: '',
					notices:
						'<div class="wc-block-components-notice-banner is-error" role="alert">Выберите параметры товара</div>',
				},
			},
		} );
		const { root } = setUp();
		const form = variableForm( root );
		const button = form.querySelector( 'button' ) as HTMLButtonElement;
		button.click();
		await waitFor( () => expect( button ).toHaveClass( 'not-added' ) );
		expect( document.body ).toHaveTextContent(
			'Выберите параметры товара'
		);
		expect( eventNames( $ ) ).not.toContain( 'added_to_cart' );
	} );

	it( 'lets external products leave the page', async () => {
		const fetch = mockFetch( {} );
		const { root } = setUp();
		root.insertAdjacentHTML(
			'beforeend',
			`<div class="product product-type-external"><form class="cart" action="https://elsewhere.test/" method="get"><button type="submit">Buy</button></form></div>`
		);
		const form = root.querySelector( 'form' ) as HTMLFormElement;
		expect(
			wasPrevented(
				form,
				new Event( 'submit', { bubbles: true, cancelable: true } )
			)
		).toBe( false );
		expect( fetch ).not.toHaveBeenCalled();
	} );
} );

describe( 'WooCommerce notices of an add, and leaving the page', () => {
	beforeEach( () => {
		resetState();
		sessionStorage.clear();
		installJQuery();
		renderPanel();
	} );

	/**
	 * Clicks a link and tells whether the island held it (a window listener
	 * after the island's sees its decision, then stops jsdom's navigation).
	 *
	 * @param link The link.
	 */
	const held = ( link: Element ): boolean => {
		let prevented = false;
		window.addEventListener(
			'click',
			( event ) => {
				prevented = event.defaultPrevented;
				event.preventDefault();
			},
			{ once: true }
		);
		link.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		);
		return prevented;
	};

	const productForm = ( root: HTMLElement ) => {
		root.insertAdjacentHTML(
			'beforeend',
			`<div class="product"><form class="cart" method="post"><input name="quantity" value="1"><button type="submit" name="add-to-cart" value="12" class="single_add_to_cart_button">Add</button></form></div>`
		);
		return root.querySelector( 'form button' ) as HTMLButtonElement;
	};

	it( 'shows WooCommerce’s "added to your cart" notice in the notices area', async () => {
		mockFetch( {
			woodmart_ajax_add_to_cart: {
				body: {
					fragments: fragmentsFor( 1 ),
					cart_hash: 'h',
					notices:
						'<div class="woocommerce-message" role="alert">“Error-proof pan” has been added to your cart. <a href="http://shop.test/cart/" class="button wc-forward">View cart</a></div>',
				},
			},
		} );
		const { root } = setUp();
		const button = productForm( root );
		button.click();
		await waitFor( () => expect( button ).toHaveClass( 'added' ) );
		const area = document.querySelector( '.woocommerce-notices-wrapper' );
		expect( area ).toHaveTextContent(
			'“Error-proof pan” has been added to your cart.'
		);
		// A product name with "error" in it is no error.
		expect( button ).not.toHaveClass( 'not-added' );
	} );

	it( 'leaves the notice to the cart page when WooCommerce goes there after adding', async () => {
		mockFetch( {
			woodmart_ajax_add_to_cart: {
				body: {
					fragments: fragmentsFor( 1 ),
					cart_hash: 'h',
					notices: '',
				},
			},
		} );
		const { root, navigate } = setUp( { cartRedirectAfterAdd: true } );
		productForm( root ).click();
		await waitFor( () =>
			expect( navigate ).toHaveBeenCalledWith( 'http://shop.test/cart/' )
		);
		expect(
			document.querySelector( '.woocommerce-notices-wrapper' )
		).toBeEmptyDOMElement();
	} );

	it( 'sends the add with keepalive, so leaving the page does not cancel it', async () => {
		const fetch = mockFetch( {
			add_to_cart: {
				body: { fragments: fragmentsFor( 1 ), cart_hash: 'h' },
			},
		} );
		const { root } = setUp();
		const button = cardButton( root );
		button.click();
		await waitFor( () => expect( button ).toHaveClass( 'added' ) );
		expect( fetch.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			keepalive: true,
		} );
	} );

	it( 'follows a link clicked while an add is on its way once the add has answered', async () => {
		let release: () => void = () => {};
		mockFetch( {
			add_to_cart: () =>
				new Promise( ( resolve ) => {
					release = () =>
						resolve(
							new Response(
								JSON.stringify( {
									fragments: fragmentsFor( 1 ),
									cart_hash: 'h',
								} )
							)
						);
				} ),
		} );
		const { root, navigate } = setUp();
		cardButton( root ).click();
		root.insertAdjacentHTML(
			'beforeend',
			'<a id="to-cart" href="http://shop.test/cart/">Cart</a><a id="new-tab" href="http://shop.test/cart/" target="_blank">Cart</a>'
		);
		const toCart = root.querySelector( '#to-cart' ) as HTMLElement;
		const newTab = root.querySelector( '#new-tab' ) as HTMLElement;
		expect( held( newTab ) ).toBe( false );
		expect( held( toCart ) ).toBe( true );
		await flush();
		expect( navigate ).not.toHaveBeenCalled();
		release();
		await waitFor( () =>
			expect( navigate ).toHaveBeenCalledWith( 'http://shop.test/cart/' )
		);
		// With no add on its way, links are left alone.
		expect( held( toCart ) ).toBe( false );
	} );
} );
