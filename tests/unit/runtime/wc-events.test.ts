import jQuery from 'jquery';
import {
	changed,
	emit,
	joinJquery,
	listen,
	listenDom,
	listenOn,
} from '@runtime/wc-events';

describe( 'WooCommerce events', () => {
	afterEach( () => {
		delete ( window as { jQuery?: unknown } ).jQuery;
	} );

	it( 'listenDom hands over a native event’s detail, undefined for a plain event', () => {
		const seen: unknown[] = [];
		listenDom( 'wc-blocks_test_detail', ( detail ) => seen.push( detail ) );
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_test_detail', {
				detail: { preserveCartData: true },
			} )
		);
		document.body.dispatchEvent( new Event( 'wc-blocks_test_detail' ) );
		expect( seen ).toEqual( [ { preserveCartData: true }, undefined ] );
	} );

	it( 'listenDom hears a native event even where jQuery is on the page', () => {
		const on = vi.fn();
		( window as { jQuery?: unknown } ).jQuery = () => ( { on } );
		const seen: unknown[] = [];
		listenDom( 'wc-blocks_test_jq', ( detail ) => seen.push( detail ) );
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_test_jq', { detail: 7 } )
		);
		expect( seen ).toEqual( [ 7 ] );
		expect( on ).not.toHaveBeenCalled();
	} );

	it( 'without jQuery, emit and listen pass the arguments as the detail', () => {
		const seen: unknown[][] = [];
		listen( 'test_added', ( ...args ) => seen.push( args ) );
		emit( 'test_added', [ 'a', 2 ] );
		expect( seen ).toEqual( [ [ 'a', 2 ] ] );
	} );

	it( 'a listener added before jQuery came hears the events through it once it is there', () => {
		const seen: unknown[][] = [];
		listen( 'test_late', ( ...args ) => seen.push( args ) );
		// jQuery arrives (with an island used later), and its scripts
		// trigger through it.
		const handlers: Record<
			string,
			Array< ( ...a: unknown[] ) => void >
		> = {};
		( window as { jQuery?: unknown } ).jQuery = () => ( {
			on: ( name: string, handler: ( ...a: unknown[] ) => void ) =>
				( handlers[ name ] ??= [] ).push( handler ),
			trigger: ( name: string, args: unknown[] = [] ) =>
				( handlers[ name ] ?? [] ).forEach( ( handler ) =>
					handler( {}, ...args )
				),
		} );
		joinJquery();
		emit( 'test_late', [ 'b', 3 ] );
		expect( seen ).toEqual( [ [ 'b', 3 ] ] );
		// Joined once: a second join adds no second handler.
		joinJquery();
		emit( 'test_late', [ 'c' ] );
		expect( seen ).toEqual( [ [ 'b', 3 ], [ 'c' ] ] );
	} );

	it( "an element's listener added before jQuery came hears WooCommerce's jQuery events once it is there, and a DOM change once", () => {
		document.body.innerHTML =
			'<form class="variations_form"><select><option value="a">a</option></select></form>';
		const form = document.querySelector( 'form' )!;
		const found: unknown[][] = [];
		let changes = 0;
		listenOn( form, 'found_variation', ( ...args ) => found.push( args ) );
		listenOn( form, 'change', () => changes++ );
		// No jQuery yet: a DOM event, its arguments in the detail.
		form.dispatchEvent(
			new CustomEvent( 'found_variation', { detail: [ { id: 1 } ] } )
		);
		changed( form.querySelector( 'select' )! );
		expect( found ).toEqual( [ [ { id: 1 } ] ] );
		expect( changes ).toBe( 1 );
		// jQuery comes (with WooCommerce's variation form script, on the
		// form's first use), which triggers its events through it.
		( window as { jQuery?: unknown } ).jQuery = jQuery;
		joinJquery();
		jQuery( form ).trigger( 'found_variation', [ { id: 2 } ] );
		expect( found ).toEqual( [ [ { id: 1 } ], [ { id: 2 } ] ] );
		// A DOM change is heard once (jQuery's handler only), as is one
		// jQuery triggers.
		changed( form.querySelector( 'select' )! );
		jQuery( form.querySelector( 'select' ) ).trigger( 'change' );
		expect( changes ).toBe( 3 );
		jQuery( form ).off();
		document.body.innerHTML = '';
	} );
} );
