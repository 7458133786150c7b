/**
 * A small classic-checkout DOM (WooCommerce's markup), a fake jQuery event
 * bus, a mocked widget and a mocked fetch for the checkout tests.
 */
import { onTestFinished, vi } from 'vitest';
import {
	parseConfig,
	type PageConfig,
} from '../../../../src/delivery/checkout/config';
import type { JQueryLike } from '../../../../src/delivery/checkout/checkout';
import type { WidgetInstance } from '../../../../src/delivery/contract/widget';

export function checkoutMarkup( {
	chosen = 'vitrina:2',
	coupons = 0,
	payment = 'cod',
	card = true,
}: {
	chosen?: string;
	coupons?: number;
	payment?: string;
	card?: boolean;
} = {} ): string {
	const field = ( id: string, value = '' ) =>
		`<p class="form-row" id="${ id }_field"><input type="text" id="${ id }" name="${ id }" value="${ value }"></p>`;
	const method = ( value: string, label: string ) =>
		`<li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_${ value.replace(
			':',
			''
		) }" value="${ value }" class="shipping_method"${
			chosen === value ? ' checked' : ''
		}><label>${ label }: <span class="woocommerce-Price-amount amount">300 ₽</span></label></li>`;
	const gateway = ( id: string ) =>
		`<li class="wc_payment_method payment_method_${ id }"><input id="payment_method_${ id }" type="radio" class="input-radio" name="payment_method" value="${ id }"${
			payment === id ? ' checked' : ''
		}><label for="payment_method_${ id }">${ id }</label></li>`;
	return `
<form name="checkout" method="post" class="checkout woocommerce-checkout">
	<div class="woocommerce-billing-fields">
		${ field( 'billing_first_name' ) }
		${ field( 'billing_phone', '+79990001122' ) }
		${ field( 'billing_email' ) }
		${ field( 'billing_address_1', 'старый адрес' ) }
		${ field( 'billing_address_2', 'кв. 1' ) }
		${ field( 'billing_city' ) }
		${ field( 'billing_state' ) }
		${ field( 'billing_postcode' ) }
	</div>
	<div class="woocommerce-shipping-fields">
		<h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1"> Ship to a different address?</label></h3>
		<div class="shipping_address" style="display: none">
			${ field( 'shipping_first_name' ) }
			${ field( 'shipping_last_name' ) }
			${ field( 'shipping_company', 'ООО Ромашка' ) }
			${ field( 'shipping_address_1', 'ул. Садовая, д. 3' ) }
			${ field( 'shipping_address_2' ) }
			${ field( 'shipping_city', 'Тула' ) }
			${ field( 'shipping_state' ) }
			${ field( 'shipping_postcode', '300000' ) }
		</div>
	</div>
	<p class="form-row" id="order_comments_field"><textarea id="order_comments" name="order_comments"></textarea></p>
	<h3 id="order_review_heading">Your order</h3>
	<div id="vitrina-delivery-block" class="vitrina-delivery" hidden><div id="vitrina-delivery-widget"></div></div>
	<div id="order_review" class="woocommerce-checkout-review-order">
		<table class="shop_table woocommerce-checkout-review-order-table"><tfoot>
			${ Array.from(
				{ length: coupons },
				( _, i ) =>
					`<tr class="cart-discount coupon-c${ i }"><th>Coupon</th><td>-100</td></tr>`
			).join( '' ) }
			<tr class="woocommerce-shipping-totals shipping"><td><ul id="shipping_method" class="woocommerce-shipping-methods">
				${ method( 'flat_rate:1', 'Flat rate' ) }
				${ method( 'vitrina:2', 'Delivery (choose in the widget)' ) }
			</ul></td></tr>
		</tfoot></table>
		<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">
			${ gateway( 'bacs' ) }${ gateway( 'cod' ) }${ card ? gateway( 'vitrina_cod_card' ) : '' }
		</ul><button type="submit" id="place_order">Place order</button></div>
	</div>
</form>`;
}

/** A fake jQuery: on / trigger (returns the last handler's result, like triggerHandler). */
export function fakeJQuery(): JQueryLike & {
	triggered: Array< { target: unknown; event: string } >;
} {
	const handlers = new Map<
		unknown,
		Map<
			string,
			Array< ( event: unknown, ...args: unknown[] ) => unknown >
		>
	>();
	const triggered: Array< { target: unknown; event: string } > = [];
	const $ = ( ( target: unknown ) =>
		typeof target === 'function'
			? // The page is ready.
				target()
			: {
					on(
						events: string,
						handler: ( event: unknown ) => unknown
					) {
						const byType = handlers.get( target ) ?? new Map();
						handlers.set( target, byType );
						for ( const type of events.split( ' ' ) ) {
							byType.set( type, [
								...( byType.get( type ) ?? [] ),
								handler,
							] );
						}
						return this;
					},
					trigger( event: string, extra: unknown[] = [] ) {
						triggered.push( { target, event } );
						let result: unknown;
						for ( const handler of handlers
							.get( target )
							?.get( event ) ?? [] ) {
							result = handler( { type: event }, ...extra );
						}
						return result;
					},
				} ) as unknown as JQueryLike & {
		triggered: Array< { target: unknown; event: string } >;
	};
	$.triggered = triggered;
	return $;
}

/** A mocked VitrinaCartWidget that records its instances. */
export class MockWidget implements WidgetInstance {
	static instances: MockWidget[] = [];
	handlers: Record< string, Array< ( data: unknown ) => void > > = {};
	destruct = vi.fn();
	constructor(
		readonly id: string,
		readonly params: Record< string, unknown >
	) {
		MockWidget.instances.push( this );
	}
	on( event: string, handler: ( data: unknown ) => void ) {
		( this.handlers[ event ] ??= [] ).push( handler );
		return this;
	}
	emit( event: string, data: unknown ) {
		for ( const handler of this.handlers[ event ] ?? [] ) {
			handler( data );
		}
	}
}

/**
 * The shop's summaries (Selection::summary_lines) of the fixture's choices,
 * by delivery id, as set-delivery answers them.
 */
export const SHOP_SUMMARY: Record<
	string,
	Array< { label: string; value: string } >
> = {
	'cdek-courier': [
		{ label: 'Доставка', value: 'СДЭК, курьер' },
		{ label: 'Стоимость', value: '350 ₽' },
		{ label: 'Срок доставки', value: '1–3 дн.' },
		{ label: 'Адрес', value: 'ул. Ленина, д.5 (корп.2), Кв/офис 10' },
	],
	'cdek-pickup': [
		{ label: 'Доставка', value: 'СДЭК, пункт выдачи' },
		{ label: 'Пункт выдачи', value: 'ПВЗ на Тверской, Тверская ул., 7' },
	],
};

/**
 * The body set-delivery answers to a request (the shop's summary of the
 * choice sent; none once cleared).
 *
 * @param init   The request.
 * @param status The answer's status.
 */
export function shopAnswer( init: RequestInit | undefined, status = 'ok' ) {
	if ( status !== 'ok' ) {
		return { status };
	}
	const sent = JSON.parse( String( init?.body ?? '{}' ) );
	const id: string = sent.sr_data?.delivery?.id ?? '';
	return {
		status,
		summary: sent.sr_data ? ( SHOP_SUMMARY[ id ] ?? [] ) : [],
	};
}

/**
 * An answer as fetch gives it, enough of a Response for `fetchJson`.
 *
 * @param body The JSON body.
 * @param ok   Whether the status is 2xx (200, or 400 when not).
 */
export function fakeResponse( body: unknown, ok = true ) {
	return {
		ok,
		status: ok ? 200 : 400,
		statusText: ok ? 'OK' : 'Bad Request',
		json: async () => body,
	};
}

/**
 * A mocked fetch: set-delivery answering each request.
 *
 * @param status `ok` (a 200 with the shop's summary), or another status
 *               (a 400 with that status).
 */
export function okFetch( status = 'ok' ) {
	return vi.fn( async ( _url: unknown, init?: RequestInit ) =>
		fakeResponse( shopAnswer( init, status ), status === 'ok' )
	) as unknown as typeof window.fetch & ReturnType< typeof vi.fn >;
}

/**
 * Puts a mocked fetch in place of the global one for the running test (the
 * requests the page sends are its recorded calls).
 *
 * @param fetch The mocked fetch.
 * @return The mocked fetch.
 */
export function stubFetch< F >( fetch: F ): F {
	vi.stubGlobal( 'fetch', fetch );
	onTestFinished( () => {
		vi.unstubAllGlobals();
	} );
	return fetch;
}

export function config(
	overrides: Record< string, unknown > = {}
): PageConfig {
	const parsed = parseConfig( {
		LANG: 'ru',
		BASE_URL: 'http://shop.test/',
		API_URL: 'http://shop.test/wp-json/vitrina-widget-api/proxy',
		PRODUCTS: [
			{
				name: 'Чайник',
				vendorCode: 'KT-1',
				price: 1990,
				count: 2,
				vat: 0,
			},
		],
		COUNTRIES: [ 'RU' ],
		WEIGHT: 3,
		DISCOUNT: 0,
		CURRENCY: 'rub',
		PAY_METHOD_WITH_COD: 'cod',
		PAY_METHOD_WITH_COD_CARD: 'vitrina_cod_card',
		DISABLE_AUTOSCROLL_TO_WIDGET: false,
		DISABLE_WIDGET_MULTI_REQUESTS: false,
		HIDE_BILLING: false,
		SET_DELIVERY_URL:
			'http://shop.test/wp-json/vitrina-widget-api/set-delivery',
		NONCE: 'n0nce',
		COUPONS: 0,
		SELECTION: null,
		MESSAGES: {
			chosenDelivery: 'Ваша доставка',
			changeDelivery: 'Изменить доставку',
		},
		...overrides,
	} );
	if ( ! parsed ) {
		throw new Error( 'bad test config' );
	}
	return parsed;
}

export const courier = {
	comment: 'Позвонить за час',
	city: {
		name: 'Москва',
		region: 'Московская область',
		countryIsoCode: 'RU',
	},
	delivery: {
		id: 'cdek-courier',
		type: 2,
		company: { id: 'cdek', name: 'СДЭК' },
		price: 350,
		days: { min: 1, max: 3 },
		cashPaymentAvailable: false,
		cardPaymentAvailable: true,
		point: null,
	},
	contacts: {
		name: 'Иван',
		phone: '79991234567',
		email: 'ivan@example.com',
		address: {
			zipCode: '101000',
			street: 'ул. Ленина',
			building: '5',
			bulk: '2',
			apartment: '10',
		},
	},
	payType: 1,
	_meta: {
		commonDeliveryDataHTML: '<img src=x onerror="window.hacked=1">СДЭК',
	},
};

export const pickup = {
	...courier,
	comment: '',
	delivery: {
		...courier.delivery,
		id: 'cdek-pickup',
		type: 1,
		cashPaymentAvailable: true,
		cardPaymentAvailable: true,
		point: {
			id: 'p1',
			type: 1,
			name: 'ПВЗ на Тверской',
			address: 'Тверская ул., 7',
			zipCode: '',
			cashPaymentAvailable: true,
			cardPaymentAvailable: false,
		},
	},
	contacts: { ...courier.contacts, address: {} },
};
