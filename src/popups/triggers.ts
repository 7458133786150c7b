/**
 * Popup triggers (spec §4 Popup): auto_open after its delay, click_open on
 * the popup's links and extra selectors, form_submission for a matching
 * form, admin_debug for editors; each skipped while one of its cookies is
 * present. Unknown trigger types are reported.
 */
import type { PopupTrigger } from './model';
import { isSuppressed } from './cookies';
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
	const open = ( opener?: HTMLElement ) => {
		if ( settled ) {
			popup.open( opener );
			return;
		}
		whenReady( () => {
			if ( ! stopped ) {
				popup.open( opener );
			}
		} );
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
			case 'admin_debug':
				if ( debug ) {
					open();
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
