import { fireEvent } from '@testing-library/dom';
import { resetState } from '@runtime/state';
import { settingsElementId } from '@runtime/settings';
import {
	FIELD_NAME,
	safeRedirect,
	serialize,
	showErrors,
	submitForm,
} from '../../../src/popups/forms';
import { FORM_SUCCESS } from '../../../src/popups/triggers';

function form() {
	document.body.innerHTML = `
	<div class="vitrina-popup" data-popup-id="9">
	<form class="vitrina-form" data-vitrina-form="pum_sub_form" data-closepopup data-closedelay="2">
		<div class="vitrina-form__messages" role="status"></div>
		<p class="vitrina-form__field"><label for="e">E-mail</label><input id="e" name="email" value="a@example.com"></p>
		<p class="vitrina-form__field"><input id="c" type="checkbox" name="consent" value="1" checked><label for="c">Да</label></p>
		<input name="list[0]" value="x"><input name="1bad" value="y"><input name="a b" value="z">
		<input type="hidden" name="popup_id" value="0">
		<button type="submit">Подписаться</button>
	</form></div>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

function stateAddress() {
	const el = document.createElement( 'script' );
	el.type = 'application/json';
	el.id = settingsElementId( 'runtime' );
	el.textContent = JSON.stringify( { stateUrl: '/state' } );
	document.body.appendChild( el );
}

describe( 'popup forms', () => {
	beforeEach( () => {
		resetState();
	} );
	afterEach( () => {
		vi.restoreAllMocks();
		vi.useRealTimers();
	} );

	it( 'follows only http(s) redirects on the page host', () => {
		const origin = window.location.origin;
		expect( safeRedirect( `${ origin }/thanks/` ) ).toBe(
			`${ origin }/thanks/`
		);
		expect( safeRedirect( '/thanks/?a=1' ) ).toBe(
			`${ origin }/thanks/?a=1`
		);
		for ( const bad of [
			'javascript:alert(1)',
			' JavaScript:alert(1)',
			'data:text/html,<script>alert(1)</script>',
			'https://evil.example/',
			'//evil.example/x',
			'/\\evil.example/x',
			`${ window.location.protocol }//user:pw@${ window.location.host }/`,
			'ftp://' + window.location.host + '/',
			'',
		] ) {
			expect( safeRedirect( bad ) ).toBe( '' );
		}
	} );

	it( 'keeps only field names of the rule', () => {
		expect( FIELD_NAME.test( 'email' ) ).toBe( true );
		expect( FIELD_NAME.test( '_x' ) ).toBe( true );
		expect( FIELD_NAME.test( 'list[0][name]' ) ).toBe( true );
		expect( FIELD_NAME.test( 'list[]' ) ).toBe( true );
		expect( FIELD_NAME.test( '1bad' ) ).toBe( false );
		expect( FIELD_NAME.test( 'a b' ) ).toBe( false );
		expect( serialize( form() ) ).toBe(
			'email=a%40example.com&consent=1&list%5B0%5D=x&popup_id=0'
		);
	} );

	it( 'shows field errors next to their fields and the rest on top', () => {
		const f = form();
		showErrors(
			f,
			[
				{ message: 'Введите e-mail.', field: 'email' },
				{ message: 'Страница устарела.' },
			],
			true
		);
		const email = f.querySelector( '#e' )!;
		expect( f.classList.contains( 'vitrina-form--has-errors' ) ).toBe(
			true
		);
		expect( email.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( email.getAttribute( 'aria-describedby' ) ).toBe( 'e-error' );
		expect( f.querySelector( '#e-error' )?.textContent ).toBe(
			'Введите e-mail.'
		);
		expect(
			f.querySelector( '.vitrina-form__messages [role="alert"]' )
				?.textContent
		).toBe( 'Страница устарела.' );
		expect( email.ownerDocument.activeElement ).toBe( email );
		showErrors( f, [], true );
		expect( email.hasAttribute( 'aria-invalid' ) ).toBe( false );
		expect( f.querySelectorAll( '.vitrina-form__error' ) ).toHaveLength(
			0
		);
	} );

	it( 'sends with the state nonce, shows success and tells the page', async () => {
		const f = form();
		stateAddress();
		const calls: Array< [ string, RequestInit | undefined ] > = [];
		vi.spyOn( window, 'fetch' ).mockImplementation( async ( url, init ) => {
			calls.push( [ String( url ), init ] );
			if ( String( url ) === '/state' ) {
				return new Response(
					JSON.stringify( {
						loggedIn: false,
						cart: { count: 0, hash: '' },
						nonces: { popups: 'n0nce' },
					} )
				);
			}
			return new Response(
				JSON.stringify( {
					success: true,
					data: { message: 'Спасибо! Вы подписаны.', redirect: '' },
				} )
			);
		} );
		const events: Event[] = [];
		document.addEventListener( FORM_SUCCESS, ( e ) => events.push( e ) );
		const answer = await submitForm( f, '/wp-admin/admin-ajax.php', true );
		expect( answer?.success ).toBe( true );
		const [ url, init ] = calls[ 1 ];
		expect( url ).toBe( '/wp-admin/admin-ajax.php' );
		const body = new URLSearchParams( String( init?.body ) );
		expect( body.get( 'action' ) ).toBe( 'pum_sub_form' );
		expect( body.get( '_wpnonce' ) ).toBe( 'n0nce' );
		expect(
			new URLSearchParams( body.get( 'values' )! ).get( 'popup_id' )
		).toBe( '9' );
		expect(
			f.querySelector( '.vitrina-form__messages' )?.textContent
		).toBe( 'Спасибо! Вы подписаны.' );
		expect( events ).toHaveLength( 1 );
		expect( ( events[ 0 ] as CustomEvent ).detail ).toMatchObject( {
			formProvider: 'vitrina',
			formId: 'pum_sub_form',
		} );
		expect( f.getAttribute( 'aria-busy' ) ).toBe( 'false' );
	} );

	it( 'only logs a failed request, and is idle again', async () => {
		const f = form();
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		vi.spyOn( window, 'fetch' ).mockResolvedValue(
			new Response( 'Bad gateway', {
				status: 502,
				statusText: 'Bad Gateway',
			} )
		);
		expect( await submitForm( f, '/ajax', true ) ).toBeNull();
		expect( error ).toHaveBeenCalledWith(
			expect.stringContaining( '502' ),
			'Bad Gateway'
		);
		expect( f.classList.contains( 'vitrina-form--has-errors' ) ).toBe(
			false
		);
		expect( f.querySelector( 'button' )?.disabled ).toBe( false );
	} );

	it( 'shows the errors of an answer sent with an error status', async () => {
		const f = form();
		const fetch = vi.spyOn( window, 'fetch' ).mockResolvedValue(
			new Response(
				JSON.stringify( {
					success: false,
					data: {
						errors: [
							{ message: 'Неверный адрес.', field: 'email' },
						],
					},
				} ),
				{ status: 400 }
			)
		);
		const answer = await submitForm( f, '/ajax', true );
		expect( answer?.success ).toBe( false );
		const [ , init ] = fetch.mock.calls.at( -1 )!;
		expect( init?.method ).toBe( 'POST' );
		expect( init?.credentials ).toBe( 'same-origin' );
		expect( init?.headers ).toEqual( {
			'Content-Type': 'application/x-www-form-urlencoded',
		} );
		expect( f.classList.contains( 'vitrina-form--has-errors' ) ).toBe(
			true
		);
		expect( f.querySelector( '#e' )?.getAttribute( 'aria-invalid' ) ).toBe(
			'true'
		);
	} );

	it( 'scrolls to the first error over 1000 ms with a 100 px offset', () => {
		const f = form();
		const box = f.closest< HTMLElement >( '.vitrina-popup' )!;
		const email = f.querySelector< HTMLElement >( '#e' )!;
		vi.spyOn( box, 'getBoundingClientRect' ).mockReturnValue( {
			top: 0,
		} as DOMRect );
		vi.spyOn( email, 'getBoundingClientRect' ).mockReturnValue( {
			top: 600,
		} as DOMRect );
		const frames: FrameRequestCallback[] = [];
		vi.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( cb ) => {
				frames.push( cb );
				return frames.length;
			}
		);
		vi.spyOn( performance, 'now' ).mockReturnValue( 0 );
		showErrors( f, [ { message: 'x', field: 'email' } ], false );
		frames.shift()!( 500 );
		expect( box.scrollTop ).toBeGreaterThan( 0 );
		frames.shift()!( 1000 );
		expect( box.scrollTop ).toBe( 500 );
		expect( frames ).toHaveLength( 0 );
	} );

	it( 'sends on submit through the delegated listener', async () => {
		const { wireForms } = await import( '../../../src/popups/forms' );
		const f = form();
		const fetch = vi
			.spyOn( window, 'fetch' )
			.mockResolvedValue(
				new Response(
					JSON.stringify( { success: false, data: { errors: [] } } )
				)
			);
		wireForms( '/ajax', () => true );
		const submit = new Event( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		f.dispatchEvent( submit );
		expect( submit.defaultPrevented ).toBe( true );
		await vi.waitFor( () => expect( fetch ).toHaveBeenCalled() );
		fireEvent.click( document.body );
	} );
} );
