/**
 * The lists island: buttons, header counters, the wishlist and
 * compare pages. Mounted on the markup of includes/Lists (templates/lists/).
 * Counts, ids and nonces come from the shopper's state, never from the
 * markup (the same for every shopper, so any cache may keep the page: empty
 * counts, "add" buttons); a change in another tab shows here on focus.
 */
import { defineIsland } from '@runtime/island';
import { z } from 'zod/mini';
import { currentState, loadState, onState } from '@runtime/state';
import { FAILURES } from './constants';
import { listsSettingsSchema, type ListsSettings } from './settings';
import { initButtons, showLists } from './buttons';
import { followWishlist, initWishlistPage } from './wishlist-page';
import { followCompare, initComparePage } from './compare-page';
import { keepRecent, recordView, viewedProduct } from '@runtime/recent';
import { fillRecent } from './recent';
import './styles';

defineIsland( 'lists', {
	settings: listsSettingsSchema,
	start,
} );

function start( settings: ListsSettings ) {
	initButtons( settings );
	onState( ( state ) => showLists( state ) );
	document
		.querySelectorAll< HTMLElement >( '[data-vitrina-wishlist]' )
		.forEach( ( root ) => {
			initWishlistPage( root, settings );
			onState( followWishlist( root, settings ) );
		} );
	document
		.querySelectorAll< HTMLElement >( '[data-vitrina-compare]' )
		.forEach( ( root ) => {
			initComparePage( root, settings );
			onState( followCompare( root, settings ) );
		} );
	// After the state route, which hands over (once) the ids of a recently
	// viewed cookie of earlier versions; the list places follow.
	void loadState().then( ( state ) => {
		const legacy = z.array( z.number() ).safeParse( state?.recent );
		if ( legacy.success ) {
			keepRecent( legacy.data );
		}
		// Again after the handed-over ids: the product on screen stays first.
		const viewed = viewedProduct();
		if ( viewed ) {
			recordView( viewed );
		}
		document
			.querySelectorAll< HTMLElement >( '[data-vitrina-recent]' )
			.forEach( ( root ) => {
				fillRecent( root, settings.ajaxUrl, viewed )
					.then( ( shown ) => {
						const now = currentState();
						if ( shown && now ) {
							showLists( now, root );
						}
					} )
					.catch( ( error ) => {
						// eslint-disable-next-line no-console
						console.error( FAILURES.recentlyViewed, error );
					} );
			} );
	} );
}
