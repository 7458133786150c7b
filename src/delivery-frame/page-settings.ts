/**
 * The settings the frame page prints: `#vitrina-delivery-frame-settings`
 * (the provider's page), or the islands' usual
 * `#vitrina-settings-delivery-frame`.
 */
import { readJsonElement, readSettings } from '@runtime/settings';
import { ISLAND, SETTINGS_ID } from './constants';
import { pageSettingsSchema } from './schemas';
import type { z } from 'zod/mini';

export type PageSettings = z.infer< typeof pageSettingsSchema >;

/**
 * @return The validated settings, or null when absent or invalid.
 */
export function readPageSettings(): PageSettings | null {
	if ( ! document.getElementById( SETTINGS_ID ) ) {
		return readSettings( ISLAND, pageSettingsSchema );
	}
	return readJsonElement( SETTINGS_ID, pageSettingsSchema, null );
}
