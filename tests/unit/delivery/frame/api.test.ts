import {
	fetchCities,
	fetchOptions,
	fetchPoints,
	providerUrl,
} from '../../../../src/delivery/frame/api';
import {
	providerErrorCode,
	providerErrors,
} from '../../../../src/delivery/frame/errors';
import { paramsSchema } from '../../../../src/delivery/frame/schemas';
import {
	API_SCRIPT,
	json,
	mockProvider,
	OPTIONS,
	POINTS,
	providerAddress,
} from './fixtures';

const params = paramsSchema.parse( {
	lang: 'ru',
	apiScript: API_SCRIPT,
	devMode: false,
	weight: 1.5,
} );
const city = { name: 'Москва', region: 'Москва', countryIsoCode: 'RU' };

describe( 'providerUrl', () => {
	it( 'forwards through the API script to the production host', () => {
		expect(
			providerUrl( params, 'v2/cities', { q: 'мос', lang: 'ru' } )
		).toBe(
			`${ API_SCRIPT }?url=${ encodeURIComponent(
				'https://widget.vitrina.delivery/v2/cities?q=%D0%BC%D0%BE%D1%81&lang=ru'
			) }`
		);
	} );
	it( 'uses the dev host with devMode and &url= after a query', () => {
		const url = providerUrl(
			{
				apiScript: 'https://shop.test/?rest_route=/proxy',
				devMode: true,
			},
			'v2/points',
			{ city: 'Москва', companies: '', types: '1,2' }
		);
		expect(
			url.startsWith( 'https://shop.test/?rest_route=/proxy&url=' )
		).toBe( true );
		const target = providerAddress( url );
		expect( target.origin ).toBe( 'https://widget-dev.vitrina.delivery' );
		expect( target.searchParams.get( 'city' ) ).toBe( 'Москва' );
		expect( target.searchParams.has( 'companies' ) ).toBe( false );
		expect( target.searchParams.get( 'types' ) ).toBe( '1,2' );
	} );
} );

describe( 'provider calls', () => {
	it( 'fetches cities', async () => {
		const spy = mockProvider( {
			'v2/cities': ( url ) => {
				expect( url.searchParams.get( 'q' ) ).toBe( 'пет' );
				expect( url.searchParams.get( 'lang' ) ).toBe( 'en' );
				return json( {
					cities: [
						{
							name: 'Санкт-Петербург',
							region: 'Санкт-Петербург',
							countryIsoCode: 'RU',
						},
					],
				} );
			},
		} );
		await expect(
			fetchCities( params, 'пет', 'en' )
		).resolves.toHaveLength( 1 );
		expect( spy ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'posts { city, params } to calculate', async () => {
		let body: unknown;
		mockProvider( {
			'v2/delivery/calculate': ( _url, init ) => {
				expect( init?.method ).toBe( 'POST' );
				body = JSON.parse( String( init?.body ) );
				return json( { options: OPTIONS } );
			},
		} );
		await expect( fetchOptions( params, city ) ).resolves.toEqual(
			OPTIONS
		);
		expect( body ).toEqual( { city, params } );
	} );

	it( 'asks points of the company and types', async () => {
		mockProvider( {
			'v2/points': ( url ) => {
				expect( url.searchParams.get( 'companies' ) ).toBe( '10' );
				expect( url.searchParams.get( 'types' ) ).toBe( '1,2' );
				return json( { points: POINTS } );
			},
		} );
		await expect(
			fetchPoints( params, 'Москва', [ '10' ], [ 1, 2 ] )
		).resolves.toEqual( POINTS );
	} );

	it( "sends the parcel's weight and sides, so that points it does not fit are left out", async () => {
		let query: Record< string, string > = {};
		mockProvider( {
			'v2/points': ( url ) => {
				query = Object.fromEntries( url.searchParams );
				return json( { points: POINTS } );
			},
		} );
		await fetchPoints(
			paramsSchema.parse( {
				...params,
				length: 80,
				width: 50,
				height: 45,
			} ),
			'Москва',
			[ '10' ],
			[ 2 ]
		);
		expect( query ).toEqual( {
			city: 'Москва',
			companies: '10',
			types: '2',
			weight: '1.5',
			length: '80',
			width: '50',
			height: '45',
		} );
	} );

	it.each( [
		[ 'a missing key', { cities: undefined } ],
		[ 'a bad item', { cities: [ { region: 'x' } ] } ],
		[ 'a list', [] ],
	] )( 'rejects an answer with %s', async ( _label, answer ) => {
		mockProvider( { 'v2/cities': () => json( answer ) } );
		const error = await fetchCities( params, 'мос', 'ru' ).catch(
			( e ) => e
		);
		expect( providerErrorCode( error ) ).toBe(
			'requestErrorPleaseContactSupport'
		);
	} );

	it( 'rejects options of the wrong shape', async () => {
		mockProvider( {
			'v2/delivery/calculate': () =>
				json( { options: [ { ...OPTIONS[ 0 ], type: 9 } ] } ),
		} );
		await expect( fetchOptions( params, city ) ).rejects.toThrow(
			/Unexpected answer/
		);
	} );

	it.each( [
		[ 401, 'invalidToken' ],
		[ 400, 'requestErrorMaybeInvalidShopId' ],
		[ 403, 'requestErrorPleaseContactSupport' ],
		[ 502, 'requestErrorPleaseContactSupport' ],
	] )( 'maps status %d to %s', async ( status, code ) => {
		mockProvider( { 'v2/points': () => json( { code: 'x' }, status ) } );
		const error = await fetchPoints( params, 'Москва', [], [] ).catch(
			( e ) => e
		);
		expect( providerErrorCode( error ) ).toBe( code );
	} );

	it( 'maps a network failure to apiScriptRequestError, with the widget prefix', async () => {
		vi.spyOn( window, 'fetch' ).mockRejectedValue(
			new TypeError( 'Failed to fetch' )
		);
		const error = await fetchCities( params, 'мос', 'ru' ).catch(
			( e ) => e
		);
		expect( providerErrors( error, 'en' ) ).toEqual( [
			{
				code: 'apiScriptRequestError',
				message: 'Cart widget: Error request to API-script',
			},
		] );
		expect( providerErrors( error, 'ru' )[ 0 ].message ).toBe(
			'Корзинный виджет: Ошибка запроса к API-скрипту'
		);
	} );

	it( 'maps a body that is not JSON to a bad answer', async () => {
		vi.spyOn( window, 'fetch' ).mockResolvedValue(
			new Response( '<html>', { status: 200 } )
		);
		const error = await fetchCities( params, 'мос', 'ru' ).catch(
			( e ) => e
		);
		expect( providerErrorCode( error ) ).toBe(
			'requestErrorPleaseContactSupport'
		);
	} );
} );
