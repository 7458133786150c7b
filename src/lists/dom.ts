/**
 * DOM helpers of the lists: counters, ids, a polite status region.
 */
import type { ListName } from './constants';

/**
 * Shows a list's count in every header counter.
 *
 * @param list  The list.
 * @param count The count.
 */
export function showCount( list: ListName, count: number ): void {
	document
		.querySelectorAll< HTMLElement >( `.vitrina-${ list }-count` )
		.forEach( ( el ) => {
			el.textContent = String( count );
			el.dataset.count = String( count );
		} );
}

/**
 * Ids from a comma-separated data attribute.
 *
 * @param value The attribute.
 */
export function parseIds( value: string | undefined ): number[] {
	return ( value || '' )
		.split( ',' )
		.map( Number )
		.filter( ( n ) => Number.isInteger( n ) && n > 0 );
}

/**
 * Whether two id lists hold the same ids.
 *
 * @param a One list.
 * @param b The other.
 */
export function sameIds( a: number[], b: number[] ): boolean {
	if ( a.length !== b.length ) {
		return false;
	}
	const set = new Set( a );
	return b.every( ( id ) => set.has( id ) );
}

let region: HTMLElement | null = null;

/**
 * Announces a short message to screen readers.
 *
 * @param message The message.
 */
export function announce( message: string ): void {
	if ( ! region || ! region.isConnected ) {
		region = document.createElement( 'div' );
		region.className = 'screen-reader-text vitrina-lists-status';
		region.setAttribute( 'role', 'status' );
		region.setAttribute( 'aria-live', 'polite' );
		document.body.appendChild( region );
	}
	region.textContent = message;
}
