/**
 * The storefront chrome on the server: every page renders the mobile
 * navigation panel (menu, and product categories in the tab layout); the
 * carousel page renders two product carousels with WooCommerce's cards.
 * Compare with a plain page and the shop page of the baseline.
 */
export const name = 'chrome (header, mobile navigation, carousels)';

export async function run( ctx ) {
	const rows = [
		[ 'plain page (header + mobile nav)', '/dostavka-i-oplata/' ],
		[ 'page with two product carousels', '/karuseli/' ],
		[ 'shop page', '/shop/' ],
	];
	const out = [];
	for ( const [ label, url ] of rows ) {
		out.push( { label, ...( await ctx.timeRequests( url ) ) } );
	}
	return out;
}
