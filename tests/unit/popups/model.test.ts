import {
	popupDefaults,
	popupSettingsSchema,
	printedPopupSchema,
} from '../../../src/popups/model';

describe( 'popup settings entity', () => {
	it( 'gives every field the default of the spec', () => {
		const d = popupDefaults();
		expect( d.animation_speed ).toBe( 350 );
		expect( d.size ).toBe( 'medium' );
		expect( d.location ).toBe( 'center top' );
		expect( d.animation_origin ).toBe( 'center top' );
		expect( d.position_top ).toBe( 100 );
		expect( d.zindex ).toBe( 1999999999 );
		expect( d.custom_width ).toBe( '640px' );
		expect( d.custom_height ).toBe( '380px' );
		expect( d.responsive_min_width ).toBe( '0%' );
		expect( d.responsive_max_width ).toBe( '100%' );
		expect( d.triggers ).toEqual( [] );
	} );

	it( 'takes defaults for malformed fields and keeps unknown type names', () => {
		const s = popupSettingsSchema.parse( {
			animation_speed: 'fast',
			triggers: [ { type: 'on_scroll', settings: null } ],
			cookies: [ { event: 'on_popup_close', settings: { name: 'x' } } ],
			conditions: [ [ { not_operand: true } ] ],
		} );
		expect( s.animation_speed ).toBe( 350 );
		expect( s.triggers[ 0 ].type ).toBe( 'on_scroll' );
		expect( s.triggers[ 0 ].settings.delay ).toBe( 500 );
		expect( s.cookies[ 0 ].settings ).toEqual( {
			name: 'x',
			time: '30 days',
			session: false,
			path: true,
		} );
		expect( s.conditions[ 0 ][ 0 ].target ).toBeUndefined();
		expect( s.conditions[ 0 ][ 0 ].not_operand ).toBe( true );
	} );

	it( 'needs a positive id on a printed popup', () => {
		expect( printedPopupSchema.safeParse( { id: 0 } ).success ).toBe(
			false
		);
		expect( printedPopupSchema.parse( { id: 7 } ).slug ).toBe( '' );
	} );
} );
