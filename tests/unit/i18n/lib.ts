/**
 * The modules of bin/i18n (plain ES modules run by Node) with the types of
 * their .d.ts files, for the tests.
 */
// @ts-expect-error -- plain JavaScript, typed by bin/i18n/extract.d.ts.
import * as extractModule from '../../../bin/i18n/extract.mjs';
// @ts-expect-error -- plain JavaScript, typed by bin/i18n/catalog.d.ts.
import * as catalogModule from '../../../bin/i18n/catalog.mjs';
// @ts-expect-error -- plain JavaScript, typed by bin/i18n/scripts.d.ts.
import * as scriptsModule from '../../../bin/i18n/scripts.mjs';
// @ts-expect-error -- plain JavaScript, typed by bin/i18n/project.d.ts.
import * as projectModule from '../../../bin/i18n/project.mjs';
import type * as Extract from '../../../bin/i18n/extract';
import type * as CatalogTypes from '../../../bin/i18n/catalog';
import type * as Scripts from '../../../bin/i18n/scripts';
import type * as Project from '../../../bin/i18n/project';

export type { Message } from '../../../bin/i18n/extract';
export type { Catalog } from '../../../bin/i18n/catalog';

export const {
	extractBlockJson,
	extractJs,
	extractPhp,
	extractPluginHeader,
	tokenizePhp,
} = extractModule as typeof Extract;

export const {
	PLURAL_FORMS,
	buildCatalog,
	compileJed,
	compileL10nPhp,
	compileMo,
	jsonFileName,
	keyOf,
	mergeCatalog,
	placeholders,
	readCatalog,
	translationProblems,
	writePot,
} = catalogModule as typeof CatalogTypes;

export const { reachableFiles } = scriptsModule as typeof Scripts;

export const { extractProject, scriptStrings } =
	projectModule as typeof Project;
