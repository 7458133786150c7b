/**
 * What the loader, the checkout integration and the frame page share (spec
 * delivery-widget.md §2, §4, §8, §9): the island's name, languages, the
 * types of the selection, steps, events and frame messages, the provider
 * hosts, the error catalogue and the address format. Each part keeps what
 * only it uses in its own constants (loader/, checkout/, frame/).
 */

/** The island (settings `#vitrina-settings-delivery`, build/delivery/). */
export const ISLAND = 'delivery';

/** Languages of the widget; an unknown one becomes the default. */
export const LANGS = [ 'ru', 'en' ] as const;
export type Lang = ( typeof LANGS )[ number ];
export const DEFAULT_LANG: Lang = 'ru';

/** Delivery types (§9); the loader accepts pickup, courier and post as the `deliveryType` parameter. */
export const DELIVERY_TYPE = {
	pickup: 1,
	courier: 2,
	post: 3,
	return: 4,
} as const;

/** Pickup point types (§9). */
export const POINT_TYPE = {
	livePickup: 1,
	parcelLocker: 2,
	postOffice: 3,
	terminal: 4,
} as const;

/** Additional service: fitting (§9). */
export const FITTING_SERVICE = 7;

/** Payment types (§9). */
export const PAYMENT_TYPE = {
	onDelivery: 1,
	online: 2,
	other: 3,
} as const;

/** Steps of the widget (§4). */
export const STEPS = [
	'deliverySelectStep',
	'formStep',
	'confirmationStep',
	'payStep',
] as const;
export type Step = ( typeof STEPS )[ number ];

/** Tracking modes (§9). */
export const TRACKING_MODES = [ 'id', 'cmsId', 'trackNumber' ] as const;

/** Events reported to the shop's handlers (§4). */
export const EVENTS = [
	'start',
	'change',
	'stepChange',
	'restart',
	'done',
	'select',
	'error',
] as const;
export type WidgetEvent = ( typeof EVENTS )[ number ];

/** Service messages from the frame (§4). */
export const MESSAGE_CONTENT_RESIZE = 'content-resize';
export const MESSAGE_SCROLL_TO_BOTTOM = 'scroll-to-bottom';

/** Minimum widget width for lock filters (used by the frame page). */
export const LOCK_FILTERS_MIN_WIDTH = 640;
/** Countries with zip-code detection. */
export const ZIP_CODE_COUNTRIES = [ 'RU' ] as const;

/**
 * Provider hosts. They are identifiers: the shop's API script maps them to the
 * configured provider (the embedded one by default); the browser never
 * contacts them directly.
 */
export const PROVIDER_HOST = 'https://widget.vitrina.delivery/';
export const PROVIDER_DEV_HOST = 'https://widget-dev.vitrina.delivery/';

/** Prefix of every widget error message. */
export const WIDGET_KIND: Record< Lang, string > = {
	en: 'Cart widget: ',
	ru: 'Корзинный виджет: ',
};

/** The error catalogue (§8). */
export const ERRORS = {
	invalidToken: {
		en: 'Invalid token. Invalid shop ID may have been transmitted.',
		ru: 'Неверный токен. Возможно, передан неверный ID магазина.',
	},
	requestErrorMaybeInvalidShopId: {
		en: 'Server request error. Invalid shop ID may have been set.',
		ru: 'Ошибка запроса к серверу. Возможно, указан неверный ID магазина.',
	},
	requestErrorPleaseContactSupport: {
		en: 'Server request error. Please contact support.',
		ru: 'Ошибка запроса к серверу. Пожалуйста, обратитесь в службу поддержки.',
	},
	apiScriptRequestError: {
		en: 'Error request to API-script',
		ru: 'Ошибка запроса к API-скрипту',
	},
	argumentIdIsRequired: {
		en: "Argument 'ID' is required",
		ru: "Аргумент 'ID' обязателен",
	},
	argumentParamsIsRequired: {
		en: "Argument 'params' is required and must be an object",
		ru: "Аргумент 'params' обязателен и должен быть объектом",
	},
	paramProductsEmpty: {
		en: "Parameter 'products' must be an array and non-empty",
		ru: "Параметр 'products' должен быть непустым массивом",
	},
	paramProductsPriceInvalid: {
		en: "Parameter 'price' one of the products is missing or has an incorrect value",
		ru: "Параметр 'price' у одного из товаров отсутствует или имеет неверное значение",
	},
	paramProductsCountInvalid: {
		en: "Parameter 'count' one of the products is missing or has an incorrect value",
		ru: "Параметр 'count' у одного из товаров отсутствует или имеет неверное значение",
	},
} as const satisfies Record< string, Record< Lang, string > >;
export type ErrorCode = keyof typeof ERRORS;

/** Provider answers: the only success status, and the statuses the catalogue names. */
export const STATUS_OK = 200;
export const STATUS_UNAUTHORIZED = 401;
export const STATUS_BAD_REQUEST = 400;

/** Address format (§9): street, 'д.'+building, '(корп.'+bulk+')', 'Кв/офис N'. */
export const ADDRESS_BUILDING_PREFIX = 'д.';
export const ADDRESS_BULK_PREFIX = '(корп.';
export const ADDRESS_BULK_SUFFIX = ')';
export const ADDRESS_APARTMENT_PREFIX = 'Кв/офис ';
