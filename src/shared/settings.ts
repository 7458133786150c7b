/**
 * Reads the one JSON settings object the server prints for an island
 * (`<script type="application/json" id="vitrina-settings-{island}">`) and
 * validates it with zod. Invalid or missing settings are reported once on the
 * console and give `null`, so an island can stay inert instead of breaking.
 */
import { z } from 'zod/mini';

export const settingsElementId = ( island: string ): string =>
	`vitrina-settings-${ island }`;

/**
 * @param island The island's name (its folder under src/).
 * @param schema The zod schema of the island's settings.
 * @return The validated settings, or null when absent or invalid.
 */
export function readSettings< T extends z.ZodMiniType >(
	island: string,
	schema: T
): z.infer< T > | null {
	const el = document.getElementById( settingsElementId( island ) );
	if ( ! el ) {
		return null;
	}
	let raw: unknown;
	try {
		raw = JSON.parse( el.textContent || '' );
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error(
			`Vitrina: the ${ island } settings are not JSON`,
			error
		);
		return null;
	}
	const parsed = schema.safeParse( raw );
	if ( ! parsed.success ) {
		// eslint-disable-next-line no-console
		console.error(
			`Vitrina: invalid ${ island } settings`,
			z.prettifyError( parsed.error )
		);
		return null;
	}
	return parsed.data;
}
