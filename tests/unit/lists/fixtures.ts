import { resetState, updateState } from '@runtime/state';
import type { ListsSettings } from '../../../src/lists/settings';

export const settings: ListsSettings = {
	ajaxUrl: 'http://shop.test/wp-admin/admin-ajax.php',
	wishlistUrl: 'http://shop.test/wishlist/',
	compareUrl: 'http://shop.test/compare/',
	confirm: 'Remove the selected products from the wishlist?',
	texts: {
		groupName: 'Group name',
		deleteGroup: 'Delete?',
		copied: 'Copied',
		updated: 'Updated',
		saveFailed: 'Not sent',
	},
};

/**
 * Seeds the shopper state (no state route on the test page).
 *
 * @param wishlist Ids in the wishlist.
 * @param compare  Ids in the compare list.
 */
export function seedState( wishlist: number[] = [], compare: number[] = [] ) {
	resetState();
	updateState( {
		loggedIn: false,
		cart: { count: 0, hash: '' },
		wishlist: { count: wishlist.length, ids: wishlist },
		compare: { count: compare.length, ids: compare },
		nonces: { wishlist: 'wkey', compare: 'ckey' },
	} );
}

/**
 * A fetch mock answering JSON.
 *
 * @param answers Answers in order (status 200 unless given).
 */
export function mockFetch(
	...answers: Array< { body: unknown; status?: number } | Promise< never > >
) {
	const fn = vi.fn();
	for ( const answer of answers ) {
		if ( answer instanceof Promise ) {
			fn.mockImplementationOnce( () => answer );
		} else {
			fn.mockImplementationOnce(
				async () =>
					new Response( JSON.stringify( answer.body ), {
						status: answer.status ?? 200,
						headers: { 'Content-Type': 'application/json' },
					} )
			);
		}
	}
	vi.stubGlobal( 'fetch', fn );
	return fn;
}

/**
 * The query parameters of a fetch call.
 *
 * @param fn The mock.
 * @param n  Which call.
 */
export const params = ( fn: ReturnType< typeof vi.fn >, n = 0 ) =>
	Object.fromEntries(
		new URL( String( fn.mock.calls[ n ]?.[ 0 ] ) ).searchParams.entries()
	);

export const button = ( list: string, id: number, state = 'normal' ) =>
	`<button type="button" class="vitrina-list-button" data-vitrina-list="${ list }" data-product-id="${ id }" data-url="http://shop.test/${ list }/" data-text="Add to ${ list }" data-added-text="Open ${ list }" data-state="${ state }"><span class="vitrina-list-button__label">Add to ${ list }</span></button>`;
