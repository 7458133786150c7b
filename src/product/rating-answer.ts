/**
 * The schema of a vote's answer (call 14), with zod: loaded by the first vote
 * (rating.ts), never on a product page's first view.
 */
import { z } from 'zod/mini';

export const ratingResponseSchema = z.object( {
	success: z.boolean(),
	rating: z.optional( z.number() ),
	'rating-avg': z.optional( z.number() ),
	'review-count': z.optional( z.number() ),
	message: z.optional( z.string() ),
} );
