/**
 * The runtime: what every island shares, built once (build/runtime/index.js,
 * script handle `vitrina-runtime`, `window.vitrina.runtime`) and loaded once
 * per page before the islands that depend on it. Islands import its modules
 * as `@runtime/<module>`; the build turns those imports into this one script
 * (webpack.config.js), so shared state (the shopper's state, the island
 * registry) exists once per page. The standalone delivery loader and frame
 * bundle the modules they use instead (they run outside the shop's pages).
 *
 * React is not in the runtime (most islands are plain TypeScript): the few
 * React islands use `@runtime/react`, bundled with them.
 */
import { onReady } from './ready';
import { loadWaitingIslands } from './island';
import { visitorMayHavePersonalState } from './personal';
import { recordView, viewedProduct } from './recent';
import { loadState } from './state';
import { keepQuantitiesAtLeastMin, submitOrderingOnChange } from './wc-general';

export * from './checks';
export * from './consent';
export * from './cookies';
export * from './html';
export * from './i18n';
export * from './http';
export * from './island';
export * from './motion';
export * from './personal';
export * from './recent';
export * from './ready';
export * from './settings';
export * from './state';
export * from './storage';
export * from './wc-events';
export * from './wc-general';

submitOrderingOnChange();

// A product page's product, remembered as recently viewed at once, whether
// or not the lists island runs on the page.
const viewed = viewedProduct();
if ( viewed ) {
	recordView( viewed );
}

onReady( () => {
	keepQuantitiesAtLeastMin();
	loadWaitingIslands();
	// A visitor with nothing personal: the state is known empty without a
	// request (the islands that show it may wait for their first use), and
	// the page says so (`data-vitrina-state="local"`).
	if ( ! visitorMayHavePersonalState() ) {
		void loadState();
	}
} );
