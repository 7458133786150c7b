/**
 * The review form's stars: WooCommerce's own markup and behaviour (what its
 * single-product.js builds: `p.stars` with the links `a.star-1` … `a.star-5`
 * as radios in a group named by the rating label; a click sets the `#rating`
 * dropdown, marks the link `active` and the stars `selected`), so that themes
 * styling them and anything driving WooCommerce's review form keep working.
 * On top: arrow, Home and End keys without scrolling the page, Space chooses,
 * and, when a rating is required, no review without stars: the form stops
 * with 'Please select a rating', said to screen readers and tied to the stars.
 */
import { __, sprintf } from '@runtime/i18n';

/** The number of stars. */
const STARS = 5;

/**
 * Builds WooCommerce's star links before the dropdown (and hides it, as
 * WooCommerce does), unless WooCommerce's script built them already.
 *
 * @param select The rating dropdown.
 * @return The stars' paragraph.
 */
function starsFor( select: HTMLSelectElement ): HTMLElement {
	const built = select.previousElementSibling;
	if ( built instanceof HTMLElement && built.matches( 'p.stars' ) ) {
		return built;
	}
	const stars = document.createElement( 'p' );
	stars.className = 'stars';
	const group = document.createElement( 'span' );
	group.setAttribute( 'role', 'group' );
	group.setAttribute( 'aria-labelledby', 'comment-form-rating-label' );
	for ( let i = 1; i <= STARS; i++ ) {
		const star = document.createElement( 'a' );
		star.setAttribute( 'role', 'radio' );
		star.tabIndex = i === 1 ? 0 : -1;
		star.setAttribute( 'aria-checked', 'false' );
		star.className = `star-${ i }`;
		star.href = '#';
		star.textContent = sprintf(
			/* translators: 1: the stars of this choice, 2: the most stars */
			__( '%1$d of %2$d stars', 'vitrina' ),
			i,
			STARS
		);
		group.append( star );
	}
	stars.append( group );
	select.style.display = 'none';
	select.before( stars );
	return stars;
}

/**
 * Gives the review form WooCommerce's stars and guards the submission.
 *
 * @param form     The review form.
 * @param required Whether a rating is required.
 * @return Whether the form had a rating field.
 */
export function bindReviewForm(
	form: HTMLFormElement,
	required: boolean
): boolean {
	const select = form.querySelector< HTMLSelectElement >(
		'select#rating, select[name="rating"]'
	);
	if ( ! select ) {
		return false;
	}
	// The stars stand for the hidden dropdown; the form checks it below.
	select.required = false;
	const stars = starsFor( select );
	const group = stars.querySelector( '[role="group"]' ) ?? stars;
	const links = (): HTMLAnchorElement[] =>
		Array.from( stars.querySelectorAll< HTMLAnchorElement >( 'a' ) );

	const message = document.createElement( 'p' );
	message.className = 'vitrina-review-stars__message';
	message.id = `${ select.id || 'rating' }-vitrina-message`;
	message.setAttribute( 'role', 'alert' );
	message.hidden = true;
	select.after( message );

	/**
	 * Chooses a star as WooCommerce's script does.
	 *
	 * @param star The link.
	 */
	const choose = ( star: HTMLAnchorElement ) => {
		const all = links();
		select.value = String( all.indexOf( star ) + 1 );
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		for ( const other of all ) {
			const on = other === star;
			other.classList.toggle( 'active', on );
			other.setAttribute( 'aria-checked', on ? 'true' : 'false' );
			other.tabIndex = on ? 0 : -1;
		}
		stars.classList.add( 'selected' );
		group.removeAttribute( 'aria-describedby' );
		message.hidden = true;
		message.textContent = '';
	};

	stars.addEventListener( 'click', ( event ) => {
		const star = ( event.target as Element | null )?.closest( 'a' );
		if ( star instanceof HTMLAnchorElement && stars.contains( star ) ) {
			event.preventDefault();
			choose( star );
		}
	} );
	stars.addEventListener( 'keydown', ( event ) => {
		const all = links();
		const at = all.indexOf( event.target as HTMLAnchorElement );
		if ( at < 0 ) {
			return;
		}
		const to: Record< string, number > = {
			ArrowRight: at + 1,
			ArrowDown: at + 1,
			ArrowLeft: at - 1,
			ArrowUp: at - 1,
			Home: 0,
			End: all.length - 1,
			' ': at,
		};
		if ( ! ( event.key in to ) ) {
			return;
		}
		// Keys WooCommerce's script also answers (on keyup) stop here.
		event.preventDefault();
		event.stopPropagation();
		const next =
			all[ Math.min( all.length - 1, Math.max( 0, to[ event.key ] ) ) ];
		next.focus();
		next.click();
	} );
	// WooCommerce's script moves on keyup; the keys are answered on keydown.
	stars.addEventListener( 'keyup', ( event ) => {
		if ( /^Arrow/.test( event.key ) ) {
			event.stopPropagation();
		}
	} );

	form.addEventListener( 'submit', ( event ) => {
		if ( required && select.value === '' ) {
			event.preventDefault();
			event.stopImmediatePropagation();
			message.textContent = __( 'Please select a rating', 'vitrina' );
			message.hidden = false;
			group.setAttribute( 'aria-describedby', message.id );
			( links()[ 0 ] as HTMLAnchorElement | undefined )?.focus();
		}
	} );
	return true;
}
