import { z } from 'zod/mini';

/** The island's page-wide settings (includes/Search/Forms.php). */
export const liveSearchSettingsSchema = z.object( {
	ajaxUrl: z.string().check( z.minLength( 1 ) ),
	action: z.string().check( z.minLength( 1 ) ),
	delay: z.number().check( z.int(), z.nonnegative() ),
	live: z.boolean(),
	homeUrl: z.string(),
} );

export type LiveSearchSettings = z.infer< typeof liveSearchSettingsSchema >;

export const categorySchema = z.object( {
	slug: z.string(),
	name: z.string(),
	depth: z.number().check( z.int(), z.nonnegative() ),
} );

export type Category = z.infer< typeof categorySchema >;

/** A form's settings, read from its markup (the mount container's props). */
export const formPropsSchema = z.object( {
	id: z.string().check( z.minLength( 1 ) ),
	place: z.string(),
	/** The search landmark's name (one per place on a page). */
	label: z.string(),
	style: z.enum( [ 'dropdown', 'full-screen' ] ),
	count: z.number().check( z.int(), z.positive() ),
	thumbnail: z.boolean(),
	price: z.boolean(),
	sku: z.boolean(),
	symbols_count: z.number().check( z.int(), z.positive() ),
	post_type: z.string(),
	product_cat: z.string(),
	categories: z.array( categorySchema ),
	padding: z.boolean(),
	live: z.boolean(),
} );

export type FormProps = z.infer< typeof formPropsSchema >;
