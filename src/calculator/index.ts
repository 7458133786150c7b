/**
 * The calculator island: on the cart page, WooCommerce's searchable country
 * and state lists of the shipping calculator, loaded with the calculator's
 * first use (includes/Calculator/Calculator.php keeps selectWoo out of the page
 * until then; its script comes with this island, its stylesheet is added
 * here).
 */
import { defineIsland } from '@runtime/island';
import { fields, isString } from '@runtime/checks';
import { jq, listen } from '@runtime/wc-events';
import { enhanceLists, LISTS_CHANGED, type CalculatorJquery } from './enhance';

interface CalculatorSettings {
	/** selectWoo's stylesheet, as WooCommerce registered it. */
	style: string;
}

/**
 * Adds a stylesheet once; resolves when it applies (or failed: the lists
 * work unstyled).
 *
 * @param href The stylesheet's address.
 */
const addStyle = ( href: string ): Promise< void > =>
	new Promise( ( resolve ) => {
		if ( ! href ) {
			resolve();
			return;
		}
		const link = document.createElement( 'link' );
		link.rel = 'stylesheet';
		link.href = href;
		link.addEventListener( 'load', () => resolve() );
		link.addEventListener( 'error', () => resolve() );
		document.head.appendChild( link );
	} );

defineIsland( 'calculator', {
	settings: ( raw ) =>
		fields< CalculatorSettings >( raw, { style: isString } ),
	start( settings ) {
		const $ = jq() as unknown as CalculatorJquery | undefined;
		if ( ! $ ) {
			return;
		}
		const texts =
			( window as unknown as { wc_country_select_params?: object } )
				.wc_country_select_params ?? {};
		const styled = addStyle( settings.style );
		const enhance = () =>
			void styled.then( () => enhanceLists( $, texts ) );
		// Bound now: the held click that opens the calculator comes next.
		listen( LISTS_CHANGED, enhance );
		enhance();
	},
} );
