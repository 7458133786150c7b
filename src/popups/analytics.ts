/**
 * Analytics beacons (spec call 3): an image request with a cache-buster to
 * the analytics route, or to admin-ajax pum_analytics without it; none when
 * tracking is off, the page is a popup's own preview, or a consent plugin
 * has no consent to anonymous statistics from the shopper.
 */
import { hasConsent } from '@runtime/consent';

export interface BeaconSettings {
	ajaxUrl: string;
	analyticsUrl: string;
	tracking: boolean;
}

/**
 * The beacon's address.
 *
 * @param settings The island's settings.
 * @param event    open or conversion.
 * @param id       The popup.
 * @param now      The cache-buster.
 */
export function beaconUrl(
	settings: BeaconSettings,
	event: 'open' | 'conversion',
	id: number,
	now: number
): string {
	const url = new URL(
		settings.analyticsUrl || settings.ajaxUrl,
		window.location.href
	);
	if ( ! settings.analyticsUrl ) {
		url.searchParams.set( 'action', 'pum_analytics' );
	}
	url.searchParams.set( 'event', event );
	url.searchParams.set( 'pid', String( id ) );
	url.searchParams.set( '_cache', String( now ) );
	return url.toString();
}

/**
 * Sends a beacon, unless tracking is off, the body marks a single popup or
 * the shopper has not consented to anonymous statistics.
 *
 * @param settings The island's settings.
 * @param event    open or conversion.
 * @param id       The popup.
 * @return Whether it was sent.
 */
export function sendBeacon(
	settings: BeaconSettings,
	event: 'open' | 'conversion',
	id: number
): boolean {
	if (
		! settings.tracking ||
		document.body.classList.contains( 'single-popup' ) ||
		! hasConsent( 'statistics-anonymous' )
	) {
		return false;
	}
	const img = new Image();
	img.src = beaconUrl( settings, event, id, Date.now() );
	return true;
}
