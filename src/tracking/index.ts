/**
 * The tracking island: order attribution (where the visit came from, for
 * the order) and e-commerce events for a web-analytics counter's dataLayer.
 * Loaded on every front-end page when either is on
 * (includes/Tracking/Tracking.php, includes/Tracking/Attribution.php).
 */
import { defineIsland } from '@runtime/island';
import { browserStorage } from '@runtime/storage';
import { checkTrackingSettings } from './settings';
import { initAttribution } from './attribution';

defineIsland( 'tracking', {
	settings: checkTrackingSettings,
	start( settings ) {
		initAttribution( settings.attributionDays );
		if ( ! settings.tracking ) {
			return;
		}
		// The events' code only where tracking is on (off by default: the
		// attribution alone is what most pages load).
		void import(
			/* webpackChunkName: "tracking/events" */ './tracking'
		).then( ( { startTracking } ) =>
			// Storage refused: cart changes are then seen from events only.
			startTracking( settings, browserStorage( 'local' ) )
		);
	},
} );
