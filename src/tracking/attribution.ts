/**
 * Order attribution: where the visit came from (source, medium, campaign,
 * landing page, start), kept in a first-party cookie for the configured
 * lifetime. A visit ends after 30 minutes without a page view. A new visit
 * from a campaign link, an ad click, a search engine or another site replaces
 * what is kept; a direct visit (typed, bookmarked, internal) keeps it, and is
 * recorded only when nothing is kept yet. A campaign link within a visit
 * replaces it too. The classic checkout's hidden inputs are filled from it.
 */
import { readCookie, writeCookie } from '@runtime/cookies';
import { ATTRIBUTION } from './constants';

export interface Visit {
	source: string;
	medium: string;
	campaign: string;
	landing: string;
	started: string;
}

const DAY = 86400;

/**
 * The search engine a referrer host belongs to, or null.
 *
 * @param host The referrer's host.
 */
function searchEngine( host: string ): string | null {
	const labels = host.split( '.' );
	// Any label but the last (the zone), alone or with the next one.
	for ( let i = 0; i < labels.length - 1; i++ ) {
		const engine =
			ATTRIBUTION.searchEngines[
				`${ labels[ i ] }.${ labels[ i + 1 ] }`
			] ?? ATTRIBUTION.searchEngines[ labels[ i ] ];
		if ( engine ) {
			return engine;
		}
	}
	return null;
}

/**
 * The source of a page view: a campaign link, an ad click or (at a visit's
 * start) an outside referrer; null for a direct or internal view.
 *
 * @param url      The page's address.
 * @param referrer document.referrer.
 * @param newVisit Whether this view starts a visit.
 * @return The source, medium and campaign, or null.
 */
export function sourceOf(
	url: URL,
	referrer: string,
	newVisit: boolean
): Pick< Visit, 'source' | 'medium' | 'campaign' > | null {
	const query = url.searchParams;
	const utm = query.get( 'utm_source' );
	if ( utm ) {
		return {
			source: utm,
			medium: query.get( 'utm_medium' ) || '(none)',
			campaign: query.get( 'utm_campaign' ) || '',
		};
	}
	for ( const [ param, source ] of Object.entries( ATTRIBUTION.clickIds ) ) {
		if ( query.get( param ) ) {
			return { source, medium: 'cpc', campaign: '' };
		}
	}
	if ( ! newVisit || ! referrer ) {
		return null;
	}
	let host: string;
	try {
		host = new URL( referrer ).hostname.toLowerCase();
	} catch {
		return null;
	}
	if ( host === '' || host === url.hostname.toLowerCase() ) {
		return null;
	}
	const engine = searchEngine( host );
	return engine
		? { source: engine, medium: 'organic', campaign: '' }
		: {
				source: host.replace( /^www\./, '' ),
				medium: 'referral',
				campaign: '',
			};
}

/**
 * The kept visit, or null.
 */
export function readVisit(): Partial< Visit > | null {
	const raw = readCookie( ATTRIBUTION.cookie );
	if ( ! raw ) {
		return null;
	}
	return Object.fromEntries( new URLSearchParams( raw ) );
}

/**
 * Looks at this page view: records its source when it has one (or when
 * nothing is kept), and extends the visit.
 *
 * @param days The lifetime of the kept source, in days.
 * @param now  The time.
 * @return The visit kept now.
 */
export function trackVisit(
	days: number,
	now = new Date()
): Partial< Visit > | null {
	const url = new URL( window.location.href );
	const newVisit = readCookie( ATTRIBUTION.sessionCookie ) === null;
	const found = sourceOf( url, document.referrer, newVisit );
	let kept = readVisit();
	if ( found || ! kept ) {
		kept = {
			...( found ?? {
				source: '(direct)',
				medium: '(none)',
				campaign: '',
			} ),
			landing: ( url.pathname + url.search ).slice(
				0,
				ATTRIBUTION.landingLength
			),
			started: now.toISOString(),
		};
		writeCookie(
			ATTRIBUTION.cookie,
			new URLSearchParams( kept as Record< string, string > ).toString(),
			days * DAY
		);
	}
	writeCookie(
		ATTRIBUTION.sessionCookie,
		'1',
		ATTRIBUTION.sessionMinutes * 60
	);
	return kept;
}

/**
 * Fills the checkout's hidden inputs.
 *
 * @param visit The kept visit.
 * @param root  Where the inputs are.
 */
export function fillInputs(
	visit: Partial< Visit >,
	root: ParentNode = document
): void {
	root.querySelectorAll< HTMLInputElement >(
		`input[type="hidden"][name^="${ ATTRIBUTION.inputPrefix }"]`
	).forEach( ( input ) => {
		const name = input.name.slice( ATTRIBUTION.inputPrefix.length );
		input.value = visit[ name as keyof Visit ] ?? '';
	} );
}

/**
 * Order attribution on this page.
 *
 * @param days The lifetime in days (0: off).
 */
export function initAttribution( days: number ): void {
	if ( days <= 0 ) {
		return;
	}
	const visit = trackVisit( days );
	if ( visit ) {
		fillInputs( visit );
	}
}
