/**
 * WooCommerce's Checkout block: which shipping rate the shopper has chosen,
 * read from the block's cart store (`wc/store/cart` of `wp.data`), so that
 * the widget before the block shows only while our rate is chosen.
 */
import { z } from 'zod/mini';
import { isMethodRate } from './checkout';

/** The part of `wp.data` used here. */
export interface WpDataLike {
	select: ( store: string ) => unknown;
	subscribe: ( listener: () => void ) => () => void;
}

declare global {
	interface Window {
		wp?: { data?: WpDataLike };
	}
}

/** The cart store's shipping packages (Store API cart `shipping_rates`). */
const packagesSchema = z.array(
	z.object( {
		shipping_rates: z.array(
			z.object( {
				rate_id: z.string(),
				selected: z.boolean(),
			} )
		),
	} )
);

/**
 * Whether our rate is the chosen one; null while the store has no rates to tell.
 *
 * @param data     `wp.data`.
 * @param methodId Our shipping method id.
 */
export function blockRateChosen(
	data: WpDataLike,
	methodId: string
): boolean | null {
	const store = data.select( 'wc/store/cart' ) as
		{ getShippingRates?: () => unknown } | undefined;
	if ( ! store || typeof store.getShippingRates !== 'function' ) {
		return null;
	}
	const packages = packagesSchema.safeParse( store.getShippingRates() );
	if ( ! packages.success || packages.data.length === 0 ) {
		return null;
	}
	return packages.data.some( ( pkg ) =>
		pkg.shipping_rates.some(
			( rate ) => rate.selected && isMethodRate( rate.rate_id, methodId )
		)
	);
}

/**
 * Calls `onChange` now and whenever our rate becomes chosen or not.
 *
 * @param data     `wp.data`.
 * @param methodId Our shipping method id.
 * @param onChange Told whether our rate is chosen.
 * @return Stops watching.
 */
export function watchBlockRate(
	data: WpDataLike,
	methodId: string,
	onChange: ( chosen: boolean ) => void
): () => void {
	let last: boolean | null = null;
	const check = () => {
		const chosen = blockRateChosen( data, methodId );
		if ( chosen !== null && chosen !== last ) {
			last = chosen;
			onChange( chosen );
		}
	};
	check();
	return data.subscribe( check );
}
