/**
 * Popup triggers (spec §4 Popup): auto_open after its delay, click_open on
 * the popup's links and extra selectors, form_submission for a matching
 * form, admin_debug for editors; and the shopper's signals: exit_intent
 * (the pointer leaving through the top of the window; on a touch screen, a
 * fast scroll back up after reading down the page; the back button is never
 * taken over), scroll_depth (a share of the page, or an element reached)
 * and time_on_site (seconds since the visit's first page). Each fires once
 * per page and is skipped while one of its cookies is present. A marketing
 * popup without the shopper's marketing consent waits for it. Unknown
 * trigger types are reported.
 */
import { whenConsented } from '@runtime/consent';
import { readStored, writeStored } from '@runtime/storage';
import type { PopupTrigger } from './model';
import { isSuppressed } from './cookies';
import { POPUPS } from './constants';
import type { Popup } from './popup';

/** A form submission (spec: form-submission event). */
export interface FormSubmission {
	formProvider: string;
	formId: string | number;
	formInstanceId?: string | number;
	formKey?: string;
	popup?: Popup | null;
	ajax?: boolean;
	tracked?: boolean;
	extras?: Record< string, unknown >;
}

/** The event a form (ours or an adapter's) dispatches on success. */
export const FORM_SUCCESS = 'vitrina:form:success';

/**
 * A submission's key: provider_formId, with _instance when it has one.
 *
 * @param s The submission.
 */
export function formKey( s: FormSubmission ): string {
	return (
		s.formKey ??
		[ s.formProvider, s.formId, s.formInstanceId ]
			.filter( ( x ) => x !== undefined && x !== '' )
			.join( '_' )
	);
}

/**
 * Whether a trigger's form key matches a submission: any, a provider's any,
 * or provider_formId_instance (a key without the instance matches every
 * instance of the form).
 *
 * @param key The trigger's form key.
 * @param s   The submission.
 */
export function formMatches( key: string, s: FormSubmission ): boolean {
	if ( ! key || key === 'any' ) {
		return true;
	}
	if ( key === `${ s.formProvider }_any` ) {
		return true;
	}
	const full = formKey( s );
	return key === full || key === `${ s.formProvider }_${ s.formId }`;
}

/**
 * The selectors of a click trigger.
 *
 * @param id      The popup.
 * @param trigger The trigger.
 */
export function clickSelectors( id: number, trigger: PopupTrigger ): string {
	const extra = trigger.settings.extra_selectors.trim();
	return [
		`.popmake-${ id }`,
		`a[href$="#popmake-${ id }"]`,
		...( extra ? [ extra ] : [] ),
	].join( ', ' );
}

/**
 * The element a click was on, if it matches the selectors (bad selectors
 * are reported once and match nothing).
 *
 * @param target    The clicked element.
 * @param selectors The selectors.
 */
function matching( target: Element, selectors: string ): HTMLElement | null {
	try {
		return target.closest< HTMLElement >( selectors );
	} catch {
		// eslint-disable-next-line no-console
		console.warn( `Vitrina popups: bad click selector "${ selectors }"` );
		return null;
	}
}

/**
 * Wires a popup's triggers at once, so that no click and no delay is lost;
 * a trigger that fires before `ready` settles (the shopper's state, which
 * cart conditions need) opens the popup when it does.
 *
 * @param popup The popup.
 * @param debug Whether admin_debug triggers may fire.
 * @param ready Settles once the conditions can be judged.
 * @return A function that stops them.
 */
export function wireTriggers(
	popup: Popup,
	debug: boolean,
	ready?: Promise< unknown >
): () => void {
	const stops: Array< () => void > = [];
	let settled = ! ready;
	let stopped = false;
	const whenReady = ( work: () => void ) => void ready?.then( work, work );
	whenReady( () => {
		settled = true;
	} );
	const openNow = ( opener?: HTMLElement, testing = false ) => {
		if ( stopped ) {
			return;
		}
		if ( popup.settings.marketing && ! testing ) {
			stops.push(
				whenConsented( 'marketing', () => popup.open( opener ) )
			);
			return;
		}
		popup.open( opener, testing );
	};
	const open = ( opener?: HTMLElement, testing = false ) => {
		if ( settled ) {
			openNow( opener, testing );
			return;
		}
		whenReady( () => openNow( opener, testing ) );
	};
	stops.push( () => {
		stopped = true;
	} );
	for ( const trigger of popup.settings.triggers ) {
		const suppressed = () => isSuppressed( trigger.settings.cookie_name );
		switch ( trigger.type ) {
			case 'auto_open': {
				const timer = window.setTimeout(
					() => {
						if ( ! suppressed() ) {
							open();
						}
					},
					Math.max( 0, trigger.settings.delay )
				);
				stops.push( () => window.clearTimeout( timer ) );
				break;
			}
			case 'click_open': {
				const selectors = clickSelectors( popup.id, trigger );
				const onClick = ( event: MouseEvent ) => {
					const target = event.target as Element | null;
					const el = target ? matching( target, selectors ) : null;
					if ( ! el || popup.el.contains( el ) || suppressed() ) {
						return;
					}
					if ( ! trigger.settings.do_default ) {
						event.preventDefault();
					}
					open( el );
				};
				document.addEventListener( 'click', onClick );
				stops.push( () =>
					document.removeEventListener( 'click', onClick )
				);
				break;
			}
			case 'form_submission': {
				const onForm = ( event: Event ) => {
					const s = ( event as CustomEvent< FormSubmission > ).detail;
					if (
						s &&
						formMatches( trigger.settings.form, s ) &&
						! suppressed()
					) {
						window.setTimeout(
							() => open(),
							Math.max( 0, trigger.settings.delay )
						);
					}
				};
				document.addEventListener( FORM_SUCCESS, onForm );
				stops.push( () =>
					document.removeEventListener( FORM_SUCCESS, onForm )
				);
				break;
			}
			case 'exit_intent':
				stops.push( onExitIntent( () => ! suppressed() && open() ) );
				break;
			case 'scroll_depth':
				stops.push(
					onScrollDepth( trigger, () => ! suppressed() && open() )
				);
				break;
			case 'time_on_site': {
				const timer = window.setTimeout(
					() => ! suppressed() && open(),
					timeLeft( trigger.settings.seconds, Date.now() )
				);
				stops.push( () => window.clearTimeout( timer ) );
				break;
			}
			case 'admin_debug':
				if ( debug ) {
					open( undefined, true );
				}
				break;
			default:
				// eslint-disable-next-line no-console
				console.warn(
					`Vitrina popups: unknown trigger type "${ trigger.type }"`
				);
		}
	}
	return () => stops.forEach( ( stop ) => stop() );
}

/**
 * Calls back once when the shopper seems about to leave: the pointer leaves
 * the window through its top edge (a fine pointer), or the page is scrolled
 * back up fast after being read down (a touch screen).
 *
 * @param fire What to call.
 * @return A function that stops listening.
 */
export function onExitIntent( fire: () => void ): () => void {
	let done = false;
	const once = () => {
		if ( ! done ) {
			done = true;
			stop();
			fire();
		}
	};
	const onOut = ( event: MouseEvent ) => {
		if ( ! event.relatedTarget && event.clientY <= 0 ) {
			once();
		}
	};
	let anchorY = window.scrollY;
	let anchorT = performance.now();
	let deepest = anchorY;
	const onScroll = () => {
		const y = window.scrollY;
		const t = performance.now();
		deepest = Math.max( deepest, y );
		if ( y >= anchorY || t - anchorT > POPUPS.exitScrollWindow ) {
			anchorY = y;
			anchorT = t;
			return;
		}
		if (
			deepest >= POPUPS.exitScrollDepth &&
			anchorY - y >= POPUPS.exitScrollDistance
		) {
			once();
		}
	};
	const touch = window.matchMedia?.( '(pointer: coarse)' ).matches === true;
	const stop = () => {
		document.removeEventListener( 'mouseout', onOut );
		window.removeEventListener( 'scroll', onScroll );
	};
	if ( touch ) {
		window.addEventListener( 'scroll', onScroll, { passive: true } );
	} else {
		document.addEventListener( 'mouseout', onOut );
	}
	return stop;
}

/**
 * Calls back once when the shopper has scrolled a share of the page down
 * (settings.percent), or brought an element into view (settings.selector).
 *
 * @param trigger The trigger.
 * @param fire    What to call.
 * @return A function that stops listening.
 */
export function onScrollDepth(
	trigger: PopupTrigger,
	fire: () => void
): () => void {
	const selector = trigger.settings.selector.trim();
	if ( selector ) {
		let target: Element | null = null;
		try {
			target = document.querySelector( selector );
		} catch {
			// eslint-disable-next-line no-console
			console.warn(
				`Vitrina popups: bad scroll selector "${ selector }"`
			);
		}
		if ( ! target || typeof IntersectionObserver === 'undefined' ) {
			return () => undefined;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( e ) => e.isIntersecting ) ) {
				observer.disconnect();
				fire();
			}
		} );
		observer.observe( target );
		return () => observer.disconnect();
	}
	const percent = Math.min( 100, Math.max( 1, trigger.settings.percent ) );
	const check = () => {
		const doc = document.documentElement;
		const room = doc.scrollHeight - window.innerHeight;
		if ( room > 0 && ( window.scrollY / room ) * 100 >= percent ) {
			window.removeEventListener( 'scroll', check );
			fire();
		}
	};
	window.addEventListener( 'scroll', check, { passive: true } );
	// A page opened already scrolled (back, a link to an anchor) counts.
	if ( window.scrollY > 0 ) {
		check();
	}
	return () => window.removeEventListener( 'scroll', check );
}

/**
 * Milliseconds until the visit has lasted so many seconds; the visit starts
 * at its first page view in this tab (kept in sessionStorage).
 *
 * @param seconds The time on site the trigger waits for.
 * @param now     The time, ms.
 */
export function timeLeft( seconds: number, now: number ): number {
	let start = now;
	const kept = Number( readStored( 'session', POPUPS.visitKey ) );
	if ( kept > 0 && kept <= now ) {
		start = kept;
	} else {
		// No storage: the visit starts with this page.
		writeStored( 'session', POPUPS.visitKey, String( now ) );
	}
	return Math.max( 0, start + Math.max( 0, seconds ) * 1000 - now );
}
