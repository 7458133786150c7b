/**
 * Quick view's cart form as on the product page: the swatches and the
 * quantity's minus and plus buttons (printed by includes/Product/ProductPage
 * for the quick-view answer), driven by the product island's own code and
 * styled by its own rules.
 */
import { VariationForm } from '../product/variation-form';
import { SELECTORS } from './constants';
import './quick-view-controls.scss';

/** Handles the quantity buttons under a root (the popup, once). */
export { bindQuantity } from '../product/quantity-buttons';

/**
 * Starts the swatches of the variation forms of a loaded product (after
 * WooCommerce's variation form started on them).
 *
 * @param root The loaded markup's container.
 */
export function startQuickViewSwatches( root: ParentNode ): void {
	root.querySelectorAll< HTMLFormElement >( SELECTORS.variationForm ).forEach(
		( form ) => new VariationForm( form, {} ).init()
	);
}
