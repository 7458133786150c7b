/**
 * Quantity inputs below their min are raised to the min (§5).
 */
import { WC_SELECTORS } from './constants';

/**
 * @param root The page.
 * @return How many inputs were raised.
 */
export function raiseQuantities( root: ParentNode ): number {
	let raised = 0;
	root.querySelectorAll< HTMLInputElement >( WC_SELECTORS.quantity ).forEach(
		( input ) => {
			const min = parseFloat( input.min );
			const value = parseFloat( input.value );
			if (
				Number.isFinite( min ) &&
				Number.isFinite( value ) &&
				value < min
			) {
				input.value = String( min );
				raised++;
			}
		}
	);
	return raised;
}
