/**
 * The popups island: mounts on the popups printed by includes/Popups/Render.php
 * (docs/popups.md). Conditions are evaluated here, against the page context
 * of the settings and the shopper's state, so that cached pages stay right.
 */
import { prefersReducedMotion } from '@runtime/motion';
import { defineIsland } from '@runtime/island';
import { loadState, onState } from '@runtime/state';
import { COOKIE_EVENTS, printedPopupSchema } from './model';
import { wireAdapters } from './adapters';
import { sendBeacon } from './analytics';
import type { ConditionContext } from './conditions';
import { wireForms } from './forms';
import { onResize, Popup } from './popup';
import { popupsSettingsSchema } from './settings';
import { FORM_SUCCESS, wireTriggers, type FormSubmission } from './triggers';
import './index.scss';

declare global {
	interface Window {
		VitrinaPopups?: {
			open: ( id: number ) => boolean;
			close: ( id: number ) => boolean;
			isOpen: ( id: number ) => boolean;
			setCookie: ( id: number, event?: string ) => void;
		};
	}
}

defineIsland( 'popups', {
	settings: popupsSettingsSchema,
	start( settings ) {
		let cart: ConditionContext[ 'cart' ] = null;
		const popups: Popup[] = [];
		const host = {
			context: (): ConditionContext => ( {
				page: settings.page,
				loggedIn: document.body.classList.contains( 'logged-in' ),
				cart,
				width: window.innerWidth,
				referrer: document.referrer,
			} ),
			reducedMotion: prefersReducedMotion,
			beacon: ( event: 'open' | 'conversion', id: number ) =>
				void sendBeacon( settings, event, id ),
			popups: () => popups,
		};

		document
			.querySelectorAll< HTMLElement >(
				'.vitrina-popup[data-vitrina-popup]'
			)
			.forEach( ( el ) => {
				let raw: unknown;
				try {
					raw = JSON.parse( el.dataset.vitrinaPopup || '' );
				} catch {
					raw = null;
				}
				const parsed = printedPopupSchema.safeParse( raw );
				if ( ! parsed.success ) {
					// eslint-disable-next-line no-console
					console.error(
						'Vitrina popups: bad popup settings',
						el.id
					);
					return;
				}
				parsed.data.cookies
					.filter(
						( c ) =>
							! ( COOKIE_EVENTS as readonly string[] ).includes(
								c.event
							)
					)
					.forEach( ( c ) =>
						// eslint-disable-next-line no-console
						console.warn(
							`Vitrina popups: unknown cookie event "${ c.event }"`
						)
					);
				popups.push( new Popup( el, parsed.data, host ) );
			} );
		if ( popups.length === 0 ) {
			return;
		}

		// The cart (for cart conditions) arrives with the shopper's state; the
		// triggers start at once (a click or a delay is never lost), and a
		// popup they open before the state is known opens when it is, so that a
		// cart condition is not judged on an empty cart.
		onState( ( state ) => {
			const total = ( state.cart as { total?: unknown } ).total;
			cart = {
				count: state.cart.count,
				total: typeof total === 'number' ? total : undefined,
			};
		} );
		const ready = loadState();
		popups.forEach( ( p ) => wireTriggers( p, settings.debug, ready ) );

		// Keys go to the popup opened last.
		document.addEventListener( 'keydown', ( event ) => {
			const top = popups
				.filter( ( p ) => p.isOpen() )
				.sort( ( a, b ) => b.openedAt - a.openedAt )[ 0 ];
			top?.onKey( event );
		} );

		window.addEventListener(
			'resize',
			onResize( () => popups.forEach( ( p ) => p.reposition() ) )
		);

		// A form in a popup: its success cookies, the conversion and the close.
		document.addEventListener( FORM_SUCCESS, ( event ) => {
			const detail = ( event as CustomEvent< FormSubmission > ).detail;
			const target = event.target;
			const popup =
				detail?.popup ??
				popups.find(
					( p ) => target instanceof Node && p.el.contains( target )
				);
			if ( popup ) {
				popup.setCookies( 'form_success' );
				popup.converted();
				host.beacon( 'conversion', popup.id );
				popup.closeAfterForm();
			}
		} );

		wireForms( settings.ajaxUrl, host.reducedMotion );
		wireAdapters(
			(
				window as unknown as {
					jQuery?: Parameters< typeof wireAdapters >[ 0 ];
				}
			 ).jQuery
		);

		const byId = ( id: number ) => popups.find( ( p ) => p.id === id );
		window.VitrinaPopups = {
			open: ( id ) => byId( id )?.open() ?? false,
			close: ( id ) => byId( id )?.close() ?? false,
			isOpen: ( id ) => byId( id )?.isOpen() ?? false,
			setCookie: ( id, event = 'manual' ) =>
				byId( id )?.setCookies( event ),
		};
	},
} );
