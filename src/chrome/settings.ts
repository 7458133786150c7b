import { z } from 'zod/mini';

/** The chrome island's server settings (see includes/Chrome). */
export const chromeSettingsSchema = z.object( {
	scrollToTop: z.boolean(),
} );

export type ChromeSettings = z.infer< typeof chromeSettingsSchema >;
