/**
 * The catalogue's sort order (WooCommerce's `.woocommerce-ordering` form, on
 * the classic and the block templates) is submitted as soon as the shopper
 * picks one: WooCommerce's general script does that where it is on the page
 * (its `woocommerce_params` printed with it); on the pages Vitrina leaves it
 * out of (includes/Assets/WooCommerceScript.php), the runtime does.
 */

/** WooCommerce's sort select. */
export const ORDERING_SELECT = '.woocommerce-ordering select.orderby';

/**
 * Submits the sort form on a change of its select, unless WooCommerce's
 * general script is on the page to do it.
 *
 * @param doc The document.
 */
export function submitOrderingOnChange( doc: Document = document ): void {
	doc.addEventListener( 'change', ( event ) => {
		const select = ( event.target as Element | null )?.closest?.(
			ORDERING_SELECT
		);
		const form = select?.closest( 'form' );
		if ( ! form || 'woocommerce_params' in window ) {
			return;
		}
		form.requestSubmit();
	} );
}
