/**
 * Address rules of the checkout (§4, §5, §9): the address line, the postcode
 * default, the courier comment in the order notes, and filling and hiding
 * WooCommerce's address fields.
 */
import { addressText as text, formatAddress } from '../contract/address';
import { DELIVERY_TYPE } from '../contract/constants';
import {
	ADDRESS_FIELDS,
	COURIER_COMMENT_PREFIX,
	COURIER_COMMENT_SUFFIX,
	DEFAULT_POSTCODE,
} from './constants';
import type { DeliverySelection } from './config';

const isPickup = ( selection: DeliverySelection ): boolean =>
	selection.delivery?.type === DELIVERY_TYPE.pickup &&
	!! selection.delivery?.point;

/**
 * The street address: for pickup the point's address, else the address line
 * of §9 (formatAddress), or the point's when that is empty.
 *
 * @param selection The selection.
 * @return The address line.
 */
export function addressLine( selection: DeliverySelection ): string {
	const point = selection.delivery?.point;
	if ( isPickup( selection ) ) {
		return text( point?.address );
	}
	const line = formatAddress( selection.contacts?.address ?? {} );
	return line || ( point ? text( point.address ) : '' );
}

/**
 * The postcode: the point's for pickup, else the address's; 000000 when
 * missing (§5).
 *
 * @param selection The selection.
 * @return The postcode.
 */
export function postcode( selection: DeliverySelection ): string {
	const point = selection.delivery?.point;
	let zip = isPickup( selection )
		? text( point?.zipCode )
		: text( selection.contacts?.address?.zipCode );
	if ( ! zip && point ) {
		zip = text( point.zipCode );
	}
	return zip || DEFAULT_POSTCODE;
}

const escapeRegExp = ( value: string ): string =>
	value.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

const COMMENT_PATTERN = new RegExp(
	'\\s*' + escapeRegExp( COURIER_COMMENT_PREFIX ) + '[\\s\\S]*\\)\\s*$'
);

/**
 * The order notes with the courier comment appended as '(для курьера: …)',
 * replacing an earlier one (§4). An empty comment only removes the old one.
 *
 * @param notes   The order notes.
 * @param comment The courier comment.
 * @return The new notes.
 */
export function notesWithComment( notes: string, comment: string ): string {
	const base = notes.replace( COMMENT_PATTERN, '' ).trim();
	const clean = comment.trim();
	if ( ! clean ) {
		return base;
	}
	const suffix = COURIER_COMMENT_PREFIX + clean + COURIER_COMMENT_SUFFIX;
	return base ? `${ base } ${ suffix }` : suffix;
}

/**
 * The values of the address fields for a selection.
 * @param selection
 */
export function addressValues(
	selection: DeliverySelection
): Record< ( typeof ADDRESS_FIELDS )[ number ], string > {
	return {
		address_1: addressLine( selection ),
		address_2: '',
		city: text( selection.city?.name ),
		state: text( selection.city?.region ),
		postcode: postcode( selection ),
	};
}

const setValue = (
	field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
	value: string
): void => {
	if ( field instanceof HTMLSelectElement ) {
		const option = Array.from( field.options ).find(
			( item ) => item.value === value || item.text === value
		);
		if ( option ) {
			field.value = option.value;
		}
		return;
	}
	field.value = value;
};

const fieldOf = (
	root: ParentNode,
	id: string
): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null =>
	root.querySelector< HTMLInputElement >( `#${ id }` );

/** WooCommerce's "Ship to a different address?" checkbox. */
const SHIP_ELSEWHERE = '#ship-to-different-address-checkbox';
/** The shipping part of the classic checkout form (the checkbox and the address). */
const SHIPPING_PART = '.woocommerce-shipping-fields';
/** The shipping fields the delivery fills (with the `shipping_` prefix). */
const SHIPPING_FIELDS = [
	'first_name',
	'last_name',
	'company',
	...ADDRESS_FIELDS,
] as const;

/**
 * The order's shipping address of a delivery: the pickup point's name as
 * the company, then the address of addressValues().
 *
 * @param selection The selection.
 */
export function shippingValues(
	selection: DeliverySelection
): Record< 'company' | ( typeof ADDRESS_FIELDS )[ number ], string > {
	return {
		company: isPickup( selection )
			? text( selection.delivery?.point?.name )
			: '',
		...addressValues( selection ),
	};
}

/** What the shopper had in the shipping part before a delivery filled it. */
export interface ShippingSnapshot {
	elsewhere: boolean;
	values: Record< string, string >;
}

/**
 * The shipping part as the shopper left it.
 *
 * @param root The checkout form (or document).
 */
export function snapshotShipping( root: ParentNode ): ShippingSnapshot {
	const values: Record< string, string > = {};
	for ( const key of SHIPPING_FIELDS ) {
		const field = fieldOf( root, `shipping_${ key }` );
		if ( field ) {
			values[ key ] = field.value;
		}
	}
	return {
		elsewhere:
			root.querySelector< HTMLInputElement >( SHIP_ELSEWHERE )?.checked ??
			false,
		values,
	};
}

/**
 * Sets "ship to a different address" and shows WooCommerce's shipping
 * address with it (as its own change handler does, without the event: the
 * caller refreshes the order review once).
 *
 * @param root    The checkout form (or document).
 * @param checked Whether to ship elsewhere.
 */
function shipElsewhere( root: ParentNode, checked: boolean ): void {
	const box = root.querySelector< HTMLInputElement >( SHIP_ELSEWHERE );
	if ( box ) {
		box.checked = checked;
	}
	const address = root.querySelector< HTMLElement >( 'div.shipping_address' );
	if ( address ) {
		address.style.display = checked ? '' : 'none';
	}
}

/**
 * Puts the shipping part back as the snapshot had it.
 *
 * @param root     The checkout form (or document).
 * @param snapshot What the shopper had.
 */
export function restoreShipping(
	root: ParentNode,
	snapshot: ShippingSnapshot
): void {
	for ( const [ key, value ] of Object.entries( snapshot.values ) ) {
		const field = fieldOf( root, `shipping_${ key }` );
		if ( field ) {
			setValue( field, value );
		}
	}
	shipElsewhere( root, snapshot.elsewhere );
}

/**
 * Makes the delivery the order's shipping address: "ship to a different
 * address" set, the shipping fields filled (a pickup: the point's name,
 * address and postcode; a courier: the address typed in the widget), the
 * recipient's names taken from the billing names when empty. The billing
 * fields stay what the shopper typed; with the billing block hidden, its
 * empty contacts come from the widget's recipient.
 *
 * @param root        The checkout form (or document).
 * @param selection   The selection.
 * @param hideBilling Whether the billing block is hidden.
 */
export function fillAddress(
	root: ParentNode,
	selection: DeliverySelection,
	hideBilling = false
): void {
	const values = shippingValues( selection );
	for ( const [ key, value ] of Object.entries( values ) ) {
		const field = fieldOf( root, `shipping_${ key }` );
		if ( field && ( value || key === 'address_2' || key === 'company' ) ) {
			setValue( field, value );
		}
	}
	const country = text( selection.city?.countryIsoCode );
	const countryField = fieldOf( root, 'shipping_country' );
	if ( country && countryField ) {
		setValue( countryField, country );
	}
	for ( const key of [ 'first_name', 'last_name' ] ) {
		const field = fieldOf( root, `shipping_${ key }` );
		if ( field && ! field.value.trim() ) {
			field.value = fieldOf( root, `billing_${ key }` )?.value ?? '';
		}
	}
	shipElsewhere( root, true );
	if ( hideBilling ) {
		const contacts = selection.contacts ?? {};
		const fill: Record< string, string > = {
			billing_first_name: text( contacts.name ),
			billing_phone: text( contacts.phone ),
			billing_email: text( contacts.email ),
		};
		for ( const [ id, value ] of Object.entries( fill ) ) {
			const field = fieldOf( root, id );
			if ( field && ! field.value && value ) {
				field.value = value;
			}
		}
	}
}

/**
 * Hides the shipping part of the form while a delivery is its shipping
 * address (the delivery's summary shows it), or shows it again. The billing
 * fields are never hidden: they are the shopper's.
 *
 * @param root   The checkout form (or document).
 * @param hidden Whether to hide it.
 */
export function setAddressFieldsHidden(
	root: ParentNode,
	hidden: boolean
): void {
	root.querySelectorAll< HTMLElement >( SHIPPING_PART ).forEach( ( part ) => {
		part.style.display = hidden ? 'none' : '';
		part.toggleAttribute( 'data-vitrina-hidden', hidden );
	} );
}

/**
 * Appends the courier comment to #order_comments, replacing an earlier one.
 *
 * @param root      The checkout form (or document).
 * @param selection The selection.
 */
export function applyCourierComment(
	root: ParentNode,
	selection: DeliverySelection
): void {
	const notes =
		root.querySelector< HTMLTextAreaElement >( '#order_comments' );
	if ( notes ) {
		notes.value = notesWithComment(
			notes.value,
			text( selection.comment )
		);
	}
}
