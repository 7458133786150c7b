import { EMPTY_CONTACTS } from '../../../../src/delivery/frame/selection';
import {
	cleanPhone,
	validateForm,
} from '../../../../src/delivery/frame/validation';

const valid = {
	name: 'Анна',
	phone: '+79001234567',
	email: '',
	address: {
		zipCode: '101000',
		street: 'ул. Мясницкая',
		building: '5',
		bulk: '',
		apartment: '',
	},
};

describe( 'validateForm', () => {
	it( 'accepts a complete courier form', () => {
		expect( validateForm( valid, '', 2, 'RU' ) ).toEqual( {} );
	} );

	it( 'asks for contacts and the address when empty', () => {
		expect( validateForm( EMPTY_CONTACTS, '', 3, 'RU' ) ).toEqual( {
			name: 'Enter the recipient’s name.',
			phone: 'Enter a phone number.',
			zipCode: 'Enter the postcode.',
			street: 'Enter the street.',
			building: 'Enter the house number.',
		} );
	} );

	it( 'needs no address for pickup', () => {
		expect(
			validateForm(
				{ ...valid, address: EMPTY_CONTACTS.address },
				'',
				1,
				'RU'
			)
		).toEqual( {} );
	} );

	it.each( [
		[ '1234567', 'The postcode must have 6 digits.' ],
		[ '12345', 'The postcode must have 6 digits.' ],
		[ '12a456', 'The postcode must have 6 digits.' ],
	] )( 'rejects the RU postcode %s', ( zipCode, message ) => {
		const contacts = { ...valid, address: { ...valid.address, zipCode } };
		expect( validateForm( contacts, '', 2, 'RU' ).zipCode ).toBe( message );
	} );

	it( 'keeps the 6-digit rule to Russia', () => {
		const contacts = {
			...valid,
			address: { ...valid.address, zipCode: '0100' },
		};
		expect( validateForm( contacts, '', 2, 'AM' ).zipCode ).toBeUndefined();
	} );

	it.each( [ '12345', '+7900', '8900123456789012' ] )(
		'rejects the phone %s',
		( phone ) => {
			expect(
				validateForm( { ...valid, phone }, '', 1, 'RU' ).phone
			).toMatch( /10 to 15 digits/ );
		}
	);

	it( 'checks the email when given', () => {
		expect(
			validateForm( { ...valid, email: 'anna@' }, '', 1, 'RU' ).email
		).toBe( 'Enter a valid email address.' );
	} );

	it( 'limits the comment', () => {
		expect(
			validateForm( valid, 'x'.repeat( 501 ), 2, 'RU' ).comment
		).toBe( 'The comment is too long.' );
	} );
} );

describe( 'cleanPhone', () => {
	it.each( [
		[ '+7 (900) 123-45-67', '+79001234567' ],
		[ '8 900 123 45 67', '89001234567' ],
		[ '7+900+1', '79001' ],
		[ 'abc', '' ],
	] )( '%s → %s', ( input, expected ) => {
		expect( cleanPhone( input ) ).toBe( expected );
	} );
} );
