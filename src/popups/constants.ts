/**
 * The popups island's constants (spec: storefront §9 Popups).
 */
export const POPUPS = {
	/** Reposition on resize: wait, then at most once per throttle, in ms. */
	resizeDelay: 25,
	resizeThrottle: 500,
	/** Device widths: mobile up to, tablet up to (desktop above), in px. */
	mobileMax: 767,
	tabletMax: 1024,
	/** Cookie time when none is set, and when set by a form's success. */
	cookieTime: '30 days',
	formCookieTime: '1 year',
	/** Scroll to a form's first error: duration in ms, offset in px. */
	errorScrollDuration: 1000,
	errorScrollOffset: 100,
	/** The overlay animates at this share of the popup's speed. */
	overlaySpeedShare: 0.5,
	/**
	 * Exit intent on a touch screen: a scroll back up of at least this many
	 * px within this many ms, once the page was read this far down (px).
	 */
	exitScrollDistance: 120,
	exitScrollWindow: 300,
	exitScrollDepth: 400,
	/** sessionStorage key of the visit's first page view (time_on_site). */
	visitKey: 'vitrina-popups-visit',
	/** The beep: frequency in Hz and length in ms. */
	beepFrequency: 880,
	beepLength: 150,
} as const;

/** Events dispatched on the popup element (cancelable: before*). */
export const EVENTS = {
	beforeOpen: 'vitrina:popup:beforeopen',
	open: 'vitrina:popup:open',
	beforeClose: 'vitrina:popup:beforeclose',
	close: 'vitrina:popup:close',
} as const;

/** Classes of the popup's states. */
export const CLASSES = {
	opening: 'is-opening',
	open: 'is-open',
	closing: 'is-closing',
	bodyOpen: 'vitrina-popup-open',
} as const;
