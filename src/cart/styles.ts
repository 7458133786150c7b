/**
 * The cart island's styles, imported by its entry and by the first view's
 * one stylesheet (src/first-view), in the island's order.
 */
import './quick-view-controls.scss';
import './index.scss';
