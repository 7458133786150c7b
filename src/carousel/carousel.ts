/**
 * A content carousel on the markup of templates/carousel/carousel.php: a
 * horizontally scrolling list (CSS scroll snap) with previous and next
 * buttons, arrow keys and an autoplay that
 * pauses on hover, focus, touch and hidden tabs and stops with its button.
 * Reduced motion: no autoplay and no smooth scrolling.
 */
import { prefersReducedMotion } from '@runtime/motion';
import { autoplayState, type AutoplayInputs } from './autoplay';
import { CAROUSEL } from './constants';

export interface CarouselHandle {
	next: () => void;
	prev: () => void;
	state: () => ReturnType< typeof autoplayState >;
	destroy: () => void;
}

/**
 * @param root The [data-vitrina-carousel] element.
 */
export function initCarousel( root: HTMLElement ): CarouselHandle | null {
	const doc = root.ownerDocument;
	const track = root.querySelector< HTMLElement >(
		'[data-vitrina-carousel-track]'
	);
	if ( ! track ) {
		return null;
	}
	const prevButton = root.querySelector< HTMLButtonElement >(
		'[data-vitrina-carousel-prev]'
	);
	const nextButton = root.querySelector< HTMLButtonElement >(
		'[data-vitrina-carousel-next]'
	);
	const toggle = root.querySelector< HTMLButtonElement >(
		'[data-vitrina-carousel-toggle]'
	);
	const speed =
		Number( root.getAttribute( 'data-speed' ) ) || CAROUSEL.defaultSpeed;
	const text = ( key: string ) =>
		root.getAttribute( `data-label-${ key }` ) ?? '';

	// The products stay a list (a list item cannot be a labelled "slide"
	// group): a screen reader says where each one stands ("2 of 8") from the
	// list itself. The role is given again because a list without bullets
	// loses it in some browsers.
	track.setAttribute( 'role', 'list' );

	const inputs: AutoplayInputs = {
		enabled: root.getAttribute( 'data-autoplay' ) === 'yes',
		stopped: prefersReducedMotion(),
		hover: false,
		focus: false,
		touch: false,
		hidden: doc.visibilityState === 'hidden',
	};

	const behavior = (): ScrollBehavior =>
		prefersReducedMotion() ? 'auto' : 'smooth';
	const atStart = () => track.scrollLeft <= CAROUSEL.edgeTolerance;
	const atEnd = () =>
		track.scrollLeft + track.clientWidth >=
		track.scrollWidth - CAROUSEL.edgeTolerance;
	const scrollable = () => track.scrollWidth > track.clientWidth;

	const updateButtons = () => {
		const show = scrollable();
		if ( prevButton ) {
			prevButton.hidden = ! show;
			prevButton.disabled = atStart();
		}
		if ( nextButton ) {
			nextButton.hidden = ! show;
			nextButton.disabled = atEnd();
		}
		if ( toggle ) {
			toggle.hidden = ! show;
		}
	};

	const scrollToLeft = ( left: number ) => {
		track.scrollTo( { left, behavior: behavior() } );
	};
	// A page is the visible width; autoplay wraps around at the end.
	const next = ( wrap = false ) => {
		if ( atEnd() ) {
			if ( wrap ) {
				scrollToLeft( 0 );
			}
			return;
		}
		scrollToLeft( track.scrollLeft + track.clientWidth );
	};
	const prev = () => scrollToLeft( track.scrollLeft - track.clientWidth );

	let timer: ReturnType< typeof setInterval > | undefined;
	const sync = () => {
		const state = autoplayState( inputs );
		root.setAttribute( 'data-autoplay-state', state );
		if ( state === 'running' && timer === undefined ) {
			timer = setInterval( () => next( true ), speed );
		} else if ( state !== 'running' && timer !== undefined ) {
			clearInterval( timer );
			timer = undefined;
		}
		if ( toggle ) {
			const stopped = state === 'stopped';
			const label = text( stopped ? 'start' : 'stop' );
			toggle.setAttribute( 'aria-label', label );
			toggle.setAttribute( 'data-vitrina-tooltip', label );
			toggle.classList.toggle( 'is-stopped', stopped );
		}
		// Screen readers hear slide changes only when the shopper makes them.
		track.setAttribute(
			'aria-live',
			state === 'running' ? 'off' : 'polite'
		);
	};
	const set = ( patch: Partial< AutoplayInputs > ) => {
		Object.assign( inputs, patch );
		sync();
	};

	const listeners: Array< [ EventTarget, string, EventListener ] > = [
		[ root, 'mouseenter', () => set( { hover: true } ) ],
		[ root, 'mouseleave', () => set( { hover: false } ) ],
		[ root, 'focusin', () => set( { focus: true } ) ],
		[
			root,
			'focusout',
			( event ) => {
				const related = ( event as FocusEvent ).relatedTarget;
				if ( ! (
					related instanceof Node && root.contains( related )
				) ) {
					set( { focus: false } );
				}
			},
		],
		[ root, 'touchstart', () => set( { touch: true } ) ],
		[ root, 'touchend', () => set( { touch: false } ) ],
		[ root, 'touchcancel', () => set( { touch: false } ) ],
		[
			doc,
			'visibilitychange',
			() => set( { hidden: doc.visibilityState === 'hidden' } ),
		],
		[ track, 'scroll', updateButtons ],
		[ window, 'resize', updateButtons ],
		[
			root,
			'keydown',
			( event ) => {
				const key = ( event as KeyboardEvent ).key;
				if ( key === 'ArrowRight' ) {
					next();
				} else if ( key === 'ArrowLeft' ) {
					prev();
				} else {
					return;
				}
				event.preventDefault();
			},
		],
	];
	const clicks: Array< [ HTMLElement | null, EventListener ] > = [
		[ prevButton, prev ],
		[ nextButton, () => next() ],
		[ toggle, () => set( { stopped: ! inputs.stopped } ) ],
	];
	clicks.forEach( ( [ button, fn ] ) => {
		if ( button ) {
			listeners.push( [ button, 'click', fn ] );
		}
	} );
	listeners.forEach( ( [ target, name, fn ] ) =>
		target.addEventListener( name, fn, { passive: name === 'touchstart' } )
	);
	updateButtons();
	sync();

	return {
		next: () => next(),
		prev,
		state: () => autoplayState( inputs ),
		destroy: () => {
			clearInterval( timer );
			listeners.forEach( ( [ target, name, fn ] ) =>
				target.removeEventListener( name, fn )
			);
		},
	};
}
