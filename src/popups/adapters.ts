/**
 * Form plugin adapters: the success events of Contact Form 7, Gravity Forms,
 * WPForms, Ninja Forms, Formidable and Fluent Forms become the island's
 * form-submission event (FORM_SUCCESS, dispatched on the form), so that
 * form_submission triggers, form_success cookies, conversions and closing
 * work with them as with our own forms. Contact Form 7 and Gravity Forms
 * forms may ask to close their popup (data-closepopup, data-closedelay);
 * a delay of three or more digits is taken as milliseconds.
 */
import { FORM_SUCCESS, type FormSubmission } from './triggers';

type JQueryHandler = ( event: { target: unknown }, ...args: unknown[] ) => void;
interface JQueryLike {
	( target: unknown ): {
		on: ( events: string, handler: JQueryHandler ) => unknown;
	};
}

/**
 * A close delay in seconds: values of three or more digits are milliseconds.
 *
 * @param value The delay as the form gives it.
 */
export function closeDelaySeconds( value: unknown ): number {
	const n = Number( value );
	if ( ! Number.isFinite( n ) || n <= 0 ) {
		return 0;
	}
	return String( Math.trunc( n ) ).length >= 3 ? n / 1000 : n;
}

/**
 * Tells the page a form was sent.
 *
 * @param form          The form element (or its wrapper).
 * @param submission    The submission.
 * @param closeSettings Whether the form's own close settings apply (CF7, Gravity Forms).
 */
export function announce(
	form: Element | null,
	submission: FormSubmission,
	closeSettings = false
): void {
	const target = form ?? document;
	target.dispatchEvent(
		new CustomEvent( FORM_SUCCESS, {
			bubbles: true,
			detail: { ajax: true, tracked: false, ...submission },
		} )
	);
	const el = form instanceof HTMLElement ? form : null;
	const popup = el?.closest< HTMLElement >( '.vitrina-popup[data-popup-id]' );
	const holder = el?.closest< HTMLElement >( '[data-closepopup]' );
	if ( closeSettings && popup && holder ) {
		const id = Number( popup.dataset.popupId );
		window.setTimeout(
			() => window.VitrinaPopups?.close( id ),
			closeDelaySeconds( holder.dataset.closedelay ) * 1000
		);
	}
}

const formOf = ( target: unknown ): HTMLFormElement | null =>
	target instanceof HTMLFormElement
		? target
		: ( target instanceof Element && target.querySelector( 'form' ) ) ||
			null;

/**
 * Listens to every adapter's success event.
 *
 * @param jq jQuery, when the page has it (the plugins fire jQuery events).
 * @return A function that stops listening to the DOM events.
 */
export function wireAdapters( jq?: JQueryLike ): () => void {
	// Contact Form 7: a DOM event on the form's wrapper.
	const cf7 = ( event: Event ) => {
		const detail = (
			event as CustomEvent< {
				contactFormId?: number | string;
				unitTag?: string;
			} >
		 ).detail;
		const instance = /-o(\d+)$/.exec( detail?.unitTag ?? '' )?.[ 1 ];
		announce(
			formOf( event.target ) ?? ( event.target as Element ),
			{
				formProvider: 'contactform7',
				formId: detail?.contactFormId ?? '',
				formInstanceId: instance,
			},
			true
		);
	};
	document.addEventListener( 'wpcf7mailsent', cf7 );

	if ( jq ) {
		const doc = jq( document );
		// Gravity Forms: (event, formId) on the document.
		doc.on( 'gform_confirmation_loaded', ( _e, formId ) => {
			const wrapper = document.getElementById(
				`gform_confirmation_wrapper_${ formId }`
			);
			announce(
				wrapper,
				{ formProvider: 'gravityforms', formId: String( formId ) },
				true
			);
		} );
		// WPForms: on the form.
		doc.on( 'wpformsAjaxSubmitSuccess', ( e ) => {
			const form = formOf( e.target );
			announce( form, {
				formProvider: 'wpforms',
				formId: form?.dataset.formid ?? '',
			} );
		} );
		// Ninja Forms: (event, response) with the form's id.
		doc.on( 'nfFormSubmitResponse', ( _e, response ) => {
			const id = String(
				( response as { id?: unknown } | undefined )?.id ?? ''
			);
			announce( document.getElementById( `nf-form-${ id }-cont` ), {
				formProvider: 'ninjaforms',
				formId: id,
			} );
		} );
		// Formidable: (event, form, response).
		doc.on( 'frmFormComplete', ( _e, form ) => {
			const el = formOf( form );
			const id =
				el?.querySelector< HTMLInputElement >( 'input[name="form_id"]' )
					?.value ?? '';
			announce( el, { formProvider: 'formidable', formId: id } );
		} );
		// Fluent Forms: on the form.
		doc.on( 'fluentform_submission_success', ( e ) => {
			const form = formOf( e.target );
			announce( form, {
				formProvider: 'fluentforms',
				formId: form?.dataset.form_id ?? '',
			} );
		} );
	}
	return () => document.removeEventListener( 'wpcf7mailsent', cf7 );
}
