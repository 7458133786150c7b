/**
 * Constants of the wishlist, compare and recently viewed (spec: storefront
 * §3, §4 Wishlist and compare button, §7 calls 4–9, §8, §9 Lists).
 */

/** The admin-ajax actions (wire names fixed by the spec). */
export const ACTIONS = {
	addToWishlist: 'woodmart_add_to_wishlist',
	removeFromWishlist: 'woodmart_remove_from_wishlist',
	addToCompare: 'woodmart_add_to_compare',
	removeFromCompare: 'woodmart_remove_from_compare',
	removeCategoryFromCompare: 'woodmart_remove_category_from_compare',
	compareFragments: 'woodmart_get_fragment_product_category_compare',
	wishlistGroup: 'vitrina_wishlist_group',
	wishlistContent: 'vitrina_wishlist_content',
	saveWishlist: 'vitrina_wishlist_save',
	subscribeAlerts: 'vitrina_wishlist_alerts_subscribe',
	recentlyViewed: 'vitrina_recently_viewed',
} as const;

/** The texts logged when a call fails (spec §8: logged only, nothing shown). */
export const FAILURES = {
	addToWishlist:
		'We cant add to wishlist. Something is wrong with AJAX response. Probably some PHP conflict.',
	removeFromWishlist:
		'We cant remove from wishlist. Something is wrong with AJAX response. Probably some PHP conflict.',
	addToCompare:
		'We cant add to compare. Something is wrong with AJAX response. Probably some PHP conflict.',
	removeFromCompare:
		'We cant remove from compare. Something is wrong with AJAX response. Probably some PHP conflict.',
	wishlistData: 'something wrong loading wishlist data',
	compareData: 'something wrong loading compare data',
	recentlyViewed: 'Vitrina: could not load the recently viewed products:',
} as const;

/** The button states (spec §4). */
export type ButtonState = 'normal' | 'loading' | 'added';

/** Lists a button belongs to. */
export type ListName = 'wishlist' | 'compare';

/** The wishlist page's query parameter for its page number (spec §2). */
export const PAGE_PARAM = 'product-page';

/** Recently viewed ids are joined by this (spec §3). */
export const RECENT_SEPARATOR = '|';

/** Calls give up after this long, in ms. */
export const REQUEST_TIMEOUT = 10000;
