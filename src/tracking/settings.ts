/**
 * The tracking island's settings (includes/Tracking/Tracking.php), checked
 * without zod: the island runs on every page, and a first view loads no zod
 * (the answers' schemas come with the first answer, ./tracking.ts).
 */
import {
	fields,
	isBoolean,
	isCount,
	isNumber,
	isString,
	nullableObject,
} from '@runtime/checks';

export interface TrackingSettings {
	/** Analytics events are on (the island also runs for order attribution alone). */
	tracking: boolean;
	/** Order attribution's lifetime in days, 0 when off (includes/Tracking/Attribution.php). */
	attributionDays: number;
	ajaxUrl: string;
	currency: string;
	consentCookie: string;
	orderPage: boolean;
	order: { id: number; key: string } | null;
}

/**
 * Checks the printed settings.
 *
 * @param raw The settings.
 */
export const checkTrackingSettings = (
	raw: unknown
): TrackingSettings | null =>
	fields< TrackingSettings >( raw, {
		tracking: isBoolean,
		attributionDays: isCount,
		ajaxUrl: isString,
		currency: isString,
		consentCookie: isString,
		orderPage: isBoolean,
		order: nullableObject< { id: number; key: string } >( {
			id: isNumber,
			key: isString,
		} ),
	} );
