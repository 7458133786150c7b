/**
 * The tracking island's work on a page: the viewed product (detail), cart
 * changes (add, remove) and the order (purchase, counted once: the server
 * answers isSent for an order already counted, and the island pushes the
 * purchase only after its POST marked it counted).
 */
import { fetchJson } from '@runtime/http';
import { listen, listenDom, elementOf } from '@runtime/wc-events';
import { TRACKING, LOG } from './constants';
import { Tracker } from './datalayer';
import { checkCart } from './cart';
import type { CartWatchOptions } from './cart';
import { checkProduct, type TrackingProduct } from './data';
import type { TrackingSettings } from './settings';

/** The answers' schemas (and zod), loaded with the first answer. */
const answers = () =>
	import( /* webpackChunkName: "tracking/answers" */ './schemas' );

/* eslint-disable no-console */

/**
 * The viewed product's fields from its element, or null (logged).
 *
 * @param root Where to look.
 */
export function readProduct( root: ParentNode ): TrackingProduct | null {
	const el = root.querySelector( TRACKING.productSelector );
	if ( ! el ) {
		console.warn( LOG.productNotFound );
		return null;
	}
	try {
		const product = checkProduct( JSON.parse( el.textContent || '' ) );
		if ( product ) {
			return product;
		}
	} catch {
		// Reported below.
	}
	console.warn( LOG.invalidProduct );
	return null;
}

/**
 * An admin-ajax address with its query.
 *
 * @param settings The settings.
 * @param query    The query.
 */
const ajaxUrl = (
	settings: TrackingSettings,
	query: Record< string, string >
): string => {
	const url = new URL( settings.ajaxUrl, window.location.href );
	Object.entries( query ).forEach( ( [ key, value ] ) =>
		url.searchParams.set( key, value )
	);
	return url.toString();
};

/**
 * Asks for the order's purchase (GET, read only) and, unless it was counted
 * before, marks it counted (POST with the answer's nonce); pushes it when
 * this page's mark was the one that counted it.
 *
 * @param settings The settings (with the order).
 * @param tracker  The tracker.
 */
export async function sendPurchase(
	settings: TrackingSettings,
	tracker: Tracker
): Promise< void > {
	if ( ! settings.order ) {
		return;
	}
	const order = {
		order_id: String( settings.order.id ),
		order_key: settings.order.key,
	};
	const { purchaseAnswerSchema, markAnswerSchema } = await answers();
	const answer = await fetchJson(
		ajaxUrl( settings, { action: TRACKING.actions.purchase, ...order } ),
		purchaseAnswerSchema
	);
	if ( answer.data.isSent ) {
		return;
	}
	const mark = await fetchJson(
		new URL( settings.ajaxUrl, window.location.href ).toString(),
		markAnswerSchema,
		{
			method: 'POST',
			body: new URLSearchParams( {
				action: TRACKING.actions.markSent,
				...order,
				nonce: answer.data.nonce,
			} ),
		}
	);
	if ( mark.data.marked ) {
		tracker.push(
			'purchase',
			answer.data.products,
			answer.data.actionField
		);
	}
}

/**
 * Starts tracking on the page.
 *
 * @param settings The island's settings.
 * @param storage  Where the last cart seen is kept.
 * @return The tracker.
 */
export function startTracking(
	settings: TrackingSettings,
	storage: Storage | null
): Tracker {
	const tracker = new Tracker( settings.currency, settings.consentCookie );
	const failed = ( error: unknown ) =>
		console.warn( LOG.requestFailed, error );

	if ( document.body.classList.contains( 'single-product' ) ) {
		const product = readProduct( document );
		if ( product ) {
			tracker.push( 'detail', [ product ] );
		}
	}

	const cart: CartWatchOptions = {
		storage,
		fetchCart: async () =>
			(
				await fetchJson(
					ajaxUrl( settings, { action: TRACKING.actions.cartItems } ),
					( await answers() ).cartAnswerSchema
				)
			).data,
		report: ( changes ) => {
			tracker.push( 'add', changes.add );
			tracker.push( 'remove', changes.remove );
		},
	};
	// One look at a time, in order.
	let queue: Promise< void > = Promise.resolve();
	const look = ( report: boolean, force = false ) => {
		queue = queue
			.then( () => checkCart( cart, report, force ) )
			.catch( failed );
		return queue;
	};

	if ( settings.orderPage ) {
		if ( ! settings.order ) {
			console.warn( LOG.noOrderId );
		}
		tracker.whenConsented( () => {
			// The order emptied the cart: a new baseline, not removals.
			look( false );
			sendPurchase( settings, tracker ).catch( failed );
		} );
		return tracker;
	}

	tracker.whenConsented( () => {
		look( true );
		let timer = 0;
		let force = false;
		const later = ( forced: boolean ) => {
			force = force || forced;
			window.clearTimeout( timer );
			timer = window.setTimeout( () => {
				look( true, force );
				force = false;
			}, TRACKING.debounce );
		};
		TRACKING.cartEvents.forEach( ( name ) =>
			listen( name, () => later( false ) )
		);
		TRACKING.blockEvents.forEach( ( name ) =>
			listenDom( name, () => later( true ) )
		);
		listen( 'removed_from_cart', ( ...args ) => {
			const button = elementOf( args[ 2 ] );
			if ( button && ! button.getAttribute( 'data-cart_item_key' ) ) {
				console.warn( LOG.noCartItemKey );
			}
		} );
	} );
	return tracker;
}
