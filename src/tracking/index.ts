/**
 * The tracking island: order attribution (where the visit came from, for
 * the order) and e-commerce events for a web-analytics counter's dataLayer.
 * Loaded on every front-end page when either is on
 * (includes/Tracking/Tracking.php, includes/Tracking/Attribution.php).
 */
import { defineIsland } from '@runtime/island';
import { browserStorage } from '@runtime/storage';
import { checkTrackingSettings } from './settings';
import { startTracking } from './tracking';
import { initAttribution } from './attribution';

defineIsland( 'tracking', {
	settings: checkTrackingSettings,
	start( settings ) {
		initAttribution( settings.attributionDays );
		if ( ! settings.tracking ) {
			return;
		}
		// Storage refused: cart changes are then seen from events only.
		startTracking( settings, browserStorage( 'local' ) );
	},
} );
