/**
 * Test helper: the shopper's reduced-motion preference, as
 * window.matchMedia answers it (jsdom has no matchMedia of its own).
 *
 * @param reduce Whether the shopper asked for less motion.
 */
export function reducedMotion( reduce: boolean ) {
	window.matchMedia = vi.fn().mockImplementation( ( query: string ) => ( {
		matches: reduce && query.includes( 'reduce' ),
		media: query,
		addEventListener: () => {},
		removeEventListener: () => {},
	} ) );
}
