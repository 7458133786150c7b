/**
 * The scroll-to-top button (server markup: templates/header/scroll-to-top.php):
 * shown once the page is scrolled more than 100 px, it brings the shopper
 * back to the top in 800 ms (at once with reduced motion) and moves focus to
 * the top of the page for keyboard users.
 */
import { scrollToY } from '@runtime/motion';
import { SCROLL_TO_TOP } from './constants';

const VISIBLE = 'vitrina-scroll-top--visible';

/**
 * Wires one button.
 *
 * @param button The button.
 * @return A function that removes the listeners.
 */
export function initScrollToTop( button: HTMLButtonElement ): () => void {
	let frame = 0;
	const update = () => {
		frame = 0;
		const visible = window.scrollY > SCROLL_TO_TOP.threshold;
		button.hidden = ! visible;
		button.classList.toggle( VISIBLE, visible );
	};
	const onScroll = () => {
		if ( ! frame ) {
			frame = window.requestAnimationFrame( update );
		}
	};
	const onClick = async () => {
		await scrollToY( 0, SCROLL_TO_TOP.duration );
		const target =
			document.getElementById( 'page' ) ??
			document.querySelector< HTMLElement >( 'main, body' );
		if ( target ) {
			if ( ! target.hasAttribute( 'tabindex' ) ) {
				target.setAttribute( 'tabindex', '-1' );
			}
			target.focus( { preventScroll: true } );
		}
	};
	update();
	window.addEventListener( 'scroll', onScroll, { passive: true } );
	button.addEventListener( 'click', onClick );
	return () => {
		window.removeEventListener( 'scroll', onScroll );
		button.removeEventListener( 'click', onClick );
		window.cancelAnimationFrame( frame );
	};
}
