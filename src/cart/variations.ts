/**
 * WooCommerce's variation form on markup inserted after the page loaded
 * (quick view, quick shop): `$( form ).wc_variation_form()`. Its script
 * (wc-add-to-cart-variation with underscore and wp-util) is not loaded with
 * a catalogue page: it waits on demand (VARIATION_SCRIPTS) for the first
 * inserted variable product.
 */
import { SELECTORS, VARIATION_SCRIPTS } from './constants';
import { loadOnDemand } from '@runtime/island';
import { jq } from '@runtime/wc-events';

/**
 * Starts the variation forms inside an element, loading WooCommerce's
 * variation script first when the page kept it for later.
 *
 * @param root The inserted markup's container.
 * @return How many forms were started.
 */
export async function startVariationForms(
	root: ParentNode
): Promise< number > {
	const forms = root.querySelectorAll( SELECTORS.variationForm );
	if ( ! forms.length ) {
		return 0;
	}
	await loadOnDemand( VARIATION_SCRIPTS );
	const $ = jq();
	if ( ! $ || typeof $.fn?.wc_variation_form !== 'function' ) {
		return 0;
	}
	forms.forEach( ( form ) => {
		$( form ).wc_variation_form();
	} );
	return forms.length;
}
