/**
 * The tracking island's definition, shared by its two builds: the index
 * (order attribution alone, the default) and `full` (with the e-commerce
 * events, for a shop that turned tracking on: one script, one request;
 * includes/Tracking/Tracking.php chooses).
 */
import { defineIsland } from '@runtime/island';
import { browserStorage } from '@runtime/storage';
import { checkTrackingSettings, type TrackingSettings } from './settings';
import { initAttribution } from './attribution';

/** Starts the events' work (./tracking.ts startTracking). */
export type StartEvents = (
	settings: TrackingSettings,
	storage: Storage | null
) => unknown;

/**
 * Defines the island.
 *
 * @param startEvents The events' work, in the build that has it.
 */
export function defineTracking( startEvents?: StartEvents ): void {
	defineIsland( 'tracking', {
		settings: checkTrackingSettings,
		start( settings ) {
			initAttribution( settings.attributionDays );
			if ( settings.tracking && startEvents ) {
				// Storage refused: cart changes are then seen from events only.
				startEvents( settings, browserStorage( 'local' ) );
			}
		},
	} );
}
