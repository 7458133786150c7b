/**
 * The widget placed by the block on any other page: created from the page
 * configuration; a confirmed selection is saved to the shopper's session
 * (so that checkout uses it) and summarised with a change link.
 */
import type { DeliverySelection, PageConfig } from './config';
import type { SetDeliveryAnswer } from './summary';
import {
	BLOCK_CART_UPDATE_NAMESPACE,
	CHECKOUT_SUBMITTED_CLASS,
	CHECKOUT_SUMMARY_CLASS,
} from './constants';
import { postDelivery, SaveQueue, widgetParams } from './checkout';
import type { WidgetConstructor, WidgetInstance } from '../contract/widget';
import { renderSummary, showSummaryLines } from './summary';
import type { Recipient } from './block-checkout';

export interface StandaloneDeps {
	Widget: WidgetConstructor;
	doc?: Document;
	/** The block checkout's cart update (`wc.blocksCheckout.extensionCartUpdate`). */
	cartUpdate?: BlockCartUpdate;
	/** Told the choice at the start and at each change (null: none). */
	onSelection?: ( selection: DeliverySelection | null ) => void;
	/** The recipient the widget starts with (the Checkout block's fields). */
	recipient?: () => Recipient;
}

export type BlockCartUpdate = ( args: {
	namespace: string;
	data: Record< string, unknown >;
} ) => unknown;

declare global {
	interface Window {
		wc?: { blocksCheckout?: { extensionCartUpdate?: unknown } };
	}
}

/**
 * The block checkout's cart update, where the page has the block checkout.
 *
 * @param win The window.
 */
export function blockCartUpdate(
	win: Window = window
): BlockCartUpdate | null {
	const update = win.wc?.blocksCheckout?.extensionCartUpdate;
	return typeof update === 'function' ? ( update as BlockCartUpdate ) : null;
}

/**
 * Saves (or clears) the choice; on the block checkout, then asks for a fresh
 * cart so that its shipping rate follows the choice.
 *
 * @param config     The page configuration.
 * @param selection  The choice, or null.
 * @param cartUpdate The block checkout's cart update (does nothing elsewhere).
 * @param saves      The page's saves, one at a time and in order.
 * @param onSaved    Told the shop's answer (its summary) once it took the save.
 */
async function save(
	config: PageConfig,
	selection: DeliverySelection | null,
	cartUpdate: BlockCartUpdate,
	saves: SaveQueue,
	onSaved: ( answer: SetDeliveryAnswer ) => void = () => {}
): Promise< void > {
	if (
		! ( await saves.save( async () => {
			const answer = await postDelivery( config, selection );
			if ( answer ) {
				onSaved( answer );
			}
			return answer !== null;
		} ) )
	) {
		return;
	}
	try {
		await cartUpdate( {
			namespace: BLOCK_CART_UPDATE_NAMESPACE,
			data: {},
		} );
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( 'Vitrina: the checkout could not be refreshed', error );
	}
}

/**
 * @param config The page configuration.
 * @param deps   The widget class, the document, the cart update and the
 *               choice listener.
 * @return The widget's block, or null when the page has none.
 */
export function startStandalone(
	config: PageConfig,
	deps: StandaloneDeps
): HTMLElement | null {
	const doc = deps.doc ?? document;
	// Looked up when needed: WooCommerce's block scripts may come later.
	const cartUpdate: BlockCartUpdate = ( args ) => {
		const update =
			deps.cartUpdate ??
			( doc.defaultView ? blockCartUpdate( doc.defaultView ) : null );
		return update ? update( args ) : undefined;
	};
	const block = doc.getElementById( config.BLOCK_ID );
	const element = doc.getElementById( config.ELEMENT_ID );
	if ( ! block || ! element ) {
		return null;
	}
	const summary = doc.createElement( 'div' );
	summary.className = CHECKOUT_SUMMARY_CLASS;
	summary.hidden = true;
	block.append( summary );
	block.hidden = false;

	let widget: WidgetInstance | null = null;
	const saves = new SaveQueue();
	let selection = ( config.SELECTION as DeliverySelection | null ) ?? null;
	// The shop's summary of the choice: from the page for a kept choice, from
	// the set-delivery answer for a new one.
	let lines = selection ? config.SUMMARY : [];

	const showWidget = () => {
		block.classList.remove( CHECKOUT_SUBMITTED_CLASS );
		summary.hidden = true;
		element.hidden = false;
		if ( ! widget ) {
			const recipient = deps.recipient?.();
			widget = new deps.Widget(
				config.ELEMENT_ID,
				widgetParams(
					config,
					recipient?.phone,
					recipient?.name,
					recipient?.email
				)
			);
			widget.on( 'select', ( data: unknown ) => {
				if ( data && typeof data === 'object' ) {
					const chosen = data as DeliverySelection;
					selection = chosen;
					lines = [];
					deps.onSelection?.( chosen );
					showSelected();
					void save(
						config,
						chosen,
						cartUpdate,
						saves,
						( answer ) => {
							if ( selection === chosen ) {
								lines = answer.summary;
								showSummaryLines( summary, lines );
							}
						}
					);
				}
			} );
		}
	};
	const showSelected = () => {
		block.classList.add( CHECKOUT_SUBMITTED_CLASS );
		element.hidden = true;
		renderSummary( summary, lines, config.MESSAGES, () => {
			selection = null;
			lines = [];
			deps.onSelection?.( null );
			widget?.destruct();
			widget = null;
			showWidget();
			void save( config, null, cartUpdate, saves );
		} );
	};

	deps.onSelection?.( selection );
	if ( selection ) {
		showSelected();
	} else {
		showWidget();
	}
	return block;
}
