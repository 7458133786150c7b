/**
 * Pushes e-commerce events into the counter's dataLayer, only once the
 * shopper has consented when consent is asked for: until then what would be
 * sent waits, and runs when the consent cookie appears (looked at after each
 * click or key press, when a cookie banner sets it).
 */
import { readCookie } from '@runtime/cookies';
import { TRACKING } from './constants';
import type { TrackingProduct } from './data';

export type EcommerceAction = 'detail' | 'add' | 'remove' | 'purchase';

type Host = Window & { dataLayer?: unknown[] };

/**
 * Whether the shopper has consented: always when no consent cookie is
 * configured, else when it is set to something other than a refusal.
 *
 * @param cookie The consent cookie's name ('' when consent is not asked for).
 */
export function hasConsent( cookie: string ): boolean {
	if ( cookie === '' ) {
		return true;
	}
	const value = readCookie( cookie );
	return (
		value !== null &&
		! ( TRACKING.refusals as readonly string[] ).includes(
			value.trim().toLowerCase()
		)
	);
}

export class Tracker {
	private waiting: Array< () => void > = [];
	private listening = false;

	/**
	 * @param currency      The shop's currency code.
	 * @param consentCookie The consent cookie ('' when not asked for).
	 * @param host          The window holding dataLayer.
	 */
	constructor(
		private readonly currency: string,
		private readonly consentCookie: string,
		private readonly host: Host = window as Host
	) {}

	/**
	 * Runs a task now with consent, else once consent is given.
	 *
	 * @param task The task.
	 */
	whenConsented( task: () => void ): void {
		if ( hasConsent( this.consentCookie ) ) {
			task();
			return;
		}
		this.waiting.push( task );
		this.listen();
	}

	/**
	 * Pushes one event.
	 *
	 * @param action      The e-commerce action.
	 * @param products    Its products.
	 * @param actionField The purchase's order fields.
	 */
	push(
		action: EcommerceAction,
		products: TrackingProduct[],
		actionField?: Record< string, string >
	): void {
		if ( products.length === 0 ) {
			return;
		}
		this.whenConsented( () => {
			const layer = ( this.host.dataLayer = this.host.dataLayer || [] );
			layer.push( {
				ecommerce: {
					currencyCode: this.currency,
					[ action ]: actionField
						? { actionField, products }
						: { products },
				},
			} );
		} );
	}

	private listen(): void {
		if ( this.listening ) {
			return;
		}
		this.listening = true;
		const check = () =>
			window.setTimeout( () => {
				if ( ! hasConsent( this.consentCookie ) ) {
					return;
				}
				document.removeEventListener( 'click', check, true );
				document.removeEventListener( 'keyup', check, true );
				this.listening = false;
				const tasks = this.waiting;
				this.waiting = [];
				tasks.forEach( ( task ) => task() );
			}, 0 );
		document.addEventListener( 'click', check, true );
		document.addEventListener( 'keyup', check, true );
	}
}
