import { Tracker, hasConsent } from '../../../src/tracking/datalayer';

const product = {
	id: 'POT-1',
	name: 'Кастрюля',
	price: '1490',
	category: 'Посуда/Кастрюли',
	variant: '',
	quantity: 1,
};

type Host = Window & { dataLayer?: unknown[] };
const host = window as Host;

const setCookie = ( value: string | null ) => {
	document.cookie =
		value === null
			? 'consent_test=; max-age=0; path=/'
			: `consent_test=${ value }; path=/`;
};

describe( 'dataLayer events', () => {
	beforeEach( () => {
		delete host.dataLayer;
		setCookie( null );
		vi.useFakeTimers();
	} );
	afterEach( () => vi.useRealTimers() );

	it( 'pushes the counter’s ecommerce objects', () => {
		const tracker = new Tracker( 'RUB', '' );
		tracker.push( 'detail', [ product ] );
		tracker.push( 'purchase', [ product ], { id: '123', revenue: '1490' } );
		tracker.push( 'remove', [] );
		expect( host.dataLayer ).toEqual( [
			{
				ecommerce: {
					currencyCode: 'RUB',
					detail: { products: [ product ] },
				},
			},
			{
				ecommerce: {
					currencyCode: 'RUB',
					purchase: {
						actionField: { id: '123', revenue: '1490' },
						products: [ product ],
					},
				},
			},
		] );
	} );

	it( 'keeps a dataLayer the counter made', () => {
		const earlier = { event: 'gtm.js' };
		host.dataLayer = [ earlier ];
		new Tracker( 'RUB', '' ).push( 'add', [ product ] );
		expect( host.dataLayer ).toHaveLength( 2 );
		expect( host.dataLayer?.[ 0 ] ).toBe( earlier );
	} );

	it( 'consent: a set cookie, not a refusal', () => {
		expect( hasConsent( '' ) ).toBe( true );
		expect( hasConsent( 'consent_test' ) ).toBe( false );
		for ( const refusal of [ 'no', '0', 'false', 'denied', 'DENY' ] ) {
			setCookie( refusal );
			expect( hasConsent( 'consent_test' ) ).toBe( false );
		}
		setCookie( 'yes' );
		expect( hasConsent( 'consent_test' ) ).toBe( true );
		setCookie( 'all' );
		expect( hasConsent( 'consent_test' ) ).toBe( true );
	} );

	it( 'sends nothing before consent, then what waited once given', () => {
		const tracker = new Tracker( 'RUB', 'consent_test' );
		const task = vi.fn();
		tracker.push( 'detail', [ product ] );
		tracker.whenConsented( task );
		document.body.click();
		vi.runAllTimers();
		expect( host.dataLayer ).toBeUndefined();
		expect( task ).not.toHaveBeenCalled();

		// The banner's button sets the cookie; the click is looked at after.
		setCookie( 'yes' );
		document.body.click();
		vi.runAllTimers();
		expect( host.dataLayer ).toHaveLength( 1 );
		expect( task ).toHaveBeenCalledTimes( 1 );

		// Later clicks do not send it again; later events go at once.
		document.body.click();
		vi.runAllTimers();
		tracker.push( 'add', [ product ] );
		expect( host.dataLayer ).toHaveLength( 2 );
		expect( task ).toHaveBeenCalledTimes( 1 );
	} );
} );
