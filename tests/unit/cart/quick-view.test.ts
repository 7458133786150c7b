import { screen, waitFor } from '@testing-library/react';
import { Dialog, resetDialogs } from '../../../src/cart/dialog';
import {
	listOf,
	QuickView,
	stripLoadedStyles,
} from '../../../src/cart/quick-view';
import {
	freshRoot,
	installJQuery,
	mockFetch,
	withSettings,
	type FakeJQuery,
} from './fixtures';

const product = ( id: string, extra = '' ) =>
	`<div class="product vitrina-quick-view-product"><h2>Товар ${ id }</h2>${ extra }</div>`;

function render( root: HTMLElement ) {
	root.insertAdjacentHTML(
		'beforeend',
		`<ul class="products">
			<li class="product"><a class="open-quick-view" data-id="1" href="/p/1/">Quick view</a></li>
			<li class="product"><a class="open-quick-view" data-id="2" data-size="large" href="/p/2/">Quick view</a></li>
			<li class="product"><a class="open-quick-view" data-id="3" href="/p/3/">Quick view</a></li>
		</ul>
		<ul class="products"><li class="product"><a class="open-quick-view" data-id="9" href="/p/9/">Quick view</a></li><li class="product"><a class="open-quick-view" data-id="8" href="/p/8/">Quick view</a></li></ul>
		<div data-vitrina-quick-view-overlay hidden></div>
		<div id="vitrina-quick-view" class="vitrina-quick-view" data-vitrina-quick-view role="dialog" aria-hidden="true" inert>
			<button type="button" data-vitrina-close aria-label="Close">×</button>
			<div data-vitrina-quick-view-content></div>
			<button type="button" data-vitrina-quick-view-prev>Previous product</button>
			<button type="button" data-vitrina-quick-view-next>Next product</button>
		</div>`
	);
}

function setUp( patch = {} ) {
	const root = freshRoot();
	render( root );
	const view = new QuickView(
		withSettings( patch ),
		document.getElementById( 'vitrina-quick-view' ) as HTMLElement,
		document.querySelector( '[data-vitrina-quick-view-overlay]' )
	);
	view.start( root );
	return view;
}

const button = ( id: string ) =>
	document.querySelector(
		`.open-quick-view[data-id="${ id }"]`
	) as HTMLElement;
const popup = () =>
	document.getElementById( 'vitrina-quick-view' ) as HTMLElement;
const isOpen = () => popup().classList.contains( 'vitrina-quick-view--open' );

/**
 * Answers quick view with the product of the id asked for.
 */
function answerProducts() {
	return vi.spyOn( window, 'fetch' ).mockImplementation( async ( input ) => {
		const id = new URL(
			String( input ),
			'http://shop.test/'
		).searchParams.get( 'id' );
		return new Response( product( id || '' ) );
	} );
}

/**
 * Lets the answer arrive under fake timers without moving the clock.
 *
 * @param done The condition.
 */
async function until( done: () => boolean ) {
	const end = Date.now() + 4000;
	while ( ! done() && Date.now() < end ) {
		await vi.advanceTimersByTimeAsync( 0 );
		await new Promise( ( resolve ) => setImmediate( resolve ) );
	}
}

describe( 'quick view', () => {
	let $: FakeJQuery;
	beforeEach( () => {
		resetDialogs();
		$ = installJQuery();
	} );
	afterEach( () => {
		vi.useRealTimers();
		// A quick view left open would fire its follow-up event after the
		// file's window is gone.
		if ( document.getElementById( 'vitrina-quick-view' ) && isOpen() ) {
			document
				.querySelector< HTMLElement >( '[data-vitrina-close]' )
				?.click();
		}
	} );

	it( 'asks for the product with the action and the button’s data attributes, and shows it in the popup', async () => {
		const fetch = answerProducts();
		setUp();
		button( '2' ).click();
		await waitFor( () => expect( isOpen() ).toBe( true ) );
		const url = new URL(
			String( fetch.mock.calls[ 0 ]![ 0 ] ),
			'http://shop.test/'
		);
		expect( url.searchParams.get( 'wc-ajax' ) ).toBe(
			'woodmart_quick_view'
		);
		expect( url.searchParams.get( 'action' ) ).toBe(
			'woodmart_quick_view'
		);
		expect( url.searchParams.get( 'id' ) ).toBe( '2' );
		expect( url.searchParams.get( 'size' ) ).toBe( 'large' );
		expect( popup() ).toHaveTextContent( 'Товар 2' );
		expect( popup() ).toHaveAttribute( 'aria-hidden', 'false' );
		screen.getByRole( 'button', { name: 'Close' } ).click();
		expect( isOpen() ).toBe( false );
		expect( button( '2' ) ).toHaveFocus();
	} );

	it( 'shows loading while the request runs and ignores further clicks', async () => {
		let release: () => void = () => {};
		const fetch = vi.spyOn( window, 'fetch' ).mockImplementation(
			() =>
				new Promise( ( resolve ) => {
					release = () => resolve( new Response( product( '1' ) ) );
				} )
		);
		const view = setUp();
		button( '1' ).click();
		expect( button( '1' ) ).toHaveClass( 'loading' );
		expect( view.loading ).toBe( true );
		button( '3' ).click();
		button( '1' ).click();
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		release();
		await waitFor( () => expect( isOpen() ).toBe( true ) );
		expect( button( '1' ) ).not.toHaveClass( 'loading' );
		expect( view.loading ).toBe( false );
	} );

	it( 'offers the previous and next products of the same list', async () => {
		answerProducts();
		setUp();
		const prev = popup().querySelector(
			'[data-vitrina-quick-view-prev]'
		) as HTMLElement;
		const next = popup().querySelector(
			'[data-vitrina-quick-view-next]'
		) as HTMLElement;
		button( '1' ).click();
		await waitFor( () => expect( popup() ).toHaveTextContent( 'Товар 1' ) );
		expect( prev ).not.toBeVisible();
		expect( next ).toBeVisible();
		next.click();
		await waitFor( () => expect( popup() ).toHaveTextContent( 'Товар 2' ) );
		next.click();
		await waitFor( () => expect( popup() ).toHaveTextContent( 'Товар 3' ) );
		// The last of its list: the other list's product is not next.
		expect( next ).not.toBeVisible();
		expect( prev ).toBeVisible();
		prev.click();
		await waitFor( () => expect( popup() ).toHaveTextContent( 'Товар 2' ) );
		expect( isOpen() ).toBe( true );
	} );

	it( 'fires the follow-up event 300 ms after opening', async () => {
		answerProducts();
		setUp();
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		try {
			// The only test opening product 9: timers of other tests' products
			// cannot be mistaken for it.
			const shown = [ 'vitrina_quick_view_shown', [ '9' ] ];
			button( '9' ).click();
			await until( isOpen );
			expect( isOpen() ).toBe( true );
			await vi.advanceTimersByTimeAsync( 299 );
			expect( $.triggered ).not.toContainEqual( shown );
			await vi.advanceTimersByTimeAsync( 1 );
			expect( $.triggered ).toContainEqual( shown );
		} finally {
			vi.useRealTimers();
		}
	} );

	it( 'fires no follow-up event for a quick view closed within 300 ms', async () => {
		answerProducts();
		setUp();
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		try {
			// The only test opening product 8.
			const shown = [ 'vitrina_quick_view_shown', [ '8' ] ];
			button( '8' ).click();
			await until( isOpen );
			document
				.querySelector< HTMLElement >( '[data-vitrina-close]' )!
				.click();
			expect( isOpen() ).toBe( false );
			await vi.advanceTimersByTimeAsync( 300 );
			expect( $.triggered ).not.toContainEqual( shown );
		} finally {
			vi.useRealTimers();
		}
	} );

	it( 'with the fix on, closes an open popup and opens 500 ms later', async () => {
		answerProducts();
		setUp( { quickViewFix: true } );
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div id="other" role="dialog"><button data-vitrina-close>x</button></div>'
		);
		const other = new Dialog(
			document.getElementById( 'other' ) as HTMLElement,
			null,
			{ openClass: 'open' }
		);
		other.open();
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		try {
			button( '1' ).click();
			await until( () => ! other.isOpen );
			expect( other.isOpen ).toBe( false );
			expect( isOpen() ).toBe( false );
			await vi.advanceTimersByTimeAsync( 499 );
			expect( isOpen() ).toBe( false );
			await vi.advanceTimersByTimeAsync( 1 );
			expect( isOpen() ).toBe( true );
		} finally {
			vi.useRealTimers();
		}
	} );

	it( 'without the fix, opens at once over an open popup', async () => {
		answerProducts();
		setUp( { quickViewFix: false } );
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div id="other"></div>'
		);
		const other = new Dialog(
			document.getElementById( 'other' ) as HTMLElement,
			null,
			{ openClass: 'open' }
		);
		other.open();
		button( '1' ).click();
		await waitFor( () => expect( isOpen() ).toBe( true ) );
		expect( other.isOpen ).toBe( true );
	} );

	it( 'starts WooCommerce’s variation form on the inserted product', async () => {
		vi.spyOn( window, 'fetch' ).mockResolvedValue(
			new Response(
				product(
					'5',
					'<form class="variations_form cart" data-product_id="5"></form>'
				)
			)
		);
		setUp();
		button( '1' ).click();
		await waitFor( () => expect( isOpen() ).toBe( true ) );
		expect( $.variationForms ).toHaveLength( 1 );
		expect( $.variationForms[ 0 ] ).toHaveClass( 'variations_form' );
		expect( popup().contains( $.variationForms[ 0 ]! ) ).toBe( true );
	} );

	it( 'loads WooCommerce’s variation script, kept on demand, for the first variable product only', async () => {
		let html = product( '1' );
		vi.spyOn( window, 'fetch' ).mockImplementation(
			async () => new Response( html )
		);
		setUp();
		// The page's script runs in the document: it counts its runs there,
		// and WooCommerce's plugin exists once it ran.
		document.body.insertAdjacentHTML(
			'beforeend',
			'<template data-vitrina-on-demand="variations"><script>document.body.dataset.variationScripts = ( Number( document.body.dataset.variationScripts || 0 ) + 1 ) + "";</script></template>'
		);
		const loaded = () => document.body.dataset.variationScripts;
		Object.defineProperty( $.fn, 'wc_variation_form', {
			get: () => ( loaded() ? () => {} : undefined ),
		} );
		// A simple product: nothing loaded.
		button( '1' ).click();
		await waitFor( () => expect( isOpen() ).toBe( true ) );
		expect( loaded() ).toBeUndefined();
		document
			.querySelector< HTMLElement >( '[data-vitrina-close]' )!
			.click();
		// A variable one: loaded, then its form started.
		html = product(
			'2',
			'<form class="variations_form cart" data-product_id="2"></form>'
		);
		button( '2' ).click();
		await waitFor( () => expect( $.variationForms ).toHaveLength( 1 ) );
		expect( loaded() ).toBe( '1' );
		document
			.querySelector< HTMLElement >( '[data-vitrina-close]' )!
			.click();
		// Another: not loaded again.
		html = product(
			'3',
			'<form class="variations_form cart" data-product_id="3"></form>'
		);
		button( '3' ).click();
		await waitFor( () => expect( $.variationForms ).toHaveLength( 2 ) );
		expect( loaded() ).toBe( '1' );
		delete document.body.dataset.variationScripts;
	} );

	it( 'says the content could not be loaded when the request fails', async () => {
		mockFetch( { woodmart_quick_view: { status: 404, body: 'x' } } );
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		setUp();
		button( '1' ).click();
		await waitFor( () => expect( isOpen() ).toBe( true ) );
		expect( popup() ).toHaveTextContent(
			'The content could not be loaded.'
		);
		expect( button( '1' ) ).not.toHaveClass( 'loading' );
	} );

	it( 'closes once the product is added, when the panel or popup takes over', async () => {
		answerProducts();
		setUp( { addToCartAction: 'widget' } );
		button( '1' ).click();
		await waitFor( () => expect( isOpen() ).toBe( true ) );
		const inside = popup().querySelector( 'h2' );
		$( document.body ).trigger( 'added_to_cart', [ {}, 'h', $( inside ) ] );
		expect( isOpen() ).toBe( false );
	} );

	it( 'swaps the main picture from the thumbnails', async () => {
		vi.spyOn( window, 'fetch' ).mockResolvedValue(
			new Response(
				`<div class="product"><div class="images"><a href="/full1.jpg"><img class="wp-post-image" src="/1.jpg" srcset="/1.jpg 1x"></a>
				<button data-vitrina-thumb data-src="/1.jpg" data-full="/full1.jpg" aria-pressed="true">1</button>
				<button data-vitrina-thumb data-src="/2.jpg" data-full="/full2.jpg" aria-pressed="false">2</button></div></div>`
			)
		);
		setUp();
		button( '1' ).click();
		await waitFor( () => expect( isOpen() ).toBe( true ) );
		screen.getByRole( 'button', { name: '2' } ).click();
		const img = popup().querySelector( 'img' ) as HTMLImageElement;
		expect( img.getAttribute( 'src' ) ).toBe( '/2.jpg' );
		expect( img ).not.toHaveAttribute( 'srcset' );
		expect( img.closest( 'a' ) ).toHaveAttribute( 'href', '/full2.jpg' );
		expect( screen.getByRole( 'button', { name: '2' } ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
	} );

	it( 'marks the thumbnail of the picture a chosen variation shows, and none for a picture not among them', async () => {
		vi.spyOn( window, 'fetch' ).mockResolvedValue(
			new Response(
				`<div class="product"><div class="images"><div class="woocommerce-product-gallery__image"><a href="/full1.jpg"><img class="wp-post-image" src="/1.jpg"></a></div>
				<button data-vitrina-thumb data-src="/1.jpg" data-full="/full1.jpg" aria-pressed="true">1</button>
				<button data-vitrina-thumb data-src="/2.jpg" data-full="/full2.jpg" aria-pressed="false">2</button></div></div>`
			)
		);
		setUp();
		button( '1' ).click();
		await waitFor( () => expect( isOpen() ).toBe( true ) );
		const img = popup().querySelector( 'img' ) as HTMLImageElement;
		const pressed = () =>
			Array.from(
				popup().querySelectorAll( '[data-vitrina-thumb]' )
			).map( ( b ) => b.getAttribute( 'aria-pressed' ) );
		// WooCommerce's variation script sets the variation's picture on
		// the main image (wc_variations_image_update), as an address.
		img.setAttribute( 'src', new URL( '/2.jpg', location.href ).href );
		await waitFor( () =>
			expect( pressed() ).toEqual( [ 'false', 'true' ] )
		);
		// A picture of its own, not in the row: no thumbnail claims it.
		img.setAttribute( 'src', new URL( '/other.jpg', location.href ).href );
		await waitFor( () =>
			expect( pressed() ).toEqual( [ 'false', 'false' ] )
		);
		// Reset: the product's own picture again.
		img.setAttribute( 'src', '/1.jpg' );
		await waitFor( () =>
			expect( pressed() ).toEqual( [ 'true', 'false' ] )
		);
	} );
} );

describe( 'stripLoadedStyles', () => {
	it( 'drops stylesheets and style elements the page already has', () => {
		document.head.innerHTML =
			'<link rel="stylesheet" id="wc-css" href="http://shop.test/wc.css"><style id="inline-a">a{}</style>';
		const fragment = stripLoadedStyles(
			`<link rel="stylesheet" href="http://shop.test/wc.css">
			<link rel="stylesheet" id="wc-css" href="http://shop.test/wc.css?ver=2">
			<link rel="stylesheet" href="http://shop.test/new.css">
			<style id="inline-a">a{}</style><style id="inline-b">b{}</style>
			<div class="product">x</div>`
		);
		const hrefs = Array.from(
			fragment.querySelectorAll< HTMLLinkElement >( 'link' )
		).map( ( l ) => l.getAttribute( 'href' ) );
		expect( hrefs ).toEqual( [ 'http://shop.test/new.css' ] );
		expect(
			Array.from( fragment.querySelectorAll( 'style' ) ).map(
				( s ) => s.id
			)
		).toEqual( [ 'inline-b' ] );
		expect( fragment.querySelector( '.product' ) ).not.toBeNull();
	} );
} );

describe( 'listOf', () => {
	it( 'keeps to the grid of a block theme’s Product Collection, in its order', () => {
		const root = freshRoot();
		root.innerHTML = `
			<ul class="wc-block-product-template">
				<li class="wc-block-product product"><div class="vitrina-card-actions"><a class="open-quick-view" data-id="5" href="/p/5/">5</a></div></li>
				<li class="wc-block-product product"><div class="vitrina-card-actions"><a class="open-quick-view" data-id="4" href="/p/4/">4</a></div></li>
			</ul>
			<ul class="wc-block-product-template">
				<li class="wc-block-product product"><a class="open-quick-view" data-id="8" href="/p/8/">8</a></li>
			</ul>`;
		const first = root.querySelector( '[data-id="4"]' ) as HTMLElement;
		expect( listOf( first ).map( ( b ) => b.dataset.id ) ).toEqual( [
			'5',
			'4',
		] );
	} );
} );
