/**
 * The error catalogue of spec §8: codes, texts, prefix, dedupe, status mapping.
 */
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../../src/delivery/contract/constants';
import {
	statusError,
	widgetErrors,
} from '../../../../src/delivery/contract/errors';

/** The catalogue as the spec writes it (English) and its Russian wording. */
const CATALOGUE = [
	[
		'invalidToken',
		'Invalid token. Invalid shop ID may have been transmitted.',
		'Неверный токен. Возможно, передан неверный ID магазина.',
	],
	[
		'requestErrorMaybeInvalidShopId',
		'Server request error. Invalid shop ID may have been set.',
		'Ошибка запроса к серверу. Возможно, указан неверный ID магазина.',
	],
	[
		'requestErrorPleaseContactSupport',
		'Server request error. Please contact support.',
		'Ошибка запроса к серверу. Пожалуйста, обратитесь в службу поддержки.',
	],
	[
		'apiScriptRequestError',
		'Error request to API-script',
		'Ошибка запроса к API-скрипту',
	],
	[
		'argumentIdIsRequired',
		"Argument 'ID' is required",
		"Аргумент 'ID' обязателен",
	],
	[
		'argumentParamsIsRequired',
		"Argument 'params' is required and must be an object",
		"Аргумент 'params' обязателен и должен быть объектом",
	],
	[
		'paramProductsEmpty',
		"Parameter 'products' must be an array and non-empty",
		"Параметр 'products' должен быть непустым массивом",
	],
	[
		'paramProductsPriceInvalid',
		"Parameter 'price' one of the products is missing or has an incorrect value",
		"Параметр 'price' у одного из товаров отсутствует или имеет неверное значение",
	],
	[
		'paramProductsCountInvalid',
		"Parameter 'count' one of the products is missing or has an incorrect value",
		"Параметр 'count' у одного из товаров отсутствует или имеет неверное значение",
	],
] as const;

describe( 'the error catalogue', () => {
	it( 'has exactly the nine codes of the spec', () => {
		expect( Object.keys( ERRORS ).sort() ).toEqual(
			CATALOGUE.map( ( [ code ] ) => code ).sort()
		);
	} );

	it.each( CATALOGUE )( '%s in English', ( code, en ) => {
		expect( widgetErrors( [ code ], 'en' ) ).toEqual( [
			{ code, message: `Cart widget: ${ en }` },
		] );
	} );

	it.each( CATALOGUE )( '%s in Russian', ( code, _en, ru ) => {
		expect( widgetErrors( [ code ], 'ru' ) ).toEqual( [
			{ code, message: `Корзинный виджет: ${ ru }` },
		] );
	} );

	it( 'every Russian text is Cyrillic and differs from the English one', () => {
		for ( const text of Object.values( ERRORS ) ) {
			expect( text.ru ).toMatch( /[а-яё]/i );
			expect( text.ru ).not.toBe( text.en );
		}
	} );
} );

describe( 'widgetErrors', () => {
	it( 'removes duplicates and keeps the order of first appearance', () => {
		expect(
			widgetErrors(
				[
					'paramProductsCountInvalid',
					'paramProductsPriceInvalid',
					'paramProductsCountInvalid',
					'paramProductsPriceInvalid',
				],
				'en'
			).map( ( error ) => error.code )
		).toEqual( [
			'paramProductsCountInvalid',
			'paramProductsPriceInvalid',
		] );
	} );

	it( 'gives an empty list for no codes', () => {
		expect( widgetErrors( [], 'ru' ) ).toEqual( [] );
	} );
} );

describe( 'statusError: the settings request status mapping', () => {
	it.each( [
		[ 200, null ],
		[ 401, 'invalidToken' ],
		[ 400, 'requestErrorMaybeInvalidShopId' ],
		[ 201, 'requestErrorPleaseContactSupport' ],
		[ 204, 'requestErrorPleaseContactSupport' ],
		[ 302, 'requestErrorPleaseContactSupport' ],
		[ 403, 'requestErrorPleaseContactSupport' ],
		[ 404, 'requestErrorPleaseContactSupport' ],
		[ 500, 'requestErrorPleaseContactSupport' ],
		[ 502, 'requestErrorPleaseContactSupport' ],
	] )( '%i → %s', ( status, code ) => {
		expect( statusError( status ) ).toBe( code );
	} );
} );
