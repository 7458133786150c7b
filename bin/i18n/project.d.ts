/**
 * Types of project.mjs, for the unit tests (tests/unit/i18n/lib.ts).
 */
import type { Message } from './extract';

export interface PluginInfo {
	main: string;
	name: string;
	version: string;
	domain: string;
	languages: string;
	license: string;
	bugs: string;
}

export function listFiles(
	root: string,
	dir: string,
	accept: ( file: string ) => boolean
): string[];
export function headerField( code: string, field: string ): string;
export function pluginInfo( root: string ): PluginInfo;
export function extractProject(
	root: string,
	warnings?: string[]
): {
	messages: Message[];
	files: { php: string[]; js: string[]; blocks: string[] };
};
export function scriptStrings(
	root: string,
	messages: Message[],
	warnings?: string[]
): Array< { script: string; source: string; keys: Set< string > } >;
