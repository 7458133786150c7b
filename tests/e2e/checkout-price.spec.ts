import { expect, test, type Page } from '@playwright/test';

/**
 * An honest delivery price on the classic checkout of the local shop
 * (Russian site, embedded provider, demo data; issue 18 item 5): a price
 * that changed after the shopper saw it is shown and confirmed before the
 * order is placed, and a parcel locker too small for the parcel is not
 * offered.
 */
import {
	cartWithProduct,
	checkRadio,
	checkoutWithWidget,
	chooseCourier,
	fillBuyer,
	widget,
} from './checkout';
import { shopPhp } from './utils';

/** The demo lockers' cell (bin/demo/delivery.php): 15 kg, 64 × 41 × 38 cm. */
const LOCKER_LIMITS = {
	max_weight: 15,
	max_length: 64,
	max_width: 41,
	max_height: 38,
};

/**
 * Gives the demo lockers their cell where a shop seeded before the limits
 * existed has none.
 */
function lockersWithLimits() {
	shopPhp(
		`foreach ( get_posts( array( 'post_type' => 'vitrina_dlv_point', 'numberposts' => -1, 'meta_key' => '_vitrina_dlv_type', 'meta_value' => 2 ) ) as $p ) { foreach ( json_decode( '${ JSON.stringify(
			LOCKER_LIMITS
		) }', true ) as $k => $v ) { if ( ! (float) get_post_meta( $p->ID, '_vitrina_dlv_' . $k, true ) ) { update_post_meta( $p->ID, '_vitrina_dlv_' . $k, $v ); } } }`
	);
}

/**
 * The widget's points of the "Быстрая почта" pickup tariff (pickup points
 * and lockers) in the default city.
 *
 * @param page The page.
 */
async function fastPickupPoints( page: Page ) {
	const frame = widget( page );
	await checkRadio(
		frame
			.getByRole( 'group', { name: 'Самовывоз' } )
			.getByRole( 'radio', { name: /Быстрая почта/ } )
	);
	const list = frame.getByRole( 'radiogroup', { name: 'Пункты выдачи' } );
	await expect( list.getByRole( 'radio' ).first() ).toBeVisible();
	return list;
}

test.describe( 'an honest delivery price', () => {
	// Each walks the widget to a choice (twice for the locker): a slow shop needs more than a minute.
	test.setTimeout( 120_000 );

	test( 'a changed price is shown and confirmed before the order is placed', async ( {
		page,
	} ) => {
		await cartWithProduct( page );
		await checkoutWithWidget( page );
		await fillBuyer( page );
		const saved = await chooseCourier( page );
		const tariff = Number( saved.delivery.id );
		expect( tariff ).toBeGreaterThan( 0 );

		// The order review shows the price the shop confirmed.
		const seen = page.locator( 'input[name="vitrina_delivery_price"]' );
		await expect( seen ).toHaveValue( /^\d+(\.\d+)?$/ );
		const before = Number( await seen.inputValue() );
		const after = before + 100;

		// The shop changes the tariff while the shopper looks at the page.
		const base = Number(
			shopPhp(
				`echo get_post_meta( ${ tariff }, '_vitrina_dlv_price_base', true );`
			)
		);
		shopPhp(
			`update_post_meta( ${ tariff }, '_vitrina_dlv_price_base', ${
				base + 100
			} );`
		);
		try {
			await page.locator( '#place_order' ).click();
			const notice = page.locator( '.woocommerce-NoticeGroup-checkout' );
			await expect( notice ).toContainText(
				'Стоимость доставки изменилась'
			);
			await expect( notice ).toContainText( `${ after } ₽` );
			// Not placed: the summary shows the new price, carried by the form.
			await expect( page ).toHaveURL( /\/checkout\/$/ );
			await expect( seen ).toHaveValue( String( after ) );
			await expect(
				page.locator( '.woocommerce-checkout-review-order-table' )
			).toContainText( String( after ) );
			await expect(
				page.locator( '.vitrina-delivery__summary' )
			).toContainText( String( after ) );

			// The shopper confirms: the order goes through at the new price.
			await page.locator( '#place_order' ).click();
			await expect( page ).toHaveURL( /order-received/, {
				timeout: 30_000,
			} );
			const order = Number(
				/order-received\/(\d+)/.exec( page.url() )?.[ 1 ]
			);
			expect(
				Number(
					shopPhp(
						`echo wc_get_order( ${ order } )->get_shipping_total();`
					)
				)
			).toBe( after );
		} finally {
			shopPhp(
				`update_post_meta( ${ tariff }, '_vitrina_dlv_price_base', ${ base } );`
			);
		}
	} );

	test( 'a locker is hidden for an oversize parcel, which is priced by its volumetric weight', async ( {
		page,
	} ) => {
		lockersWithLimits();
		// A big box (80 × 50 × 45 cm), kept out of the catalogue's lists.
		const box = Number(
			shopPhp(
				`$p = new WC_Product_Simple(); $p->set_name( 'Большая коробка (тест)' ); $p->set_regular_price( '1000' ); $p->set_weight( '3' ); $p->set_length( '80' ); $p->set_width( '50' ); $p->set_height( '45' ); $p->set_catalog_visibility( 'hidden' ); echo $p->save();`
			)
		);
		expect( box ).toBeGreaterThan( 0 );
		// The same price and no sides: 36 kg (the box's volumetric weight)
		// and 3 kg (its real weight).
		const [ heavy, light ] = [ '36', '3' ].map( ( weight ) =>
			Number(
				shopPhp(
					`$p = new WC_Product_Simple(); $p->set_name( 'Посылка ${ weight } кг (тест)' ); $p->set_regular_price( '1000' ); $p->set_weight( '${ weight }' ); $p->set_catalog_visibility( 'hidden' ); echo $p->save();`
				)
			)
		);
		try {
			// A small parcel: the lockers are offered.
			await cartWithProduct( page );
			await checkoutWithWidget( page );
			const points = await fastPickupPoints( page );
			await expect(
				points.getByRole( 'radio', { name: /Постамат/ } ).first()
			).toBeVisible();

			// With the big box the parcel fits no locker cell.
			await page.goto( `/?add-to-cart=${ box }` );
			await checkoutWithWidget( page );
			const fewer = await fastPickupPoints( page );
			await expect(
				fewer.getByRole( 'radio', { name: /Пункт выдачи/ } ).first()
			).toBeVisible();
			await expect(
				fewer.getByRole( 'radio', { name: /Постамат/ } )
			).toHaveCount( 0 );

			// The box alone is priced as a parcel of its volumetric weight
			// (80 × 50 × 45 / 5000 = 36 kg): as 36 kg without sides, more
			// than its real 3 kg without sides.
			const fastPrice = async ( product: number ) => {
				await page.context().clearCookies();
				await page.goto( `/?add-to-cart=${ product }` );
				await checkoutWithWidget( page );
				const label = widget( page )
					.getByRole( 'group', { name: 'Самовывоз' } )
					.locator( 'label' )
					.filter( { hasText: 'Быстрая почта' } );
				const text = ( await label.textContent() ) ?? '';
				return Number(
					/(\d[\d\s\u00a0]*)\s*₽/
						.exec( text )?.[ 1 ]
						.replace( /[\s\u00a0]/g, '' )
				);
			};
			const boxPrice = await fastPrice( box );
			expect( boxPrice ).toBe( await fastPrice( heavy ) );
			expect( boxPrice ).toBeGreaterThan( await fastPrice( light ) );
		} finally {
			shopPhp(
				`foreach ( array( ${ box }, ${ heavy }, ${ light } ) as $id ) { wp_delete_post( $id, true ); }`
			);
		}
	} );
} );
