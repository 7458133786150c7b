import { z } from 'zod/mini';

/** The product island's server settings (see includes/Product). */
export const productSettingsSchema = z.object( {
	ajaxUrl: z.string(),
	wcAjaxUrl: z.string(),
	thumbsPosition: z.catch(
		z.enum( [ 'left', 'bottom', 'grid', 'without' ] ),
		'bottom'
	),
	thumbsPerView: z.catch( z.number().check( z.int(), z.positive() ), 2 ),
	autoplay: z.boolean(),
	autoHeight: z.boolean(),
	lightbox: z.boolean(),
	captions: z.boolean(),
	swatches: z.boolean(),
	ratingRequired: z.boolean(),
	ratingAction: z.string(),
} );

export type ProductSettings = z.infer< typeof productSettingsSchema >;

/** The variation form's messages (WooCommerce's wc_add_to_cart_variation_params). */
export interface VariationMessages {
	i18n_no_matching_variations_text: string;
	i18n_make_a_selection_text: string;
	i18n_unavailable_text: string;
	i18n_reset_alert_text: string;
}
