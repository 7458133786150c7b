/**
 * The delivery island's entry (build/delivery/index.js) on the checkout and
 * cart pages and wherever the delivery block is: it reads what page it is
 * on, does the classic cart page's own work at once (./checkout/cart.ts:
 * no zod, no widget), and loads the widget's part (./checkout/main.ts, a
 * chunk) only where a widget or the block cart's rate is to follow: not on
 * a classic cart page without the block.
 */
import { defineIsland } from '@runtime/island';
import { startCart } from './checkout/cart';
import { CHECKOUT_METHOD_ID } from './checkout/constants';
import { needsWidget, pageOf } from './checkout/page';
import { ISLAND } from './contract/constants';
import './checkout/index.scss';

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
			void import(
				/* webpackChunkName: "delivery/widget" */ './checkout/main'
			).then( ( widget ) => widget.start() );
		}
	},
} );
