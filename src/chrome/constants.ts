/**
 * Constants of the storefront chrome (spec: storefront §4 Other, §9).
 */
export const SCROLL_TO_TOP = {
	/** The button shows when the page is scrolled more than this, in px. */
	threshold: 100,
	/** The scroll back to the top lasts this long, in ms. */
	duration: 800,
} as const;
