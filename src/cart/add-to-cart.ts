/**
 * Add to cart without a page load (call 11; delivery widget call 5): card
 * buttons post their data attributes to WooCommerce's add_to_cart, product
 * forms post their fields to woodmart_ajax_add_to_cart. The button shows
 * loading, then added (with a view-cart link) or not-added. An answer with
 * error and product_url sends the browser to the product; WooCommerce's
 * notices of the add (its "added to your cart" message, or its errors, which
 * mark the button not-added) go to the notices area, as its own page load
 * would show them; a network failure is only logged.
 *
 * An add is never lost to the shopper leaving the page: its request is kept
 * alive by the browser (`keepalive`) through a page change, and a link
 * followed on the page while an add is on its way is followed once the add
 * has answered, so the next page (the cart) shows it.
 */
import { fromHtml } from '@runtime/html';
import { leavingLink } from '@runtime/island';
import { __ } from '@runtime/i18n';
import { addAnswerSchema, postForm, type AddAnswer } from './api';
import { BUTTON_STATES, CART_ACTIONS, SELECTORS, WC_EVENTS } from './constants';
import { emit, wrap } from '@runtime/wc-events';
import type { CartFragments } from './fragments';
import { endpoint, type CartSettings } from './settings';

export interface AddContext {
	settings: CartSettings;
	fragments: CartFragments;
	/** Navigation (tests replace it). */
	navigate: ( url: string ) => void;
}

/** WooCommerce's error notices (classic and block markup). */
const ERROR_NOTICE = '.woocommerce-error, .is-error';

/**
 * Shows WooCommerce's notices in the page's notices area (or above the
 * form); an error is scrolled into view.
 *
 * @param notices The notices.
 * @param near    The button or form they are about.
 */
function showNotices( notices: DocumentFragment, near: Element ): void {
	const area =
		near.closest( '.product' )?.querySelector( SELECTORS.noticesArea ) ??
		document.querySelector( SELECTORS.noticesArea );
	if ( area ) {
		area.replaceChildren( notices );
	} else {
		const wrapper = document.createElement( 'div' );
		wrapper.className = 'woocommerce-notices-wrapper';
		wrapper.append( notices );
		( near.closest( SELECTORS.cartForm ) ?? near ).before( wrapper );
	}
	const error = ( area ?? document ).querySelector< HTMLElement >(
		ERROR_NOTICE
	);
	error?.scrollIntoView?.( { block: 'nearest' } );
}

/**
 * Adds the view-cart link after a card button, once.
 *
 * @param button  The button.
 * @param cartUrl The cart's address.
 */
function addViewCartLink( button: HTMLElement, cartUrl: string ): void {
	if ( button.parentElement?.querySelector( '.added_to_cart' ) ) {
		return;
	}
	const link = document.createElement( 'a' );
	link.href = cartUrl;
	link.className = 'added_to_cart wc-forward';
	link.textContent = __( 'View cart', 'vitrina' );
	button.after( link );
}

/**
 * Handles an add answer for a button (card or form).
 *
 * @param ctx    The context.
 * @param answer The answer.
 * @param button The button.
 * @param card   Whether it is a card button (gets the view-cart link).
 * @return Whether the product was added.
 */
export function handleAddAnswer(
	ctx: AddContext,
	answer: AddAnswer,
	button: HTMLElement,
	card: boolean
): boolean {
	button.classList.remove( BUTTON_STATES.loading );
	if ( answer.error && answer.product_url ) {
		ctx.navigate( answer.product_url );
		return false;
	}
	const notices = answer.notices?.trim() ? fromHtml( answer.notices ) : null;
	if ( notices?.querySelector( ERROR_NOTICE ) ) {
		showNotices( notices, button );
		button.classList.add( BUTTON_STATES.notAdded );
		return false;
	}
	if ( ! answer.fragments ) {
		button.classList.add( BUTTON_STATES.notAdded );
		return false;
	}
	ctx.fragments.accept( answer.fragments, answer.cart_hash ?? '' );
	if ( notices && ! ctx.settings.cartRedirectAfterAdd ) {
		showNotices( notices, button );
	}
	button.classList.add( BUTTON_STATES.added );
	if ( card ) {
		addViewCartLink( button, ctx.settings.cartUrl );
	}
	emit( WC_EVENTS.added, [
		answer.fragments,
		answer.cart_hash ?? '',
		wrap( button ),
	] );
	if ( ctx.settings.cartRedirectAfterAdd ) {
		ctx.navigate( ctx.settings.cartUrl );
	}
	return true;
}

function begin( button: HTMLElement ): void {
	button.classList.remove( BUTTON_STATES.added, BUTTON_STATES.notAdded );
	button.classList.add( BUTTON_STATES.loading );
	button.setAttribute( 'aria-busy', 'true' );
}

/** The adds on their way. */
const pending = new Set< Promise< boolean > >();

/**
 * Whether a request body may travel with `keepalive` (the browser keeps
 * such requests small: a form with files is sent as a plain request).
 *
 * @param body The fields.
 */
const keepable = ( body: URLSearchParams | FormData ): boolean =>
	! ( body instanceof FormData ) ||
	! Array.from( body.values() ).some(
		( value ) => typeof value !== 'string'
	);

function send(
	ctx: AddContext,
	action: string,
	body: URLSearchParams | FormData,
	button: HTMLElement,
	card: boolean
): Promise< boolean > {
	const request = postForm(
		endpoint( ctx.settings, action ),
		body,
		addAnswerSchema,
		// The add reaches the shop even when the shopper leaves now.
		{ keepalive: keepable( body ) }
	)
		.then( ( answer ) => handleAddAnswer( ctx, answer, button, card ) )
		.catch( ( error ) => {
			button.classList.remove( BUTTON_STATES.loading );
			// eslint-disable-next-line no-console
			console.error( 'Vitrina: add to cart failed', error );
			return false;
		} )
		.finally( () => button.removeAttribute( 'aria-busy' ) );
	pending.add( request );
	void request.finally( () => pending.delete( request ) );
	return request;
}

/**
 * Settles once every add on its way has answered.
 */
export const addsSettled = (): Promise< unknown > =>
	Promise.allSettled( Array.from( pending ) );

/**
 * The address a click on a link takes this tab to, when it leaves the page.
 *
 * @param event The click.
 * @return The address, or null for a click that stays (or opens elsewhere).
 */
export const leavingTo = ( event: MouseEvent ): string | null =>
	leavingLink( event )?.href ?? null;

/**
 * Adds a card button's product (WooCommerce's add_to_cart).
 *
 * @param ctx    The context.
 * @param button The button.
 */
export function addFromButton(
	ctx: AddContext,
	button: HTMLElement
): Promise< boolean > {
	const data: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries( button.dataset ) ) {
		if ( value !== undefined ) {
			data[ key ] = value;
		}
	}
	begin( button );
	emit( WC_EVENTS.adding, [ wrap( button ), data ] );
	return send(
		ctx,
		CART_ACTIONS.addToCart,
		new URLSearchParams( data ),
		button,
		true
	);
}

/**
 * The product id a cart form adds, if it is one the island can post.
 *
 * @param form      The form.
 * @param submitter The button that submitted it.
 */
export function formProductId(
	form: HTMLFormElement,
	submitter: HTMLElement | null
): string {
	if ( form.closest( '.product-type-external' ) ) {
		return '';
	}
	const field = form.querySelector< HTMLInputElement | HTMLButtonElement >(
		'[name="add-to-cart"]'
	);
	const fromSubmitter =
		submitter instanceof HTMLButtonElement &&
		submitter.name === 'add-to-cart'
			? submitter.value
			: '';
	const id = fromSubmitter || field?.value || '';
	return /^\d+$/.test( id ) ? id : '';
}

/**
 * Adds a product form's choice (woodmart_ajax_add_to_cart).
 *
 * @param ctx       The context.
 * @param form      The form.
 * @param submitter The button that submitted it.
 */
export function addFromForm(
	ctx: AddContext,
	form: HTMLFormElement,
	submitter: HTMLElement | null
): Promise< boolean > {
	const id = formProductId( form, submitter );
	const button =
		( submitter as HTMLElement | null ) ??
		form.querySelector< HTMLElement >( '.single_add_to_cart_button' ) ??
		form;
	const body = new FormData( form );
	body.delete( 'add-to-cart' );
	body.set( 'add-to-cart', id );
	begin( button );
	emit( WC_EVENTS.adding, [
		wrap( button ),
		Object.fromEntries(
			Array.from( body.entries() ).map( ( [ k, v ] ) => [
				k,
				String( v ),
			] )
		),
	] );
	return send( ctx, CART_ACTIONS.formAddToCart, body, button, false );
}

/**
 * Listens to card buttons and product forms on the page.
 *
 * @param ctx  The context.
 * @param root
 */
export function startAddToCart( ctx: AddContext, root: Node = document ): void {
	if ( ! ctx.settings.ajaxAddToCart ) {
		return;
	}
	root.addEventListener( 'click', ( event ) => {
		const button = (
			event.target as Element | null
		 )?.closest?.< HTMLElement >( SELECTORS.addButton );
		if (
			! button ||
			! button.dataset.product_id ||
			event.defaultPrevented
		) {
			return;
		}
		event.preventDefault();
		if ( button.classList.contains( BUTTON_STATES.loading ) ) {
			return;
		}
		void addFromButton( ctx, button );
	} );
	root.addEventListener( 'submit', ( event ) => {
		const form = (
			event.target as Element | null
		 )?.closest?.< HTMLFormElement >( SELECTORS.cartForm );
		const submitter = ( event as SubmitEvent ).submitter ?? null;
		if (
			! form ||
			event.defaultPrevented ||
			! formProductId( form, submitter )
		) {
			return;
		}
		event.preventDefault();
		void addFromForm( ctx, form, submitter );
	} );
	holdLinks( ctx.navigate );
}

/** How a held link is followed; set once the island listens. */
let follow: ( ( url: string ) => void ) | null = null;

/**
 * Holds links while an add is on its way: the window's click listener, last
 * of the page's click handlers (a link some other script took over stays
 * its), follows the link once every add has answered.
 *
 * @param navigate How to follow a link.
 */
function holdLinks( navigate: ( url: string ) => void ): void {
	const listening = follow !== null;
	follow = navigate;
	if ( listening ) {
		return;
	}
	window.addEventListener( 'click', ( event ) => {
		const url = pending.size ? leavingTo( event ) : null;
		if ( url ) {
			event.preventDefault();
			void addsSettled().then( () => follow?.( url ) );
		}
	} );
}
