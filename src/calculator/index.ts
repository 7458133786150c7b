/**
 * The calculator island: on the cart page, WooCommerce's searchable country
 * and state lists of the shipping calculator, loaded with the calculator's
 * first use (includes/Calculator/Calculator.php keeps selectWoo out of the page
 * until then; its script and stylesheet come with this island, the
 * stylesheet applied before the island runs).
 */
import { defineIsland } from '@runtime/island';
import { jq, listen } from '@runtime/wc-events';
import { enhanceLists, LISTS_CHANGED, type CalculatorJquery } from './enhance';

defineIsland( 'calculator', {
	start() {
		const $ = jq() as unknown as CalculatorJquery | undefined;
		if ( ! $ ) {
			return;
		}
		const texts =
			( window as unknown as { wc_country_select_params?: object } )
				.wc_country_select_params ?? {};
		const enhance = () => enhanceLists( $, texts );
		// Bound now: the held click that opens the calculator comes next.
		listen( LISTS_CHANGED, enhance );
		enhance();
	},
} );
