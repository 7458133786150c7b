import { z } from 'zod/mini';

/** The island's server settings (see includes/Lists/Lists.php). */
export const listsSettingsSchema = z.object( {
	ajaxUrl: z.string().check( z.minLength( 1 ) ),
	wishlistUrl: z.string(),
	compareUrl: z.string(),
	confirm: z.string(),
	/** On a product page: the product to remember as recently viewed. */
	viewed: z.optional( z.number().check( z.int(), z.positive() ) ),
	texts: z.object( {
		groupName: z.string(),
		deleteGroup: z.string(),
		copied: z.string(),
		updated: z.string(),
		saveFailed: z.string(),
	} ),
} );

export type ListsSettings = z.infer< typeof listsSettingsSchema >;
