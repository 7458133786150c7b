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
 * @param top      Target scroll position in px.
 * @param duration Animation length in ms.
 * @return A promise resolved when the scroll ends.
 */
export function scrollToY( top: number, duration: number ): Promise< void > {
	const start = window.scrollY;
	const distance = top - start;
	if ( prefersReducedMotion() || duration <= 0 || distance === 0 ) {
		window.scrollTo( 0, top );
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		let begin: number | null = null;
		const step = ( now: number ) => {
			if ( begin === null ) {
				begin = now;
			}
			const progress = Math.min( 1, ( now - begin ) / duration );
			window.scrollTo( 0, start + distance * easeInOut( progress ) );
			if ( progress < 1 ) {
				window.requestAnimationFrame( step );
			} else {
				resolve();
			}
		};
		window.requestAnimationFrame( step );
	} );
}
