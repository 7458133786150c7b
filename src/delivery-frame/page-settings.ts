/**
 * The settings the frame page prints: `#vitrina-delivery-frame-settings`
 * (the provider's page), or the islands' usual
 * `#vitrina-settings-delivery-frame`.
 */
import { readSettings } from '@shared/settings';
import { ISLAND, SETTINGS_ID } from './constants';
import { pageSettingsSchema } from './schemas';
import type { z } from 'zod/mini';

export type PageSettings = z.infer< typeof pageSettingsSchema >;

/**
 * @return The validated settings, or null when absent or invalid.
 */
export function readPageSettings(): PageSettings | null {
	const el = document.getElementById( SETTINGS_ID );
	if ( ! el ) {
		return readSettings( ISLAND, pageSettingsSchema );
	}
	try {
		const parsed = pageSettingsSchema.safeParse(
			JSON.parse( el.textContent || '' )
		);
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}
