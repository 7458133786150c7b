/**
 * The summary of the confirmed delivery as the shop renders it
 * (`Selection::summary_lines()` in PHP): label/value pairs that come with
 * the set-delivery answer and, for a delivery kept from before, with the page
 * configuration (`SUMMARY`). The page only shows them, as text.
 */
import { z } from 'zod/mini';
import {
	CHECKOUT_CHANGE_LINK_CLASS,
	CHECKOUT_SUMMARY_CLASS,
} from './constants';

/** The shop's summary: one line per fact, in the shop's language. */
export const summaryLinesSchema = z.array(
	z.object( {
		label: z.string(),
		value: z.string(),
	} )
);

export type SummaryLines = z.infer< typeof summaryLinesSchema >;

/** The set-delivery answer: ok, with the summary of what the shop kept. */
export const setDeliveryAnswerSchema = z.object( {
	status: z.literal( 'ok' ),
	summary: summaryLinesSchema,
} );

export type SetDeliveryAnswer = z.infer< typeof setDeliveryAnswerSchema >;

/** The texts around the summary (the page configuration's MESSAGES). */
export interface SummaryTexts {
	chosenDelivery?: string;
	changeDelivery?: string;
}

/**
 * Renders the summary with a 'change delivery' link into a container. The
 * lines may be empty while the shop has not answered yet.
 *
 * @param container The summary element.
 * @param lines     The shop's summary lines.
 * @param texts     The title and the link's text.
 * @param onChange  Called when the shopper clicks the link.
 */
export function renderSummary(
	container: HTMLElement,
	lines: SummaryLines,
	texts: SummaryTexts,
	onChange: () => void
): void {
	const doc = container.ownerDocument;
	container.replaceChildren();
	container.classList.add( CHECKOUT_SUMMARY_CLASS );
	const title = doc.createElement( 'strong' );
	title.className = `${ CHECKOUT_SUMMARY_CLASS }-title`;
	title.textContent = texts.chosenDelivery ?? '';
	container.append( title );
	const list = doc.createElement( 'ul' );
	list.setAttribute( 'aria-live', 'polite' );
	container.append( list );
	showSummaryLines( container, lines );
	const link = doc.createElement( 'a' );
	link.href = '#';
	link.className = CHECKOUT_CHANGE_LINK_CLASS;
	link.setAttribute( 'role', 'button' );
	link.textContent = texts.changeDelivery || 'Change delivery';
	link.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		onChange();
	} );
	container.append( link );
	container.hidden = false;
}

/**
 * Puts the shop's lines into a rendered summary (text nodes only).
 *
 * @param container The summary element (rendered by renderSummary).
 * @param lines     The shop's summary lines.
 */
export function showSummaryLines(
	container: HTMLElement,
	lines: SummaryLines
): void {
	const list = container.querySelector( 'ul' );
	if ( ! list ) {
		return;
	}
	const doc = container.ownerDocument;
	list.replaceChildren(
		...lines
			.filter( ( line ) => line.value !== '' )
			.map( ( line ) => {
				const item = doc.createElement( 'li' );
				item.textContent = line.label
					? `${ line.label }: ${ line.value }`
					: line.value;
				return item;
			} )
	);
}
