/**
 * Motion helpers that respect the shopper's reduced-motion preference.
 */

export const prefersReducedMotion = (): boolean =>
	typeof window.matchMedia === 'function' &&
	window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;

const easeInOut = ( t: number ): number =>
	t < 0.5 ? 2 * t * t : 1 - Math.pow( -2 * t + 2, 2 ) / 2;

/**
 * Scrolls the window to a vertical position over a duration (ease in-out),
 * at once when reduced motion is asked for.
 *
 * @param top      Target scroll position in px, or a function that tells it
 *                 at each frame (an element's place while the page around
 *                 it still changes).
 * @param duration Animation length in ms.
 * @return A promise resolved when the scroll ends.
 */
export function scrollToY(
	top: number | ( () => number ),
	duration: number
): Promise< void > {
	const target = typeof top === 'function' ? top : () => top;
	const start = window.scrollY;
	if (
		prefersReducedMotion() ||
		duration <= 0 ||
		( typeof top === 'number' && top === start )
	) {
		window.scrollTo( 0, target() );
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		let begin: number | null = null;
		const step = ( now: number ) => {
			if ( begin === null ) {
				begin = now;
			}
			const progress = Math.min( 1, ( now - begin ) / duration );
			window.scrollTo(
				0,
				start + ( target() - start ) * easeInOut( progress )
			);
			if ( progress < 1 ) {
				window.requestAnimationFrame( step );
			} else {
				resolve();
			}
		};
		window.requestAnimationFrame( step );
	} );
}

/**
 * How far down the top of the viewport is covered by fixed or sticky
 * elements (a theme's sticky header, an admin bar), in px.
 *
 * @param doc The document.
 */
export function coveredTop( doc: Document = document ): number {
	const win = doc.defaultView ?? window;
	if ( typeof doc.elementsFromPoint !== 'function' ) {
		return 0;
	}
	let bottom = 0;
	for ( const hit of doc.elementsFromPoint( win.innerWidth / 2, 1 ) ) {
		for (
			let el: Element | null = hit;
			el && el !== doc.body && el !== doc.documentElement;
			el = el.parentElement
		) {
			const { position } = win.getComputedStyle( el );
			if ( position === 'fixed' || position === 'sticky' ) {
				bottom = Math.max( bottom, el.getBoundingClientRect().bottom );
				break;
			}
		}
	}
	return bottom;
}
