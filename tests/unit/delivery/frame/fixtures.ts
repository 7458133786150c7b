/**
 * Test helpers of the delivery frame: a parent window, the parent's message,
 * provider answers served through a fetch spy.
 */
import type {
	DeliveryOption,
	Point,
} from '../../../../src/delivery/frame/schemas';

export const ORIGIN = 'https://shop.test';

/** A courier address with every field of §9. */
export const ADDRESS = {
	zipCode: '101000',
	street: 'ул. Мясницкая',
	building: '5',
	bulk: '2',
	apartment: '12',
};
export const API_SCRIPT = 'https://shop.test/wp-json/vitrina-widget-api/proxy';

/** A real Window to act as the parent (an iframe's window), with a postMessage spy. */
export function fakeParent() {
	const iframe = document.createElement( 'iframe' );
	document.body.append( iframe );
	const parent = iframe.contentWindow as Window;
	const postMessage = vi.fn();
	parent.postMessage = postMessage as unknown as Window[ 'postMessage' ];
	return { parent, postMessage };
}

export const initMessage = ( params: Record< string, unknown > = {} ) => ( {
	id: 'delivery',
	params: { lang: 'ru', apiScript: API_SCRIPT, devMode: false, ...params },
	settings: { maxWidth: '100%', height: null },
	demoMode: false,
	autoHeight: true,
} );

/**
 * Dispatches a message event on the frame's window.
 *
 * @param data   The message.
 * @param source Its source window.
 * @param origin Its origin.
 */
export function sendMessage(
	data: unknown,
	source: Window | null,
	origin = ORIGIN
) {
	window.dispatchEvent(
		new MessageEvent( 'message', { data, source, origin } )
	);
}

export const OPTIONS: DeliveryOption[] = [
	{
		id: 'tariff-pickup',
		type: 1,
		company: { id: '10', name: 'СДЭК' },
		price: 250,
		days: { min: 2, max: 4 },
		cashPaymentAvailable: true,
		cardPaymentAvailable: true,
		pointTypes: [ 1, 2 ],
	},
	{
		id: 'tariff-courier',
		type: 2,
		company: { id: '11', name: 'Курьер Сервис' },
		name: 'Курьер до двери',
		price: 450.4,
		days: { min: 1, max: 1 },
		cashPaymentAvailable: false,
		cardPaymentAvailable: true,
	},
	{
		id: 'tariff-post',
		type: 3,
		company: { id: '12', name: 'Почта России' },
		price: 300,
		days: { min: 5, max: 9 },
		cashPaymentAvailable: false,
		cardPaymentAvailable: false,
	},
];

export const POINTS: Point[] = [
	{
		id: 'p1',
		type: 1,
		company: { id: '10', name: 'СДЭК' },
		name: 'СДЭК на Тверской',
		address: 'ул. Тверская, д. 1',
		zipCode: '125009',
		city: 'Москва',
		workHours: '10:00–20:00',
		cashPaymentAvailable: false,
		cardPaymentAvailable: true,
		lat: 55.757,
		lng: 37.61,
	},
	{
		id: 'p2',
		type: 2,
		company: { id: '10', name: 'СДЭК' },
		name: 'Постамат у метро',
		address: 'Ленинский проспект, д. 30',
		zipCode: '119334',
		city: 'Москва',
		workHours: '24/7',
		cashPaymentAvailable: false,
		cardPaymentAvailable: false,
		lat: null,
		lng: null,
	},
];

export const json = ( body: unknown, status = 200 ): Response =>
	new Response( JSON.stringify( body ), {
		status,
		headers: { 'Content-Type': 'application/json' },
	} );

/**
 * The provider address a fetch call was forwarded to.
 * @param input
 */
export const providerAddress = ( input: RequestInfo | URL ): URL =>
	new URL( new URL( String( input ) ).searchParams.get( 'url' ) as string );

type Handler = (
	url: URL,
	init?: RequestInit
) => Response | Promise< Response >;

/**
 * Serves the provider's answers through a fetch spy.
 *
 * @param handlers Answer by provider path (`v2/cities`, …).
 */
export function mockProvider( handlers: Record< string, Handler > ) {
	return vi
		.spyOn( window, 'fetch' )
		.mockImplementation( async ( input, init ) => {
			const url = providerAddress( input as RequestInfo );
			const path = url.pathname.replace( /^\//, '' );
			const handler = handlers[ path ];
			if ( ! handler ) {
				return json( { code: 'rest_no_route' }, 404 );
			}
			return handler( url, init );
		} );
}
