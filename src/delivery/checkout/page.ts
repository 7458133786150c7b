/**
 * What the delivery island's entry (../index.ts) reads of the page
 * configuration to know its page, without zod (the rest: ./config.ts, read
 * by the widget's part), and whether the page needs that part.
 */
import { fields, isString, oneOf, optional } from '@runtime/checks';
import { CHECKOUT_ELEMENT_ID } from './constants';

/** What the entry reads of the page configuration (the rest: ./checkout/config.ts). */
export interface PageOf {
	PAGE?: 'checkout' | 'cart' | 'block';
	METHOD_ID?: string;
	ELEMENT_ID?: string;
}

/**
 * Checks the part of the settings the entry reads.
 *
 * @param raw The printed settings.
 */
export const pageOf = ( raw: unknown ): PageOf | null =>
	fields< PageOf >( raw, {
		PAGE: optional( oneOf( [ 'checkout', 'cart', 'block' ] as const ) ),
		METHOD_ID: optional( isString ),
		ELEMENT_ID: optional( isString ),
	} );

/**
 * Whether the page shows a widget: any page but the cart, and the cart with
 * the block's container (the loader is needed there).
 *
 * @param page The page's settings.
 * @param doc  The document.
 */
export function showsWidget( page: PageOf, doc: Document = document ): boolean {
	return (
		page.PAGE !== 'cart' ||
		!! doc.getElementById( page.ELEMENT_ID ?? CHECKOUT_ELEMENT_ID )
	);
}

/**
 * Whether the page needs the widget's part: where it shows a widget, and
 * on WooCommerce's Cart block (`wp.data`: the rate's price follows the choice).
 *
 * @param page The page's settings.
 * @param doc  The document.
 */
export function needsWidget( page: PageOf, doc: Document = document ): boolean {
	return showsWidget( page, doc ) || !! window.wp?.data;
}
