/**
 * Types of scripts.mjs, for the unit tests (tests/unit/i18n/lib.ts).
 */
export interface BuildEntry {
	name: string;
	source: string;
	script: string;
}

export interface Alias {
	pattern: string;
	targets: string[];
}

export const CODE_EXTENSIONS: string[];
export function buildEntries( root: string, warnings?: string[] ): BuildEntry[];
export function islandEntries( root: string ): BuildEntry[];
export function tsconfigAliases( root: string ): Alias[];
export function resolveImport(
	specifier: string,
	from: string,
	aliases: Alias[]
): { file: string | null; external: boolean };
export function reachableFiles(
	root: string,
	entry: string,
	warnings?: string[]
): { files: string[]; unresolved: string[] };
