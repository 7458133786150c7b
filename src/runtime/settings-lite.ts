/**
 * The one reader of the JSON settings the server prints for an island
 * (`<script type="application/json" id="vitrina-settings-{island}">`).
 * This module has no zod, so that always-on islands where every byte counts
 * can pass a small validator of their own (`readSettingsLite`);
 * `./settings` adds the zod path (`readSettings`) on top of the same reader.
 * Invalid or missing settings give null, reported once on the console, so
 * that the island stays inert instead of breaking.
 */

/**
 * The id of the JSON settings element the server prints for an island.
 *
 * @param island The island's name.
 */
export const settingsElementId = ( island: string ): string =>
	`vitrina-settings-${ island }`;

/** What a JSON settings element held. */
export type PrintedJson =
	| { found: false }
	| { found: true; ok: true; value: unknown }
	| { found: true; ok: false; error: unknown };

/**
 * Reads and parses the JSON of an element by id.
 *
 * @param id The element's id.
 */
export function readPrintedJson( id: string ): PrintedJson {
	const el = document.getElementById( id );
	if ( ! el ) {
		return { found: false };
	}
	try {
		return {
			found: true,
			ok: true,
			value: JSON.parse( el.textContent || '' ),
		};
	} catch ( error ) {
		return { found: true, ok: false, error };
	}
}

/**
 * @param island The island's name (its folder under src/).
 * @param check  Returns the typed settings, or null when the value is invalid.
 * @return The validated settings, or null.
 */
export function readSettingsLite< T >(
	island: string,
	check: ( raw: unknown ) => T | null
): T | null {
	const printed = readPrintedJson( settingsElementId( island ) );
	if ( ! printed.found ) {
		return null;
	}
	const settings = check( printed.ok ? printed.value : undefined );
	if ( settings === null ) {
		// eslint-disable-next-line no-console
		console.error( `Vitrina: invalid ${ island } settings` );
	}
	return settings;
}
