/**
 * Cart fragments (call 16): the parts of the page that show the cart
 * (WooCommerce's mini cart, the header cart link, the panel's count) are
 * replaced by the server's markup. A copy with the cart hash and the time it
 * was made is kept in the tab's storage (WooCommerce's own keys) and reused
 * while it is younger than 24 hours and its hash is the shopper's cart hash
 * from the shopper state (right even on a page from a full-page cache);
 * else the fragments the shopper state carries for that hash are used (the
 * page asked the state route for them: one personal request, not two);
 * a visitor with nothing personal (the state known without a request) has
 * an empty cart, which the page's own markup already shows, and a page no
 * cache keeps (which printed the state) shows its cart as it is; otherwise,
 * or when the cart changes in another tab, the fragments are
 * fetched again (5000 ms timeout; a failure fires wc_fragments_ajax_error).
 */
import {
	currentState,
	loadState,
	onState,
	stateKnownLocally,
	statePrinted,
	updateState,
	type ShopState,
} from '@runtime/state';
import {
	fragmentsAnswerSchema,
	postForm,
	type Fragments as FragmentMap,
} from './api';
import {
	CART_ACTIONS,
	CART_CREATED_KEY,
	CART_TIMING,
	SELECTORS,
	WC_EVENTS,
} from './constants';
import { applyFragments } from '@runtime/html';
import { readStored, writeStored } from '@runtime/storage';
import { emit, listen } from '@runtime/wc-events';
import { endpoint, type CartSettings } from './settings';

interface Stored {
	fragments: FragmentMap;
	hash: string;
	created: number;
}

/**
 * The item count carried by the count fragment.
 *
 * @param fragments Fragments.
 */
export function countOf( fragments: FragmentMap ): number | null {
	const html = fragments[ SELECTORS.countFragment ];
	const match = html ? /data-count="(\d+)"/.exec( html ) : null;
	return match ? Number( match[ 1 ] ) : null;
}

export class CartFragments {
	/** The hash of the fragments on the page. */
	hash: string | null = null;
	private request: Promise< boolean > | null = null;

	constructor(
		private readonly settings: Pick<
			CartSettings,
			'ajaxUrl' | 'fragmentName' | 'cartHashKey'
		>
	) {}

	/**
	 * The stored copy, when complete.
	 */
	stored(): Stored | null {
		try {
			const fragments = JSON.parse(
				readStored( 'session', this.settings.fragmentName ) || 'null'
			) as unknown;
			const hash = readStored( 'session', this.settings.cartHashKey );
			const created = Number( readStored( 'session', CART_CREATED_KEY ) );
			if (
				! fragments ||
				typeof fragments !== 'object' ||
				hash === null ||
				! created
			) {
				return null;
			}
			return { fragments: fragments as FragmentMap, hash, created };
		} catch {
			return null;
		}
	}

	/**
	 * Keeps the fragments of a cart answer (storage, shopper state).
	 *
	 * @param fragments Fragments.
	 * @param hash      The cart hash.
	 */
	remember( fragments: FragmentMap, hash: string ): void {
		this.hash = hash;
		// Storage refused or full: the next page fetches them again.
		const kept = {
			[ this.settings.fragmentName ]: JSON.stringify( fragments ),
			[ this.settings.cartHashKey ]: hash,
			[ CART_CREATED_KEY ]: String( Date.now() ),
		};
		Object.entries( kept ).every( ( [ key, value ] ) =>
			writeStored( 'session', key, value )
		);
		// Only a change is told to the page's islands and the other tabs.
		const known = currentState()?.cart;
		const cart = { count: countOf( fragments ) ?? known?.count ?? 0, hash };
		if (
			! known ||
			known.hash !== cart.hash ||
			known.count !== cart.count
		) {
			updateState( { cart } );
		}
	}

	/**
	 * Applies and keeps the fragments of a cart answer.
	 *
	 * @param fragments Fragments.
	 * @param hash      The cart hash.
	 */
	accept( fragments: FragmentMap, hash: string ): void {
		applyFragments( fragments );
		this.remember( fragments, hash );
	}

	/**
	 * Fetches the fragments (call 16), applies and keeps them.
	 *
	 * @return Whether it worked.
	 */
	refresh(): Promise< boolean > {
		if ( this.request ) {
			return this.request;
		}
		const body = new URLSearchParams( { time: String( Date.now() ) } );
		this.request = postForm(
			endpoint( this.settings, CART_ACTIONS.refreshFragments ),
			body,
			fragmentsAnswerSchema,
			{ timeout: CART_TIMING.fragmentsTimeout }
		)
			.then(
				( answer ) => {
					this.accept( answer.fragments, answer.cart_hash );
					emit( WC_EVENTS.refreshed );
					return true;
				},
				() => {
					emit( WC_EVENTS.ajaxError );
					return false;
				}
			)
			.finally( () => {
				this.request = null;
			} );
		return this.request;
	}

	/**
	 * Shows the stored copy when it is still good, else fetches; then
	 * follows the shopper state (another tab's change) and WooCommerce's
	 * events.
	 *
	 * @return Whether the stored copy was used.
	 */
	async start(): Promise< boolean > {
		listen( WC_EVENTS.added, ( fragments, hash ) =>
			this.rememberEvent( fragments, hash )
		);
		listen( WC_EVENTS.removed, ( fragments, hash ) =>
			this.rememberEvent( fragments, hash )
		);
		listen( WC_EVENTS.refresh, () => void this.refresh() );

		const state = await loadState();
		const stored = this.stored();
		const fresh =
			!! stored &&
			!! state &&
			stored.hash === state.cart.hash &&
			Date.now() - stored.created < CART_TIMING.fragmentsLifetime;
		if ( fresh && stored ) {
			this.hash = stored.hash;
			applyFragments( stored.fragments );
			emit( WC_EVENTS.loaded );
		} else if ( state && this.acceptFromState( state ) ) {
			// The state's answer carried them.
		} else if ( state && statePrinted() ) {
			// A page no cache keeps printed the state: its own markup shows
			// this cart, and no request is needed.
			this.hash = state.cart.hash;
			emit( WC_EVENTS.loaded );
		} else if ( ! stored && stateKnownLocally() ) {
			// Nothing personal, so an empty cart: the page's own markup is
			// what the fragments would say, and no request is needed.
			this.hash = '';
			emit( WC_EVENTS.loaded );
		} else {
			await this.refresh();
		}
		onState( ( next ) => {
			if (
				this.hash !== null &&
				next.cart.hash !== this.hash &&
				! this.acceptFromState( next )
			) {
				void this.refresh();
			}
		} );
		return fresh;
	}

	/**
	 * Applies and keeps the fragments a shopper state carries, when they show
	 * its cart.
	 *
	 * @param state The shopper state.
	 * @return Whether it carried them.
	 */
	private acceptFromState( state: ShopState ): boolean {
		const carried = state.cartFragments;
		if ( ! carried || carried.hash !== state.cart.hash ) {
			return false;
		}
		this.accept( carried.fragments, carried.hash );
		emit( WC_EVENTS.refreshed );
		return true;
	}

	private rememberEvent( fragments: unknown, hash: unknown ): void {
		if ( fragments && typeof fragments === 'object' ) {
			this.remember(
				fragments as FragmentMap,
				typeof hash === 'string' ? hash : ''
			);
		}
	}
}
