/**
 * Constants of the delivery widget (spec delivery-widget.md, §2, §4, §5, §8, §9).
 *
 * Everything the loader needs lives here so that the loader, the checkout
 * integration and the frame page read one set of values.
 */

/** Languages of the widget; an unknown one becomes the default. */
export const LANGS = [ 'ru', 'en' ] as const;
export type Lang = ( typeof LANGS )[ number ];
export const DEFAULT_LANG: Lang = 'ru';

/** Currencies of the widget; an unknown one becomes the default. */
export const CURRENCIES = [ 'rub', 'usd', 'euro' ] as const;
export type Currency = ( typeof CURRENCIES )[ number ];
export const DEFAULT_CURRENCY: Currency = 'rub';

/** Delivery types (§9). Only pickup, courier and post are accepted as the `deliveryType` parameter. */
export const DELIVERY_TYPE = {
	pickup: 1,
	courier: 2,
	post: 3,
	return: 4,
} as const;
export const PARAM_DELIVERY_TYPES = [
	DELIVERY_TYPE.pickup,
	DELIVERY_TYPE.courier,
	DELIVERY_TYPE.post,
] as const;
export type ParamDeliveryType = ( typeof PARAM_DELIVERY_TYPES )[ number ];

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

/** Events whose handlers are called after EVENT_DELAY. */
export const DELAYED_EVENTS: readonly WidgetEvent[] = [ 'start', 'error' ];

/** Service messages from the frame (§4). */
export const MESSAGE_CONTENT_RESIZE = 'content-resize';
export const MESSAGE_SCROLL_TO_BOTTOM = 'scroll-to-bottom';

/** Element-wait poll in ms. */
export const ELEMENT_POLL_INTERVAL = 100;
/** Delay of the start and error events in ms. */
export const EVENT_DELAY = 120;

/** Frame sizes. */
export const MIN_FRAME_HEIGHT = 320;
export const DEFAULT_FRAME_HEIGHT = '360px';
export const DEFAULT_FRAME_MAX_WIDTH = '100%';
export const FRAME_BORDER = '1px solid #e0e0e0';
export const FRAME_BACKGROUND = '#fff';

/** scroll-to-bottom scrolls only when the frame bottom is more than this many px below the viewport. */
export const AUTOSCROLL_OFFSET = 75;
/** CMS modes (`mod` parameter) in which the widget never scrolls the page by itself. */
export const NO_AUTOSCROLL_MODS: readonly string[] = [ 'insales', 'bitrix' ];

/** Minimum widget width for lock filters (used by the frame page). */
export const LOCK_FILTERS_MIN_WIDTH = 640;
/** Countries with zip-code detection. */
export const ZIP_CODE_COUNTRIES = [ 'RU' ] as const;

/** Limits of the normalisation rules (§5, §9). */
export const DIMENSION_MIN = 1;
export const DIMENSION_MAX = 999;
export const VOLUME_MIN = 0.0001;
export const WEIGHT_MIN = 0.01;
export const PRICE_MIN = 0;
export const ITEM_COUNT_MIN = 1;
export const ITEM_COUNT_MAX = 99;
export const PRODUCT_COUNT_MIN = 1;
export const VAT_VALUES = [ 0, 10, 20 ] as const;
export type Vat = ( typeof VAT_VALUES )[ number ];
export const DEFAULT_VAT: Vat = 0;

/**
 * Provider hosts. They are identifiers: the shop's API script maps them to the
 * configured provider (the embedded one by default); the browser never
 * contacts them directly.
 */
export const PROVIDER_HOST = 'https://widget.vitrina.delivery/';
export const PROVIDER_DEV_HOST = 'https://widget-dev.vitrina.delivery/';
/** Provider path of the settings endpoint (call 1); `lang` is added as its query. */
export const SETTINGS_PATH = 'v2/widgets/cart-widget-settings';
/** Provider path of the widget page (call 2); `type=cart&lang=…` is added as its query. */
export const WIDGET_PAGE_PATH = 'v2/widgets/page';
export const WIDGET_TYPE = 'cart';

/**
 * Default path of the shop's widget API script (the plugin's REST route) on
 * the current host. Sites in a sub-folder or without pretty permalinks pass
 * `apiScript` explicitly.
 */
export const API_SCRIPT_PATH = '/wp-json/vitrina-widget-api/proxy';

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

/** Settings request: the only success status. */
export const STATUS_OK = 200;
export const STATUS_UNAUTHORIZED = 401;
export const STATUS_BAD_REQUEST = 400;

/*
 * Checkout integration (§2, §4, §5, §9). Only the checkout script (index.ts)
 * reads these; the loader never imports the checkout modules.
 */

/** The shipping method id of the widget (rate ids are `vitrina:<instance>`). */
export const CHECKOUT_METHOD_ID = 'vitrina';
/** Autoscroll to the widget: offset above it in px, duration in ms. */
export const CHECKOUT_SCROLL_OFFSET = 80;
export const CHECKOUT_SCROLL_DURATION = 500;
/** Scroll to notices: offset in px, duration in ms. */
export const NOTICES_SCROLL_OFFSET = 100;
export const NOTICES_SCROLL_DURATION = 1000;
/** Postcode used when the selection has none. */
export const DEFAULT_POSTCODE = '000000';
/** The courier comment is appended to the order notes as `(для курьера: …)`. */
export const COURIER_COMMENT_PREFIX = '(для курьера: ';
export const COURIER_COMMENT_SUFFIX = ')';
/** Address format (§9): street, 'д.'+building, '(корп.'+bulk+')', 'Кв/офис N'. */
export const ADDRESS_BUILDING_PREFIX = 'д.';
export const ADDRESS_BULK_PREFIX = '(корп.';
export const ADDRESS_BULK_SUFFIX = ')';
export const ADDRESS_APARTMENT_PREFIX = 'Кв/офис ';
/** The alert of a blocked order (§5). */
export const CHECKOUT_ALERT: Record< Lang, string > = {
	ru: 'Выберите и подтвердите способ доставки в виджете',
	en: 'Select and confirm delivery method in the widget',
};
/** Markup of the checkout page the script reads and changes. */
export const CHECKOUT_ELEMENT_ID = 'vitrina-delivery-widget';
export const CHECKOUT_BLOCK_ID = 'vitrina-delivery-block';
export const CHECKOUT_SUBMITTED_CLASS = 'vitrina-delivery--submitted';
export const CHECKOUT_SUMMARY_CLASS = 'vitrina-delivery__summary';
export const CHECKOUT_CHANGE_LINK_CLASS = 'vitrina-delivery__change';
/**
 * The namespace the shop registers for the block checkout's cart update
 * (`extensionCartUpdate`): asked once a choice is saved, so that the block
 * checkout shows the rate priced from it.
 */
export const BLOCK_CART_UPDATE_NAMESPACE = 'vitrina-delivery';
/** Body class on the Cart and Checkout blocks while our rate is chosen without a delivery. */
export const BLOCK_CHECKOUT_UNCHOSEN_CLASS = 'vitrina-delivery-unchosen';
/** Address fields filled from the selection and hidden (per billing/shipping prefix). */
export const ADDRESS_FIELDS = [
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
] as const;
/** WooCommerce's events and selectors (classic checkout and cart). */
export const WC_EVENTS = {
	updatedCheckout: 'updated_checkout',
	updateCheckout: 'update_checkout',
	placeOrder: 'checkout_place_order',
	updatedCartTotals: 'updated_cart_totals',
	updatedShippingMethod: 'updated_shipping_method',
} as const;
export const WC_SELECTORS = {
	form: 'form.checkout',
	orderReview: '#order_review',
	shippingInput:
		'input[name^="shipping_method"], select[name^="shipping_method"]',
	shippingItem: '#shipping_method li, ul.woocommerce-shipping-methods li',
	paymentInput: 'input[name="payment_method"]',
	couponRow: '.woocommerce-checkout-review-order-table tr.cart-discount',
	billingBlock: '.woocommerce-billing-fields',
	orderComments: '#order_comments',
	quantity: 'input.qty',
	amount: '.woocommerce-Price-amount, .amount',
} as const;
