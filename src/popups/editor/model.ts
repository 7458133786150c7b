/**
 * The editor panel's model: the popup settings entity (shared schema) and
 * pure edits of it, mirrored on the server by includes/Popups/Settings.php.
 */
import {
	popupSettingsSchema,
	triggerSchema,
	TIME_UNITS,
	type PopupCondition,
	type PopupCookie,
	type PopupSettings,
	type PopupTrigger,
} from '../model';

/**
 * The whole entity from the stored meta (missing fields take their default).
 *
 * @param meta The meta value.
 */
export const normalize = ( meta: unknown ): PopupSettings =>
	popupSettingsSchema.parse( meta && typeof meta === 'object' ? meta : {} );

/**
 * A new trigger of a type.
 *
 * @param type The trigger type.
 */
export function newTrigger( type: string ): PopupTrigger {
	// The schema's defaults, but no delay unless the popup opens by itself.
	return triggerSchema.parse( {
		type,
		settings: { delay: type === 'auto_open' ? 500 : 0 },
	} );
}

/**
 * A new cookie for an event, named after the popup.
 *
 * @param postId The popup.
 * @param event  The event.
 */
export function newCookie(
	postId: number,
	event = 'on_popup_close'
): PopupCookie {
	return {
		event,
		settings: {
			name: `pum-${ postId }`,
			time: '30 days',
			session: false,
			path: true,
		},
	};
}

/**
 * A new condition.
 *
 * @param target The target.
 */
export const newCondition = ( target = 'is_front_page' ): PopupCondition => ( {
	target,
	not_operand: false,
	settings: {},
} );

/**
 * A list with one item replaced.
 *
 * @param list  The list.
 * @param index The item.
 * @param item  The new item.
 */
export const replaceAt = < T >( list: T[], index: number, item: T ): T[] =>
	list.map( ( old, i ) => ( i === index ? item : old ) );

/**
 * A list without one item.
 *
 * @param list  The list.
 * @param index The item.
 */
export const removeAt = < T >( list: T[], index: number ): T[] =>
	list.filter( ( _old, i ) => i !== index );

/**
 * Adds an item to a group (a new group when the index is past the end).
 *
 * @param groups The groups.
 * @param group  The group's index.
 * @param item   The item.
 */
export function addToGroup< T >(
	groups: T[][],
	group: number,
	item: T
): T[][] {
	if ( group >= groups.length ) {
		return [ ...groups, [ item ] ];
	}
	return replaceAt( groups, group, [ ...groups[ group ], item ] );
}

/**
 * Removes an item, and its group when it was the last one.
 *
 * @param groups The groups.
 * @param group  The group's index.
 * @param item   The item's index.
 */
export function removeFromGroup< T >(
	groups: T[][],
	group: number,
	item: number
): T[][] {
	const left = removeAt( groups[ group ] ?? [], item );
	return left.length
		? replaceAt( groups, group, left )
		: removeAt( groups, group );
}

/**
 * A cookie time split for the form: '30 days' → { n: 30, unit: 'day' }.
 *
 * @param time The time.
 */
export function splitTime( time: string ): { n: number; unit: string } {
	const m = /^\s*(\d+)\s*([a-z]+?)s?\s*$/i.exec( time );
	const unit = m?.[ 2 ].toLowerCase() ?? '';
	return m && TIME_UNITS[ unit ]
		? { n: Number( m[ 1 ] ), unit }
		: { n: 30, unit: 'day' };
}

/**
 * A cookie time from the form: (2, 'week') → '2 weeks'.
 *
 * @param n    How many.
 * @param unit The unit.
 */
export const joinTime = ( n: number, unit: string ): string =>
	`${ Math.max( 1, Math.round( n ) ) } ${ unit }${ n === 1 ? '' : 's' }`;

/**
 * A list of ids from text: '12, 15 x 15' → [ 12, 15 ].
 *
 * @param text The text.
 */
export const parseIds = ( text: string ): number[] => [
	...new Set(
		text
			.split( /[\s,;]+/ )
			.map( ( s ) => Number( s ) )
			.filter( ( n ) => Number.isInteger( n ) && n > 0 )
	),
];

/** Limits the server holds numbers to (includes/Popups/Settings.php). */
export const LIMITS: Record< string, [ number, number ] > = {
	animation_speed: [ 0, 5000 ],
	zindex: [ 0, 2147483647 ],
	close_button_delay: [ 0, 3600000 ],
	close_on_form_submission_delay: [ 0, 3600000 ],
	position_top: [ -10000, 10000 ],
	position_bottom: [ -10000, 10000 ],
	position_left: [ -10000, 10000 ],
	position_right: [ -10000, 10000 ],
	delay: [ 0, 3600000 ],
	percent: [ 1, 100 ],
	seconds: [ 0, 86400 ],
	frequency_days: [ 0, 3650 ],
	frequency_times: [ 0, 1000 ],
	time: [ 1, 9999 ],
	value: [ 0, 100000000 ],
};

/**
 * Whether a number is within its field's limits.
 *
 * @param field The field.
 * @param value The value.
 */
export function inLimits( field: string, value: number ): boolean {
	const [ min, max ] = LIMITS[ field ] ?? [ -Infinity, Infinity ];
	return Number.isFinite( value ) && value >= min && value <= max;
}

/**
 * Whether a CSS length is one the server keeps (640px, 50%, auto).
 *
 * @param value The length.
 */
export const isLength = ( value: string ): boolean =>
	/^(auto|\d{1,5}(\.\d{1,3})?(px|%|em|rem|vw|vh))$/.test(
		value.trim().toLowerCase()
	);
