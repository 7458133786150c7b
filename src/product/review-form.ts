/**
 * The review form's stars (WooCommerce's rating dropdown as a star group)
 * and, when a rating is required, no review without stars: the form stops
 * with 'Please select a rating'.
 */
import { __, sprintf, _n } from '@wordpress/i18n';

/**
 * Turns the rating dropdown into stars and guards the submission.
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
	// The group below replaces the hidden dropdown; we check it ourselves.
	select.required = false;
	select.classList.add( 'vitrina-visually-hidden' );
	select.tabIndex = -1;
	select.setAttribute( 'aria-hidden', 'true' );

	const group = document.createElement( 'div' );
	group.className = 'vitrina-review-stars';
	group.setAttribute( 'role', 'radiogroup' );
	group.setAttribute( 'aria-label', __( 'Your rating', 'vitrina' ) );
	const stars: HTMLButtonElement[] = [];
	for ( let i = 1; i <= 5; i++ ) {
		const star = document.createElement( 'button' );
		star.type = 'button';
		star.className = 'vitrina-review-stars__star';
		star.setAttribute( 'role', 'radio' );
		star.setAttribute( 'aria-checked', 'false' );
		star.setAttribute(
			'aria-label',
			/* translators: %d: number of stars */
			sprintf( _n( '%d star', '%d stars', i, 'vitrina' ), i )
		);
		star.tabIndex = i === 1 ? 0 : -1;
		star.innerHTML = '<span aria-hidden="true">&#9733;</span>';
		star.addEventListener( 'click', () => choose( i ) );
		star.addEventListener( 'keydown', ( e ) => {
			const step = {
				ArrowRight: 1,
				ArrowUp: 1,
				ArrowLeft: -1,
				ArrowDown: -1,
			}[ e.key ];
			if ( step ) {
				e.preventDefault();
				const next = Math.min( 5, Math.max( 1, i + step ) );
				choose( next );
				stars[ next - 1 ].focus();
			}
		} );
		stars.push( star );
		group.append( star );
	}
	const message = document.createElement( 'p' );
	message.className = 'vitrina-review-stars__message';
	message.setAttribute( 'role', 'alert' );
	message.hidden = true;
	select.after( group, message );

	function choose( value: number ) {
		select!.value = String( value );
		select!.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		stars.forEach( ( s, i ) => {
			s.classList.toggle( 'is-on', i < value );
			s.setAttribute(
				'aria-checked',
				i + 1 === value ? 'true' : 'false'
			);
			s.tabIndex = i + 1 === value ? 0 : -1;
		} );
		message.hidden = true;
		message.textContent = '';
	}

	form.addEventListener( 'submit', ( event ) => {
		if ( required && select.value === '' ) {
			event.preventDefault();
			event.stopImmediatePropagation();
			message.textContent = __( 'Please select a rating', 'vitrina' );
			message.hidden = false;
			stars[ 0 ].focus();
		}
	} );
	return true;
}
