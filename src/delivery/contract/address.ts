/**
 * The address line of the contract (spec delivery-widget.md §9), one
 * implementation for the frame (its summary) and the checkout (WooCommerce's
 * address field): street, 'д.'+building, '(корп.'+bulk+')', then
 * 'Кв/офис N'; empty parts are left out.
 */
import {
	ADDRESS_APARTMENT_PREFIX,
	ADDRESS_BUILDING_PREFIX,
	ADDRESS_BULK_PREFIX,
	ADDRESS_BULK_SUFFIX,
} from './constants';

/** The address fields the line is made of (as a message may carry them). */
export type AddressParts = Partial<
	Record< 'street' | 'building' | 'bulk' | 'apartment', unknown >
>;

/**
 * A field as trimmed text ('' for anything but a string or a number).
 *
 * @param value The field.
 */
export const addressText = ( value: unknown ): string =>
	typeof value === 'string' || typeof value === 'number'
		? String( value ).trim()
		: '';

/**
 * The address line of §9.
 *
 * @param address The address fields.
 * @return The line, or '' when every field is empty.
 */
export function formatAddress( address: AddressParts ): string {
	const building = addressText( address.building );
	const bulk = addressText( address.bulk );
	const apartment = addressText( address.apartment );
	const house = [
		building && ADDRESS_BUILDING_PREFIX + building,
		bulk && ADDRESS_BULK_PREFIX + bulk + ADDRESS_BULK_SUFFIX,
	]
		.filter( Boolean )
		.join( ' ' );
	return [
		addressText( address.street ),
		house,
		apartment && ADDRESS_APARTMENT_PREFIX + apartment,
	]
		.filter( Boolean )
		.join( ', ' );
}
