/**
 * The widget placed by the block on any other page: created from the page
 * configuration; a confirmed selection is saved to the shopper's session
 * (so that checkout uses it) and summarised with a change link.
 */
import type { DeliverySelection, PageConfig } from './config';
import { CHECKOUT_SUBMITTED_CLASS, CHECKOUT_SUMMARY_CLASS } from './constants';
import {
	postDelivery,
	widgetParams,
	type WidgetConstructor,
	type WidgetInstance,
} from './checkout';
import {
	DEFAULT_MESSAGES,
	renderSummary,
	type SummaryMessages,
} from './summary';

export interface StandaloneDeps {
	Widget: WidgetConstructor;
	fetch?: typeof window.fetch;
	doc?: Document;
}

/**
 * @param config The page configuration.
 * @param deps   The widget class, fetch, the document.
 * @return The widget's block, or null when the page has none.
 */
export function startStandalone(
	config: PageConfig,
	deps: StandaloneDeps
): HTMLElement | null {
	const doc = deps.doc ?? document;
	const fetchFn =
		deps.fetch ??
		( ( ...args: Parameters< typeof window.fetch > ) =>
			window.fetch( ...args ) );
	const block = doc.getElementById( config.BLOCK_ID );
	const element = doc.getElementById( config.ELEMENT_ID );
	if ( ! block || ! element ) {
		return null;
	}
	const messages: SummaryMessages = {
		...DEFAULT_MESSAGES[ config.LANG ],
		...( config.MESSAGES as Partial< SummaryMessages > ),
	};
	const summary = doc.createElement( 'div' );
	summary.className = CHECKOUT_SUMMARY_CLASS;
	summary.hidden = true;
	block.append( summary );
	block.hidden = false;

	let widget: WidgetInstance | null = null;
	let selection = ( config.SELECTION as DeliverySelection | null ) ?? null;

	const showWidget = () => {
		block.classList.remove( CHECKOUT_SUBMITTED_CLASS );
		summary.hidden = true;
		element.hidden = false;
		if ( ! widget ) {
			widget = new deps.Widget(
				config.ELEMENT_ID,
				widgetParams( config )
			);
			widget.on( 'select', ( data: unknown ) => {
				if ( data && typeof data === 'object' ) {
					selection = data as DeliverySelection;
					showSelected( selection );
					void postDelivery( fetchFn, config, selection );
				}
			} );
		}
	};
	const showSelected = ( chosen: DeliverySelection ) => {
		block.classList.add( CHECKOUT_SUBMITTED_CLASS );
		element.hidden = true;
		renderSummary( summary, chosen, config.LANG, messages, () => {
			selection = null;
			widget?.destruct();
			widget = null;
			showWidget();
			void postDelivery( fetchFn, config, null );
		} );
	};

	if ( selection ) {
		showSelected( selection );
	} else {
		showWidget();
	}
	return block;
}
