/**
 * The tracking island's constants (delivery-widget spec: Other, calls 7 and
 * 8, log messages).
 */
export const TRACKING = {
	/** The admin-ajax actions. */
	actions: {
		purchase: 'yam_get_purchase',
		cartItems: 'yam_get_cart_items',
		/** POST: marks the purchase counted (once). */
		markSent: 'vitrina_purchase_sent',
	},
	/** WooCommerce's cookie holding the cart's hash (absent for an empty cart). */
	cartHashCookie: 'woocommerce_cart_hash',
	/** Where the last cart seen is kept (local storage). */
	storageKey: 'vitrina_tracking_cart',
	/** The element holding the viewed product's fields. */
	productSelector: 'script.vitrina-tracking-product',
	/** Cart changes are looked at this long after the last cart event. */
	debounce: 300,
	/** Events after which the cart may have changed. */
	cartEvents: [
		'added_to_cart',
		'removed_from_cart',
		'wc_fragments_refreshed',
		'updated_cart_totals',
		'updated_wc_div',
		'wc_cart_emptied',
	],
	/** DOM events of the cart and checkout blocks. */
	blockEvents: [ 'wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart' ],
	/** Cookie values that mean "no consent". */
	refusals: [ '', '0', 'no', 'false', 'deny', 'denied' ],
} as const;

/** What is logged (spec: Checkout integration, Tracking). */
export const LOG = {
	productNotFound:
		'Не удалось найти данные товара (Vitrina tracking: no product data found on this product page).',
	invalidProduct: 'Vitrina tracking: invalid product JSON.',
	noOrderId: 'Vitrina tracking: no order id on the order-received page.',
	noCartItemKey:
		'Vitrina tracking: the removed product has no cart item key.',
	noVariation:
		'Vitrina tracking: a variable product in the cart has no variation:',
	requestFailed: 'Vitrina tracking: request failed:',
} as const;

export const ATTRIBUTION = {
	/** The local storage key of the visit's source (with its end, `until`, ms). */
	key: 'vitrina_attr',
	/** The local storage key of the time the visit ends (ms), renewed on each page view. */
	sessionKey: 'vitrina_attr_session',
	/** The cookies of earlier versions, moved into storage and deleted. */
	legacyCookie: 'vitrina_attr',
	legacySessionCookie: 'vitrina_attr_session',
	/** The Store API extension namespace of the Checkout block's order (includes/Tracking/Attribution.php). */
	extension: 'vitrina/attribution',
	/** A visit ends after this long without a page view, in minutes. */
	sessionMinutes: 30,
	/** The checkout's hidden inputs: this prefix and the field's name. */
	inputPrefix: 'vitrina_attribution_',
	/** Longest landing page kept. */
	landingLength: 500,
	/** Referrer hosts (their registrable part) counted as organic search. */
	searchEngines: {
		google: 'google',
		yandex: 'yandex',
		ya: 'yandex',
		bing: 'bing',
		duckduckgo: 'duckduckgo',
		yahoo: 'yahoo',
		'go.mail': 'mail.ru',
		rambler: 'rambler',
	} as Record< string, string >,
	/** Click ids of ad networks: the source they stand for. */
	clickIds: { gclid: 'google', yclid: 'yandex' } as Record< string, string >,
} as const;
