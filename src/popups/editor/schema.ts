/**
 * The flat sections of the popup settings panel described as data: each
 * section is a list of fields of the settings entity (spec §3 Popup
 * settings) with the control that edits it, its label, help, choices and
 * the condition under which it shows. Bounds of number fields come from
 * `LIMITS` in the model. Adding a setting is one entry here.
 */

import { __ } from '@wordpress/i18n';
import {
	ANIMATION_TYPES,
	PLACES,
	SIZES,
	SOUNDS,
	type PopupSettings,
} from '../model';

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

export type FlatSection = 'display' | 'animation' | 'close' | 'devices';

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
