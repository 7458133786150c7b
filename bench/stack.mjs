/**
 * The storefront through the production-like stack (bin/stack.sh: Varnish,
 * nginx, two PHP-FPM web nodes, Redis), through Varnish and without it
 * (nginx straight to the web nodes): a product page for a browsing guest, the
 * state request, a guest's add to the wishlist, and Varnish's hit ratio for
 * browsing guests after warm-up. Starts the stack when it does not run (and
 * stops it afterwards); says so and reports nothing when it cannot start.
 *
 * npm run bench -- --only=stack
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../bin/run.mjs';

export const name =
	'stack: through Varnish and without it (nginx, two web nodes, Redis)';

const VARNISH = `http://127.0.0.1:${ process.env.VITRINA_STACK_PORT || 8080 }`;
const NGINX = `http://127.0.0.1:${
	process.env.VITRINA_STACK_NGINX_PORT || 8081
}`;

/** The cookies a browsing guest's browser holds (written by Vitrina's scripts). */
const SCRIPT_COOKIES =
	'vitrina_recently_viewed=47|67; vitrina_attr=%7B%7D; vitrina_attr_session=1';

function percentile( sorted, p ) {
	return sorted[
		Math.min( sorted.length - 1, Math.floor( sorted.length * p ) )
	];
}

const stats = ( times ) => {
	times.sort( ( a, b ) => a - b );
	return { median: percentile( times, 0.5 ), p95: percentile( times, 0.95 ) };
};

const sh = ( args ) =>
	spawnSync( 'bash', args, { cwd: ROOT, encoding: 'utf8' } );

const running = () =>
	sh( [
		'-c',
		'[ -f .wp/stack/varnish.pid ] && kill -0 "$(cat .wp/stack/varnish.pid)" 2>/dev/null',
	] ).status === 0;

const ban = () =>
	spawnSync( 'varnishadm', [
		'-n',
		path.join( ROOT, '.wp/stack/varnish' ),
		'ban',
		'req.url ~ .',
	] );

/** A minimal cookie jar. */
function jar() {
	const cookies = new Map();
	return {
		header: () =>
			[ ...cookies ].map( ( [ k, v ] ) => `${ k }=${ v }` ).join( '; ' ),
		take( res ) {
			for ( const line of res.headers.getSetCookie?.() ?? [] ) {
				const [ pair ] = line.split( ';' );
				const at = pair.indexOf( '=' );
				cookies.set( pair.slice( 0, at ).trim(), pair.slice( at + 1 ) );
			}
		},
	};
}

async function get( url, cookie = '' ) {
	const res = await fetch( url, {
		redirect: 'manual',
		headers: cookie ? { Cookie: cookie } : {},
	} );
	const body = await res.text();
	if ( res.status !== 200 ) {
		throw new Error(
			`${ url }: HTTP ${ res.status } ${ body.slice( 0, 200 ) }`
		);
	}
	return { res, body };
}

/**
 * The median and p95 of `rounds` GETs of a URL, after 3 warm-ups.
 *
 * @param {Function} url    Gives the URL of each round.
 * @param {string}   cookie The Cookie header.
 * @param {number}   rounds Rounds timed.
 */
async function time( url, cookie, rounds ) {
	const times = [];
	for ( let i = 0; i < rounds + 3; i++ ) {
		const t0 = performance.now();
		await get( url( i ), cookie );
		if ( i >= 3 ) {
			times.push( performance.now() - t0 );
		}
	}
	return stats( times );
}

/**
 * A guest's add to the wishlist (each round adds, then removes untimed).
 *
 * @param {string} base   Varnish or nginx.
 * @param {number} id     Product.
 * @param {number} rounds Rounds timed.
 */
async function addToWishlist( base, id, rounds ) {
	const cookies = jar();
	const first = await fetch( `${ base }/wp-json/vitrina/v1/state?start=1` );
	cookies.take( first );
	const { nonces } = await first.json();
	const ajax = `${ base }/wp-admin/admin-ajax.php`;
	const call = async ( action ) => {
		const res = await fetch(
			`${ ajax }?action=${ action }&product_id=${ id }&key=${ nonces.wishlist }`,
			{ headers: { Cookie: cookies.header() } }
		);
		cookies.take( res );
		const body = await res.text();
		if ( res.status !== 200 ) {
			throw new Error( `${ action }: HTTP ${ res.status } ${ body }` );
		}
	};
	const times = [];
	for ( let i = 0; i < rounds + 3; i++ ) {
		const t0 = performance.now();
		await call( 'woodmart_add_to_wishlist' );
		if ( i >= 3 ) {
			times.push( performance.now() - t0 );
		}
		await call( 'woodmart_remove_from_wishlist' );
	}
	return stats( times );
}

export async function run( ctx ) {
	const wasRunning = running();
	if ( ! wasRunning && sh( [ 'bin/stack.sh', 'start' ] ).status !== 0 ) {
		return [
			{
				text: 'the stack did not start (npm run stack says why): nothing measured',
			},
		];
	}
	try {
		const products = await (
			await fetch(
				`${ VARNISH }/wp-json/wc/store/v1/products?per_page=12`
			)
		).json();
		const paths = products.map( ( p ) => new URL( p.permalink ).pathname );
		const product = paths[ 0 ];
		const rows = [];

		ban();
		await get( VARNISH + product );
		rows.push( {
			label: 'product page, browsing guest, Varnish',
			...( await time(
				() => VARNISH + product,
				SCRIPT_COOKIES,
				ctx.requests
			) ),
		} );
		rows.push( {
			label: 'product page, browsing guest, no cache',
			...( await time(
				() => NGINX + product,
				SCRIPT_COOKIES,
				ctx.requests
			) ),
		} );
		rows.push( {
			label: 'state request, Varnish (passed)',
			...( await time(
				() => `${ VARNISH }/wp-json/vitrina/v1/state`,
				'',
				ctx.requests
			) ),
		} );
		rows.push( {
			label: 'state request, no cache',
			...( await time(
				() => `${ NGINX }/wp-json/vitrina/v1/state`,
				'',
				ctx.requests
			) ),
		} );
		rows.push( {
			label: 'add to wishlist, guest, Varnish',
			...( await addToWishlist(
				VARNISH,
				products[ 1 ].id,
				ctx.requests
			) ),
		} );
		rows.push( {
			label: 'add to wishlist, guest, no cache',
			...( await addToWishlist( NGINX, products[ 1 ].id, ctx.requests ) ),
		} );

		// Hit ratio: shop and product pages, warmed once, then each asked
		// three times by browsing guests (with the cookies their scripts keep).
		const pages = [ '/shop/', ...paths ];
		ban();
		for ( const p of pages ) {
			await get( VARNISH + p );
		}
		let hits = 0;
		let total = 0;
		for ( let round = 0; round < 3; round++ ) {
			for ( const p of pages ) {
				const { res } = await get( VARNISH + p, SCRIPT_COOKIES );
				total++;
				hits += res.headers.get( 'x-cache' ) === 'HIT' ? 1 : 0;
			}
		}
		rows.push( {
			text: `hit ratio, browsing guests after warm-up: ${ hits }/${ total } = ${ (
				( hits / total ) *
				100
			).toFixed( 1 ) }% (shop and ${ paths.length } product pages)`,
		} );
		return rows;
	} finally {
		if ( ! wasRunning ) {
			sh( [ 'bin/stack.sh', 'stop' ] );
		}
	}
}
