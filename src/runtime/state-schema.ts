/**
 * The schema of the state route's answer (includes/Session/State.php),
 * loaded with zod when the page asks the route (./state.ts): a visitor with
 * nothing personal loads neither.
 */
import { z } from 'zod/mini';

const count = z.catch( z.number().check( z.int(), z.nonnegative() ), 0 );

export const stateSchema = z.looseObject( {
	loggedIn: z.boolean(),
	cart: z.object( { count, hash: z.string() } ),
	wishlist: z.optional( z.looseObject( { count } ) ),
	compare: z.optional( z.looseObject( { count } ) ),
	nonces: z.record( z.string(), z.string() ),
	/** The cart's fragments (WooCommerce's format), when the page asked for them. */
	cartFragments: z.optional(
		z.object( {
			hash: z.string(),
			fragments: z.record( z.string(), z.string() ),
		} )
	),
} );

export type ShopState = z.infer< typeof stateSchema >;
