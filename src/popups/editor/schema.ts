/**
 * The sections of the popup settings panel described as data (spec §3
 * Popup settings). A flat section is a list of fields of the settings
 * entity; a list section (triggers, cookies, conditions) is a list of items
 * with the fields of one item, how to make a new one and its texts. Each
 * field names the control that edits it, its label, help, choices and the
 * condition under which it shows. Bounds of number fields come from
 * `LIMITS` in the model. Adding a setting is one entry here.
 */
/* eslint-disable camelcase -- the fields keep the snake_case names of the spec's settings entity. */

import { __ } from '@wordpress/i18n';
import {
	ANIMATION_TYPES,
	CONDITION_TARGETS,
	COOKIE_EVENTS,
	ID_TARGETS,
	PLACES,
	SIZES,
	SOUNDS,
	TRIGGER_TYPES,
	VALUE_TARGETS,
	type PopupCondition,
	type PopupCookie,
	type PopupSettings,
	type PopupTrigger,
} from '../model';
import type { IdTarget } from './lookup';
import {
	joinTime,
	newCondition,
	newCookie,
	newTrigger,
	parseIds,
	splitTime,
} from './model';

type KeysOf< T > = {
	[ K in keyof PopupSettings ]: PopupSettings[ K ] extends T ? K : never;
}[ keyof PopupSettings ];

interface Common {
	label: string;
	help?: string;
	/** Shown only when this holds for the current settings. */
	when?: ( s: PopupSettings ) => boolean;
}

export type FieldSpec = Common &
	(
		| { kind: 'toggle'; key: KeysOf< boolean > }
		| { kind: 'number'; key: KeysOf< number > }
		| { kind: 'length'; key: KeysOf< string > }
		| { kind: 'text'; key: KeysOf< string > }
		| {
				kind: 'select';
				key: KeysOf< string >;
				options: Array< [ string, string ] >;
		  }
	);

export type FlatSection =
	'display' | 'animation' | 'close' | 'devices' | 'frequency';

/**
 * Pairs each value with its name (the value itself when it has none).
 *
 * @param values The values.
 * @param names  Their names.
 */
export const choices = (
	values: readonly string[],
	names: Record< string, string >
): Array< [ string, string ] > => values.map( ( v ) => [ v, names[ v ] ?? v ] );

export function placeNames(): Record< string, string > {
	return {
		'center top': __( 'Top centre', 'vitrina' ),
		center: __( 'Centre', 'vitrina' ),
		'center bottom': __( 'Bottom centre', 'vitrina' ),
		'left top': __( 'Top left', 'vitrina' ),
		'left center': __( 'Middle left', 'vitrina' ),
		'left bottom': __( 'Bottom left', 'vitrina' ),
		'right top': __( 'Top right', 'vitrina' ),
		'right center': __( 'Middle right', 'vitrina' ),
		'right bottom': __( 'Bottom right', 'vitrina' ),
	};
}

const isCustomSize = ( s: PopupSettings ) => s.size === 'custom';

/**
 * The fields of each flat section, in the order they are shown. Built on
 * each call so that the labels are in the editor's language.
 *
 * @param section The section.
 */
export function sectionFields( section: FlatSection ): FieldSpec[] {
	switch ( section ) {
		case 'display':
			return [
				{
					kind: 'select',
					key: 'size',
					label: __( 'Size', 'vitrina' ),
					options: choices( SIZES, {
						medium: __( 'Medium', 'vitrina' ),
						auto: __( 'Fit the content', 'vitrina' ),
						custom: __( 'Custom', 'vitrina' ),
					} ),
				},
				{
					kind: 'length',
					key: 'custom_width',
					label: __( 'Width', 'vitrina' ),
					when: isCustomSize,
				},
				{
					kind: 'toggle',
					key: 'custom_height_auto',
					label: __( 'Height fits the content', 'vitrina' ),
					when: isCustomSize,
				},
				{
					kind: 'length',
					key: 'custom_height',
					label: __( 'Height', 'vitrina' ),
					when: ( s ) => isCustomSize( s ) && ! s.custom_height_auto,
				},
				{
					kind: 'length',
					key: 'responsive_min_width',
					label: __( 'Smallest width', 'vitrina' ),
				},
				{
					kind: 'length',
					key: 'responsive_max_width',
					label: __( 'Largest width', 'vitrina' ),
				},
				{
					kind: 'select',
					key: 'location',
					label: __( 'Place', 'vitrina' ),
					options: choices( PLACES, placeNames() ),
				},
				{
					kind: 'number',
					key: 'position_top',
					label: __( 'Offset from the top, px', 'vitrina' ),
				},
				{
					kind: 'number',
					key: 'position_bottom',
					label: __( 'Offset from the bottom, px', 'vitrina' ),
				},
				{
					kind: 'number',
					key: 'position_left',
					label: __( 'Offset from the left, px', 'vitrina' ),
				},
				{
					kind: 'number',
					key: 'position_right',
					label: __( 'Offset from the right, px', 'vitrina' ),
				},
				{
					kind: 'toggle',
					key: 'position_fixed',
					label: __(
						'Stays in place when the page scrolls',
						'vitrina'
					),
				},
				{
					kind: 'toggle',
					key: 'overlay_disabled',
					label: __( 'No dark overlay', 'vitrina' ),
				},
				{
					kind: 'toggle',
					key: 'stackable',
					label: __( 'Can stay open with other popups', 'vitrina' ),
				},
				{
					kind: 'toggle',
					key: 'scrollable_content',
					label: __(
						'Scroll long content inside the popup',
						'vitrina'
					),
				},
				{
					kind: 'toggle',
					key: 'disable_reposition',
					label: __(
						'Do not move it when the window is resized',
						'vitrina'
					),
				},
				{
					kind: 'number',
					key: 'zindex',
					label: __( 'Layer (z-index)', 'vitrina' ),
				},
			];
		case 'animation':
			return [
				{
					kind: 'select',
					key: 'animation_type',
					label: __( 'Animation', 'vitrina' ),
					help: __(
						'Visitors who ask for less motion see no animation.',
						'vitrina'
					),
					options: choices( ANIMATION_TYPES, {
						none: __( 'None', 'vitrina' ),
						slide: __( 'Slide', 'vitrina' ),
						fade: __( 'Fade', 'vitrina' ),
						fadeAndSlide: __( 'Fade and slide', 'vitrina' ),
						grow: __( 'Grow', 'vitrina' ),
						growAndSlide: __( 'Grow and slide', 'vitrina' ),
					} ),
				},
				{
					kind: 'number',
					key: 'animation_speed',
					label: __( 'Speed, ms', 'vitrina' ),
				},
				{
					kind: 'select',
					key: 'animation_origin',
					label: __( 'From', 'vitrina' ),
					options: choices( PLACES, placeNames() ),
				},
			];
		case 'close':
			return [
				{
					kind: 'toggle',
					key: 'close_on_overlay_click',
					label: __( 'Close on a click outside', 'vitrina' ),
				},
				{
					kind: 'toggle',
					key: 'close_on_esc_press',
					label: __( 'Close with Escape', 'vitrina' ),
				},
				{
					kind: 'toggle',
					key: 'close_on_f4_press',
					label: __( 'Close with F4', 'vitrina' ),
				},
				{
					kind: 'toggle',
					key: 'close_on_form_submission',
					label: __( 'Close after its form is sent', 'vitrina' ),
				},
				{
					kind: 'number',
					key: 'close_on_form_submission_delay',
					label: __( 'Close after, seconds', 'vitrina' ),
					when: ( s ) => s.close_on_form_submission,
				},
				{
					kind: 'number',
					key: 'close_button_delay',
					label: __( 'Show the close button after, ms', 'vitrina' ),
				},
			];
		case 'frequency':
			return [
				{
					kind: 'number',
					key: 'frequency_days',
					label: __( 'At most once every … days', 'vitrina' ),
					help: __( '0: no limit.', 'vitrina' ),
				},
				{
					kind: 'number',
					key: 'frequency_times',
					label: __( 'At most … times in all', 'vitrina' ),
					help: __( '0: no limit.', 'vitrina' ),
				},
				{
					kind: 'toggle',
					key: 'frequency_stop_after_conversion',
					label: __( 'Never again once its form is sent', 'vitrina' ),
				},
				{
					kind: 'toggle',
					key: 'marketing',
					label: __(
						'A marketing popup (offers, newsletter)',
						'vitrina'
					),
					help: __(
						'With a consent plugin that uses the WP Consent API, it opens only once the shopper accepts marketing cookies; its opening and sending are counted only with consent to statistics. Without such a plugin, it opens as usual.',
						'vitrina'
					),
				},
			];
		case 'devices':
			return [
				{
					kind: 'toggle',
					key: 'disable_on_mobile',
					label: __( 'Not on phones', 'vitrina' ),
				},
				{
					kind: 'toggle',
					key: 'disable_on_tablet',
					label: __( 'Not on tablets', 'vitrina' ),
				},
				{
					kind: 'select',
					key: 'open_sound',
					label: __( 'Sound on opening', 'vitrina' ),
					options: choices( SOUNDS, {
						none: __( 'No sound', 'vitrina' ),
						beep: __( 'A short beep', 'vitrina' ),
						custom: __( 'A sound file', 'vitrina' ),
					} ),
				},
				{
					kind: 'text',
					key: 'custom_sound',
					label: __( 'Sound file address', 'vitrina' ),
					when: ( s ) => s.open_sound === 'custom',
				},
			];
	}
}

/**
 * A field of one item of a list section (a trigger, a cookie, a condition)
 * or of the settings themselves: how to read it from the item and how to
 * write it back.
 */
export type ItemFieldSpec< T > = {
	label: string;
	help?: string;
	/**
	 * Shown only when this holds for the item; `picker` tells whether
	 * posts and terms can be looked up by their title.
	 */
	when?: ( item: T, picker: boolean ) => boolean;
} & (
	| Bound< T, 'toggle', boolean >
	| ( Bound< T, 'number', number > & { field: string } )
	| Bound< T, 'length' | 'text', string >
	| ( Bound< T, 'select', string > & {
			options: ( item: T ) => Array< [ string, string ] >;
	  } )
	| ( Bound< T, 'ids', number[] > & { target: ( item: T ) => IdTarget } )
);

/** How a field of a kind reads its value from an item and writes it back. */
export interface Bound< T, K extends string, V > {
	kind: K;
	get: ( item: T ) => V;
	set: ( item: T, value: V ) => T;
}

/**
 * A flat section's field bound to the settings.
 *
 * @param spec The field.
 */
export function bindField( spec: FieldSpec ): ItemFieldSpec< PopupSettings > {
	const options = spec.kind === 'select' ? spec.options : [];
	// The key's value has the type of the field's kind (FieldSpec pairs
	// them), which TypeScript cannot follow through the union.
	return {
		...spec,
		field: spec.key,
		options: () => options,
		get: ( s: PopupSettings ) => s[ spec.key ],
		set: ( s: PopupSettings, value: unknown ) => ( {
			...s,
			[ spec.key ]: value,
		} ),
	} as unknown as ItemFieldSpec< PopupSettings >;
}

/** A list section: its items, their fields and its texts. */
export interface ListSpec< T > {
	/** The items, in groups (the items of a list without groups are one). */
	read: ( s: PopupSettings ) => T[][];
	/** The settings changed to these groups. */
	write: ( groups: T[][] ) => Partial< PopupSettings >;
	/** A new item. */
	create: ( postId: number ) => T;
	fields: Array< ItemFieldSpec< T > >;
	/** The line above the list, by the number of items (or groups). */
	note?: ( count: number ) => string;
	/** The button adding an item (or a group). */
	add: string;
	/** The button removing an item. */
	remove: string;
	/** Items in groups: each group's legend and the button adding to it. */
	groups?: { legend: string; add: string };
}

/**
 * The values with the current one (an unknown type stays choosable).
 *
 * @param values  The values.
 * @param current The current value.
 */
const withCurrent = ( values: readonly string[], current: string ) => [
	...new Set( [ ...values, current ] ),
];

/**
 * An item with some of its settings changed.
 *
 * @param item  The item.
 * @param patch The changed settings.
 */
const withSettings = < I extends { settings: object } >(
	item: I,
	patch: Partial< I[ 'settings' ] >
): I => ( { ...item, settings: { ...item.settings, ...patch } } );

/**
 * Reads and writes one of the settings of an item (a trigger, a cookie).
 *
 * @return A function of the setting's name.
 */
const setting =
	< S extends object >() =>
	< K extends keyof S >( key: K ) => ( {
		get: ( item: { settings: S } ) => item.settings[ key ],
		set: < I extends { settings: S } >( item: I, value: S[ K ] ): I => {
			const patch: Partial< S > = {};
			patch[ key ] = value;
			return { ...item, settings: { ...item.settings, ...patch } };
		},
	} );
const triggerSetting = setting< PopupTrigger[ 'settings' ] >();
const cookieSetting = setting< PopupCookie[ 'settings' ] >();

const isIn = ( values: readonly string[], value: string | undefined ) =>
	values.includes( value ?? '' );

export function triggersSpec(): ListSpec< PopupTrigger > {
	const names = {
		auto_open: __( 'Open automatically', 'vitrina' ),
		click_open: __( 'Open on a click', 'vitrina' ),
		form_submission: __( 'Open after a form is sent', 'vitrina' ),
		exit_intent: __( 'When the shopper is about to leave', 'vitrina' ),
		scroll_depth: __( 'When the page is scrolled down', 'vitrina' ),
		time_on_site: __( 'After some time on the site', 'vitrina' ),
		admin_debug: __( 'Always open for editors (testing)', 'vitrina' ),
	};
	return {
		read: ( s ) => [ s.triggers ],
		write: ( [ triggers = [] ] ) => ( { triggers } ),
		create: () => newTrigger( 'auto_open' ),
		note: ( count ) =>
			count === 0
				? __( 'No trigger: the popup opens only from code.', 'vitrina' )
				: '',
		add: __( 'Add trigger', 'vitrina' ),
		remove: __( 'Remove trigger', 'vitrina' ),
		fields: [
			{
				kind: 'select',
				label: __( 'Trigger', 'vitrina' ),
				options: ( t ) =>
					choices( withCurrent( TRIGGER_TYPES, t.type ), names ),
				get: ( t ) => t.type,
				set: ( t, type ) => ( { ...t, type } ),
			},
			{
				kind: 'number',
				label: __( 'Delay, ms', 'vitrina' ),
				field: 'delay',
				when: ( t ) => t.type === 'auto_open',
				...triggerSetting( 'delay' ),
			},
			{
				kind: 'number',
				label: __( 'How far down, %', 'vitrina' ),
				field: 'percent',
				when: ( t ) =>
					t.type === 'scroll_depth' && ! t.settings.selector.trim(),
				...triggerSetting( 'percent' ),
			},
			{
				kind: 'text',
				label: __(
					'Or when this element is reached (CSS selector)',
					'vitrina'
				),
				when: ( t ) => t.type === 'scroll_depth',
				...triggerSetting( 'selector' ),
			},
			{
				kind: 'number',
				label: __( 'Seconds on the site', 'vitrina' ),
				help: __(
					'Counted from the first page of the visit.',
					'vitrina'
				),
				field: 'seconds',
				when: ( t ) => t.type === 'time_on_site',
				...triggerSetting( 'seconds' ),
			},
			{
				kind: 'text',
				label: __( 'Also open from (CSS selectors)', 'vitrina' ),
				help: __(
					'Links to #popmake-ID and elements with the class popmake-ID always open it.',
					'vitrina'
				),
				when: ( t ) => t.type === 'click_open',
				...triggerSetting( 'extra_selectors' ),
			},
			{
				kind: 'toggle',
				label: __( 'Let the link do its own action too', 'vitrina' ),
				when: ( t ) => t.type === 'click_open',
				...triggerSetting( 'do_default' ),
			},
			{
				kind: 'text',
				label: __( 'Form', 'vitrina' ),
				help: __(
					'any, a plugin and any (cf7_any), or plugin_formId_instance (cf7_12_1).',
					'vitrina'
				),
				when: ( t ) => t.type === 'form_submission',
				...triggerSetting( 'form' ),
			},
			{
				kind: 'text',
				label: __(
					'Do not open while these cookies are set',
					'vitrina'
				),
				help: __( 'Cookie names, separated by commas.', 'vitrina' ),
				get: ( t ) => t.settings.cookie_name.join( ', ' ),
				set: ( t, text ) =>
					withSettings( t, {
						cookie_name: text
							.split( ',' )
							.map( ( name ) => name.trim() )
							.filter( Boolean ),
					} ),
			},
		],
	};
}

export function cookiesSpec(): ListSpec< PopupCookie > {
	const events = {
		on_popup_open: __( 'When it opens', 'vitrina' ),
		on_popup_close: __( 'When it closes', 'vitrina' ),
		form_success: __( 'When its form is sent', 'vitrina' ),
		manual: __( 'From code only', 'vitrina' ),
	};
	const units: Record< string, string > = {
		minute: __( 'minutes', 'vitrina' ),
		hour: __( 'hours', 'vitrina' ),
		day: __( 'days', 'vitrina' ),
		week: __( 'weeks', 'vitrina' ),
		month: __( 'months', 'vitrina' ),
		year: __( 'years', 'vitrina' ),
	};
	const time = ( c: PopupCookie ) => splitTime( c.settings.time );
	return {
		read: ( s ) => [ s.cookies ],
		write: ( [ cookies = [] ] ) => ( { cookies } ),
		create: ( postId ) => newCookie( postId ),
		add: __( 'Add cookie', 'vitrina' ),
		remove: __( 'Remove cookie', 'vitrina' ),
		fields: [
			{
				kind: 'select',
				label: __( 'Set a cookie', 'vitrina' ),
				options: ( c ) =>
					choices( withCurrent( COOKIE_EVENTS, c.event ), events ),
				get: ( c ) => c.event,
				set: ( c, event ) => ( { ...c, event } ),
			},
			{
				kind: 'text',
				label: __( 'Cookie name', 'vitrina' ),
				...cookieSetting( 'name' ),
			},
			{
				kind: 'number',
				label: __( 'Keep it for', 'vitrina' ),
				field: 'time',
				get: ( c ) => time( c ).n,
				set: ( c, n ) =>
					withSettings( c, { time: joinTime( n, time( c ).unit ) } ),
			},
			{
				kind: 'select',
				label: __( 'Unit', 'vitrina' ),
				options: () => choices( Object.keys( units ), units ),
				get: ( c ) => time( c ).unit,
				set: ( c, unit ) =>
					withSettings( c, { time: joinTime( time( c ).n, unit ) } ),
			},
			{
				kind: 'toggle',
				label: __( 'Only until the browser is closed', 'vitrina' ),
				...cookieSetting( 'session' ),
			},
			{
				kind: 'toggle',
				label: __(
					'For the whole site (else this page only)',
					'vitrina'
				),
				...cookieSetting( 'path' ),
			},
		],
	};
}

export function conditionsSpec(): ListSpec< PopupCondition > {
	const names = {
		is_front_page: __( 'Front page', 'vitrina' ),
		is_shop: __( 'Shop page', 'vitrina' ),
		is_product: __( 'A product page', 'vitrina' ),
		is_product_category: __( 'A product category page', 'vitrina' ),
		is_cart: __( 'Cart', 'vitrina' ),
		is_checkout: __( 'Checkout', 'vitrina' ),
		is_search: __( 'Search results', 'vitrina' ),
		is_404: __( 'Page not found (404)', 'vitrina' ),
		user_logged_in: __( 'The shopper is logged in', 'vitrina' ),
		cart_not_empty: __( 'The cart is not empty', 'vitrina' ),
		device_mobile: __( 'A phone', 'vitrina' ),
		device_tablet: __( 'A tablet', 'vitrina' ),
		device_desktop: __( 'A computer', 'vitrina' ),
		post_selected: __( 'These posts', 'vitrina' ),
		page_selected: __( 'These pages', 'vitrina' ),
		product_selected: __( 'These products', 'vitrina' ),
		product_category: __( 'These product categories', 'vitrina' ),
		product_tag: __( 'These product tags', 'vitrina' ),
		cart_total_above: __( 'Cart total above', 'vitrina' ),
		cart_total_below: __( 'Cart total below', 'vitrina' ),
		post_type: __( 'Content of a type', 'vitrina' ),
		referrer_contains: __(
			'The visitor came from an address containing',
			'vitrina'
		),
	};
	const byIds = ( c: PopupCondition ) => isIn( ID_TARGETS, c.target );
	return {
		read: ( s ) => s.conditions,
		write: ( conditions ) => ( { conditions } ),
		create: () => newCondition(),
		note: ( count ) =>
			count === 0
				? __(
						'No conditions: the popup may show on every page.',
						'vitrina'
					)
				: __(
						'Every group must match; in a group, one condition is enough.',
						'vitrina'
					),
		add: __( 'Add condition group', 'vitrina' ),
		remove: __( 'Remove condition', 'vitrina' ),
		groups: {
			legend: __( 'Group', 'vitrina' ),
			add: __( 'Add “or” condition', 'vitrina' ),
		},
		fields: [
			{
				kind: 'select',
				label: __( 'Show on', 'vitrina' ),
				options: ( c ) =>
					choices(
						withCurrent( CONDITION_TARGETS, c.target ?? '' ).filter(
							Boolean
						),
						names
					),
				get: ( c ) => c.target ?? '',
				set: ( c, target ) => ( { ...c, target, settings: {} } ),
			},
			{
				kind: 'toggle',
				label: __( 'Not (everywhere except)', 'vitrina' ),
				get: ( c ) => c.not_operand,
				set: ( c, not_operand ) => ( { ...c, not_operand } ),
			},
			{
				kind: 'ids',
				label: __( 'Which', 'vitrina' ),
				when: ( c, picker ) => byIds( c ) && picker,
				target: ( c ) => c.target as IdTarget,
				get: ( c ) => c.settings.ids ?? [],
				set: ( c, ids ) => withSettings( c, { ids } ),
			},
			{
				kind: 'text',
				label: __( 'IDs', 'vitrina' ),
				help: __( 'Numbers separated by commas.', 'vitrina' ),
				when: ( c, picker ) => byIds( c ) && ! picker,
				get: ( c ) => ( c.settings.ids ?? [] ).join( ', ' ),
				set: ( c, text ) =>
					withSettings( c, { ids: parseIds( text ) } ),
			},
			{
				kind: 'number',
				label: __( 'Amount, ₽', 'vitrina' ),
				field: 'value',
				when: ( c ) => isIn( VALUE_TARGETS, c.target ),
				get: ( c ) => c.settings.value ?? 0,
				set: ( c, value ) => withSettings( c, { value } ),
			},
			{
				kind: 'text',
				label: __( 'Type', 'vitrina' ),
				help: __( 'For example: post, page, product.', 'vitrina' ),
				when: ( c ) => c.target === 'post_type',
				get: ( c ) => c.settings.post_type ?? '',
				set: ( c, post_type ) => withSettings( c, { post_type } ),
			},
			{
				kind: 'text',
				label: __( 'Text', 'vitrina' ),
				when: ( c ) => c.target === 'referrer_contains',
				get: ( c ) => c.settings.text ?? '',
				set: ( c, text ) => withSettings( c, { text } ),
			},
		],
	};
}
