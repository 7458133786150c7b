import { expect, test, type Page } from '@playwright/test';
import { checkRadio } from './checkout';
import { SHOP_URL, shopPhp } from './utils';

/**
 * The loader and the embedded provider's frame on a plain page of the shop's
 * origin (no WordPress theme, no WooCommerce scripts): the page is served by
 * the test, everything it loads comes from the real shop.
 */
const PLAIN = `${ SHOP_URL }/vitrina-e2e-plain-page/`;

const EVENTS = [ 'start', 'change', 'stepChange', 'select', 'done', 'error' ];

async function openPlainPage( page: Page, params: Record< string, unknown > ) {
	await page.route( PLAIN, ( route ) =>
		route.fulfill( {
			contentType: 'text/html; charset=utf-8',
			body: `<!doctype html><html><head><meta charset="utf-8"><title>Plain</title></head>
<body><h1>Checkout</h1><div id="widget"></div>
<script src="/wp-content/plugins/vitrina/build/delivery-widget/loader.js"></script>
<script>
window.events = [];
window.widget = new VitrinaCartWidget( 'widget', ${ JSON.stringify( params ) } );
${ JSON.stringify( EVENTS ) }.forEach( function ( name ) {
	window.widget.on( name, function ( data ) { window.events.push( { name: name, data: data } ); } );
} );
</script></body></html>`,
		} )
	);
	await page.goto( PLAIN );
}

const events = ( page: Page ) =>
	page.evaluate(
		() =>
			( window as unknown as { events: { name: string; data: any }[] } )
				.events
	);

const cart = {
	products: [
		{
			name: 'Чайник заварочный',
			vendorCode: 'VT-1',
			price: 1890,
			count: 1,
		},
		{ name: 'Чай чёрный', vendorCode: 'VT-2', price: 450, count: 2 },
	],
	weight: 1.4,
	priceDeclared: 2790,
};

test.describe( 'delivery widget on a plain page (embedded provider)', () => {
	test( 'pickup: city, tariff, point, contacts, confirmation, payment', async ( {
		page,
	} ) => {
		await openPlainPage( page, { lang: 'en', ...cart } );
		const iframe = page.locator( 'iframe[name="widget"]' );
		await expect( iframe ).toHaveCount( 1 );
		// Height reserved from the start.
		expect( ( await iframe.boundingBox() )?.height ).toBeGreaterThanOrEqual(
			320
		);

		const frame = page.frameLocator( 'iframe[name="widget"]' );
		await expect(
			frame.getByRole( 'heading', { name: 'Choose a delivery method' } )
		).toBeVisible();
		await expect
			.poll( async () => ( await events( page ) ).map( ( e ) => e.name ) )
			.toContain( 'start' );

		await frame
			.getByRole( 'group', { name: 'Pickup' } )
			.getByRole( 'radio' )
			.first()
			.check();
		const points = frame.getByRole( 'radiogroup', {
			name: 'Pickup points',
		} );
		// The first point listed may be served by another of the company's
		// tariffs: choosing it switches the tariff, and the list is drawn
		// again; the choice is made until it holds.
		await checkRadio( points.getByRole( 'radio' ).first() );
		await frame.getByRole( 'button', { name: 'Continue' } ).click();

		await frame.getByLabel( 'Name' ).fill( 'Анна Петрова' );
		await frame.getByLabel( 'Phone' ).fill( '+7 900 123-45-67' );
		await frame.getByLabel( 'Email' ).fill( 'anna@example.com' );
		await frame.getByRole( 'button', { name: 'Continue' } ).click();

		await expect(
			frame.getByRole( 'heading', { name: 'Check your delivery' } )
		).toBeVisible();
		await frame.getByRole( 'button', { name: 'Confirm' } ).click();
		await frame.getByRole( 'button', { name: 'Done' } ).click();

		await expect
			.poll( async () => ( await events( page ) ).map( ( e ) => e.name ) )
			.toContain( 'done' );
		const all = await events( page );
		const steps = all
			.filter( ( e ) => e.name === 'stepChange' )
			.map( ( e ) => e.data.step );
		expect( steps ).toEqual(
			expect.arrayContaining( [
				'formStep',
				'confirmationStep',
				'payStep',
			] )
		);
		const selection = all.find( ( e ) => e.name === 'select' )?.data;
		expect( selection.city.name ).toBe( 'Москва' );
		expect( selection.delivery.type ).toBe( 1 );
		expect( selection.delivery.point.address ).not.toBe( '' );
		expect( selection.delivery.point.zipCode ).toMatch( /^\d{6}$/ );
		expect( typeof selection.delivery.cashPaymentAvailable ).toBe(
			'boolean'
		);
		expect( selection.contacts.phone ).toMatch( /^\+?\d+$/ );
		expect( selection._meta.commonDeliveryDataHTML ).toContain(
			selection.delivery.point.address.split( ',' )[ 0 ]
		);
		expect( all.filter( ( e ) => e.name === 'error' ) ).toEqual( [] );
	} );

	test( 'courier: the address in the summary follows the shop format', async ( {
		page,
	} ) => {
		await openPlainPage( page, { lang: 'en', ...cart } );
		const frame = page.frameLocator( 'iframe[name="widget"]' );
		await frame
			.getByRole( 'group', { name: 'Courier' } )
			.getByRole( 'radio' )
			.first()
			.check();
		await frame.getByRole( 'button', { name: 'Continue' } ).click();
		await frame.getByLabel( 'Name' ).fill( 'Иван Смирнов' );
		await frame.getByLabel( 'Phone' ).fill( '89001234567' );
		await frame.getByLabel( 'Email' ).fill( 'ivan@example.com' );
		await frame.getByLabel( 'Postcode' ).fill( '101000' );
		await frame.getByLabel( 'Street' ).fill( 'ул. Мясницкая' );
		await frame.getByLabel( 'House' ).fill( '5' );
		await frame.getByLabel( 'Block' ).fill( '2' );
		await frame.getByLabel( 'Apartment or office' ).fill( '12' );
		await frame.getByRole( 'button', { name: 'Continue' } ).click();
		await expect( frame.locator( 'body' ) ).toContainText( 'д.5 (корп.2)' );
		await expect( frame.locator( 'body' ) ).toContainText( 'Кв/офис 12' );
		await frame.getByRole( 'button', { name: 'Confirm' } ).click();

		await expect
			.poll( async () => ( await events( page ) ).map( ( e ) => e.name ) )
			.toContain( 'select' );
		const selection = ( await events( page ) ).find(
			( e ) => e.name === 'select'
		)?.data;
		expect( selection.delivery.type ).toBe( 2 );
		expect( selection.contacts.address ).toMatchObject( {
			zipCode: '101000',
			street: 'ул. Мясницкая',
			building: '5',
			bulk: '2',
			apartment: '12',
		} );
	} );

	test( 'speaks Russian with lang ru; the frame is one script of its own (React and its texts bundled)', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( r ) => {
			if (
				r.resourceType() === 'script' &&
				r.frame() !== page.mainFrame()
			) {
				scripts.push( new URL( r.url() ).pathname );
			}
		} );
		await openPlainPage( page, { lang: 'ru', ...cart } );
		const frame = page.frameLocator( 'iframe[name="widget"]' );
		await expect(
			frame.getByRole( 'heading', { name: 'Выберите способ доставки' } )
		).toBeVisible();
		expect( scripts ).toEqual( [
			expect.stringMatching( /\/build\/delivery\/frame\.js$/ ),
		] );
	} );

	test( 'bad parameters reach the error handler with the catalogue text', async ( {
		page,
	} ) => {
		await openPlainPage( page, { lang: 'en', products: [] } );
		await expect
			.poll( async () => ( await events( page ) ).length )
			.toBe( 1 );
		const [ error ] = await events( page );
		expect( error.name ).toBe( 'error' );
		expect( error.data ).toEqual( [
			{
				code: 'paramProductsEmpty',
				message:
					"Cart widget: Parameter 'products' must be an array and non-empty",
			},
		] );
	} );
	/**
	 * Issue 18 item 4: the pickup map. Its code and tiles load only when the
	 * shopper opens it, its tiles come from the shop (the setting, served by
	 * bin/mu-plugins/map-tiles.php), a marker chooses the point in the list,
	 * the list marks it on the map, and the filters hide points of both.
	 */
	test( 'pickup map: loaded on demand, in step with the list, filtered', async ( {
		page,
	} ) => {
		const saved = shopPhp(
			`require_once VITRINA_DIR . '/bin/demo/delivery.php'; vitrina_demo_delivery_place(); $s = get_option( 'vitrina_settings', array() ); echo wp_json_encode( $s['delivery_map_tiles'] ?? null ); $s['delivery_map_tiles'] = '${ SHOP_URL }/?vitrina_test_tile={z}/{x}/{y}'; update_option( 'vitrina_settings', $s );`
		);
		try {
			const requests: string[] = [];
			page.on( 'request', ( request ) => requests.push( request.url() ) );
			const mapCode = ( url: string ) =>
				/build\/delivery\/map\.(js|css)/.test( url );
			const tile = ( url: string ) =>
				url.includes( 'vitrina_test_tile=' );

			await openPlainPage( page, { lang: 'en', ...cart } );
			const frame = page.frameLocator( 'iframe[name="widget"]' );
			await frame
				.getByRole( 'group', { name: 'Pickup' } )
				.getByRole( 'radio', { name: /Быстрая почта/ } )
				.check();
			const list = frame.getByRole( 'radiogroup', {
				name: 'Pickup points',
			} );
			await expect( list.getByRole( 'radio' ) ).toHaveCount( 4 );
			await frame
				.getByRole( 'group', { name: 'Delivery company' } )
				.getByRole( 'button', { name: 'All' } )
				.click();
			await expect( list.getByRole( 'radio' ) ).toHaveCount( 7 );
			expect( requests.filter( mapCode ) ).toEqual( [] );
			expect( requests.filter( tile ) ).toEqual( [] );

			await frame.getByRole( 'button', { name: 'Map' } ).click();
			const map = frame.getByRole( 'region', {
				name: 'Map of pickup points',
			} );
			const markers = map.locator( '.vitrina-frame-marker-icon' );
			const clusters = map.locator( '.vitrina-frame-cluster' );
			await expect( markers.first() ).toBeVisible();
			expect( requests.filter( mapCode ).length ).toBe( 2 );
			await expect
				.poll( () => requests.filter( tile ).length )
				.toBeGreaterThan( 0 );
			// Every marker: one per point, or in a cluster that counts it.
			await expect
				.poll( async () => {
					const counts = await clusters.allInnerTexts();
					return (
						( await markers.count() ) +
						counts.reduce(
							( sum, text ) => sum + Number( text ),
							0
						)
					);
				} )
				.toBe( 7 );

			// A filter hides points on the map and in the list.
			await frame
				.getByRole( 'group', { name: 'Point type' } )
				.getByRole( 'button', { name: 'Parcel locker' } )
				.click();
			await expect( list.getByRole( 'radio' ) ).toHaveCount( 2 );
			await expect( markers ).toHaveCount( 2 );
			await expect( clusters ).toHaveCount( 0 );

			// A marker chooses its point in the list.
			const kurskaya = await list
				.locator( 'label', { hasText: 'Курская' } )
				.getAttribute( 'data-point-id' );
			await map
				.locator(
					`.vitrina-frame-marker-icon[data-point-id="${ kurskaya }"]`
				)
				.click();
			await expect(
				list.getByRole( 'radio', { name: /Курская/ } )
			).toBeChecked();
			await expect(
				map.locator( `[data-point-id="${ kurskaya }"]` )
			).toHaveClass( /vitrina-frame-marker--selected/ );

			// The list marks its choice on the map.
			await list.getByRole( 'radio', { name: /Белорусская/ } ).check();
			const belorusskaya = await list
				.locator( 'label', { hasText: 'Белорусская' } )
				.getAttribute( 'data-point-id' );
			await expect(
				map.locator( `[data-point-id="${ belorusskaya }"]` )
			).toHaveClass( /vitrina-frame-marker--selected/ );
			await expect(
				map.locator( '.vitrina-frame-marker--selected' )
			).toHaveCount( 1 );

			// No locker takes cash: the cash filter leaves none.
			await frame
				.getByRole( 'button', { name: 'Cash on delivery' } )
				.click();
			await expect( list.getByRole( 'radio' ) ).toHaveCount( 0 );
			await expect( markers ).toHaveCount( 0 );

			// Nothing was asked of another origin.
			const origin = new URL( SHOP_URL ).origin;
			expect(
				requests.filter(
					( url ) =>
						/^https?:/.test( url ) &&
						new URL( url ).origin !== origin
				)
			).toEqual( [] );
		} finally {
			shopPhp(
				`$s = get_option( 'vitrina_settings', array() ); $v = json_decode( '${ saved.trim() }', true ); if ( null === $v ) { unset( $s['delivery_map_tiles'] ); } else { $s['delivery_map_tiles'] = $v; } update_option( 'vitrina_settings', $s );`
			);
		}
	} );
} );
