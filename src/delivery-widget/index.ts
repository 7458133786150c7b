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
import { BLOCK_CHECKOUT_UNCHOSEN_CLASS, WC_SELECTORS } from './constants';
import './index.scss';
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
		// Until a delivery is chosen there, the block's price of our rate
		// ("Free") is hidden.
		const data = window.wp?.data;
		const onBlockCheckout = config.PAGE === 'checkout' && !! data;
		let rateChosen = false;
		let hasSelection = false;
		const mark = () =>
			document.body.classList.toggle(
				BLOCK_CHECKOUT_UNCHOSEN_CLASS,
				onBlockCheckout && rateChosen && ! hasSelection
			);
		const block = startStandalone( config, {
			Widget,
			onSelection: ( selection ) => {
				hasSelection = !! selection;
				mark();
			},
		} );
		if ( block && onBlockCheckout && data ) {
			watchBlockRate( data, config.METHOD_ID, ( chosen ) => {
				block.hidden = ! chosen;
				rateChosen = chosen;
				mark();
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
