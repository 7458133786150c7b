import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { currentState } from '@runtime/state';
import {
	followWishlist,
	initWishlistPage,
} from '../../../src/lists/wishlist-page';
import { FAILURES } from '../../../src/lists/constants';
import { mockFetch, params, seedState, settings } from './fixtures';

const product = ( id: number ) => `
	<li class="vitrina-wishlist-product" data-product-id="${ id }">
		<input type="checkbox" class="vitrina-wishlist-select" value="${ id }" aria-label="Select product ${ id }">
		<button type="button" class="vitrina-wishlist-remove" data-product-id="${ id }" aria-label="Remove product ${ id }">×</button>
	</li>`;

const content = ( ids: number[] ) => `
	<div class="vitrina-wishlist-content" data-count="${ ids.length }" data-ids="${ ids.join( ',' ) }">
		<div class="vitrina-wishlist-toolbar">
			<label><input type="checkbox" class="vitrina-wishlist-select-all"> Select all</label>
			<button type="button" class="vitrina-wishlist-bulk-remove" disabled>Remove selected</button>
		</div>
		<ul>${ ids.map( product ).join( '' ) }</ul>
	</div>`;

const answer = ( ids: number[] ) => ( {
	body: {
		wishlist_content: content( ids ),
		count: ids.length,
		fragments: {
			'span.vitrina-wishlist-count': `<span class="vitrina-wishlist-count">${ ids.length }</span>`,
		},
		hash: 'h',
		ids,
	},
} );

describe( 'wishlist page', () => {
	let root: HTMLElement;
	let stop: () => void;

	beforeEach( () => {
		document.body.innerHTML = `<span class="vitrina-wishlist-count">3</span>
			<div class="vitrina-wishlist" data-vitrina-wishlist data-page="2">${ content( [ 1, 2, 3 ] ) }</div>`;
		root = document.querySelector(
			'[data-vitrina-wishlist]'
		) as HTMLElement;
		seedState( [ 1, 2, 3 ] );
		stop = initWishlistPage( root, settings );
	} );

	afterEach( () => {
		stop();
		vi.unstubAllGlobals();
	} );

	const bulk = () =>
		screen.getByRole( 'button', { name: 'Remove selected' } );

	it( 'enables bulk remove only with a selection; select all selects every product', async () => {
		expect( bulk() ).toBeDisabled();
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select product 2' } )
		);
		expect( bulk() ).toBeEnabled();
		const all = screen.getByRole( 'checkbox', {
			name: 'Select all',
		} ) as HTMLInputElement;
		expect( all.indeterminate ).toBe( true );
		await userEvent.click( all );
		expect(
			screen
				.getAllByRole( 'checkbox', { name: /Select product/ } )
				.every( ( b ) => ( b as HTMLInputElement ).checked )
		).toBe( true );
		await userEvent.click( all );
		expect( bulk() ).toBeDisabled();
	} );

	it( 'asks the configured question, then removes the selection in one call', async () => {
		const confirm = vi.fn( () => true );
		vi.stubGlobal( 'confirm', confirm );
		const fetch = mockFetch( answer( [ 2 ] ) );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select product 1' } )
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select product 3' } )
		);
		await userEvent.click( bulk() );

		expect( confirm ).toHaveBeenCalledWith( settings.confirm );
		await waitFor( () => expect( fetch ).toHaveBeenCalledTimes( 1 ) );
		expect( params( fetch ) ).toMatchObject( {
			action: 'woodmart_remove_from_wishlist',
			product_id: '1,3',
			key: 'wkey',
			'atts[page]': '2',
		} );
		await waitFor( () =>
			expect(
				root.querySelectorAll( '.vitrina-wishlist-product' )
			).toHaveLength( 1 )
		);
		expect(
			document.querySelector( '.vitrina-wishlist-count' )
		).toHaveTextContent( '1' );
		expect( currentState()?.wishlist ).toEqual( { count: 1, ids: [ 2 ] } );
		expect( bulk() ).toBeDisabled();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Updated' );
		expect( root ).toHaveFocus();
	} );

	it( 'removes nothing when the shopper cancels', async () => {
		vi.stubGlobal(
			'confirm',
			vi.fn( () => false )
		);
		const fetch = mockFetch();
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select product 1' } )
		);
		await userEvent.click( bulk() );
		expect( fetch ).not.toHaveBeenCalled();
		expect(
			root.querySelectorAll( '.vitrina-wishlist-product' )
		).toHaveLength( 3 );
	} );

	it( 'removes one product without asking', async () => {
		const confirm = vi.fn( () => true );
		vi.stubGlobal( 'confirm', confirm );
		const fetch = mockFetch( answer( [ 1, 3 ] ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove product 2' } )
		);
		await waitFor( () =>
			expect(
				root.querySelectorAll( '.vitrina-wishlist-product' )
			).toHaveLength( 2 )
		);
		expect( confirm ).not.toHaveBeenCalled();
		expect( params( fetch ).product_id ).toBe( '2' );
	} );

	it( 'logs the spec failure text and keeps the page when removal fails', async () => {
		vi.stubGlobal( 'confirm', () => true );
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		mockFetch( { status: 500, body: {} } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove product 2' } )
		);
		await waitFor( () =>
			expect( error ).toHaveBeenCalledWith(
				FAILURES.removeFromWishlist,
				expect.anything()
			)
		);
		expect(
			root.querySelectorAll( '.vitrina-wishlist-product' )
		).toHaveLength( 3 );
	} );

	it( 'fetches the content again when another tab changed the list', async () => {
		const fetch = mockFetch( answer( [ 1, 2, 3, 4 ] ) );
		const follow = followWishlist( root, settings );
		follow( currentState()! );
		expect( fetch ).not.toHaveBeenCalled();
		follow( {
			...currentState()!,
			wishlist: { count: 4, ids: [ 1, 2, 3, 4 ] },
		} );
		await waitFor( () =>
			expect(
				root.querySelectorAll( '.vitrina-wishlist-product' )
			).toHaveLength( 4 )
		);
		expect( params( fetch ).action ).toBe( 'vitrina_wishlist_content' );
	} );

	it( 'e-mails the guest the restore link by POST and says what the server answered', async () => {
		root.querySelector( '.vitrina-wishlist-content' )!.insertAdjacentHTML(
			'beforeend',
			`<form class="vitrina-wishlist-save">
				<label>E-mail <input type="text" name="email"></label>
				<button type="submit">Send me the link</button>
				<p class="vitrina-wishlist-save__status" role="status"></p>
			</form>`
		);
		const fetch = mockFetch(
			{
				body: {
					error: 'Enter a valid e-mail address.',
					code: 'vitrina_bad_email',
				},
				status: 400,
			},
			{ body: { sent: true, message: 'Sent.' } }
		);
		const error = vi
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		const email = screen.getByRole( 'textbox', { name: 'E-mail' } );
		const send = screen.getByRole( 'button', { name: 'Send me the link' } );
		const status = root.querySelector( '.vitrina-wishlist-save__status' );

		await userEvent.type( email, 'x' );
		await userEvent.click( send );
		await waitFor( () =>
			expect( status ).toHaveTextContent(
				'Enter a valid e-mail address.'
			)
		);
		expect( email ).toHaveValue( 'x' );

		await userEvent.clear( email );
		await userEvent.type( email, 'guest@example.com' );
		await userEvent.click( send );
		await waitFor( () => expect( status ).toHaveTextContent( 'Sent.' ) );
		const [ url, init ] = fetch.mock.calls[ 1 ];
		expect( String( url ) ).toContain( 'action=vitrina_wishlist_save' );
		expect( String( url ) ).not.toContain( 'guest' );
		expect( init.method ).toBe( 'POST' );
		expect( Object.fromEntries( init.body as URLSearchParams ) ).toEqual( {
			email: 'guest@example.com',
			key: 'wkey',
		} );
		expect( email ).toHaveValue( '' );

		vi.stubGlobal(
			'fetch',
			vi.fn( async () => {
				throw new TypeError( 'offline' );
			} )
		);
		await userEvent.type( email, 'guest@example.com' );
		await userEvent.click( send );
		await waitFor( () =>
			expect( status ).toHaveTextContent( settings.texts.saveFailed )
		);
		expect( error ).toHaveBeenCalled();
		expect( send ).toBeEnabled();
	} );

	it( 'asks for wishlist alerts by POST with the consent box and says what the server answered', async () => {
		root.querySelector( '.vitrina-wishlist-content' )!.insertAdjacentHTML(
			'beforeend',
			`<form class="vitrina-wishlist-alerts">
				<label>E-mail for alerts <input type="text" name="email"></label>
				<label><input type="checkbox" name="consent" value="1"> I agree</label>
				<button type="submit">Turn on alerts</button>
				<p class="vitrina-wishlist-alerts__status" role="status"></p>
			</form>`
		);
		const fetch = mockFetch(
			{
				body: {
					error: 'Tick the box.',
					code: 'vitrina_consent_required',
				},
				status: 400,
			},
			{ body: { sent: true, message: 'Almost done.' } }
		);
		const email = screen.getByRole( 'textbox', {
			name: 'E-mail for alerts',
		} );
		const send = screen.getByRole( 'button', { name: 'Turn on alerts' } );
		const status = root.querySelector( '.vitrina-wishlist-alerts__status' );

		await userEvent.type( email, 'guest@example.com' );
		await userEvent.click( send );
		await waitFor( () =>
			expect( status ).toHaveTextContent( 'Tick the box.' )
		);
		expect( email ).toHaveValue( 'guest@example.com' );
		expect(
			Object.fromEntries(
				fetch.mock.calls[ 0 ][ 1 ].body as URLSearchParams
			)
		).toEqual( { email: 'guest@example.com', consent: '0', key: 'wkey' } );

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'I agree' } )
		);
		await userEvent.click( send );
		await waitFor( () =>
			expect( status ).toHaveTextContent( 'Almost done.' )
		);
		const [ url, init ] = fetch.mock.calls[ 1 ];
		expect( String( url ) ).toContain(
			'action=vitrina_wishlist_alerts_subscribe'
		);
		expect( init.method ).toBe( 'POST' );
		expect( Object.fromEntries( init.body as URLSearchParams ) ).toEqual( {
			email: 'guest@example.com',
			consent: '1',
			key: 'wkey',
		} );
		expect( email ).toHaveValue( '' );
	} );
} );
