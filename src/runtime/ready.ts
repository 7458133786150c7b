/**
 * Runs a callback once the document is parsed. Kept apart from mount.tsx so
 * that islands without React can use it without loading React.
 *
 * @param callback What to run.
 */
export function onReady( callback: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', callback, {
			once: true,
		} );
	} else {
		callback();
	}
}
