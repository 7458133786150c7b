/**
 * One popup (spec §4 Popup): opening (skipped when already open, when its
 * conditions fail, on an excluded device, or when prevented), closing (close
 * button after its delay, Escape, F4, overlay click, form submission; a
 * prevent-close flag blocks it), animations with origin and speed (overlay at
 * half speed; none with reduced motion), size and place, focus moved in,
 * trapped and given back, cookies of its open and close events, sound and
 * the open beacon. Its frequency caps and, for a marketing popup under a
 * consent plugin, the shopper's marketing consent decide first.
 */
import type { PrintedPopup } from './model';
import { ANIMATION_TYPES } from './model';
import { conditionsPass, deviceOf, type ConditionContext } from './conditions';
import { setCookie } from './cookies';
import { CLASSES, EVENTS, POPUPS } from './constants';
import { capAllows, countConversion, countOpening } from './frequency';
import { hasConsent } from '@runtime/consent';
import { focusables, keepTabInside } from '@runtime/focus';
import { playSound } from './sound';

export interface PopupHost {
	/** The context conditions are evaluated in. */
	context: () => ConditionContext;
	/** Whether the shopper asked for less motion. */
	reducedMotion: () => boolean;
	/** Sends an analytics beacon. */
	beacon: ( event: 'open' | 'conversion', id: number ) => void;
	/** Every popup of the page. */
	popups: () => Popup[];
}

const slug = ( place: string ) => place.trim().replace( /\s+/g, '-' );

let openCount = 0;

/**
 * A resize handler that runs its work 25 ms after the last resize event, and
 * at most once per 500 ms (spec §9 Popups).
 *
 * @param work What to run.
 */
export function onResize( work: () => void ): () => void {
	let waiting = 0;
	let last = -Infinity;
	return () => {
		window.clearTimeout( waiting );
		const wait = Math.max(
			POPUPS.resizeDelay,
			last + POPUPS.resizeThrottle - Date.now()
		);
		waiting = window.setTimeout( () => {
			last = Date.now();
			work();
		}, wait );
	};
}

export class Popup {
	readonly el: HTMLElement;
	readonly container: HTMLElement;
	readonly settings: PrintedPopup;
	private readonly host: PopupHost;
	private state: 'closed' | 'opening' | 'open' | 'closing' = 'closed';
	private opener: HTMLElement | null = null;
	private timers: number[] = [];
	/** When it was last opened (the top popup takes the keys). */
	openedAt = 0;

	constructor( el: HTMLElement, settings: PrintedPopup, host: PopupHost ) {
		this.el = el;
		this.settings = settings;
		this.host = host;
		this.container =
			el.querySelector< HTMLElement >( '.vitrina-popup__container' ) ??
			el;
		el.addEventListener( 'click', ( event ) => this.onClick( event ) );
	}

	get id(): number {
		return this.settings.id;
	}

	isOpen(): boolean {
		return this.state === 'open' || this.state === 'opening';
	}

	/** Whether any frequency cap is set. */
	get capped(): boolean {
		const s = this.settings;
		return (
			s.frequency_days > 0 ||
			s.frequency_times > 0 ||
			s.frequency_stop_after_conversion
		);
	}

	/**
	 * Whether its caps and the shopper's consent let it open now.
	 */
	allowed(): boolean {
		return (
			( ! this.settings.marketing || hasConsent( 'marketing' ) ) &&
			( ! this.capped || capAllows( this.id, this.settings, Date.now() ) )
		);
	}

	/**
	 * Opens the popup.
	 *
	 * @param opener  What opened it (focus returns there), if anything.
	 * @param testing An editor's test opening (admin_debug): caps do not apply.
	 * @return Whether it opened.
	 */
	open( opener?: HTMLElement | null, testing = false ): boolean {
		const s = this.settings;
		if ( this.isOpen() ) {
			return false;
		}
		if ( ! testing && ! this.allowed() ) {
			return false;
		}
		const ctx = this.host.context();
		if ( ! conditionsPass( s.conditions, ctx ) ) {
			return false;
		}
		const device = deviceOf( ctx.width );
		if (
			( device === 'mobile' && s.disable_on_mobile ) ||
			( device === 'tablet' && s.disable_on_tablet )
		) {
			return false;
		}
		if ( this.vetoed( 'preventOpen', EVENTS.beforeOpen ) ) {
			return false;
		}
		if ( ! s.stackable ) {
			this.host
				.popups()
				.filter( ( p ) => p !== this && p.isOpen() )
				.forEach( ( p ) => p.close() );
		}
		this.clearTimers();
		const active = this.el.ownerDocument.activeElement;
		this.opener =
			opener ?? ( active instanceof HTMLElement ? active : null );
		this.layout();
		this.state = 'opening';
		this.openedAt = ++openCount;
		this.el.hidden = false;
		if ( ! s.overlay_disabled ) {
			this.el.ownerDocument.body.classList.add( CLASSES.bodyOpen );
		}
		this.holdCloseButton();
		this.animate( true, () => {
			this.state = 'open';
		} );
		this.focusIn();
		s.cookies
			.filter( ( c ) => c.event === 'on_popup_open' )
			.forEach( ( c ) => setCookie( c.settings ) );
		playSound( s.open_sound, s.custom_sound );
		if ( this.capped && ! testing ) {
			countOpening( this.id, Date.now() );
		}
		this.host.beacon( 'open', this.id );
		this.el.dispatchEvent( new CustomEvent( EVENTS.open ) );
		return true;
	}

	/**
	 * Closes the popup.
	 *
	 * @return Whether it closed.
	 */
	close(): boolean {
		if ( ! this.isOpen() ) {
			return false;
		}
		if ( this.vetoed( 'preventClose', EVENTS.beforeClose ) ) {
			return false;
		}
		this.clearTimers();
		this.state = 'closing';
		this.animate( false, () => {
			this.state = 'closed';
			this.el.hidden = true;
			if ( ! this.host.popups().some( ( p ) => p.isOpen() ) ) {
				this.el.ownerDocument.body.classList.remove( CLASSES.bodyOpen );
			}
		} );
		this.settings.cookies
			.filter( ( c ) => c.event === 'on_popup_close' )
			.forEach( ( c ) => setCookie( c.settings ) );
		const back = this.opener;
		this.opener = null;
		if ( back?.isConnected ) {
			back.focus();
		}
		this.el.dispatchEvent( new CustomEvent( EVENTS.close ) );
		return true;
	}

	/**
	 * Sets the cookies of an event (form_success, manual).
	 *
	 * @param event The cookie event.
	 */
	setCookies( event: string ): void {
		this.settings.cookies
			.filter( ( c ) => c.event === event )
			.forEach( ( c ) =>
				setCookie(
					event === 'form_success'
						? { ...c.settings, time: POPUPS.formCookieTime }
						: c.settings
				)
			);
	}

	/**
	 * Records that its form was sent (the "never again after" cap).
	 */
	converted(): void {
		if ( this.settings.frequency_stop_after_conversion ) {
			countConversion( this.id );
		}
	}

	/**
	 * Closes after a form submission, when the popup asks for it.
	 */
	closeAfterForm(): void {
		const s = this.settings;
		if ( ! s.close_on_form_submission ) {
			return;
		}
		const delay = Math.max( 0, s.close_on_form_submission_delay ) * 1000;
		if ( delay === 0 ) {
			this.close();
		} else {
			this.later( () => this.close(), delay );
		}
	}

	/**
	 * Keys while this is the top popup: Escape, F4 and the focus trap.
	 *
	 * @param event The key event.
	 */
	onKey( event: KeyboardEvent ): void {
		const s = this.settings;
		const key = event.key;
		if (
			( s.close_on_esc_press &&
				( key === 'Escape' || event.keyCode === 27 ) ) ||
			( s.close_on_f4_press && ( key === 'F4' || event.keyCode === 115 ) )
		) {
			event.preventDefault();
			this.close();
			return;
		}
		if ( key === 'Tab' ) {
			this.trapTab( event );
		}
	}

	/**
	 * Places the popup again (the viewport changed).
	 */
	reposition(): void {
		if ( this.settings.disable_reposition || ! this.isOpen() ) {
			return;
		}
		const s = this.settings;
		const room = window.innerHeight;
		const height = this.container.offsetHeight;
		// A popup taller than the room left under its top offset moves up.
		const top = Math.max(
			0,
			Math.min( s.position_top, room - height - s.position_bottom )
		);
		this.container.style.setProperty(
			'--vitrina-popup-top',
			`${ Math.round( top ) }px`
		);
	}

	/**
	 * Whether the page stopped an open or a close: by the element's
	 * `data-prevent-open` / `data-prevent-close`, or by cancelling the
	 * event sent before it.
	 *
	 * @param flag  The data attribute.
	 * @param event The cancelable event.
	 */
	private vetoed(
		flag: 'preventOpen' | 'preventClose',
		event: string
	): boolean {
		return (
			this.el.dataset[ flag ] !== undefined ||
			! this.el.dispatchEvent(
				new CustomEvent( event, { cancelable: true } )
			)
		);
	}

	private onClick( event: MouseEvent ): void {
		const target = event.target as Element | null;
		if (
			target?.closest(
				'.vitrina-popup__close, .popmake-close, [data-vitrina-popup-close]'
			) &&
			this.el.contains( target )
		) {
			event.preventDefault();
			this.close();
			return;
		}
		if (
			target === this.el &&
			this.settings.close_on_overlay_click &&
			! this.settings.overlay_disabled
		) {
			this.close();
		}
	}

	private layout(): void {
		const s = this.settings;
		const el = this.el;
		const animation = ( ANIMATION_TYPES as readonly string[] ).includes(
			s.animation_type
		)
			? s.animation_type
			: 'none';
		if ( animation !== s.animation_type ) {
			// eslint-disable-next-line no-console
			console.warn(
				`Vitrina popups: unknown animation type "${ s.animation_type }"`
			);
		}
		el.className = [
			'vitrina-popup',
			'pum-overlay',
			`vitrina-popup--size-${ s.size }`,
			`vitrina-popup--at-${ slug( s.location ) }`,
			`vitrina-popup--anim-${ animation }`,
			`vitrina-popup--from-${ slug( s.animation_origin ) }`,
			s.overlay_disabled ? 'vitrina-popup--no-overlay' : '',
			s.scrollable_content ? 'vitrina-popup--scrollable' : '',
			s.position_fixed ? 'vitrina-popup--fixed' : '',
		]
			.filter( Boolean )
			.join( ' ' );
		el.style.zIndex = String( s.zindex );
		const speed = this.speed();
		el.style.setProperty( '--vitrina-popup-speed', `${ speed }ms` );
		el.style.setProperty(
			'--vitrina-popup-overlay-speed',
			`${ Math.round( speed * POPUPS.overlaySpeedShare ) }ms`
		);
		const c = this.container.style;
		c.setProperty( '--vitrina-popup-top', `${ s.position_top }px` );
		c.setProperty( '--vitrina-popup-bottom', `${ s.position_bottom }px` );
		c.setProperty( '--vitrina-popup-left', `${ s.position_left }px` );
		c.setProperty( '--vitrina-popup-right', `${ s.position_right }px` );
		c.minWidth = s.responsive_min_width;
		c.maxWidth = s.responsive_max_width;
		if ( s.size === 'custom' ) {
			c.width = s.custom_width;
			c.height = s.custom_height_auto ? 'auto' : s.custom_height;
		} else {
			c.width = '';
			c.height = '';
		}
	}

	private speed(): number {
		return this.host.reducedMotion() ||
			this.settings.animation_type === 'none'
			? 0
			: Math.max( 0, this.settings.animation_speed );
	}

	/**
	 * The class sequence: opening (start state) → open (transition runs) →
	 * opening removed after the speed; closing → hidden after the speed.
	 *
	 * @param opening Whether it opens.
	 * @param done    Called when the animation ends.
	 */
	private animate( opening: boolean, done: () => void ): void {
		const el = this.el;
		const speed = this.speed();
		if ( opening ) {
			el.classList.remove( CLASSES.closing );
			el.classList.add( CLASSES.opening );
			if ( speed === 0 ) {
				el.classList.add( CLASSES.open );
				el.classList.remove( CLASSES.opening );
				done();
				return;
			}
			// Let the start state paint before the end state starts the transition.
			void el.offsetWidth;
			el.classList.add( CLASSES.open );
			this.later( () => {
				el.classList.remove( CLASSES.opening );
				done();
			}, speed );
			return;
		}
		el.classList.remove( CLASSES.opening );
		el.classList.add( CLASSES.closing );
		el.classList.remove( CLASSES.open );
		const end = () => {
			el.classList.remove( CLASSES.closing );
			done();
		};
		if ( speed === 0 ) {
			end();
		} else {
			this.later( end, speed );
		}
	}

	private holdCloseButton(): void {
		const delay = this.settings.close_button_delay;
		const buttons = this.el.querySelectorAll< HTMLElement >(
			'.vitrina-popup__close'
		);
		if ( delay <= 0 ) {
			buttons.forEach( ( b ) => ( b.hidden = false ) );
			return;
		}
		buttons.forEach( ( b ) => ( b.hidden = true ) );
		this.later(
			() => buttons.forEach( ( b ) => ( b.hidden = false ) ),
			delay
		);
	}

	private focusIn(): void {
		const first = focusables( this.container ).find(
			( el ) => ! el.classList.contains( 'vitrina-popup__close' )
		);
		if ( ! this.container.hasAttribute( 'tabindex' ) ) {
			this.container.tabIndex = -1;
		}
		( first ?? this.container ).focus( { preventScroll: true } );
	}

	private trapTab( event: KeyboardEvent ): void {
		if ( ! keepTabInside( this.container, event ) ) {
			this.container.focus();
		}
	}

	private later( fn: () => void, ms: number ): void {
		this.timers.push( window.setTimeout( fn, ms ) );
	}

	private clearTimers(): void {
		this.timers.forEach( ( t ) => window.clearTimeout( t ) );
		this.timers = [];
	}
}
