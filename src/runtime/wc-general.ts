/**
 * What WooCommerce's general script (assets/js/frontend/woocommerce.js) does
 * on the pages Vitrina leaves it out of (includes/Assets/WooCommerceScript.php:
 * a guest's catalogue, content and product pages): the runtime does it
 * there, and leaves it to the script where the script is on the page (its
 * `woocommerce_params` printed with it).
 */

/** WooCommerce's sort select. */
export const ORDERING_SELECT = '.woocommerce-ordering select.orderby';

/** The quantity fields of product forms (not the cart table's). */
export const QUANTITY_INPUT = 'input.qty:not(.product-quantity input.qty)';

/** Whether WooCommerce's general script is on the page. */
const generalScriptHere = (): boolean => 'woocommerce_params' in window;

/**
 * The catalogue's sort order (WooCommerce's `.woocommerce-ordering` form, on
 * the classic and the block templates) is submitted as soon as the shopper
 * picks one.
 *
 * @param doc The document.
 */
export function submitOrderingOnChange( doc: Document = document ): void {
	doc.addEventListener( 'change', ( event ) => {
		const select = ( event.target as Element | null )?.closest?.(
			ORDERING_SELECT
		);
		const form = select?.closest( 'form' );
		if ( ! form || generalScriptHere() ) {
			return;
		}
		form.requestSubmit();
	} );
}

/**
 * A product form's quantity that shows less than its minimum (a value the
 * browser restored, a theme's template) is raised to it, as WooCommerce's
 * script does once the page is ready.
 *
 * @param doc The document.
 */
export function keepQuantitiesAtLeastMin( doc: Document = document ): void {
	if ( generalScriptHere() ) {
		return;
	}
	doc.querySelectorAll< HTMLInputElement >( QUANTITY_INPUT ).forEach(
		( input ) => {
			const min = parseFloat( input.min );
			if ( min >= 0 && parseFloat( input.value ) < min ) {
				input.value = String( min );
			}
		}
	);
}
