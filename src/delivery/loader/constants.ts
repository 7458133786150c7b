/**
 * Constants only the standalone loader uses (spec delivery-widget.md §2, §4,
 * §5, §9): currencies, the accepted parameter values and the limits of the
 * normalisation, the timings, the iframe's sizes, the provider paths of
 * calls 1 and 2 and the default API script.
 */
import { DELIVERY_TYPE, type WidgetEvent } from '../contract/constants';

/** Currencies of the widget; an unknown one becomes the default. */
export const CURRENCIES = [ 'rub', 'usd', 'euro' ] as const;
export type Currency = ( typeof CURRENCIES )[ number ];
export const DEFAULT_CURRENCY: Currency = 'rub';

/** Only pickup, courier and post are accepted as the `deliveryType` parameter. */
export const PARAM_DELIVERY_TYPES = [
	DELIVERY_TYPE.pickup,
	DELIVERY_TYPE.courier,
	DELIVERY_TYPE.post,
] as const;
export type ParamDeliveryType = ( typeof PARAM_DELIVERY_TYPES )[ number ];

/** Events whose handlers are called after EVENT_DELAY. */
export const DELAYED_EVENTS: readonly WidgetEvent[] = [ 'start', 'error' ];

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
/** Room kept above the frame's top, below a sticky header, when scrolling (px). */
export const AUTOSCROLL_GAP = 16;
/** CMS modes (`mod` parameter) in which the widget never scrolls the page by itself. */
export const NO_AUTOSCROLL_MODS: readonly string[] = [ 'insales', 'bitrix' ];

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
