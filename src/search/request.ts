/**
 * The suggestions request (call 10): when it starts, its address, its answer.
 */
import { z } from 'zod/mini';
import { fetchJson, withQuery } from '@runtime/http';
import { SEARCH } from './constants';

/**
 * A variation the query named (its SKU, or attribute words narrowing the
 * product to it): the server's own figures; the permalink preselects it.
 */
export const variationSchema = z.looseObject( {
	id: z.number(),
	attributes: z.optional( z.record( z.string(), z.string() ) ),
	in_stock: z.boolean(),
	stock: z.optional( z.string() ),
} );

export const suggestionSchema = z.looseObject( {
	value: z.optional( z.string() ),
	permalink: z.optional( z.string() ),
	thumbnail: z.optional( z.string() ),
	sku: z.optional( z.string() ),
	price: z.optional( z.string() ),
	divider: z.optional( z.string() ),
	products_not_found: z.optional( z.boolean() ),
	no_results: z.optional( z.boolean() ),
	variation: z.optional( variationSchema ),
} );

export type Suggestion = z.infer< typeof suggestionSchema >;

/** An address to go to: http(s) only (never a script). */
const addressSchema = z.string().check(
	z.refine( ( value ) => /^https?:\/\/[^\s]+$/i.test( value ), {
		message: 'Expected an http(s) address',
	} )
);

export const suggestionsSchema = z.object( {
	suggestions: z.array( suggestionSchema ),
	/** The shop owner's redirect for the text: where Enter takes the shopper. */
	redirect: z.optional( addressSchema ),
} );

export type Answer = z.infer< typeof suggestionsSchema >;

/**
 * Whether typed text starts a request: at least symbols_count characters
 * (surrounding spaces do not count).
 *
 * @param text         The input's text.
 * @param symbolsCount The form's symbols_count.
 * @return Whether to search.
 */
export function shouldSearch( text: string, symbolsCount: number ): boolean {
	return Array.from( text.trim() ).length >= Math.max( 1, symbolsCount );
}

export interface RequestParams {
	action: string;
	number: number;
	post_type: string;
	product_cat: string;
}

/**
 * The request address without the query text, rebuilt whenever the
 * category changes: action, number (only when greater than 0), post_type,
 * product_cat (only when a category is chosen and not empty).
 *
 * @param ajaxUrl The ajax endpoint.
 * @param params  The form's parameters.
 * @return The address.
 */
export function serviceUrl( ajaxUrl: string, params: RequestParams ): string {
	return withQuery( ajaxUrl, {
		action: params.action,
		number: params.number > 0 ? params.number : undefined,
		post_type: params.post_type,
		product_cat:
			params.product_cat !== SEARCH.allCategories
				? params.product_cat
				: undefined,
	} );
}

/**
 * Fetches the answer for a text: the suggestions and the redirect, if any.
 *
 * @param url  The service address (serviceUrl()).
 * @param text The query text.
 * @return The validated answer.
 */
export function fetchAnswer( url: string, text: string ): Promise< Answer > {
	return fetchJson(
		withQuery( url, { [ SEARCH.queryParam ]: text.trim() } ),
		suggestionsSchema,
		{ headers: { Accept: 'application/json' } }
	);
}

/**
 * Fetches the suggestions for a text.
 *
 * @param url  The service address (serviceUrl()).
 * @param text The query text.
 * @return The validated suggestions.
 */
export async function fetchSuggestions(
	url: string,
	text: string
): Promise< Suggestion[] > {
	return ( await fetchAnswer( url, text ) ).suggestions;
}

/**
 * Whether a text the shopper settled on is counted: at least
 * countMinLength characters (the shop checks again).
 *
 * @param text The text.
 */
export function shouldCount( text: string ): boolean {
	return Array.from( text.trim() ).length >= SEARCH.countMinLength;
}

/**
 * The address of the request that counts a text the shopper settled on:
 * the suggestions request with the settled flag (sent as a beacon, its
 * answer unread).
 *
 * @param url  The service address (serviceUrl()).
 * @param text The text.
 * @return The address.
 */
export function settledUrl( url: string, text: string ): string {
	return withQuery( url, {
		[ SEARCH.queryParam ]: text.trim(),
		[ SEARCH.settledParam ]: SEARCH.settledValue,
	} );
}

/**
 * Whether an entry is the no-found entry.
 *
 * @param s The entry.
 */
export const isNotFound = ( s: Suggestion ): boolean =>
	Boolean( s.products_not_found || s.no_results );

/**
 * Whether an entry can be chosen (a suggestion, not a divider or no-found).
 *
 * @param s The entry.
 */
export const isChoosable = ( s: Suggestion ): boolean =>
	! s.divider && ! isNotFound( s );
