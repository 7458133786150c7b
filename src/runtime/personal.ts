/**
 * Whether the visitor may have personal state, and the runtime's settings
 * that say so: read by the state (./state.ts) and by the islands that wait
 * for a shopper with something personal (./island.ts), without the state's
 * requests (the delivery frame, which bundles ./island.ts, has none).
 */
import {
	arrayOf,
	fields,
	isCount,
	isObjectOrNull,
	isString,
	optional,
} from './checks';
import { hasCookie } from './cookies';
import { readSettings } from './settings';

/** The runtime's settings (includes/Session/State.php adds the route's address). */
export interface RuntimeSettings {
	stateUrl: string;
	/** Cookies any of which says the visitor has personal state (absent: always ask). */
	personalCookies?: string[];
	/**
	 * The page shows the cart: the storage key (sessionStorage) of the hash
	 * of the cart fragments the tab keeps; the state carries the fragments
	 * when they are not those. Empty or absent: the page shows no cart.
	 */
	stateFragments?: string;
	/** A product page's product, to remember as recently viewed (./recent.ts). */
	viewed?: number;
	/**
	 * The shopper's state, printed by a page no cache keeps (the cart, the
	 * checkout): known without the state request, once checked by the
	 * state's schema (./state.ts). Null or absent on any other page.
	 */
	state?: object | null;
}

/**
 * Checks the runtime's settings (no zod: a first view loads none).
 *
 * @param raw The printed settings.
 */
export const runtimeSettings = ( raw: unknown ): RuntimeSettings | null => {
	const settings = fields< RuntimeSettings >( raw, {
		stateUrl: isString,
		personalCookies: optional( arrayOf( isString ) ),
		stateFragments: optional( isString ),
		viewed: optional( isCount ),
		state: optional( isObjectOrNull ),
	} );
	return settings?.stateUrl ? settings : null;
};

/**
 * Whether the visitor may have personal state: logged in (WordPress marks
 * the page), or one of the marker cookies set.
 *
 * @param cookies The marker cookies (undefined: unknown, so yes).
 */
export function mayHavePersonalState( cookies?: string[] ): boolean {
	if ( ! cookies || document.body.classList.contains( 'logged-in' ) ) {
		return true;
	}
	return cookies.some( hasCookie );
}

/**
 * Whether this visitor may have personal state, by the page's runtime
 * settings (no settings: yes).
 */
export function visitorMayHavePersonalState(): boolean {
	const settings = readSettings( 'runtime', runtimeSettings );
	return mayHavePersonalState(
		settings ? settings.personalCookies : undefined
	);
}
