/**
 * The preloader: hidden once the page has loaded, removed 200 ms later.
 */
import { PRELOADER_REMOVE_DELAY } from './constants';

export const PRELOADER_HIDING = 'vitrina-preloader--hiding';

/**
 * Hides and then removes the preloader.
 *
 * @param el The preloader element.
 */
export function hidePreloader( el: HTMLElement ): void {
	el.classList.add( PRELOADER_HIDING );
	setTimeout( () => el.remove(), PRELOADER_REMOVE_DELAY );
}

/**
 * Hides the preloader on the window's load event (at once if it has fired).
 *
 * @param doc The document.
 */
export function initPreloader( doc: Document = document ): void {
	const el = doc.querySelector< HTMLElement >( '[data-vitrina-preloader]' );
	if ( ! el ) {
		return;
	}
	if ( doc.readyState === 'complete' ) {
		hidePreloader( el );
	} else {
		window.addEventListener( 'load', () => hidePreloader( el ), {
			once: true,
		} );
	}
}
