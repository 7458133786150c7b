/**
 * Frequency caps, stated per popup as plain choices (at most once per N
 * days, at most N times, never again after its form was sent) instead of
 * raw cookies. What a browser has seen is kept in its localStorage (never
 * sent to the server, so cached pages stay shared); without storage, no
 * cap can hold and the popup behaves as if uncapped.
 */
import { readStored, writeStored } from '@runtime/storage';
import type { PopupSettings } from './model';

/** The storage key. */
export const FREQUENCY_KEY = 'vitrina-popups-seen';

const DAY = 86400000;

/** What one popup has done in this browser. */
export interface Seen {
	/** Times opened. */
	shown: number;
	/** Last opening, ms since the epoch. */
	last: number;
	/** Its form was sent. */
	converted: boolean;
}

type Caps = Pick<
	PopupSettings,
	'frequency_days' | 'frequency_times' | 'frequency_stop_after_conversion'
>;

function readAll(): Record< string, Seen > {
	try {
		const raw = JSON.parse(
			readStored( 'local', FREQUENCY_KEY ) || '{}'
		) as unknown;
		return raw && typeof raw === 'object'
			? ( raw as Record< string, Seen > )
			: {};
	} catch {
		return {};
	}
}

function write( id: number, change: ( seen: Seen ) => Seen ): void {
	const all = readAll();
	all[ id ] = change( all[ id ] ?? { shown: 0, last: 0, converted: false } );
	// No storage (private mode, full): the cap cannot hold.
	writeStored( 'local', FREQUENCY_KEY, JSON.stringify( all ) );
}

/**
 * What a popup has done in this browser.
 *
 * @param id The popup.
 */
export function seen( id: number ): Seen {
	const one = readAll()[ id ];
	return {
		shown: Number( one?.shown ) || 0,
		last: Number( one?.last ) || 0,
		converted: one?.converted === true,
	};
}

/**
 * Whether the popup's caps let it open now.
 *
 * @param id   The popup.
 * @param caps Its caps.
 * @param now  The time, ms.
 */
export function capAllows( id: number, caps: Caps, now: number ): boolean {
	const s = seen( id );
	if ( caps.frequency_stop_after_conversion && s.converted ) {
		return false;
	}
	if ( caps.frequency_times > 0 && s.shown >= caps.frequency_times ) {
		return false;
	}
	return ! (
		caps.frequency_days > 0 &&
		s.shown > 0 &&
		now - s.last < caps.frequency_days * DAY
	);
}

/**
 * Counts an opening.
 *
 * @param id  The popup.
 * @param now The time, ms.
 */
export const countOpening = ( id: number, now: number ): void =>
	write( id, ( s ) => ( { ...s, shown: s.shown + 1, last: now } ) );

/**
 * Records that the popup's form was sent.
 *
 * @param id The popup.
 */
export const countConversion = ( id: number ): void =>
	write( id, ( s ) => ( { ...s, converted: true } ) );
