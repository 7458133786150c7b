/**
 * The tracking island: order attribution (where the visit came from, for
 * the order) on every front-end page where it is on
 * (includes/Tracking/Attribution.php). With tracking on, the page loads the
 * `full` build instead (./full), which also pushes the e-commerce events to
 * a web-analytics counter's dataLayer.
 */
import { defineTracking } from './island';

defineTracking();
