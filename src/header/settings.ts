import { z } from 'zod/mini';

/** The mobile menu's layouts (see includes/Header/Header.php). */
export const LAYOUTS = [ 'dropdown', 'drilldown', 'tab' ] as const;

/** The header island's server settings (see includes/Header/Header.php). */
export const headerSettingsSchema = z.object( {
	sticky: z.boolean(),
	stickyThreshold: z.number(),
	hideOnScroll: z.boolean(),
	mobileNav: z.enum( LAYOUTS ),
	tooltips: z.boolean(),
	lazy: z.boolean(),
	lazyOffset: z.number(),
	preloader: z.boolean(),
	/** The accessible name of dismiss links that have none (the coming-soon banner's). */
	dismissLabel: z.string(),
} );

export type HeaderSettings = z.infer< typeof headerSettingsSchema >;
