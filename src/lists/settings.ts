import { z } from 'zod/mini';

/** The island's server settings (see includes/Lists/Lists.php). */
export const listsSettingsSchema = z.object( {
	ajaxUrl: z.string().check( z.minLength( 1 ) ),
	wishlistUrl: z.string(),
	compareUrl: z.string(),
	confirm: z.string(),
	texts: z.object( {
		groupName: z.string(),
		deleteGroup: z.string(),
		copied: z.string(),
		updated: z.string(),
		saveFailed: z.string(),
	} ),
} );

export type ListsSettings = z.infer< typeof listsSettingsSchema >;
