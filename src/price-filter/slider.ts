/**
 * The price filter's slider: WooCommerce's two price fields become two range
 * inputs laid over the theme's slider track, so the browser gives the
 * keyboard, touch and screen reader their way of moving each price; the
 * track, the chosen range and the handles are drawn with jQuery UI's classes
 * as WooCommerce's slider script draws them, so the theme's styles apply.
 */
import { CLASSES, DRAWN, EVENTS, WIDGET } from './constants';

/** The shop's price format (includes/PriceFilter/PriceFilter.php). */
export interface PriceFormat {
	/** The currency's symbol. */
	symbol: string;
	/** Between thousands. */
	thousand: string;
	/** `%s` the symbol, `%v` the amount (e.g. "%v %s"). */
	format: string;
}

/**
 * A price in whole units, in the shop's format (as WooCommerce's slider
 * labels it).
 *
 * @param value  The price.
 * @param format The format.
 */
export function formatPrice( value: number, format: PriceFormat ): string {
	const whole = Math.round( Math.abs( value ) )
		.toString()
		.replace( /\B(?=(\d{3})+(?!\d))/g, format.thousand );
	return format.format
		.replace( '%s', format.symbol )
		.replace( '%v', ( value < 0 ? '-' : '' ) + whole );
}

/** Fires an event on document.body with its arguments. */
export type Emit = ( name: string, args: unknown[] ) => void;

/**
 * A number attribute, else the fallback.
 *
 * @param value    The attribute's value.
 * @param fallback The fallback.
 */
const numberOr = ( value: string | undefined, fallback: number ): number => {
	const number = value === undefined || value === '' ? NaN : Number( value );
	return Number.isFinite( number ) ? number : fallback;
};

/**
 * Draws the slider of one widget's form.
 *
 * @param wrapper The widget's `.price_slider_wrapper`.
 * @param format  The shop's price format.
 * @param emit    Fires WooCommerce's slider events.
 * @return Whether it was drawn (false: drawn already, or not the markup it knows).
 */
export function drawSlider(
	wrapper: HTMLElement,
	format: PriceFormat,
	emit: Emit
): boolean {
	const slider = wrapper.querySelector< HTMLElement >( WIDGET.slider );
	const amount = wrapper.querySelector< HTMLElement >( WIDGET.amount );
	const low = wrapper.querySelector< HTMLInputElement >( WIDGET.min );
	const high = wrapper.querySelector< HTMLInputElement >( WIDGET.max );
	if ( wrapper.dataset[ DRAWN ] || ! slider || ! amount || ! low || ! high ) {
		return false;
	}
	const min = numberOr( low.dataset.min, NaN );
	const max = numberOr( high.dataset.max, NaN );
	if ( ! Number.isFinite( min ) || ! Number.isFinite( max ) || min >= max ) {
		return false;
	}
	wrapper.dataset[ DRAWN ] = '1';
	const step = Math.max( numberOr( amount.dataset.step, 1 ), 1e-9 );
	const values = [ numberOr( low.value, min ), numberOr( high.value, max ) ];

	const doc = wrapper.ownerDocument;
	const range = doc.createElement( 'div' );
	range.className = CLASSES.range;
	slider.className = `${ slider.className } ${ CLASSES.track }`.trim();
	slider.style.display = '';
	slider.append( range );
	const inputs = [ low, high ];
	const handles = inputs.map( ( input, index ) => {
		input.type = 'range';
		input.min = String( min );
		input.max = String( max );
		input.step = String( step );
		input.value = String( values[ index ] );
		input.classList.add( CLASSES.input );
		const handle = doc.createElement( 'span' );
		handle.className = CLASSES.handle;
		handle.setAttribute( 'aria-hidden', 'true' );
		slider.append( input, handle );
		return handle;
	} );
	const label = wrapper.querySelector< HTMLElement >( WIDGET.label );
	if ( label ) {
		label.style.display = '';
	}
	const from = label?.querySelector( WIDGET.from );
	const to = label?.querySelector( WIDGET.to );
	const percent = ( value: number ) =>
		( ( value - min ) / ( max - min ) ) * 100;

	/**
	 * Draws the prices; the moved one stops at the other.
	 *
	 * @param moved The input moved, if one was.
	 * @return The two prices.
	 */
	const show = ( moved?: HTMLInputElement ): [ number, number ] => {
		let lowest = Number( low.value );
		let highest = Number( high.value );
		if ( lowest > highest ) {
			if ( moved === high ) {
				highest = lowest;
				high.value = String( highest );
			} else {
				lowest = highest;
				low.value = String( lowest );
			}
		}
		const [ left, right ] = [ percent( lowest ), percent( highest ) ];
		range.style.left = `${ left }%`;
		range.style.width = `${ right - left }%`;
		handles[ 0 ].style.left = `${ left }%`;
		handles[ 1 ].style.left = `${ right }%`;
		const texts = [
			formatPrice( lowest, format ),
			formatPrice( highest, format ),
		];
		low.setAttribute( 'aria-valuetext', texts[ 0 ] );
		high.setAttribute( 'aria-valuetext', texts[ 1 ] );
		if ( from ) {
			from.textContent = texts[ 0 ];
		}
		if ( to ) {
			to.textContent = texts[ 1 ];
		}
		// Both on one spot: the one that can still move is on top.
		low.classList.toggle( CLASSES.top, lowest > ( min + max ) / 2 );
		return [ lowest, highest ];
	};

	inputs.forEach( ( input ) => {
		input.addEventListener( 'input', () => {
			const prices = show( input );
			emit( EVENTS.slide, prices );
			emit( EVENTS.updated, prices );
		} );
		input.addEventListener( 'change', () => {
			emit( EVENTS.change, show( input ) );
		} );
	} );
	// A press on the track moves the nearer handle there, as jQuery UI's does.
	slider.addEventListener( 'pointerdown', ( event ) => {
		if ( inputs.includes( event.target as HTMLInputElement ) ) {
			return;
		}
		const box = slider.getBoundingClientRect();
		if ( box.width <= 0 ) {
			return;
		}
		const share = Math.min(
			Math.max( ( event.clientX - box.left ) / box.width, 0 ),
			1
		);
		const value =
			min + Math.round( ( share * ( max - min ) ) / step ) * step;
		const [ lowest, highest ] = [
			Number( low.value ),
			Number( high.value ),
		];
		const input =
			value > highest ||
			( value >= lowest && value - lowest > highest - value )
				? high
				: low;
		input.value = String( value );
		input.focus();
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	} );
	const prices = show();
	emit( EVENTS.create, prices );
	emit( EVENTS.updated, prices );
	return true;
}

/**
 * Draws the slider of every widget's form below a root not drawn yet.
 *
 * @param root   Where to look.
 * @param format The shop's price format.
 * @param emit   Fires WooCommerce's slider events.
 * @return How many were drawn.
 */
export function drawSliders(
	root: ParentNode,
	format: PriceFormat,
	emit: Emit
): number {
	return Array.from(
		root.querySelectorAll< HTMLElement >( WIDGET.wrapper )
	).filter( ( wrapper ) => drawSlider( wrapper, format, emit ) ).length;
}
