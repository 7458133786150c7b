/**
 * The product page's weight in the browser: bytes (raw and gzip) of the
 * scripts and styles a first view of the variable product loads, and what
 * opening the lightbox adds (its code is loaded on first open only). Also
 * times the page's own request.
 */
import {
	collect,
	freshContext,
	kib,
	launchChromium,
	sum,
} from './lib/browser.mjs';

export const name =
	'product page (variable): bytes loaded, lightbox closed vs opened';

const PRODUCT = '/product/kastryulya-emalirovannaya-klassika/';
const ONE_PICTURE = '/product/lopatka-silikonovaya/';

const kb = ( n ) => kib( n ).padStart( 8 );

function line( label, s ) {
	// eslint-disable-next-line no-console -- the bench's report.
	console.log(
		`${ label.padEnd( 44 ) } ${ String( s.files ).padStart( 5 ) } ${ kb(
			s.raw
		) } ${ kb( s.gzip ) }`
	);
}

export async function run( ctx ) {
	const browser = await launchChromium();
	try {
		const context = await freshContext( browser );
		const page = await context.newPage();
		const entries = collect( page );
		await page.goto( new URL( PRODUCT, ctx.baseUrl ).href );
		await page.waitForLoadState( 'networkidle' );
		const first = entries.slice();
		const own = ( e ) => e.url.includes( '/vitrina/build/product/' );
		const before = await sum( first );
		const beforeOwn = await sum( first, own );
		const lightbox = ( e ) => /build\/product\/lightbox/.test( e.url );
		if ( ( await sum( first, lightbox ) ).files ) {
			throw new Error( 'the lightbox code loaded before it was opened' );
		}
		await page.locator( '.vitrina-gallery__open' ).click();
		await page.locator( '.pswp--open' ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		const added = entries.slice( first.length );
		const opened = await sum( added );
		// eslint-disable-next-line no-console -- the bench's report.
		console.log(
			'scripts and styles                            files   raw KiB  gzip KiB'
		);
		line( 'first view, everything', before );
		line( 'first view, product island', beforeOwn );
		line(
			'  of it the slider chunk',
			await sum( first, ( e ) => /build\/product\/swiper/.test( e.url ) )
		);
		line( 'opening the lightbox adds', opened );
		line( 'everything after opening', {
			files: before.files + opened.files,
			raw: before.raw + opened.raw,
			gzip: before.gzip + opened.gzip,
		} );
		await context.close();

		// A product with one picture: no slider code.
		const single = await freshContext( browser );
		const one = await single.newPage();
		const oneEntries = collect( one );
		await one.goto( new URL( ONE_PICTURE, ctx.baseUrl ).href );
		await one.waitForLoadState( 'networkidle' );
		line( 'one-picture product, everything', await sum( oneEntries ) );
		line(
			'one-picture product, product island',
			await sum( oneEntries, own )
		);
		await single.close();
	} finally {
		await browser.close();
	}
	return [
		{
			label: 'product page (variable)',
			...( await ctx.timeRequests( PRODUCT ) ),
		},
	];
}
