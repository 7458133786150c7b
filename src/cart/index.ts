/**
 * The cart island: AJAX add to cart, the side panel and the popup after
 * adding, cart fragments, quick view and quick shop. Mounted on the markup
 * of includes/Cart (templates/cart/*); not loaded on the cart and checkout
 * pages, which keep WooCommerce's own scripts.
 */
import { defineIsland } from '@runtime/island';
import { startAddToCart } from './add-to-cart';
import { SELECTORS } from './constants';
import { CartFragments } from './fragments';
import { QuickView } from './quick-view';
import { startQuickShop } from './quick-shop';
import { cartSettingsSchema, type CartSettings } from './settings';
import { startSidePanel } from './side-panel';
import './styles';

defineIsland( 'cart', {
	settings: cartSettingsSchema,
	start,
} );

function start( settings: CartSettings ) {
	const fragments = new CartFragments( settings );
	const ctx = {
		settings,
		fragments,
		navigate: ( url: string ) => window.location.assign( url ),
	};
	const quickViewEl = document.querySelector< HTMLElement >(
		SELECTORS.quickView
	);
	// Before the panel: quick view closes before the panel opens after adding.
	if ( settings.quickView && quickViewEl ) {
		new QuickView(
			settings,
			quickViewEl,
			document.querySelector< HTMLElement >( SELECTORS.quickViewOverlay )
		).start();
	}
	if ( settings.quickShop ) {
		startQuickShop( settings );
	}
	startSidePanel( ctx );
	startAddToCart( ctx );
	void fragments.start();
}
