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
	messages: z.object( {
		i18n_no_matching_variations_text: z.string(),
		i18n_make_a_selection_text: z.string(),
		i18n_unavailable_text: z.string(),
		i18n_reset_alert_text: z.string(),
	} ),
} );

export type ProductSettings = z.infer< typeof productSettingsSchema >;
export type VariationMessages = ProductSettings[ 'messages' ];
