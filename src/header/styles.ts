/**
 * The header island's styles, imported by its entry and by the first view's
 * one stylesheet (src/first-view).
 */
import './index.scss';
import './scroll-to-top.scss';
