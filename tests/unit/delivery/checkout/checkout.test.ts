/**
 * The classic checkout integration: show, select, change, other method,
 * blocked order, the cart's figures of WooCommerce's refreshes (coupons,
 * without a page load), hide billing; and the cart page.
 */
import {
	CheckoutIntegration,
	type CheckoutDeps,
	SaveQueue,
} from '../../../../src/delivery/checkout/checkout';
import { startCart } from '../../../../src/delivery/checkout/cart';
import { ResponseError } from '../../../../src/runtime/http';
import {
	checkoutMarkup,
	config,
	courier,
	fakeJQuery,
	fakeResponse,
	MockWidget,
	okFetch,
	pickup,
	SHOP_SUMMARY,
	shopAnswer,
	stubFetch,
} from './checkout-fixture';

const flush = async () => {
	for ( let i = 0; i < 20; i++ ) {
		await Promise.resolve();
	}
};

function setup(
	overrides: Record< string, unknown > = {},
	markup: Parameters< typeof checkoutMarkup >[ 0 ] = {},
	deps: Partial< CheckoutDeps > = {}
) {
	document.body.innerHTML = checkoutMarkup( markup );
	MockWidget.instances = [];
	const $ = fakeJQuery();
	const fetch = stubFetch( okFetch() );
	const alert = vi.fn();
	const scrollTo = vi.fn();
	const integration = new CheckoutIntegration( config( overrides ), {
		$,
		Widget: MockWidget,
		alert,
		scrollTo,
		...deps,
	} );
	integration.start();
	return { integration, $, fetch, alert, scrollTo };
}

const byId = ( id: string ) => document.getElementById( id ) as HTMLElement;
const input = ( id: string ) => byId( id ) as HTMLInputElement;
const flatItem = () =>
	document
		.querySelector< HTMLInputElement >( 'input[value="flat_rate:1"]' )!
		.closest( 'li' ) as HTMLElement;
const sentBody = ( fetch: ReturnType< typeof okFetch >, call = 0 ) =>
	JSON.parse( String( ( fetch.mock.calls[ call ] as any[] )[ 1 ].body ) );

function choose( value: string ) {
	const radio = document.querySelector< HTMLInputElement >(
		`input[value="${ value }"]`
	)!;
	radio.checked = true;
	radio.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

describe( 'checkout: the widget with the vitrina method', () => {
	it( 'shows the block and creates the widget when the method is chosen', () => {
		const { integration } = setup();
		expect( byId( 'vitrina-delivery-block' ).hidden ).toBe( false );
		expect( MockWidget.instances ).toHaveLength( 1 );
		expect( MockWidget.instances[ 0 ].id ).toBe(
			'vitrina-delivery-widget'
		);
		expect( MockWidget.instances[ 0 ].params ).toMatchObject( {
			lang: 'ru',
			apiScript: 'http://shop.test/wp-json/vitrina-widget-api/proxy',
			onlyCountries: [ 'RU' ],
			userPhone: '+79990001122',
		} );
		expect( integration.isChosen() ).toBe( true );
	} );

	it( 'creates the widget once its place nears the viewport, and not after another method was chosen', () => {
		const waiting: Array< { el: Element; near: () => void } > = [];
		const stops = vi.fn();
		const nearView = ( el: Element, near: () => void ) => {
			waiting.push( { el, near } );
			return stops;
		};
		setup( {}, {}, { nearView } );
		expect( byId( 'vitrina-delivery-block' ).hidden ).toBe( false );
		expect( MockWidget.instances ).toHaveLength( 0 );
		expect( waiting.map( ( w ) => w.el.id ) ).toEqual( [
			'vitrina-delivery-widget',
		] );
		// The billing fields filled meanwhile start the recipient.
		input( 'billing_first_name' ).value = 'Анна';
		waiting[ 0 ].near();
		expect( MockWidget.instances ).toHaveLength( 1 );
		expect( MockWidget.instances[ 0 ].params ).toMatchObject( {
			userName: 'Анна',
		} );

		// Another method before the place came near: no widget, no waiting.
		waiting.length = 0;
		setup( {}, {}, { nearView } );
		choose( 'flat_rate:1' );
		expect( stops ).toHaveBeenCalledTimes( 1 );
		expect( byId( 'vitrina-delivery-block' ).hidden ).toBe( true );
		expect( MockWidget.instances ).toHaveLength( 0 );
	} );

	it( "starts the widget's recipient with the billing name, phone and e-mail", () => {
		setup( {}, { chosen: 'flat_rate:1' } );
		input( 'billing_first_name' ).value = 'Анна';
		input( 'billing_email' ).value = 'anna@example.com';
		choose( 'vitrina:2' );
		expect( MockWidget.instances[ 0 ].params ).toMatchObject( {
			userPhone: '+79990001122',
			userName: 'Анна',
			userEmail: 'anna@example.com',
		} );
	} );

	it( 'keeps the block hidden with another method, and shows it when the shopper picks ours', () => {
		const { scrollTo } = setup( {}, { chosen: 'flat_rate:1' } );
		expect( byId( 'vitrina-delivery-block' ).hidden ).toBe( true );
		expect( MockWidget.instances ).toHaveLength( 0 );
		choose( 'vitrina:2' );
		expect( byId( 'vitrina-delivery-block' ).hidden ).toBe( false );
		expect( MockWidget.instances ).toHaveLength( 1 );
		expect( scrollTo ).toHaveBeenCalledWith( expect.any( Number ), 500 );
	} );

	it( 'does not autoscroll when DISABLE_AUTOSCROLL_TO_WIDGET is set', () => {
		const { scrollTo } = setup(
			{ DISABLE_AUTOSCROLL_TO_WIDGET: true },
			{ chosen: 'flat_rate:1' }
		);
		choose( 'vitrina:2' );
		expect( scrollTo ).not.toHaveBeenCalled();
	} );

	it( 'on select: submitted, hidden, other methods hidden, address filled and hidden, saved, refreshed, summary', async () => {
		const { fetch, $ } = setup();
		byId( 'order_comments' ).textContent = '';
		( byId( 'order_comments' ) as HTMLTextAreaElement ).value =
			'Подарок (для курьера: старый)';
		MockWidget.instances[ 0 ].emit( 'select', courier );
		const block = byId( 'vitrina-delivery-block' );
		expect(
			block.classList.contains( 'vitrina-delivery--submitted' )
		).toBe( true );
		expect( byId( 'vitrina-delivery-widget' ).hidden ).toBe( true );
		expect( flatItem().style.display ).toBe( 'none' );
		// Billing stays what the shopper typed; the delivery is the shipping address.
		expect( input( 'billing_address_1' ).value ).toBe( 'старый адрес' );
		expect( input( 'billing_address_2' ).value ).toBe( 'кв. 1' );
		expect( input( 'billing_city' ).value ).toBe( '' );
		expect( input( 'billing_postcode' ).value ).toBe( '' );
		expect( byId( 'billing_address_1_field' ).style.display ).toBe( '' );
		expect( input( 'ship-to-different-address-checkbox' ).checked ).toBe(
			true
		);
		expect( input( 'shipping_address_1' ).value ).toBe(
			'ул. Ленина, д.5 (корп.2), Кв/офис 10'
		);
		expect( input( 'shipping_address_2' ).value ).toBe( '' );
		expect( input( 'shipping_company' ).value ).toBe( '' );
		expect( input( 'shipping_city' ).value ).toBe( 'Москва' );
		expect( input( 'shipping_state' ).value ).toBe( 'Московская область' );
		expect( input( 'shipping_postcode' ).value ).toBe( '101000' );
		// The shipping part is hidden: the summary shows the delivery.
		expect(
			document.querySelector< HTMLElement >(
				'.woocommerce-shipping-fields'
			)!.style.display
		).toBe( 'none' );
		expect(
			( byId( 'order_comments' ) as HTMLTextAreaElement ).value
		).toBe( 'Подарок (для курьера: Позвонить за час)' );

		// Cash is not allowed: cod hidden, the first visible method clicked.
		expect(
			document.querySelector< HTMLElement >( 'li.payment_method_cod' )!
				.style.display
		).toBe( 'none' );
		expect( input( 'payment_method_bacs' ).checked ).toBe( true );

		expect( fetch ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetch.mock.calls[ 0 ] as any[];
		expect( url ).toBe(
			'http://shop.test/wp-json/vitrina-widget-api/set-delivery'
		);
		expect( init.method ).toBe( 'POST' );
		expect( init.credentials ).toBe( 'same-origin' );
		expect( init.headers ).toEqual( {
			'Content-Type': 'application/json',
			Accept: 'application/json',
			'X-WP-Nonce': 'n0nce',
		} );
		expect( sentBody( fetch ) ).toEqual( {
			sr_data: courier,
			pay_method: 'bacs',
		} );
		await flush();
		expect( $.triggered ).toContainEqual( {
			target: document.body,
			event: 'update_checkout',
		} );

		const summary = block.querySelector( '.vitrina-delivery__summary' )!;
		expect( summary ).toBeVisible();
		expect( summary.textContent ).toContain( 'СДЭК, курьер' );
		expect( summary.textContent ).toContain( '350' );
		expect( summary.textContent ).toContain(
			'ул. Ленина, д.5 (корп.2), Кв/офис 10'
		);
		expect( summary.querySelector( 'img' ) ).toBeNull();
		expect(
			summary.querySelector( 'a.vitrina-delivery__change' )
		).not.toBeNull();
	} );

	it( 'fills the postcode 000000 for a pickup point without one', () => {
		setup();
		( input( 'billing_first_name' ) as HTMLInputElement ).value = 'Анна';
		MockWidget.instances[ 0 ].emit( 'select', pickup );
		expect( input( 'billing_address_1' ).value ).toBe( 'старый адрес' );
		expect( input( 'billing_postcode' ).value ).toBe( '' );
		// The point: its name, address and postcode; the recipient's name from billing.
		expect( input( 'shipping_company' ).value ).toBe( 'ПВЗ на Тверской' );
		expect( input( 'shipping_address_1' ).value ).toBe( 'Тверская ул., 7' );
		expect( input( 'shipping_postcode' ).value ).toBe( '000000' );
		expect( input( 'shipping_first_name' ).value ).toBe( 'Анна' );
		expect( input( 'ship-to-different-address-checkbox' ).checked ).toBe(
			true
		);
	} );

	it( 'keeps the selected presentation after WooCommerce re-renders the review', async () => {
		const { $ } = setup();
		MockWidget.instances[ 0 ].emit( 'select', courier );
		await flush();
		// WooCommerce replaces the review table and the payment list.
		const fresh = document.createElement( 'div' );
		fresh.innerHTML = checkoutMarkup();
		byId( 'order_review' ).replaceWith(
			fresh.querySelector( '#order_review' )!
		);
		$( document.body ).trigger( 'updated_checkout' );
		expect( flatItem().style.display ).toBe( 'none' );
		expect(
			document.querySelector< HTMLElement >( 'li.payment_method_cod' )!
				.style.display
		).toBe( 'none' );
	} );

	it( 'the change link reverses it: widget again, delivery cleared, widget re-initialised', async () => {
		const { fetch, $ } = setup();
		const first = MockWidget.instances[ 0 ];
		first.emit( 'select', courier );
		await flush();
		(
			document.querySelector(
				'a.vitrina-delivery__change'
			) as HTMLElement
		 ).click();
		expect( first.destruct ).toHaveBeenCalled();
		expect( MockWidget.instances ).toHaveLength( 2 );
		// The shipping part as the shopper had it.
		expect( input( 'ship-to-different-address-checkbox' ).checked ).toBe(
			false
		);
		expect( input( 'shipping_address_1' ).value ).toBe(
			'ул. Садовая, д. 3'
		);
		expect( input( 'shipping_postcode' ).value ).toBe( '300000' );
		expect( input( 'billing_address_1' ).value ).toBe( 'старый адрес' );
		expect( byId( 'vitrina-delivery-widget' ).hidden ).toBe( false );
		expect(
			byId( 'vitrina-delivery-block' ).classList.contains(
				'vitrina-delivery--submitted'
			)
		).toBe( false );
		expect(
			byId( 'vitrina-delivery-block' ).querySelector(
				'.vitrina-delivery__summary'
			)
		).not.toBeVisible();
		expect( flatItem().style.display ).toBe( '' );
		expect( byId( 'billing_address_1_field' ).style.display ).toBe( '' );
		expect( sentBody( fetch, 1 ) ).toEqual( {
			sr_data: null,
			pay_method: '',
		} );
		await flush();
		expect(
			$.triggered.filter( ( t ) => t.event === 'update_checkout' )
		).toHaveLength( 2 );
	} );

	it( 'another method: widget destroyed, delivery cleared, address fields shown', async () => {
		const { fetch } = setup();
		const widget = MockWidget.instances[ 0 ];
		widget.emit( 'select', courier );
		await flush();
		choose( 'flat_rate:1' );
		expect( widget.destruct ).toHaveBeenCalled();
		expect( byId( 'vitrina-delivery-block' ).hidden ).toBe( true );
		expect( byId( 'billing_address_1_field' ).style.display ).toBe( '' );
		// What the shopper had in the shipping part is back.
		expect(
			document.querySelector< HTMLElement >(
				'.woocommerce-shipping-fields'
			)!.style.display
		).toBe( '' );
		expect( input( 'ship-to-different-address-checkbox' ).checked ).toBe(
			false
		);
		expect( input( 'shipping_address_1' ).value ).toBe(
			'ул. Садовая, д. 3'
		);
		expect( input( 'shipping_company' ).value ).toBe( 'ООО Ромашка' );
		expect( input( 'shipping_city' ).value ).toBe( 'Тула' );
		expect( input( 'shipping_postcode' ).value ).toBe( '300000' );
		expect( sentBody( fetch, 1 ).sr_data ).toBeNull();
		expect(
			document.querySelector< HTMLElement >( 'li.payment_method_cod' )!
				.style.display
		).toBe( '' );
	} );

	it( 'starts in the selected state with the selection kept in the session', () => {
		const { fetch } = setup( {
			SELECTION: pickup,
			SUMMARY: SHOP_SUMMARY[ 'cdek-pickup' ],
		} );
		expect( MockWidget.instances ).toHaveLength( 0 );
		expect( byId( 'vitrina-delivery-block' ).textContent ).toContain(
			'ПВЗ на Тверской'
		);
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'a delivery saved elsewhere (the block) chooses our method on arrival', () => {
		const { fetch } = setup(
			{ SELECTION: pickup, SUMMARY: SHOP_SUMMARY[ 'cdek-pickup' ] },
			{ chosen: 'flat_rate:1' }
		);
		expect(
			document.querySelector< HTMLInputElement >(
				'input[value="vitrina:2"]'
			)!.checked
		).toBe( true );
		expect( byId( 'vitrina-delivery-block' ).hidden ).toBe( false );
		expect( byId( 'vitrina-delivery-block' ).textContent ).toContain(
			'ПВЗ на Тверской'
		);
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'keeps a saved delivery when WooCommerce re-renders the review with another method', () => {
		const { $, fetch } = setup( {
			SELECTION: pickup,
			SUMMARY: SHOP_SUMMARY[ 'cdek-pickup' ],
		} );
		// WooCommerce's first refresh answers for the method posted before
		// the script ran: the review comes back with another method checked.
		const fresh = document.createElement( 'div' );
		fresh.innerHTML = checkoutMarkup( { chosen: 'flat_rate:1' } );
		byId( 'order_review' ).replaceWith(
			fresh.querySelector( '#order_review' )!
		);
		$( document.body ).trigger( 'updated_checkout' );
		expect(
			document.querySelector< HTMLInputElement >(
				'input[value="vitrina:2"]'
			)!.checked
		).toBe( true );
		expect( byId( 'vitrina-delivery-block' ).textContent ).toContain(
			'ПВЗ на Тверской'
		);
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'does not refresh the checkout when the save fails', async () => {
		document.body.innerHTML = checkoutMarkup();
		MockWidget.instances = [];
		const $ = fakeJQuery();
		const logged = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		const fetch = stubFetch( okFetch( 'error' ) );
		const integration = new CheckoutIntegration( config(), {
			$,
			Widget: MockWidget,
			scrollTo: vi.fn(),
		} );
		integration.start();
		await integration.onSelect( courier );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect(
			$.triggered.filter( ( t ) => t.event === 'update_checkout' )
		).toHaveLength( 0 );
		expect( logged ).toHaveBeenCalled();
	} );

	it( 'does not refresh the checkout when the request fails on the network', async () => {
		document.body.innerHTML = checkoutMarkup();
		MockWidget.instances = [];
		const $ = fakeJQuery();
		const logged = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		const offline = new TypeError( 'Failed to fetch' );
		stubFetch(
			vi.fn( async () => {
				throw offline;
			} )
		);
		const integration = new CheckoutIntegration( config(), {
			$,
			Widget: MockWidget,
			scrollTo: vi.fn(),
		} );
		integration.start();
		await integration.onSelect( courier );
		expect(
			$.triggered.filter( ( t ) => t.event === 'update_checkout' )
		).toHaveLength( 0 );
		expect( logged ).toHaveBeenCalledWith(
			'Vitrina: set-delivery failed',
			offline
		);
	} );
} );

describe( "checkout: the shop's summary", () => {
	/**
	 * An integration whose fetch answers the given body.
	 *
	 * @param body The set-delivery answer.
	 */
	function withAnswer( body: unknown ) {
		document.body.innerHTML = checkoutMarkup();
		MockWidget.instances = [];
		const $ = fakeJQuery();
		stubFetch( vi.fn( async () => fakeResponse( body ) ) );
		const integration = new CheckoutIntegration( config(), {
			$,
			Widget: MockWidget,
			scrollTo: vi.fn(),
		} );
		integration.start();
		return { integration, $ };
	}

	const summaryOf = () =>
		byId( 'vitrina-delivery-block' ).querySelector< HTMLElement >(
			'.vitrina-delivery__summary'
		)!;

	it( 'shows the lines the shop answered, as text, not its own reading of the choice', async () => {
		const { integration } = withAnswer( {
			status: 'ok',
			summary: [
				{ label: 'Стоимость', value: '420 ₽' },
				{
					label: 'Адрес',
					value: '<img src=x onerror="window.hacked=1">Тверская',
				},
				{ label: 'Пусто', value: '' },
			],
		} );
		await integration.onSelect( courier );
		const items = Array.from( summaryOf().querySelectorAll( 'li' ) ).map(
			( item ) => item.textContent
		);
		expect( items ).toEqual( [
			'Стоимость: 420 ₽',
			'Адрес: <img src=x onerror="window.hacked=1">Тверская',
		] );
		expect( summaryOf().querySelector( 'img' ) ).toBeNull();
		expect( summaryOf().textContent ).not.toContain( '350' );
		expect( summaryOf().textContent ).toContain( 'Ваша доставка' );
		expect(
			summaryOf().querySelector( 'a.vitrina-delivery__change' )!
				.textContent
		).toBe( 'Изменить доставку' );
	} );

	it.each( [
		[ 'no summary', { status: 'ok' } ],
		[ 'an HTML summary', { status: 'ok', summary: '<b>СДЭК</b>' } ],
		[
			'lines of another shape',
			{ status: 'ok', summary: [ { label: 'Стоимость', value: 420 } ] },
		],
	] )(
		'refuses an answer with %s: nothing shown, no refresh',
		async ( _, body ) => {
			const logged = vi
				.spyOn( console, 'error' )
				.mockImplementation( () => {} );
			const { integration, $ } = withAnswer( body );
			await integration.onSelect( courier );
			expect( summaryOf().querySelectorAll( 'li' ) ).toHaveLength( 0 );
			expect(
				$.triggered.filter( ( t ) => t.event === 'update_checkout' )
			).toHaveLength( 0 );
			// Refused for its shape: the error names the address and the
			// summary field the answer got wrong.
			expect( logged ).toHaveBeenCalledTimes( 1 );
			const [ message, error ] = logged.mock.calls[ 0 ];
			expect( message ).toBe( 'Vitrina: set-delivery failed' );
			expect( error ).toBeInstanceOf( ResponseError );
			expect( ( error as ResponseError ).status ).toBe( 200 );
			expect( ( error as ResponseError ).message ).toMatch(
				/^Unexpected answer from http:\/\/shop\.test\/wp-json\/vitrina-widget-api\/set-delivery: [\s\S]*\bsummary\b/
			);
			logged.mockRestore();
		}
	);
} );

describe( 'checkout: placing the order', () => {
	it.each( [
		[ 'ru', 'Выберите и подтвердите способ доставки в виджете' ],
		[ 'en', 'Select and confirm delivery method in the widget' ],
	] )(
		'is blocked without a delivery (%s), with the alert and a scroll to the widget',
		( lang, text ) => {
			const { $, alert, scrollTo } = setup( { LANG: lang } );
			vi.spyOn(
				byId( 'vitrina-delivery-block' ),
				'getBoundingClientRect'
			).mockReturnValue( { top: 600 } as DOMRect );
			const form = document.querySelector( 'form.checkout' )!;
			expect( $( form ).trigger( 'checkout_place_order' ) ).toBe( false );
			expect( alert ).toHaveBeenCalledWith( text );
			expect( scrollTo ).toHaveBeenCalledWith( 520, 500 );
		}
	);

	it( 'goes ahead with a confirmed delivery or another method', async () => {
		const { $, alert } = setup();
		const form = document.querySelector( 'form.checkout' )!;
		MockWidget.instances[ 0 ].emit( 'select', courier );
		await flush();
		expect( $( form ).trigger( 'checkout_place_order' ) ).toBe( true );
		choose( 'flat_rate:1' );
		expect( $( form ).trigger( 'checkout_place_order' ) ).toBe( true );
		expect( alert ).not.toHaveBeenCalled();
	} );

	it( 'holds the order while the delivery is being saved, then places it', async () => {
		document.body.innerHTML = checkoutMarkup();
		MockWidget.instances = [];
		const $ = fakeJQuery();
		let answer: ( value: Response ) => void = () => {};
		stubFetch(
			vi.fn(
				() =>
					new Promise< Response >( ( resolve ) => {
						answer = resolve;
					} )
			)
		);
		const alert = vi.fn();
		new CheckoutIntegration( config(), {
			$,
			Widget: MockWidget,
			alert,
			scrollTo: vi.fn(),
		} ).start();
		const form = document.querySelector( 'form.checkout' )!;
		MockWidget.instances[ 0 ].emit( 'select', courier );
		await flush();
		expect( $( form ).trigger( 'checkout_place_order' ) ).toBe( false );
		expect( alert ).not.toHaveBeenCalled();
		expect(
			$.triggered.filter( ( t ) => t.event === 'submit' )
		).toHaveLength( 0 );
		answer(
			new Response(
				JSON.stringify( {
					status: 'ok',
					summary: SHOP_SUMMARY[ 'cdek-courier' ],
				} ),
				{ status: 200 }
			)
		);
		await flush();
		await flush();
		expect(
			$.triggered.filter(
				( t ) => t.target === form && t.event === 'submit'
			)
		).toHaveLength( 1 );
		expect( $( form ).trigger( 'checkout_place_order' ) ).toBe( true );
	} );
} );

describe( 'checkout: coupons, billing', () => {
	/**
	 * WooCommerce's order review answer with the cart's figures.
	 *
	 * @param figures The figures.
	 */
	const refreshed = ( figures: Record< string, unknown > ) => ( {
		result: 'success',
		fragments: {
			'.woocommerce-checkout-review-order-table': '<table></table>',
			'script#vitrina-delivery-figures': `<script type="application/json" id="vitrina-delivery-figures">${ JSON.stringify(
				figures
			) }</script>`,
		},
	} );

	it( "a refresh shows the shop's summary as confirmed now (a changed price)", () => {
		const { $, integration } = setup( {
			SELECTION: pickup,
			SUMMARY: SHOP_SUMMARY[ 'cdek-pickup' ],
		} );
		const block = byId( 'vitrina-delivery-block' );
		expect( block.textContent ).toContain( 'ПВЗ на Тверской' );
		const figures = {
			PRODUCTS: integration.config.PRODUCTS,
			WEIGHT: integration.config.WEIGHT,
			DISCOUNT: 0,
			COUPONS: 0,
		};
		$( document.body ).trigger( 'updated_checkout', [
			refreshed( {
				...figures,
				SUMMARY: [
					{ label: 'Доставка', value: 'ПВЗ на Тверской' },
					{ label: 'Стоимость', value: '999 ₽' },
				],
			} ),
		] );
		expect( block.textContent ).toContain( '999 ₽' );
		expect( MockWidget.instances ).toHaveLength( 0 );
		// A refresh without a summary (or an empty one) keeps the lines.
		$( document.body ).trigger( 'updated_checkout', [
			refreshed( { ...figures, SUMMARY: [] } ),
		] );
		expect( block.textContent ).toContain( '999 ₽' );
	} );

	it( 'a coupon applied with another method chosen: no page load, nothing rebuilt', () => {
		const { $, integration } = setup( {}, { chosen: 'flat_rate:1' } );
		const location = window.location.href;
		$( document.body ).trigger( 'updated_checkout', [
			refreshed( {
				PRODUCTS: integration.config.PRODUCTS,
				WEIGHT: 3,
				DISCOUNT: 100,
				COUPONS: 1,
			} ),
		] );
		expect( window.location.href ).toBe( location );
		expect( MockWidget.instances ).toHaveLength( 0 );
		expect( integration.config.DISCOUNT ).toBe( 100 );
		expect( integration.config.COUPONS ).toBe( 1 );
		// Chosen later: the widget is built with the new figures.
		const radio = document.querySelector< HTMLInputElement >(
			'input[value="vitrina:2"]'
		)!;
		radio.checked = true;
		integration.sync( true );
		expect( MockWidget.instances ).toHaveLength( 1 );
		expect( MockWidget.instances[ 0 ].params.discount ).toBe( 100 );
	} );

	it( 'a coupon applied with the widget on show: the widget is built again with the new figures, what was typed stays', () => {
		const { $, integration } = setup();
		expect( MockWidget.instances ).toHaveLength( 1 );
		const first = MockWidget.instances[ 0 ];
		expect( first.params.discount ).toBe( 0 );
		input( 'billing_first_name' ).value = 'Анна';
		( byId( 'order_comments' ) as HTMLTextAreaElement ).value = 'Звонить';
		// A refresh with the same figures rebuilds nothing.
		$( document.body ).trigger( 'updated_checkout', [
			refreshed( {
				PRODUCTS: integration.config.PRODUCTS,
				WEIGHT: 3,
				DISCOUNT: 0,
				COUPONS: 0,
			} ),
		] );
		expect( MockWidget.instances ).toHaveLength( 1 );
		$( document.body ).trigger( 'updated_checkout', [
			refreshed( {
				PRODUCTS: integration.config.PRODUCTS,
				WEIGHT: 3,
				DISCOUNT: 250,
				COUPONS: 1,
			} ),
		] );
		expect( first.destruct ).toHaveBeenCalledTimes( 1 );
		expect( MockWidget.instances ).toHaveLength( 2 );
		expect( MockWidget.instances[ 1 ].params.discount ).toBe( 250 );
		expect( byId( 'vitrina-delivery-block' ).hidden ).toBe( false );
		expect( input( 'billing_first_name' ).value ).toBe( 'Анна' );
		expect(
			( byId( 'order_comments' ) as HTMLTextAreaElement ).value
		).toBe( 'Звонить' );
	} );

	it( 'a refresh without figures (or with broken ones) changes nothing', () => {
		const { $, integration } = setup();
		$( document.body ).trigger( 'updated_checkout' );
		$( document.body ).trigger( 'updated_checkout', [
			{
				fragments: {
					'script#vitrina-delivery-figures':
						'<script type="application/json">{not json</script>',
				},
			},
		] );
		expect( MockWidget.instances ).toHaveLength( 1 );
		expect( integration.config.DISCOUNT ).toBe( 0 );
	} );

	it( 'hides the billing block with the flag and fills the contacts from the selection', () => {
		setup( { HIDE_BILLING: true } );
		expect(
			document.querySelector< HTMLElement >(
				'.woocommerce-billing-fields'
			)!.style.display
		).toBe( 'none' );
		MockWidget.instances[ 0 ].emit( 'select', courier );
		expect( input( 'billing_first_name' ).value ).toBe( 'Иван' );
		expect( input( 'billing_email' ).value ).toBe( 'ivan@example.com' );
		expect( input( 'billing_phone' ).value ).toBe( '+79990001122' );
	} );

	it( 'shows the billing block without the flag', () => {
		setup();
		expect(
			document.querySelector< HTMLElement >(
				'.woocommerce-billing-fields'
			)!.style.display
		).toBe( '' );
	} );
} );

describe( 'cart page', () => {
	it( 'hides the vitrina cost and triggers a shipping-method change', () => {
		document.body.innerHTML = checkoutMarkup();
		const $ = fakeJQuery();
		startCart( { METHOD_ID: 'vitrina' }, $ );
		const ours = document
			.querySelector( 'input[value="vitrina:2"]' )!
			.closest( 'li' )!;
		// Through jQuery, at its ready: WooCommerce's cart script binds the
		// change then.
		expect( $.triggered ).toEqual( [
			{ target: ours.querySelector( 'input' ), event: 'change' },
		] );
		expect(
			ours.querySelector< HTMLElement >( '.amount' )!.style.display
		).toBe( 'none' );
		expect(
			flatItem().querySelector< HTMLElement >( '.amount' )!.style.display
		).toBe( '' );

		// After WooCommerce re-renders the totals.
		document.body.innerHTML = checkoutMarkup();
		$( document.body ).trigger( 'updated_cart_totals' );
		expect(
			document
				.querySelector( 'input[value="vitrina:2"]' )!
				.closest( 'li' )!
				.querySelector< HTMLElement >( '.amount' )!.style.display
		).toBe( 'none' );
	} );

	it( "keeps the shopper's view and focus when WooCommerce focuses the redrawn input after its own change", () => {
		document.body.innerHTML =
			checkoutMarkup() + '<button id="mine">Моя кнопка</button>';
		const $ = fakeJQuery();
		const mine = byId( 'mine' );
		mine.focus();
		const focusins: EventTarget[] = [];
		document.addEventListener( 'focusin', ( event ) =>
			focusins.push( event.target! )
		);
		startCart( { METHOD_ID: 'vitrina' }, $ );
		const ours = document.querySelector< HTMLInputElement >(
			'input[value="vitrina:2"]'
		)!;
		ours.id = ours.id || 'shipping_method_0_vitrina2';
		// WooCommerce answers: the totals redrawn, the input focused by its
		// id, then its event.
		const answer = () => {
			$( document.body ).trigger( 'updated_cart_totals' );
			document.getElementById( ours.id )!.focus();
			$( document.body ).trigger( 'updated_shipping_method' );
		};
		answer();
		// No focus moved (none to count as the shopper's use of the page, no
		// scroll to it).
		expect( mine.ownerDocument.activeElement ).toBe( mine );
		expect( focusins ).toEqual( [] );
		expect( Object.hasOwn( ours, 'focus' ) ).toBe( false );
		// A later change is the shopper's: WooCommerce's focus stays.
		answer();
		expect( ours.ownerDocument.activeElement ).toBe( ours );
	} );

	it( 'does not trigger a change when another method is chosen', () => {
		document.body.innerHTML = checkoutMarkup( { chosen: 'flat_rate:1' } );
		const $ = fakeJQuery();
		startCart( { METHOD_ID: 'vitrina' }, $ );
		expect( $.triggered ).toEqual( [] );
	} );
} );

describe( 'checkout: the saves reach the shop in order', () => {
	/** A fetch whose answers the test gives, one by one (the global one). */
	function heldFetch() {
		const answers: Array< ( status?: string ) => void > = [];
		const fetch = vi.fn(
			( _url: unknown, init?: RequestInit ) =>
				new Promise( ( resolve ) => {
					answers.push( ( status = 'ok' ) =>
						resolve(
							fakeResponse(
								shopAnswer( init, status ),
								status === 'ok'
							)
						)
					);
				} )
		) as unknown as typeof window.fetch & ReturnType< typeof vi.fn >;
		return { fetch: stubFetch( fetch ), answers };
	}

	it( 'change delivery, then a quick new choice: the clear lands first and the order goes through', async () => {
		document.body.innerHTML = checkoutMarkup();
		MockWidget.instances = [];
		const $ = fakeJQuery();
		const { fetch, answers } = heldFetch();
		const alert = vi.fn();
		const integration = new CheckoutIntegration( config(), {
			$,
			Widget: MockWidget,
			alert,
			scrollTo: vi.fn(),
		} );
		integration.start();
		MockWidget.instances[ 0 ].emit( 'select', courier );
		answers[ 0 ]();
		await flush();
		(
			document.querySelector(
				'a.vitrina-delivery__change'
			) as HTMLElement
		 ).click();
		expect( fetch ).toHaveBeenCalledTimes( 2 );
		MockWidget.instances[ 1 ].emit( 'select', pickup );
		await flush();
		expect( fetch ).toHaveBeenCalledTimes( 2 );
		// The clear answers (late); only then is the new choice sent.
		answers[ 1 ]();
		await flush();
		expect( fetch ).toHaveBeenCalledTimes( 3 );
		expect( sentBody( fetch, 1 ).sr_data ).toBeNull();
		expect( sentBody( fetch, 2 ).sr_data ).toEqual( pickup );
		const form = document.querySelector( 'form.checkout' )!;
		// Placing the order waits for the choice to be saved, then goes.
		expect( $( form ).trigger( 'checkout_place_order' ) ).toBe( false );
		answers[ 2 ]();
		await flush();
		await flush();
		expect(
			$.triggered.filter(
				( t ) => t.target === form && t.event === 'submit'
			)
		).toHaveLength( 1 );
		expect( $( form ).trigger( 'checkout_place_order' ) ).toBe( true );
		expect( alert ).not.toHaveBeenCalled();
	} );

	it( "a late answer for a choice the shopper has changed does not show that choice's summary", async () => {
		document.body.innerHTML = checkoutMarkup();
		MockWidget.instances = [];
		const { fetch, answers } = heldFetch();
		const integration = new CheckoutIntegration( config(), {
			$: fakeJQuery(),
			Widget: MockWidget,
			scrollTo: vi.fn(),
		} );
		integration.start();
		MockWidget.instances[ 0 ].emit( 'select', courier );
		(
			document.querySelector(
				'a.vitrina-delivery__change'
			) as HTMLElement
		 ).click();
		MockWidget.instances[ 1 ].emit( 'select', pickup );
		const summary = () =>
			document.querySelector( '.vitrina-delivery__summary' )!
				.textContent ?? '';
		// The courier's save answers now: the shopper has chosen the pickup.
		answers[ 0 ]();
		await flush();
		expect( summary() ).not.toContain( 'курьер' );
		// The clear waiting was superseded by the pickup, sent next.
		expect( fetch ).toHaveBeenCalledTimes( 2 );
		expect( sentBody( fetch, 1 ).sr_data ).toEqual( pickup );
		answers[ 1 ]();
		await flush();
		expect( summary() ).toContain( 'СДЭК, пункт выдачи' );
		expect( summary() ).not.toContain( 'курьер' );
	} );

	it( 'a save still waiting is superseded by a later one', async () => {
		const queue = new SaveQueue();
		const order: string[] = [];
		let finish: ( ok: boolean ) => void = () => {};
		const first = queue.save( () => {
			order.push( 'first' );
			return new Promise< boolean >( ( resolve ) => {
				finish = resolve;
			} );
		} );
		const second = queue.save( async () => {
			order.push( 'second' );
			return true;
		} );
		const third = queue.save( async () => {
			order.push( 'third' );
			return true;
		} );
		await flush();
		expect( order ).toEqual( [ 'first' ] );
		finish( true );
		expect( await first ).toBe( true );
		expect( await second ).toBe( false );
		expect( await third ).toBe( true );
		expect( order ).toEqual( [ 'first', 'third' ] );
		// Idle again: the next save starts at once.
		void queue.save( async () => {
			order.push( 'fourth' );
			return true;
		} );
		expect( order ).toEqual( [ 'first', 'third', 'fourth' ] );
	} );
} );
