/**
 * The delivery island's definition, shared by its two builds: the index
 * (build/delivery/index.js), which loads the widget's part as a chunk only
 * where it follows (not on a classic cart page without the block), and
 * `page` (build/delivery/page.js), with the widget's part in it, for the
 * pages that always show a widget (the checkout, the block on a page: one
 * script, one request; includes/Delivery/WidgetPage.php chooses).
 *
 * It reads what page it is on and does the classic cart page's own work at
 * once (./checkout/cart.ts: no zod, no widget).
 */
import { defineIsland } from '@runtime/island';
import { startCart } from './checkout/cart';
import { CHECKOUT_METHOD_ID } from './checkout/constants';
import { needsWidget, pageOf } from './checkout/page';
import { ISLAND } from './contract/constants';
import type { CheckoutIntegration } from './checkout/checkout';
import './checkout/index.scss';

/** The widget's part (./checkout/main.ts). */
export interface WidgetPart {
	start: () => Promise< CheckoutIntegration | null >;
}

/**
 * Defines the island.
 *
 * @param widgetPart Brings the widget's part.
 */
export function defineDelivery( widgetPart: () => Promise< WidgetPart > ) {
	defineIsland( ISLAND, {
		settings: pageOf,
		start: ( page ) => {
			if ( page.PAGE === 'cart' && window.jQuery ) {
				startCart(
					{ METHOD_ID: page.METHOD_ID ?? CHECKOUT_METHOD_ID },
					window.jQuery
				);
			}
			if ( needsWidget( page ) ) {
				void widgetPart().then( ( widget ) => widget.start() );
			}
		},
	} );
}
