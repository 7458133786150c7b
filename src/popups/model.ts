/**
 * The popup settings entity (spec: storefront §3 Popup settings, §9 Popups),
 * shared by the shopper island (src/popups/) and the editor panel
 * (src/popups/editor/). The server's twin is includes/Popups/Settings.php;
 * docs/popups.md is the contract.
 *
 * Parsing is tolerant: a missing or malformed field takes its default, so a
 * popup saved by an older version still opens. Type names (trigger, cookie
 * event, animation, condition target) stay plain strings, because an unknown
 * one is reported by the island (a console warning), not dropped here.
 */
import { z } from 'zod/mini';

export const TRIGGER_TYPES = [
	'auto_open',
	'click_open',
	'form_submission',
	'exit_intent',
	'scroll_depth',
	'time_on_site',
	'admin_debug',
] as const;

export const COOKIE_EVENTS = [
	'on_popup_open',
	'on_popup_close',
	'form_success',
	'manual',
] as const;

export const ANIMATION_TYPES = [
	'none',
	'slide',
	'fade',
	'fadeAndSlide',
	'grow',
	'growAndSlide',
] as const;

export const SIZES = [ 'medium', 'auto', 'custom' ] as const;

/** Locations of the popup and origins of its animation. */
export const PLACES = [
	'center top',
	'center',
	'center bottom',
	'left top',
	'left center',
	'left bottom',
	'right top',
	'right center',
	'right bottom',
] as const;

export const SOUNDS = [ 'none', 'beep', 'custom' ] as const;

/** Condition targets that need no settings: the page's type and the like. */
export const PLAIN_TARGETS = [
	'is_front_page',
	'is_shop',
	'is_product',
	'is_product_category',
	'is_cart',
	'is_checkout',
	'is_search',
	'is_404',
	'user_logged_in',
	'cart_not_empty',
	'device_mobile',
	'device_tablet',
	'device_desktop',
] as const;

/** Condition targets with `settings.ids`. */
export const ID_TARGETS = [
	'post_selected',
	'page_selected',
	'product_selected',
	'product_category',
	'product_tag',
] as const;

/** Condition targets with `settings.value` (a cart total). */
export const VALUE_TARGETS = [
	'cart_total_above',
	'cart_total_below',
] as const;

export const CONDITION_TARGETS = [
	...PLAIN_TARGETS,
	...ID_TARGETS,
	...VALUE_TARGETS,
	'post_type',
	'referrer_contains',
] as const;

/** Time units of a cookie's `time` ("30 days"), in seconds. */
export const TIME_UNITS: Record< string, number > = {
	second: 1,
	minute: 60,
	hour: 3600,
	day: 86400,
	week: 604800,
	month: 2592000,
	year: 31536000,
};

/** Spec §9 Popups. */
export const POPUP_DEFAULTS = {
	cookieTime: '30 days',
	formCookieTime: '1 year',
	autoOpenDelay: 500,
	animationSpeed: 350,
	size: 'medium',
	place: 'center top',
	positionTop: 100,
	zindex: 1999999999,
	customWidth: '640px',
	/** scroll_depth: how far down the page, in %. */
	scrollPercent: 50,
	/** time_on_site: seconds since the shopper's first page of the visit. */
	timeOnSite: 30,
	customHeight: '380px',
	responsiveMin: '0%',
	responsiveMax: '100%',
} as const;

const bool = ( value: boolean ) => z.catch( z.boolean(), value );
const num = ( value: number ) => z.catch( z.number(), value );
const str = ( value: string ) => z.catch( z.string(), value );
const ids = z.catch( z.array( z.number().check( z.int() ) ), [] );
const names = z.catch( z.array( z.string() ), [] );

export const cookieSchema = z.object( {
	event: z.string(),
	settings: z.catch(
		z.object( {
			name: str( '' ),
			time: str( POPUP_DEFAULTS.cookieTime ),
			session: bool( false ),
			path: bool( true ),
		} ),
		{
			name: '',
			time: POPUP_DEFAULTS.cookieTime,
			session: false,
			path: true,
		}
	),
} );

export const triggerSchema = z.object( {
	type: z.string(),
	settings: z.catch(
		z.looseObject( {
			delay: num( POPUP_DEFAULTS.autoOpenDelay ),
			cookie_name: names,
			extra_selectors: str( '' ),
			do_default: bool( false ),
			form: str( 'any' ),
			formInstanceId: z.optional( z.union( [ z.string(), z.number() ] ) ),
			percent: num( POPUP_DEFAULTS.scrollPercent ),
			selector: str( '' ),
			seconds: num( POPUP_DEFAULTS.timeOnSite ),
		} ),
		{
			delay: POPUP_DEFAULTS.autoOpenDelay,
			cookie_name: [],
			extra_selectors: '',
			do_default: false,
			form: 'any',
			percent: POPUP_DEFAULTS.scrollPercent,
			selector: '',
			seconds: POPUP_DEFAULTS.timeOnSite,
		}
	),
} );

export const conditionSchema = z.object( {
	target: z.optional( z.string() ),
	not_operand: bool( false ),
	settings: z.catch(
		z.looseObject( {
			ids: z.optional( ids ),
			value: z.optional( z.number() ),
			post_type: z.optional( z.string() ),
			text: z.optional( z.string() ),
		} ),
		{}
	),
} );

export const popupSettingsSchema = z.object( {
	cookies: z.catch( z.array( cookieSchema ), [] ),
	triggers: z.catch( z.array( triggerSchema ), [] ),
	conditions: z.catch( z.array( z.array( conditionSchema ) ), [] ),
	size: str( POPUP_DEFAULTS.size ),
	responsive_min_width: str( POPUP_DEFAULTS.responsiveMin ),
	responsive_max_width: str( POPUP_DEFAULTS.responsiveMax ),
	custom_width: str( POPUP_DEFAULTS.customWidth ),
	custom_height: str( POPUP_DEFAULTS.customHeight ),
	custom_height_auto: bool( false ),
	animation_type: str( 'fade' ),
	animation_speed: num( POPUP_DEFAULTS.animationSpeed ),
	animation_origin: str( POPUP_DEFAULTS.place ),
	location: str( POPUP_DEFAULTS.place ),
	position_top: num( POPUP_DEFAULTS.positionTop ),
	position_bottom: num( 0 ),
	position_left: num( 0 ),
	position_right: num( 0 ),
	position_fixed: bool( false ),
	position_from_trigger: bool( false ),
	stackable: bool( false ),
	overlay_disabled: bool( false ),
	close_on_overlay_click: bool( true ),
	close_on_esc_press: bool( true ),
	close_on_f4_press: bool( false ),
	close_on_form_submission: bool( false ),
	close_on_form_submission_delay: num( 0 ),
	close_button_delay: num( 0 ),
	disable_on_mobile: bool( false ),
	disable_on_tablet: bool( false ),
	disable_reposition: bool( false ),
	scrollable_content: bool( false ),
	zindex: num( POPUP_DEFAULTS.zindex ),
	open_sound: str( 'none' ),
	custom_sound: str( '' ),
	/** At most once per this many days (0: no limit). */
	frequency_days: num( 0 ),
	/** At most this many times in all (0: no limit). */
	frequency_times: num( 0 ),
	/** Never again once its form was sent. */
	frequency_stop_after_conversion: bool( false ),
	/** A marketing popup: with a consent plugin, it waits for marketing consent. */
	marketing: bool( false ),
} );

/** A popup as printed on the page: the entity plus its id and slug. */
export const printedPopupSchema = z.extend( popupSettingsSchema, {
	id: z.number().check( z.int(), z.positive() ),
	slug: str( '' ),
} );

export type PopupCookie = z.infer< typeof cookieSchema >;
export type PopupTrigger = z.infer< typeof triggerSchema >;
export type PopupCondition = z.infer< typeof conditionSchema >;
export type PopupSettings = z.infer< typeof popupSettingsSchema >;
export type PrintedPopup = z.infer< typeof printedPopupSchema >;

/**
 * Every field with its default (what a new popup starts with).
 */
export function popupDefaults(): PopupSettings {
	return popupSettingsSchema.parse( {} );
}
