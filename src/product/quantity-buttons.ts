/**
 * The minus and plus buttons beside quantity fields (the product page's own
 * buttons only: the side cart's quantity control, [data-vitrina-qty], has
 * its own handler). A click handled once is not handled again higher up
 * (quick view's popup on a product page has both).
 */
import { changed } from '@runtime/wc-events';
import { stepQuantity } from './quantity';

/**
 * Handles the buttons' clicks under a root.
 *
 * @param root Where the buttons are.
 */
export function bindQuantity( root: Document | HTMLElement ): void {
	root.addEventListener( 'click', ( event ) => {
		const button = (
			event.target as Element | null
		 )?.closest< HTMLElement >( 'button[data-vitrina-qty-step]' );
		if ( ! button || event.defaultPrevented ) {
			return;
		}
		const input = button.parentElement?.querySelector< HTMLInputElement >(
			'input.qty, input[type="number"]'
		);
		if ( ! input || input.disabled || input.readOnly ) {
			return;
		}
		event.preventDefault();
		const direction =
			button.dataset.vitrinaQtyStep === 'plus' ? 'plus' : 'minus';
		const next = stepQuantity(
			{
				value: input.value,
				step: input.getAttribute( 'step' ),
				min: input.getAttribute( 'min' ),
				max: input.getAttribute( 'max' ),
			},
			direction
		);
		if ( next !== input.value ) {
			input.value = next;
			changed( input );
		}
	} );
}
