/**
 * The wishlist-compare island: buttons, header counters, the wishlist and
 * compare pages. Mounted on the markup of includes/Lists (templates/lists/).
 * Counts, ids and nonces come from the shopper's state, never from the
 * (possibly cached) markup; a change in another tab shows here on focus.
 */
import { onReady } from '@shared/ready';
import { loadState, onState } from '@shared/state';
import { readSettings } from '@shared/settings';
import { listsSettingsSchema } from './settings';
import { idsIn, initButtons, syncButtons } from './buttons';
import { showCount } from './dom';
import { followWishlist, initWishlistPage } from './wishlist-page';
import { followCompare, initComparePage } from './compare-page';
import type { ListName } from './constants';
import './index.scss';

onReady( () => {
	const settings = readSettings( 'wishlist-compare', listsSettingsSchema );
	if ( ! settings ) {
		return;
	}
	initButtons( settings );
	onState( ( state ) => {
		( [ 'wishlist', 'compare' ] as ListName[] ).forEach( ( list ) => {
			const section = state[ list ];
			if ( section ) {
				showCount( list, section.count );
				syncButtons( list, idsIn( state, list ) );
			}
		} );
	} );
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
	void loadState();
} );
