import { initDismissLinks } from '../../../src/header/dismiss';

describe( 'dismiss links', () => {
	it( 'the coming-soon banner’s link becomes a named, focusable button', () => {
		document.body.innerHTML = `<div id="coming-soon-footer-banner"><a class="coming-soon-footer-banner-dismiss" data-rest-url="/wp-json/wp/v2/users/1" data-rest-nonce="n"></a></div>`;
		const link = document.querySelector( 'a' ) as HTMLAnchorElement;
		const clicked = vi.fn();
		link.addEventListener( 'click', clicked );
		initDismissLinks( 'Скрыть' );
		expect( link ).toHaveAttribute( 'role', 'button' );
		expect( link ).toHaveAccessibleName( 'Скрыть' );
		expect( link.tabIndex ).toBe( 0 );
		link.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Enter', bubbles: true } )
		);
		link.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: ' ', bubbles: true } )
		);
		link.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'a', bubbles: true } )
		);
		expect( clicked ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps a name the link has', () => {
		document.body.innerHTML = `<a class="coming-soon-footer-banner-dismiss" aria-label="Close">x</a>`;
		initDismissLinks( 'Скрыть' );
		expect( document.querySelector( 'a' ) ).toHaveAccessibleName( 'Close' );
	} );
} );
