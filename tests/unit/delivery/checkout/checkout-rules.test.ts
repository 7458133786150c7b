/**
 * The checkout script's pure rules: payment filtering (§4), the address
 * format and postcode default (§5, §9), the courier comment (§4), quantities.
 */
import {
	addressLine,
	notesWithComment,
	postcode,
} from '../../../../src/delivery/checkout/address';
import {
	availability,
	filterPayments,
	paymentVisibility,
} from '../../../../src/delivery/checkout/payment';
import { raiseQuantities } from '../../../../src/delivery/checkout/quantity';
import { widgetParams } from '../../../../src/delivery/checkout/checkout';
import { checkoutMarkup, config, courier, pickup } from './checkout-fixture';

describe( 'payment visibility (§4)', () => {
	it.each( [
		// cash, card, has card method → show cash, show card
		[ true, true, true, true, true ],
		[ true, false, true, true, false ],
		[ false, true, true, false, true ],
		[ false, false, true, false, false ],
		[ true, true, false, true, true ],
		[ true, false, false, true, true ],
		[ false, true, false, true, true ],
		[ false, false, false, false, true ],
	] )(
		'cash %s, card %s, card method %s → cash %s, card %s',
		( cash, card, hasCard, showCash, showCard ) => {
			expect( paymentVisibility( { cash, card }, hasCard ) ).toEqual( {
				cash: showCash,
				card: showCard,
			} );
		}
	);

	it( 'shows both with no delivery chosen', () => {
		expect( paymentVisibility( null, true ) ).toEqual( {
			cash: true,
			card: true,
		} );
		expect( paymentVisibility( null, false ) ).toEqual( {
			cash: true,
			card: true,
		} );
	} );

	it( 'counts the point flags too', () => {
		expect( availability( pickup ) ).toEqual( { cash: true, card: false } );
		expect( availability( courier ) ).toEqual( {
			cash: false,
			card: true,
		} );
		expect( availability( {} ) ).toEqual( { cash: false, card: false } );
	} );
} );

describe( 'filterPayments on the page', () => {
	const item = ( id: string ) =>
		document.querySelector< HTMLElement >( `li.payment_method_${ id }` )!;

	it( 'hides cash when not allowed and clicks the first visible method', () => {
		document.body.innerHTML = checkoutMarkup( { payment: 'cod' } );
		const bacs = document.querySelector< HTMLInputElement >(
			'#payment_method_bacs'
		)!;
		const click = vi.fn();
		bacs.addEventListener( 'click', click );
		expect( filterPayments( document, config(), courier ) ).toEqual( {
			cash: false,
			card: true,
		} );
		expect( item( 'cod' ).style.display ).toBe( 'none' );
		expect( item( 'vitrina_cod_card' ).style.display ).toBe( '' );
		expect( click ).toHaveBeenCalledTimes( 1 );
		expect( bacs.checked ).toBe( true );
	} );

	it( 'hides the card method when card is not allowed; shows both again with no delivery', () => {
		document.body.innerHTML = checkoutMarkup( {
			payment: 'vitrina_cod_card',
		} );
		filterPayments( document, config(), pickup );
		expect( item( 'cod' ).style.display ).toBe( '' );
		expect( item( 'vitrina_cod_card' ).style.display ).toBe( 'none' );
		expect(
			document.querySelector< HTMLInputElement >(
				'#payment_method_bacs'
			)!.checked
		).toBe( true );
		filterPayments( document, config(), null );
		expect( item( 'vitrina_cod_card' ).style.display ).toBe( '' );
	} );

	it( 'without a card method hides cash only when neither is allowed', () => {
		document.body.innerHTML = checkoutMarkup( {
			card: false,
			payment: 'bacs',
		} );
		filterPayments( document, config(), courier );
		expect( item( 'cod' ).style.display ).toBe( '' );
		filterPayments( document, config(), {
			...courier,
			delivery: { ...courier.delivery, cardPaymentAvailable: false },
		} );
		expect( item( 'cod' ).style.display ).toBe( 'none' );
	} );

	it( 'does nothing when the product list is empty', () => {
		document.body.innerHTML = checkoutMarkup();
		expect(
			filterPayments( document, config( { PRODUCTS: [] } ), courier )
		).toBeNull();
		expect( item( 'cod' ).style.display ).toBe( '' );
	} );
} );

describe( 'address rules (§9)', () => {
	it.each( [
		[
			{ street: 'ул. Ленина', building: '5', bulk: '2', apartment: '10' },
			'ул. Ленина, д.5 (корп.2), Кв/офис 10',
		],
		[ { street: 'ул. Ленина', building: '5' }, 'ул. Ленина, д.5' ],
		[
			{ street: 'пр. Мира', building: '12А', apartment: '3' },
			'пр. Мира, д.12А, Кв/офис 3',
		],
		[ { street: 'пр. Мира' }, 'пр. Мира' ],
	] )( '%o → %s', ( address, line ) => {
		expect( addressLine( { ...courier, contacts: { address } } ) ).toBe(
			line
		);
	} );

	it( 'uses the point address for pickup', () => {
		expect( addressLine( pickup ) ).toBe( 'Тверская ул., 7' );
	} );

	it( 'defaults a missing postcode to 000000', () => {
		expect( postcode( pickup ) ).toBe( '000000' );
		expect( postcode( {} ) ).toBe( '000000' );
		expect( postcode( courier ) ).toBe( '101000' );
	} );
} );

describe( 'courier comment (§4)', () => {
	it.each( [
		[ '', 'Позвонить', '(для курьера: Позвонить)' ],
		[ 'Подарок', 'Позвонить', 'Подарок (для курьера: Позвонить)' ],
		[
			'Подарок (для курьера: Старый)',
			'Новый',
			'Подарок (для курьера: Новый)',
		],
		[ 'Подарок (для курьера: Старый)', '', 'Подарок' ],
		[
			'Подарок (для курьера: Позвонить)',
			'Позвонить',
			'Подарок (для курьера: Позвонить)',
		],
	] )( '%j + %j → %j', ( notes, comment, expected ) => {
		expect( notesWithComment( notes, comment ) ).toBe( expected );
	} );
} );

describe( 'quantities and widget parameters', () => {
	it( 'raises quantities below min to the min', () => {
		document.body.innerHTML =
			'<input class="qty" min="2" value="1"><input class="qty" min="1" value="3"><input class="qty" value="0">';
		expect( raiseQuantities( document ) ).toBe( 1 );
		const inputs = document.querySelectorAll< HTMLInputElement >( 'input' );
		expect( inputs[ 0 ].value ).toBe( '2' );
		expect( inputs[ 1 ].value ).toBe( '3' );
		expect( inputs[ 2 ].value ).toBe( '0' );
	} );

	it( 'builds the widget parameters from the page configuration', () => {
		expect( widgetParams( config(), '79990001122' ) ).toEqual( {
			lang: 'ru',
			apiScript: 'http://shop.test/wp-json/vitrina-widget-api/proxy',
			devMode: false,
			mod: 'wordpress',
			currency: 'rub',
			products: config().PRODUCTS,
			onlyCountries: [ 'RU' ],
			discount: 0,
			priceDeclared: 3980,
			itemCount: 2,
			weight: 3,
			userPhone: '79990001122',
		} );
	} );

	it( "passes the parcel's box (the shop's figures) when it is known", () => {
		const params = widgetParams( {
			...config(),
			LENGTH: 64,
			WIDTH: 41,
			HEIGHT: 0,
		} );
		expect( params ).toMatchObject( { weight: 3, length: 64, width: 41 } );
		expect( params ).not.toHaveProperty( 'height' );
	} );
} );
