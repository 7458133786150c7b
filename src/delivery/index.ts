/**
 * The delivery island's entry (build/delivery/index.js) on the cart page and
 * wherever the Cart block may need the widget's part: that part
 * (./checkout/main.ts) is a chunk, loaded only where a widget or the block
 * cart's rate is to follow (./island.ts).
 */
import { defineDelivery } from './island';

defineDelivery(
	() => import( /* webpackChunkName: "delivery/widget" */ './checkout/main' )
);
