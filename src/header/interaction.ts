/**
 * Side effects that wait for the shopper: run once, 100 ms after the first
 * interaction (pointer, key, touch, scroll or wheel).
 */
import { FIRST_INTERACTION_DELAY } from './constants';

const EVENTS = [
	'pointerdown',
	'mousemove',
	'keydown',
	'touchstart',
	'scroll',
	'wheel',
] as const;

/**
 * @param callback What to run.
 * @param target   Where interactions are listened to.
 */
export function afterFirstInteraction(
	callback: () => void,
	target: Window = window
): void {
	let done = false;
	const run = () => {
		if ( done ) {
			return;
		}
		done = true;
		EVENTS.forEach( ( name ) => target.removeEventListener( name, run ) );
		setTimeout( callback, FIRST_INTERACTION_DELAY );
	};
	EVENTS.forEach( ( name ) =>
		target.addEventListener( name, run, { passive: true } )
	);
}
