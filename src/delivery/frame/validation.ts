/**
 * Client validation of the form step: messages shown next to the fields.
 */
import { __ } from '@runtime/i18n';
import {
	COMMENT_MAX,
	DELIVERY_TYPE,
	EMAIL_PATTERN,
	NAME_MAX,
	PHONE_ALLOWED,
	PHONE_PATTERN,
	ZIP_CODE_PATTERN,
} from './constants';
import type { Contacts } from './selection';

export type FieldName =
	| 'name'
	| 'phone'
	| 'email'
	| 'zipCode'
	| 'street'
	| 'building'
	| 'bulk'
	| 'apartment'
	| 'comment';

export type FormErrors = Partial< Record< FieldName, string > >;

/**
 * Keeps digits and '+' only (a '+' only in front).
 *
 * @param value What was typed.
 */
export function cleanPhone( value: string ): string {
	const kept = value.replace( PHONE_ALLOWED, '' );
	return kept.charAt( 0 ) + kept.slice( 1 ).replace( /\+/g, '' );
}

/**
 * Validates the form.
 *
 * @param contacts       Contacts and address.
 * @param comment        Comment for the courier.
 * @param deliveryType   The chosen delivery type.
 * @param countryIsoCode The city's country (zip rule for RU).
 * @return Messages by field; empty when valid.
 */
export function validateForm(
	contacts: Contacts,
	comment: string,
	deliveryType: number,
	countryIsoCode: string
): FormErrors {
	const errors: FormErrors = {};
	const name = contacts.name.trim();
	if ( ! name ) {
		errors.name = __( 'Enter the recipient’s name.', 'vitrina' );
	} else if ( name.length > NAME_MAX ) {
		errors.name = __( 'The name is too long.', 'vitrina' );
	}
	const phone = contacts.phone.trim();
	if ( ! phone ) {
		errors.phone = __( 'Enter a phone number.', 'vitrina' );
	} else if ( ! PHONE_PATTERN.test( phone ) ) {
		errors.phone = __(
			'Enter a phone number of 10 to 15 digits, e.g. +79001234567.',
			'vitrina'
		);
	}
	const email = contacts.email.trim();
	if ( email && ! EMAIL_PATTERN.test( email ) ) {
		errors.email = __( 'Enter a valid email address.', 'vitrina' );
	}
	if ( deliveryType !== DELIVERY_TYPE.pickup ) {
		const { address } = contacts;
		const zip = address.zipCode.trim();
		const isRu = ! countryIsoCode || countryIsoCode.toUpperCase() === 'RU';
		if ( ! zip ) {
			errors.zipCode = __( 'Enter the postcode.', 'vitrina' );
		} else if ( isRu && ! ZIP_CODE_PATTERN.test( zip ) ) {
			errors.zipCode = __(
				'The postcode must have 6 digits.',
				'vitrina'
			);
		}
		if ( ! address.street.trim() ) {
			errors.street = __( 'Enter the street.', 'vitrina' );
		}
		if ( ! address.building.trim() ) {
			errors.building = __( 'Enter the house number.', 'vitrina' );
		}
		if ( comment.length > COMMENT_MAX ) {
			errors.comment = __( 'The comment is too long.', 'vitrina' );
		}
	}
	return errors;
}
