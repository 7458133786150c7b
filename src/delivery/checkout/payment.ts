/**
 * Payment-method filtering on choice of a delivery option (§4).
 */
import type { DeliverySelection, PageConfig } from './config';
import { WC_SELECTORS } from './constants';

export interface PaymentAvailability {
	cash: boolean;
	card: boolean;
}

export interface PaymentVisibility {
	/** Whether cash on delivery is shown. */
	cash: boolean;
	/** Whether the separate card-on-delivery method is shown. */
	card: boolean;
}

/**
 * Cash and card availability of a selection: the delivery's flags, and the
 * point's too when there is a point.
 *
 * @param selection The selection.
 * @return What is allowed.
 */
export function availability(
	selection: DeliverySelection
): PaymentAvailability {
	const delivery = selection.delivery ?? {};
	let cash = delivery.cashPaymentAvailable === true;
	let card = delivery.cardPaymentAvailable === true;
	if ( delivery.point ) {
		cash = cash && delivery.point.cashPaymentAvailable === true;
		card = card && delivery.point.cardPaymentAvailable === true;
	}
	return { cash, card };
}

/**
 * The rules of §4:
 * - with no delivery chosen, both are shown;
 * - cash on delivery is hidden if the option allows no cash payment;
 * - a separate card method is hidden when card payment is not allowed;
 * - with no card method, cash is hidden only when neither is allowed.
 *
 * @param allowed       What the chosen option allows, or null when none is chosen.
 * @param hasCardMethod Whether a separate card-on-delivery method exists.
 * @return What to show.
 */
export function paymentVisibility(
	allowed: PaymentAvailability | null,
	hasCardMethod: boolean
): PaymentVisibility {
	if ( ! allowed ) {
		return { cash: true, card: true };
	}
	if ( hasCardMethod ) {
		return { cash: allowed.cash, card: allowed.card };
	}
	return { cash: allowed.cash || allowed.card, card: true };
}

const itemOf = ( root: ParentNode, id: string ): HTMLElement | null => {
	if ( ! id ) {
		return null;
	}
	const input = Array.from(
		root.querySelectorAll< HTMLInputElement >( WC_SELECTORS.paymentInput )
	).find( ( item ) => item.value === id );
	return (
		input?.closest< HTMLElement >( 'li' ) ??
		root.querySelector< HTMLElement >( `li.payment_method_${ id }` )
	);
};

const isShown = ( item: HTMLElement ): boolean =>
	item.style.display !== 'none' && ! item.hidden;

/**
 * Shows or hides the cash and card methods on the page; if the selected
 * method became hidden, clicks the first visible one. Nothing is done when
 * the product list is empty.
 *
 * @param root      The page (the payment list is re-rendered on each checkout update).
 * @param config    The page configuration.
 * @param selection The confirmed selection, or null.
 * @return What is shown, or null when nothing was done.
 */
export function filterPayments(
	root: ParentNode,
	config: Pick<
		PageConfig,
		'PRODUCTS' | 'PAY_METHOD_WITH_COD' | 'PAY_METHOD_WITH_COD_CARD'
	>,
	selection: DeliverySelection | null
): PaymentVisibility | null {
	if ( ! config.PRODUCTS.length ) {
		return null;
	}
	const cashItem = itemOf( root, config.PAY_METHOD_WITH_COD );
	const cardItem = itemOf( root, config.PAY_METHOD_WITH_COD_CARD );
	const visibility = paymentVisibility(
		selection ? availability( selection ) : null,
		!! cardItem
	);
	if ( cashItem ) {
		cashItem.style.display = visibility.cash ? '' : 'none';
	}
	if ( cardItem ) {
		cardItem.style.display = visibility.card ? '' : 'none';
	}
	const inputs = Array.from(
		root.querySelectorAll< HTMLInputElement >( WC_SELECTORS.paymentInput )
	);
	const checked = inputs.find( ( input ) => input.checked );
	const checkedItem = checked?.closest< HTMLElement >( 'li' );
	if ( checked && checkedItem && ! isShown( checkedItem ) ) {
		const first = inputs.find( ( input ) => {
			const item = input.closest< HTMLElement >( 'li' );
			return ! item || isShown( item );
		} );
		first?.click();
	}
	return visibility;
}

/**
 * The payment method chosen on the page, or ''.
 *
 * @param root The page.
 * @return The gateway id.
 */
export function chosenPayment( root: ParentNode ): string {
	const checked = root.querySelector< HTMLInputElement >(
		`${ WC_SELECTORS.paymentInput }:checked`
	);
	return checked?.value ?? '';
}
