/**
 * The one reader of what the server prints for the browser: the JSON
 * settings object of an island (`<script type="application/json"
 * id="vitrina-settings-{island}">`, written by includes/Assets/Data.php and
 * printed by includes/Assets/Islands.php) and the props of a container.
 * Every value is checked before use, with a zod schema or a function of the
 * island's own (./checks.ts); invalid or missing settings give null, reported
 * once on the console, so that the island stays inert instead of breaking.
 * This module imports no zod: an island that checks with a function loads
 * none.
 */

/** What a schema found wrong: where, and what. */
export interface SchemaIssue {
	readonly path: ReadonlyArray< PropertyKey >;
	readonly message: string;
}

/** A schema (zod's, by its `safeParse`). */
export interface Schema< T > {
	safeParse: (
		raw: unknown
	) =>
		| { success: true; data: T }
		| { success: false; error: { issues: ReadonlyArray< SchemaIssue > } };
}

/** A schema, or a function returning the typed value or null when invalid. */
export type Check< T > = Schema< T > | ( ( raw: unknown ) => T | null );

/**
 * A schema's issues in one line: `path: message; …`.
 *
 * @param issues The issues.
 */
export const describeIssues = ( issues: ReadonlyArray< SchemaIssue > ) =>
	issues
		.map(
			( issue ) =>
				( issue.path.length
					? issue.path.map( String ).join( '.' ) + ': '
					: '' ) + issue.message
		)
		.join( '; ' );

/** What a check found. */
export type Checked< T > = { ok: true; value: T } | { ok: false; why: string };

/**
 * Checks a value.
 *
 * @param raw   The value.
 * @param check The schema or function.
 */
export function checkValue< T >(
	raw: unknown,
	check: Check< T >
): Checked< T > {
	if ( typeof check === 'function' ) {
		const value = check( raw );
		return value === null
			? { ok: false, why: 'invalid' }
			: { ok: true, value };
	}
	const parsed = check.safeParse( raw );
	return parsed.success
		? { ok: true, value: parsed.data }
		: { ok: false, why: describeIssues( parsed.error.issues ) };
}

/**
 * The id of the JSON settings element the server prints for an island.
 *
 * @param island The island's name.
 */
export const settingsElementId = ( island: string ): string =>
	`vitrina-settings-${ island }`;

/**
 * Reads, parses and checks the JSON of an element by id.
 *
 * @param id    The element's id.
 * @param check The schema or function.
 * @param label The name used in console reports, or null to stay quiet.
 * @return The checked value, or null when absent or invalid.
 */
export function readJsonElement< T >(
	id: string,
	check: Check< T >,
	label: string | null
): T | null {
	const el = document.getElementById( id );
	if ( ! el ) {
		return null;
	}
	let raw: unknown;
	try {
		raw = JSON.parse( el.textContent || '' );
	} catch ( error ) {
		if ( label !== null ) {
			// eslint-disable-next-line no-console
			console.error(
				`Vitrina: the ${ label } settings are not JSON`,
				error
			);
		}
		return null;
	}
	const checked = checkValue( raw, check );
	if ( ! checked.ok ) {
		if ( label !== null ) {
			// eslint-disable-next-line no-console
			console.error(
				`Vitrina: invalid ${ label } settings`,
				checked.why
			);
		}
		return null;
	}
	return checked.value;
}

/**
 * @param island The island's name (its folder under src/).
 * @param check  The schema or function of the island's settings.
 * @return The checked settings, or null when absent or invalid.
 */
export function readSettings< T >(
	island: string,
	check: Check< T >
): T | null {
	return readJsonElement( settingsElementId( island ), check, island );
}

/**
 * Parses and checks a container's props (`data-vitrina-props`).
 *
 * @param el    The container.
 * @param check The component's props schema or function.
 * @return The props, or null when they are invalid.
 */
export function readProps< T >( el: HTMLElement, check: Check< T > ): T | null {
	let raw: unknown = {};
	try {
		raw = JSON.parse( el.dataset.vitrinaProps || '{}' );
	} catch {
		return null;
	}
	const checked = checkValue( raw, check );
	return checked.ok ? checked.value : null;
}
