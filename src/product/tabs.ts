/**
 * The product tabs (WooCommerce's markup), which become an accordion at
 * 1024 px or less: one item open at a time; the reviews item opens from the
 * address (hash #comment-…, #reviews, #tab-reviews, comment-page-, cpage=)
 * and from the review links, with a scroll to it in the accordion.
 */
import { prefersReducedMotion, scrollToY } from '@runtime/motion';
import { TABS } from './constants';
import { opensReviews } from './rules';

export class Tabs {
	readonly wrapper: HTMLElement;
	private readonly links: HTMLAnchorElement[];
	private readonly panels: HTMLElement[];
	private readonly titles: HTMLButtonElement[] = [];
	private readonly query: MediaQueryList | null;
	/** The open panel's id (null: every accordion item closed). */
	active: string | null;

	constructor( wrapper: HTMLElement ) {
		this.wrapper = wrapper;
		this.links = Array.from(
			wrapper.querySelectorAll< HTMLAnchorElement >(
				'.wc-tabs li a, ul.tabs li a'
			)
		);
		this.panels = Array.from(
			wrapper.querySelectorAll< HTMLElement >(
				'.wc-tab, .woocommerce-Tabs-panel'
			)
		);
		this.active = this.panels[ 0 ]?.id ?? null;
		this.query =
			typeof window.matchMedia === 'function'
				? window.matchMedia(
						`(max-width: ${ TABS.accordionMaxWidth }px)`
					)
				: null;
	}

	/** Whether the tabs show as an accordion (1024 px or less). */
	isAccordion(): boolean {
		return !! this.query?.matches;
	}

	init(): void {
		const { wrapper } = this;
		wrapper.classList.add( 'vitrina-tabs' );
		this.panels.forEach( ( panel, i ) => {
			const link =
				this.links.find( ( l ) => l.hash === `#${ panel.id }` ) ??
				this.links[ i ];
			const title = document.createElement( 'button' );
			title.type = 'button';
			title.className = 'vitrina-accordion__title';
			title.id = `${ panel.id }-accordion-title`;
			title.textContent = link?.textContent?.trim() ?? '';
			title.setAttribute( 'aria-controls', panel.id );
			title.addEventListener( 'click', () => this.toggle( panel.id ) );
			panel.before( title );
			this.titles.push( title );
		} );
		this.links.forEach( ( link ) => {
			link.addEventListener( 'click', ( e ) => {
				e.preventDefault();
				this.open( link.hash.slice( 1 ) );
			} );
			link.addEventListener( 'keydown', ( e ) => this.onKey( e, link ) );
		} );
		this.query?.addEventListener( 'change', () => this.render() );
		window.addEventListener( 'hashchange', () => this.fromAddress() );
		document.addEventListener( 'click', ( e ) => {
			const link = (
				e.target as Element | null
			 )?.closest< HTMLAnchorElement >(
				'a.woocommerce-review-link, a[href="#reviews"], a[href="#tab-reviews"]'
			);
			// Only this product's links (not those of a quick view popup).
			if (
				link &&
				! wrapper.contains( link ) &&
				link.closest( '.product' ) === wrapper.closest( '.product' )
			) {
				e.preventDefault();
				this.openReviews();
			}
		} );
		if ( ! this.fromAddress() ) {
			this.render();
		}
	}

	/**
	 * Opens the reviews when the address asks for them.
	 *
	 * @return Whether it did.
	 */
	fromAddress(): boolean {
		if ( opensReviews( window.location.hash, window.location.href ) ) {
			this.openReviews();
			return true;
		}
		return false;
	}

	openReviews(): void {
		const panel = this.panels.find( ( p ) => p.id === 'tab-reviews' );
		if ( ! panel ) {
			return;
		}
		this.open( panel.id );
		const target = this.isAccordion()
			? ( this.titles.find(
					( t ) => t.getAttribute( 'aria-controls' ) === panel.id
				) ?? panel )
			: this.wrapper;
		const top =
			target.getBoundingClientRect().top +
			window.scrollY -
			TABS.reviewsScrollOffset;
		void scrollToY( Math.max( 0, top ), TABS.reviewsScrollDuration );
	}

	/**
	 * Opens one item (the others close).
	 *
	 * @param id Panel id.
	 */
	open( id: string ): void {
		if ( ! this.panels.some( ( p ) => p.id === id ) ) {
			return;
		}
		const before = this.active;
		this.active = id;
		this.render( before );
	}

	/**
	 * An accordion title: opens its item, or closes it when open.
	 *
	 * @param id Panel id.
	 */
	toggle( id: string ): void {
		const before = this.active;
		this.active = this.active === id ? null : id;
		this.render( before );
	}

	private onKey( event: KeyboardEvent, link: HTMLAnchorElement ): void {
		const step = { ArrowRight: 1, ArrowLeft: -1 }[
			event.key as 'ArrowRight' | 'ArrowLeft'
		];
		if ( ! step ) {
			return;
		}
		event.preventDefault();
		const at = this.links.indexOf( link );
		const next =
			this.links[ ( at + step + this.links.length ) % this.links.length ];
		next.focus();
		this.open( next.hash.slice( 1 ) );
	}

	/**
	 * Shows the state: tabs (one always shown) or accordion (zero or one).
	 *
	 * @param before The item open before (for the slide).
	 */
	render( before: string | null = this.active ): void {
		const accordion = this.isAccordion();
		this.wrapper.classList.toggle( 'is-accordion', accordion );
		const shown = accordion
			? this.active
			: ( this.active ?? this.panels[ 0 ]?.id ?? null );
		this.links.forEach( ( link ) => {
			const on = link.hash === `#${ shown }`;
			link.parentElement?.classList.toggle( 'active', on );
			link.setAttribute( 'aria-selected', on ? 'true' : 'false' );
			link.tabIndex = on ? 0 : -1;
		} );
		this.titles.forEach( ( title ) => {
			const id = title.getAttribute( 'aria-controls' );
			title.setAttribute(
				'aria-expanded',
				id === shown ? 'true' : 'false'
			);
			title.classList.toggle( 'is-open', id === shown );
		} );
		this.panels.forEach( ( panel ) => {
			const on = panel.id === shown;
			panel.hidden = ! on;
			panel.style.display = on ? '' : 'none';
			if ( accordion ) {
				panel.setAttribute(
					'aria-labelledby',
					`${ panel.id }-accordion-title`
				);
				panel.setAttribute( 'role', 'region' );
			} else {
				panel.setAttribute(
					'aria-labelledby',
					`tab-title-${ panel.id.replace( /^tab-/, '' ) }`
				);
				panel.setAttribute( 'role', 'tabpanel' );
			}
			if ( accordion && on && before !== panel.id ) {
				slideOpen( panel );
			}
		} );
	}
}

/**
 * The accordion's opening slide (300 ms; none with reduced motion).
 *
 * @param panel The panel.
 */
function slideOpen( panel: HTMLElement ): void {
	if ( prefersReducedMotion() || typeof panel.animate !== 'function' ) {
		return;
	}
	const height = panel.scrollHeight;
	panel.animate(
		[
			{ height: '0px', overflow: 'hidden' },
			{ height: `${ height }px`, overflow: 'hidden' },
		],
		{ duration: TABS.slideDuration, easing: 'ease-in-out' }
	);
}
