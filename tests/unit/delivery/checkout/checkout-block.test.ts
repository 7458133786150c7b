/**
 * The widget placed by the block on any other page.
 */
import {
	blockCartUpdate,
	startStandalone,
} from '../../../../src/delivery/checkout/standalone';
import {
	config,
	courier,
	fakeResponse,
	MockWidget,
	okFetch,
	pickup,
	SHOP_SUMMARY,
	shopAnswer,
	stubFetch,
} from './checkout-fixture';

const markup =
	'<div id="vitrina-delivery-block" hidden><div id="vitrina-delivery-widget"></div></div>';

describe( 'block widget', () => {
	it( 'creates the widget, saves a selection and shows the summary with a change link', async () => {
		document.body.innerHTML = markup;
		MockWidget.instances = [];
		const fetch = stubFetch( okFetch() );
		const block = startStandalone( config( { PAGE: 'block' } ), {
			Widget: MockWidget,
		} )!;
		expect( block.hidden ).toBe( false );
		expect( MockWidget.instances ).toHaveLength( 1 );
		MockWidget.instances[ 0 ].emit( 'select', courier );
		expect(
			JSON.parse( String( ( fetch.mock.calls[ 0 ] as any[] )[ 1 ].body ) )
		).toEqual( { sr_data: courier, pay_method: '' } );
		expect(
			document.getElementById( 'vitrina-delivery-widget' )!.hidden
		).toBe( true );
		// The shop's summary, from its answer.
		await vi.waitFor( () =>
			expect( block.textContent ).toContain( 'Доставка: СДЭК, курьер' )
		);
		(
			block.querySelector( 'a.vitrina-delivery__change' ) as HTMLElement
		 ).click();
		expect( MockWidget.instances[ 0 ].destruct ).toHaveBeenCalled();
		expect( MockWidget.instances ).toHaveLength( 2 );
		// The clear goes once the save before it has answered.
		await vi.waitFor( () => expect( fetch ).toHaveBeenCalledTimes( 2 ) );
		expect(
			JSON.parse( String( ( fetch.mock.calls[ 1 ] as any[] )[ 1 ].body ) )
				.sr_data
		).toBeNull();
	} );

	it( 'change delivery then a quick new choice: the clear never lands after the choice', async () => {
		document.body.innerHTML = markup;
		MockWidget.instances = [];
		const answers: Array< () => void > = [];
		const fetch = vi.fn(
			( _url: unknown, init?: RequestInit ) =>
				new Promise( ( resolve ) => {
					answers.push( () =>
						resolve( fakeResponse( shopAnswer( init ) ) )
					);
				} )
		) as unknown as typeof window.fetch & ReturnType< typeof vi.fn >;
		stubFetch( fetch );
		const cartUpdate = vi.fn( async () => ( {} ) );
		const block = startStandalone( config(), {
			Widget: MockWidget,
			cartUpdate,
		} )!;
		MockWidget.instances[ 0 ].emit( 'select', courier );
		answers[ 0 ]();
		await vi.waitFor( () =>
			expect( cartUpdate ).toHaveBeenCalledTimes( 1 )
		);
		(
			block.querySelector( 'a.vitrina-delivery__change' ) as HTMLElement
		 ).click();
		expect( fetch ).toHaveBeenCalledTimes( 2 );
		MockWidget.instances[ 1 ].emit( 'select', courier );
		// The new choice waits for the clear in flight.
		expect( fetch ).toHaveBeenCalledTimes( 2 );
		answers[ 1 ]();
		await vi.waitFor( () => expect( fetch ).toHaveBeenCalledTimes( 3 ) );
		const body = ( call: number ) =>
			JSON.parse(
				String( ( fetch.mock.calls[ call ] as any[] )[ 1 ].body )
			);
		expect( body( 1 ).sr_data ).toBeNull();
		expect( body( 2 ).sr_data ).toEqual( courier );
		answers[ 2 ]();
		await vi.waitFor( () =>
			expect( cartUpdate ).toHaveBeenCalledTimes( 3 )
		);
	} );

	it( 'on the block checkout, asks for a fresh cart once a choice is saved or cleared', async () => {
		document.body.innerHTML = markup;
		MockWidget.instances = [];
		const cartUpdate = vi.fn( async () => ( {} ) );
		stubFetch( okFetch() );
		const block = startStandalone( config(), {
			Widget: MockWidget,
			cartUpdate,
		} )!;
		MockWidget.instances[ 0 ].emit( 'select', courier );
		await vi.waitFor( () =>
			expect( cartUpdate ).toHaveBeenCalledTimes( 1 )
		);
		expect( cartUpdate ).toHaveBeenCalledWith( {
			namespace: 'vitrina-delivery',
			data: {},
		} );
		(
			block.querySelector( 'a.vitrina-delivery__change' ) as HTMLElement
		 ).click();
		await vi.waitFor( () =>
			expect( cartUpdate ).toHaveBeenCalledTimes( 2 )
		);
	} );

	it( 'does not refresh the cart when the shop refused the choice', async () => {
		document.body.innerHTML = markup;
		MockWidget.instances = [];
		const cartUpdate = vi.fn();
		const fetch = stubFetch( okFetch( 'error' ) );
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		startStandalone( config(), { Widget: MockWidget, cartUpdate } );
		MockWidget.instances[ 0 ].emit( 'select', courier );
		await vi.waitFor( () => expect( error ).toHaveBeenCalled() );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( cartUpdate ).not.toHaveBeenCalled();
		error.mockRestore();
	} );

	it( 'finds the block checkout cart update on the page', () => {
		const update = vi.fn();
		expect(
			blockCartUpdate( {
				wc: { blocksCheckout: { extensionCartUpdate: update } },
			} as unknown as Window )
		).toBe( update );
		expect( blockCartUpdate( {} as Window ) ).toBeNull();
	} );

	it( 'tells the choice at the start and at each change', () => {
		document.body.innerHTML = markup;
		MockWidget.instances = [];
		const seen: unknown[] = [];
		stubFetch( okFetch() );
		const block = startStandalone( config(), {
			Widget: MockWidget,
			onSelection: ( selection ) => seen.push( selection ),
		} )!;
		MockWidget.instances[ 0 ].emit( 'select', courier );
		(
			block.querySelector( 'a.vitrina-delivery__change' ) as HTMLElement
		 ).click();
		expect( seen ).toEqual( [ null, courier, null ] );
	} );

	it( 'shows the summary the page was given for a choice kept from before', () => {
		document.body.innerHTML = markup;
		MockWidget.instances = [];
		const fetch = stubFetch( okFetch() );
		const block = startStandalone(
			config( {
				SELECTION: pickup,
				SUMMARY: SHOP_SUMMARY[ 'cdek-pickup' ],
			} ),
			{ Widget: MockWidget }
		)!;
		expect( MockWidget.instances ).toHaveLength( 0 );
		expect( block.textContent ).toContain(
			'Пункт выдачи: ПВЗ на Тверской, Тверская ул., 7'
		);
		expect( block.textContent ).toContain( 'Ваша доставка' );
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( "shows the shop's lines, not its own reading of the choice", async () => {
		document.body.innerHTML = markup;
		MockWidget.instances = [];
		stubFetch(
			vi.fn( async () =>
				fakeResponse( {
					status: 'ok',
					summary: [ { label: 'Стоимость', value: '420 ₽' } ],
				} )
			)
		);
		const block = startStandalone( config(), {
			Widget: MockWidget,
		} )!;
		MockWidget.instances[ 0 ].emit( 'select', courier );
		await vi.waitFor( () =>
			expect( block.textContent ).toContain( 'Стоимость: 420 ₽' )
		);
		expect( block.textContent ).not.toContain( '350' );
	} );

	it( 'does nothing without its container', () => {
		document.body.innerHTML = '';
		const fetch = stubFetch( okFetch() );
		const started = startStandalone( config(), {
			Widget: MockWidget,
		} );
		expect( fetch ).not.toHaveBeenCalled();
		expect( started ).toBeNull();
	} );
} );
