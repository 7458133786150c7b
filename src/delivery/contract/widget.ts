/**
 * The loader's public API as the page sees it (DESIGN.md, "Fixed
 * contracts"): `new VitrinaCartWidget( elementId, params )`, `on( event,
 * handler )`, `destruct()`. The loader implements it (loader/index.ts); the
 * checkout integration uses it through `window.VitrinaCartWidget` (a script
 * dependency) and never imports the loader.
 */
import type { WidgetEvent } from './constants';

/** A widget instance. */
export interface WidgetInstance {
	on: ( event: WidgetEvent, handler: ( data: any ) => void ) => unknown;
	destruct: () => void;
}

/** The `VitrinaCartWidget` class. */
export type WidgetConstructor = new (
	id: string,
	params: Record< string, unknown >
) => WidgetInstance;
