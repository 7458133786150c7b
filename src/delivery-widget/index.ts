/**
 * The checkout-page and cart-page script of the delivery widget (the island
 * entry). It needs the loader (`window.VitrinaCartWidget`, a script
 * dependency) and WordPress's jQuery for WooCommerce's events.
 */
import { onReady } from '@runtime/ready';
import { readSettings } from '@runtime/settings';
import { scrollToY } from '@runtime/motion';
import { configSchema } from './config';
import { CheckoutIntegration, type JQueryLike } from './checkout';
import { startCart } from './cart';
import { startStandalone } from './standalone';
import {
	fillBlockAddress,
	watchBlockRate,
	watchCheckoutError,
} from './block-checkout';
import {
	BLOCK_CHECKOUT_UNCHOSEN_CLASS,
	CHECKOUT_SCROLL_DURATION,
	CHECKOUT_SCROLL_OFFSET,
	WC_SELECTORS,
} from './constants';
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
	// WooCommerce's Cart and Checkout blocks call our rate "Free" while it
	// costs 0, i.e. until a delivery is chosen: its price is hidden until then.
	const data = window.wp?.data;
	const state = { rate: false, selection: !! config.SELECTION };
	const mark = () =>
		document.body.classList.toggle(
			BLOCK_CHECKOUT_UNCHOSEN_CLASS,
			state.rate && ! state.selection
		);
	if ( config.PAGE === 'cart' ) {
		startCart( config, $ );
		if ( data ) {
			watchBlockRate( data, config.METHOD_ID, ( chosen ) => {
				state.rate = chosen;
				mark();
			} );
		}
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
		const block = startStandalone( config, {
			Widget,
			onSelection: ( selection ) => {
				state.selection = !! selection;
				mark();
				// On the Checkout block, the address comes from the choice.
				if ( selection && config.PAGE === 'checkout' && data ) {
					fillBlockAddress( data, selection );
				}
			},
		} );
		if ( block && config.PAGE === 'checkout' && data ) {
			watchBlockRate( data, config.METHOD_ID, ( chosen ) => {
				block.hidden = ! chosen;
				state.rate = chosen;
				mark();
			} );
			// An order refused for want of a delivery: to the widget, as on
			// the classic checkout (80 px above it, 500 ms).
			watchCheckoutError( data, () => {
				if ( state.rate && ! state.selection ) {
					void scrollToY(
						Math.max(
							0,
							block.getBoundingClientRect().top +
								window.scrollY -
								CHECKOUT_SCROLL_OFFSET
						),
						CHECKOUT_SCROLL_DURATION
					);
				}
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

onReady( () => main() );
