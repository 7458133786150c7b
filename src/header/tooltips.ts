/**
 * Tooltips: one shared tooltip element shown on hover, focus or touch of any
 * [data-vitrina-tooltip] element; at 1024 px or less they are skipped except
 * for hint elements and review-likes items.
 */
import { ESCAPE, TOOLTIPS } from './constants';

export const TOOLTIP_SELECTOR = '[data-vitrina-tooltip], .vitrina-hint[title]';

/**
 * Whether an element shows its tooltip at a viewport width.
 *
 * @param el    The element.
 * @param width Viewport width in px.
 */
export function tooltipAllowed( el: Element, width: number ): boolean {
	return width > TOOLTIPS.offBelow || el.matches( TOOLTIPS.alwaysSelector );
}

const textOf = ( el: Element ): string => {
	const text = el.getAttribute( 'data-vitrina-tooltip' );
	if ( text ) {
		return text;
	}
	const title = el.getAttribute( 'title' );
	if ( title ) {
		// Keep the text, drop the browser's own tooltip.
		el.setAttribute( 'data-vitrina-tooltip', title );
		el.removeAttribute( 'title' );
		return title;
	}
	return el.getAttribute( 'aria-label' ) ?? '';
};

/**
 * Binds tooltips on a document.
 *
 * @param doc The document.
 * @return A function that unbinds them.
 */
export function initTooltips( doc: Document = document ): () => void {
	const tip = doc.createElement( 'div' );
	tip.className = 'vitrina-tooltip';
	tip.id = 'vitrina-tooltip';
	tip.setAttribute( 'role', 'tooltip' );
	tip.hidden = true;
	doc.body.appendChild( tip );
	let current: Element | null = null;

	const hide = () => {
		if ( current ) {
			current.removeAttribute( 'aria-describedby' );
		}
		current = null;
		tip.hidden = true;
	};

	const show = ( target: EventTarget | null ) => {
		const el =
			target instanceof Element
				? target.closest( TOOLTIP_SELECTOR )
				: null;
		if ( ! el || el === current ) {
			return;
		}
		hide();
		const text = textOf( el );
		if ( ! text || ! tooltipAllowed( el, window.innerWidth ) ) {
			return;
		}
		current = el;
		tip.textContent = text;
		tip.hidden = false;
		el.setAttribute( 'aria-describedby', tip.id );
		const box = el.getBoundingClientRect();
		tip.style.left = `${ box.left + box.width / 2 + window.scrollX }px`;
		tip.style.top = `${ box.top + window.scrollY }px`;
	};

	const onOver = ( event: Event ) => show( event.target );
	const onOut = ( event: Event ) => {
		const related = ( event as MouseEvent ).relatedTarget;
		if (
			current &&
			! ( related instanceof Node && current.contains( related ) )
		) {
			hide();
		}
	};
	const onTouch = ( event: Event ) => {
		const el =
			event.target instanceof Element
				? event.target.closest( TOOLTIP_SELECTOR )
				: null;
		if ( el ) {
			show( el );
		} else {
			hide();
		}
	};
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === ESCAPE ) {
			hide();
		}
	};

	// One signal removes every listener below.
	const listening = new AbortController();
	const { signal } = listening;
	doc.addEventListener( 'mouseover', onOver, { signal } );
	doc.addEventListener( 'mouseout', onOut, { signal } );
	doc.addEventListener( 'focusin', onOver, { signal } );
	doc.addEventListener( 'focusout', onOut, { signal } );
	doc.addEventListener( 'touchstart', onTouch, { passive: true, signal } );
	doc.addEventListener( 'keydown', onKey, { signal } );
	window.addEventListener( 'scroll', hide, { passive: true, signal } );
	return () => {
		hide();
		tip.remove();
		listening.abort();
	};
}
