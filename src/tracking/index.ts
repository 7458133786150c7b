/**
 * The tracking island: e-commerce events for a web-analytics counter's
 * dataLayer. Loaded on every front-end page when the tracking setting is on
 * (includes/Tracking/Tracking.php).
 */
import { onReady } from '@runtime/ready';
import { readSettings } from '@runtime/settings';
import { settingsSchema } from './schemas';
import { startTracking } from './tracking';

onReady( () => {
	const settings = readSettings( 'tracking', settingsSchema );
	if ( ! settings ) {
		return;
	}
	let storage: Storage | null = null;
	try {
		storage = window.localStorage;
	} catch {
		// Storage refused: cart changes are then seen from events only.
	}
	startTracking( settings, storage );
} );
