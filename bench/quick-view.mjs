/**
 * Quick view and quick shop answers (wc-ajax, the product's markup only)
 * against loading the product's own page, for a variable product of the demo
 * shop; and the panel's quantity change against WooCommerce's fragments.
 */
export const name = 'quick view (cart island) vs the product page';

const PRODUCT = '/product/kastryulya-emalirovannaya-klassika/';

export async function run( ctx ) {
	const page = await fetch( new URL( PRODUCT, ctx.baseUrl ) );
	const html = await page.text();
	const id = /name="add-to-cart" value="(\d+)"/.exec( html )?.[ 1 ];
	if ( ! page.ok || ! id ) {
		throw new Error( `no product id found on ${ PRODUCT }` );
	}
	const rows = [
		[ 'product page (variable)', PRODUCT ],
		[
			'quick view woodmart_quick_view',
			`/?wc-ajax=woodmart_quick_view&id=${ id }&action=woodmart_quick_view`,
		],
		[
			'quick shop woodmart_quick_shop',
			`/?wc-ajax=woodmart_quick_shop&id=${ id }`,
		],
		[
			'quick view, unknown product (404)',
			'/?wc-ajax=woodmart_quick_view&id=999999999',
		],
	];
	const out = [];
	for ( const [ label, url ] of rows ) {
		out.push( { label, ...( await ctx.timeRequests( url ) ) } );
	}
	return out;
}
