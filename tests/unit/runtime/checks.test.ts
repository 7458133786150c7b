import {
	arrayOf,
	fields,
	isBoolean,
	isCount,
	isNumber,
	isObjectOrNull,
	isString,
	nullableObject,
	oneOf,
	optional,
} from '@runtime/checks';
import { checkTrackingSettings } from '../../../src/tracking/settings';

describe( 'fields', () => {
	const tests = {
		name: isString,
		on: isBoolean,
		size: isNumber,
		count: isCount,
		kind: oneOf( [ 'a', 'b' ] as const ),
		tags: optional( arrayOf( isString ) ),
	};
	const good = { name: 'Поиск', on: true, size: 1.5, count: 3, kind: 'b' };

	it( 'gives the tested fields, and only those', () => {
		expect( fields( { ...good, extra: 1 }, tests ) ).toEqual( good );
		expect( fields( { ...good, tags: [ 'x' ] }, tests ) ).toEqual( {
			...good,
			tags: [ 'x' ],
		} );
	} );

	it( 'refuses what is not an object, or a field of the wrong kind', () => {
		for ( const raw of [ null, undefined, 'x', 3, [ good ] ] ) {
			expect( fields( raw, tests ) ).toBeNull();
		}
		for ( const change of [
			{ name: 1 },
			{ on: 'yes' },
			{ size: Infinity },
			{ size: Number.NaN },
			{ count: -1 },
			{ count: 1.5 },
			{ kind: 'c' },
			{ tags: [ 1 ] },
			{ tags: 'x' },
			{ name: undefined },
		] ) {
			expect( fields( { ...good, ...change }, tests ) ).toBeNull();
		}
	} );

	it( 'takes null or an object of its fields where nullableObject says so', () => {
		const order = nullableObject< { id: number } >( { id: isNumber } );
		expect( order( null ) ).toBe( true );
		expect( order( { id: 7 } ) ).toBe( true );
		expect( order( { id: '7' } ) ).toBe( false );
		expect( order( undefined ) ).toBe( false );
	} );
} );

describe( 'the tracking settings', () => {
	const good = {
		tracking: true,
		attributionDays: 30,
		ajaxUrl: '/wp-admin/admin-ajax.php',
		currency: 'RUB',
		consentCookie: 'vitrina_consent',
		orderPage: false,
		order: null,
	};

	it( 'are taken as printed', () => {
		expect( checkTrackingSettings( good ) ).toEqual( good );
		expect(
			checkTrackingSettings( { ...good, order: { id: 5, key: 'wc_1' } } )
		).toEqual( { ...good, order: { id: 5, key: 'wc_1' } } );
	} );

	it( 'are refused with a field of the wrong kind', () => {
		expect(
			checkTrackingSettings( { ...good, attributionDays: -1 } )
		).toBeNull();
		expect(
			checkTrackingSettings( { ...good, order: { id: 5 } } )
		).toBeNull();
		expect( checkTrackingSettings( { ...good, tracking: 1 } ) ).toBeNull();
	} );
} );

describe( 'isObjectOrNull', () => {
	it( 'takes an object or null, nothing else', () => {
		for ( const value of [ null, {}, { cart: [] }, [] ] ) {
			expect( isObjectOrNull( value ) ).toBe( true );
		}
		for ( const value of [ undefined, '', '{}', 0, false ] ) {
			expect( isObjectOrNull( value ) ).toBe( false );
		}
	} );
} );
