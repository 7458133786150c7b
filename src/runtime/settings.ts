/**
 * Reads the one JSON settings object the server prints for an island and
 * validates it with zod (the reader itself is in ./settings-lite, shared with
 * the zod-free path). Invalid or missing settings are reported once on the
 * console and give `null`, so an island can stay inert instead of breaking.
 */
import { z } from 'zod/mini';
import { readPrintedJson, settingsElementId } from './settings-lite';

export { settingsElementId };

/**
 * Validates a printed JSON element against a schema.
 *
 * @param id     The element's id.
 * @param schema The zod schema.
 * @param label  The name used in console reports, or null to stay quiet.
 * @return The validated value, or null when absent or invalid.
 */
export function readJsonElement< T extends z.ZodMiniType >(
	id: string,
	schema: T,
	label: string | null
): z.infer< T > | null {
	const printed = readPrintedJson( id );
	if ( ! printed.found ) {
		return null;
	}
	if ( ! printed.ok ) {
		if ( label !== null ) {
			// eslint-disable-next-line no-console
			console.error(
				`Vitrina: the ${ label } settings are not JSON`,
				printed.error
			);
		}
		return null;
	}
	const parsed = schema.safeParse( printed.value );
	if ( ! parsed.success ) {
		if ( label !== null ) {
			// eslint-disable-next-line no-console
			console.error(
				`Vitrina: invalid ${ label } settings`,
				z.prettifyError( parsed.error )
			);
		}
		return null;
	}
	return parsed.data;
}

/**
 * @param island The island's name (its folder under src/).
 * @param schema The zod schema of the island's settings.
 * @return The validated settings, or null when absent or invalid.
 */
export function readSettings< T extends z.ZodMiniType >(
	island: string,
	schema: T
): z.infer< T > | null {
	return readJsonElement( settingsElementId( island ), schema, island );
}
