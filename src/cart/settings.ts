import { z } from 'zod/mini';

/** The cart island's server settings (includes/Cart/SideCart.php). */
export const cartSettingsSchema = z.object( {
	ajaxUrl: z.string().check( z.includes( '%%endpoint%%' ) ),
	cartUrl: z.string(),
	addToCartAction: z.enum( [ 'popup', 'widget', 'nothing' ] ),
	actionTimeout: z.number().check( z.nonnegative() ),
	ajaxAddToCart: z.boolean(),
	cartRedirectAfterAdd: z.boolean(),
	miniCartAutoClose: z.boolean(),
	quickView: z.boolean(),
	quickViewFix: z.boolean(),
	quickShop: z.boolean(),
	cartHashKey: z.string().check( z.minLength( 1 ) ),
	fragmentName: z.string().check( z.minLength( 1 ) ),
} );

export type CartSettings = z.infer< typeof cartSettingsSchema >;

/**
 * The address of a wc-ajax endpoint.
 *
 * @param settings The settings.
 * @param action   The endpoint.
 */
export const endpoint = (
	settings: Pick< CartSettings, 'ajaxUrl' >,
	action: string
): string => settings.ajaxUrl.replace( '%%endpoint%%', action );
