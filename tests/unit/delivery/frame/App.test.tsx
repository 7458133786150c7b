import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FrameApp } from '../../../../src/delivery/frame/App';
import type {
	DeliveryOption,
	MapTiles,
} from '../../../../src/delivery/frame/schemas';
import { connectToParent } from '../../../../src/delivery/frame/messenger';
import {
	fakeParent,
	initMessage,
	json,
	mockProvider,
	OPTIONS,
	ORIGIN,
	POINTS,
	sendMessage,
} from './fixtures';

type Posted = { id: string; event: string; data: any };

function setup(
	handlers: Parameters< typeof mockProvider >[ 0 ] = {},
	params: Record< string, unknown > = {},
	map: MapTiles | null = null
) {
	const fetchSpy = mockProvider( {
		'v2/delivery/calculate': () => json( { options: OPTIONS } ),
		'v2/points': () => json( { points: POINTS } ),
		'v2/cities': () =>
			json( {
				cities: [
					{
						name: 'Санкт-Петербург',
						region: 'Санкт-Петербург',
						countryIsoCode: 'RU',
					},
				],
			} ),
		...handlers,
	} );
	const { parent, postMessage } = fakeParent();
	render(
		<FrameApp
			lang="ru"
			connection={ connectToParent( window, parent ) }
			map={ map }
		/>
	);
	const posted = (): Posted[] =>
		postMessage.mock.calls.map( ( call ) => call[ 0 ] as Posted );
	const events = () => posted().map( ( message ) => message.event );
	const last = ( event: string ) =>
		posted()
			.filter( ( message ) => message.event === event )
			.pop()?.data;
	const start = async () => {
		act( () => sendMessage( initMessage( params ), parent ) );
		await screen.findByRole( 'heading', {
			name: 'Choose a delivery method',
		} );
	};
	return { fetchSpy, parent, postMessage, posted, events, last, start };
}

/** The error event of a provider call refused with 401, in English. */
const INVALID_TOKEN_EN = [
	{
		code: 'invalidToken',
		message:
			'Cart widget: Invalid token. Invalid shop ID may have been transmitted.',
	},
];

const input = ( label: string ) =>
	screen.getByLabelText( label, { exact: false } ) as HTMLInputElement;
const change = ( label: string, value: string ) =>
	fireEvent.change( input( label ), { target: { value } } );
const click = ( name: string | RegExp ) =>
	fireEvent.click( screen.getByRole( 'button', { name } ) );

describe( 'FrameApp', () => {
	it( 'shows a loading state until the parent’s message', async () => {
		const { parent, postMessage, start } = setup();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		const { parent: other } = fakeParent();
		act( () => sendMessage( initMessage(), other ) );
		act( () => sendMessage( { id: 'x' }, parent ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( postMessage ).not.toHaveBeenCalled();
		await start();
		for ( const [ message, origin ] of postMessage.mock.calls ) {
			expect( origin ).toBe( ORIGIN );
			expect( message.id ).toBe( 'delivery' );
		}
	} );

	it( 'starts when the parent’s message came before the first render', async () => {
		mockProvider( {
			'v2/delivery/calculate': () => json( { options: OPTIONS } ),
		} );
		const { parent, postMessage } = fakeParent();
		const connection = connectToParent( window, parent );
		sendMessage( initMessage(), parent );
		render( <FrameApp lang="ru" connection={ connection } /> );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Choose a delivery method',
			} )
		).toBeInTheDocument();
		expect( postMessage.mock.calls[ 0 ][ 0 ] ).toEqual( {
			id: 'delivery',
			event: 'start',
			data: null,
		} );
	} );

	it( 'walks the courier steps and posts every event', async () => {
		const { events, last, posted, start, fetchSpy } = setup(
			{},
			{ userPhone: '79001234567' }
		);
		await start();
		expect( events().slice( 0, 2 ) ).toEqual( [
			'start',
			'content-resize',
		] );
		expect( last( 'stepChange' ) ).toEqual( {
			step: 'deliverySelectStep',
		} );
		expect( last( 'content-resize' ) ).toEqual( {
			height: expect.any( Number ),
		} );
		expect( input( 'City' ).value ).toBe( 'Москва' );

		// Options grouped by delivery type, with price and days.
		const courier = await screen.findByRole( 'radio', {
			name: /Курьер Сервис/,
		} );
		const groups = screen.getAllByRole( 'group' );
		expect(
			groups.map(
				( group ) => group.querySelector( 'legend' )?.textContent
			)
		).toEqual( [ 'Pickup', 'Courier', 'Post' ] );
		expect( courier.closest( 'label' ) ).toHaveTextContent( /450\s₽/ );
		expect( courier.closest( 'label' ) ).toHaveTextContent( '1 day' );
		const body = JSON.parse(
			String( fetchSpy.mock.calls[ 0 ][ 1 ]?.body )
		);
		expect( body.city ).toEqual( {
			name: 'Москва',
			region: 'Москва',
			countryIsoCode: 'RU',
		} );

		const next = screen.getByRole( 'button', { name: 'Continue' } );
		expect( next ).toBeDisabled();
		fireEvent.click( courier );
		expect( last( 'change' ).delivery.id ).toBe( 'tariff-courier' );
		expect( next ).toBeEnabled();
		fireEvent.click( next );

		// formStep
		const heading = screen.getByRole( 'heading', { name: 'Recipient' } );
		expect( heading ).toHaveFocus();
		expect( last( 'stepChange' ) ).toEqual( { step: 'formStep' } );
		expect( events() ).toContain( 'scroll-to-bottom' );
		expect( input( 'Phone' ).value ).toBe( '79001234567' );

		click( 'Continue' );
		expect( input( 'Name' ) ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( input( 'Name' ) ).toHaveFocus();
		expect( input( 'Name' ) ).toHaveAccessibleDescription(
			'Enter the recipient’s name.'
		);
		expect( input( 'Postcode' ) ).toHaveAccessibleDescription(
			'Enter the postcode.'
		);
		expect( input( 'Phone' ) ).toHaveAttribute( 'aria-invalid', 'false' );
		expect( last( 'stepChange' ) ).toEqual( { step: 'formStep' } );

		change( 'Name', 'Анна' );
		expect( input( 'Name' ) ).toHaveAttribute( 'aria-invalid', 'false' );
		change( 'Phone', '+7 (900) 123-45-67' );
		expect( input( 'Phone' ).value ).toBe( '+79001234567' );
		change( 'Postcode', '1010' );
		expect( input( 'Postcode' ) ).toHaveAccessibleDescription(
			'The postcode must have 6 digits.'
		);
		change( 'Postcode', '101000' );
		change( 'Street', 'ул. Мясницкая' );
		change( 'House', '5' );
		change( 'Block', '2' );
		change( 'Apartment or office', '12' );
		change( 'Comment for the courier', 'Позвонить за час' );
		click( 'Continue' );

		// confirmationStep
		expect(
			screen.getByRole( 'heading', { name: 'Check your delivery' } )
		).toHaveFocus();
		expect( last( 'stepChange' ) ).toEqual( { step: 'confirmationStep' } );
		expect(
			screen.getByText( /ул\. Мясницкая, д\.5 \(корп\.2\), Кв\/офис 12/ )
		).toHaveTextContent(
			'101000, Москва, ул. Мясницкая, д.5 (корп.2), Кв/офис 12'
		);
		expect( last( 'change' ).contacts.address.street ).toBe(
			'ул. Мясницкая'
		);
		click( 'Confirm' );

		// select, then payStep
		const selected = last( 'select' );
		expect( selected ).toMatchObject( {
			comment: 'Позвонить за час',
			city: { name: 'Москва', region: 'Москва', countryIsoCode: 'RU' },
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
				email: '',
				address: {
					zipCode: '101000',
					street: 'ул. Мясницкая',
					building: '5',
					bulk: '2',
					apartment: '12',
				},
			},
			payType: 1,
		} );
		expect( selected._meta.commonDeliveryDataHTML ).toContain(
			'ул. Мясницкая, д.5 (корп.2), Кв/офис 12'
		);
		expect( last( 'stepChange' ) ).toEqual( { step: 'payStep' } );
		expect(
			screen.getByRole( 'heading', { name: 'Payment' } )
		).toHaveFocus();
		const pay = screen.getAllByRole( 'radio' );
		expect(
			pay.map( ( radio ) => radio.closest( 'label' )?.textContent )
		).toEqual( [ 'On delivery, by card', 'Online', 'Other' ] );
		expect( pay[ 0 ] ).toBeChecked();
		fireEvent.click( screen.getByRole( 'radio', { name: 'Online' } ) );
		expect( last( 'change' ).payType ).toBe( 2 );
		expect( events() ).not.toContain( 'done' );
		click( 'Done' );
		expect( last( 'done' ) ).toEqual( { ...selected, payType: 2 } );
		expect(
			screen.getByRole( 'heading', { name: 'Delivery confirmed' } )
		).toHaveFocus();

		const steps = posted()
			.filter( ( message ) => message.event === 'stepChange' )
			.map( ( message ) => message.data.step );
		expect( steps ).toEqual( [
			'deliverySelectStep',
			'formStep',
			'confirmationStep',
			'payStep',
		] );
		expect( events().filter( ( e ) => e === 'start' ) ).toHaveLength( 1 );
	} );

	it( 'starts the recipient with the name, phone and e-mail the shop knows', async () => {
		const { start } = setup(
			{},
			{
				userPhone: '79001234567',
				userName: ' Анна Петрова ',
				userEmail: 'anna@example.com',
			}
		);
		await start();
		fireEvent.click(
			await screen.findByRole( 'radio', { name: /Курьер Сервис/ } )
		);
		click( 'Continue' );
		expect( input( 'Name' ).value ).toBe( 'Анна Петрова' );
		expect( input( 'Phone' ).value ).toBe( '79001234567' );
		expect( input( 'Email' ).value ).toBe( 'anna@example.com' );
	} );

	it( 'counts four steps when it takes the payment itself', async () => {
		const own = setup();
		await own.start();
		expect( screen.getByText( /^Step \d of \d$/ ) ).toHaveTextContent(
			'Step 1 of 4'
		);
	} );

	it( 'hands over to the shop’s checkout after the confirmation (mod wordpress): no payment step', async () => {
		const { events, last, posted, start } = setup(
			{},
			{ mod: 'wordpress', userName: 'Анна', userPhone: '79001234567' }
		);
		await start();
		const counter = screen.getByText( /^Step \d of \d$/ );
		expect( counter ).toHaveTextContent( 'Step 1 of 3' );
		fireEvent.click(
			await screen.findByRole( 'radio', { name: /Курьер Сервис/ } )
		);
		click( 'Continue' );
		expect( counter ).toHaveTextContent( 'Step 2 of 3' );
		change( 'Postcode', '101000' );
		change( 'Street', 'ул. Мясницкая' );
		change( 'House', '5' );
		click( 'Continue' );
		expect( counter ).toHaveTextContent( 'Step 3 of 3' );
		expect( events() ).not.toContain( 'done' );
		click( 'Confirm' );

		const selected = last( 'select' );
		expect( selected.delivery.id ).toBe( 'tariff-courier' );
		expect( last( 'done' ) ).toEqual( selected );
		expect( events().indexOf( 'select' ) ).toBeLessThan(
			events().indexOf( 'done' )
		);
		expect(
			screen.getByRole( 'heading', { name: 'Delivery confirmed' } )
		).toHaveFocus();
		expect( screen.queryByRole( 'radio' ) ).toBeNull();
		expect( counter ).toHaveTextContent( 'Step 3 of 3' );
		expect(
			posted()
				.filter( ( message ) => message.event === 'stepChange' )
				.map( ( message ) => message.data.step )
		).toEqual( [ 'deliverySelectStep', 'formStep', 'confirmationStep' ] );

		// Change delivery starts the choice again.
		click( 'Change delivery' );
		expect( counter ).toHaveTextContent( 'Step 1 of 3' );
	} );

	it( 'picks a pickup point from a filterable list', async () => {
		const { last, start, fetchSpy } = setup();
		await start();
		fireEvent.click( await screen.findByRole( 'radio', { name: /СДЭК/ } ) );
		const list = await screen.findByRole( 'radiogroup', {
			name: 'Pickup points',
		} );
		const pointsUrl = new URL(
			new URL( String( fetchSpy.mock.calls[ 1 ][ 0 ] ) ).searchParams.get(
				'url'
			) as string
		);
		expect( pointsUrl.pathname ).toBe( '/v2/points' );
		expect( pointsUrl.searchParams.get( 'city' ) ).toBe( 'Москва' );
		expect( pointsUrl.searchParams.get( 'companies' ) ).toBe( '10' );
		expect( pointsUrl.searchParams.get( 'types' ) ).toBe( '1,2' );
		expect( within( list ).getAllByRole( 'radio' ) ).toHaveLength( 2 );
		expect(
			screen.getByRole( 'button', { name: 'Continue' } )
		).toBeDisabled();
		// The page's settings give no map tiles: no map view.
		expect( screen.queryByRole( 'button', { name: 'Map' } ) ).toBeNull();

		// Filter by type, then by address.
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Parcel locker' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Parcel locker' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect( within( list ).getAllByRole( 'radio' ) ).toHaveLength( 1 );
		fireEvent.click( screen.getByRole( 'button', { name: 'All' } ) );
		change( 'Search by address', 'тверская' );
		const radios = within( list ).getAllByRole( 'radio' );
		expect( radios ).toHaveLength( 1 );
		expect( screen.getByText( '1 point found.' ) ).toBeInTheDocument();
		change( 'Search by address', 'нет такого' );
		expect( within( list ).queryAllByRole( 'radio' ) ).toHaveLength( 0 );
		change( 'Search by address', '' );

		fireEvent.click(
			within( list ).getByRole( 'radio', { name: /Постамат/ } )
		);
		expect( last( 'change' ).delivery.point.id ).toBe( 'p2' );
		click( 'Continue' );

		// No address for pickup.
		expect(
			screen.queryByLabelText( 'Street', { exact: false } )
		).toBeNull();
		change( 'Name', 'Иван' );
		change( 'Phone', '89001234567' );
		click( 'Continue' );
		expect(
			screen.getByText( 'Постамат у метро, Ленинский проспект, д. 30' )
		).toBeInTheDocument();
		click( 'Confirm' );
		const selected = last( 'select' );
		expect( selected.delivery.point ).toEqual( {
			id: 'p2',
			type: 2,
			name: 'Постамат у метро',
			address: 'Ленинский проспект, д. 30',
			zipCode: '119334',
			cashPaymentAvailable: false,
			cardPaymentAvailable: false,
		} );
		// The point takes neither cash nor card: no payment on delivery.
		expect( selected.payType ).toBe( 2 );
		expect(
			screen
				.getAllByRole( 'radio' )
				.map( ( radio ) => radio.closest( 'label' )?.textContent )
		).toEqual( [ 'Online', 'Other' ] );
	} );

	it( 'offers the map view when the page settings give its tiles', async () => {
		const { start } = setup(
			{},
			{},
			{
				url: 'https://tiles.example/{z}/{x}/{y}.png',
				attribution: '© OpenStreetMap',
			}
		);
		await start();
		fireEvent.click( await screen.findByRole( 'radio', { name: /СДЭК/ } ) );
		await screen.findByRole( 'radiogroup', { name: 'Pickup points' } );
		expect( screen.getByRole( 'button', { name: 'Map' } ) ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
	} );

	it( 'a point served by another tariff of the company chooses that tariff and stays chosen', async () => {
		const lockers: DeliveryOption = {
			...OPTIONS[ 0 ],
			id: 'tariff-lockers',
			price: 199,
			pointTypes: [ 2 ],
		};
		const pickupPoints: DeliveryOption = {
			...OPTIONS[ 0 ],
			pointTypes: [ 1 ],
		};
		const { last, start } = setup( {
			'v2/delivery/calculate': () =>
				json( { options: [ pickupPoints, lockers, OPTIONS[ 1 ] ] } ),
		} );
		await start();
		fireEvent.click(
			await screen.findByRole( 'radio', { name: /СДЭК.*250/ } )
		);
		const list = await screen.findByRole( 'radiogroup', {
			name: 'Pickup points',
		} );
		// The locker (cheaper, on the locker tariff) is listed first.
		const locker = within( list ).getByRole( 'radio', {
			name: /Постамат/,
		} );
		fireEvent.click( locker );
		expect( last( 'change' ).delivery.id ).toBe( 'tariff-lockers' );
		expect( last( 'change' ).delivery.point.id ).toBe( 'p2' );
		expect(
			within(
				await screen.findByRole( 'radiogroup', {
					name: 'Pickup points',
				} )
			).getByRole( 'radio', { name: /Постамат/ } )
		).toBeChecked();
		expect(
			screen.getByRole( 'button', { name: 'Continue' } )
		).toBeEnabled();
	} );

	it( 'goes back with Change and Back', async () => {
		const { last, start } = setup();
		await start();
		fireEvent.click(
			await screen.findByRole( 'radio', { name: /Почта России/ } )
		);
		click( 'Continue' );
		click( 'Back' );
		expect( last( 'stepChange' ) ).toEqual( {
			step: 'deliverySelectStep',
		} );
		expect(
			screen.getByRole( 'heading', { name: 'Choose a delivery method' } )
		).toHaveFocus();
		expect(
			screen.getByRole( 'radio', { name: /Почта России/ } )
		).toBeChecked();
	} );

	it( 'reports a bad calculate answer and retries', async () => {
		let answer: unknown = { options: [ { id: 1 } ] };
		const { last, start } = setup( {
			'v2/delivery/calculate': () => json( answer ),
		} );
		await start();
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Could not calculate the delivery.'
		);
		expect( last( 'error' ) ).toEqual( [
			{
				code: 'requestErrorPleaseContactSupport',
				message:
					'Корзинный виджет: Ошибка запроса к серверу. Пожалуйста, обратитесь в службу поддержки.',
			},
		] );
		answer = { options: OPTIONS };
		click( 'Try again' );
		expect(
			await screen.findByRole( 'radio', { name: /Курьер Сервис/ } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'reports a failed points call with a status', async () => {
		const { last, start } = setup(
			{ 'v2/points': () => json( { code: 'x' }, 401 ) },
			{ lang: 'en' }
		);
		await start();
		fireEvent.click( await screen.findByRole( 'radio', { name: /СДЭК/ } ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Could not load the pickup points.'
		);
		expect( last( 'error' ) ).toEqual( INVALID_TOKEN_EN );
	} );

	it( 'reports a failed city search', async () => {
		const { last, start } = setup(
			{ 'v2/cities': () => json( { code: 'x' }, 401 ) },
			{ lang: 'en' }
		);
		await start();
		await screen.findByRole( 'radio', { name: /Курьер Сервис/ } );
		fireEvent.change( input( 'City' ), { target: { value: 'Санкт' } } );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Could not load the cities.'
		);
		expect( last( 'error' ) ).toEqual( INVALID_TOKEN_EN );
	} );

	it( 'suggests cities and recalculates for the chosen one', async () => {
		const { last, start, fetchSpy } = setup();
		await start();
		await screen.findByRole( 'radio', { name: /Курьер Сервис/ } );
		const city = input( 'City' );
		fireEvent.change( city, { target: { value: 'Санкт' } } );
		const option = await screen.findByRole( 'option', {
			name: /Санкт-Петербург/,
		} );
		expect( city ).toHaveAttribute( 'aria-expanded', 'true' );
		const citiesUrl = new URL(
			new URL(
				String(
					fetchSpy.mock.calls.find( ( call ) =>
						String( call[ 0 ] ).includes( 'cities' )
					)?.[ 0 ]
				)
			).searchParams.get( 'url' ) as string
		);
		expect( citiesUrl.searchParams.get( 'q' ) ).toBe( 'Санкт' );
		expect( citiesUrl.searchParams.get( 'lang' ) ).toBe( 'ru' );
		fireEvent.keyDown( city, { key: 'ArrowDown' } );
		expect( option ).toHaveAttribute( 'aria-selected', 'true' );
		fireEvent.keyDown( city, { key: 'Enter' } );
		expect( city.value ).toBe( 'Санкт-Петербург' );
		expect( last( 'change' ).city.name ).toBe( 'Санкт-Петербург' );
		await screen.findByRole( 'radio', { name: /Курьер Сервис/ } );
		const calls = fetchSpy.mock.calls.filter( ( call ) =>
			String( call[ 0 ] ).includes( 'calculate' )
		);
		expect(
			JSON.parse( String( calls.pop()?.[ 1 ]?.body ) ).city.name
		).toBe( 'Санкт-Петербург' );
	} );
} );
