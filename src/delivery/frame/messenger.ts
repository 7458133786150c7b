/**
 * The message protocol with the page (DESIGN.md, docs/delivery-provider.md):
 * the parent posts `{ id, params, settings, demoMode, autoHeight }`; the frame
 * answers `{ id, event, data }`, only to the origin the parent's message came
 * from, and only after that message arrived.
 */
import {
	MESSAGE_CONTENT_RESIZE,
	MESSAGE_SCROLL_TO_BOTTOM,
	type WidgetEvent,
} from './constants';
import { parentMessageSchema, type ParentMessage } from './schemas';

export type FrameEvent =
	| WidgetEvent
	| typeof MESSAGE_CONTENT_RESIZE
	| typeof MESSAGE_SCROLL_TO_BOTTOM;

export interface Messenger {
	/** The parent's (validated) message. */
	readonly init: ParentMessage;
	/** The origin the frame posts to. */
	readonly origin: string;
	post: ( event: FrameEvent, data?: unknown ) => void;
}

/**
 * Waits for the parent's message. Messages not from `window.parent`, with an
 * opaque origin or of a wrong shape are ignored; later messages (the parent
 * posts again on each frame load) are ignored too.
 *
 * @param onInit Called once with the messenger.
 * @param win    The frame's window.
 * @param parent The parent window (tests pass their own).
 * @return A function that stops listening.
 */
export function listenForParent(
	onInit: ( messenger: Messenger ) => void,
	win: Window = window,
	parent: Window = win.parent
): () => void {
	const listener = ( event: MessageEvent ) => {
		if (
			event.source !== parent ||
			parent === win ||
			! event.origin ||
			event.origin === 'null'
		) {
			return;
		}
		const parsed = parentMessageSchema.safeParse( event.data );
		if ( ! parsed.success ) {
			return;
		}
		win.removeEventListener( 'message', listener );
		const init = parsed.data;
		const origin = event.origin;
		const target = parent;
		onInit( {
			init,
			origin,
			post: ( name, data ) => {
				target.postMessage(
					{ id: init.id, event: name, data: data ?? null },
					origin
				);
			},
		} );
	};
	win.addEventListener( 'message', listener );
	return () => win.removeEventListener( 'message', listener );
}

/** The connection to the parent, listening from the moment it is made. */
export interface Connection {
	/** The messenger once the parent's message arrived. */
	readonly current: Messenger | null;
	/**
	 * @param callback Called when the parent's message arrives.
	 * @return Unsubscribes.
	 */
	subscribe: ( callback: ( messenger: Messenger ) => void ) => () => void;
	/** Stops listening. */
	stop: () => void;
}

/**
 * Starts listening for the parent's message at once (the parent posts it on
 * the frame's load event, which may come before React has rendered).
 *
 * @param win    The frame's window.
 * @param parent The parent window (tests pass their own).
 * @return The connection.
 */
export function connectToParent(
	win: Window = window,
	parent: Window = win.parent
): Connection {
	let current: Messenger | null = null;
	const callbacks = new Set< ( messenger: Messenger ) => void >();
	const stop = listenForParent(
		( messenger ) => {
			current = messenger;
			callbacks.forEach( ( callback ) => callback( messenger ) );
		},
		win,
		parent
	);
	return {
		get current() {
			return current;
		},
		subscribe: ( callback ) => {
			callbacks.add( callback );
			return () => {
				callbacks.delete( callback );
			};
		},
		stop,
	};
}
