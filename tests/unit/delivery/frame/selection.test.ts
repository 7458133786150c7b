import {
	availablePayTypes,
	buildSelection,
	EMPTY_CONTACTS,
	escapeHtml,
	formatDays,
	formatPrice,
	paymentFlags,
	summaryHtml,
	tariffName,
} from '../../../../src/delivery/frame/selection';
import { PAYMENT_TYPE } from '../../../../src/delivery/frame/constants';
import { ADDRESS as address, OPTIONS, POINTS } from './fixtures';

const city = { name: 'Москва', region: 'Москва', countryIsoCode: 'RU' };

describe( 'prices and days', () => {
	it( 'formats roubles without kopecks for ru and en', () => {
		expect( formatPrice( 450.4, 'ru' ).replace( /\s/g, ' ' ) ).toBe(
			'450 ₽'
		);
		expect( formatPrice( 1250, 'en' ).replace( /\s/g, ' ' ) ).toBe(
			'RUB 1,250'
		);
	} );
	it( 'gives a range or one number of days', () => {
		expect( formatDays( { min: 2, max: 4 } ) ).toBe( '2–4 days' );
		expect( formatDays( { min: 1, max: 1 } ) ).toBe( '1 day' );
		expect( formatDays( { min: 0, max: 3 } ) ).toBe( '0–3 days' );
	} );
} );

describe( 'payType availability', () => {
	const option = ( cash: boolean, card: boolean ) => ( {
		cashPaymentAvailable: cash,
		cardPaymentAvailable: card,
	} );
	it.each( [
		[ option( true, true ), null, [ 1, 2, 3 ] ],
		[ option( true, false ), null, [ 1, 2, 3 ] ],
		[ option( false, true ), null, [ 1, 2, 3 ] ],
		[ option( false, false ), null, [ 2, 3 ] ],
		[ option( true, true ), option( false, false ), [ 2, 3 ] ],
		[ option( true, false ), option( false, true ), [ 2, 3 ] ],
		[ option( true, true ), option( false, true ), [ 1, 2, 3 ] ],
		[ option( false, false ), option( true, true ), [ 2, 3 ] ],
	] )( 'option %o, point %o → %o', ( opt, point, expected ) => {
		expect( availablePayTypes( opt, point ) ).toEqual( expected );
	} );
	it( 'combines the option’s and the point’s flags', () => {
		expect(
			paymentFlags( option( true, true ), option( false, true ) )
		).toEqual( { cash: false, card: true } );
	} );
} );

describe( 'buildSelection (the contract’s selection object)', () => {
	const contacts = {
		name: ' Анна ',
		phone: '+79001234567',
		email: 'anna@example.com',
		address,
	};

	it( 'builds a courier selection with the address and comment', () => {
		const selection = buildSelection(
			{
				city,
				option: OPTIONS[ 1 ],
				point: null,
				contacts,
				comment: ' Позвонить за час ',
				payType: PAYMENT_TYPE.online,
			},
			'ru'
		);
		expect( selection ).toEqual( {
			comment: 'Позвонить за час',
			city,
			delivery: {
				id: 'tariff-courier',
				type: 2,
				company: { id: '11', name: 'Курьер Сервис' },
				price: 450.4,
				days: { min: 1, max: 1 },
				cashPaymentAvailable: false,
				cardPaymentAvailable: true,
				point: null,
			},
			contacts: {
				name: 'Анна',
				phone: '+79001234567',
				email: 'anna@example.com',
				address,
			},
			payType: 2,
			_meta: { commonDeliveryDataHTML: expect.any( String ) },
		} );
		const html = selection._meta.commonDeliveryDataHTML;
		expect( html ).toContain(
			'101000, Москва, ул. Мясницкая, д.5 (корп.2), Кв/офис 12'
		);
		expect( html ).toContain( 'Курьер Сервис, courier' );
		expect( html ).toContain( 'Позвонить за час' );
	} );

	it( 'builds a pickup selection with the point and no address', () => {
		const selection = buildSelection(
			{
				city,
				option: OPTIONS[ 0 ],
				point: POINTS[ 0 ],
				contacts,
				comment: 'ignored',
				payType: PAYMENT_TYPE.onDelivery,
			},
			'ru'
		);
		expect( selection.delivery?.point ).toEqual( {
			id: 'p1',
			type: 1,
			name: 'СДЭК на Тверской',
			address: 'ул. Тверская, д. 1',
			zipCode: '125009',
			cashPaymentAvailable: false,
			cardPaymentAvailable: true,
		} );
		expect( selection.comment ).toBe( '' );
		expect( selection.contacts.address ).toEqual( {
			zipCode: '125009',
			street: '',
			building: '',
			bulk: '',
			apartment: '',
		} );
		expect( selection._meta.commonDeliveryDataHTML ).toContain(
			'СДЭК на Тверской, ул. Тверская, д. 1'
		);
	} );

	it( 'has no delivery before an option is chosen', () => {
		const selection = buildSelection(
			{
				city,
				option: null,
				point: null,
				contacts: EMPTY_CONTACTS,
				comment: '',
				payType: PAYMENT_TYPE.online,
			},
			'ru'
		);
		expect( selection.delivery ).toBeNull();
		expect( selection._meta.commonDeliveryDataHTML ).toBe( '' );
	} );

	it( 'escapes the summary HTML', () => {
		expect( escapeHtml( `<b>"A" & 'B'</b>` ) ).toBe(
			'&lt;b&gt;&quot;A&quot; &amp; &#039;B&#039;&lt;/b&gt;'
		);
		const html = summaryHtml(
			{
				city,
				comment: '<script>alert(1)</script>',
				delivery: {
					...OPTIONS[ 1 ],
					company: { id: '1', name: 'A&B <i>' },
					point: null,
				},
				contacts: {
					...EMPTY_CONTACTS,
					address: { ...address, street: '<img src=x>' },
				},
			},
			'ru'
		);
		expect( html ).not.toMatch( /<script|<img|<i>/ );
		expect( html ).toContain( 'A&amp;B &lt;i&gt;' );
		expect( html ).toContain( '&lt;img src=x&gt;, д.5' );
	} );
} );

describe( 'tariffName', () => {
	it.each( [
		[ 'Почта: до отделения', 'Почта', 'до отделения' ],
		[ 'Экспресс', 'Почта', 'Экспресс' ],
		[ 'Почтальон', 'Почта', 'Почтальон' ],
		[ undefined, 'Почта', '' ],
	] )( '%s under %s shows %s', ( name, company, shown ) => {
		expect( tariffName( { name, company: { name: company } } ) ).toBe(
			shown
		);
	} );
} );
