/**
 * Constants of the product page and the lightbox (spec: storefront §4, §5,
 * §9 "Lightbox" and "Product page and carts").
 */

/** The main gallery carousel. */
export const GALLERY = {
	/** Autoplay delay, in ms (paused on mouse enter). */
	autoplayDelay: 3000,
	/** Thumbnails per view when the setting is missing. */
	thumbsPerView: 2,
	/** Swiper breakpoints, in px (desktop, tablet, phone). */
	breakpoints: { desktop: 1025, tablet: 768.98, phone: 0 },
	/** The grid gallery is a grid (and reacts to hover) only above this width. */
	gridMinWidth: 1024,
	/** Slide change speed, in ms. */
	speed: 300,
	/** Swipe threshold, in px. */
	threshold: 5,
	/** Allowed touch angle, in degrees. */
	touchAngle: 45,
	/** Long swipes: ratio and time limit (ms). */
	longSwipesRatio: 0.5,
	longSwipesMs: 300,
} as const;

/** The lightbox (PhotoSwipe). */
export const LIGHTBOX = {
	/** Opening and closing animation, in ms. */
	animationDuration: 333,
	/** Space between slides, as a share of the viewport width. */
	spacing: 0.12,
	/** Loop through the slides; off with fewer than this many items. */
	loopMinItems: 3,
	/** Slides preloaded before and after the current one. */
	preload: [ 1, 1 ] as [ number, number ],
	/** Double-tap zoom level (1 when the picture is already small). */
	doubleTapZoom: 1.33,
	/** Highest zoom by spreading fingers. */
	maxSpreadZoom: 1.33,
	/** Top and bottom bars, in px. */
	barsSize: 44,
	/** Controls hide after this much mouse inactivity, in ms. */
	idleTime: 4000,
	/** Idle sooner when the mouse leaves the window, in ms. */
	idleOnLeave: 1000,
	/** The loading indicator shows after this delay, in ms. */
	loadingIndicatorDelay: 1000,
	/**
	 * Wait for a second tap before a single tap counts, in ms, and the
	 * distance under which two taps are a double tap, in px: PhotoSwipe's
	 * own gesture handling uses these values (not options; a unit test
	 * checks the library still does). Its drag and swipe are speed-based
	 * (PhotoSwipe 5), so the spec's vertical drag range (0.75) and swipe
	 * distance (30 px), thresholds of older lightboxes, have no counterpart.
	 */
	singleTapWait: 300,
	doubleTapDistance: 25,
	/** Zoom animation, in ms, and its easing. */
	zoomDuration: 300,
	zoomEasing: 'ease-in-out',
	/** The counter's pattern. */
	counterPattern: '%curr% of %total%',
	/** Share targets, in order. */
	share: [ 'facebook', 'twitter', 'pinterest', 'download' ] as const,
} as const;

/**
 * The name the page keeps WooCommerce's variation form script by until the
 * form is used (includes/Cart/SideCart.php VARIATION_SCRIPTS; the cart
 * island's quick view and quick shop load it by this name too).
 */
export const VARIATION_SCRIPTS = 'variations';

/** Variations and swatches. */
export const VARIATIONS = {
	/** Scrolling to the gallery after a swatch: offset (px) and duration (ms). */
	swatchScrollOffset: 150,
	swatchScrollDuration: 800,
	/** The variation's details show after this delay, in ms. */
	infoDelay: 300,
} as const;

/** Tabs and accordion. */
export const TABS = {
	/** Tabs become an accordion at this width or less, in px. */
	accordionMaxWidth: 1024,
	/** Accordion slide, in ms. */
	slideDuration: 300,
	/** Scroll to the opened reviews item: offset (px) and duration (ms). */
	reviewsScrollOffset: 50,
	reviewsScrollDuration: 500,
	/** Resize debounce, in ms. */
	resizeDebounce: 300,
} as const;

/** The star rating widget. */
export const RATING = {
	/** Highest and lowest rating. */
	max: 5,
	min: 0,
	/** The widget is disabled this long after a vote, in ms. */
	disabledAfterVote: 5000,
	/** The success message stays this long, in ms. */
	messageDuration: 5000,
} as const;
