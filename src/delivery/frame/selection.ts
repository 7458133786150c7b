/**
 * The selection object of the contract (docs/delivery-provider.md, spec §3),
 * prices and days, the summary HTML (its address line is the contract's,
 * formatAddress) and the payment-type rules.
 */
import { __, _n, sprintf } from '@runtime/i18n';
import { formatAddress } from '../contract/address';
import {
	DELIVERY_TYPE,
	PAYMENT_TYPE,
	POINT_TYPE,
	type Lang,
	type PayTypeValue,
	type PointTypeValue,
} from './constants';
import type { City, DeliveryOption, Point } from './schemas';

export interface Address {
	zipCode: string;
	street: string;
	building: string;
	bulk: string;
	apartment: string;
}

export interface Contacts {
	name: string;
	phone: string;
	email: string;
	address: Address;
}

export interface SelectionPoint {
	id: string;
	type: PointTypeValue;
	name: string;
	address: string;
	zipCode: string;
	cashPaymentAvailable: boolean;
	cardPaymentAvailable: boolean;
}

export interface Selection {
	comment: string;
	city: City;
	delivery: null | {
		id: string;
		type: 1 | 2 | 3;
		company: { id: string; name: string };
		price: number;
		days: { min: number; max: number };
		cashPaymentAvailable: boolean;
		cardPaymentAvailable: boolean;
		point: SelectionPoint | null;
	};
	contacts: Contacts;
	payType: PayTypeValue | null;
	_meta: { commonDeliveryDataHTML: string };
}

export const EMPTY_ADDRESS: Address = {
	zipCode: '',
	street: '',
	building: '',
	bulk: '',
	apartment: '',
};

export const EMPTY_CONTACTS: Contacts = {
	name: '',
	phone: '',
	email: '',
	address: EMPTY_ADDRESS,
};

/**
 * A price in roubles without kopecks.
 *
 * @param amount The price.
 * @param lang   Language.
 */
export const formatPrice = ( amount: number, lang: Lang ): string =>
	new Intl.NumberFormat( lang === 'en' ? 'en' : 'ru-RU', {
		style: 'currency',
		currency: 'RUB',
		maximumFractionDigits: 0,
	} ).format( amount );

/**
 * Delivery days: '2–4 days' or '3 days'.
 *
 * @param days     The days.
 * @param days.min
 * @param days.max
 */
export function formatDays( days: { min: number; max: number } ): string {
	if ( days.max > 0 && days.min !== days.max ) {
		return sprintf(
			/* translators: 1: fewest days, 2: most days. */
			__( '%1$d–%2$d days', 'vitrina' ),
			days.min,
			days.max
		);
	}
	const count = Math.max( days.min, days.max );
	/* translators: %d: number of days. */
	return sprintf( _n( '%d day', '%d days', count, 'vitrina' ), count );
}

/** @param type A delivery type. */
export function deliveryTypeLabel( type: number ): string {
	const labels: Record< number, string > = {
		[ DELIVERY_TYPE.pickup ]: __( 'Pickup', 'vitrina' ),
		[ DELIVERY_TYPE.courier ]: __( 'Courier', 'vitrina' ),
	};
	return labels[ type ] ?? __( 'Post', 'vitrina' );
}

/**
 * The tariff's own name, without the company name it may start with
 * ('Почта: до отделения' under the company 'Почта' shows 'до отделения').
 *
 * @param option              An option with its company.
 * @param option.name
 * @param option.company
 * @param option.company.name
 */
export function tariffName( option: {
	name?: string;
	company: { name: string };
} ): string {
	const name = ( option.name ?? '' ).trim();
	const prefix = `${ option.company.name }:`;
	return name.startsWith( prefix )
		? name.slice( prefix.length ).trim()
		: name;
}

/** @param type A point type. */
export function pointTypeLabel( type: number ): string {
	const labels: Record< number, string > = {
		[ POINT_TYPE.livePickup ]: __( 'Pickup point', 'vitrina' ),
		[ POINT_TYPE.parcelLocker ]: __( 'Parcel locker', 'vitrina' ),
		[ POINT_TYPE.postOffice ]: __( 'Post office', 'vitrina' ),
	};
	return labels[ type ] ?? __( 'Terminal', 'vitrina' );
}

/** What an option, and a point, say of payment on delivery. */
type PaymentAvailability = Pick<
	DeliveryOption & Point,
	'cashPaymentAvailable' | 'cardPaymentAvailable'
>;

/**
 * Whether payment on delivery is possible: the option allows cash or card,
 * and for a point the point allows it too.
 *
 * @param option The delivery option.
 * @param point  The pickup point, if any.
 */
export function paymentFlags(
	option: PaymentAvailability,
	point?: PaymentAvailability | null
): { cash: boolean; card: boolean } {
	return {
		cash:
			option.cashPaymentAvailable &&
			( ! point || point.cashPaymentAvailable ),
		card:
			option.cardPaymentAvailable &&
			( ! point || point.cardPaymentAvailable ),
	};
}

/**
 * The payment types the buyer may choose: on delivery only when cash or
 * card is accepted; online and other always.
 *
 * @param option The delivery option.
 * @param point  The pickup point, if any.
 */
export function availablePayTypes(
	option: PaymentAvailability,
	point?: PaymentAvailability | null
): PayTypeValue[] {
	const { cash, card } = paymentFlags( option, point );
	return [
		...( cash || card ? [ PAYMENT_TYPE.onDelivery ] : [] ),
		PAYMENT_TYPE.online,
		PAYMENT_TYPE.other,
	];
}

const ESCAPES: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/** @param value Text to put into HTML. */
export const escapeHtml = ( value: string ): string =>
	value.replace( /[&<>"']/g, ( char ) => ESCAPES[ char ] ?? char );

/**
 * The summary lines of a selection (label, value).
 *
 * @param selection The selection.
 * @param lang      Language (prices).
 */
export function summaryLines(
	selection: Pick< Selection, 'city' | 'delivery' | 'contacts' | 'comment' >,
	lang: Lang
): Array< [ string, string ] > {
	const { delivery, contacts } = selection;
	if ( ! delivery ) {
		return [];
	}
	const lines: Array< [ string, string ] > = [
		[
			__( 'Delivery', 'vitrina' ),
			`${ delivery.company.name }, ${ deliveryTypeLabel(
				delivery.type
			).toLowerCase() }`,
		],
		[ __( 'Price', 'vitrina' ), formatPrice( delivery.price, lang ) ],
		[ __( 'Delivery time', 'vitrina' ), formatDays( delivery.days ) ],
	];
	if ( delivery.point ) {
		lines.push( [
			pointTypeLabel( delivery.point.type ),
			`${ delivery.point.name }, ${ delivery.point.address }`,
		] );
	} else {
		lines.push( [
			__( 'Address', 'vitrina' ),
			[
				contacts.address.zipCode,
				selection.city.name,
				formatAddress( contacts.address ),
			]
				.filter( Boolean )
				.join( ', ' ),
		] );
	}
	if ( selection.comment ) {
		lines.push( [
			__( 'Comment for the courier', 'vitrina' ),
			selection.comment,
		] );
	}
	return lines;
}

/**
 * `_meta.commonDeliveryDataHTML`: the summary as escaped HTML.
 *
 * @param selection The selection.
 * @param lang      Language.
 */
export function summaryHtml(
	selection: Pick< Selection, 'city' | 'delivery' | 'contacts' | 'comment' >,
	lang: Lang
): string {
	return summaryLines( selection, lang )
		.map(
			( [ label, value ] ) =>
				`<p><b>${ escapeHtml( label ) }:</b> ${ escapeHtml( value ) }</p>`
		)
		.join( '' );
}

/**
 * Builds the selection object of the contract.
 *
 * @param input          What the buyer chose so far.
 * @param input.city     The city.
 * @param input.option   The delivery option.
 * @param input.point    The pickup point.
 * @param input.contacts Contacts and address.
 * @param input.comment  The comment for the courier.
 * @param input.payType  The payment type.
 * @param lang           Language.
 */
export function buildSelection(
	input: {
		city: City;
		option: DeliveryOption | null;
		point: Point | null;
		contacts: Contacts;
		comment: string;
		payType: PayTypeValue | null;
	},
	lang: Lang
): Selection {
	const { city, option, point, contacts, comment, payType } = input;
	const usesAddress = !! option && option.type !== DELIVERY_TYPE.pickup;
	const selection: Selection = {
		comment: usesAddress ? comment.trim() : '',
		city: {
			name: city.name,
			region: city.region,
			countryIsoCode: city.countryIsoCode,
		},
		delivery: option
			? {
					id: option.id,
					type: option.type,
					company: { ...option.company },
					price: option.price,
					days: { ...option.days },
					cashPaymentAvailable: option.cashPaymentAvailable,
					cardPaymentAvailable: option.cardPaymentAvailable,
					point:
						option.type === DELIVERY_TYPE.pickup && point
							? {
									id: point.id,
									type: point.type,
									name: point.name,
									address: point.address,
									zipCode: point.zipCode,
									cashPaymentAvailable:
										point.cashPaymentAvailable,
									cardPaymentAvailable:
										point.cardPaymentAvailable,
								}
							: null,
				}
			: null,
		contacts: {
			name: contacts.name.trim(),
			phone: contacts.phone.trim(),
			email: contacts.email.trim(),
			address: usesAddress
				? {
						zipCode: contacts.address.zipCode.trim(),
						street: contacts.address.street.trim(),
						building: contacts.address.building.trim(),
						bulk: contacts.address.bulk.trim(),
						apartment: contacts.address.apartment.trim(),
					}
				: { ...EMPTY_ADDRESS, zipCode: point?.zipCode ?? '' },
		},
		payType,
		_meta: { commonDeliveryDataHTML: '' },
	};
	selection._meta.commonDeliveryDataHTML = summaryHtml( selection, lang );
	return selection;
}
