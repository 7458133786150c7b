import { TABS } from '../../../src/product/constants';
import { Tabs } from '../../../src/product/tabs';
import { VariationForm } from '../../../src/product/variation-form';
import { bindQuantity } from '../../../src/product/quantity-buttons';
import { bindReviewForm } from '../../../src/product/review-form';

const messages = {
	i18n_no_matching_variations_text: 'Нет товаров',
	i18n_make_a_selection_text: 'Выберите параметры',
	i18n_unavailable_text: 'Товар недоступен',
	i18n_reset_alert_text: 'Выбор сброшен',
};

const variations = [
	{
		variation_id: 21,
		attributes: { attribute_pa_color: 'red', attribute_pa_size: 's' },
		is_purchasable: true,
		is_in_stock: true,
		variation_is_visible: true,
		variation_is_active: true,
	},
	{
		variation_id: 22,
		attributes: { attribute_pa_color: 'blue', attribute_pa_size: 's' },
		is_purchasable: true,
		is_in_stock: false,
		variation_is_visible: true,
		variation_is_active: true,
	},
];

/**
 * WooCommerce's variation form script kept on demand, as the product page
 * keeps it until the form's first use: running it notes it on the body.
 */
const VARIATION_SCRIPTS_KEPT = `<template data-vitrina-on-demand="variations"><script>document.body.dataset.variationScripts = ( Number( document.body.dataset.variationScripts || 0 ) + 1 ).toString();</script></template>`;

function mountForm( options: { woo?: boolean; after?: string } = {} ) {
	document.body.innerHTML = `
		<form class="variations_form cart" data-product_variations='${ JSON.stringify(
			variations
		) }'>
			<table class="variations"><tbody>
				<tr><td class="value">
					<select name="attribute_pa_color" data-attribute_name="attribute_pa_color">
						<option value="">Choose</option>
						<option value="red">Red</option>
						<option value="blue">Blue</option>
						<option value="green">Green</option>
					</select>
					<div data-vitrina-swatches="attribute_pa_color" role="radiogroup" hidden>
						<span class="vitrina-swatch" role="radio" data-value="red">Red</span>
						<span class="vitrina-swatch" role="radio" data-value="blue">Blue</span>
						<span class="vitrina-swatch" role="radio" data-value="green">Green</span>
					</div>
				</td></tr>
				<tr><td class="value">
					<select name="attribute_pa_size" data-attribute_name="attribute_pa_size">
						<option value="">Choose</option>
						<option value="s">S</option>
					</select>
				</td></tr>
			</tbody></table>
			<div class="single_variation_wrap">
				<button type="submit" class="single_add_to_cart_button disabled">Add</button>
				<button type="button" class="vitrina-buy-now">Buy now</button>
			</div>
		</form>${ options.after ?? '' }`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const gallery = {
		root: document.createElement( 'div' ),
		showVariation: vi.fn(),
		reset: vi.fn(),
	};
	const alert = vi.fn();
	const vf = new VariationForm(
		form,
		options.woo ? { gallery, alert } : { messages, gallery, alert }
	);
	vf.init();
	const fire = ( name: string, detail: unknown[] = [] ) =>
		form.dispatchEvent(
			new CustomEvent( name, { bubbles: true, detail } )
		);
	const status = form.querySelector( '[role="status"]' ) as HTMLElement;
	const button = form.querySelector(
		'.single_add_to_cart_button'
	) as HTMLButtonElement;
	const swatch = ( value: string ) =>
		form.querySelector(
			`.vitrina-swatch[data-value="${ value }"]`
		) as HTMLElement;
	return { form, vf, fire, status, button, gallery, alert, swatch };
}

describe( "WooCommerce's variation form script, kept for the form's first use", () => {
	const runs = () => Number( document.body.dataset.variationScripts ?? 0 );
	const settled = () => new Promise( ( resolve ) => setTimeout( resolve ) );

	it( 'loads once, with the first use of the form (a pointer, a change)', async () => {
		const { form, swatch } = mountForm( { after: VARIATION_SCRIPTS_KEPT } );
		await settled();
		expect( runs() ).toBe( 0 );
		form.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		swatch( 'red' ).click();
		await settled();
		expect( runs() ).toBe( 1 );
	} );

	it( 'loads with a change made without a pointer or focus (a script, an assistive tool)', async () => {
		const { form } = mountForm( { after: VARIATION_SCRIPTS_KEPT } );
		const select = form.querySelector( 'select' )!;
		select.value = 'red';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await settled();
		expect( runs() ).toBe( 1 );
	} );

	it( 'loads at once where the form starts with a choice (one the browser restored)', async () => {
		const { form } = mountForm( { after: VARIATION_SCRIPTS_KEPT } );
		await settled();
		expect( runs() ).toBe( 0 );
		// The page again, its choice restored: the island starts on it.
		form.querySelector( 'select' )!.value = 'red';
		new VariationForm( form, { messages } ).init();
		await settled();
		expect( runs() ).toBe( 1 );
	} );

	afterEach( () => {
		delete document.body.dataset.variationScripts;
	} );
} );

describe( 'variation form states', () => {
	beforeEach( () => {
		window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
	} );

	it( 'starts with no selection: button disabled, no message', () => {
		const { form, status, button } = mountForm();
		expect( form.dataset.vitrinaState ).toBe( 'none' );
		// WooCommerce's classes say it; it sets no aria-disabled.
		expect( button ).not.toHaveAttribute( 'aria-disabled' );
		expect( status.hidden ).toBe( true );
	} );

	it( 'a purchasable match enables the button and moves the gallery', () => {
		const { form, fire, button, gallery, status } = mountForm();
		fire( 'found_variation', [ variations[ 0 ] ] );
		expect( form.dataset.vitrinaState ).toBe( 'match' );
		expect( button ).not.toHaveAttribute( 'aria-disabled' );
		expect( status.hidden ).toBe( true );
		expect( gallery.showVariation ).toHaveBeenCalledWith(
			expect.objectContaining( { variation_id: 21 } )
		);
	} );

	it( "uses WooCommerce's messages when none are given", () => {
		(
			window as unknown as { wc_add_to_cart_variation_params: unknown }
		 ).wc_add_to_cart_variation_params = {
			i18n_no_matching_variations_text: 'No match',
			i18n_make_a_selection_text: 'Please select some product options',
			i18n_unavailable_text:
				'Sorry, this product is unavailable &amp; gone.',
			i18n_reset_alert_text: 'Reset',
		};
		try {
			const { form, fire, status, alert } = mountForm( { woo: true } );
			fire( 'found_variation', [ variations[ 1 ] ] );
			expect( status ).toHaveTextContent(
				'Sorry, this product is unavailable & gone.'
			);
			(
				form.querySelector(
					'.single_add_to_cart_button'
				) as HTMLElement
			 ).classList.add( 'wc-variation-is-unavailable' );
			( form.querySelector( '.vitrina-buy-now' ) as HTMLElement ).click();
			expect( alert ).toHaveBeenCalledWith(
				'Sorry, this product is unavailable & gone.'
			);
		} finally {
			delete ( window as unknown as Record< string, unknown > )
				.wc_add_to_cart_variation_params;
		}
	} );

	it( 'an out-of-stock match is unavailable with its message', () => {
		const { form, fire, button, status } = mountForm();
		fire( 'found_variation', [ variations[ 1 ] ] );
		expect( form.dataset.vitrinaState ).toBe( 'unavailable' );
		expect( button ).not.toHaveAttribute( 'aria-disabled' );
		expect( status ).toHaveTextContent( 'Товар недоступен' );
	} );

	it( 'no match once every attribute is chosen, then reset', () => {
		const { form, fire, button, status, gallery } = mountForm();
		(
			form.querySelector(
				'select[name=attribute_pa_color]'
			) as HTMLSelectElement
		 ).value = 'green';
		(
			form.querySelector(
				'select[name=attribute_pa_size]'
			) as HTMLSelectElement
		 ).value = 's';
		fire( 'reset_data' );
		expect( form.dataset.vitrinaState ).toBe( 'nomatch' );
		expect( button ).not.toHaveAttribute( 'aria-disabled' );
		fire( 'announce_reset' );
		fire( 'reset_image' );
		expect( form.dataset.vitrinaState ).toBe( 'reset' );
		expect( status ).toHaveTextContent( 'Выбор сброшен' );
		expect( gallery.reset ).toHaveBeenCalled();
		fire( 'change' );
		expect( form.dataset.vitrinaState ).toBe( 'none' );
	} );

	it( 'swatches choose the select value; active and disabled ones cannot be chosen', () => {
		const { form, vf, swatch } = mountForm();
		const select = form.querySelector(
			'select[name=attribute_pa_color]'
		) as HTMLSelectElement;
		// Green has no variation: disabled.
		expect( swatch( 'green' ) ).toHaveClass( 'is-disabled' );
		expect( vf.choose( swatch( 'green' ) ) ).toBe( false );
		expect( select.value ).toBe( '' );

		swatch( 'red' ).click();
		expect( select.value ).toBe( 'red' );
		expect( swatch( 'red' ) ).toHaveClass( 'is-active' );
		expect( swatch( 'red' ) ).toHaveAttribute( 'aria-checked', 'true' );
		expect( vf.choose( swatch( 'red' ) ) ).toBe( false );
	} );

	it( 'swatches are a radio group: Enter chooses, the arrow keys move and choose', () => {
		const { form, swatch } = mountForm();
		const select = form.querySelector(
			'select[name=attribute_pa_color]'
		) as HTMLSelectElement;
		const key = ( el: HTMLElement, name: string ) =>
			el.dispatchEvent(
				new KeyboardEvent( 'keydown', { key: name, bubbles: true } )
			);
		swatch( 'red' ).focus();
		key( swatch( 'red' ), 'Enter' );
		expect( select.value ).toBe( 'red' );
		key( swatch( 'red' ), 'ArrowRight' );
		expect( form.ownerDocument.activeElement ).toBe( swatch( 'blue' ) );
		expect( select.value ).toBe( 'blue' );
		expect( swatch( 'blue' ) ).toHaveAttribute( 'aria-checked', 'true' );
		// A disabled swatch takes the focus and is not chosen.
		key( swatch( 'blue' ), 'ArrowRight' );
		expect( form.ownerDocument.activeElement ).toBe( swatch( 'green' ) );
		expect( select.value ).toBe( 'blue' );
		key( swatch( 'green' ), 'ArrowLeft' );
		key( swatch( 'blue' ), 'ArrowLeft' );
		expect( select.value ).toBe( 'red' );
	} );

	it( 'a click on buy now beside a disabled add button alerts why', () => {
		const { form, alert, button, fire } = mountForm();
		( form.querySelector( '.vitrina-buy-now' ) as HTMLElement ).click();
		expect( alert ).toHaveBeenLastCalledWith( 'Выберите параметры' );
		button.classList.add( 'wc-variation-is-unavailable' );
		( form.querySelector( '.vitrina-buy-now' ) as HTMLElement ).click();
		expect( alert ).toHaveBeenLastCalledWith( 'Товар недоступен' );
		button.classList.remove( 'disabled', 'wc-variation-is-unavailable' );
		fire( 'found_variation', [ variations[ 0 ] ] );
		( form.querySelector( '.vitrina-buy-now' ) as HTMLElement ).click();
		expect( alert ).toHaveBeenCalledTimes( 2 );
	} );
} );

function mockWidth( width: number, reduce = false ) {
	const listeners: Array< () => void > = [];
	window.matchMedia = vi.fn( ( media: string ) => ( {
		get matches() {
			return media.includes( 'reduce' )
				? reduce
				: width <= TABS.accordionMaxWidth;
		},
		media,
		addEventListener: ( _: string, l: () => void ) => listeners.push( l ),
		removeEventListener: () => {},
	} ) ) as unknown as typeof window.matchMedia;
	return ( next: number ) => {
		width = next;
		listeners.forEach( ( l ) => l() );
	};
}

function mountTabs() {
	document.body.innerHTML = `
		<div class="woocommerce-tabs wc-tabs-wrapper">
			<ul class="tabs wc-tabs" role="tablist">
				<li><a href="#tab-description">Описание</a></li>
				<li><a href="#tab-additional_information">Детали</a></li>
				<li><a href="#tab-reviews">Отзывы</a></li>
			</ul>
			<div class="woocommerce-Tabs-panel wc-tab" id="tab-description">D</div>
			<div class="woocommerce-Tabs-panel wc-tab" id="tab-additional_information">A</div>
			<div class="woocommerce-Tabs-panel wc-tab" id="tab-reviews">R</div>
		</div>`;
	const wrapper = document.querySelector( '.wc-tabs-wrapper' ) as HTMLElement;
	const tabs = new Tabs( wrapper );
	tabs.init();
	const panel = ( id: string ) =>
		document.getElementById( id ) as HTMLElement;
	const title = ( id: string ) =>
		document.getElementById( `${ id }-accordion-title` ) as HTMLElement;
	return { wrapper, tabs, panel, title };
}

describe( 'tabs and accordion', () => {
	beforeEach( () => {
		window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
		window.history.replaceState( null, '', '/product/pan/' );
	} );

	it( 'are tabs above 1024 px', () => {
		mockWidth( 1280 );
		const { wrapper, panel } = mountTabs();
		expect( wrapper ).not.toHaveClass( 'is-accordion' );
		expect( panel( 'tab-description' ).hidden ).toBe( false );
		expect( panel( 'tab-reviews' ).hidden ).toBe( true );
		(
			document.querySelector( 'a[href="#tab-reviews"]' ) as HTMLElement
		 ).click();
		expect( panel( 'tab-reviews' ).hidden ).toBe( false );
		expect( panel( 'tab-description' ).hidden ).toBe( true );
	} );

	it( 'become an accordion at 1024 px or less, one item open at a time', () => {
		const resize = mockWidth( 1024 );
		const { wrapper, panel, title } = mountTabs();
		expect( wrapper ).toHaveClass( 'is-accordion' );
		title( 'tab-additional_information' ).click();
		expect( title( 'tab-additional_information' ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		expect( panel( 'tab-additional_information' ).hidden ).toBe( false );
		expect( panel( 'tab-description' ).hidden ).toBe( true );
		title( 'tab-reviews' ).click();
		expect( panel( 'tab-reviews' ).hidden ).toBe( false );
		expect( panel( 'tab-additional_information' ).hidden ).toBe( true );
		// A second click closes the open item: none open.
		title( 'tab-reviews' ).click();
		expect(
			[
				'tab-description',
				'tab-additional_information',
				'tab-reviews',
			].filter( ( id ) => ! panel( id ).hidden )
		).toEqual( [] );
		resize( 1280 );
		expect( wrapper ).not.toHaveClass( 'is-accordion' );
		expect( panel( 'tab-description' ).hidden ).toBe( false );
	} );

	it( 'open the reviews from the hash and scroll to them, 50 px above', () => {
		mockWidth( 1280, true );
		vi.spyOn(
			HTMLElement.prototype,
			'getBoundingClientRect'
		).mockReturnValue( {
			top: 600,
		} as DOMRect );
		window.history.replaceState( null, '', '/product/pan/#comment-7' );
		const { panel } = mountTabs();
		expect( panel( 'tab-reviews' ).hidden ).toBe( false );
		expect( panel( 'tab-description' ).hidden ).toBe( true );
		expect( window.scrollTo ).toHaveBeenCalledWith(
			0,
			600 - TABS.reviewsScrollOffset
		);
	} );

	it( 'open the reviews from a comment page address', () => {
		mockWidth( 1024, true );
		window.history.replaceState( null, '', '/product/pan/comment-page-2/' );
		const { panel, title } = mountTabs();
		expect( panel( 'tab-reviews' ).hidden ).toBe( false );
		expect( title( 'tab-reviews' ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
	} );

	it( 'open the reviews from the review link of this product, not of a quick view', () => {
		mockWidth( 1280 );
		const { panel, wrapper } = mountTabs();
		const product = document.createElement( 'div' );
		product.className = 'product';
		wrapper.before( product );
		product.append( wrapper );
		product.insertAdjacentHTML(
			'afterbegin',
			'<a class="woocommerce-review-link" id="own" href="#reviews">2 отзыва</a>'
		);
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div class="vitrina-quick-view"><div class="product"><a class="woocommerce-review-link" id="other" href="#reviews">1 отзыв</a></div></div>'
		);
		( document.getElementById( 'other' ) as HTMLElement ).click();
		expect( panel( 'tab-reviews' ).hidden ).toBe( true );
		( document.getElementById( 'own' ) as HTMLElement ).click();
		expect( panel( 'tab-reviews' ).hidden ).toBe( false );
	} );

	it( 'stay on the first tab without a reviews address', () => {
		mockWidth( 1280 );
		window.history.replaceState( null, '', '/product/pan/#tab-other' );
		const { panel } = mountTabs();
		expect( panel( 'tab-reviews' ).hidden ).toBe( true );
		expect( panel( 'tab-description' ).hidden ).toBe( false );
	} );
} );

describe( 'quantity buttons', () => {
	it( 'step the product field by its step, within min and max, and leave the side cart alone', () => {
		document.body.innerHTML = `
			<form class="cart"><div class="quantity">
				<button type="button" data-vitrina-qty-step="minus">-</button>
				<input type="number" class="qty" value="1" step="0.5" min="0.5" max="2" />
				<button type="button" data-vitrina-qty-step="plus">+</button>
			</div></form>
			<span data-vitrina-qty>
				<button type="button" data-step="1" id="cart-plus">+</button>
				<input type="number" id="cart-qty" value="3" />
			</span>`;
		bindQuantity( document );
		const input = document.querySelector( 'input.qty' ) as HTMLInputElement;
		const plus = document.querySelector(
			'[data-vitrina-qty-step="plus"]'
		) as HTMLElement;
		const minus = document.querySelector(
			'[data-vitrina-qty-step="minus"]'
		) as HTMLElement;
		const changes = vi.fn();
		input.addEventListener( 'change', changes );
		plus.click();
		expect( input.value ).toBe( '1.5' );
		plus.click();
		plus.click();
		expect( input.value ).toBe( '2.0' );
		minus.click();
		minus.click();
		minus.click();
		minus.click();
		expect( input.value ).toBe( '0.5' );
		expect( changes ).toHaveBeenCalled();
		( document.getElementById( 'cart-plus' ) as HTMLElement ).click();
		expect(
			( document.getElementById( 'cart-qty' ) as HTMLInputElement ).value
		).toBe( '3' );
	} );
} );

describe( 'review form stars', () => {
	const mount = ( required: boolean ) => {
		document.body.innerHTML = `
			<form id="commentform">
				<select name="rating" id="rating" required>
					<option value="">Rate…</option>
					<option value="1">1</option><option value="2">2</option>
					<option value="3">3</option><option value="4">4</option>
					<option value="5">5</option>
				</select>
				<textarea name="comment">Хорошая кастрюля</textarea>
			</form>`;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		expect( bindReviewForm( form, required ) ).toBe( true );
		const submit = () => {
			const event = new Event( 'submit', { cancelable: true } );
			form.dispatchEvent( event );
			return event.defaultPrevented;
		};
		return { form, submit };
	};

	it( 'blocks a review without stars when a rating is required', () => {
		const { form, submit } = mount( true );
		expect( submit() ).toBe( true );
		expect( form.querySelector( '[role="alert"]' ) ).toHaveTextContent(
			'Please select a rating'
		);
		// WooCommerce's star links, as its single-product.js builds them.
		const stars = form.querySelectorAll< HTMLElement >(
			'p.stars > span[role="group"] > a[role="radio"]'
		);
		expect( stars ).toHaveLength( 5 );
		expect( stars[ 3 ] ).toHaveClass( 'star-4' );
		expect( form.querySelector( 'select' ) ).not.toBeVisible();
		( form.querySelector( 'p.stars a.star-4' ) as HTMLElement ).click();
		expect(
			( form.querySelector( 'select' ) as HTMLSelectElement ).value
		).toBe( '4' );
		expect( stars[ 3 ] ).toHaveAttribute( 'aria-checked', 'true' );
		expect( stars[ 3 ] ).toHaveClass( 'active' );
		expect( stars[ 3 ] ).toHaveAttribute( 'tabindex', '0' );
		expect( stars[ 0 ] ).toHaveAttribute( 'tabindex', '-1' );
		expect( form.querySelector( 'p.stars' ) ).toHaveClass( 'selected' );
		expect( form.querySelector( '[role="alert"]' ) ).not.toBeVisible();
		expect( submit() ).toBe( false );
	} );

	it( 'moves with the arrow keys and reuses stars WooCommerce built', () => {
		const { form } = mount( false );
		const star = ( n: number ) =>
			form.querySelector( `p.stars a.star-${ n }` ) as HTMLElement;
		star( 2 ).click();
		star( 2 ).focus();
		star( 2 ).dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } )
		);
		expect( star( 3 ) ).toHaveFocus();
		expect(
			( form.querySelector( 'select' ) as HTMLSelectElement ).value
		).toBe( '3' );
		// A second binding (WooCommerce's stars already there) adds none.
		bindReviewForm( form as HTMLFormElement, false );
		expect( form.querySelectorAll( 'p.stars' ) ).toHaveLength( 1 );
	} );

	it( 'lets a review without stars through when no rating is required', () => {
		const { submit } = mount( false );
		expect( submit() ).toBe( false );
	} );
} );
