import { fields, isBoolean, isCount, isString, oneOf } from '@runtime/checks';

const THUMBS = [ 'left', 'bottom', 'grid', 'without' ] as const;

/** The product island's server settings (see includes/Product). */
export interface ProductSettings {
	ajaxUrl: string;
	wcAjaxUrl: string;
	thumbsPosition: ( typeof THUMBS )[ number ];
	thumbsPerView: number;
	autoplay: boolean;
	autoHeight: boolean;
	lightbox: boolean;
	captions: boolean;
	swatches: boolean;
	ratingRequired: boolean;
	ratingAction: string;
}

/**
 * The product island's settings, checked without zod (a product page's first
 * view loads none): null when one is missing or of the wrong type; the
 * thumbnails' place and count fall back to bottom and 2.
 *
 * @param raw The printed settings.
 */
export function checkProductSettings( raw: unknown ): ProductSettings | null {
	const settings = fields( raw, {
		ajaxUrl: isString,
		wcAjaxUrl: isString,
		autoplay: isBoolean,
		autoHeight: isBoolean,
		lightbox: isBoolean,
		captions: isBoolean,
		swatches: isBoolean,
		ratingRequired: isBoolean,
		ratingAction: isString,
	} );
	if ( ! settings ) {
		return null;
	}
	const { thumbsPosition, thumbsPerView } = raw as Record< string, unknown >;
	return {
		...settings,
		thumbsPosition: oneOf( THUMBS )( thumbsPosition )
			? thumbsPosition
			: 'bottom',
		thumbsPerView:
			isCount( thumbsPerView ) && thumbsPerView > 0 ? thumbsPerView : 2,
	};
}

/** The variation form's messages (WooCommerce's wc_add_to_cart_variation_params). */
export interface VariationMessages {
	i18n_no_matching_variations_text: string;
	i18n_make_a_selection_text: string;
	i18n_unavailable_text: string;
	i18n_reset_alert_text: string;
}
