/**
 * The floor every server-side feature is measured against: a static file,
 * the full WordPress bootstrap (admin-ajax with an unknown action),
 * WooCommerce's light path (its cart fragments), Vitrina's state route
 * beside it, and the shop page.
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
		// The shopper's state: answered before the REST server loads
		// (State::answer_early()); a HEAD is left to the REST server, which
		// runs the same callback: the difference is the REST bootstrap.
		[ 'Vitrina state route (guest)', '/wp-json/vitrina/v1/state' ],
		[
			'Vitrina state route through the REST server (HEAD)',
			'/wp-json/vitrina/v1/state',
			{ method: 'HEAD' },
		],
		[ 'shop page', '/shop/' ],
	];
	const out = [];
	for ( const [ label, url, init ] of rows ) {
		out.push( { label, ...( await ctx.timeRequests( url, init ) ) } );
	}
	return out;
}
