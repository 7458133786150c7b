import { z } from 'zod/mini';

const ids = z.catch( z.array( z.number() ), [] );

/** The island's server settings (includes/Popups/Render.php). */
export const popupsSettingsSchema = z.object( {
	ajaxUrl: z.string().check( z.minLength( 1 ) ),
	analyticsUrl: z.catch( z.string(), '' ),
	tracking: z.catch( z.boolean(), true ),
	debug: z.catch( z.boolean(), false ),
	page: z.catch(
		z.object( {
			types: z.catch( z.array( z.string() ), [] ),
			id: z.catch( z.number(), 0 ),
			postType: z.catch( z.string(), '' ),
			terms: z.catch(
				z.object( { product_cat: ids, product_tag: ids } ),
				{ product_cat: [], product_tag: [] }
			),
		} ),
		{
			types: [],
			id: 0,
			postType: '',
			terms: { product_cat: [], product_tag: [] },
		}
	),
} );

export type PopupsSettings = z.infer< typeof popupsSettingsSchema >;
