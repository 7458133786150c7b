import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetState } from '@runtime/state';
import { resetDialogs } from '../../../src/cart/dialog';
import { CartFragments } from '../../../src/cart/fragments';
import { emit } from '../../../src/runtime/wc-events';
import { afterAdd, startSidePanel } from '../../../src/cart/side-panel';
import {
	eventNames,
	freshRoot,
	fragmentsFor,
	installJQuery,
	miniCart,
	mockFetch,
	printStateAddress,
	renderPanel,
	sentFields,
	stateAnswer,
	withSettings,
	type FakeJQuery,
	click,
	wasPrevented,
} from './fixtures';

function setUp( patch = {}, popup = true ) {
	const root = freshRoot();
	renderPanel( popup, root );
	const settings = withSettings( patch );
	const navigate = vi.fn();
	const dialogs = startSidePanel(
		{ settings, fragments: new CartFragments( settings ), navigate },
		root
	);
	return { dialogs, navigate, root };
}

const panel = () =>
	document.getElementById( 'vitrina-cart-panel' ) as HTMLElement;
const opener = () => document.querySelector( 'a.cart-contents' ) as HTMLElement;
const isOpen = () => panel().classList.contains( 'vitrina-cart-panel--open' );

describe( 'cart side panel', () => {
	let $: FakeJQuery;
	beforeEach( () => {
		resetState();
		resetDialogs();
		sessionStorage.clear();
		$ = installJQuery();
		document.body.className = '';
	} );

	it( 'opens from the opener and closes on a second click, giving focus back', async () => {
		setUp();
		const user = userEvent.setup();
		expect( panel() ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( panel() ).toHaveAttribute( 'inert' );
		await user.click( opener() );
		expect( isOpen() ).toBe( true );
		expect( panel() ).toHaveAttribute( 'aria-hidden', 'false' );
		expect( panel() ).not.toHaveAttribute( 'inert' );
		expect( opener() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Close the cart' } )
		).toHaveFocus();
		await user.click( opener() );
		expect( isOpen() ).toBe( false );
		expect( opener() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( opener() ).toHaveFocus();
	} );

	it.each( [
		[
			'the overlay',
			() =>
				(
					document.querySelector(
						'[data-vitrina-cart-overlay]'
					) as HTMLElement
				 ).click(),
		],
		[
			'the close button',
			() =>
				screen
					.getByRole( 'button', { name: 'Close the cart' } )
					.click(),
		],
		[
			'Escape',
			() =>
				document.dispatchEvent(
					new KeyboardEvent( 'keydown', {
						key: 'Escape',
						bubbles: true,
					} )
				),
		],
	] )( 'closes on %s', ( _name, close ) => {
		setUp();
		opener().click();
		expect( isOpen() ).toBe( true );
		close();
		expect( isOpen() ).toBe( false );
		expect( panel() ).toHaveAttribute( 'inert' );
	} );

	it( 'keeps Tab inside while open', async () => {
		setUp();
		const user = userEvent.setup();
		document
			.querySelector( '#vitrina-cart-panel .widget_shopping_cart' )
			?.replaceChildren();
		panel().insertAdjacentHTML(
			'beforeend',
			'<a href="/cart/" id="last">View cart</a>'
		);
		await user.click( opener() );
		const close = screen.getByRole( 'button', { name: 'Close the cart' } );
		expect( close ).toHaveFocus();
		await user.tab();
		expect( document.getElementById( 'last' ) ).toHaveFocus();
		await user.tab();
		expect( close ).toHaveFocus();
		await user.tab( { shift: true } );
		expect( document.getElementById( 'last' ) ).toHaveFocus();
	} );

	it.each( [ 'woocommerce-cart', 'woocommerce-checkout' ] )(
		'never opens on the %s page, where the opener is a link',
		( page ) => {
			document.body.classList.add( page );
			setUp();
			expect( wasPrevented( opener(), click() ) ).toBe( false );
			expect( isOpen() ).toBe( false );
			emit( 'added_to_cart', [ {}, '', null ] );
			expect( isOpen() ).toBe( false );
		}
	);

	describe( 'removing an item (remove_from_cart)', () => {
		function withItem() {
			document
				.querySelectorAll( '.widget_shopping_cart_content' )
				.forEach( ( el ) => ( el.outerHTML = miniCart( 1, 'key1' ) ) );
			return document.querySelector(
				'#vitrina-cart-panel .remove_from_cart_button'
			) as HTMLAnchorElement;
		}

		it( 'posts the item key, applies the fragments and fires removed_from_cart', async () => {
			const fetch = mockFetch( {
				remove_from_cart: {
					body: { fragments: fragmentsFor( 0 ), cart_hash: '' },
				},
			} );
			const { navigate } = setUp();
			withItem().click();
			await waitFor( () =>
				expect( eventNames( $ ) ).toContain( 'removed_from_cart' )
			);
			expect( sentFields( fetch, 'remove_from_cart' ) ).toEqual( {
				cart_item_key: 'key1',
			} );
			expect(
				document.querySelectorAll( '.woocommerce-mini-cart-item' )
			).toHaveLength( 0 );
			expect( navigate ).not.toHaveBeenCalled();
		} );

		it.each( [
			[ 'fails', { status: 500, body: { success: false } } ],
			[ 'brings no fragments', { body: { success: false } } ],
		] )(
			'follows the remove link when the call %s',
			async ( _n, answer ) => {
				mockFetch( { remove_from_cart: answer } );
				const { navigate } = setUp();
				const link = withItem();
				link.click();
				await waitFor( () =>
					expect( navigate ).toHaveBeenCalledWith( link.href )
				);
				expect( eventNames( $ ) ).not.toContain( 'removed_from_cart' );
			}
		);
	} );

	it( 'changes a quantity with the nonce of the shopper state', async () => {
		printStateAddress();
		const fetch = mockFetch( {
			state: { body: stateAnswer( 'h1', 1 ) },
			woodmart_update_cart_item: {
				body: { fragments: fragmentsFor( 2 ), cart_hash: 'h2' },
			},
		} );
		setUp();
		document
			.querySelectorAll( '.widget_shopping_cart_content' )
			.forEach( ( el ) => ( el.outerHTML = miniCart( 1, 'key1' ) ) );
		(
			document.querySelector(
				'#vitrina-cart-panel [data-step="1"]'
			) as HTMLElement
		 ).click();
		await waitFor( () =>
			expect( eventNames( $ ) ).toContain( 'wc_fragments_refreshed' )
		);
		expect( sentFields( fetch, 'woodmart_update_cart_item' ) ).toEqual( {
			cart_item_key: 'key1',
			quantity: '2',
			security: 'cart-nonce',
		} );
		expect(
			document.querySelector( '#vitrina-cart-panel .quantity' )
		).toHaveTextContent( '2 ×' );
	} );

	it( 'does not go past the maximum', () => {
		const fetch = mockFetch( {} );
		setUp();
		document
			.querySelectorAll( '.widget_shopping_cart_content' )
			.forEach( ( el ) => ( el.outerHTML = miniCart( 5, 'key1' ) ) );
		(
			document.querySelector(
				'#vitrina-cart-panel [data-step="1"]'
			) as HTMLElement
		 ).click();
		expect( fetch ).not.toHaveBeenCalled();
	} );
} );

describe( 'on a block theme', () => {
	beforeEach( () => {
		resetState();
		resetDialogs();
		sessionStorage.clear();
		installJQuery();
		document.body.className = '';
	} );

	/**
	 * WooCommerce's blocks' event after an add.
	 *
	 * @param detail Its detail.
	 */
	const blocksAdded = ( detail: unknown ) =>
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_added_to_cart', {
				bubbles: true,
				cancelable: true,
				detail,
			} )
		);

	/**
	 * The Mini-Cart block's button, with a listener of its own (the
	 * block's drawer).
	 *
	 * @param root Where it goes.
	 */
	function miniCartButton( root: HTMLElement ) {
		root.insertAdjacentHTML(
			'afterbegin',
			'<div class="wc-block-mini-cart"><button class="wc-block-mini-cart__button" aria-label="Cart">0</button></div>'
		);
		const button = root.querySelector(
			'.wc-block-mini-cart__button'
		) as HTMLButtonElement;
		const drawer = vi.fn();
		button.addEventListener( 'click', drawer );
		return { button, drawer };
	}

	it( 'an add through the Store API refreshes the panel’s cart, then opens the panel', async () => {
		const fetch = mockFetch( {
			get_refreshed_fragments: {
				body: { fragments: fragmentsFor( 1 ), cart_hash: 'h1' },
			},
		} );
		setUp( { addToCartAction: 'widget' } );
		blocksAdded( { preserveCartData: true } );
		await waitFor( () => expect( isOpen() ).toBe( true ) );
		expect( sentFields( fetch, 'get_refreshed_fragments' ) ).toHaveProperty(
			'time'
		);
		expect(
			panel().querySelectorAll( '.woocommerce-mini-cart-item' )
		).toHaveLength( 1 );
	} );

	it( 'the same event echoed from jQuery’s added_to_cart (no preserveCartData) is not a second add', async () => {
		const fetch = mockFetch( {} );
		setUp( { addToCartAction: 'widget' } );
		blocksAdded( {} );
		blocksAdded( null );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( fetch ).not.toHaveBeenCalled();
		expect( isOpen() ).toBe( false );
	} );

	it( 'the Mini-Cart’s button opens the panel instead of its drawer (widget), and closing gives focus back', async () => {
		const { root } = setUp( { addToCartAction: 'widget' } );
		const { button, drawer } = miniCartButton( root );
		const user = userEvent.setup();
		await user.click( button );
		expect( isOpen() ).toBe( true );
		expect( drawer ).not.toHaveBeenCalled();
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( button ).toHaveAttribute(
			'aria-controls',
			'vitrina-cart-panel'
		);
		await user.keyboard( '{Escape}' );
		expect( isOpen() ).toBe( false );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).toHaveFocus();
	} );

	it.each( [ 'popup', 'nothing' ] as const )(
		'with %s, the Mini-Cart keeps its drawer',
		async ( action ) => {
			const { root } = setUp( { addToCartAction: action } );
			const { button, drawer } = miniCartButton( root );
			await userEvent.setup().click( button );
			expect( drawer ).toHaveBeenCalledTimes( 1 );
			expect( isOpen() ).toBe( false );
		}
	);
} );

describe( 'after adding', () => {
	beforeEach( () => {
		resetState();
		resetDialogs();
		installJQuery();
		document.body.className = '';
		vi.useFakeTimers();
	} );
	afterEach( () => vi.useRealTimers() );

	const popup = () =>
		document.getElementById( 'vitrina-added-popup' ) as HTMLElement;

	it( 'opens the side panel (add_to_cart_action widget)', () => {
		setUp( { addToCartAction: 'widget' } );
		emit( 'added_to_cart', [ {}, 'h', null ] );
		expect( isOpen() ).toBe( true );
		expect( popup() ).not.toHaveClass( 'vitrina-added-popup--open' );
		vi.advanceTimersByTime( 60_000 );
		expect( isOpen() ).toBe( true );
	} );

	it( 'opens the popup (add_to_cart_action popup)', () => {
		setUp( { addToCartAction: 'popup' } );
		emit( 'added_to_cart', [ {}, 'h', null ] );
		expect( popup() ).toHaveClass( 'vitrina-added-popup--open' );
		expect( isOpen() ).toBe( false );
		screen.getByRole( 'button', { name: 'Close' } ).click();
		expect( popup() ).not.toHaveClass( 'vitrina-added-popup--open' );
	} );

	it( 'opens nothing with add_to_cart_action nothing', () => {
		setUp( { addToCartAction: 'nothing' } );
		emit( 'added_to_cart', [ {}, 'h', null ] );
		expect( isOpen() ).toBe( false );
		expect( popup() ).not.toHaveClass( 'vitrina-added-popup--open' );
	} );

	it.each( [ 'widget', 'popup' ] as const )(
		'closes the %s after the timeout setting',
		( action ) => {
			setUp( { addToCartAction: action, actionTimeout: 3 } );
			emit( 'added_to_cart', [ {}, 'h', null ] );
			const el = action === 'widget' ? panel() : popup();
			expect( el.getAttribute( 'aria-hidden' ) ).toBe( 'false' );
			vi.advanceTimersByTime( 2999 );
			expect( el.getAttribute( 'aria-hidden' ) ).toBe( 'false' );
			vi.advanceTimersByTime( 1 );
			expect( el.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		}
	);

	it.each( [
		[ true, false ],
		[ false, true ],
	] )(
		'opens the header dropdown when the page has no panel (auto-close %s: still open after 3500 ms %s)',
		( autoClose, stillOpen ) => {
			renderPanel( false );
			afterAdd(
				withSettings( {
					addToCartAction: 'widget',
					miniCartAutoClose: autoClose,
				} ),
				{ panel: null, popup: null }
			);
			const dropdown = document.querySelector( '.site-header-cart' );
			expect( dropdown ).toHaveClass( 'vitrina-dropdown-open' );
			vi.advanceTimersByTime( 3499 );
			expect( dropdown ).toHaveClass( 'vitrina-dropdown-open' );
			vi.advanceTimersByTime( 1 );
			expect(
				dropdown?.classList.contains( 'vitrina-dropdown-open' )
			).toBe( stillOpen );
		}
	);
} );
