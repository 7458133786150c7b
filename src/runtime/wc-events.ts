/**
 * WooCommerce's events (used by the cart and tracking islands) go through
 * jQuery on document.body, so that themes and other plugins listening with
 * jQuery keep working; without jQuery they are DOM events whose detail is the
 * argument list. WooCommerce Blocks' own events (`wc-blocks_added_to_cart`,
 * `wc-blocks_removed_from_cart`) are native DOM events only: listenDom().
 */

interface JQueryObject {
	trigger: ( name: string, args?: unknown[] ) => unknown;
	on: (
		name: string,
		handler: ( event: unknown, ...args: any[] ) => void
	) => unknown;
	each: ( callback: ( this: HTMLElement ) => void ) => unknown;
	find: ( selector: string ) => JQueryObject;
}

export interface JQueryStatic {
	( target: unknown ): JQueryObject & Record< string, any >;
	fn?: Record< string, unknown >;
}

/**
 * WordPress's jQuery, when the page has it.
 */
export const jq = (): JQueryStatic | undefined =>
	( window as unknown as { jQuery?: JQueryStatic } ).jQuery;

/**
 * An element as the handlers expect it: a jQuery object where jQuery is.
 *
 * @param el The element.
 */
export const wrap = ( el: Element | null ): unknown => {
	const $ = jq();
	return $ && el ? $( el ) : el;
};

/**
 * The listeners added while the page had no jQuery (a first view without
 * WooCommerce's jQuery scripts: jQuery may come later, with an island used
 * then), until it comes.
 */
const withoutJquery: Array< {
	el: Element;
	name: string;
	handler: ( ...args: unknown[] ) => void;
	native: ( event: Event ) => void;
} > = [];

/**
 * Once jQuery is on the page, the listeners added without it listen
 * through it instead: the events come through jQuery from then on (emit(),
 * and WooCommerce's jQuery scripts), and jQuery's handler hears the DOM's
 * events too, so the DOM listener goes (one call per event). Called by
 * emit() and listenOn(), and by the runtime once a waiting island's or
 * on-demand scripts ran.
 */
export function joinJquery(): void {
	const $ = jq();
	if ( ! $ ) {
		return;
	}
	for ( const { el, name, handler, native } of withoutJquery.splice( 0 ) ) {
		el.removeEventListener( name, native );
		$( el ).on( name, ( _event: unknown, ...args: unknown[] ) =>
			handler( ...args )
		);
	}
}

/**
 * Listens to an event on an element: WooCommerce's scripts trigger theirs
 * on the element with jQuery (the variation form's found_variation,
 * reset_data, …), which a DOM listener does not hear. Without jQuery on the
 * page, a DOM listener (the arguments in the event's detail) that moves to
 * jQuery once it comes (joinJquery()).
 *
 * @param el      The element.
 * @param name    The event.
 * @param handler Called with the event's arguments.
 */
export function listenOn(
	el: Element,
	name: string,
	handler: ( ...args: unknown[] ) => void
): void {
	joinJquery();
	const $ = jq();
	if ( $ ) {
		$( el ).on( name, ( _event: unknown, ...args: unknown[] ) =>
			handler( ...args )
		);
		return;
	}
	const native = ( event: Event ) => {
		const detail = ( event as CustomEvent ).detail;
		handler( ...( Array.isArray( detail ) ? detail : [] ) );
	};
	el.addEventListener( name, native );
	withoutJquery.push( { el, name, handler, native } );
}

/**
 * Tells a field's listeners (DOM and jQuery) that its value changed.
 *
 * @param el The field.
 */
export function changed( el: HTMLElement ): void {
	el.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	el.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

/**
 * Fires an event on document.body.
 *
 * @param name The event.
 * @param args Its arguments.
 */
export function emit( name: string, args: unknown[] = [] ): void {
	const $ = jq();
	joinJquery();
	if ( $ ) {
		$( document.body ).trigger( name, args );
		return;
	}
	document.body.dispatchEvent(
		new CustomEvent( name, { detail: args, bubbles: true } )
	);
}

/**
 * Listens to an event on document.body (listenOn()).
 *
 * @param name    The event.
 * @param handler Called with the event's arguments.
 */
export function listen(
	name: string,
	handler: ( ...args: unknown[] ) => void
): void {
	listenOn( document.body, name, handler );
}

/**
 * Listens to a native DOM event on document.body (WooCommerce Blocks'
 * `wc-blocks_*` events, which jQuery never carries).
 *
 * @param name    The event.
 * @param handler Called with the event's detail (undefined when it has none).
 */
export function listenDom(
	name: string,
	handler: ( detail: unknown ) => void
): void {
	document.body.addEventListener( name, ( event ) =>
		handler( ( event as CustomEvent< unknown > ).detail )
	);
}

/**
 * The element behind an event argument (a jQuery object or an element).
 *
 * @param value The argument.
 */
export function elementOf( value: unknown ): Element | null {
	if ( value instanceof Element ) {
		return value;
	}
	const first = ( value as { 0?: unknown } | null )?.[ 0 ];
	return first instanceof Element ? first : null;
}
