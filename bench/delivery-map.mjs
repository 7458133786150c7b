/**
 * The pickup map's weight on the checkout (issue 18 item 4): the classic
 * checkout with one product in the cart and the delivery widget shown, in
 * Chromium, first with the map closed (what every shopper loads: the page,
 * the widget's frame, no map code), then what opening the map adds (its
 * chunk, the tiles, the points of the map's box).
 *
 * And the size of WooCommerce's order review refresh (`update_order_review`)
 * with the widget's method chosen, the shopper's city being the demo city
 * with the most pickup points, beside the same answer with a flat rate:
 * the widget adds its figures and nothing of the points (issue 18: under
 * 20 kB extra whatever the city).
 *
 * The tiles come from the local shop (bin/mu-plugins/map-tiles.php): the
 * setting delivery_map_tiles is pointed there for the run and put back.
 */
import zlib from 'node:zlib';
import {
	collect,
	freshContext,
	kib,
	launchChromium,
	sum,
} from './lib/browser.mjs';
import { SIMPLE, productId, requireLocalShop, shopPhp } from './lib/shop.mjs';

export const name =
	'delivery map: checkout bytes before the map opens, and what opening it adds';

const mapCode = ( url ) => /build\/delivery\/map\.(js|css)/.test( url );
const boundsCall = ( url ) =>
	/v2%2Fpoints%2Fbounds|v2\/points\/bounds/i.test( url );

const orderReview = ( res ) => /wc-ajax=update_order_review/.test( res.url() );

/**
 * The bytes of the order review refresh that a shipping method's choice asks.
 *
 * @param {import('playwright-core').Page}    page  The checkout page.
 * @param {import('playwright-core').Locator} input The method's radio.
 * @return {Promise<{raw: number, gzip: number}|null>} Raw and gzip bytes, or null when the method is not offered (or already chosen).
 */
async function refreshBytes( page, input ) {
	if ( ! ( await input.count() ) || ( await input.isChecked() ) ) {
		return null;
	}
	const answer = page.waitForResponse( orderReview );
	await input.check();
	const body = await ( await answer ).body();
	return {
		raw: body.length,
		gzip: zlib.gzipSync( body, { level: 9 } ).length,
	};
}

export async function run( ctx ) {
	requireLocalShop( ctx );
	// The demo city with the most pickup points.
	const city = shopPhp(
		`global $wpdb; echo (string) $wpdb->get_var( "SELECT m.meta_value FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = 'vitrina_dlv_point' AND p.post_status = 'publish' AND m.meta_key = '_vitrina_dlv_city' GROUP BY m.meta_value ORDER BY COUNT(*) DESC LIMIT 1" );`
	).trim();
	const points = shopPhp(
		`global $wpdb; echo (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = 'vitrina_dlv_point' AND p.post_status = 'publish' AND m.meta_key = '_vitrina_dlv_city' AND m.meta_value = %s", ${ JSON.stringify(
			city
		) } ) );`
	).trim();
	const saved = shopPhp(
		`require_once VITRINA_DIR . '/bin/demo/delivery.php'; vitrina_demo_delivery_place(); $s = get_option( 'vitrina_settings', array() ); echo wp_json_encode( $s['delivery_map_tiles'] ?? null ); $s['delivery_map_tiles'] = '${ ctx.baseUrl.replace(
			/\/$/,
			''
		) }/?vitrina_test_tile={z}/{x}/{y}'; update_option( 'vitrina_settings', $s );`
	).trim();
	const restore = () =>
		shopPhp(
			`$s = get_option( 'vitrina_settings', array() ); $v = json_decode( '${ saved }', true ); if ( null === $v ) { unset( $s['delivery_map_tiles'] ); } else { $s['delivery_map_tiles'] = $v; } update_option( 'vitrina_settings', $s );`
		);
	const browser = await launchChromium();
	try {
		const context = await freshContext( browser );
		const product = await productId( ctx.baseUrl, SIMPLE );
		await context.request.get(
			new URL( `/?add-to-cart=${ product }`, ctx.baseUrl ).href
		);
		const page = await context.newPage();
		const entries = collect( page );
		const tiles = collect( page, ( url ) =>
			url.includes( 'vitrina_test_tile=' )
		);
		const answers = collect( page, boundsCall );
		await page.goto( new URL( '/checkout/', ctx.baseUrl ).href, {
			waitUntil: 'load',
		} );
		// The shopper's city, then a flat rate and the widget's method: the
		// order review refresh each asks.
		if ( city ) {
			const answer = page.waitForResponse( orderReview );
			await page.locator( '#billing_city' ).fill( city );
			await page.locator( '#billing_city' ).blur();
			await answer.catch( () => null );
		}
		const flat = await refreshBytes(
			page,
			page.locator( '#shipping_method input[value^="flat_rate"]' )
		);
		// The widget is shown while the shop's delivery method is chosen.
		const method = page.locator(
			'#shipping_method input[value^="vitrina"]'
		);
		const ours = await refreshBytes( page, method );
		if ( ! ours && ! ( await method.isChecked() ) ) {
			throw new Error( "the widget's method is not offered" );
		}
		const frame = page.frameLocator( '#vitrina-delivery-widget iframe' );
		const pickup = frame
			.getByRole( 'group', { name: /Pickup|Самовывоз/ } )
			.getByRole( 'radio' )
			.first();
		await pickup.check( { timeout: 30000 } );
		await frame
			.getByRole( 'radiogroup', { name: /Pickup points|Пункты выдачи/ } )
			.getByRole( 'radio' )
			.first()
			.waitFor();
		await page.waitForLoadState( 'networkidle' );
		const before = entries.slice();
		const closed = await sum( before );
		if ( before.some( ( e ) => mapCode( e.url ) ) ) {
			throw new Error( 'the map code loaded before the map was opened' );
		}

		const answered = page.waitForResponse( ( res ) =>
			boundsCall( res.url() )
		);
		await frame.getByRole( 'button', { name: /^(Map|Карта)$/ } ).click();
		await frame
			.locator( '.vitrina-frame-marker-icon, .vitrina-frame-cluster' )
			.first()
			.waitFor();
		await page.waitForLoadState( 'networkidle' );
		await answered;
		const added = await sum( entries.slice( before.length ) );
		await Promise.all( [ ...tiles, ...answers ].map( ( e ) => e.done ) );
		const tileBytes = tiles.reduce( ( a, e ) => a + e.gzip, 0 );
		const answerBytes = answers.reduce( ( a, e ) => a + e.gzip, 0 );
		await context.close();
		const review = ours
			? `${ ours.raw } B (${ ours.gzip } B gzip)${
					flat
						? `, ${ ours.raw - flat.raw } B more than with a flat rate (${
								flat.raw
							} B)`
						: ''
				}`
			: 'not measured (the method was chosen before the page loaded)';
		return [
			{
				text: `  update_order_review with the widget's method, city ${
					city || '(none)'
				} (${ points } pickup points, the most of the demo cities): ${ review }`,
			},
			{
				text: `  checkout, widget shown, map closed: ${ closed.files } JS/CSS files, ${ kib(
					closed.gzip
				) } KiB gzip (no map code)`,
			},
			{
				text: `  opening the map adds: ${ added.files } JS/CSS files, ${ kib(
					added.gzip
				) } KiB gzip; ${ tiles.length } tiles (${ kib(
					tileBytes
				) } KiB, the local test tiles); ${ answers.length } points-in-bounds answer(s), ${ kib(
					answerBytes
				) } KiB gzip`,
			},
		];
	} finally {
		await browser.close();
		restore();
	}
}
