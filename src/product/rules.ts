/**
 * Small rules of the product page: when the reviews tab opens, and the
 * rating's clamp.
 */
import { RATING } from './constants';

/**
 * Whether the page's address asks for the reviews tab: the hash starts with
 * comment-, equals #reviews or #tab-reviews, or the address contains
 * comment-page- or cpage=.
 *
 * @param hash The location's hash (with #).
 * @param href The whole address.
 */
export function opensReviews( hash: string, href: string ): boolean {
	return (
		hash.startsWith( '#comment-' ) ||
		hash === '#reviews' ||
		hash === '#tab-reviews' ||
		href.includes( 'comment-page-' ) ||
		href.includes( 'cpage=' )
	);
}

/**
 * A rating index clamped to 0..5 (whole stars).
 *
 * @param index The index.
 */
export function clampRating( index: number ): number {
	if ( ! Number.isFinite( index ) ) {
		return RATING.min;
	}
	return Math.min( RATING.max, Math.max( RATING.min, Math.round( index ) ) );
}
