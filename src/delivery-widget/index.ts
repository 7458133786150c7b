/**
 * The checkout-page and cart-page script of the delivery widget (the island
 * entry). It needs the loader (`window.VitrinaCartWidget`, a script
 * dependency) and WordPress's jQuery for WooCommerce's events.
 */
import { readSettings } from '@shared/settings';
import { scrollToY } from '@shared/motion';
import { configSchema } from './config';
import { CheckoutIntegration, type JQueryLike } from './checkout';
import { startCart } from './cart';
import { startStandalone } from './standalone';
import { watchBlockRate } from './block-checkout';
import { WC_SELECTORS } from './constants';
import type { VitrinaCartWidget } from './loader';

declare global {
	interface Window {
		jQuery?: JQueryLike;
	}
}

export function main(): CheckoutIntegration | null {
	const config = readSettings( 'delivery-widget', configSchema );
	const $ = window.jQuery;
	if ( ! config || ! $ ) {
		return null;
	}
	const Widget: typeof VitrinaCartWidget | undefined =
		window.VitrinaCartWidget;
	if ( config.PAGE === 'cart' ) {
		startCart( config, $ );
	}
	if ( ! Widget ) {
		return null;
	}
	if (
		config.PAGE !== 'checkout' ||
		! document.querySelector( WC_SELECTORS.form )
	) {
		// The block on any other page (or the cart), or the widget before
		// WooCommerce's Checkout block: shown there while our rate is chosen.
		const block = startStandalone( config, { Widget } );
		const data = window.wp?.data;
		if ( block && config.PAGE === 'checkout' && data ) {
			watchBlockRate( data, config.METHOD_ID, ( chosen ) => {
				block.hidden = ! chosen;
			} );
		}
		return null;
	}
	const integration = new CheckoutIntegration( config, {
		$,
		Widget,
		scrollTo: scrollToY,
	} );
	integration.start();
	return integration;
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => main() );
} else {
	main();
}
