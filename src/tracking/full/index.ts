/**
 * The tracking island with its e-commerce events (the dataLayer), loaded
 * instead of the index where tracking is on (includes/Tracking/Tracking.php):
 * attribution and events in one script.
 */
import { defineTracking } from '../island';
import { startTracking } from '../tracking';

defineTracking( startTracking );
