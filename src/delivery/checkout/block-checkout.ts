/**
 * WooCommerce's Checkout block: the widget's place in the block's form, and
 * which shipping rate the shopper has chosen, read from the block's cart
 * store (`wc/store/cart` of `wp.data`), so that the widget shows only while
 * our rate is chosen.
 */
import { z } from 'zod/mini';
import { isMethodRate } from './cart';
import { addressValues, shippingValues } from './address';
import type { DeliverySelection } from './config';
import { BLOCK_CHECKOUT_WIDGET } from './constants';

/**
 * Resolves once `ready()` holds: now, or at a change `watch` reports, or
 * after `wait` ms all the same.
 *
 * @param ready Whether the moment has come (and, for a placement, makes it).
 * @param watch Calls its check at each change; returns how to stop.
 * @param wait  The longest wait, in ms.
 */
function until(
	ready: () => boolean,
	watch: ( check: () => void ) => () => void,
	wait: number
): Promise< void > {
	if ( ready() ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		let stop = () => {};
		const done = () => {
			stop();
			window.clearTimeout( timer );
			resolve();
		};
		const timer = window.setTimeout( done, wait );
		stop = watch( () => {
			if ( ready() ) {
				done();
			}
		} );
	} );
}

/**
 * Puts the widget's wrapper (printed by the shop right before the Checkout
 * block, whose insides the block's script draws) into the block's form,
 * right after its shipping options, so that the order summary and "Place
 * order" keep their column. Called before the widget's frame exists (a
 * frame moved is a frame loaded again). Resolves once it is in place, or
 * when the block has not drawn its shipping options within the wait: the
 * widget then stays before the block.
 *
 * @param doc  The document.
 * @param wait How long to wait for the block (ms).
 */
export function placeInCheckoutBlock(
	doc: Document = document,
	wait: number = BLOCK_CHECKOUT_WIDGET.wait
): Promise< void > {
	const wrapper = doc.querySelector< HTMLElement >(
		BLOCK_CHECKOUT_WIDGET.wrapper
	);
	if ( ! wrapper ) {
		return Promise.resolve();
	}
	const place = (): boolean => {
		const options = doc.querySelector( BLOCK_CHECKOUT_WIDGET.place );
		if ( ! options ) {
			return false;
		}
		options.after( wrapper );
		wrapper.classList.remove( 'alignwide' );
		wrapper.classList.add( BLOCK_CHECKOUT_WIDGET.placedClass );
		return true;
	};
	return until(
		place,
		( check ) => {
			const observer = new MutationObserver( check );
			observer.observe( doc.body, { childList: true, subtree: true } );
			return () => observer.disconnect();
		},
		wait
	);
}

/** The part of `wp.data` used here. */
export interface WpDataLike {
	select: ( store: string ) => unknown;
	subscribe: ( listener: () => void ) => () => void;
	dispatch?: ( store: string ) => unknown;
}

declare global {
	interface Window {
		wp?: { data?: WpDataLike };
	}
}

/** The cart store's shipping packages (Store API cart `shipping_rates`). */
const packagesSchema = z.array(
	z.object( {
		shipping_rates: z.array(
			z.object( {
				rate_id: z.string(),
				selected: z.boolean(),
				price: z.optional( z.string() ),
				currency_minor_unit: z.optional( z.number() ),
			} )
		),
	} )
);

/**
 * The block cart's shipping packages and their rates, checked; null while the
 * store is not there or holds something else.
 *
 * @param data `wp.data`.
 */
function shippingRates( data: WpDataLike ) {
	const store = data.select( 'wc/store/cart' ) as
		{ getShippingRates?: () => unknown } | undefined;
	if ( ! store || typeof store.getShippingRates !== 'function' ) {
		return null;
	}
	const packages = packagesSchema.safeParse( store.getShippingRates() );
	return packages.success ? packages.data : null;
}

/**
 * Whether our rate is the chosen one; null while the store has no rates to tell.
 *
 * @param data     `wp.data`.
 * @param methodId Our shipping method id.
 */
export function blockRateChosen(
	data: WpDataLike,
	methodId: string
): boolean | null {
	const packages = shippingRates( data );
	if ( ! packages || packages.length === 0 ) {
		return null;
	}
	return packages.some( ( pkg ) =>
		pkg.shipping_rates.some(
			( rate ) => rate.selected && isMethodRate( rate.rate_id, methodId )
		)
	);
}

/**
 * The price of our chosen rate as the block shows it, in roubles (the Store
 * API gives it in minor units); null while our rate is not chosen or priced.
 *
 * @param data     `wp.data`.
 * @param methodId Our shipping method id.
 */
export function blockRatePrice(
	data: WpDataLike,
	methodId: string
): number | null {
	for ( const pkg of shippingRates( data ) ?? [] ) {
		for ( const rate of pkg.shipping_rates ) {
			const minor = Number( rate.price );
			if (
				rate.selected &&
				isMethodRate( rate.rate_id, methodId ) &&
				rate.price !== undefined &&
				Number.isFinite( minor )
			) {
				return minor / 10 ** ( rate.currency_minor_unit ?? 2 );
			}
		}
	}
	return null;
}

/**
 * Keeps the price of our rate the shopper sees in the block checkout's data
 * sent with "Place order" (`extensions[namespace].price`), so that the shop
 * refuses, once, an order whose delivery price changed since (the refusal
 * brings the cart with the new price, which is then the one sent).
 *
 * @param data      `wp.data`.
 * @param methodId  Our shipping method id.
 * @param namespace The shop's checkout data namespace.
 * @return Stops watching.
 */
export function watchSeenPrice(
	data: WpDataLike,
	methodId: string,
	namespace: string
): () => void {
	let last: number | null | undefined;
	const check = () => {
		const price = blockRatePrice( data, methodId );
		const checkout = data.dispatch?.( 'wc/store/checkout' ) as
			| {
					setExtensionData?: (
						name: string,
						value: Record< string, unknown >
					) => void;
			  }
			| undefined;
		if (
			price !== last &&
			typeof checkout?.setExtensionData === 'function'
		) {
			last = price;
			checkout.setExtensionData( namespace, { price } );
		}
	};
	check();
	return data.subscribe( check );
}

/**
 * Calls `onChange` now and whenever our rate becomes chosen or not.
 *
 * @param data     `wp.data`.
 * @param methodId Our shipping method id.
 * @param onChange Told whether our rate is chosen.
 * @return Stops watching.
 */
export function watchBlockRate(
	data: WpDataLike,
	methodId: string,
	onChange: ( chosen: boolean ) => void
): () => void {
	let last: boolean | null = null;
	const check = () => {
		const chosen = blockRateChosen( data, methodId );
		if ( chosen !== null && chosen !== last ) {
			last = chosen;
			onChange( chosen );
		}
	};
	check();
	return data.subscribe( check );
}

/** The block's customer data, as far as filling it needs. */
const customerSchema = z.object( {
	shippingAddress: z.record( z.string(), z.unknown() ),
	billingAddress: z.record( z.string(), z.unknown() ),
} );

const isEmpty = ( value: unknown ): boolean =>
	typeof value !== 'string' || value.trim() === '';

/**
 * Resolves once the block's cart store holds the cart (the customer's
 * addresses with it), or after the wait.
 *
 * @param data `wp.data`.
 * @param wait How long to wait (ms).
 */
export function whenCartLoaded(
	data: WpDataLike,
	wait: number = BLOCK_CHECKOUT_WIDGET.wait
): Promise< void > {
	const loaded = () => {
		const store = data.select( 'wc/store/cart' ) as
			{ hasFinishedResolution?: ( name: string ) => unknown } | undefined;
		return (
			typeof store?.hasFinishedResolution !== 'function' ||
			store.hasFinishedResolution( 'getCartData' ) === true
		);
	};
	return until( loaded, ( check ) => data.subscribe( check ), wait );
}

/** The widget's recipient as the shopper gave it to the shop. */
export interface Recipient {
	phone: string;
	name: string;
	email: string;
}

/**
 * The recipient the widget starts with on the Checkout block: the block's
 * billing name, phone and e-mail, or its shipping ones where the billing
 * ones are empty (the shipping form is the one a shopper fills when the
 * same address serves for billing).
 *
 * @param data `wp.data`.
 */
export function blockRecipient( data: WpDataLike ): Recipient {
	const store = data.select( 'wc/store/cart' ) as
		{ getCustomerData?: () => unknown } | undefined;
	const customer = customerSchema.safeParse( store?.getCustomerData?.() );
	if ( ! customer.success ) {
		return { phone: '', name: '', email: '' };
	}
	const { billingAddress: billing, shippingAddress: shipping } =
		customer.data;
	const text = ( value: unknown ) =>
		typeof value === 'string' ? value.trim() : '';
	const name = ( address: Record< string, unknown > ) =>
		[ text( address.first_name ), text( address.last_name ) ]
			.filter( Boolean )
			.join( ' ' );
	return {
		phone: text( billing.phone ) || text( shipping.phone ),
		name: name( billing ) || name( shipping ),
		email: text( billing.email ),
	};
}

/**
 * Fills the block's shipping address from a confirmed delivery (as the
 * classic checkout fills its fields): street line, city, region, postcode
 * and country; and, where the shopper left them empty, the recipient's name
 * (first word as the first name), phone and e-mail.
 *
 * @param data      `wp.data`.
 * @param selection The confirmed delivery.
 * @return Whether the block's cart store took it.
 */
export function fillBlockAddress(
	data: WpDataLike,
	selection: DeliverySelection
): boolean {
	const cart = data.dispatch?.( 'wc/store/cart' ) as
		| {
				setShippingAddress?: (
					address: Record< string, string >
				) => void;
				setBillingAddress?: (
					address: Record< string, string >
				) => void;
		  }
		| undefined;
	if ( ! cart || typeof cart.setShippingAddress !== 'function' ) {
		return false;
	}
	const store = data.select( 'wc/store/cart' ) as
		{ getCustomerData?: () => unknown } | undefined;
	const customer = customerSchema.safeParse( store?.getCustomerData?.() );
	const shipping = customer.success ? customer.data.shippingAddress : {};
	const billing = customer.success ? customer.data.billingAddress : {};
	const contacts = selection.contacts ?? {};

	const values = addressValues( selection );
	const { company } = shippingValues( selection );
	const address: Record< string, string > = {
		// A pickup: the point's name.
		...( company ? { company } : {} ),
		address_1: values.address_1,
		city: values.city,
		state: values.state,
		postcode: values.postcode,
		country: selection.city?.countryIsoCode ?? '',
	};
	const name = ( contacts.name ?? '' ).trim();
	if (
		name &&
		isEmpty( shipping.first_name ) &&
		isEmpty( shipping.last_name )
	) {
		const [ first, ...rest ] = name.split( /\s+/ );
		address.first_name = first;
		address.last_name = rest.join( ' ' );
	}
	if ( isEmpty( shipping.phone ) ) {
		address.phone = ( contacts.phone ?? '' ).trim();
	}
	cart.setShippingAddress( {
		...Object.fromEntries(
			Object.entries( address ).filter( ( [ , value ] ) => value !== '' )
		),
		// The apartment is part of the street line (§9 format).
		address_2: '',
	} );
	const email = ( contacts.email ?? '' ).trim();
	if (
		email &&
		isEmpty( billing.email ) &&
		typeof cart.setBillingAddress === 'function'
	) {
		cart.setBillingAddress( { email } );
	}
	return true;
}

/**
 * Calls `onError` each time the Checkout block's checkout turns to an error
 * (a refused order).
 *
 * @param data    `wp.data`.
 * @param onError Told of each new error.
 * @return Stops watching.
 */
export function watchCheckoutError(
	data: WpDataLike,
	onError: () => void
): () => void {
	let last = false;
	return data.subscribe( () => {
		const checkout = data.select( 'wc/store/checkout' ) as
			{ hasError?: () => unknown } | undefined;
		const now =
			typeof checkout?.hasError === 'function' &&
			checkout.hasError() === true;
		if ( now && ! last ) {
			onError();
		}
		last = now;
	} );
}

/** The block's address stores, as far as keeping the shopper's addresses needs. */
interface AddressStores {
	cart?: {
		setShippingAddress?: ( address: Record< string, string > ) => void;
		setBillingAddress?: ( address: Record< string, string > ) => void;
	};
	checkout?: {
		__internalSetUseShippingAsBilling?: ( use: boolean ) => void;
	};
}

const stringsOf = ( record: Record< string, unknown > ) =>
	Object.fromEntries(
		Object.entries( record ).filter(
			( entry ): entry is [ string, string ] =>
				typeof entry[ 1 ] === 'string'
		)
	);

/**
 * An address whose empty street, city, region, postcode and country take
 * the delivery's.
 *
 * @param address   The address.
 * @param selection The confirmed delivery.
 */
export function withDeliveryWhereEmpty(
	address: Record< string, string >,
	selection: DeliverySelection
): Record< string, string > {
	const values = addressValues( selection );
	const delivery: Record< string, string > = {
		address_1: values.address_1,
		city: values.city,
		state: values.state,
		postcode: values.postcode,
		country: selection.city?.countryIsoCode ?? '',
	};
	const out = { ...address };
	for ( const [ key, value ] of Object.entries( delivery ) ) {
		if ( isEmpty( out[ key ] ) && value !== '' ) {
			out[ key ] = value;
		}
	}
	return out;
}

/**
 * The shopper's addresses on the Checkout block through a delivery: before
 * the first delivery fills the shipping address, what the shopper typed is
 * kept; with "use the same address for billing" on, the billing address
 * takes that typed address (and the option goes off), so billing stays the
 * shopper's; `restore()` (change delivery, another method) brings back the
 * shipping address and the option as they were.
 *
 * @param data `wp.data`.
 * @return fill (a confirmed delivery) and restore.
 */
export function blockAddresses( data: WpDataLike ): {
	fill: ( selection: DeliverySelection ) => boolean;
	restore: () => void;
} {
	let before: {
		shipping: Record< string, string >;
		sameForBilling: boolean;
	} | null = null;
	const stores = (): AddressStores => ( {
		cart: data.dispatch?.( 'wc/store/cart' ) as AddressStores[ 'cart' ],
		checkout: data.dispatch?.(
			'wc/store/checkout'
		) as AddressStores[ 'checkout' ],
	} );
	return {
		fill( selection ) {
			if ( ! before ) {
				const cart = data.select( 'wc/store/cart' ) as
					{ getCustomerData?: () => unknown } | undefined;
				const checkout = data.select( 'wc/store/checkout' ) as
					{ getUseShippingAsBilling?: () => unknown } | undefined;
				const customer = customerSchema.safeParse(
					cart?.getCustomerData?.()
				);
				const shipping = customer.success
					? stringsOf( customer.data.shippingAddress )
					: {};
				const sameForBilling =
					checkout?.getUseShippingAsBilling?.() === true;
				before = { shipping, sameForBilling };
				const { cart: setCart, checkout: setCheckout } = stores();
				const billing = customer.success
					? stringsOf( customer.data.billingAddress )
					: {};
				// Billing is what the shopper typed (with "same address" on,
				// the shipping form); only its empty address fields take the
				// delivery's, as on the classic checkout, so that a required
				// field the shopper never filled does not refuse the order.
				const typed = sameForBilling
					? { ...shipping, email: billing.email ?? '' }
					: billing;
				const filled = withDeliveryWhereEmpty( typed, selection );
				if (
					typeof setCart?.setBillingAddress === 'function' &&
					( sameForBilling ||
						Object.keys( filled ).some(
							( key ) => filled[ key ] !== typed[ key ]
						) )
				) {
					setCart.setBillingAddress( filled );
				}
				if (
					sameForBilling &&
					typeof setCheckout?.__internalSetUseShippingAsBilling ===
						'function'
				) {
					setCheckout.__internalSetUseShippingAsBilling( false );
				}
			}
			return fillBlockAddress( data, selection );
		},
		restore() {
			if ( ! before ) {
				return;
			}
			const { shipping, sameForBilling } = before;
			before = null;
			const { cart, checkout } = stores();
			cart?.setShippingAddress?.( shipping );
			if ( sameForBilling ) {
				checkout?.__internalSetUseShippingAsBilling?.( true );
			}
		},
	};
}
