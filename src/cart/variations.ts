/**
 * WooCommerce's variation form on markup inserted after the page loaded
 * (quick view, quick shop): `$( form ).wc_variation_form()`.
 */
import { SELECTORS } from './constants';
import { jq } from '@runtime/wc-events';

/**
 * Starts the variation forms inside an element.
 *
 * @param root The inserted markup's container.
 * @return How many forms were started.
 */
export function startVariationForms( root: ParentNode ): number {
	const $ = jq();
	if ( ! $ || typeof $.fn?.wc_variation_form !== 'function' ) {
		return 0;
	}
	const forms = root.querySelectorAll( SELECTORS.variationForm );
	forms.forEach( ( form ) => {
		$( form ).wc_variation_form();
	} );
	return forms.length;
}
