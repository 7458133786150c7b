/**
 * The first view's one stylesheet (build/first-view/index.css): the styles
 * of the islands whose markup every storefront page shows at once (the
 * header, its search form, the lists' buttons and counters, the cart's
 * buttons and panel), joined at build time, so a page asks for one file in
 * its head instead of one per island (includes/Assets/Islands.php
 * FIRST_VIEW). No script: the islands' entries keep importing the same
 * styles for pages without it.
 */
import '../header/styles';
import '../search/styles';
import '../lists/styles';
import '../cart/styles';
