import {
	RECENT_KEY,
	RECENT_MAX,
	keepRecent,
	recentIds,
	recordView,
	viewedProduct,
} from '@runtime/recent';
import { fillRecent } from '../../../src/lists/recent';

const clear = () => {
	window.localStorage.clear();
	document.cookie
		.split( ';' )
		.map( ( part ) => part.split( '=' )[ 0 ].trim() )
		.filter( Boolean )
		.forEach( ( name ) => {
			document.cookie = `${ name }=; path=/; max-age=0`;
		} );
};

const DAY = 86400000;

describe( 'recently viewed (the browser keeps it)', () => {
	beforeEach( clear );
	afterEach( () => {
		clear();
		vi.unstubAllGlobals();
	} );

	it( 'puts the product first, once, keeps at most RECENT_MAX, and writes no cookie', () => {
		recordView( 5 );
		recordView( 7 );
		recordView( 5 );
		expect( recentIds() ).toEqual( [ 5, 7 ] );
		expect(
			JSON.parse( window.localStorage.getItem( RECENT_KEY )! )
		).toMatchObject( {
			ids: [ 5, 7 ],
		} );
		for ( let id = 100; id < 100 + RECENT_MAX + 3; id++ ) {
			recordView( id );
		}
		expect( recentIds() ).toHaveLength( RECENT_MAX );
		expect( recentIds()[ 0 ] ).toBe( 100 + RECENT_MAX + 2 );
		expect( document.cookie ).toBe( '' );
	} );

	it( 'forgets after RECENT_DAYS without a view, ignores garbage, merges handed-over ids after the newest', () => {
		const now = Date.now();
		recordView( 3, now - 8 * DAY );
		expect( recentIds( now ) ).toEqual( [] );
		recordView( 4, now );
		keepRecent( [ 9, 4, 0, -1, 1.5 ], now );
		expect( recentIds( now ) ).toEqual( [ 9, 4 ] );
		for ( const bad of [ 'x<script>', '{"ids":["1"],"at":1}', '[1,2]' ] ) {
			window.localStorage.setItem( RECENT_KEY, bad );
			expect( recentIds() ).toEqual( [] );
		}
		recordView( 0 );
		recordView( 9 );
		expect( recentIds() ).toEqual( [ 9 ] );
		expect( document.cookie ).toBe( '' );
	} );

	it( 'fills a place with the list of the kept ids (without the product on screen); none kept, no call', async () => {
		const root = document.createElement( 'div' );
		root.dataset.limit = '3';
		const fetch = vi.fn(
			async () =>
				new Response(
					JSON.stringify( {
						html: '<section class="x">list</section>',
					} ),
					{ headers: { 'Content-Type': 'application/json' } }
				)
		);
		vi.stubGlobal( 'fetch', fetch );
		expect( await fillRecent( root, '/wp-admin/admin-ajax.php', 7 ) ).toBe(
			false
		);
		expect( fetch ).not.toHaveBeenCalled();
		recordView( 5 );
		recordView( 7 );
		expect( await fillRecent( root, '/wp-admin/admin-ajax.php', 7 ) ).toBe(
			true
		);
		const url = new URL(
			( fetch.mock.calls[ 0 ] as unknown[] )[ 0 ] as string,
			'https://shop.example'
		);
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			action: 'vitrina_recently_viewed',
			ids: '5',
			limit: '3',
			exclude: '7',
		} );
		expect( root.innerHTML ).toBe( '<section class="x">list</section>' );

		fetch.mockImplementation(
			async () =>
				new Response( JSON.stringify( { html: 5 } ), {
					headers: { 'Content-Type': 'application/json' },
				} )
		);
		await expect(
			fillRecent( root, '/wp-admin/admin-ajax.php' )
		).rejects.toThrow();
	} );

	it( "reads the page's product from the runtime's settings, 0 on other pages", () => {
		expect( viewedProduct() ).toBe( 0 );
		document.body.innerHTML =
			'<script type="application/json" id="vitrina-settings-runtime">{"stateUrl":"/state","viewed":47}</script>';
		expect( viewedProduct() ).toBe( 47 );
		document.body.innerHTML =
			'<script type="application/json" id="vitrina-settings-runtime">{"stateUrl":"/state","viewed":"47"}</script>';
		expect( viewedProduct() ).toBe( 0 );
		document.body.innerHTML = '';
	} );
} );
