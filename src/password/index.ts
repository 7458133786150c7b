/**
 * The password island: on the checkout, WooCommerce's password strength
 * meter with the first use of the account fields
 * (includes/Password/Password.php keeps the meter, and zxcvbn with it, out
 * of the page until then; the meter's script comes with this island).
 *
 * The meter measures on each key: a password typed before it came (the
 * field shown at load, where an account is required) is measured now; and
 * zxcvbn, which WordPress loads at the page's load event, long past by then,
 * is loaded now.
 */
import { defineIsland } from '@runtime/island';
import { jq } from '@runtime/wc-events';

/** The checkout's account password (WooCommerce's checkout form). */
const FIELD = 'form.checkout #account_password';

/** What WordPress's zxcvbn loader (zxcvbn-async) reads. */
interface ZxcvbnWindow {
	zxcvbn?: unknown;
	_zxcvbnSettings?: { src?: string };
}

/**
 * Loads zxcvbn as WordPress's loader would have at the page's load event.
 *
 * @param then Runs once it is there.
 */
function loadZxcvbn( then: () => void ): void {
	const win = window as unknown as ZxcvbnWindow;
	const src = win._zxcvbnSettings?.src;
	if ( win.zxcvbn || ! src || document.readyState !== 'complete' ) {
		return;
	}
	const script = document.createElement( 'script' );
	script.src = src;
	script.async = true;
	script.addEventListener( 'load', then );
	document.head.append( script );
}

defineIsland( 'password', {
	start() {
		const $ = jq();
		const field = document.querySelector< HTMLInputElement >( FIELD );
		if ( ! $ || ! field ) {
			return;
		}
		const measure = () => {
			if ( field.value ) {
				$( field ).trigger( 'change' );
			}
		};
		// After the meter's start (at jQuery's ready, queued already).
		$( () => {
			measure();
			loadZxcvbn( measure );
		} );
	},
} );
