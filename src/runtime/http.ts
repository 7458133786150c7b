/**
 * HTTP helpers: every answer is validated with zod before an island uses it
 * (the island's schema: this module imports no zod).
 */
import { describeIssues, type Schema } from './settings';

export class ResponseError extends Error {
	constructor(
		message: string,
		readonly status: number,
		readonly statusText = ''
	) {
		super( message );
		this.name = 'ResponseError';
	}
}

/** Fetch options; `timeout` in ms aborts the request. */
export type HttpInit = RequestInit & {
	timeout?: number;
	/**
	 * Take an answer whatever its status (an admin-ajax handler that answers
	 * 400 with its errors): only an answer of the wrong shape, or no JSON at
	 * all, rejects (a `ResponseError` with the status).
	 */
	anyStatus?: boolean;
};

/**
 * Sends a request (same-origin credentials, the timeout) and reads the
 * answer while the timeout still runs.
 *
 * @param url  Address.
 * @param init Fetch options.
 * @param read Reads the answer.
 * @return What `read` makes of the answer; rejects on network errors and,
 *         unless `anyStatus`, on a non-2xx status.
 */
async function send< R >(
	url: string,
	init: HttpInit,
	read: ( response: Response ) => Promise< R >
): Promise< R > {
	const { timeout, anyStatus, ...rest } = init;
	const controller = new AbortController();
	const timer = timeout
		? window.setTimeout( () => controller.abort(), timeout )
		: undefined;
	try {
		const response = await fetch( url, {
			credentials: 'same-origin',
			...rest,
			signal: controller.signal,
		} );
		if ( ! response.ok && ! anyStatus ) {
			throw new ResponseError(
				`HTTP ${ response.status } from ${ url }`,
				response.status,
				response.statusText
			);
		}
		return await read( response );
	} finally {
		window.clearTimeout( timer );
	}
}

/**
 * Fetches JSON and validates it.
 *
 * @param url    Address.
 * @param schema The zod schema of the answer, or its coming (an import()
 *               started with the request: the two load side by side).
 * @param init   Fetch options; `timeout` in ms aborts the request.
 * @return The validated answer; rejects on network, status or shape errors.
 */
export function fetchJson< T >(
	url: string,
	schema: Schema< T > | Promise< Schema< T > >,
	init: HttpInit = {}
): Promise< T > {
	if ( schema instanceof Promise ) {
		// Observed now: a failed request leaves no unhandled rejection.
		schema.catch( () => undefined );
	}
	return send( url, init, async ( response ) => {
		const body: unknown = init.anyStatus
			? await response.json().catch( () => undefined )
			: await response.json();
		const parsed = ( await schema ).safeParse( body );
		if ( ! parsed.success ) {
			throw new ResponseError(
				`Unexpected answer from ${ url }: ${ describeIssues(
					parsed.error.issues
				) }`,
				response.status,
				response.statusText
			);
		}
		return parsed.data;
	} );
}

/**
 * Fetches a text answer (markup of a fragment or a dialog).
 *
 * @param url  Address.
 * @param init Fetch options; `timeout` in ms aborts the request.
 * @return The text; rejects on network errors and non-2xx answers.
 */
export function fetchText(
	url: string,
	init: HttpInit = {}
): Promise< string > {
	return send( url, init, ( response ) => response.text() );
}

/**
 * Builds an admin-ajax (or wc-ajax) address with query parameters.
 *
 * @param base   The endpoint address.
 * @param params Query parameters; undefined values are left out.
 * @return The address (the base as given when no parameter is set).
 */
export function withQuery(
	base: string,
	params: Record< string, string | number | undefined >
): string {
	const set = Object.entries( params ).filter(
		( entry ): entry is [ string, string | number ] =>
			entry[ 1 ] !== undefined
	);
	if ( ! set.length ) {
		return base;
	}
	const url = new URL( base, window.location.href );
	for ( const [ key, value ] of set ) {
		url.searchParams.set( key, String( value ) );
	}
	return url.toString();
}
