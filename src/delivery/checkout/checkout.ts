/**
 * The classic checkout integration (§2, §4, §5): the widget shown only with
 * the `vitrina` method, the selection saved with set-delivery (call 4), the
 * address filled and hidden, the summary with a change link, payment-method
 * filtering, the blocked order, the cart's figures followed through
 * WooCommerce's order review refreshes (a coupon applied or removed) and the
 * courier comment.
 */
import { z } from 'zod/mini';
import { fetchJson } from '@runtime/http';
import { onNearView } from '@runtime/island';
import { fromHtml } from '@runtime/html';
import {
	figuresSchema,
	type CartFigures,
	type DeliverySelection,
	type PageConfig,
} from './config';
import {
	CHECKOUT_ALERT,
	CHECKOUT_SCROLL_DURATION,
	CHECKOUT_SCROLL_OFFSET,
	CHECKOUT_SUBMITTED_CLASS,
	CHECKOUT_SUMMARY_CLASS,
	WC_EVENTS,
	WC_SELECTORS,
	WIDGET_NEAR_VIEW,
} from './constants';
import type { WidgetConstructor, WidgetInstance } from '../contract/widget';
import {
	applyCourierComment,
	fillAddress,
	restoreShipping,
	setAddressFieldsHidden,
	snapshotShipping,
	type ShippingSnapshot,
} from './address';
import { isMethodRate } from './cart';
import { chosenPayment, filterPayments } from './payment';
import {
	renderSummary,
	setDeliveryAnswerSchema,
	showSummaryLines,
	summaryLinesSchema,
	type SetDeliveryAnswer,
	type SummaryLines,
} from './summary';
import { raiseQuantities } from './quantity';

/** The part of jQuery used for WooCommerce's events. */
export interface JQueryEvents {
	on: (
		events: string,
		handler: ( event: unknown, ...args: unknown[] ) => unknown
	) => unknown;
	trigger: ( event: string, extra?: unknown[] ) => unknown;
}
export interface JQueryLike {
	( target: Element | Document ): JQueryEvents;
	/** Runs the callback once the page is ready, after what was bound then. */
	( ready: () => void ): unknown;
}

declare global {
	interface Window {
		jQuery?: JQueryLike;
	}
}

export interface CheckoutDeps {
	$: JQueryLike;
	Widget: WidgetConstructor;
	alert?: ( message: string ) => void;
	scrollTo?: ( top: number, duration: number ) => unknown;
	/** Calls back once the element nears the viewport; returns a stop. */
	nearView?: ( el: Element, callback: () => void ) => () => void;
	doc?: Document;
}

/**
 * The cart's figures of an order review refresh (WooCommerce's
 * `update_order_review` answer, passed with `updated_checkout`).
 *
 * @param answer The answer.
 * @return The figures, or null when the answer has none (or not valid ones).
 */
export function figuresFrom( answer: unknown ): CartFigures | null {
	return fromFiguresFragment( answer, figuresSchema );
}

/**
 * The shop's summary of the delivery as confirmed now, carried with the
 * figures of an order review refresh (a price that changed is shown).
 *
 * @param answer The answer.
 * @return The lines, or null when the answer has none.
 */
export function summaryFrom( answer: unknown ): SummaryLines | null {
	return (
		fromFiguresFragment(
			answer,
			z.object( { SUMMARY: summaryLinesSchema } )
		)?.SUMMARY ?? null
	);
}

/**
 * The figures fragment of an order review refresh, read with a schema.
 *
 * @param answer WooCommerce's `update_order_review` answer.
 * @param schema What to read from its JSON.
 * @return The data, or null when there is none (or not valid).
 */
function fromFiguresFragment< T >(
	answer: unknown,
	schema: z.ZodMiniType< T >
): T | null {
	const fragments = (
		answer as { fragments?: Record< string, unknown > } | null
	 )?.fragments;
	const html = fragments?.[ WC_SELECTORS.figuresFragment ];
	if ( typeof html !== 'string' ) {
		return null;
	}
	try {
		const json = fromHtml( html ).querySelector( 'script' )?.textContent;
		const parsed = schema.safeParse( JSON.parse( json ?? '' ) );
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}

/**
 * The widget parameters built from the page configuration.
 *
 * @param config The page configuration.
 * @param phone  The shopper's phone, when known.
 * @param name   The shopper's name, when known.
 * @param email  The shopper's e-mail, when known.
 */
export function widgetParams(
	config: PageConfig,
	phone = '',
	name = '',
	email = ''
): Record< string, unknown > {
	const itemCount = config.PRODUCTS.reduce(
		( sum, product ) => sum + product.count,
		0
	);
	const priceDeclared = config.PRODUCTS.reduce(
		( sum, product ) => sum + product.price * product.count,
		0
	);
	const params: Record< string, unknown > = {
		lang: config.LANG,
		apiScript: config.API_URL,
		devMode: config.DEV_MODE,
		mod: 'wordpress',
		currency: config.CURRENCY,
		products: config.PRODUCTS,
		onlyCountries: config.COUNTRIES,
		discount: config.DISCOUNT,
		priceDeclared,
		itemCount,
	};
	if ( config.WEIGHT > 0 ) {
		params.weight = config.WEIGHT;
	}
	// The parcel's box, for the pickup points it fits and its volumetric weight.
	const sides = {
		length: config.LENGTH,
		width: config.WIDTH,
		height: config.HEIGHT,
	};
	for ( const [ side, value ] of Object.entries( sides ) ) {
		if ( value > 0 ) {
			params[ side ] = value;
		}
	}
	if ( phone ) {
		params.userPhone = phone;
	}
	if ( name.trim() ) {
		params.userName = name.trim();
	}
	if ( email.trim() ) {
		params.userEmail = email.trim();
	}
	return params;
}

/**
 * Call 4: POST set-delivery with sr_data and pay_method (X-WP-Nonce), through
 * the runtime's `fetchJson` (same-origin credentials, the answer checked).
 *
 * @param config    The page configuration.
 * @param selection The selection, or null to clear it.
 * @param payMethod The chosen gateway id.
 * @return The server's answer (status ok and the summary of what it kept),
 *         or null when it refused, answered something else or not at all.
 */
export async function postDelivery(
	config: Pick< PageConfig, 'SET_DELIVERY_URL' | 'NONCE' >,
	selection: DeliverySelection | null,
	payMethod = ''
): Promise< SetDeliveryAnswer | null > {
	try {
		return await fetchJson(
			config.SET_DELIVERY_URL,
			setDeliveryAnswerSchema,
			{
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					Accept: 'application/json',
					'X-WP-Nonce': config.NONCE,
				},
				body: JSON.stringify( {
					sr_data: selection,
					pay_method: payMethod,
				} ),
			}
		);
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( 'Vitrina: set-delivery failed', error );
		return null;
	}
}

/**
 * The saves of one page, one at a time and in order: a save starts once the
 * one before it has answered, and a save still waiting is superseded (it
 * answers false, unsent) by a later one. So a "change delivery" clear and a
 * quick re-selection reach the shop in the shopper's order, and the clear
 * can never land after the new delivery.
 */
export class SaveQueue {
	private running = false;
	private waiting: {
		run: () => Promise< boolean >;
		resolve: ( ok: boolean ) => void;
	} | null = null;

	/**
	 * Runs a save now, or after the one in flight.
	 *
	 * @param run The save (answers whether the shop took it; never rejects).
	 * @return Whether the shop took it; false when superseded before it was sent.
	 */
	save( run: () => Promise< boolean > ): Promise< boolean > {
		if ( ! this.running ) {
			return this.start( run );
		}
		this.waiting?.resolve( false );
		return new Promise< boolean >( ( resolve ) => {
			this.waiting = { run, resolve };
		} );
	}

	private start( run: () => Promise< boolean > ): Promise< boolean > {
		this.running = true;
		const done = run().catch( () => false );
		void done.then( () => {
			this.running = false;
			const next = this.waiting;
			this.waiting = null;
			if ( next ) {
				void this.start( next.run ).then( next.resolve );
			}
		} );
		return done;
	}
}

export class CheckoutIntegration {
	readonly config: PageConfig;
	selection: DeliverySelection | null;
	widget: WidgetInstance | null = null;
	private readonly deps: Required< CheckoutDeps >;
	private readonly doc: Document;
	private chosen = false;
	/** The shop's summary of the selection (empty until it answers). */
	private summaryLines: SummaryLines;
	/** The save of a confirmed delivery while it is in flight. */
	private saving: Promise< boolean > | null = null;
	/** The page's saves, in order. */
	private readonly saves = new SaveQueue();
	/** The shipping part as the shopper had it before a delivery filled it. */
	private shippingBefore: ShippingSnapshot | null = null;
	/** Stops waiting for the widget's element to near the viewport. */
	private stopWaiting: ( () => void ) | null = null;

	constructor( config: PageConfig, deps: CheckoutDeps ) {
		this.config = config;
		this.doc = deps.doc ?? document;
		const win = this.doc.defaultView ?? window;
		this.deps = {
			alert: ( message ) => win.alert( message ),
			scrollTo: ( top ) => win.scrollTo( 0, top ),
			nearView: ( el, callback ) =>
				onNearView( el, callback, WIDGET_NEAR_VIEW ),
			doc: this.doc,
			...deps,
		} as Required< CheckoutDeps >;
		this.selection =
			( config.SELECTION as DeliverySelection | null ) ?? null;
		this.summaryLines = config.SUMMARY;
	}

	/** The block around the widget and the summary (created when missing). */
	block(): HTMLElement {
		let block = this.doc.getElementById( this.config.BLOCK_ID );
		if ( ! block ) {
			block = this.doc.createElement( 'div' );
			block.id = this.config.BLOCK_ID;
			block.className = 'vitrina-delivery';
			block.hidden = true;
			const review = this.doc.querySelector( WC_SELECTORS.orderReview );
			if ( review?.parentNode ) {
				review.parentNode.insertBefore( block, review );
			} else {
				this.doc.body.append( block );
			}
		}
		if ( ! this.doc.getElementById( this.config.ELEMENT_ID ) ) {
			const element = this.doc.createElement( 'div' );
			element.id = this.config.ELEMENT_ID;
			element.className = 'vitrina-delivery__widget';
			block.append( element );
		}
		return block;
	}

	/** The widget's element. */
	element(): HTMLElement {
		this.block();
		return this.doc.getElementById( this.config.ELEMENT_ID ) as HTMLElement;
	}

	/** The summary element. */
	summary(): HTMLElement {
		const block = this.block();
		let summary = block.querySelector< HTMLElement >(
			`.${ CHECKOUT_SUMMARY_CLASS }`
		);
		if ( ! summary ) {
			summary = this.doc.createElement( 'div' );
			summary.className = CHECKOUT_SUMMARY_CLASS;
			summary.hidden = true;
			block.append( summary );
		}
		return summary;
	}

	/** Hooks on the page; then shows what the chosen method needs. */
	start(): void {
		const { $ } = this.deps;
		this.block();
		if ( this.config.HIDE_BILLING ) {
			this.doc
				.querySelectorAll< HTMLElement >( WC_SELECTORS.billingBlock )
				.forEach( ( element ) => {
					element.style.display = 'none';
				} );
		}
		$( this.doc.body ).on( WC_EVENTS.updatedCheckout, ( _event, answer ) =>
			this.onUpdated( answer )
		);
		this.doc.addEventListener( 'change', ( event ) => {
			const target = event.target as Element | null;
			if ( target?.matches?.( WC_SELECTORS.shippingInput ) ) {
				this.sync( true );
			}
			if ( target?.matches?.( WC_SELECTORS.quantity ) ) {
				raiseQuantities( this.doc );
			}
		} );
		const form = this.doc.querySelector( WC_SELECTORS.form );
		if ( form ) {
			$( form ).on( WC_EVENTS.placeOrder, () => this.onPlaceOrder() );
		}
		raiseQuantities( this.doc );
		this.sync( false );
	}

	/**
	 * Picks the widget's method, as the shopper would. WooCommerce hears the
	 * change event and refreshes the order review.
	 *
	 * @return Whether the method is offered (and now chosen).
	 */
	chooseOurRate(): boolean {
		const radio = Array.from(
			this.doc.querySelectorAll< HTMLInputElement >(
				WC_SELECTORS.shippingInput
			)
		).find(
			( input ) =>
				input.type === 'radio' &&
				isMethodRate( input.value, this.config.METHOD_ID )
		);
		if ( ! radio ) {
			return false;
		}
		radio.checked = true;
		radio.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		return true;
	}

	/** The chosen shipping rate ids. */
	chosenRates(): string[] {
		const rates: string[] = [];
		this.doc
			.querySelectorAll< HTMLInputElement | HTMLSelectElement >(
				WC_SELECTORS.shippingInput
			)
			.forEach( ( input ) => {
				if (
					input instanceof HTMLSelectElement ||
					input.type === 'hidden' ||
					( input as HTMLInputElement ).checked
				) {
					rates.push( input.value );
				}
			} );
		return rates;
	}

	/** Whether the widget's method is chosen. */
	isChosen(): boolean {
		return this.chosenRates().some( ( rate ) =>
			isMethodRate( rate, this.config.METHOD_ID )
		);
	}

	/**
	 * After WooCommerce refreshed the order review and payment list. The page
	 * stays as WooCommerce left it (its notices, what the shopper typed);
	 * when the cart's figures changed (a coupon applied or removed, a
	 * quantity), the page's configuration follows them and a widget built
	 * with the old ones is built again when next shown.
	 *
	 * @param answer WooCommerce's `update_order_review` answer.
	 */
	onUpdated( answer?: unknown ): void {
		const lines = summaryFrom( answer );
		if ( lines?.length && this.summaryLines.length ) {
			// The delivery shown, as the shop confirms it now (e.g. a new price).
			this.summaryLines = lines;
			showSummaryLines( this.summary(), lines );
		}
		const figures = figuresFrom( answer );
		if ( figures && this.followFigures( figures ) && this.widget ) {
			this.widget.destruct();
			this.widget = null;
		}
		this.sync( false );
	}

	/**
	 * Takes the cart's figures into the page's configuration.
	 *
	 * @param figures The figures.
	 * @return Whether they changed.
	 */
	followFigures( figures: CartFigures ): boolean {
		const { PRODUCTS, WEIGHT, LENGTH, WIDTH, HEIGHT, DISCOUNT, COUPONS } =
			this.config;
		const changed =
			JSON.stringify( {
				PRODUCTS,
				WEIGHT,
				LENGTH,
				WIDTH,
				HEIGHT,
				DISCOUNT,
				COUPONS,
			} ) !== JSON.stringify( figures );
		Object.assign( this.config, figures );
		return changed;
	}

	/**
	 * Shows what the chosen method needs.
	 *
	 * @param byShopper Whether the shopper just changed the method.
	 */
	sync( byShopper: boolean ): void {
		const chosen = this.isChosen();
		// A delivery saved elsewhere (the block), or before WooCommerce's first
		// refresh re-rendered another method: the shopper did choose ours.
		if (
			! chosen &&
			! byShopper &&
			this.selection &&
			this.chooseOurRate()
		) {
			return;
		}
		const wasChosen = this.chosen;
		this.chosen = chosen;
		const block = this.block();
		if ( ! chosen ) {
			block.hidden = true;
			this.stopWaiting?.();
			this.stopWaiting = null;
			if ( this.widget ) {
				this.widget.destruct();
				this.widget = null;
			}
			if ( this.selection ) {
				this.selection = null;
				void this.save( null );
			}
			this.summary().hidden = true;
			this.restoreAddress();
			this.showOtherMethods( true );
			filterPayments( this.doc, this.config, null );
			return;
		}
		block.hidden = false;
		if ( this.selection ) {
			this.showSelected( this.selection );
		} else {
			this.showWidget();
		}
		if (
			byShopper &&
			! wasChosen &&
			! this.config.DISABLE_AUTOSCROLL_TO_WIDGET
		) {
			this.scrollToWidget();
		}
	}

	/** The widget shown (created when there is none). */
	showWidget(): void {
		const element = this.element();
		element.hidden = false;
		this.block().classList.remove( CHECKOUT_SUBMITTED_CLASS );
		this.summary().hidden = true;
		this.showOtherMethods( true );
		filterPayments( this.doc, this.config, null );
		// The widget's frame (its page, React, its calls) loads as its
		// place nears the viewport: a shopper who fills the billing fields
		// first loads none of it until scrolling there, and a scroll to the
		// widget (ours chosen, an order refused) brings it.
		if ( ! this.widget && ! this.stopWaiting ) {
			let near = false;
			const stop = this.deps.nearView( element, () => {
				near = true;
				this.stopWaiting = null;
				if ( ! this.widget ) {
					this.createWidget();
				}
			} );
			// Near already (called back at once): nothing to stop.
			this.stopWaiting = near ? null : stop;
		}
	}

	/** Creates the widget in its element. */
	createWidget(): void {
		// The recipient starts as the billing fields have it.
		const billing = ( key: string ) =>
			this.doc.querySelector< HTMLInputElement >( `#billing_${ key }` )
				?.value ?? '';
		const widget = new this.deps.Widget(
			this.config.ELEMENT_ID,
			widgetParams(
				this.config,
				billing( 'phone' ),
				`${ billing( 'first_name' ) } ${ billing( 'last_name' ) }`,
				billing( 'email' )
			)
		);
		widget.on( 'select', ( data: unknown ) => {
			if ( data && typeof data === 'object' ) {
				void this.onSelect( data as DeliverySelection );
			}
		} );
		widget.on( 'error', ( errors: unknown ) => {
			// Widget errors on the checkout are only logged (§8).
			// eslint-disable-next-line no-console
			console.error( errors );
		} );
		this.widget = widget;
	}

	/**
	 * The confirmed selection presented: block submitted, widget hidden,
	 * other methods hidden, address filled and hidden, payments filtered,
	 * the shop's summary shown (its lines once the shop has answered).
	 *
	 * @param selection The selection.
	 */
	showSelected( selection: DeliverySelection ): void {
		this.block().classList.add( CHECKOUT_SUBMITTED_CLASS );
		this.element().hidden = true;
		this.showOtherMethods( false );
		this.shippingBefore ??= snapshotShipping( this.doc );
		fillAddress( this.doc, selection, this.config.HIDE_BILLING );
		setAddressFieldsHidden( this.doc, true );
		filterPayments( this.doc, this.config, selection );
		renderSummary(
			this.summary(),
			this.summaryLines,
			this.config.MESSAGES,
			() => void this.onChangeLink()
		);
	}

	/**
	 * The widget's select event.
	 *
	 * @param selection The selection.
	 */
	async onSelect( selection: DeliverySelection ): Promise< void > {
		this.selection = selection;
		this.summaryLines = [];
		this.showSelected( selection );
		applyCourierComment( this.doc, selection );
		const saving = this.save( selection );
		this.saving = saving;
		const ok = await saving;
		if ( this.saving === saving ) {
			this.saving = null;
		}
		if ( ok && this.selection === selection ) {
			this.deps.$( this.doc.body ).trigger( WC_EVENTS.updateCheckout );
		}
	}

	/** The change-delivery link: back to the widget, delivery cleared. */
	async onChangeLink(): Promise< void > {
		this.selection = null;
		this.summaryLines = [];
		this.restoreAddress();
		if ( this.widget && ! this.config.DISABLE_WIDGET_MULTI_REQUESTS ) {
			this.widget.destruct();
			this.widget = null;
		}
		this.showWidget();
		const ok = await this.save( null );
		if ( ok ) {
			this.deps.$( this.doc.body ).trigger( WC_EVENTS.updateCheckout );
		}
	}

	/**
	 * Call 4: POST set-delivery with sr_data and pay_method, after the saves
	 * before it (SaveQueue). The shop's summary of a saved delivery is shown
	 * while that delivery is still the shopper's.
	 *
	 * @param selection The selection, or null to clear it.
	 * @return Whether the server answered status ok (false when a later save
	 *         superseded this one before it was sent).
	 */
	async save( selection: DeliverySelection | null ): Promise< boolean > {
		const payMethod = selection ? chosenPayment( this.doc ) : '';
		return this.saves.save( async () => {
			const answer = await postDelivery(
				this.config,
				selection,
				payMethod
			);
			if ( answer && selection && this.selection === selection ) {
				this.summaryLines = answer.summary;
				showSummaryLines( this.summary(), answer.summary );
			}
			return answer !== null;
		} );
	}

	/**
	 * The shipping part shown again, as the shopper had it before the
	 * delivery filled it.
	 */
	restoreAddress(): void {
		setAddressFieldsHidden( this.doc, false );
		if ( this.shippingBefore ) {
			restoreShipping( this.doc, this.shippingBefore );
			this.shippingBefore = null;
		}
	}

	/**
	 * Shows or hides the other shipping methods.
	 *
	 * @param show Whether to show them.
	 */
	showOtherMethods( show: boolean ): void {
		this.doc
			.querySelectorAll< HTMLElement >( WC_SELECTORS.shippingItem )
			.forEach( ( item ) => {
				const input = item.querySelector< HTMLInputElement >(
					WC_SELECTORS.shippingInput
				);
				if (
					input &&
					! isMethodRate( input.value, this.config.METHOD_ID )
				) {
					item.style.display = show ? '' : 'none';
				}
			} );
	}

	/**
	 * WooCommerce's checkout_place_order: false blocks the order.
	 *
	 * @return False when the widget's method has no confirmed delivery.
	 */
	onPlaceOrder(): boolean {
		if ( this.isChosen() && this.saving ) {
			// The shop does not know the delivery yet: place the order once it does.
			const form = this.doc.querySelector( WC_SELECTORS.form );
			void this.saving.then( ( ok ) => {
				if ( ok && form ) {
					this.deps.$( form ).trigger( 'submit' );
				}
			} );
			return false;
		}
		if ( ! this.isChosen() || this.selection ) {
			return true;
		}
		this.deps.alert( CHECKOUT_ALERT[ this.config.LANG ] );
		this.scrollToWidget();
		return false;
	}

	/** Scrolls to the widget: 80px above it, 500 ms. */
	scrollToWidget(): void {
		const win = this.doc.defaultView ?? window;
		const top =
			this.block().getBoundingClientRect().top +
			win.scrollY -
			CHECKOUT_SCROLL_OFFSET;
		this.deps.scrollTo( Math.max( 0, top ), CHECKOUT_SCROLL_DURATION );
	}
}
