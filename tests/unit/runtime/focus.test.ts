/**
 * Focus inside a modal part of the page: what Tab reaches, and Tab kept in.
 */
import { describe, expect, it } from 'vitest';
import { focusables, keepTabInside } from '../../../src/runtime/focus';

const tab = ( shiftKey = false ) => {
	let prevented = false;
	return {
		shiftKey,
		preventDefault: () => {
			prevented = true;
		},
		get prevented() {
			return prevented;
		},
	};
};

describe( 'focusables', () => {
	it( 'lists what Tab reaches, in order, and nothing else', () => {
		document.body.innerHTML = `
			<div id="box">
				<a id="link" href="/x/">x</a>
				<a id="nohref">no href</a>
				<button id="off" disabled>off</button>
				<input id="secret" type="hidden" name="post_type" value="product">
				<button id="roving" tabindex="-1">tab</button>
				<div hidden><button id="hidden">h</button></div>
				<select id="select"><option>1</option></select>
				<span id="span" tabindex="0">span</span>
				<button id="sub" class="closed">sub</button>
				<textarea id="last"></textarea>
			</div>`;
		const box = document.getElementById( 'box' ) as HTMLElement;
		expect( focusables( box ).map( ( el ) => el.id ) ).toEqual( [
			'link',
			'select',
			'span',
			'sub',
			'last',
		] );
		expect(
			focusables(
				box,
				( el ) => ! el.classList.contains( 'closed' )
			).map( ( el ) => el.id )
		).toEqual( [ 'link', 'select', 'span', 'last' ] );
	} );
} );

describe( 'keepTabInside', () => {
	const markup = () => {
		document.body.innerHTML = `
			<button id="before">before</button>
			<div id="box"><button id="first">1</button><button id="middle">2</button><button id="last">3</button></div>`;
		return document.getElementById( 'box' ) as HTMLElement;
	};
	const byId = ( id: string ) => document.getElementById( id ) as HTMLElement;

	it( 'wraps Tab from the last to the first and Shift+Tab back', () => {
		const box = markup();
		byId( 'last' ).focus();
		const forward = tab();
		expect( keepTabInside( box, forward ) ).toBe( true );
		expect( forward.prevented ).toBe( true );
		expect( box.ownerDocument.activeElement ).toBe( byId( 'first' ) );

		const back = tab( true );
		keepTabInside( box, back );
		expect( back.prevented ).toBe( true );
		expect( box.ownerDocument.activeElement ).toBe( byId( 'last' ) );
	} );

	it( 'leaves Tab between inner elements to the browser', () => {
		const box = markup();
		byId( 'middle' ).focus();
		const forward = tab();
		keepTabInside( box, forward );
		expect( forward.prevented ).toBe( false );
		expect( box.ownerDocument.activeElement ).toBe( byId( 'middle' ) );
	} );

	it( 'brings the focus back in from outside', () => {
		const box = markup();
		byId( 'before' ).focus();
		keepTabInside( box, tab() );
		expect( box.ownerDocument.activeElement ).toBe( byId( 'first' ) );
		byId( 'before' ).focus();
		keepTabInside( box, tab( true ) );
		expect( box.ownerDocument.activeElement ).toBe( byId( 'last' ) );
	} );

	it( 'stops the key and says so when nothing inside takes the focus', () => {
		document.body.innerHTML = '<div id="box"><p>text</p></div>';
		const event = tab();
		expect( keepTabInside( byId( 'box' ), event ) ).toBe( false );
		expect( event.prevented ).toBe( true );
	} );
} );
