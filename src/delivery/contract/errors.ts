/**
 * Widget errors: codes of the catalogue turned into `{ code, message }`.
 */
import {
	ERRORS,
	STATUS_BAD_REQUEST,
	STATUS_OK,
	STATUS_UNAUTHORIZED,
	WIDGET_KIND,
	type ErrorCode,
	type Lang,
} from './constants';

export interface WidgetError {
	code: ErrorCode;
	message: string;
}

/**
 * Builds the errors for codes, duplicates removed, each message prefixed
 * with the widget kind in the widget's language.
 *
 * @param codes Error codes of the catalogue, in order of appearance.
 * @param lang  Normalised widget language.
 * @return One `{ code, message }` per distinct code.
 */
export function widgetErrors(
	codes: readonly ErrorCode[],
	lang: Lang
): WidgetError[] {
	return [ ...new Set( codes ) ].map( ( code ) => ( {
		code,
		message: WIDGET_KIND[ lang ] + ERRORS[ code ][ lang ],
	} ) );
}

/**
 * Maps the status of the settings request to an error code.
 *
 * @param status HTTP status.
 * @return null for 200, else the matching error code.
 */
export function statusError( status: number ): ErrorCode | null {
	if ( status === STATUS_OK ) {
		return null;
	}
	if ( status === STATUS_UNAUTHORIZED ) {
		return 'invalidToken';
	}
	return status === STATUS_BAD_REQUEST
		? 'requestErrorMaybeInvalidShopId'
		: 'requestErrorPleaseContactSupport';
}
