/**
 * Constants of the delivery frame page (spec delivery-widget.md §4, §9;
 * docs/delivery-provider.md). What the widget shares comes from the
 * contract (../contract/constants.ts) and is re-exported here, so the frame
 * reads one set.
 */
import {
	DELIVERY_TYPE,
	PAYMENT_TYPE,
	POINT_TYPE,
	STEPS,
	type Step,
	type WidgetEvent,
} from '../contract/constants';

export {
	ADDRESS_APARTMENT_PREFIX,
	ADDRESS_BUILDING_PREFIX,
	ADDRESS_BULK_PREFIX,
	ADDRESS_BULK_SUFFIX,
	DEFAULT_LANG,
	DELIVERY_TYPE,
	EVENTS,
	ISLAND,
	LANGS,
	MESSAGE_CONTENT_RESIZE,
	MESSAGE_SCROLL_TO_BOTTOM,
	PAYMENT_TYPE,
	POINT_TYPE,
	PROVIDER_DEV_HOST,
	PROVIDER_HOST,
	STEPS,
	ZIP_CODE_COUNTRIES,
} from '../contract/constants';
export type { Lang, Step, WidgetEvent } from '../contract/constants';

/** The frame page's root element (its settings are the island's, `#vitrina-settings-delivery`). */
export const ROOT_ID = 'vitrina-delivery-frame';

/** Provider paths (relative to the provider host). */
export const CITIES_PATH = 'v2/cities';
export const CALCULATE_PATH = 'v2/delivery/calculate';
export const POINTS_PATH = 'v2/points';
export const POINTS_BOUNDS_PATH = 'v2/points/bounds';

/** The map view of the point step. */
export const MAP = {
	/** The most zoom the tiles and the map go to. */
	maxZoom: 18,
	/** A chosen point is shown at least this close. */
	pointZoom: 15,
	/** Markers closer than this many px make one cluster. */
	clusterRadius: 40,
	/** Clusters form up to this zoom; closer (pointZoom), every point is its own marker. */
	clusterMaxZoom: 14,
	/** The points of a moved map are asked for after this many ms of rest. */
	moveDebounce: 250,
	/** Where the map opens before it knows the points (Russia). */
	center: [ 58, 60 ] as [ number, number ],
	zoom: 3,
	/** Margin (px) kept around the points the map opens on. */
	fitPadding: 24,
} as const;

/** The widget parameters of the parcel the points call sends (the points it does not fit are left out). */
export const PARCEL_KEYS = [ 'weight', 'length', 'width', 'height' ] as const;

/** The city searched with at least this many characters. */
export const CITY_QUERY_MIN = 2;
/** Debounce of the city suggestions in ms. */
export const CITY_DEBOUNCE = 250;
/** Provider calls time out after this many ms. */
export const REQUEST_TIMEOUT = 15000;

/** The city used until the buyer picks one. */
export const DEFAULT_CITY = {
	name: 'Москва',
	region: 'Москва',
	countryIsoCode: 'RU',
} as const;

export type DeliveryTypeValue = 1 | 2 | 3;
/** Delivery types the frame offers, in display order. */
export const OFFERED_DELIVERY_TYPES: readonly DeliveryTypeValue[] = [
	DELIVERY_TYPE.pickup,
	DELIVERY_TYPE.courier,
	DELIVERY_TYPE.post,
];

export type PointTypeValue = ( typeof POINT_TYPE )[ keyof typeof POINT_TYPE ];
export const POINT_TYPES: readonly PointTypeValue[] = [
	POINT_TYPE.livePickup,
	POINT_TYPE.parcelLocker,
	POINT_TYPE.postOffice,
	POINT_TYPE.terminal,
];

export type PayTypeValue = ( typeof PAYMENT_TYPE )[ keyof typeof PAYMENT_TYPE ];

/** Steps by name (the order of STEPS). */
export const STEP = {
	deliverySelect: STEPS[ 0 ],
	form: STEPS[ 1 ],
	confirmation: STEPS[ 2 ],
	pay: STEPS[ 3 ],
} as const satisfies Record< string, Step >;

/**
 * The steps the shopper sees. A shop whose own checkout takes the payment
 * (the `mod` parameter of a shop platform: WordPress's checkout, cart and
 * block pages all lead to WooCommerce's payment methods) gets no payment
 * step: the frame hands over after the confirmation (`select`, then
 * `done`), and the counter counts three steps.
 */
export const HANDOVER_MODS: readonly string[] = [ 'wordpress' ];

/**
 * The steps the shopper walks through.
 *
 * @param mod The `mod` parameter.
 */
export const visibleSteps = ( mod: string | undefined ): readonly Step[] =>
	HANDOVER_MODS.includes( mod ?? '' )
		? STEPS.filter( ( step ) => step !== STEP.pay )
		: STEPS;

/** Events the frame posts to the page. */
export const EVENT = {
	start: 'start',
	change: 'change',
	stepChange: 'stepChange',
	restart: 'restart',
	done: 'done',
	select: 'select',
	error: 'error',
} as const satisfies Record< string, WidgetEvent >;

/** Form rules. */
export const ZIP_CODE_PATTERN = /^\d{6}$/;
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
export const PHONE_ALLOWED = /[^\d+]/g;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NAME_MAX = 100;
export const COMMENT_MAX = 500;
