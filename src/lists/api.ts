/**
 * The calls of the lists (admin-ajax GET, spec §7 calls 4–9), each answer
 * validated with zod.
 */
import { z } from 'zod/mini';
import { fetchJson, withQuery } from '@runtime/http';
import { ACTIONS, REQUEST_TIMEOUT } from './constants';

const count = z.number().check( z.int(), z.nonnegative() );
const ids = z.array( z.number() );
const fragments = z.record( z.string(), z.string() );

export const addToWishlistAnswer = z.object( {
	count,
	fragments,
	hash: z.string(),
	ids,
} );
export const wishlistContentAnswer = z.object( {
	wishlist_content: z.string(),
	count,
	fragments,
	hash: z.string(),
	ids,
} );
export const addToCompareAnswer = z.object( { count, fragments, ids } );
export const compareTableAnswer = z.object( {
	table: z.string(),
	count,
	fragments,
	ids,
} );
export const fragmentsAnswer = z.object( { fragments } );
/** The answer of a call that e-mails the guest: sent, or the server's refusal in words. */
export const saveWishlistAnswer = z.union( [
	z.object( { sent: z.literal( true ), message: z.string() } ),
	z.object( { error: z.string(), code: z.string() } ),
] );

export type WishlistContentAnswer = z.infer< typeof wishlistContentAnswer >;
export type CompareTableAnswer = z.infer< typeof compareTableAnswer >;

type Params = Record< string, string | number | undefined >;

/**
 * The last call of each list: a list's calls run one after another (the
 * server gets them in the order the shopper made them, and a read never
 * races a write of the same list).
 */
const queues = new Map< string, Promise< unknown > >();

/**
 * Runs a task after the list's previous calls have ended.
 *
 * @param list The list (wishlist or compare).
 * @param task The call.
 * @return The call's result.
 */
export function serial< T >(
	list: string,
	task: () => Promise< T >
): Promise< T > {
	const previous = queues.get( list ) ?? Promise.resolve();
	const next = previous.then( task, task );
	const settled = next.catch( () => undefined );
	queues.set( list, settled );
	void settled.then( () => {
		if ( queues.get( list ) === settled ) {
			queues.delete( list );
		}
	} );
	return next;
}

/**
 * Runs a call (after the earlier calls of the same list).
 *
 * @param ajaxUrl The ajax endpoint.
 * @param action  The action.
 * @param params  Parameters.
 * @param schema  The answer's schema.
 * @return The validated answer.
 */
export function call< T extends z.ZodMiniType >(
	ajaxUrl: string,
	action: string,
	params: Params,
	schema: T
): Promise< z.infer< T > > {
	return serial( action.includes( 'compare' ) ? 'compare' : 'wishlist', () =>
		fetchJson( withQuery( ajaxUrl, { action, ...params } ), schema, {
			headers: { Accept: 'application/json' },
			cache: 'no-store',
			timeout: REQUEST_TIMEOUT,
		} )
	);
}

export const addToWishlist = (
	ajaxUrl: string,
	productId: number,
	key: string,
	group = 0
) =>
	call(
		ajaxUrl,
		ACTIONS.addToWishlist,
		{ product_id: productId, group, key },
		addToWishlistAnswer
	);

export const removeFromWishlist = (
	ajaxUrl: string,
	productIds: number[],
	key: string,
	page: number,
	groupId?: number
) =>
	call(
		ajaxUrl,
		ACTIONS.removeFromWishlist,
		{
			product_id: productIds.join( ',' ),
			group_id: groupId,
			key,
			'atts[page]': page,
		},
		wishlistContentAnswer
	);

export const wishlistGroup = (
	ajaxUrl: string,
	params: {
		op: 'create' | 'rename' | 'delete' | 'move';
		name?: string;
		group_id?: number;
		product_id?: number;
	},
	key: string,
	page: number
) =>
	call(
		ajaxUrl,
		ACTIONS.wishlistGroup,
		{ ...params, key, 'atts[page]': page },
		wishlistContentAnswer
	);

export const wishlistContent = ( ajaxUrl: string, page: number ) =>
	call(
		ajaxUrl,
		ACTIONS.wishlistContent,
		{ 'atts[page]': page },
		wishlistContentAnswer
	);

export const addToCompare = ( ajaxUrl: string, id: number, key: string ) =>
	call( ajaxUrl, ACTIONS.addToCompare, { id, key }, addToCompareAnswer );

export const removeFromCompare = (
	ajaxUrl: string,
	id: number,
	categoryId: number,
	key: string
) =>
	call(
		ajaxUrl,
		ACTIONS.removeFromCompare,
		{ id, category_id: categoryId, key },
		compareTableAnswer
	);

export const removeCategoryFromCompare = (
	ajaxUrl: string,
	categoryId: number,
	key: string
) =>
	call(
		ajaxUrl,
		ACTIONS.removeCategoryFromCompare,
		{ category_id: categoryId, key },
		compareTableAnswer
	);

export const compareFragments = ( ajaxUrl: string, categoryId: number ) =>
	call(
		ajaxUrl,
		ACTIONS.compareFragments,
		{ category_id: categoryId },
		fragmentsAnswer
	);

/**
 * A call that e-mails the guest (POST: the address stays out of addresses
 * and logs). Any status is taken: a refusal carries its message.
 *
 * @param ajaxUrl The ajax endpoint.
 * @param action  The action.
 * @param fields  The fields.
 */
const mailCall = (
	ajaxUrl: string,
	action: string,
	fields: Record< string, string >
) =>
	serial( 'wishlist', () =>
		fetchJson( withQuery( ajaxUrl, { action } ), saveWishlistAnswer, {
			method: 'POST',
			body: new URLSearchParams( fields ),
			headers: { Accept: 'application/json' },
			cache: 'no-store',
			timeout: REQUEST_TIMEOUT,
			anyStatus: true,
		} )
	);

/**
 * E-mails the guest a link that restores the wishlist.
 *
 * @param ajaxUrl The ajax endpoint.
 * @param email   The address.
 * @param key     The wishlist's nonce.
 */
export const saveWishlist = ( ajaxUrl: string, email: string, key: string ) =>
	mailCall( ajaxUrl, ACTIONS.saveWishlist, { email, key } );

/**
 * Asks for wishlist alerts for a guest: the server keeps the address and
 * e-mails the link that confirms it.
 *
 * @param ajaxUrl The ajax endpoint.
 * @param email   The address.
 * @param consent Whether the consent box is ticked.
 * @param key     The wishlist's nonce.
 */
export const subscribeAlerts = (
	ajaxUrl: string,
	email: string,
	consent: boolean,
	key: string
) =>
	mailCall( ajaxUrl, ACTIONS.subscribeAlerts, {
		email,
		consent: consent ? '1' : '0',
		key,
	} );
