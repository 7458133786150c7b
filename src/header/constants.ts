/**
 * Constants of the header island (spec: storefront §4 Header and Other, §9).
 */
export const HEADER = {
	/** Direction classes (hide-on-scroll mode) apply past this scroll, in px. */
	scrollThreshold: 100,
	/** In hide-on-scroll mode the header sticks past this scroll, in px. */
	scrollStickThreshold: 500,
	/** The sticky threshold when the setting gives none, in px. */
	defaultStickyThreshold: 300,
	/** The sticky header sits this far down under the admin bar, in px. */
	adminBarOffset: 32,
	/**
	 * The header that sticks: Storefront's, a block theme's header template
	 * part, or any element marked for it (the first found).
	 */
	selector:
		'#masthead, [data-vitrina-sticky-header], header.wp-block-template-part',
} as const;

export const MENUS = {
	/** At this width or below, menus open on click instead of hover, in px. */
	clickBelow: 1024,
	/** The width check after a resize is debounced this long, in ms. */
	resizeDebounce: 300,
} as const;

export const MOBILE_NAV = {
	/** Drilldown and submenu slide, in ms (CSS mirrors it). */
	slide: 200,
	/** The event (on document) that closes the mobile navigation. */
	closeEvent: 'vitrina:close-mobile-menu',
	/**
	 * On a block theme: the Navigation block's button that opens its
	 * overlay on phones (the panel opens instead), and its menu's list (the
	 * panel lists it).
	 */
	blockOpener: '.wp-block-navigation__responsive-container-open',
	blockList:
		'.wp-block-navigation__responsive-container-content ul.wp-block-navigation__container',
	/** The panel's empty list the Navigation block's menu fills. */
	blockTarget: '[data-vitrina-mobile-nav-block]',
} as const;

export const TOOLTIPS = {
	/** At this width or below, tooltips are skipped except hints, in px. */
	offBelow: 1024,
	/** Elements that keep their tooltip on small screens. */
	alwaysSelector:
		'.vitrina-hint, .vitrina-review-likes [data-vitrina-tooltip]',
} as const;

/** Side effects run this long after the first interaction, in ms. */
export const FIRST_INTERACTION_DELAY = 100;

/** The preloader is removed this long after it starts hiding, in ms. */
export const PRELOADER_REMOVE_DELAY = 200;

export const ESCAPE = 'Escape';

/**
 * Dismiss links printed without a name or keyboard access: WooCommerce's
 * coming-soon banner (its own script makes the call, delivery-widget spec
 * call 9: POST users/me, woocommerce_meta.coming_soon_banner_dismissed=yes,
 * header X-WP-Nonce).
 */
export const DISMISS_SELECTOR = 'a.coming-soon-footer-banner-dismiss';

/** The scroll-to-top button (spec: storefront §4 Other, §9). */
export const SCROLL_TO_TOP = {
	/** The button shows when the page is scrolled more than this, in px. */
	threshold: 100,
	/** The scroll back to the top lasts this long, in ms. */
	duration: 800,
} as const;
