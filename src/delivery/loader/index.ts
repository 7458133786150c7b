/**
 * The delivery widget loader (spec delivery-widget.md), built standalone as
 * build/delivery-widget/loader.js (a fixed path): no React, no WordPress, no
 * shared script, any page can use it. What it shares with the checkout and
 * the frame page is in ../contract/ (bundled in).
 *
 * ```
 * const widget = new VitrinaCartWidget( 'delivery', { products: [ … ] } );
 * widget.on( 'select', ( selection ) => … );
 * widget.destruct();
 * ```
 *
 * Flow: the arguments are checked and the parameters normalised; the settings
 * are requested through the API script (call 1) while the loader waits for
 * the element (every 100 ms); the iframe (call 2) is inserted with the default
 * height at once; when both the settings and the frame's load event are there,
 * `{ id, params, settings, demoMode, autoHeight }` is posted to the frame
 * (call 3), again after each later load of the frame. Errors go to the
 * console and, after 120 ms, to the `error` handlers as an array of
 * `{ code, message }`.
 *
 * `settings` is the settings response as it came (the iframe itself uses the
 * normalised sizes); demoMode is the settings' `demoMode` (true when the
 * provider runs on demo data); autoHeight is true when the settings give no
 * height.
 *
 * The iframe is sandboxed (FRAME_SANDBOX: scripts, forms and popups, not the
 * shop's origin), as the API script's `Content-Security-Policy: sandbox`
 * is: a provider page never gets the shop's cookies, storage, DOM or REST
 * API. Its origin is therefore opaque: the message goes to `*` (it holds the
 * parameters and the settings, nothing secret), and the frame's messages
 * are known by their window (and an origin of `null` or the API script's).
 */
import {
	EVENTS,
	MESSAGE_CONTENT_RESIZE,
	MESSAGE_SCROLL_TO_BOTTOM,
	type ErrorCode,
	type Lang,
	type WidgetEvent,
} from '../contract/constants';
import { widgetErrors, type WidgetError } from '../contract/errors';
import type { WidgetConstructor } from '../contract/widget';
import {
	DELAYED_EVENTS,
	ELEMENT_POLL_INTERVAL,
	EVENT_DELAY,
} from './constants';
import {
	applySettings,
	createFrame,
	isAutoHeight,
	isAutoScroll,
	resizeFrame,
	scrollToBottom,
} from './iframe';
import { validate, type WidgetParams } from './params';
import {
	fetchSettingsResponse,
	widgetPageUrl,
	type WidgetSettings,
} from './settings';

export type { WidgetError } from '../contract/errors';
export type { WidgetParams, WidgetProduct } from './params';
export type { WidgetSettings } from './settings';

/**
 * The iframe's sandbox: the same tokens as the API script's
 * `Content-Security-Policy: sandbox` of the widget page, never
 * allow-same-origin.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** The origin of a sandboxed frame's messages. */
const OPAQUE_ORIGIN = 'null';

/** Data given to a handler: the errors for `error`, the frame's data otherwise. */
export type WidgetEventData< E extends WidgetEvent > = E extends 'error'
	? WidgetError[]
	: any;
export type WidgetHandler< E extends WidgetEvent = WidgetEvent > = (
	data: WidgetEventData< E >
) => void;

type AnyHandler = ( data: unknown ) => void;

/** One life of the widget, from init to destruct. */
interface Run {
	params: WidgetParams;
	/** Origin of the API script (the frame's address); a sandboxed frame's messages come from `null`. */
	origin: string;
	controller: AbortController;
	onMessage: ( event: MessageEvent ) => void;
	poll?: ReturnType< typeof setInterval >;
	container?: HTMLElement;
	frame?: HTMLIFrameElement;
	settings?: WidgetSettings;
	/** The settings response as it came (posted to the frame). */
	response?: Record< string, unknown >;
	loaded?: boolean;
}

/** A message of the frame: `{ id, event, data }`. */
interface FrameMessage {
	id?: unknown;
	event?: string;
	data?: { height?: unknown } | null;
}

export class VitrinaCartWidget {
	/** The element id. */
	readonly id: string;
	/** The normalised language. */
	readonly lang: Lang;
	/** The normalised parameters; undefined when the arguments are invalid. */
	readonly params: WidgetParams | undefined;

	private readonly handlers: Partial< Record< string, AnyHandler[] > > = {};
	private readonly timers = new Set< ReturnType< typeof setTimeout > >();
	private run: Run | undefined;

	/**
	 * Creates the widget in the element with the given id.
	 *
	 * @param id     Id of the element that receives the frame.
	 * @param params Widget parameters (spec §3, §5).
	 */
	constructor( id: unknown, params: unknown ) {
		const result = validate( id, params );
		this.id = typeof id === 'string' ? id : '';
		this.lang = result.lang;
		this.params = result.params;
		if ( result.params ) {
			this.init( result.params );
		} else {
			this.fail( result.errors );
		}
	}

	/**
	 * Adds a handler of a widget event.
	 *
	 * @param event   start, change, stepChange, restart, done, select or error.
	 * @param handler Called with the event's data.
	 * @return The widget, for chaining.
	 */
	on< E extends WidgetEvent >( event: E, handler: WidgetHandler< E > ): this {
		if ( EVENTS.includes( event ) && typeof handler === 'function' ) {
			( this.handlers[ event ] ??= [] ).push( handler as AnyHandler );
		}
		return this;
	}

	/**
	 * Destroys the widget: stops waiting for the element, cancels the settings
	 * request and pending events, removes the message listener and empties
	 * the container. Handlers are kept.
	 */
	destruct(): void {
		this.timers.forEach( clearTimeout );
		this.timers.clear();
		const run = this.run;
		if ( ! run ) {
			return;
		}
		this.run = undefined;
		clearInterval( run.poll );
		run.controller.abort();
		window.removeEventListener( 'message', run.onMessage );
		run.container?.replaceChildren();
	}

	private init( params: WidgetParams ): void {
		const run: Run = {
			params,
			origin: new URL( params.apiScript ).origin,
			controller: new AbortController(),
			onMessage: ( event ) => this.receive( run, event ),
		};
		this.run = run;
		window.addEventListener( 'message', run.onMessage );

		fetchSettingsResponse( params, run.controller.signal ).then(
			( result ) => {
				if ( this.run !== run ) {
					return;
				}
				if ( result.error ) {
					this.destruct();
					this.fail( [ result.error ] );
					return;
				}
				run.settings = result.settings;
				run.response = result.response;
				if ( run.frame ) {
					applySettings( run.frame, result.settings );
				}
				this.post( run );
			}
		);

		const find = () => {
			const container = document.getElementById( this.id );
			if ( ! container ) {
				return false;
			}
			clearInterval( run.poll );
			const frame = createFrame(
				this.id,
				widgetPageUrl( params ),
				params.lang
			);
			// Before the frame is in the document, so that its first load is sandboxed.
			frame.setAttribute( 'sandbox', FRAME_SANDBOX );
			frame.addEventListener( 'load', () => {
				run.loaded = true;
				this.post( run );
			} );
			if ( run.settings ) {
				applySettings( frame, run.settings );
			}
			run.container = container;
			run.frame = frame;
			container.replaceChildren( frame );
			return true;
		};
		if ( ! find() ) {
			run.poll = setInterval( find, ELEMENT_POLL_INTERVAL );
		}
	}

	/**
	 * Posts the parameters to the frame once the settings are there and the
	 * frame has loaded. The sandboxed frame's origin is opaque: `*`.
	 *
	 * @param run The current run.
	 */
	private post( run: Run ): void {
		const { frame, settings } = run;
		if ( run.loaded && settings && frame?.contentWindow ) {
			frame.contentWindow.postMessage(
				{
					id: this.id,
					params: run.params,
					settings: run.response ?? settings,
					demoMode: settings.demoMode,
					autoHeight: isAutoHeight( settings ),
				},
				'*'
			);
		}
	}

	/**
	 * Handles a message of the frame: only from the frame's window (its
	 * origin opaque, `null`, as it is sandboxed, or the API script's), and
	 * only with the widget's id.
	 *
	 * @param run   The current run.
	 * @param event The message event.
	 */
	private receive( run: Run, event: MessageEvent ): void {
		const { frame } = run;
		const message = event.data as FrameMessage | null;
		if (
			! frame ||
			( event.origin !== run.origin && event.origin !== OPAQUE_ORIGIN ) ||
			event.source !== frame.contentWindow ||
			! message ||
			message.id !== this.id
		) {
			return;
		}
		const name = message.event;
		if ( name === MESSAGE_CONTENT_RESIZE ) {
			resizeFrame( frame, message.data?.height );
		} else if ( name === MESSAGE_SCROLL_TO_BOTTOM ) {
			if (
				run.settings &&
				isAutoScroll( run.settings, run.params.mod )
			) {
				scrollToBottom( frame );
			}
		} else if ( EVENTS.includes( name as WidgetEvent ) ) {
			if ( name === 'restart' ) {
				this.destruct();
				this.init( run.params );
			}
			this.emit( name as WidgetEvent, message.data );
		}
	}

	/**
	 * Calls the handlers of an event, after 120 ms for start and error.
	 *
	 * @param event The event.
	 * @param data  Its data.
	 */
	private emit( event: WidgetEvent, data: unknown ): void {
		const call = () =>
			this.handlers[ event ]?.forEach( ( handler ) => {
				try {
					handler( data );
				} catch ( error ) {
					// A shop's handler must not stop the others.
					// eslint-disable-next-line no-console
					console.error( error );
				}
			} );
		if ( DELAYED_EVENTS.includes( event ) ) {
			const timer = setTimeout( () => {
				this.timers.delete( timer );
				call();
			}, EVENT_DELAY );
			this.timers.add( timer );
		} else {
			call();
		}
	}

	/**
	 * Logs the errors and gives them to the error handlers after 120 ms.
	 *
	 * @param codes Error codes, possibly repeated.
	 */
	private fail( codes: ErrorCode[] ): void {
		const errors = widgetErrors( codes, this.lang );
		// eslint-disable-next-line no-console
		errors.forEach( ( error ) => console.error( error.message ) );
		this.emit( 'error', errors );
	}
}

declare global {
	interface Window {
		VitrinaCartWidget: typeof VitrinaCartWidget;
	}
}

// The public API the checkout integration relies on (../contract/widget.ts).
window.VitrinaCartWidget = VitrinaCartWidget satisfies WidgetConstructor;
