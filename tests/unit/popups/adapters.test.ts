import jQuery from 'jquery';
import {
	announce,
	closeDelaySeconds,
	wireAdapters,
} from '../../../src/popups/adapters';
import {
	FORM_SUCCESS,
	type FormSubmission,
} from '../../../src/popups/triggers';

describe( 'form plugin adapters', () => {
	let seen: Array< { detail: FormSubmission; target: EventTarget | null } >;
	let stop: () => void;
	const listen = ( e: Event ) =>
		seen.push( {
			detail: ( e as CustomEvent< FormSubmission > ).detail,
			target: e.target,
		} );

	beforeEach( () => {
		seen = [];
		document.addEventListener( FORM_SUCCESS, listen );
		stop = wireAdapters( jQuery as never );
	} );
	afterEach( () => {
		document.removeEventListener( FORM_SUCCESS, listen );
		stop();
		jQuery( document ).off();
		vi.useRealTimers();
		delete window.VitrinaPopups;
	} );

	it( 'takes close delays of three or more digits as milliseconds', () => {
		expect( closeDelaySeconds( 3 ) ).toBe( 3 );
		expect( closeDelaySeconds( '15' ) ).toBe( 15 );
		expect( closeDelaySeconds( 500 ) ).toBe( 0.5 );
		expect( closeDelaySeconds( '3000' ) ).toBe( 3 );
		expect( closeDelaySeconds( 'x' ) ).toBe( 0 );
		expect( closeDelaySeconds( -4 ) ).toBe( 0 );
	} );

	it( 'hears Contact Form 7 (a DOM event) with its form and instance', () => {
		document.body.innerHTML =
			'<div class="wpcf7" id="w"><form class="wpcf7-form"></form></div>';
		document.getElementById( 'w' )!.dispatchEvent(
			new CustomEvent( 'wpcf7mailsent', {
				bubbles: true,
				detail: { contactFormId: 12, unitTag: 'wpcf7-f12-p34-o2' },
			} )
		);
		expect( seen ).toHaveLength( 1 );
		expect( seen[ 0 ].detail ).toMatchObject( {
			formProvider: 'contactform7',
			formId: 12,
			formInstanceId: '2',
			ajax: true,
		} );
		expect( seen[ 0 ].target ).toBe( document.querySelector( 'form' ) );
	} );

	it.each( [
		[
			'Gravity Forms',
			'<div id="gform_confirmation_wrapper_4">Спасибо</div>',
			() =>
				jQuery( document ).trigger(
					'gform_confirmation_loaded',
					[ 4 ]
				),
			{ formProvider: 'gravityforms', formId: '4' },
		],
		[
			'WPForms',
			'<form id="f" data-formid="77"></form>',
			() => jQuery( '#f' ).trigger( 'wpformsAjaxSubmitSuccess', [ {} ] ),
			{ formProvider: 'wpforms', formId: '77' },
		],
		[
			'Ninja Forms',
			'<div id="nf-form-3-cont"></div>',
			() =>
				jQuery( document ).trigger( 'nfFormSubmitResponse', [
					{ id: 3 },
				] ),
			{ formProvider: 'ninjaforms', formId: '3' },
		],
		[
			'Formidable',
			'<form id="f"><input name="form_id" value="9"></form>',
			() =>
				jQuery( document ).trigger( 'frmFormComplete', [
					document.getElementById( 'f' ),
					{},
				] ),
			{ formProvider: 'formidable', formId: '9' },
		],
		[
			'Fluent Forms',
			'<form id="f" data-form_id="5"></form>',
			() =>
				jQuery( '#f' ).trigger( 'fluentform_submission_success', [
					{},
				] ),
			{ formProvider: 'fluentforms', formId: '5' },
		],
	] )( 'hears %s (its jQuery event)', ( _name, html, fire, want ) => {
		document.body.innerHTML = html;
		fire();
		expect( seen ).toHaveLength( 1 );
		expect( seen[ 0 ].detail ).toMatchObject( want );
	} );

	it( 'closes the popup of a Contact Form 7 form after its delay in ms', () => {
		vi.useFakeTimers();
		const close = vi.fn( () => true );
		window.VitrinaPopups = {
			open: () => true,
			close,
			isOpen: () => true,
			setCookie: () => {},
		};
		document.body.innerHTML =
			'<div class="vitrina-popup" data-popup-id="8"><div class="wpcf7" data-closepopup data-closedelay="1500"><form></form></div></div>';
		announce(
			document.querySelector( 'form' ),
			{ formProvider: 'contactform7', formId: 1 },
			true
		);
		vi.advanceTimersByTime( 1499 );
		expect( close ).not.toHaveBeenCalled();
		vi.advanceTimersByTime( 1 );
		expect( close ).toHaveBeenCalledWith( 8 );
	} );
} );
