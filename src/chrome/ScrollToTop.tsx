/**
 * The scroll-to-top button: shown once the page is scrolled more than 100 px,
 * it brings the shopper back to the top in 800 ms (at once with reduced
 * motion) and moves focus to the top of the page for keyboard users.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { z } from 'zod/mini';
import { scrollToY } from '@shared/motion';
import { SCROLL_TO_TOP } from './constants';

export const scrollToTopProps = z.object( {} );

export function ScrollToTop() {
	const [ visible, setVisible ] = useState( false );

	useEffect( () => {
		let frame = 0;
		const update = () => {
			frame = 0;
			setVisible( window.scrollY > SCROLL_TO_TOP.threshold );
		};
		const onScroll = () => {
			if ( ! frame ) {
				frame = window.requestAnimationFrame( update );
			}
		};
		update();
		window.addEventListener( 'scroll', onScroll, { passive: true } );
		return () => {
			window.removeEventListener( 'scroll', onScroll );
			window.cancelAnimationFrame( frame );
		};
	}, [] );

	const onClick = async () => {
		await scrollToY( 0, SCROLL_TO_TOP.duration );
		const target =
			document.getElementById( 'page' ) ??
			document.querySelector< HTMLElement >( 'main, body' );
		if ( target ) {
			if ( ! target.hasAttribute( 'tabindex' ) ) {
				target.setAttribute( 'tabindex', '-1' );
			}
			target.focus( { preventScroll: true } );
		}
	};

	return (
		<button
			type="button"
			className={ `vitrina-scroll-top${
				visible ? ' vitrina-scroll-top--visible' : ''
			}` }
			aria-label={ __( 'Scroll to top', 'vitrina' ) }
			hidden={ ! visible }
			onClick={ onClick }
		>
			<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
				<path
					d="M12 6l-7 7 1.4 1.4L11 9.8V20h2V9.8l4.6 4.6L19 13z"
					fill="currentColor"
				/>
			</svg>
		</button>
	);
}
