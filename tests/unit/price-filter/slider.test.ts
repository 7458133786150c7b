import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
	drawSlider,
	drawSliders,
	formatPrice,
	type Emit,
	type PriceFormat,
} from '../../../src/price-filter/slider';
import { EVENTS } from '../../../src/price-filter/constants';

/** Roubles as the demo shop formats them: "1 500 ₽". */
const RUB: PriceFormat = { symbol: '₽', thousand: ' ', format: '%v\u00a0%s' };

/**
 * WooCommerce's widget form (templates/content-widget-price-filter.php).
 *
 * @param min     The lowest price of the catalogue.
 * @param max     The highest.
 * @param current The prices asked for.
 */
function widget( min = 100, max = 2500, current = [ min, max ] ): HTMLElement {
	document.body.innerHTML = `<div class="vitrina-mount"><form method="get" action="/shop/">
	<div class="price_slider_wrapper">
		<div class="price_slider" style="display:none;"></div>
		<div class="price_slider_amount" data-step="10">
			<label class="screen-reader-text" for="min_price">Min price</label>
			<input type="text" id="min_price" name="min_price" value="${ current[ 0 ] }" data-min="${ min }" placeholder="Min price" />
			<label class="screen-reader-text" for="max_price">Max price</label>
			<input type="text" id="max_price" name="max_price" value="${ current[ 1 ] }" data-max="${ max }" placeholder="Max price" />
			<button type="submit" class="button">Filter</button>
			<div class="price_label" style="display:none;">Price: <span class="from"></span> &mdash; <span class="to"></span></div>
			<div class="clear"></div>
		</div>
	</div></form></div>`;
	return document.querySelector( '.price_slider_wrapper' ) as HTMLElement;
}

const input = ( name: string ) =>
	document.querySelector( `input[name="${ name }"]` ) as HTMLInputElement;

/**
 * Moves an input as the browser does for the shopper.
 *
 * @param el    The input.
 * @param value Where to.
 */
function move( el: HTMLInputElement, value: number ) {
	el.value = String( value );
	el.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	el.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

describe( 'the price filter’s slider', () => {
	let emit: ReturnType< typeof vi.fn< Emit > >;
	beforeEach( () => {
		emit = vi.fn< Emit >();
	} );

	it( 'formats a price as the shop does, in whole units', () => {
		expect( formatPrice( 1500, RUB ) ).toBe( '1 500\u00a0₽' );
		expect( formatPrice( 999.6, RUB ) ).toBe( '1 000\u00a0₽' );
		expect(
			formatPrice( 1234567, {
				symbol: '$',
				thousand: ',',
				format: '%s%v',
			} )
		).toBe( '$1,234,567' );
	} );

	it( 'turns the two price fields into labelled range inputs over the theme’s track', () => {
		const wrapper = widget( 100, 2500, [ 300, 2000 ] );
		expect( drawSlider( wrapper, RUB, emit ) ).toBe( true );
		const [ low, high ] = [ input( 'min_price' ), input( 'max_price' ) ];
		for ( const el of [ low, high ] ) {
			expect( el.type ).toBe( 'range' );
			expect( [ el.min, el.max, el.step ] ).toEqual( [
				'100',
				'2500',
				'10',
			] );
			// Still in the form, under the same name and label.
			expect( el.form ).toBe( document.querySelector( 'form' ) );
			expect( el.labels?.[ 0 ]?.textContent ).toMatch( /price/ );
		}
		expect( [ low.value, high.value ] ).toEqual( [ '300', '2000' ] );
		expect( low.getAttribute( 'aria-valuetext' ) ).toBe( '300\u00a0₽' );
		expect( high.getAttribute( 'aria-valuetext' ) ).toBe( '2 000\u00a0₽' );
		const slider = wrapper.querySelector( '.price_slider' ) as HTMLElement;
		expect( slider.style.display ).toBe( '' );
		expect( slider.classList.contains( 'ui-slider' ) ).toBe( true );
		const handles =
			slider.querySelectorAll< HTMLElement >( '.ui-slider-handle' );
		expect( handles ).toHaveLength( 2 );
		expect( handles[ 0 ].getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( handles[ 0 ].style.left ).toBe( '8.333333333333332%' );
		expect( handles[ 1 ].style.left ).toBe( '79.16666666666666%' );
		const range = slider.querySelector( '.ui-slider-range' ) as HTMLElement;
		expect( range.style.left ).toBe( handles[ 0 ].style.left );
		const label = wrapper.querySelector( '.price_label' ) as HTMLElement;
		expect( label.style.display ).toBe( '' );
		expect( label.textContent?.replace( /\s+/g, ' ' ) ).toBe(
			'Price: 300 ₽ — 2 000 ₽'
		);
		expect( emit ).toHaveBeenCalledWith( EVENTS.create, [ 300, 2000 ] );
		expect( emit ).toHaveBeenCalledWith( EVENTS.updated, [ 300, 2000 ] );
	} );

	it( 'follows each move with the label and WooCommerce’s events; a price stops at the other', () => {
		const wrapper = widget();
		drawSlider( wrapper, RUB, emit );
		emit.mockClear();
		move( input( 'max_price' ), 1200 );
		expect( emit.mock.calls ).toEqual( [
			[ EVENTS.slide, [ 100, 1200 ] ],
			[ EVENTS.updated, [ 100, 1200 ] ],
			[ EVENTS.change, [ 100, 1200 ] ],
		] );
		expect( wrapper.querySelector( '.to' )?.textContent ).toBe(
			'1 200\u00a0₽'
		);
		// The lowest price pushed past the highest stops there.
		move( input( 'min_price' ), 1800 );
		expect( input( 'min_price' ).value ).toBe( '1200' );
		expect( input( 'max_price' ).value ).toBe( '1200' );
		expect( wrapper.querySelector( '.from' )?.textContent ).toBe(
			'1 200\u00a0₽'
		);
		// Both on one spot: the one that can still move is on top (the
		// highest in the lower half, the lowest in the upper half).
		expect( input( 'min_price' ).classList.contains( 'is-top' ) ).toBe(
			false
		);
		move( input( 'max_price' ), 2500 );
		move( input( 'min_price' ), 2500 );
		expect( input( 'min_price' ).classList.contains( 'is-top' ) ).toBe(
			true
		);
		move( input( 'min_price' ), 500 );
		expect( input( 'min_price' ).classList.contains( 'is-top' ) ).toBe(
			false
		);
	} );

	it( 'moves the nearer handle to a press on the track', () => {
		const wrapper = widget( 0, 1000 );
		drawSlider( wrapper, RUB, emit );
		const slider = wrapper.querySelector( '.price_slider' ) as HTMLElement;
		slider.getBoundingClientRect = () =>
			( { left: 0, width: 200, top: 0, height: 10 } ) as DOMRect;
		const press = ( x: number ) =>
			slider.dispatchEvent(
				Object.assign( new Event( 'pointerdown', { bubbles: true } ), {
					clientX: x,
				} )
			);
		press( 150 ); // 750: nearer the highest (1000).
		expect( input( 'max_price' ).value ).toBe( '750' );
		expect( input( 'max_price' ).ownerDocument.activeElement ).toBe(
			input( 'max_price' )
		);
		press( 42 ); // 210: nearer the lowest.
		expect( input( 'min_price' ).value ).toBe( '210' );
		expect( emit ).toHaveBeenCalledWith( EVENTS.change, [ 210, 750 ] );
	} );

	it( 'draws each widget once, and leaves markup it does not know as it is', () => {
		widget();
		expect( drawSliders( document, RUB, emit ) ).toBe( 1 );
		expect( drawSliders( document, RUB, emit ) ).toBe( 0 );
		expect(
			document.querySelectorAll( '.price_slider .ui-slider-handle' )
		).toHaveLength( 2 );
		// A catalogue with one price (no range): the fields stay fields.
		const flat = widget( 500, 500 );
		expect( drawSlider( flat, RUB, emit ) ).toBe( false );
		expect( input( 'min_price' ).type ).toBe( 'text' );
		// A theme's own form without WooCommerce's fields.
		document.body.innerHTML = '<div class="price_slider_wrapper"></div>';
		expect(
			drawSlider(
				document.querySelector(
					'.price_slider_wrapper'
				) as HTMLElement,
				RUB,
				emit
			)
		).toBe( false );
	} );
} );
