/**
 * The sticky header: sticked past a scroll threshold; in hide-on-scroll mode
 * it sticks past 500 px and carries scroll-up or scroll-down classes past
 * 100 px so that styles hide it while the shopper scrolls down.
 */
import { HEADER } from './constants';

export const CLASSES = {
	sticked: 'vitrina-header--sticked',
	up: 'vitrina-header--scroll-up',
	down: 'vitrina-header--scroll-down',
} as const;

export interface HeaderState {
	sticked: boolean;
	direction: 'up' | 'down' | null;
}

/**
 * The header's state at a scroll position (pure, for tests and the runtime).
 *
 * @param y            Scroll position now.
 * @param previous     Scroll position at the last update.
 * @param threshold    The sticky threshold setting (0 or less: default).
 * @param hideOnScroll Whether the hide-on-scroll mode is on.
 * @param was          The state at the last update.
 */
export function headerState(
	y: number,
	previous: number,
	threshold: number,
	hideOnScroll: boolean,
	was: HeaderState = { sticked: false, direction: null }
): HeaderState {
	if ( ! hideOnScroll ) {
		const limit = threshold > 0 ? threshold : HEADER.defaultStickyThreshold;
		return { sticked: y > limit, direction: null };
	}
	const sticked = y > HEADER.scrollStickThreshold;
	if ( y <= HEADER.scrollThreshold ) {
		return { sticked, direction: null };
	}
	let direction = was.direction;
	if ( y > previous ) {
		direction = 'down';
	} else if ( y < previous ) {
		direction = 'up';
	}
	return { sticked, direction };
}

/**
 * Binds the sticky behaviour to a header element.
 *
 * @param header       The header (Storefront: #masthead).
 * @param threshold    The sticky threshold setting.
 * @param hideOnScroll Hide-on-scroll mode.
 * @return A function that unbinds it.
 */
export function initSticky(
	header: HTMLElement,
	threshold: number,
	hideOnScroll: boolean
): () => void {
	const body = header.ownerDocument.body;
	const offset = body.classList.contains( 'admin-bar' )
		? HEADER.adminBarOffset
		: 0;
	header.style.setProperty( '--vitrina-header-offset', `${ offset }px` );
	header.classList.add( 'vitrina-header' );
	if ( hideOnScroll ) {
		header.classList.add( 'vitrina-header--hide-on-scroll' );
	}
	const placeholder = header.ownerDocument.createElement( 'div' );
	placeholder.className = 'vitrina-header-placeholder';
	placeholder.setAttribute( 'aria-hidden', 'true' );
	header.after( placeholder );

	let state: HeaderState = { sticked: false, direction: null };
	let previous = window.scrollY;
	let frame = 0;
	const apply = () => {
		frame = 0;
		const y = window.scrollY;
		const next = headerState( y, previous, threshold, hideOnScroll, state );
		previous = y;
		if ( next.sticked !== state.sticked ) {
			// Keep the page from jumping when the header leaves the flow.
			placeholder.style.height = next.sticked
				? `${ header.offsetHeight }px`
				: '';
		}
		header.classList.toggle( CLASSES.sticked, next.sticked );
		header.classList.toggle( CLASSES.up, next.direction === 'up' );
		header.classList.toggle( CLASSES.down, next.direction === 'down' );
		state = next;
	};
	const onScroll = () => {
		if ( ! frame ) {
			frame = window.requestAnimationFrame( apply );
		}
	};
	apply();
	window.addEventListener( 'scroll', onScroll, { passive: true } );
	return () => {
		window.removeEventListener( 'scroll', onScroll );
		window.cancelAnimationFrame( frame );
		placeholder.remove();
	};
}
