/**
 * The widget iframe: creation, sizes from the settings, content-resize and
 * scroll-to-bottom (spec delivery-widget.md §2, §4).
 *
 * The frame is created with the default height (360px) as soon as the
 * element exists, before the settings arrive, so the page does not jump.
 *
 * Height and scrolling:
 * - settings with a height: the frame keeps that height and scrolls inside
 *   (`scrolling="auto"`); autoHeight is false;
 * - settings without a height: autoHeight is true, the frame page reports its
 *   content height (content-resize, at least 320px) and the iframe has no
 *   scroll bar of its own (`scrolling="no"`); the page follows the frame
 *   (scroll-to-bottom) except in the CMS modes insales and bitrix.
 */
import { coveredTop, prefersReducedMotion } from '@runtime/motion';
import { WIDGET_KIND, type Lang } from '../contract/constants';
import {
	AUTOSCROLL_GAP,
	AUTOSCROLL_OFFSET,
	DEFAULT_FRAME_HEIGHT,
	DEFAULT_FRAME_MAX_WIDTH,
	FRAME_BACKGROUND,
	FRAME_BORDER,
	MIN_FRAME_HEIGHT,
	NO_AUTOSCROLL_MODS,
} from './constants';
import { toNumber } from './params';
import type { WidgetSettings } from './settings';

/**
 * Creates the widget iframe with the default sizes.
 *
 * @param name The widget id (the frame name).
 * @param src  Address of the widget page.
 * @param lang Widget language (frame title).
 * @return The iframe, not yet in the document.
 */
export function createFrame(
	name: string,
	src: string,
	lang: Lang
): HTMLIFrameElement {
	const frame = document.createElement( 'iframe' );
	frame.name = name;
	// Accessible name: the widget kind ('Корзинный виджет', 'Cart widget').
	frame.title = WIDGET_KIND[ lang ].slice( 0, -2 );
	frame.setAttribute( 'scrolling', 'auto' );
	Object.assign( frame.style, {
		display: 'block',
		boxSizing: 'border-box',
		width: '100%',
		maxWidth: DEFAULT_FRAME_MAX_WIDTH,
		height: DEFAULT_FRAME_HEIGHT,
		border: FRAME_BORDER,
		background: FRAME_BACKGROUND,
	} );
	frame.src = src;
	return frame;
}

/**
 * Whether the frame height follows its content: when the settings give no height.
 *
 * @param settings Widget settings.
 * @return The autoHeight flag posted to the frame.
 */
export const isAutoHeight = ( settings: WidgetSettings ): boolean =>
	! settings.height;

/**
 * Whether scroll-to-bottom may scroll the page: auto height, not in the CMS
 * modes insales and bitrix.
 *
 * @param settings Widget settings.
 * @param mod      The `mod` parameter.
 * @return True when the page follows the frame.
 */
export const isAutoScroll = (
	settings: WidgetSettings,
	mod: string | undefined
): boolean =>
	isAutoHeight( settings ) && ! NO_AUTOSCROLL_MODS.includes( mod ?? '' );

/**
 * Applies the settings sizes to the frame.
 *
 * @param frame    The iframe.
 * @param settings Widget settings.
 */
export function applySettings(
	frame: HTMLIFrameElement,
	settings: WidgetSettings
): void {
	frame.style.maxWidth = settings.maxWidth || DEFAULT_FRAME_MAX_WIDTH;
	frame.style.height = settings.height || DEFAULT_FRAME_HEIGHT;
	frame.setAttribute( 'scrolling', isAutoHeight( settings ) ? 'no' : 'auto' );
}

/**
 * Sets the frame height from a content-resize message, at least 320px.
 *
 * @param frame  The iframe.
 * @param height Content height in px.
 */
export function resizeFrame( frame: HTMLIFrameElement, height: unknown ): void {
	const value = toNumber( height );
	if ( Number.isFinite( value ) ) {
		frame.style.height = `${ Math.max( MIN_FRAME_HEIGHT, Math.ceil( value ) ) }px`;
	}
}

/**
 * Scrolls the page so that the frame bottom is visible, when it is more than
 * 75px below the viewport; smooth unless reduced motion is asked for. The
 * frame's top stays in view below whatever covers the top of the page (a
 * sticky header): a frame taller than the room scrolls only that far, and a
 * frame whose top was scrolled past (a new, shorter step) brings it back.
 *
 * @param frame The iframe.
 * @return Whether the page was scrolled.
 */
export function scrollToBottom( frame: HTMLIFrameElement ): boolean {
	const rect = frame.getBoundingClientRect();
	const below = rect.bottom - window.innerHeight;
	// How far the page may go down with the top still in view (< 0: the top
	// is scrolled past).
	const room = rect.top - coveredTop( frame.ownerDocument ) - AUTOSCROLL_GAP;
	let by = 0;
	if ( room < 0 ) {
		by = room;
	} else if ( below > AUTOSCROLL_OFFSET ) {
		by = Math.min( below, room );
	}
	if ( by === 0 ) {
		return false;
	}
	window.scrollBy( {
		top: by,
		behavior: prefersReducedMotion() ? 'auto' : 'smooth',
	} );
	return true;
}
