/**
 * Errors of provider calls, reported to the page with the codes and texts of
 * the widget's error catalogue (spec §8).
 */
import { ResponseError } from '@runtime/http';
import type { ErrorCode, Lang } from '../contract/constants';
import {
	statusError,
	widgetErrors,
	type WidgetError,
} from '../contract/errors';

/**
 * The catalogue code of a failed provider call: the status mapping for an
 * HTTP error, requestErrorPleaseContactSupport for an answer of the wrong
 * shape, apiScriptRequestError when the request itself failed.
 *
 * @param error What the call threw.
 */
export function providerErrorCode( error: unknown ): ErrorCode {
	if ( error instanceof ResponseError ) {
		return (
			statusError( error.status ) ?? 'requestErrorPleaseContactSupport'
		);
	}
	if ( error instanceof SyntaxError ) {
		return 'requestErrorPleaseContactSupport';
	}
	return 'apiScriptRequestError';
}

/**
 * The `error` event's data for a failed call.
 *
 * @param error What the call threw.
 * @param lang  Language of the messages.
 */
export const providerErrors = ( error: unknown, lang: Lang ): WidgetError[] =>
	widgetErrors( [ providerErrorCode( error ) ], lang );
