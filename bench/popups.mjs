/**
 * Popups on the server: a page that prints a popup (its content through the
 * content filters, its settings, the island's settings) against the same
 * kind of page without one (where the footer only reads one autoloaded
 * option). bench/popups.php makes the popup and the pages, and removes them.
 */
import { lib } from '../bin/run.mjs';

export const name = 'popups (footer with and without a popup)';

export async function run( ctx ) {
	const out = lib( 'wp shop eval-file bench/popups.php setup' );
	const made = JSON.parse( out.split( '\n' ).pop() || '{}' );
	if ( ! made.ids ) {
		throw new Error( `the bench popup could not be made: ${ out }` );
	}
	try {
		return [
			{
				label: 'page without a popup',
				...( await ctx.timeRequests( made.bare ) ),
			},
			{
				label: 'page with a popup (subscription form)',
				...( await ctx.timeRequests( made.page ) ),
			},
		];
	} finally {
		lib(
			`wp shop eval-file bench/popups.php teardown ${ made.ids.join( ' ' ) }`
		);
	}
}
