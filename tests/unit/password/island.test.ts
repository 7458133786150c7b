import { afterEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';

/**
 * The checkout where an account is required (the password shown at load,
 * no box), with a password typed before the meter came, and WooCommerce's
 * meter, which measures on each key and change.
 *
 * @param typed What the shopper typed.
 */
function checkout( typed: string ) {
	document.body.innerHTML = `<form class="checkout"><div class="woocommerce-account-fields">
		<input type="password" id="account_password" value="${ typed }">
	</div></form>`;
	const $ = jQuery;
	( window as unknown as { jQuery: unknown } ).jQuery = $;
	const measured = vi.fn();
	// WooCommerce's meter script, which runs before the island's.
	$( () => {
		$( document.body ).on( 'keyup change', '#account_password', () =>
			measured(
				(
					document.getElementById(
						'account_password'
					) as HTMLInputElement
				 ).value
			)
		);
	} );
	return measured;
}

/** jQuery's ready callbacks, which run after a turn. */
const readyRan = () => new Promise( ( resolve ) => setTimeout( resolve, 20 ) );

type ZxcvbnWindow = { _zxcvbnSettings?: { src: string }; zxcvbn?: unknown };

describe( 'the password island', () => {
	afterEach( () => {
		vi.resetModules();
		const win = window as unknown as ZxcvbnWindow & { jQuery?: unknown };
		delete win.jQuery;
		delete win._zxcvbnSettings;
		document.head.innerHTML = '';
	} );

	it( 'measures a password typed before the meter came, again once zxcvbn is there', async () => {
		const measured = checkout( 'Kx9!vTq#28' );
		( window as unknown as ZxcvbnWindow )._zxcvbnSettings = {
			src: 'https://shop.test/wp-includes/js/zxcvbn.min.js',
		};
		await import( '../../../src/password/index' );
		await readyRan();
		expect( measured ).toHaveBeenCalledTimes( 1 );
		expect( measured ).toHaveBeenCalledWith( 'Kx9!vTq#28' );
		// WordPress's loader waits for the page's load event, long past: the
		// island loads zxcvbn, and the meter measures with it.
		const script = document.head.querySelector< HTMLScriptElement >(
			'script[src$="zxcvbn.min.js"]'
		);
		expect( script?.async ).toBe( true );
		script?.dispatchEvent( new Event( 'load' ) );
		expect( measured ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'leaves an empty password unmeasured, and zxcvbn to WordPress where it is loaded', async () => {
		const measured = checkout( '' );
		( window as unknown as ZxcvbnWindow )._zxcvbnSettings = {
			src: 'https://shop.test/wp-includes/js/zxcvbn.min.js',
		};
		( window as unknown as ZxcvbnWindow ).zxcvbn = () => ( {} );
		await import( '../../../src/password/index' );
		await readyRan();
		expect( measured ).not.toHaveBeenCalled();
		expect( document.head.querySelector( 'script' ) ).toBeNull();
		delete ( window as unknown as ZxcvbnWindow ).zxcvbn;
	} );
} );
