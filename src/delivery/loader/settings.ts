/**
 * Call 1 of the spec: the widget settings, fetched through the shop's API
 * script, and the addresses of the provider (settings endpoint, widget page).
 *
 * Settings response (JSON object, other keys are kept for the frame):
 * - maxWidth, height: a CSS length ('100%', '360px', '40rem', '80vh') or a
 *   number of px (360 or '360'); anything else counts as absent, and the
 *   frame then uses the defaults 100% and 360px;
 * - demoMode: true when the provider runs on demo data.
 */
import { z } from 'zod/mini';
import type { ErrorCode } from '../contract/constants';
import { statusError } from '../contract/errors';
import { providerHost, proxyUrl } from '../contract/proxy';
import { SETTINGS_PATH, WIDGET_PAGE_PATH, WIDGET_TYPE } from './constants';
import type { WidgetParams } from './params';

const CSS_SIZE = /^(\d+(?:\.\d+)?)(px|%|r?em|vh|vw|svh|dvh)?$/;

/**
 * Normalises a size of the settings: a number is px, a unitless numeric
 * string is px, a positive CSS length is kept.
 *
 * @param value A size from the settings response.
 * @return A CSS length, or undefined when there is no usable size.
 */
export function cssSize( value: unknown ): string | undefined {
	const match =
		( typeof value === 'number' || typeof value === 'string' ) &&
		CSS_SIZE.exec( String( value ).trim() );
	return match && Number( match[ 1 ] ) > 0
		? match[ 1 ] + ( match[ 2 ] ?? 'px' )
		: undefined;
}

export const settingsSchema = z.looseObject( {
	maxWidth: z.transform( cssSize ),
	height: z.transform( cssSize ),
	demoMode: z.transform( ( value: unknown ): boolean => value === true ),
} );

export type WidgetSettings = z.output< typeof settingsSchema >;

const providerUrl = ( params: WidgetParams, path: string, query: string ) =>
	`${ providerHost( params.devMode ) }${ path }?${ query }lang=${
		params.lang
	}`;

/**
 * Address of call 1, the settings request.
 *
 * @param params Normalised parameters.
 * @return The API script address with the provider settings URL.
 */
export function settingsUrl( params: WidgetParams ): string {
	return proxyUrl(
		params.apiScript,
		providerUrl( params, SETTINGS_PATH, '' )
	);
}

/**
 * Address of call 2, the frame's widget page (type cart).
 *
 * @param params Normalised parameters.
 * @return The API script address with the provider widget page URL.
 */
export function widgetPageUrl( params: WidgetParams ): string {
	return proxyUrl(
		params.apiScript,
		providerUrl( params, WIDGET_PAGE_PATH, `type=${ WIDGET_TYPE }&` )
	);
}

export type SettingsResult =
	{ settings: WidgetSettings; error?: undefined } | { error: ErrorCode };

/** The settings with the response as it came (posted to the frame as `settings`). */
export type SettingsResponseResult =
	| {
			settings: WidgetSettings;
			response: Record< string, unknown >;
			error?: undefined;
	  }
	| { error: ErrorCode };

/**
 * Fetches and validates the widget settings.
 *
 * Status 200 with a JSON object is success; 401 invalidToken; 400
 * requestErrorMaybeInvalidShopId; any other status, or a 200 whose body is
 * not a JSON object, requestErrorPleaseContactSupport; a network failure or
 * apiScriptRequestError.
 *
 * @param params Normalised parameters.
 * @param signal Aborts the request (destruct).
 * @return The settings or an error code.
 */
export async function fetchSettings(
	params: WidgetParams,
	signal: AbortSignal
): Promise< SettingsResult > {
	const result = await fetchSettingsResponse( params, signal );
	return result.error
		? { error: result.error }
		: { settings: result.settings };
}

/**
 * Like fetchSettings, and also gives the response as it came: the frame
 * contract posts that (`settings`), not the normalised sizes.
 *
 * @param params Normalised parameters.
 * @param signal Aborts the request (destruct).
 * @return The settings and the response, or an error code.
 */
export async function fetchSettingsResponse(
	params: WidgetParams,
	signal: AbortSignal
): Promise< SettingsResponseResult > {
	let response: Response;
	try {
		// The loader's own fetch, not the runtime's fetchJson: the loader is
		// standalone by contract (DESIGN.md, "Fixed contracts": no WordPress
		// and no shared script), and call 1 maps each status to its own
		// catalogue code rather than to a thrown error.
		response = await fetch( settingsUrl( params ), {
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
			signal,
		} );
	} catch {
		return { error: 'apiScriptRequestError' };
	}
	const error = statusError( response.status );
	if ( error ) {
		return { error };
	}
	try {
		const body: unknown = await response.json();
		const parsed = settingsSchema.safeParse( body );
		if ( parsed.success ) {
			return {
				settings: parsed.data,
				response: body as Record< string, unknown >,
			};
		}
	} catch {
		// Not JSON.
	}
	return { error: 'requestErrorPleaseContactSupport' };
}
