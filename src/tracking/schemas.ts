/**
 * The shapes of the tracking data: settings, a product's fields and the two
 * admin-ajax answers (includes/Tracking/Tracking.php).
 */
import { z } from 'zod/mini';

export const productSchema = z.object( {
	id: z.string(),
	name: z.string(),
	price: z.string(),
	category: z.string(),
	variant: z.string(),
	quantity: z.number(),
} );
export type TrackingProduct = z.infer< typeof productSchema >;

export const settingsSchema = z.object( {
	/** Analytics events are on (the island also runs for order attribution alone). */
	tracking: z.boolean(),
	/** Order attribution's lifetime in days, 0 when off (includes/Tracking/Attribution.php). */
	attributionDays: z.number().check( z.int(), z.nonnegative() ),
	ajaxUrl: z.string(),
	currency: z.string(),
	consentCookie: z.string(),
	orderPage: z.boolean(),
	order: z.nullable( z.object( { id: z.number(), key: z.string() } ) ),
} );
export type TrackingSettings = z.infer< typeof settingsSchema >;

export const cartItemSchema = z.object( {
	id: z.number(),
	quantity: z.number(),
	variation: z.boolean(),
	product: productSchema,
} );
export type CartItem = z.infer< typeof cartItemSchema >;

export const cartSchema = z.object( {
	hash: z.string(),
	items: z.record( z.string(), cartItemSchema ),
} );
export type CartSnapshot = z.infer< typeof cartSchema >;

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
