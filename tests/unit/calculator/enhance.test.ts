import { describe, expect, it, vi } from 'vitest';
import {
	enhanceLists,
	LISTS,
	messages,
	type CalculatorJquery,
} from '../../../src/calculator/enhance';

/** WooCommerce's texts of the lists, as its country-select script has them. */
const TEXTS = {
	i18n_no_matches: 'Совпадений не найдено',
	i18n_input_too_short_1: 'Введите ещё 1 символ',
	i18n_input_too_short_n: 'Введите ещё %qty% символа',
	i18n_input_too_long_1: 'Удалите 1 символ',
	i18n_input_too_long_n: 'Удалите %qty% символа',
	i18n_searching: 'Поиск…',
	i18n_load_more: 'Загрузка…',
};

describe( 'the calculator’s searchable lists', () => {
	it( 'speak WooCommerce’s texts, with the count where one is', () => {
		const language = messages( TEXTS );
		expect( language.noResults() ).toBe( 'Совпадений не найдено' );
		expect( language.inputTooShort( { input: 'а', minimum: 2 } ) ).toBe(
			'Введите ещё 1 символ'
		);
		expect( language.inputTooShort( { input: '', minimum: 3 } ) ).toBe(
			'Введите ещё 3 символа'
		);
		expect( language.inputTooLong( { input: 'абвгд', maximum: 2 } ) ).toBe(
			'Удалите 3 символа'
		);
		expect( language.errorLoading() ).toBe( 'Поиск…' );
		// A text WooCommerce did not give: empty, never "undefined".
		expect( messages( {} ).noResults() ).toBe( '' );
	} );

	it( 'turn every visible list into selectWoo’s, keeping the focus on it once chosen', () => {
		document.body.innerHTML =
			'<select id="calc_shipping_country" class="country_select" data-placeholder="Страна" aria-required="true"></select>';
		const list = document.querySelector( 'select' )!;
		const handlers: Record< string, () => void > = {};
		const selectWoo = vi.fn();
		const object = {
			on( name: string, handler: () => void ) {
				handlers[ name ] = handler;
				return object;
			},
			selectWoo,
		};
		const $ = vi.fn( ( target: unknown ) =>
			target === LISTS
				? {
						each: (
							callback: ( this: HTMLSelectElement ) => void
						) => callback.call( list ),
					}
				: object
		) as unknown as CalculatorJquery;
		enhanceLists( $, TEXTS );
		expect( selectWoo ).toHaveBeenCalledTimes( 1 );
		expect( selectWoo.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			placeholder: 'Страна',
			label: null,
			required: true,
			width: '100%',
		} );
		expect( selectWoo.mock.calls[ 0 ][ 0 ].language.noResults() ).toBe(
			'Совпадений не найдено'
		);
		handlers[ 'select2:select' ]();
		expect( list.ownerDocument.activeElement ).toBe( list );
	} );
} );
