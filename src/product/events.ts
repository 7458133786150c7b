/**
 * WooCommerce's scripts speak jQuery events (found_variation, reset_data,
 * …), which native listeners do not see. These helpers use jQuery when the
 * page has it, and plain DOM events (with the arguments in `detail`)
 * otherwise.
 */

type Handler = ( ...args: unknown[] ) => void;

interface JQueryLike {
	( el: Element ): {
		on: (
			name: string,
			handler: ( e: unknown, ...args: unknown[] ) => void
		) => unknown;
		trigger: ( name: string, args?: unknown[] ) => unknown;
	};
}

const jq = (): JQueryLike | null => {
	const $ = ( window as unknown as { jQuery?: JQueryLike } ).jQuery;
	return typeof $ === 'function' ? $ : null;
};

/**
 * Listens to an event (jQuery or DOM).
 *
 * @param el      The element.
 * @param name    The event's name.
 * @param handler Called with the event's extra arguments.
 */
export function listen( el: Element, name: string, handler: Handler ): void {
	const $ = jq();
	if ( $ ) {
		$( el ).on( name, ( _e: unknown, ...args: unknown[] ) =>
			handler( ...args )
		);
		return;
	}
	el.addEventListener( name, ( e ) => {
		const detail = ( e as CustomEvent ).detail;
		handler( ...( Array.isArray( detail ) ? detail : [] ) );
	} );
}

/**
 * Fires an event (jQuery or DOM) that bubbles.
 *
 * @param el   The element.
 * @param name The event's name.
 * @param args Extra arguments.
 */
export function fire( el: Element, name: string, args: unknown[] = [] ): void {
	const $ = jq();
	if ( $ ) {
		$( el ).trigger( name, args );
		return;
	}
	el.dispatchEvent(
		new CustomEvent( name, { bubbles: true, detail: args } )
	);
}

/**
 * Tells a field's listeners (native and jQuery) that its value changed.
 *
 * @param el The field.
 */
export function changed( el: HTMLElement ): void {
	el.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	el.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}
