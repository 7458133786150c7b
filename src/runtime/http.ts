/**
 * HTTP helpers: every answer is validated with zod before an island uses it.
 */
import { z } from 'zod/mini';

export class ResponseError extends Error {
	constructor(
		message: string,
		readonly status: number
	) {
		super( message );
		this.name = 'ResponseError';
	}
}

/**
 * Fetches JSON and validates it.
 *
 * @param url    Address.
 * @param schema The zod schema of the answer.
 * @param init   Fetch options; `timeout` in ms aborts the request.
 * @return The validated answer; rejects on network, status or shape errors.
 */
export async function fetchJson< T extends z.ZodMiniType >(
	url: string,
	schema: T,
	init: RequestInit & { timeout?: number } = {}
): Promise< z.infer< T > > {
	const { timeout, ...rest } = init;
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
		if ( ! response.ok ) {
			throw new ResponseError(
				`HTTP ${ response.status } from ${ url }`,
				response.status
			);
		}
		const parsed = schema.safeParse( await response.json() );
		if ( ! parsed.success ) {
			throw new ResponseError(
				`Unexpected answer from ${ url }: ${ z.prettifyError(
					parsed.error
				) }`,
				response.status
			);
		}
		return parsed.data;
	} finally {
		window.clearTimeout( timer );
	}
}

/**
 * Builds an admin-ajax (or wc-ajax) address with query parameters.
 *
 * @param base   The endpoint address.
 * @param params Query parameters; undefined values are left out.
 * @return The address.
 */
export function withQuery(
	base: string,
	params: Record< string, string | number | undefined >
): string {
	const url = new URL( base, window.location.href );
	for ( const [ key, value ] of Object.entries( params ) ) {
		if ( value !== undefined ) {
			url.searchParams.set( key, String( value ) );
		}
	}
	return url.toString();
}
