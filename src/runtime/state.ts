/**
 * The shopper's personal state (cart count and hash, wishlist and compare
 * counts, fresh nonces), fetched once per page view from the state route and
 * shared by every island, so that pages served from a full-page cache show
 * the right counts and never call the server with a stale nonce.
 *
 * - `loadState()` fetches on first call and gives the same answer afterwards;
 * - `startState()` asks again as a shopper about to act (`?start=1`): a
 *   browsing guest's state holds no nonce bound to a guest cookie, and sets
 *   no cookie; the first personal action gets both then;
 * - `updateState( patch )` merges what an island learned from its own call
 *   (a new count), tells the page's listeners and the shop's other tabs;
 * - `onState( listener )` is called with each new state;
 * - another tab's change refetches the state here (storage event), and so
 *   does coming back to a tab after a change elsewhere;
 * - `stateNonce( name )` gives a call's nonce, asking the server when the
 *   page has none yet;
 * - on a page that shows the cart (the runtime's `stateFragments`: the
 *   storage key of the hash of the fragments the tab keeps), the answer
 *   carries the cart's fragments too (`cartFragments`, with the hash of the
 *   cart they show) unless the tab's copy, younger than a day, shows that
 *   cart (`known`): one personal request, not two, and no markup sent again.
 *
 * A visitor with nothing personal (not logged in, no cart, no lists: none of
 * the runtime's `personalCookies` set) costs no request at all: the state is
 * known to be empty. The server sets the marker cookie with the first
 * personal state it answers (includes/Session/State.php). A page no cache
 * keeps (the cart, the checkout) prints the state in the runtime's settings
 * (`state`): the page view's first state is that one, checked by the same
 * schema, and costs no request either.
 */
import { fetchJson, withQuery } from './http';
import { mayHavePersonalState, runtimeSettings } from './personal';
import { readSettings } from './settings';
import type { ShopState } from './state-schema';
import { readStored, writeStored } from './storage';

export type { ShopState };
export type StateListener = ( state: ShopState ) => void;

/** WooCommerce's storage key (sessionStorage) of when the tab's fragments copy was made. */
export const FRAGMENTS_CREATED_KEY = 'wc_cart_created';

/** A stored copy of the cart fragments is reused for this long, in ms (24 h). */
export const FRAGMENTS_LIFETIME = 86_400_000;

/**
 * The cart hash of the fragments the tab keeps, when the copy is younger
 * than FRAGMENTS_LIFETIME.
 *
 * @param hashKey The storage key of the hash.
 * @return The hash, or undefined.
 */
function heldFragmentsHash( hashKey: string ): string | undefined {
	const hash = readStored( 'session', hashKey );
	const created = Number( readStored( 'session', FRAGMENTS_CREATED_KEY ) );
	return hash && created && Date.now() - created < FRAGMENTS_LIFETIME
		? hash
		: undefined;
}

/** Where the page says how its state was known (`local` or `server`). */
export const STATE_ATTRIBUTE = 'data-vitrina-state';

/** The localStorage key that tells other tabs the state changed. */
export const CHANGED_KEY = 'vitrina:state-changed';

interface Store {
	current: ShopState | null;
	pending: Promise< ShopState | null > | null;
	starting: Promise< ShopState | null > | null;
	fetchedAt: number;
	listeners: Set< StateListener >;
	watching: boolean;
	/** The current state was known without asking the server. */
	local: boolean;
	/** The current state was printed by the page (no cache keeps it). */
	printed: boolean;
}

/**
 * Every island is its own bundle with its own copy of this module, so the
 * state lives on the window: one request per page view (a second one from a
 * new guest would mint a second guest token and leave an island holding
 * nonces bound to the token the browser dropped), and an update by one
 * island reaches the listeners of all.
 */
const STORE_KEY = Symbol.for( 'vitrina.state' );

function store(): Store {
	const holder = window as unknown as Record< symbol, Store | undefined >;
	let found = holder[ STORE_KEY ];
	if ( ! found ) {
		found = {
			current: null,
			pending: null,
			starting: null,
			fetchedAt: 0,
			listeners: new Set(),
			watching: false,
			local: false,
			printed: false,
		};
		holder[ STORE_KEY ] = found;
	}
	return found;
}

function notify( state: ShopState ): void {
	store().listeners.forEach( ( listener ) => {
		try {
			listener( state );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( 'Vitrina: a state listener failed', error );
		}
	} );
}

function changedElsewhereAt(): number {
	return Number( readStored( 'local', CHANGED_KEY ) ) || 0;
}

function watchOtherTabs(): void {
	const shared = store();
	if ( shared.watching ) {
		return;
	}
	shared.watching = true;
	window.addEventListener( 'storage', ( event ) => {
		if ( event.key === CHANGED_KEY ) {
			void refreshState();
		}
	} );
	const onBack = () => {
		if (
			document.visibilityState === 'visible' &&
			changedElsewhereAt() > store().fetchedAt
		) {
			void refreshState();
		}
	};
	document.addEventListener( 'visibilitychange', onBack );
	window.addEventListener( 'focus', onBack );
}

/** The state of a visitor with nothing personal, as the server would answer it. */
function emptyState(): ShopState {
	return {
		loggedIn: false,
		cart: { count: 0, hash: '' },
		nonces: {},
	};
}

function known( state: ShopState, local: boolean ): ShopState {
	const shared = store();
	shared.current = state;
	shared.local = local;
	document.documentElement.setAttribute(
		STATE_ATTRIBUTE,
		local ? 'local' : 'server'
	);
	notify( state );
	return state;
}

/**
 * The state's schema, and zod with it: loaded only when there is a state to
 * check (side by side with the answer).
 */
function stateSchema() {
	return import(
		/* webpackChunkName: "runtime/state-schema" */ './state-schema'
	).then( ( loaded ) => loaded.stateSchema );
}

function request( start = false, force = false ): Promise< ShopState | null > {
	const settings = readSettings( 'runtime', runtimeSettings );
	if ( ! settings ) {
		return Promise.resolve( null );
	}
	watchOtherTabs();
	const shared = store();
	if (
		! start &&
		! force &&
		! mayHavePersonalState( settings.personalCookies )
	) {
		shared.printed = false;
		return Promise.resolve( known( emptyState(), true ) );
	}
	const printed = settings.state;
	if (
		! start &&
		! force &&
		! shared.fetchedAt &&
		printed !== undefined &&
		printed !== null
	) {
		// The page view's first state, printed by a page no cache keeps
		// (a visitor with nothing personal knows it above, without zod).
		shared.fetchedAt = Date.now();
		shared.printed = true;
		return stateSchema().then( ( schema ) => {
			const checked = schema.safeParse( printed );
			if ( checked.success ) {
				return known( checked.data, false );
			}
			// eslint-disable-next-line no-console
			console.error(
				'Vitrina: the printed shopper state is malformed',
				checked.error
			);
			shared.printed = false;
			return request( false, true );
		} );
	}
	shared.fetchedAt = Date.now();
	shared.printed = false;
	const hashKey = settings.stateFragments;
	const url = withQuery( settings.stateUrl, {
		start: start ? 1 : undefined,
		fragments: hashKey ? 1 : undefined,
		known: hashKey ? heldFragmentsHash( hashKey ) : undefined,
	} );
	const schema = stateSchema();
	return fetchJson( url, schema, {
		headers: { Accept: 'application/json' },
		cache: 'no-store',
		timeout: 10000,
	} ).then(
		( state ) => known( state, false ),
		( error: unknown ) => {
			// eslint-disable-next-line no-console
			console.error(
				'Vitrina: the shopper state could not be loaded',
				error
			);
			return store().current;
		}
	);
}

/**
 * The shopper's state, fetched once per page view.
 *
 * @return The state, or null when the page has no state route or the request failed.
 */
export function loadState(): Promise< ShopState | null > {
	const shared = store();
	if ( ! shared.pending ) {
		shared.pending = request();
	}
	return shared.pending;
}

/**
 * Fetches the state again (another tab changed it).
 *
 * @return The new state.
 */
export function refreshState(): Promise< ShopState | null > {
	const shared = store();
	shared.pending = request();
	return shared.pending;
}

/**
 * The nonce of one of the shop's calls (`cart`, `popups`, `rating`...): the
 * page's state's, or, when the state was known without the server (a
 * visitor with nothing personal yet), the server's, asked once.
 *
 * @param name The call's nonce name.
 * @return The nonce, '' when the server gives none.
 */
export async function stateNonce( name: string ): Promise< string > {
	const shared = store();
	let state = await loadState();
	if ( state?.nonces?.[ name ] === undefined && shared.local ) {
		shared.pending = request( false, true );
		state = await shared.pending;
	}
	return state?.nonces?.[ name ] ?? '';
}

/**
 * Fetches the state as a shopper about to act (a guest's first wishlist or
 * compare action): the server may then set the cookie the action's nonce is
 * bound to, and the answer carries that nonce. One request at a time: a
 * second caller meanwhile gets the same answer.
 *
 * @return The new state.
 */
export function startState(): Promise< ShopState | null > {
	const shared = store();
	if ( ! shared.starting ) {
		shared.starting = request( true ).finally( () => {
			shared.starting = null;
		} );
		shared.pending = shared.starting;
	}
	return shared.starting;
}

/**
 * Whether the current state was known without the server (a visitor with
 * nothing personal: no cart, no lists, not logged in).
 */
export function stateKnownLocally(): boolean {
	const shared = store();
	return shared.current !== null && shared.local;
}

/**
 * Whether the current state was printed by the page itself (a page no cache
 * keeps: its markup shows the cart as the state does).
 */
export function statePrinted(): boolean {
	const shared = store();
	return shared.current !== null && shared.printed;
}

/**
 * The last state known, without a request.
 */
export function currentState(): ShopState | null {
	return store().current;
}

/**
 * Merges what an island learned from its own call, tells this page's
 * listeners and the shop's other tabs.
 *
 * @param patch The parts that changed (a section replaces the old one's fields).
 */
export function updateState( patch: Partial< ShopState > ): void {
	const shared = store();
	const base: ShopState = shared.current ?? {
		loggedIn: document.body.classList.contains( 'logged-in' ),
		cart: { count: 0, hash: '' },
		nonces: {},
	};
	const next = { ...base } as Record< string, unknown >;
	for ( const [ key, value ] of Object.entries( patch ) ) {
		const old = next[ key ];
		next[ key ] =
			value && typeof value === 'object' && old && typeof old === 'object'
				? { ...old, ...value }
				: value;
	}
	shared.current = next as ShopState;
	notify( shared.current );
	// A browser that refuses storage: other tabs catch up on their next page view.
	writeStored( 'local', CHANGED_KEY, String( Date.now() ) );
}

/**
 * Calls the listener with each new state (and with the current one, if any).
 *
 * @param listener The listener.
 * @return A function that removes the listener.
 */
export function onState( listener: StateListener ): () => void {
	const shared = store();
	shared.listeners.add( listener );
	if ( shared.current ) {
		listener( shared.current );
	}
	return () => {
		shared.listeners.delete( listener );
	};
}

/**
 * Forgets everything (tests).
 */
export function resetState(): void {
	const shared = store();
	shared.current = null;
	shared.pending = null;
	shared.starting = null;
	shared.fetchedAt = 0;
	shared.local = false;
	shared.printed = false;
	shared.listeners.clear();
	document.documentElement.removeAttribute( STATE_ATTRIBUTE );
}
