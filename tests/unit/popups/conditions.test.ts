import {
	conditionsPass,
	deviceOf,
	type ConditionContext,
} from '../../../src/popups/conditions';
import type { PopupCondition } from '../../../src/popups/model';

const ctx = ( over: Partial< ConditionContext > = {} ): ConditionContext => ( {
	page: {
		types: [ 'is_product' ],
		id: 42,
		postType: 'product',
		terms: { product_cat: [ 7 ], product_tag: [ 3 ] },
	},
	loggedIn: false,
	cart: { count: 2, total: 1500 },
	width: 1280,
	referrer: 'https://www.google.com/search?q=pot',
	...over,
} );

const c = (
	target: string | undefined,
	settings: PopupCondition[ 'settings' ] = {},
	not = false
): PopupCondition => ( { target, settings, not_operand: not } );

describe( 'popup conditions', () => {
	afterEach( () => vi.restoreAllMocks() );

	it.each( [
		[ 'page type', [ [ c( 'is_product' ) ] ], true ],
		[ 'other page type', [ [ c( 'is_cart' ) ] ], false ],
		[ 'negated', [ [ c( 'is_cart', {}, true ) ] ], true ],
		[ 'one of a group', [ [ c( 'is_cart' ), c( 'is_product' ) ] ], true ],
		[ 'every group', [ [ c( 'is_product' ) ], [ c( 'is_cart' ) ] ], false ],
		[ 'no groups', [], true ],
		[ 'product', [ [ c( 'product_selected', { ids: [ 42 ] } ) ] ], true ],
		[
			'page ids on a product',
			[ [ c( 'page_selected', { ids: [ 42 ] } ) ] ],
			false,
		],
		[
			'category',
			[ [ c( 'product_category', { ids: [ 1, 7 ] } ) ] ],
			true,
		],
		[ 'tag', [ [ c( 'product_tag', { ids: [ 4 ] } ) ] ], false ],
		[
			'post type',
			[ [ c( 'post_type', { post_type: 'product' } ) ] ],
			true,
		],
		[ 'logged in', [ [ c( 'user_logged_in' ) ] ], false ],
		[ 'cart not empty', [ [ c( 'cart_not_empty' ) ] ], true ],
		[
			'total above',
			[ [ c( 'cart_total_above', { value: 1000 } ) ] ],
			true,
		],
		[
			'total below',
			[ [ c( 'cart_total_below', { value: 1000 } ) ] ],
			false,
		],
		[ 'desktop', [ [ c( 'device_desktop' ) ] ], true ],
		[ 'mobile', [ [ c( 'device_mobile' ) ] ], false ],
		[
			'referrer',
			[ [ c( 'referrer_contains', { text: 'google.' } ) ] ],
			true,
		],
		[ 'missing target fails', [ [ c( undefined ) ] ], false ],
	] )( '%s', ( _name, groups, want ) => {
		expect( conditionsPass( groups as PopupCondition[][], ctx() ) ).toBe(
			want
		);
	} );

	it( 'warns about an unknown target and lets it pass', () => {
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		expect( conditionsPass( [ [ c( 'moon_phase' ) ] ], ctx() ) ).toBe(
			true
		);
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'moon_phase' )
		);
	} );

	it( 'fails cart conditions while the cart is unknown', () => {
		const none = ctx( { cart: null } );
		expect( conditionsPass( [ [ c( 'cart_not_empty' ) ] ], none ) ).toBe(
			false
		);
		expect(
			conditionsPass(
				[ [ c( 'cart_total_below', { value: 10 } ) ] ],
				none
			)
		).toBe( false );
	} );

	it( 'tells devices by width', () => {
		expect( deviceOf( 767 ) ).toBe( 'mobile' );
		expect( deviceOf( 768 ) ).toBe( 'tablet' );
		expect( deviceOf( 1024 ) ).toBe( 'tablet' );
		expect( deviceOf( 1025 ) ).toBe( 'desktop' );
		expect(
			conditionsPass(
				[ [ c( 'device_tablet' ) ] ],
				ctx( { width: 800 } )
			)
		).toBe( true );
	} );
} );
