/**
 * Types of extract.mjs, for the unit tests (tests/unit/i18n/lib.ts).
 */
export interface Message {
	msgid: string;
	context?: string;
	plural?: string;
	domain: string;
	file: string;
	line: number;
	comments: string[];
}

export interface KeywordSpec {
	text: number;
	plural?: number;
	context?: number;
	domain: number;
}

export interface ExtractOptions {
	domain?: string;
	warnings?: string[];
}

export interface PhpToken {
	type: 'string' | 'ident' | 'var' | 'number' | 'punct' | 'comment';
	value: string | null;
	line: number;
	endLine?: number;
}

export const PHP_KEYWORDS: Record< string, KeywordSpec >;
export const JS_KEYWORDS: Record< string, KeywordSpec >;
export function commentText( raw: string ): string;
export function phpDoubleQuoted( raw: string ): string | null;
export function tokenizePhp( code: string ): PhpToken[];
export function extractPhp(
	code: string,
	file: string,
	options?: ExtractOptions
): Message[];
export function extractJs(
	code: string,
	file: string,
	options?: ExtractOptions
): Message[];
export function extractPluginHeader( code: string, file: string ): Message[];
export function extractBlockJson(
	code: string,
	file: string,
	domain?: string
): Message[];
