/**
 * The widget's part of the delivery island (a chunk the island's entry,
 * ../index.ts, loads where a widget or the block cart's rate is on the page):
 * the classic checkout, WooCommerce's Checkout and Cart blocks, and the
 * block on any page. It needs the loader (`window.VitrinaCartWidget`, a
 * script dependency on the checkout, kept on demand elsewhere: never
 * imported, ../contract/widget.ts) and WordPress's jQuery for WooCommerce's
 * events.
 */
import { loadOnDemand } from '@runtime/island';
import { scrollToY } from '@runtime/motion';
import { readSettings } from '@runtime/settings';
import {
	configSchema,
	type DeliverySelection,
	type PageConfig,
} from './config';
import { CheckoutIntegration } from './checkout';
import { showsWidget } from './page';
import { startStandalone } from './standalone';
import {
	blockAddresses,
	blockRecipient,
	placeInCheckoutBlock,
	whenCartLoaded,
	watchBlockRate,
	watchCheckoutError,
	watchSeenPrice,
	type WpDataLike,
} from './block-checkout';
import {
	BLOCK_CART_UPDATE_NAMESPACE,
	BLOCK_CHECKOUT_UNCHOSEN_CLASS,
	CHECKOUT_SCROLL_DURATION,
	CHECKOUT_SCROLL_OFFSET,
	LOADER_ON_DEMAND,
	WC_SELECTORS,
} from './constants';
import { ISLAND } from '../contract/constants';
import type { WidgetConstructor } from '../contract/widget';

/** Whether the block's chosen rate is ours, and a delivery is chosen. */
interface ChosenState {
	rate: boolean;
	selection: boolean;
}

/**
 * Starts the widget on the checkout or cart page (the cart page's own work
 * is the entry's: ./cart.ts).
 *
 * @param config The island's checked settings.
 */
export function main( config: PageConfig ): CheckoutIntegration | null {
	const $ = window.jQuery;
	if ( ! $ ) {
		return null;
	}
	const Widget = ( window as { VitrinaCartWidget?: WidgetConstructor } )
		.VitrinaCartWidget;
	// WooCommerce's Cart and Checkout blocks call our rate "Free" while it
	// costs 0, i.e. until a delivery is chosen: its price is hidden until then.
	const data = window.wp?.data;
	const state: ChosenState = { rate: false, selection: !! config.SELECTION };
	const mark = () =>
		document.body.classList.toggle(
			BLOCK_CHECKOUT_UNCHOSEN_CLASS,
			state.rate && ! state.selection
		);
	if ( config.PAGE === 'cart' ) {
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
		// The block on any other page (or the cart), or the widget in
		// WooCommerce's Checkout block: shown there while our rate is chosen.
		// On the Checkout block, the shipping address comes from the choice
		// while our rate is chosen; the shopper's own comes back without it.
		if ( config.PAGE === 'checkout' ) {
			// Once the block has drawn its form and holds the cart (the
			// recipient starts as its fields have it).
			void placeInCheckoutBlock()
				.then( () => ( data ? whenCartLoaded( data ) : undefined ) )
				.then( () =>
					startInBlock( config, Widget, data, state, mark )
				);
			return null;
		}
		startInBlock( config, Widget, data, state, mark );
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

/**
 * The widget of the block (any page) or of WooCommerce's Checkout block.
 *
 * @param config The island's checked settings.
 * @param Widget The widget's class.
 * @param data   `wp.data`, where the page has it.
 * @param state  Whether our rate and a delivery are chosen (changed here).
 * @param mark   Marks the page with them.
 */
function startInBlock(
	config: PageConfig,
	Widget: WidgetConstructor,
	data: WpDataLike | undefined,
	state: ChosenState,
	mark: () => void
): void {
	const addresses =
		config.PAGE === 'checkout' && data ? blockAddresses( data ) : null;
	let current: DeliverySelection | null = null;
	const followAddress = () => {
		if ( current && state.rate ) {
			addresses?.fill( current );
		} else {
			addresses?.restore();
		}
	};
	const block = startStandalone( config, {
		Widget,
		// On the Checkout block the recipient starts as its fields have it.
		recipient:
			config.PAGE === 'checkout' && data
				? () => blockRecipient( data )
				: undefined,
		onSelection: ( selection ) => {
			current = selection;
			state.selection = !! selection;
			mark();
			followAddress();
		},
	} );
	if ( block && config.PAGE === 'checkout' && data ) {
		watchBlockRate( data, config.METHOD_ID, ( chosen ) => {
			block.hidden = ! chosen;
			state.rate = chosen;
			mark();
			followAddress();
		} );
		// The price the shopper sees goes with "Place order" (a changed
		// one is refused once and shown, as on the classic checkout).
		watchSeenPrice( data, config.METHOD_ID, BLOCK_CART_UPDATE_NAMESPACE );
		// An order refused for want of a delivery: to the widget, as on
		// the classic checkout (80 px above it, 500 ms).
		watchCheckoutError( data, () => {
			if ( state.rate && ! state.selection ) {
				// Aimed at each frame: the block draws its notice above.
				void scrollToY(
					() =>
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
}

/**
 * Reads the island's whole settings, brings the loader where the page keeps
 * it for later, and starts.
 */
export async function start(): Promise< CheckoutIntegration | null > {
	const config = readSettings( ISLAND, configSchema );
	if ( ! config ) {
		return null;
	}
	// The Cart block's rate is followed without a widget, nor its loader.
	if ( showsWidget( config ) ) {
		await loadOnDemand( LOADER_ON_DEMAND );
	}
	return main( config );
}
