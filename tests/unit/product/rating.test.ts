import { waitFor } from '@testing-library/dom';
import type { ShopState } from '@runtime/state';
import { RatingWidget } from '../../../src/product/rating';

const markup = `
	<div class="vitrina-rating" data-vitrina-rating data-post-id="12" data-schema-id="product-12">
		<span class="vitrina-rating__stars">
			${ [ 1, 2, 3, 4, 5 ]
				.map(
					( n ) =>
						`<button type="button" class="vitrina-rating__star" data-rating="${ n }">★</button>`
				)
				.join( '' ) }
		</span>
		<span class="vitrina-rating__avg">4,7</span>
		<span class="vitrina-rating__count">3</span>
		<span class="vitrina-rating__message"></span>
	</div>`;

const state = ( loggedIn: boolean ): ShopState => ( {
	loggedIn,
	cart: { count: 0, hash: '' },
	nonces: loggedIn ? { rating: 'rkey' } : {},
} );

function widget( loggedIn: boolean ): RatingWidget {
	document.body.innerHTML = markup;
	const root = document.querySelector< HTMLElement >(
		'[data-vitrina-rating]'
	)!;
	const w = new RatingWidget( root, {
		ajaxUrl: '/wp-admin/admin-ajax.php',
		action: 'vitrina_user_rating',
		nonce: async () => 'rkey',
		state: async () => state( loggedIn ),
	} );
	w.init();
	return w;
}

const message = () =>
	document.querySelector( '.vitrina-rating__message' )?.textContent;

describe( 'star rating widget', () => {
	afterEach( () => {
		vi.unstubAllGlobals();
	} );

	it( 'shows a guest the rating, disabled stars and the log-in message, and sends nothing', async () => {
		const fetch = vi.fn();
		vi.stubGlobal( 'fetch', fetch );
		const w = widget( false );
		await waitFor( () =>
			expect( message() ).toBe( 'Please log in to rate this product.' )
		);
		expect( w.stars().every( ( s ) => s.disabled ) ).toBe( true );
		expect( w.root ).toHaveClass( 'is-guest' );
		await w.vote( 4 );
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'lets a logged-in customer vote with the state nonce', async () => {
		const fetch = vi.fn(
			async () =>
				new Response(
					JSON.stringify( {
						success: true,
						rating: 4,
						'rating-avg': 4,
						'review-count': 1,
					} )
				)
		);
		vi.stubGlobal( 'fetch', fetch );
		const w = widget( true );
		await w.vote( 4 );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		const body = ( fetch.mock.calls[ 0 ] as unknown[] )[ 1 ] as {
			body: URLSearchParams;
		};
		expect( body.body.get( 'nonce' ) ).toBe( 'rkey' );
		expect( body.body.get( 'post_id' ) ).toBe( '12' );
		expect( message() ).toBe( 'Thank you for your vote!' );
		// The shopper's vote lights four stars; the reviews' average and
		// count stay (the answer's are the votes' own, not the reviews').
		expect(
			document.querySelectorAll( '.vitrina-rating__star.is-on' )
		).toHaveLength( 4 );
		expect(
			document
				.querySelector( '.vitrina-rating__star[data-rating="4"]' )
				?.getAttribute( 'aria-pressed' )
		).toBe( 'true' );
		expect(
			document.querySelector( '.vitrina-rating__count' )?.textContent
		).toBe( '3' );
		expect(
			document.querySelector( '.vitrina-rating__avg' )?.textContent
		).toBe( '4,7' );
		expect( w.root ).not.toHaveClass( 'is-guest' );
	} );

	it( 'turns to the log-in message when the server answers 401', async () => {
		vi.stubGlobal(
			'fetch',
			vi.fn(
				async () =>
					new Response(
						JSON.stringify( { success: false, message: 'x' } ),
						{ status: 401 }
					)
			)
		);
		const w = widget( true );
		await w.vote( 5 );
		expect( message() ).toBe( 'Please log in to rate this product.' );
		expect( w.stars().every( ( s ) => s.disabled ) ).toBe( true );
	} );

	it( 'tells a customer who may not vote why', async () => {
		vi.stubGlobal(
			'fetch',
			vi.fn(
				async () =>
					new Response( JSON.stringify( { success: false } ), {
						status: 403,
					} )
			)
		);
		const w = widget( true );
		await w.vote( 5 );
		expect( message() ).toBe(
			'Only customers who bought this product can rate it.'
		);
	} );
} );
