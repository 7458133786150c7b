/**
 * Reads an island's JSON settings (like settings.ts) without zod, for
 * always-on islands where every byte counts: the island passes a small
 * validator of its own. Invalid or missing settings give null, reported once
 * on the console, so that the island stays inert instead of breaking.
 */
import { settingsElementId } from './settings-id';

/**
 * @param island The island's name (its folder under src/).
 * @param check  Returns the typed settings, or null when the value is invalid.
 * @return The validated settings, or null.
 */
export function readSettingsLite< T >(
	island: string,
	check: ( raw: unknown ) => T | null
): T | null {
	const el = document.getElementById( settingsElementId( island ) );
	if ( ! el ) {
		return null;
	}
	let raw: unknown;
	try {
		raw = JSON.parse( el.textContent || '' );
	} catch {
		raw = undefined;
	}
	const settings = check( raw );
	if ( settings === null ) {
		// eslint-disable-next-line no-console
		console.error( `Vitrina: invalid ${ island } settings` );
	}
	return settings;
}
