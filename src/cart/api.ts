/**
 * The island's calls: WooCommerce's fragments format (zod-validated) and
 * the HTML answers of quick view and quick shop.
 */
import { z } from 'zod/mini';
import { fetchJson, fetchText } from '@runtime/http';

/** Fragments: selector to markup; entries that are not markup are dropped. */
const fragmentsSchema = z.pipe(
	z.record( z.string(), z.unknown() ),
	z.transform( ( raw ) =>
		Object.fromEntries(
			Object.entries( raw ).filter(
				( entry ): entry is [ string, string ] =>
					typeof entry[ 1 ] === 'string'
			)
		)
	)
);

export type Fragments = Record< string, string >;

/** Call 16 and the answer of remove and quantity changes. */
export const fragmentsAnswerSchema = z.object( {
	fragments: fragmentsSchema,
	cart_hash: z.catch( z.string(), '' ),
} );

/** Call 11 (and call 5): fragments, or error with product_url, and notices. */
export const addAnswerSchema = z.object( {
	error: z.optional( z.boolean() ),
	product_url: z.optional( z.string() ),
	fragments: z.optional( fragmentsSchema ),
	cart_hash: z.optional( z.catch( z.string(), '' ) ),
	notices: z.optional( z.string() ),
} );

export type AddAnswer = z.infer< typeof addAnswerSchema >;

/**
 * POSTs form fields and validates the JSON answer.
 *
 * @param url               Address.
 * @param body              Fields.
 * @param schema            The answer's schema.
 * @param options           Options.
 * @param options.timeout   Abort after this many ms.
 * @param options.keepalive Let the request outlive the page (the browser
 *                          finishes it when the shopper leaves).
 */
export function postForm< T extends z.ZodMiniType >(
	url: string,
	body: URLSearchParams | FormData,
	schema: T,
	{ timeout, keepalive }: { timeout?: number; keepalive?: boolean } = {}
): Promise< z.infer< T > > {
	return fetchJson( url, schema, {
		method: 'POST',
		body,
		headers: { Accept: 'application/json' },
		...( timeout ? { timeout } : {} ),
		...( keepalive ? { keepalive } : {} ),
	} );
}

/**
 * GETs an HTML answer.
 *
 * @param url Address.
 * @return The markup; rejects on network errors and non-2xx answers.
 */
export const fetchHtml = ( url: string ): Promise< string > =>
	fetchText( url, { headers: { Accept: 'text/html' } } );
