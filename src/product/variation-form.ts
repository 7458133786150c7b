/**
 * The variation form on top of WooCommerce's (wc-add-to-cart-variation,
 * which finds the variation from the preloaded data or the get_variation
 * call, enables the button and updates price, SKU, weight, dimensions and
 * stock): swatches, the form's states and their messages, the gallery that
 * follows the chosen variation, and the alerts of a disabled buy-now button.
 * The button's states (the classes disabled, wc-variation-selection-needed
 * and wc-variation-is-unavailable) and the messages stay WooCommerce's (its
 * wc_add_to_cart_variation_params, in its translations).
 */
import { loadOnDemand, onFirstUse } from '@runtime/island';
import { scrollToY } from '@runtime/motion';
import { changed, listenOn } from '@runtime/wc-events';
import { VARIATIONS, VARIATION_SCRIPTS } from './constants';
import type { VariationMessages } from './settings';
import {
	availableValues,
	nextState,
	parseVariations,
	checkVariation,
	type Chosen,
	type Variation,
	type VariationEvent,
	type VariationState,
} from './variations';

export interface VariationGallery {
	root: HTMLElement;
	showVariation: ( variation: Variation ) => void;
	reset: () => void;
}

export interface VariationFormOptions {
	/** The messages (default: WooCommerce's, read when shown). */
	messages?: VariationMessages;
	gallery?: VariationGallery | null;
	alert?: ( text: string ) => void;
}

/**
 * Text of a message WooCommerce prints escaped for an attribute.
 *
 * @param text The message.
 */
function decode( text: string ): string {
	if ( ! text.includes( '&' ) ) {
		return text;
	}
	const area = document.createElement( 'textarea' );
	area.innerHTML = text;
	return area.value;
}

/**
 * WooCommerce's variation messages (wc_add_to_cart_variation_params, which
 * its variation script needs, in WooCommerce's translations); '' for one
 * the page lacks.
 */
export function wooMessages(): VariationMessages {
	const params =
		( window as unknown as { wc_add_to_cart_variation_params?: unknown } )
			.wc_add_to_cart_variation_params ?? {};
	const read = ( key: keyof VariationMessages ): string => {
		const value = ( params as Record< string, unknown > )[ key ];
		return typeof value === 'string' ? decode( value ) : '';
	};
	return {
		i18n_no_matching_variations_text: read(
			'i18n_no_matching_variations_text'
		),
		i18n_make_a_selection_text: read( 'i18n_make_a_selection_text' ),
		i18n_unavailable_text: read( 'i18n_unavailable_text' ),
		i18n_reset_alert_text: read( 'i18n_reset_alert_text' ),
	};
}

/**
 * The state message shown under the attributes ('' for none).
 * @param state
 * @param messages
 */
export function stateMessage(
	state: VariationState,
	messages: VariationMessages
): string {
	switch ( state ) {
		case 'unavailable':
			return messages.i18n_unavailable_text;
		case 'nomatch':
			return messages.i18n_no_matching_variations_text;
		case 'reset':
			return messages.i18n_reset_alert_text;
		default:
			return '';
	}
}

export class VariationForm {
	readonly form: HTMLFormElement;
	state: VariationState = 'none';
	private readonly variations: Variation[] | false;
	private readonly options: VariationFormOptions;
	private readonly status: HTMLElement;

	constructor( form: HTMLFormElement, options: VariationFormOptions ) {
		this.form = form;
		this.options = options;
		this.variations = parseVariations(
			form.getAttribute( 'data-product_variations' ) ?? undefined
		);
		this.status = document.createElement( 'div' );
		this.status.className = 'vitrina-variation-status';
		this.status.setAttribute( 'role', 'status' );
		this.status.setAttribute( 'aria-live', 'polite' );
		const anchor =
			form.querySelector( '.single_variation_wrap' ) ??
			form.querySelector( 'table.variations' );
		if ( anchor ) {
			anchor.before( this.status );
		} else {
			form.append( this.status );
		}
	}

	selects(): HTMLSelectElement[] {
		return Array.from(
			this.form.querySelectorAll< HTMLSelectElement >(
				'.variations select'
			)
		);
	}

	chosen(): Chosen {
		const chosen: Chosen = {};
		for ( const select of this.selects() ) {
			const name = select.dataset.attribute_name || select.name;
			chosen[ name ] = select.value;
		}
		return chosen;
	}

	init(): void {
		const { form } = this;
		form.classList.add( 'vitrina-variations' );
		form.querySelectorAll< HTMLElement >(
			'[data-vitrina-swatches]'
		).forEach( ( group ) => {
			group.hidden = false;
			group
				.closest( 'td, .value' )
				?.classList.add( 'vitrina-has-swatches' );
			group.addEventListener( 'click', ( e ) => this.onSwatch( e ) );
			group.addEventListener( 'keydown', ( e ) =>
				this.onSwatchKey( e, group )
			);
		} );

		listenOn( form, 'found_variation', ( raw ) => {
			const variation = checkVariation( raw );
			if ( variation ) {
				this.dispatch( { type: 'found', variation } );
				this.options.gallery?.showVariation( variation );
			}
		} );
		listenOn( form, 'reset_data', () =>
			this.dispatch( { type: 'reset_data', chosen: this.chosen() } )
		);
		listenOn( form, 'announce_reset', () =>
			this.dispatch( { type: 'reset' } )
		);
		listenOn( form, 'reset_image', () => this.options.gallery?.reset() );
		listenOn( form, 'change', () => {
			this.dispatch( { type: 'change' } );
			this.syncSwatches();
		} );
		listenOn( form, 'woocommerce_update_variation_values', () =>
			this.syncSwatches()
		);
		form.addEventListener( 'click', ( e ) => this.onBuyNow( e ), true );
		this.syncSwatches();
		this.render();
		this.startWooCommerceForm();
	}

	/**
	 * WooCommerce's variation form script: where the page kept it for later
	 * (includes/Product/ProductPage.php, a form that starts with nothing
	 * chosen), it loads with the shopper's first use of the form (pointer,
	 * focus, touch, a change) and starts the form by itself; at once where
	 * something is chosen already (a choice the browser restored, one from
	 * the address). Nothing to do where the page printed it.
	 */
	private startWooCommerceForm(): void {
		const load = () => void loadOnDemand( VARIATION_SCRIPTS );
		if ( this.selects().some( ( select ) => select.value !== '' ) ) {
			load();
			return;
		}
		onFirstUse( this.form, load );
		this.form.addEventListener( 'change', load, { once: true } );
	}

	dispatch( event: VariationEvent ): void {
		this.state = nextState( this.state, event );
		this.render();
	}

	private render(): void {
		this.form.dataset.vitrinaState = this.state;
		// WooCommerce shows its own (translated) no-match notice.
		const message =
			this.state === 'nomatch'
				? ''
				: stateMessage( this.state, this.messages() );
		this.status.textContent = message;
		this.status.hidden = message === '';
	}

	/** The messages: the given ones, else WooCommerce's. */
	private messages(): VariationMessages {
		return this.options.messages ?? wooMessages();
	}

	/** Marks the chosen swatch and the ones that lead nowhere. */
	syncSwatches(): void {
		const chosen = this.chosen();
		for ( const select of this.selects() ) {
			const name = select.dataset.attribute_name || select.name;
			const group = this.form.querySelector< HTMLElement >(
				`[data-vitrina-swatches="${ CSS.escape( select.name ) }"]`
			);
			if ( ! group ) {
				continue;
			}
			const available = this.variations
				? availableValues( this.variations, chosen, name )
				: 'any';
			const offered = new Set(
				Array.from( select.options ).map( ( o ) => o.value )
			);
			const swatches = Array.from(
				group.querySelectorAll< HTMLElement >( '.vitrina-swatch' )
			);
			let focusable: HTMLElement | null = null;
			for ( const swatch of swatches ) {
				const value = swatch.dataset.value || '';
				const active = value === select.value && value !== '';
				const disabled =
					! offered.has( value ) ||
					( available !== 'any' && ! available.has( value ) );
				swatch.classList.toggle( 'is-active', active );
				swatch.classList.toggle( 'is-disabled', disabled );
				swatch.setAttribute(
					'aria-checked',
					active ? 'true' : 'false'
				);
				swatch.setAttribute(
					'aria-disabled',
					disabled ? 'true' : 'false'
				);
				swatch.tabIndex = -1;
				if ( active ) {
					focusable = swatch;
				}
			}
			(
				focusable ??
				swatches.find(
					( s ) => ! s.classList.contains( 'is-disabled' )
				) ??
				swatches[ 0 ]
			)?.setAttribute( 'tabindex', '0' );
		}
	}

	private onSwatch( event: MouseEvent ): void {
		const swatch = (
			event.target as Element | null
		 )?.closest< HTMLElement >( '.vitrina-swatch' );
		if ( swatch ) {
			event.preventDefault();
			this.choose( swatch );
		}
	}

	private onSwatchKey( event: KeyboardEvent, group: HTMLElement ): void {
		const keys: Record< string, number > = {
			ArrowRight: 1,
			ArrowDown: 1,
			ArrowLeft: -1,
			ArrowUp: -1,
		};
		const swatches = Array.from(
			group.querySelectorAll< HTMLElement >( '.vitrina-swatch' )
		);
		const at = swatches.indexOf(
			group.ownerDocument.activeElement as HTMLElement
		);
		if ( at < 0 ) {
			return;
		}
		if ( event.key === ' ' || event.key === 'Enter' ) {
			event.preventDefault();
			this.choose( swatches[ at ] );
			return;
		}
		if ( keys[ event.key ] ) {
			event.preventDefault();
			const next =
				swatches[
					( at + keys[ event.key ] + swatches.length ) %
						swatches.length
				];
			swatches.forEach( ( s ) => ( s.tabIndex = s === next ? 0 : -1 ) );
			next.focus();
			// A radio group: the arrow keys choose as they move.
			this.choose( next );
		}
	}

	/**
	 * Chooses a swatch's value (not when it is active or disabled).
	 *
	 * @param swatch The swatch.
	 * @return Whether it was chosen.
	 */
	choose( swatch: HTMLElement ): boolean {
		if (
			swatch.classList.contains( 'is-active' ) ||
			swatch.classList.contains( 'is-disabled' )
		) {
			return false;
		}
		const group = swatch.closest< HTMLElement >(
			'[data-vitrina-swatches]'
		);
		const select = this.selects().find(
			( s ) => s.name === group?.dataset.vitrinaSwatches
		);
		if ( ! select ) {
			return false;
		}
		select.value = swatch.dataset.value || '';
		changed( select );
		this.scrollToGallery();
		return true;
	}

	/** Brings the gallery into view when the chosen picture is out of sight. */
	private scrollToGallery(): void {
		const gallery = this.options.gallery?.root;
		if ( ! gallery ) {
			return;
		}
		const rect = gallery.getBoundingClientRect();
		if (
			rect.top >= 0 &&
			rect.top < window.innerHeight - VARIATIONS.swatchScrollOffset
		) {
			return;
		}
		void scrollToY(
			Math.max(
				0,
				window.scrollY + rect.top - VARIATIONS.swatchScrollOffset
			),
			VARIATIONS.swatchScrollDuration
		);
	}

	/**
	 * A buy-now button beside a disabled add button says why nothing happens.
	 *
	 * @param event The click.
	 */
	private onBuyNow( event: MouseEvent ): void {
		const buyNow = ( event.target as Element | null )?.closest(
			'.vitrina-buy-now, .wd-buy-now-btn'
		);
		const add = this.form.querySelector( '.single_add_to_cart_button' );
		if ( ! buyNow || ! add?.classList.contains( 'disabled' ) ) {
			return;
		}
		event.preventDefault();
		event.stopPropagation();
		const alert =
			this.options.alert ??
			( ( text: string ) =>
				// eslint-disable-next-line no-alert -- the spec asks for a blocking alert on a disabled add or buy-now button.
				window.alert( text ) );
		if ( add.classList.contains( 'wc-variation-is-unavailable' ) ) {
			alert( this.messages().i18n_unavailable_text );
		} else {
			alert( this.messages().i18n_make_a_selection_text );
		}
	}
}
