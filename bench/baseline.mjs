/**
 * The floor every server-side feature is measured against: a static file,
 * the full WordPress bootstrap (admin-ajax with an unknown action),
 * WooCommerce's light path, and the shop page.
 */
export const name = 'baseline (WordPress + WooCommerce on this machine)';

export async function run( ctx ) {
	const rows = [
		[ 'static file', '/wp-includes/images/blank.gif' ],
		[
			'admin-ajax, unknown action',
			'/wp-admin/admin-ajax.php?action=vitrina_bench_none',
		],
		[
			'wc-ajax get_refreshed_fragments',
			'/?wc-ajax=get_refreshed_fragments',
		],
		[ 'shop page', '/shop/' ],
	];
	const out = [];
	for ( const [ label, url ] of rows ) {
		out.push( { label, ...( await ctx.timeRequests( url ) ) } );
	}
	return out;
}
