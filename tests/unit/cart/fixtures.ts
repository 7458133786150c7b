/**
 * Shared set-up of the cart island's tests: settings, a recording jQuery,
 * the server's markup and fetch answers by endpoint.
 */
import { vi } from 'vitest';
import { settingsElementId } from '@runtime/settings';
import type { CartSettings } from '../../../src/cart/settings';

export const settings: CartSettings = {
	ajaxUrl: '/?wc-ajax=%%endpoint%%',
	cartUrl: 'http://shop.test/cart/',
	addToCartAction: 'widget',
	actionTimeout: 0,
	ajaxAddToCart: true,
	cartRedirectAfterAdd: false,
	miniCartAutoClose: true,
	quickView: true,
	quickViewFix: false,
	quickShop: true,
	cartHashKey: 'wc_cart_hash_abc',
	fragmentName: 'wc_fragments_abc',
};

export const withSettings = (
	patch: Partial< CartSettings > = {}
): CartSettings => ( { ...settings, ...patch } );

export interface FakeJQuery {
	( target: unknown ): any;
	fn: Record< string, unknown >;
	triggered: Array< [ string, unknown[] ] >;
	variationForms: Element[];
}

/**
 * A jQuery that records what was triggered on document.body and calls the
 * handlers bound with on() (enough of WordPress's jQuery for the island).
 */
export function installJQuery(): FakeJQuery {
	const handlers = new Map< string, Array< ( ...a: unknown[] ) => void > >();
	const $ = ( ( target: unknown ) => ( {
		0: target,
		length: 1,
		trigger( name: string, args: unknown[] = [] ) {
			$.triggered.push( [ name, args ] );
			( handlers.get( name ) ?? [] ).forEach( ( handler ) =>
				handler( { type: name }, ...args )
			);
		},
		on( names: string, handler: ( ...a: unknown[] ) => void ) {
			names
				.split( ' ' )
				.forEach( ( name ) =>
					handlers.set( name, [
						...( handlers.get( name ) ?? [] ),
						handler,
					] )
				);
		},
		wc_variation_form() {
			$.variationForms.push( target as Element );
		},
	} ) ) as unknown as FakeJQuery;
	$.fn = { wc_variation_form() {} };
	$.triggered = [];
	$.variationForms = [];
	( window as unknown as { jQuery?: FakeJQuery } ).jQuery = $;
	return $;
}

export function removeJQuery(): void {
	delete ( window as unknown as { jQuery?: FakeJQuery } ).jQuery;
}

export const eventNames = ( $: FakeJQuery ): string[] =>
	$.triggered.map( ( [ name ] ) => name );

/**
 * The mini cart as WooCommerce renders it, with one item.
 * @param items
 * @param key
 */
export const miniCart = ( items = 1, key = 'k1' ) =>
	`<div class="widget_shopping_cart_content">${
		items
			? `<ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item"><a href="/cart/?remove_item=${ key }" class="remove remove_from_cart_button" aria-label="Remove" data-cart_item_key="${ key }">×</a><a href="/p/">Кастрюля</a><span class="quantity">${ items } × 100 ₽</span><span class="vitrina-mini-cart-qty" data-vitrina-qty data-cart_item_key="${ key }"><button type="button" data-step="-1">−</button><input type="number" value="${ items }" min="0" max="5"><button type="button" data-step="1">+</button></span></li></ul><p class="woocommerce-mini-cart__buttons"><a href="/cart/" class="button">View cart</a><a href="/checkout/" class="button checkout">Checkout</a></p>`
			: '<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>'
	}</div>`;

export const countFragment = ( count: number ) =>
	`<span class="vitrina-cart-count" data-count="${ count }">${ count }</span>`;

export const fragmentsFor = ( count: number ) => ( {
	'div.widget_shopping_cart_content': miniCart( count ),
	'span.vitrina-cart-count': countFragment( count ),
} );

/**
 * The side panel and the popup, as templates/cart renders them.
 * @param withPopup
 * @param parent
 */
export function renderPanel(
	withPopup = true,
	parent: HTMLElement = document.body
): void {
	parent.insertAdjacentHTML(
		'beforeend',
		`<div id="site-header-cart" class="site-header-cart"><a class="cart-contents" href="/cart/">Cart</a><div class="widget_shopping_cart">${ miniCart(
			0
		) }</div></div>
		<div class="woocommerce-notices-wrapper"></div>
		<div class="vitrina-cart-overlay" data-vitrina-cart-overlay hidden></div>
		<div id="vitrina-cart-panel" class="vitrina-cart-panel" data-vitrina-cart-panel role="dialog" aria-modal="true" aria-labelledby="t" aria-hidden="true" inert>
			<h2 id="t">Cart ${ countFragment( 0 ) }</h2>
			<button type="button" class="vitrina-cart-panel__close" data-vitrina-close aria-label="Close the cart">×</button>
			<div class="widget_shopping_cart">${ miniCart( 0 ) }</div>
		</div>
		${
			withPopup
				? `<div data-vitrina-added-overlay hidden></div>
		<div id="vitrina-added-popup" data-vitrina-added-popup role="dialog" aria-hidden="true" inert>
			<button type="button" data-vitrina-close aria-label="Close">×</button>
			<a href="/cart/">View cart</a>
		</div>`
				: ''
		}`
	);
}

/**
 * Prints the state route's address (src/runtime/state.ts reads it).
 *
 * @param extra More runtime settings (`personalCookies`).
 */
export function printStateAddress(
	extra: Record< string, unknown > = {}
): void {
	document.getElementById( settingsElementId( 'runtime' ) )?.remove();
	const el = document.createElement( 'script' );
	el.type = 'application/json';
	el.id = settingsElementId( 'runtime' );
	el.textContent = JSON.stringify( {
		stateUrl: '/wp-json/vitrina/v1/state',
		...extra,
	} );
	document.head.appendChild( el );
}

export const stateAnswer = ( hash: string, count = 1 ) => ( {
	loggedIn: false,
	cart: { count, hash },
	nonces: { rest: 'r', cart: 'cart-nonce' },
} );

type Answer =
	{ status?: number; body: unknown } | ( () => Promise< Response > );

/**
 * Answers fetch by the wc-ajax endpoint (or 'state'), recording the calls.
 *
 * @param answers Endpoint to answer.
 */
export function mockFetch( answers: Record< string, Answer > ) {
	return vi
		.spyOn( window, 'fetch' )
		.mockImplementation( async ( input: RequestInfo | URL ) => {
			const url = new URL( String( input ), 'http://shop.test/' );
			const key = url.pathname.includes( '/state' )
				? 'state'
				: url.searchParams.get( 'wc-ajax' ) || '';
			const answer = answers[ key ];
			if ( ! answer ) {
				throw new TypeError( `no answer for ${ key }` );
			}
			if ( typeof answer === 'function' ) {
				return answer();
			}
			const body =
				typeof answer.body === 'string'
					? answer.body
					: JSON.stringify( answer.body );
			return new Response( body, { status: answer.status ?? 200 } );
		} );
}

/**
 * The body of a recorded fetch call, as fields.
 * @param spy
 * @param endpoint
 */
export function sentFields(
	spy: ReturnType< typeof mockFetch >,
	endpoint: string
): Record< string, string > {
	const call = spy.mock.calls.find( ( [ input ] ) =>
		String( input ).includes( `wc-ajax=${ endpoint }` )
	);
	const body = call?.[ 1 ]?.body;
	if ( body instanceof URLSearchParams || body instanceof FormData ) {
		return Object.fromEntries(
			Array.from( body.entries() ).map( ( [ k, v ] ) => [
				k,
				String( v ),
			] )
		);
	}
	return {};
}

export const flush = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/** A fresh container for a test's markup and listeners (document.body keeps listeners between tests). */
export function freshRoot(): HTMLElement {
	const root = document.createElement( 'div' );
	document.body.appendChild( root );
	return root;
}

/**
 * Dispatches an event and tells whether the island prevented its default
 * (the document's listener, last in line, prevents it for the test).
 *
 * @param target The element.
 * @param event  The event (bubbling, cancelable).
 */
export function wasPrevented( target: Element, event: Event ): boolean {
	let prevented = false;
	const check = ( e: Event ) => {
		prevented = e.defaultPrevented;
		e.preventDefault();
	};
	document.addEventListener( event.type, check, { once: true } );
	target.dispatchEvent( event );
	return prevented;
}

export const click = () =>
	new MouseEvent( 'click', { bubbles: true, cancelable: true } );
