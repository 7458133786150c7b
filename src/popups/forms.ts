/**
 * Popup forms (spec §4 Form submit, calls 1 and 2): the form is serialised
 * with the field-name rule and sent to admin-ajax (pum_sub_form or pum_form)
 * with the nonce of the shopper's state; idle → loading (button disabled) →
 * success (message; then open or close a popup, redirect or reload, as the
 * form's data attributes say) or errors (next to their fields, the first
 * scrolled to in 1000 ms with a 100 px offset). A failed request is only
 * logged. On success the form dispatches the form-submission event, which
 * form_submission triggers, cookies and conversions follow.
 */
import { z } from 'zod/mini';
import { fetchJson, ResponseError } from '@runtime/http';
import { stateNonce } from '@runtime/state';
import { POPUPS } from './constants';
import { FORM_SUCCESS, type FormSubmission } from './triggers';

/** A field name the server takes: a letter or _ first, bracket indexes after. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_-]*(\[[^\]]*\])*$/;

const answerSchema = z.object( {
	success: z.boolean(),
	data: z.catch(
		z.looseObject( {
			message: z.optional( z.string() ),
			redirect: z.optional( z.string() ),
			errors: z.optional(
				z.array(
					z.object( {
						message: z.string(),
						field: z.optional( z.string() ),
					} )
				)
			),
		} ),
		{}
	),
} );

export type FormAnswer = z.infer< typeof answerSchema >;

/**
 * The form's fields as URL-encoded values (names that break the rule are
 * left out).
 *
 * @param form The form.
 */
export function serialize( form: HTMLFormElement ): string {
	const params = new URLSearchParams();
	new FormData( form ).forEach( ( value, name ) => {
		if ( typeof value === 'string' && FIELD_NAME.test( name ) ) {
			params.append( name, value );
		}
	} );
	return params.toString();
}

/**
 * Scrolls a container (or the page) so that an element sits the offset
 * below its top, over the duration (at once with reduced motion).
 *
 * @param el      The element.
 * @param reduced Whether to skip the animation.
 */
export function scrollToElement( el: HTMLElement, reduced: boolean ): void {
	const box = el.closest< HTMLElement >( '.vitrina-popup' );
	const from = box ? box.scrollTop : window.scrollY;
	const top = box
		? el.getBoundingClientRect().top -
			box.getBoundingClientRect().top +
			box.scrollTop
		: el.getBoundingClientRect().top + window.scrollY;
	const to = Math.max( 0, top - POPUPS.errorScrollOffset );
	const set = ( y: number ) =>
		box ? ( box.scrollTop = y ) : window.scrollTo( 0, y );
	if ( reduced || from === to ) {
		set( to );
		return;
	}
	const start = performance.now();
	const step = ( now: number ) => {
		const t = Math.min( 1, ( now - start ) / POPUPS.errorScrollDuration );
		const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow( -2 * t + 2, 2 ) / 2;
		set( from + ( to - from ) * eased );
		if ( t < 1 ) {
			window.requestAnimationFrame( step );
		}
	};
	window.requestAnimationFrame( step );
}

function clearErrors( form: HTMLFormElement ): void {
	form.classList.remove( 'vitrina-form--has-errors' );
	form.querySelectorAll( '.vitrina-form__error' ).forEach( ( e ) =>
		e.remove()
	);
	form.querySelectorAll( '[aria-invalid="true"]' ).forEach( ( f ) => {
		f.removeAttribute( 'aria-invalid' );
		const ids = ( f.getAttribute( 'aria-describedby' ) ?? '' )
			.split( ' ' )
			.filter( ( id ) => id && ! id.endsWith( '-error' ) );
		if ( ids.length ) {
			f.setAttribute( 'aria-describedby', ids.join( ' ' ) );
		} else {
			f.removeAttribute( 'aria-describedby' );
		}
	} );
}

function messages( form: HTMLFormElement ): HTMLElement {
	let box = form.querySelector< HTMLElement >( '.vitrina-form__messages' );
	if ( ! box ) {
		box = document.createElement( 'div' );
		box.className = 'vitrina-form__messages';
		box.setAttribute( 'role', 'status' );
		box.setAttribute( 'aria-live', 'polite' );
		form.prepend( box );
	}
	return box;
}

/**
 * Shows the answer's errors: next to their fields, the rest on top.
 *
 * @param form    The form.
 * @param errors  The errors.
 * @param reduced Whether to scroll without animation.
 * @return The first element shown.
 */
export function showErrors(
	form: HTMLFormElement,
	errors: Array< { message: string; field?: string } >,
	reduced: boolean
): HTMLElement | null {
	clearErrors( form );
	form.classList.add( 'vitrina-form--has-errors' );
	let first: HTMLElement | null = null;
	const top = messages( form );
	top.textContent = '';
	errors.forEach( ( error, i ) => {
		const field = error.field
			? form.querySelector< HTMLElement >(
					`[name="${ CSS.escape( error.field ) }"]`
				)
			: null;
		const note = document.createElement( 'span' );
		note.className = 'vitrina-form__error';
		note.textContent = error.message;
		if ( field ) {
			const id = `${ field.id || `vitrina-field-${ i }` }-error`;
			note.id = id;
			field.setAttribute( 'aria-invalid', 'true' );
			field.setAttribute(
				'aria-describedby',
				[ field.getAttribute( 'aria-describedby' ), id ]
					.filter( Boolean )
					.join( ' ' )
			);
			( field.closest( '.vitrina-form__field' ) ?? field ).append( note );
			first ??= field;
		} else {
			note.setAttribute( 'role', 'alert' );
			top.append( note );
			first ??= top;
		}
	} );
	if ( first ) {
		scrollToElement( first, reduced );
		( first as HTMLElement ).focus?.( { preventScroll: true } );
	}
	return first;
}

function setLoading( form: HTMLFormElement, loading: boolean ): void {
	form.classList.toggle( 'vitrina-form--loading', loading );
	form.setAttribute( 'aria-busy', loading ? 'true' : 'false' );
	form.querySelectorAll< HTMLButtonElement >(
		'button[type="submit"], input[type="submit"]'
	).forEach( ( b ) => ( b.disabled = loading ) );
}

/**
 * Sends a form.
 *
 * @param form    The form.
 * @param ajaxUrl admin-ajax's address.
 * @param reduced Whether motion is reduced.
 * @return The answer, or null when the request failed.
 */
export async function submitForm(
	form: HTMLFormElement,
	ajaxUrl: string,
	reduced: boolean
): Promise< FormAnswer | null > {
	if ( form.getAttribute( 'aria-busy' ) === 'true' ) {
		return null;
	}
	const action = form.dataset.vitrinaForm ?? '';
	const popup = form.closest< HTMLElement >(
		'.vitrina-popup[data-popup-id]'
	);
	const idField = form.querySelector< HTMLInputElement >(
		'input[name="popup_id"]'
	);
	if ( popup && idField && ( ! idField.value || idField.value === '0' ) ) {
		idField.value = popup.dataset.popupId ?? '0';
	}
	setLoading( form, true );
	try {
		const body = new URLSearchParams( {
			action,
			values: serialize( form ),
			_wpnonce: await stateNonce( 'popups' ),
		} );
		const answer = await fetchJson( ajaxUrl, answerSchema, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body,
			anyStatus: true,
		} );
		if ( answer.success ) {
			clearErrors( form );
			const box = messages( form );
			box.textContent = answer.data.message ?? '';
			form.classList.add( 'vitrina-form--success' );
			form.reset();
			afterSuccess( form, answer, action );
		} else {
			showErrors( form, answer.data.errors ?? [], reduced );
		}
		return answer;
	} catch ( error ) {
		// An answer of the wrong shape is told by its status.
		const failed = 'Vitrina popups: the form was not sent';
		if ( error instanceof ResponseError ) {
			// eslint-disable-next-line no-console
			console.error(
				`${ failed } (${ error.status })`,
				error.statusText
			);
		} else {
			// eslint-disable-next-line no-console
			console.error( failed, error );
		}
		return null;
	} finally {
		setLoading( form, false );
	}
}

/**
 * A redirect the form may follow: an http(s) address on the page's own
 * host; anything else (another host, javascript:, data:…) is ''.
 *
 * @param url The address (absolute, or relative to the page).
 * @return The absolute address, or ''.
 */
export function safeRedirect( url: string ): string {
	if ( ! url.trim() ) {
		return '';
	}
	let target: URL;
	try {
		target = new URL( url.trim(), window.location.href );
	} catch {
		return '';
	}
	const here = window.location;
	return ( target.protocol === 'http:' || target.protocol === 'https:' ) &&
		target.host === here.host &&
		! target.username &&
		! target.password
		? target.href
		: '';
}

/**
 * What follows a success: the form-submission event, then what the form's
 * data attributes ask for (data-openpopup-id, data-closepopup with
 * data-closedelay in seconds, data-redirect, data-reload).
 *
 * @param form   The form.
 * @param answer The answer.
 * @param action The call.
 */
function afterSuccess(
	form: HTMLFormElement,
	answer: FormAnswer,
	action: string
): void {
	const detail: FormSubmission = {
		formProvider: 'vitrina',
		formId: action,
		formInstanceId: form.dataset.instance,
		ajax: true,
		tracked: false,
	};
	form.dispatchEvent(
		new CustomEvent( FORM_SUCCESS, { bubbles: true, detail } )
	);
	const d = form.dataset;
	const open = Number( d.openpopupId );
	if ( open > 0 ) {
		window.VitrinaPopups?.open( open );
	}
	const popup = form.closest< HTMLElement >(
		'.vitrina-popup[data-popup-id]'
	);
	if ( d.closepopup !== undefined && popup ) {
		const id = Number( popup.dataset.popupId );
		window.setTimeout(
			() => window.VitrinaPopups?.close( id ),
			Math.max( 0, Number( d.closedelay ) || 0 ) * 1000
		);
	}
	const redirect = safeRedirect( answer.data.redirect || d.redirect || '' );
	if ( redirect ) {
		window.location.assign( redirect );
	} else if ( d.reload !== undefined ) {
		window.location.reload();
	}
}

/**
 * Sends every popup form of the page through the island.
 *
 * @param ajaxUrl admin-ajax's address.
 * @param reduced Whether motion is reduced.
 */
export function wireForms( ajaxUrl: string, reduced: () => boolean ): void {
	document.addEventListener( 'submit', ( event ) => {
		const form = event.target;
		if (
			! ( form instanceof HTMLFormElement ) ||
			! form.matches( 'form[data-vitrina-form]' )
		) {
			return;
		}
		event.preventDefault();
		void submitForm( form, ajaxUrl, reduced() );
	} );
}
