/**
 * Order attribution: where the visit came from (source, medium, campaign,
 * landing page, start), kept in the browser's local storage for the
 * configured lifetime, never in a cookie (no page a cache may keep depends
 * on it, and the server gets it only with the order). A visit ends after 30
 * minutes without a page view. A new visit from a campaign link, an ad
 * click, a search engine or another site replaces what is kept; a direct
 * visit (typed, bookmarked, internal) keeps it, and is recorded only when
 * nothing is kept yet. A campaign link within a visit replaces it too. The
 * classic checkout's hidden inputs are filled from it, and the Checkout
 * block's order carries it as the Store API's extension data.
 */
import { readCookie, removeCookie } from '@runtime/cookies';
import { readStored, writeStored } from '@runtime/storage';
import { ATTRIBUTION } from './constants';

export interface Visit {
	source: string;
	medium: string;
	campaign: string;
	landing: string;
	started: string;
}

const DAY = 86400000;

const FIELDS = [
	'source',
	'medium',
	'campaign',
	'landing',
	'started',
] as const;

/**
 * The known fields of a value, as strings.
 *
 * @param raw Anything.
 */
function fieldsOf( raw: unknown ): Partial< Visit > {
	const visit: Partial< Visit > = {};
	if ( raw && typeof raw === 'object' ) {
		for ( const name of FIELDS ) {
			const value = ( raw as Record< string, unknown > )[ name ];
			if ( typeof value === 'string' ) {
				visit[ name ] = value;
			}
		}
	}
	return visit;
}

/**
 * A time kept under a key (ms), or 0.
 *
 * @param key The key.
 */
const keptTime = ( key: string ) => Number( readStored( 'local', key ) ) || 0;

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
 * The kept visit, or null (none kept, not understood, or past its lifetime).
 *
 * @param now The time, ms.
 */
export function readVisit( now = Date.now() ): Partial< Visit > | null {
	let raw: unknown;
	try {
		raw = JSON.parse( readStored( 'local', ATTRIBUTION.key ) ?? 'null' );
	} catch {
		return null;
	}
	const until = ( raw as { until?: unknown } | null )?.until;
	if ( typeof until !== 'number' || until < now ) {
		return null;
	}
	const visit = fieldsOf( raw );
	return Object.keys( visit ).length ? visit : null;
}

/**
 * Keeps a visit for a number of days.
 *
 * @param visit The visit.
 * @param days  The lifetime, in days.
 * @param now   The time, ms.
 */
function keepVisit( visit: Partial< Visit >, days: number, now: number ) {
	writeStored(
		'local',
		ATTRIBUTION.key,
		JSON.stringify( { ...visit, until: now + days * DAY } )
	);
}

/**
 * Moves the cookies of earlier versions into storage (a visit kept there
 * wins) and deletes them: a browser that holds none gets no cookie.
 *
 * @param days The lifetime, in days.
 * @param now  The time, ms.
 */
function adoptCookies( days: number, now: number ): void {
	const old = readCookie( ATTRIBUTION.legacyCookie );
	if ( old !== null ) {
		const visit = fieldsOf(
			Object.fromEntries( new URLSearchParams( old ) )
		);
		if ( Object.keys( visit ).length && ! readVisit( now ) ) {
			keepVisit( visit, days, now );
		}
		removeCookie( ATTRIBUTION.legacyCookie );
	}
	if ( readCookie( ATTRIBUTION.legacySessionCookie ) !== null ) {
		writeStored(
			'local',
			ATTRIBUTION.sessionKey,
			String( now + ATTRIBUTION.sessionMinutes * 60000 )
		);
		removeCookie( ATTRIBUTION.legacySessionCookie );
	}
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
	const time = now.getTime();
	adoptCookies( days, time );
	const url = new URL( window.location.href );
	const newVisit = keptTime( ATTRIBUTION.sessionKey ) < time;
	const found = sourceOf( url, document.referrer, newVisit );
	let kept = readVisit( time );
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
		keepVisit( kept, days, time );
	}
	writeStored(
		'local',
		ATTRIBUTION.sessionKey,
		String( time + ATTRIBUTION.sessionMinutes * 60000 )
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

interface BlocksGlobals {
	wp?: {
		data?: {
			dispatch?: ( store: string ) => {
				setExtensionData?: (
					namespace: string,
					data: Record< string, string >,
					replace?: boolean
				) => void;
			};
		};
	};
	wc?: { wcBlocksData?: { CHECKOUT_STORE_KEY?: string } };
}

/**
 * Gives the visit to the Checkout block, whose order sends it as the Store
 * API's extension data (ATTRIBUTION.extension, as WooCommerce's own order
 * attribution does); false where there is no Checkout block.
 *
 * @param visit The kept visit.
 */
export function toCheckoutBlock( visit: Partial< Visit > ): boolean {
	const { wp, wc } = window as unknown as BlocksGlobals;
	const key = wc?.wcBlocksData?.CHECKOUT_STORE_KEY;
	const checkout = key ? wp?.data?.dispatch?.( key ) : undefined;
	if ( ! checkout?.setExtensionData ) {
		return false;
	}
	const data: Record< string, string > = {};
	for ( const name of FIELDS ) {
		data[ name ] = visit[ name ] ?? '';
	}
	checkout.setExtensionData( ATTRIBUTION.extension, data, true );
	return true;
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
		// The Checkout block's scripts may come later than this island.
		if (
			! toCheckoutBlock( visit ) &&
			document.readyState !== 'complete'
		) {
			window.addEventListener( 'load', () => toCheckoutBlock( visit ), {
				once: true,
			} );
		}
	}
}
