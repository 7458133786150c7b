/**
 * Makes icon-only dismiss links usable by keyboard and screen reader: a
 * button role, a name, a tab stop, Enter and Space. The click stays the
 * owner's (WooCommerce's coming-soon banner makes its own call).
 */
import { DISMISS_SELECTOR } from './constants';

/**
 * @param label The accessible name for links that have none.
 * @param root  Where to look.
 */
export function initDismissLinks(
	label: string,
	root: ParentNode = document
): void {
	root.querySelectorAll< HTMLElement >( DISMISS_SELECTOR ).forEach(
		( link ) => {
			link.setAttribute( 'role', 'button' );
			if (
				! link.textContent?.trim() &&
				! link.getAttribute( 'aria-label' )
			) {
				link.setAttribute( 'aria-label', label );
			}
			if (
				! link.hasAttribute( 'href' ) &&
				! link.hasAttribute( 'tabindex' )
			) {
				link.tabIndex = 0;
			}
			link.addEventListener( 'keydown', ( event ) => {
				if ( event.key === 'Enter' || event.key === ' ' ) {
					event.preventDefault();
					link.click();
				}
			} );
		}
	);
}
