/**
 * Constants of the content carousels (spec: storefront §4 Other, §9).
 */
export const CAROUSEL = {
	/** Autoplay period of content carousels with no speed set, in ms. */
	defaultSpeed: 5000,
	/** A scroll within this many px of an edge counts as at the edge. */
	edgeTolerance: 2,
} as const;
