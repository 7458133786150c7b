/**
 * Argument checks, normalisation rules and product checks of spec §5.
 */
import { describe, expect, it } from 'vitest';
import {
	normaliseApiScript,
	normaliseLang,
	toNumber,
	validate,
} from '../../../../src/delivery/loader/params';

const product = { name: 'Чайник', price: 1000, count: 1 };
const base = { products: [ product ] };

/**
 * Normalises params (valid products unless given) and returns them.
 *
 * @param params Parameters merged over valid ones.
 */
function normalise( params: Record< string, unknown > ) {
	const result = validate( 'widget', { ...base, ...params } );
	expect( result.errors ).toEqual( [] );
	return result.params!;
}

/**
 * Normalises one product and returns it.
 *
 * @param fields Product fields merged over a valid product.
 */
function normaliseProduct( fields: Record< string, unknown > ) {
	return normalise( { products: [ { ...product, ...fields } ] } )
		.products[ 0 ];
}

const ORIGIN = `${ window.location.protocol }//${ window.location.host }`;
const DEFAULT_API_SCRIPT = `${ ORIGIN }/wp-json/vitrina-widget-api/proxy`;

describe( 'toNumber', () => {
	it.each( [
		[ 12, 12 ],
		[ '12.5', 12.5 ],
		[ ' 3 ', 3 ],
		[ '', NaN ],
		[ '  ', NaN ],
		[ 'abc', NaN ],
		[ null, NaN ],
		[ undefined, NaN ],
		[ true, NaN ],
		[ [ 1 ], NaN ],
	] )( '%j → %s', ( input, expected ) => {
		expect( toNumber( input ) ).toBe( expected );
	} );
} );

describe( 'lang: an unknown lang becomes ru', () => {
	it.each( [
		[ 'ru', 'ru' ],
		[ 'en', 'en' ],
		[ 'EN', 'en' ],
		[ ' en ', 'en' ],
		[ 'de', 'ru' ],
		[ '', 'ru' ],
		[ 5, 'ru' ],
		[ undefined, 'ru' ],
	] )( '%j → %s', ( input, expected ) => {
		expect( normaliseLang( input ) ).toBe( expected );
		expect( normalise( { lang: input } ).lang ).toBe( expected );
	} );
} );

describe( 'apiScript: default path on the current host, relative made absolute', () => {
	it( 'the test page is on localhost:3000', () => {
		expect( ORIGIN ).toBe( 'http://localhost:3000' );
	} );

	it.each( [
		[ undefined, DEFAULT_API_SCRIPT ],
		[ null, DEFAULT_API_SCRIPT ],
		[ '', DEFAULT_API_SCRIPT ],
		[ '   ', DEFAULT_API_SCRIPT ],
		[ 42, DEFAULT_API_SCRIPT ],
		[ 'javascript:alert(1)', DEFAULT_API_SCRIPT ],
		[ 'data:text/html,x', DEFAULT_API_SCRIPT ],
		[ 'http://', DEFAULT_API_SCRIPT ],
		[ '/shop/wp-json/x/proxy', `${ ORIGIN }/shop/wp-json/x/proxy` ],
		[ 'api.php', `${ ORIGIN }/api.php` ],
		[
			'/index.php?rest_route=/vitrina-widget-api/proxy',
			`${ ORIGIN }/index.php?rest_route=/vitrina-widget-api/proxy`,
		],
		[ '//cdn.example.com/api.php', 'http://cdn.example.com/api.php' ],
		[
			'https://shop.example.com/api.php',
			'https://shop.example.com/api.php',
		],
		[ ' http://shop.example.com/a ', 'http://shop.example.com/a' ],
	] )( '%j → %s', ( input, expected ) => {
		expect( normaliseApiScript( input ) ).toBe( expected );
		expect( normalise( { apiScript: input } ).apiScript ).toBe( expected );
	} );
} );

describe( 'phones keep digits only', () => {
	it.each( [
		[ '+7 (999) 123-45-67', '79991234567' ],
		[ '8-800-555-35-35', '88005553535' ],
		[ 79991234567, '79991234567' ],
		[ 'нет', undefined ],
		[ '', undefined ],
		[ null, undefined ],
		[ { phone: 1 }, undefined ],
	] )( '%j → %j', ( input, expected ) => {
		const params = normalise( { userPhone: input, userAdditPhone: input } );
		expect( params.userPhone ).toBe( expected );
		expect( params.userAdditPhone ).toBe( expected );
		if ( expected === undefined ) {
			expect( params ).not.toHaveProperty( 'userPhone' );
		}
	} );
} );

describe( 'the recipient the shop knows: name and e-mail trimmed, dropped when empty', () => {
	it.each( [
		[ '  Анна Петрова ', 'Анна Петрова' ],
		[ 'x'.repeat( 300 ), 'x'.repeat( 200 ) ],
		[ '   ', undefined ],
		[ 42, undefined ],
		[ null, undefined ],
	] )( '%j → %j', ( input, expected ) => {
		const params = normalise( { userName: input, userEmail: input } );
		expect( params.userName ).toBe( expected );
		expect( params.userEmail ).toBe( expected );
		if ( expected === undefined ) {
			expect( params ).not.toHaveProperty( 'userName' );
		}
	} );
} );

describe( 'width, height and length are rounded and clamped to 1..999', () => {
	const cases: [ unknown, number | undefined ][] = [
		[ 10, 10 ],
		[ 10.4, 10 ],
		[ 10.5, 11 ],
		[ '12.6', 13 ],
		[ 0, 1 ],
		[ 0.4, 1 ],
		[ -5, 1 ],
		[ 999, 999 ],
		[ 999.4, 999 ],
		[ 1000, 999 ],
		[ 'abc', undefined ],
		[ Infinity, undefined ],
		[ null, undefined ],
		[ undefined, undefined ],
	];
	it.each( cases )( 'params: %j → %j', ( input, expected ) => {
		const params = normalise( {
			width: input,
			height: input,
			length: input,
		} );
		expect( [ params.width, params.height, params.length ] ).toEqual( [
			expected,
			expected,
			expected,
		] );
	} );
	it.each( cases )( 'product: %j → %j', ( input, expected ) => {
		const item = normaliseProduct( {
			width: input,
			height: input,
			length: input,
		} );
		expect( [ item.width, item.height, item.length ] ).toEqual( [
			expected,
			expected,
			expected,
		] );
	} );
} );

describe( 'volume ≥ 0.0001, weight ≥ 0.01', () => {
	it.each( [
		[ 0, 0.0001 ],
		[ -1, 0.0001 ],
		[ 0.00001, 0.0001 ],
		[ 0.5, 0.5 ],
		[ '0.25', 0.25 ],
		[ 'x', undefined ],
	] )( 'volume %j → %j', ( input, expected ) => {
		expect( normalise( { volume: input } ).volume ).toBe( expected );
		expect( normaliseProduct( { volume: input } ).volume ).toBe( expected );
	} );
	it.each( [
		[ 0, 0.01 ],
		[ -3, 0.01 ],
		[ 0.001, 0.01 ],
		[ 2.5, 2.5 ],
		[ '1.2', 1.2 ],
		[ false, undefined ],
	] )( 'weight %j → %j', ( input, expected ) => {
		expect( normalise( { weight: input } ).weight ).toBe( expected );
	} );
} );

describe( 'priceDeclared, priceCod and discount are at least 0', () => {
	it.each( [
		[ -10, 0 ],
		[ 0, 0 ],
		[ 100.5, 100.5 ],
		[ '50', 50 ],
		[ 'free', undefined ],
	] )( '%j → %j', ( input, expected ) => {
		const params = normalise( {
			priceDeclared: input,
			priceCod: input,
			discount: input,
		} );
		expect( [
			params.priceDeclared,
			params.priceCod,
			params.discount,
		] ).toEqual( [ expected, expected, expected ] );
		expect( normaliseProduct( { discount: input } ).discount ).toBe(
			expected
		);
	} );
} );

describe( 'a currency outside rub, usd, euro becomes rub', () => {
	it.each( [
		[ 'rub', 'rub' ],
		[ 'usd', 'usd' ],
		[ 'euro', 'euro' ],
		[ 'EURO', 'euro' ],
		[ 'eur', 'rub' ],
		[ 'RUR', 'rub' ],
		[ 1, 'rub' ],
		[ undefined, 'rub' ],
	] )( '%j → %s', ( input, expected ) => {
		expect( normalise( { currency: input } ).currency ).toBe( expected );
	} );
} );

describe( 'deliveryType must be 1, 2 or 3, else null', () => {
	it.each( [
		[ 1, 1 ],
		[ 2, 2 ],
		[ 3, 3 ],
		[ '2', 2 ],
		[ 4, null ],
		[ 0, null ],
		[ 1.5, null ],
		[ 'courier', null ],
		[ null, null ],
		[ undefined, null ],
	] )( '%j → %j', ( input, expected ) => {
		const params = normalise( { deliveryType: input } );
		expect( params.deliveryType ).toBe( expected );
		expect( params ).toHaveProperty( 'deliveryType' );
	} );
} );

describe( 'itemCount is an integer clamped to 1..99', () => {
	it.each( [
		[ 5, 5 ],
		[ 5.4, 5 ],
		[ 5.6, 6 ],
		[ '7', 7 ],
		[ 0, 1 ],
		[ -3, 1 ],
		[ 99, 99 ],
		[ 100, 99 ],
		[ 'many', undefined ],
	] )( '%j → %j', ( input, expected ) => {
		expect( normalise( { itemCount: input } ).itemCount ).toBe( expected );
	} );
} );

describe( 'devMode and mod', () => {
	it.each( [
		[ true, true ],
		[ 1, true ],
		[ '1', true ],
		[ 'true', true ],
		[ false, false ],
		[ 0, false ],
		[ 'no', false ],
		[ undefined, false ],
	] )( 'devMode %j → %j', ( input, expected ) => {
		expect( normalise( { devMode: input } ).devMode ).toBe( expected );
	} );
	it.each( [
		[ 'bitrix', 'bitrix' ],
		[ ' InSales ', 'insales' ],
		[ '', undefined ],
		[ 5, undefined ],
	] )( 'mod %j → %j', ( input, expected ) => {
		expect( normalise( { mod: input } ).mod ).toBe( expected );
	} );
} );

describe( 'product fields', () => {
	it.each( [
		[ 0, 0 ],
		[ 10, 10 ],
		[ 20, 20 ],
		[ '20', 20 ],
		[ 18, 0 ],
		[ -10, 0 ],
		[ 'НДС', 0 ],
		[ undefined, 0 ],
	] )( 'vat %j → %j', ( input, expected ) => {
		expect( normaliseProduct( { vat: input } ).vat ).toBe( expected );
	} );

	it.each( [
		[ '  Чайник  ', 'Чайник' ],
		[ 'Kettle', 'Kettle' ],
		[ 4600000000000, '4600000000000' ],
		[ { a: 1 }, undefined ],
	] )( 'name, vendorCode, barcode %j → %j', ( input, expected ) => {
		const item = normaliseProduct( {
			name: input,
			vendorCode: input,
			barcode: input,
		} );
		expect( [ item.name, item.vendorCode, item.barcode ] ).toEqual( [
			expected,
			expected,
			expected,
		] );
	} );

	it.each( [
		[ 1, 1 ],
		[ 3, 3 ],
		[ '3', 3 ],
		[ 2.4, 2 ],
		[ 2.5, 3 ],
		[ 0, 1 ],
		[ -4, 1 ],
	] )( 'count %j → %j (integer ≥ 1)', ( input, expected ) => {
		expect( normaliseProduct( { count: input } ).count ).toBe( expected );
	} );

	it.each( [
		[ 0, 0 ],
		[ 99.9, 99.9 ],
		[ '99.9', 99.9 ],
		[ -5, 0 ],
	] )( 'price %j → %j (≥ 0)', ( input, expected ) => {
		expect( normaliseProduct( { price: input } ).price ).toBe( expected );
	} );

	it( 'keeps only product fields', () => {
		expect(
			normaliseProduct( { image: 'x.png', url: '/p/1', price: 5 } )
		).toEqual( { name: 'Чайник', price: 5, count: 1, vat: 0 } );
	} );
} );

describe( 'onlyCountries and deliveryCompanies must be arrays, else dropped', () => {
	it.each( [
		[
			[ 'RU', 'BY' ],
			[ 'RU', 'BY' ],
		],
		[ [], [] ],
		[
			[ 12, 'cdek' ],
			[ 12, 'cdek' ],
		],
		[ [ 'RU', { x: 1 }, null ], [ 'RU' ] ],
		[ 'RU', undefined ],
		[ { 0: 'RU' }, undefined ],
		[ null, undefined ],
	] )( '%j → %j', ( input, expected ) => {
		const params = normalise( {
			onlyCountries: input,
			deliveryCompanies: input,
		} );
		expect( params.onlyCountries ).toEqual( expected );
		expect( params.deliveryCompanies ).toEqual( expected );
		expect( 'onlyCountries' in params ).toBe( expected !== undefined );
		expect( 'deliveryCompanies' in params ).toBe( expected !== undefined );
	} );
} );

describe( 'the normalised parameters', () => {
	it( 'have the defaults and no unknown keys', () => {
		expect( normalise( { shopToken: 'secret', foo: 1 } ) ).toEqual( {
			lang: 'ru',
			apiScript: DEFAULT_API_SCRIPT,
			devMode: false,
			currency: 'rub',
			deliveryType: null,
			products: [ { name: 'Чайник', price: 1000, count: 1, vat: 0 } ],
		} );
	} );

	it( 'are a plain JSON-safe copy that can be posted', () => {
		const params = normalise( { width: 'x', onlyCountries: [ 'RU' ] } );
		expect( JSON.parse( JSON.stringify( params ) ) ).toStrictEqual(
			params
		);
		expect( () => structuredClone( params ) ).not.toThrow();
	} );

	it( 'keep every given valid value', () => {
		expect(
			normalise( {
				lang: 'en',
				apiScript: 'https://shop.example.com/api',
				devMode: true,
				mod: 'bitrix',
				userPhone: '+7 900 000-00-00',
				width: 10,
				height: 20,
				length: 30,
				volume: 0.006,
				weight: 1.5,
				currency: 'usd',
				deliveryType: 2,
				priceDeclared: 1000,
				priceCod: 1200,
				discount: 100,
				itemCount: 2,
				onlyCountries: [ 'RU' ],
				deliveryCompanies: [ 'cdek' ],
			} )
		).toEqual( {
			lang: 'en',
			apiScript: 'https://shop.example.com/api',
			devMode: true,
			mod: 'bitrix',
			userPhone: '79000000000',
			width: 10,
			height: 20,
			length: 30,
			volume: 0.006,
			weight: 1.5,
			currency: 'usd',
			deliveryType: 2,
			priceDeclared: 1000,
			priceCod: 1200,
			discount: 100,
			itemCount: 2,
			products: [ { name: 'Чайник', price: 1000, count: 1, vat: 0 } ],
			onlyCountries: [ 'RU' ],
			deliveryCompanies: [ 'cdek' ],
		} );
	} );
} );

describe( 'argument checks', () => {
	it.each( [ undefined, null, '', '   ', 5, {} ] )(
		'id %j → argumentIdIsRequired',
		( id ) => {
			const result = validate( id, base );
			expect( result.errors ).toEqual( [ 'argumentIdIsRequired' ] );
			expect( result.params ).toBeUndefined();
		}
	);

	it.each( [ undefined, null, 'params', 5, true, [], [ product ] ] )(
		'params %j → argumentParamsIsRequired',
		( params ) => {
			const result = validate( 'widget', params );
			expect( result.errors ).toEqual( [ 'argumentParamsIsRequired' ] );
			expect( result.params ).toBeUndefined();
			expect( result.lang ).toBe( 'ru' );
		}
	);

	it( 'reports both argument errors', () => {
		expect( validate( undefined, undefined ).errors ).toEqual( [
			'argumentIdIsRequired',
			'argumentParamsIsRequired',
		] );
	} );

	it( 'gives the normalised lang even when there are errors', () => {
		expect( validate( '', { lang: 'EN' } ).lang ).toBe( 'en' );
		expect( validate( '', { lang: 'fr' } ).lang ).toBe( 'ru' );
	} );
} );

describe( 'product checks', () => {
	it.each( [ undefined, null, 'x', {}, [], 5 ] )(
		'products %j → paramProductsEmpty',
		( products ) => {
			const result = validate( 'widget', { products } );
			expect( result.errors ).toEqual( [ 'paramProductsEmpty' ] );
			expect( result.params ).toBeUndefined();
		}
	);

	it.each( [ undefined, null, '', 'abc', NaN, Infinity, {}, [], true ] )(
		'price %j → paramProductsPriceInvalid',
		( price ) => {
			expect(
				validate( 'widget', { products: [ { ...product, price } ] } )
					.errors
			).toEqual( [ 'paramProductsPriceInvalid' ] );
		}
	);

	it.each( [ undefined, null, '', 'two', NaN, -Infinity, {} ] )(
		'count %j → paramProductsCountInvalid',
		( count ) => {
			expect(
				validate( 'widget', { products: [ { ...product, count } ] } )
					.errors
			).toEqual( [ 'paramProductsCountInvalid' ] );
		}
	);

	it.each( [ null, 5, 'kettle' ] )(
		'a product %j that is not an object has neither price nor count',
		( item ) => {
			expect(
				validate( 'widget', { products: [ product, item ] } ).errors
			).toEqual( [
				'paramProductsPriceInvalid',
				'paramProductsCountInvalid',
			] );
		}
	);

	it( 'reports every bad product (duplicates are removed when the errors are built)', () => {
		expect(
			validate( 'widget', {
				products: [
					{ name: 'a' },
					{ price: 1, count: 'x' },
					{ price: 'x', count: 1 },
				],
			} ).errors
		).toEqual( [
			'paramProductsPriceInvalid',
			'paramProductsCountInvalid',
			'paramProductsCountInvalid',
			'paramProductsPriceInvalid',
		] );
	} );

	it( 'reports the id and product errors together', () => {
		expect( validate( '', { products: [] } ).errors ).toEqual( [
			'argumentIdIsRequired',
			'paramProductsEmpty',
		] );
	} );
} );
