/**
 * Focus inside a modal part of the page (the cart's dialogs, the mobile
 * navigation, popups, the full-screen search): what Tab can reach, and Tab
 * and Shift+Tab kept inside while it is open. Like `@runtime/react`, it is
 * bundled with the islands that import it (webpack.config.js) rather than
 * part of the runtime script: only an open modal part needs it, so no first
 * view pays for it.
 */

/** The elements that can take the focus, before the checks of focusables(). */
const CANDIDATES =
	'a[href], area[href], button, input, select, textarea, iframe, [tabindex], [contenteditable="true"]';

/**
 * What Tab reaches inside a container, in order: not disabled, not a hidden
 * input, not taken out of the order (tabindex -1), not in a hidden part, and
 * shown by the caller's own rule (a closed submenu, say).
 *
 * @param container The container.
 * @param shown     The caller's rule; every element by default.
 */
export function focusables(
	container: ParentNode,
	shown: ( el: HTMLElement ) => boolean = () => true
): HTMLElement[] {
	return Array.from(
		container.querySelectorAll< HTMLElement >( CANDIDATES )
	).filter(
		( el ) =>
			el.tabIndex >= 0 &&
			! ( el as HTMLElement & { disabled?: boolean } ).disabled &&
			! ( el instanceof HTMLInputElement && el.type === 'hidden' ) &&
			! el.closest( '[hidden]' ) &&
			shown( el )
	);
}

/**
 * Keeps Tab and Shift+Tab inside a container: Tab from its last element (or
 * from outside it) goes to its first, Shift+Tab from its first (or from
 * outside) to its last; between them the browser moves the focus.
 *
 * @param container The container.
 * @param event     The Tab key's event.
 * @param items     What Tab reaches in it (focusables() by default).
 * @return False when nothing in it can take the focus (the key is then
 *         stopped; the caller may focus the container itself).
 */
export function keepTabInside(
	container: HTMLElement,
	event: Pick< KeyboardEvent, 'shiftKey' | 'preventDefault' >,
	items: readonly HTMLElement[] = focusables( container )
): boolean {
	if ( ! items.length ) {
		event.preventDefault();
		return false;
	}
	const first = items[ 0 ];
	const last = items[ items.length - 1 ];
	const active = container.ownerDocument.activeElement;
	const inside = !! active && container.contains( active );
	if ( event.shiftKey && ( active === first || ! inside ) ) {
		event.preventDefault();
		last.focus();
	} else if ( ! event.shiftKey && ( active === last || ! inside ) ) {
		event.preventDefault();
		first.focus();
	}
	return true;
}
