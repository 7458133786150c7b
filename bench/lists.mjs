/**
 * Wishlist and compare calls against WooCommerce's own admin-ajax add to
 * cart on the same shop. Each list call alternates add and remove of one
 * product (so every add really adds and every remove really removes), for a
 * guest (signed cookies) and for a logged-in shopper (the table); cookies
 * are carried from answer to answer like a browser does. WooCommerce's add
 * to cart runs in the same rounds, interleaved, so that the machine's noise
 * falls on both alike.
 */
export const name =
	'lists: wishlist and compare calls vs WooCommerce add to cart';

function percentile( sorted, p ) {
	return sorted[
		Math.min( sorted.length - 1, Math.floor( sorted.length * p ) )
	];
}

/** A minimal cookie jar. */
function jar() {
	const cookies = new Map();
	return {
		header: () =>
			[ ...cookies ].map( ( [ k, v ] ) => `${ k }=${ v }` ).join( '; ' ),
		take( res ) {
			for ( const line of res.headers.getSetCookie?.() ?? [] ) {
				const [ pair, ...attrs ] = line.split( ';' );
				const at = pair.indexOf( '=' );
				const key = pair.slice( 0, at ).trim();
				const value = pair.slice( at + 1 ).trim();
				const expired = attrs.some(
					( a ) =>
						/^\s*expires=/i.test( a ) &&
						Date.parse( a.split( '=' )[ 1 ] ) < Date.now()
				);
				if ( expired || value === '' || value === 'deleted' ) {
					cookies.delete( key );
				} else {
					cookies.set( key, value );
				}
			}
		},
	};
}

async function request( base, cookies, url, init = {} ) {
	const res = await fetch( new URL( url, base ), {
		redirect: 'manual',
		...init,
		headers: { ...( init.headers || {} ), Cookie: cookies.header() },
	} );
	cookies.take( res );
	const body = await res.text();
	return { res, body };
}

async function state( base, cookies ) {
	const { body } = await request(
		base,
		cookies,
		'/wp-json/vitrina/v1/state?start=1'
	);
	return JSON.parse( body );
}

async function productIds( base ) {
	const res = await fetch(
		new URL( '/wp-json/wc/store/v1/products?per_page=3', base )
	);
	const list = await res.json();
	return list.map( ( p ) => p.id );
}

/**
 * Times steps in turn: the median and p95 of each step over `rounds`
 * rounds after 3 warm-up rounds.
 *
 * @param {string}     base    The shop's address.
 * @param {Object}     cookies The cookie jar (a step may bring its own).
 * @param {Function[]} steps   Each gives [ url, init, jar ].
 * @param {number}     rounds  Rounds timed.
 * @return {Promise<Object[]>} { median, p95 } per step.
 */
async function timeSteps( base, cookies, steps, rounds ) {
	const times = steps.map( () => [] );
	for ( let round = 0; round < rounds + 3; round++ ) {
		for ( const [ i, step ] of steps.entries() ) {
			const [ url, init, own ] = step();
			const t0 = performance.now();
			const { res, body } = await request(
				base,
				own || cookies,
				url,
				init
			);
			const ms = performance.now() - t0;
			if ( res.status !== 200 ) {
				throw new Error(
					`${ url }: HTTP ${ res.status } ${ body.slice( 0, 200 ) }`
				);
			}
			if ( round >= 3 ) {
				times[ i ].push( ms );
			}
		}
	}
	return times.map( ( list ) => {
		list.sort( ( a, b ) => a - b );
		return {
			median: percentile( list, 0.5 ),
			p95: percentile( list, 0.95 ),
		};
	} );
}

async function login( base, cookies ) {
	await request( base, cookies, '/wp-login.php', {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
		},
		body: 'log=buyer&pwd=buyer&testcookie=1&redirect_to=%2F',
	} );
}

export async function run( ctx ) {
	const base = ctx.baseUrl;
	const [ a, b, c ] = await productIds( base );
	const ajax = '/wp-admin/admin-ajax.php';
	const rows = [];

	// WooCommerce's own add to cart through admin-ajax, as a guest with a session.
	const shopper = jar();
	const addToCart = () => [
		`${ ajax }?action=woocommerce_add_to_cart`,
		{
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: `product_id=${ a }&quantity=1`,
		},
		shopper,
	];

	for ( const who of [ 'guest', 'logged-in' ] ) {
		const cookies = jar();
		if ( who === 'logged-in' ) {
			await login( base, cookies );
		}
		const { nonces } = await state( base, cookies );
		// Start from lists that hold one other product (so the page content
		// rendered by the removals has a product row), without the timed one.
		await request(
			base,
			cookies,
			`${ ajax }?action=woodmart_add_to_wishlist&product_id=${ c }&key=${ nonces.wishlist }`
		);
		await request(
			base,
			cookies,
			`${ ajax }?action=woodmart_add_to_compare&id=${ c }&key=${ nonces.compare }`
		);
		await request(
			base,
			cookies,
			`${ ajax }?action=woodmart_remove_from_wishlist&product_id=${ b }&key=${ nonces.wishlist }`
		);
		await request(
			base,
			cookies,
			`${ ajax }?action=woodmart_remove_from_compare&id=${ b }&key=${ nonces.compare }`
		);
		const [ cart, addW, removeW, addC, removeC ] = await timeSteps(
			base,
			cookies,
			[
				addToCart,
				() => [
					`${ ajax }?action=woodmart_add_to_wishlist&product_id=${ b }&group=0&key=${ nonces.wishlist }`,
				],
				() => [
					`${ ajax }?action=woodmart_remove_from_wishlist&product_id=${ b }&key=${ nonces.wishlist }`,
				],
				() => [
					`${ ajax }?action=woodmart_add_to_compare&id=${ b }&key=${ nonces.compare }`,
				],
				() => [
					`${ ajax }?action=woodmart_remove_from_compare&id=${ b }&category_id=0&key=${ nonces.compare }`,
				],
			],
			ctx.requests
		);
		rows.push( {
			label: `WooCommerce add_to_cart (${ who } rounds)`,
			...cart,
		} );
		rows.push( { label: `${ who } add_to_wishlist`, ...addW } );
		rows.push( {
			label: `${ who } remove_from_wishlist (+content)`,
			...removeW,
		} );
		rows.push( { label: `${ who } add_to_compare`, ...addC } );
		rows.push( {
			label: `${ who } remove_from_compare (+table)`,
			...removeC,
		} );
	}
	return rows;
}
