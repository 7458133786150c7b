/**
 * The admin-ajax answers of tracking (includes/Tracking/Tracking.php),
 * checked with zod: loaded with the first answer (./tracking.ts), not with
 * the island. What tracking reads from the page is in ./data.ts.
 */
import { z } from 'zod/mini';
import type { CartSnapshot, TrackingProduct } from './data';

const productSchema: z.ZodMiniType< TrackingProduct > = z.object( {
	id: z.string(),
	name: z.string(),
	price: z.string(),
	category: z.string(),
	variant: z.string(),
	quantity: z.number(),
} );

const cartSchema: z.ZodMiniType< CartSnapshot > = z.object( {
	hash: z.string(),
	items: z.record(
		z.string(),
		z.object( {
			id: z.number(),
			quantity: z.number(),
			variation: z.boolean(),
			product: productSchema,
		} )
	),
} );

export const cartAnswerSchema = z.object( {
	success: z.literal( true ),
	data: cartSchema,
} );

export const purchaseAnswerSchema = z.object( {
	success: z.literal( true ),
	data: z.object( {
		isSent: z.boolean(),
		actionField: z.record( z.string(), z.string() ),
		products: z.array( productSchema ),
		/** The nonce of the mark (empty once the purchase was counted). */
		nonce: z.string(),
	} ),
} );

/** The answer of the mark: marked is true for the one call that counted the purchase. */
export const markAnswerSchema = z.object( {
	success: z.literal( true ),
	data: z.object( { marked: z.boolean() } ),
} );
