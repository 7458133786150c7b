/**
 * The shopper's consent, through the WP Consent API when a consent plugin
 * provides it (`window.wp_has_consent`, the `wp_listen_for_consent_change`
 * event); without one, everything is allowed, as the API itself answers
 * when no consent type is set.
 */

/** The API's categories. */
export type ConsentCategory =
	| 'functional'
	| 'preferences'
	| 'statistics'
	| 'statistics-anonymous'
	| 'marketing';

/** The API's change event, dispatched on the document. */
export const CONSENT_CHANGE = 'wp_listen_for_consent_change';

type HasConsent = ( category: ConsentCategory ) => boolean;

const api = (): HasConsent | null => {
	const has = ( window as unknown as { wp_has_consent?: unknown } )
		.wp_has_consent;
	return typeof has === 'function' ? ( has as HasConsent ) : null;
};

/** Whether a consent plugin (the WP Consent API) is on the page. */
export const consentManaged = (): boolean => api() !== null;

/**
 * Whether the shopper consents to a category (true without a consent plugin).
 *
 * @param category The category.
 */
export function hasConsent( category: ConsentCategory ): boolean {
	const has = api();
	if ( ! has ) {
		return true;
	}
	try {
		return has( category ) === true;
	} catch {
		return false;
	}
}

/**
 * Runs work once the shopper consents to a category: at once when they
 * have, else on the consent change that grants it.
 *
 * @param category The category.
 * @param work     What to run.
 * @return A function that stops waiting.
 */
export function whenConsented(
	category: ConsentCategory,
	work: () => void
): () => void {
	if ( hasConsent( category ) ) {
		work();
		return () => undefined;
	}
	const onChange = () => {
		if ( hasConsent( category ) ) {
			document.removeEventListener( CONSENT_CHANGE, onChange );
			work();
		}
	};
	document.addEventListener( CONSENT_CHANGE, onChange );
	return () => document.removeEventListener( CONSENT_CHANGE, onChange );
}
