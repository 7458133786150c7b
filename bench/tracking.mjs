/**
 * E-commerce tracking on the server: the cart call (yam_get_cart_items) with
 * an empty cart and with three products, against WooCommerce's own cart
 * fragments call for the same cart; the purchase call for an unknown order.
 * (The island asks for the cart only when WooCommerce's cart hash changed.)
 */
export const name =
	'tracking (admin-ajax yam_get_cart_items, yam_get_purchase)';

/**
 * A shopper's cookies with three products in the cart.
 *
 * @param {string} baseUrl The shop.
 */
async function cartCookies( baseUrl ) {
	const res = await fetch(
		new URL(
			'/wp-json/wc/store/v1/products?per_page=3&type=simple',
			baseUrl
		)
	);
	const products = await res.json();
	let cookies = '';
	for ( const product of products ) {
		const add = await fetch( new URL( '/?wc-ajax=add_to_cart', baseUrl ), {
			method: 'POST',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Cookie: cookies,
			},
			body: `product_id=${ product.id }&quantity=1`,
		} );
		await add.arrayBuffer();
		const jar = new Map(
			cookies
				.split( '; ' )
				.filter( Boolean )
				.map( ( c ) => c.split( /=(.*)/s ).slice( 0, 2 ) )
		);
		for ( const line of add.headers.getSetCookie() ) {
			const [ pair ] = line.split( ';' );
			const [ key, value ] = pair.split( /=(.*)/s );
			jar.set( key, value );
		}
		cookies = [ ...jar ]
			.map( ( [ k, v ] ) => `${ k }=${ v }` )
			.join( '; ' );
	}
	return cookies;
}

export async function run( ctx ) {
	const ajax = '/wp-admin/admin-ajax.php?action=';
	const cookies = await cartCookies( ctx.baseUrl );
	const withCart = { headers: { Cookie: cookies } };
	const fragments = {
		method: 'POST',
		headers: { Cookie: cookies },
	};
	return [
		{
			label: 'WooCommerce cart fragments, 3 items',
			...( await ctx.timeRequests(
				'/?wc-ajax=get_refreshed_fragments',
				fragments
			) ),
		},
		{
			label: 'yam_get_cart_items, empty cart',
			...( await ctx.timeRequests( `${ ajax }yam_get_cart_items` ) ),
		},
		{
			label: 'yam_get_cart_items, 3 items',
			...( await ctx.timeRequests(
				`${ ajax }yam_get_cart_items`,
				withCart
			) ),
		},
		{
			label: 'yam_get_purchase, unknown order (404)',
			...( await ctx.timeRequests(
				`${ ajax }yam_get_purchase&order_id=1&order_key=wc_order_x`
			) ),
		},
	];
}
