/**
 * Cart changes as add and remove events, from whatever made them (the cart
 * island, WooCommerce's scripts, a form posted with a page load, the cart
 * block): the last cart seen is kept in local storage with WooCommerce's cart
 * hash; when the hash cookie differs, the cart's items are asked for
 * (yam_get_cart_items) and compared item by item.
 */
import { readCookie } from '@runtime/cookies';
import { TRACKING, LOG } from './constants';
import {
	checkCartSnapshot,
	type CartItem,
	type CartSnapshot,
	type TrackingProduct,
} from './data';

export interface CartChanges {
	add: TrackingProduct[];
	remove: TrackingProduct[];
}

/**
 * What changed between two carts: new items and raised quantities are added,
 * dropped items and lowered quantities removed (the difference as quantity).
 *
 * @param before The earlier cart.
 * @param after  The cart now.
 */
export function diffCarts(
	before: CartSnapshot,
	after: CartSnapshot
): CartChanges {
	const changes: CartChanges = { add: [], remove: [] };
	const line = ( item: CartItem, quantity: number ): TrackingProduct => ( {
		...item.product,
		quantity,
	} );
	for ( const [ key, item ] of Object.entries( after.items ) ) {
		const was = before.items[ key ]?.quantity ?? 0;
		if ( item.quantity > was ) {
			changes.add.push( line( item, item.quantity - was ) );
		} else if ( item.quantity < was ) {
			changes.remove.push( line( item, was - item.quantity ) );
		}
	}
	for ( const [ key, item ] of Object.entries( before.items ) ) {
		if ( ! after.items[ key ] ) {
			changes.remove.push( line( item, item.quantity ) );
		}
	}
	return changes;
}

/**
 * The last cart seen, or null.
 *
 * @param storage Where it is kept.
 */
export function readSnapshot( storage: Storage | null ): CartSnapshot | null {
	try {
		const raw = storage?.getItem( TRACKING.storageKey );
		return raw ? checkCartSnapshot( JSON.parse( raw ) ) : null;
	} catch {
		return null;
	}
}

/**
 * Keeps the cart seen.
 *
 * @param storage  Where.
 * @param snapshot The cart.
 */
export function writeSnapshot(
	storage: Storage | null,
	snapshot: CartSnapshot
): void {
	try {
		storage?.setItem( TRACKING.storageKey, JSON.stringify( snapshot ) );
	} catch {
		// Storage full or refused: the next look compares with nothing.
	}
}

export const EMPTY_CART: CartSnapshot = { hash: '', items: {} };

export interface CartWatchOptions {
	storage: Storage | null;
	/** Asks the server for the cart. */
	fetchCart: () => Promise< CartSnapshot >;
	/** Receives what changed. */
	report: ( changes: CartChanges ) => void;
}

/**
 * Compares the cart with the last one seen when WooCommerce's hash says it
 * changed. With nothing seen before, the cart becomes the baseline without
 * events. With `report` false (the order-received page: the cart was emptied
 * by the order) it only becomes the baseline.
 *
 * @param options The storage, the fetch and the report.
 * @param report  Whether to report the changes.
 * @param force   Ask even when the hash cookie says nothing changed (the
 *                cart block's events: the Store API may leave the cookie).
 */
export async function checkCart(
	options: CartWatchOptions,
	report = true,
	force = false
): Promise< void > {
	const hash = readCookie( TRACKING.cartHashCookie ) ?? '';
	const before = readSnapshot( options.storage );
	if ( before && before.hash === hash && report && ! force ) {
		return;
	}
	const after =
		hash === '' && ! force ? EMPTY_CART : await options.fetchCart();
	writeSnapshot( options.storage, after );
	Object.entries( after.items ).forEach( ( [ key, item ] ) => {
		if ( ! item.variation ) {
			// eslint-disable-next-line no-console
			console.warn( LOG.noVariation, key );
		}
	} );
	if ( before && report ) {
		const changes = diffCarts( before, after );
		if ( changes.add.length || changes.remove.length ) {
			options.report( changes );
		}
	}
}
