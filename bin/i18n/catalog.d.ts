/**
 * Types of catalog.mjs, for the unit tests (tests/unit/i18n/lib.ts).
 */
import type { Message } from './extract';

export interface CatalogEntry {
	msgid: string;
	context?: string;
	plural?: string;
	comments: string[];
	references: string[];
	msgstr?: string[];
	translator?: string[];
	flags?: string[];
}

export interface TranslationEntry extends CatalogEntry {
	msgstr: string[];
	translator: string[];
	flags: string[];
}

export interface Catalog {
	headerComments: string[];
	headers: Record< string, string >;
	entries: TranslationEntry[];
	obsolete: TranslationEntry[];
}

export interface PotInfo {
	name: string;
	version: string;
	bugs: string;
	license: string;
	domain: string;
	date?: string;
}

export const GENERATOR: string;
export const PLURAL_FORMS: Record< string, string >;
export function keyOf( entry: { msgid: string; context?: string } ): string;
export function poDate( date?: Date ): string;
export function buildCatalog(
	messages: Message[],
	warnings?: string[]
): CatalogEntry[];
export function nplurals( pluralForms?: string ): number;
export function writeCatalog( catalog: {
	headerComments: string[];
	headers: Record< string, string >;
	entries: CatalogEntry[];
	obsolete?: CatalogEntry[];
} ): string;
export function writePot( entries: CatalogEntry[], info: PotInfo ): string;
export function readCatalog( text: string | Buffer ): Catalog;
export function isTranslated( entry: TranslationEntry ): boolean;
export function mergeCatalog(
	pot: { headers: Record< string, string >; entries: CatalogEntry[] },
	po: Catalog | null,
	info: { locale: string; name: string; date?: string }
): Catalog;
export function placeholders( s: string ): string[];
export function translationProblems( po: Catalog ): {
	untranslated: TranslationEntry[];
	fuzzy: TranslationEntry[];
	placeholders: TranslationEntry[];
};
export function compileMo( po: Catalog ): Buffer;
export function compileL10nPhp( po: Catalog ): string;
export function jsonFileName(
	domain: string,
	locale: string,
	script: string
): string;
export function compileJed(
	po: Catalog,
	keys: Set< string >,
	source: string
): string | null;
