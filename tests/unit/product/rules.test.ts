import {
	decimalsOf,
	stepOf,
	stepQuantity,
} from '../../../src/product/quantity';
import { clampRating, opensReviews } from '../../../src/product/rules';
import { checkProductSettings } from '../../../src/product/settings';
import {
	allChosen,
	availableValues,
	buttonEnabled,
	canPurchase,
	findVariation,
	nextState,
	parseVariations,
	checkVariation,
	type Variation,
} from '../../../src/product/variations';

describe( 'quantity rules', () => {
	it( 'uses step 1 when the step is missing, "any", zero or not a number', () => {
		expect( stepOf( undefined ) ).toBe( 1 );
		expect( stepOf( null ) ).toBe( 1 );
		expect( stepOf( '' ) ).toBe( 1 );
		expect( stepOf( 'any' ) ).toBe( 1 );
		expect( stepOf( '0' ) ).toBe( 1 );
		expect( stepOf( 'abc' ) ).toBe( 1 );
		expect( stepOf( '0.5' ) ).toBe( 0.5 );
		expect( stepQuantity( { value: '3', step: 'any' }, 'plus' ) ).toBe(
			'4'
		);
	} );

	it( 'caps plus at max when max is set', () => {
		expect(
			stepQuantity( { value: '4', step: '2', max: '5' }, 'plus' )
		).toBe( '5' );
		expect(
			stepQuantity( { value: '5', step: '1', max: '5' }, 'plus' )
		).toBe( '5' );
		// No max (or an empty one): no cap.
		expect(
			stepQuantity( { value: '99', step: '1', max: '' }, 'plus' )
		).toBe( '100' );
	} );

	it( 'floors minus at min, 0 by default', () => {
		expect(
			stepQuantity( { value: '2', step: '1', min: '2' }, 'minus' )
		).toBe( '2' );
		expect( stepQuantity( { value: '1', step: '3' }, 'minus' ) ).toBe(
			'0'
		);
		expect(
			stepQuantity( { value: '5', step: '1', min: '1' }, 'minus' )
		).toBe( '4' );
	} );

	it( 'keeps the decimals of the step', () => {
		expect( decimalsOf( 0.25 ) ).toBe( 2 );
		expect( decimalsOf( 1 ) ).toBe( 0 );
		expect( decimalsOf( 1e-7 ) ).toBe( 7 );
		expect( stepQuantity( { value: '0.1', step: '0.1' }, 'plus' ) ).toBe(
			'0.2'
		);
		expect( stepQuantity( { value: '1', step: '0.25' }, 'plus' ) ).toBe(
			'1.25'
		);
		expect( stepQuantity( { value: '0.3', step: '0.1' }, 'minus' ) ).toBe(
			'0.2'
		);
	} );

	it( 'treats an empty value as 0', () => {
		expect( stepQuantity( { value: '', step: '1' }, 'plus' ) ).toBe( '1' );
	} );
} );

describe( 'reviews tab from the address', () => {
	const base = 'https://shop.test/product/pan/';
	it.each( [
		[ '#comment-12', base + '#comment-12' ],
		[ '#reviews', base + '#reviews' ],
		[ '#tab-reviews', base + '#tab-reviews' ],
		[ '', base + 'comment-page-2/' ],
		[ '', base + '?cpage=3' ],
	] )( 'opens for hash %s at %s', ( hash, href ) => {
		expect( opensReviews( hash, href ) ).toBe( true );
	} );

	it.each( [
		[ '', base ],
		[ '#tab-description', base + '#tab-description' ],
		[ '#reviews-extra', base + '#reviews-extra' ],
		[ '#xcomment-1', base + '#xcomment-1' ],
	] )( 'stays closed for hash %s at %s', ( hash, href ) => {
		expect( opensReviews( hash, href ) ).toBe( false );
	} );
} );

describe( 'rating clamp', () => {
	it( 'clamps to 0..5', () => {
		expect( clampRating( 7 ) ).toBe( 5 );
		expect( clampRating( 5 ) ).toBe( 5 );
		expect( clampRating( 3 ) ).toBe( 3 );
		expect( clampRating( 0 ) ).toBe( 0 );
		expect( clampRating( -2 ) ).toBe( 0 );
		expect( clampRating( Number.NaN ) ).toBe( 0 );
		expect( clampRating( Infinity ) ).toBe( 0 );
	} );
} );

const variation = ( over: Partial< Variation > ): Variation => ( {
	variation_id: 1,
	attributes: {},
	variation_is_visible: true,
	variation_is_active: true,
	is_purchasable: true,
	is_in_stock: true,
	...over,
} );

describe( 'variation matching', () => {
	const red = variation( {
		variation_id: 11,
		attributes: { attribute_pa_color: 'red', attribute_pa_size: 's' },
	} );
	const blueAny = variation( {
		variation_id: 12,
		attributes: { attribute_pa_color: 'blue', attribute_pa_size: '' },
	} );
	const greenOut = variation( {
		variation_id: 13,
		attributes: { attribute_pa_color: 'green', attribute_pa_size: 'm' },
		is_in_stock: false,
	} );
	const all = [ red, blueAny, greenOut ];

	it( 'looks up only once every attribute has a choice', () => {
		expect( allChosen( {} ) ).toBe( false );
		expect(
			allChosen( { attribute_pa_color: 'red', attribute_pa_size: '' } )
		).toBe( false );
		expect(
			findVariation( all, {
				attribute_pa_color: 'red',
				attribute_pa_size: '',
			} )
		).toBeNull();
	} );

	it( 'finds the exact match and the "any value" match', () => {
		expect(
			findVariation( all, {
				attribute_pa_color: 'red',
				attribute_pa_size: 's',
			} )?.variation_id
		).toBe( 11 );
		expect(
			findVariation( all, {
				attribute_pa_color: 'blue',
				attribute_pa_size: 'xl',
			} )?.variation_id
		).toBe( 12 );
		expect(
			findVariation( all, {
				attribute_pa_color: 'red',
				attribute_pa_size: 'm',
			} )
		).toBeNull();
	} );

	it( 'lists the values still available for an attribute', () => {
		const sizes = availableValues(
			all,
			{ attribute_pa_color: 'red', attribute_pa_size: '' },
			'attribute_pa_size'
		);
		expect( sizes ).toEqual( new Set( [ 's' ] ) );
		expect(
			availableValues(
				all,
				{ attribute_pa_color: 'blue', attribute_pa_size: '' },
				'attribute_pa_size'
			)
		).toBe( 'any' );
		const inactive = [
			variation( {
				attributes: { attribute_pa_color: 'red' },
				variation_is_active: false,
			} ),
		];
		expect( availableValues( inactive, {}, 'attribute_pa_color' ) ).toEqual(
			new Set()
		);
	} );

	it( 'enables the button only for a purchasable, in-stock, visible match', () => {
		expect( canPurchase( red ) ).toBe( true );
		expect( canPurchase( greenOut ) ).toBe( false );
		expect( canPurchase( variation( { is_purchasable: false } ) ) ).toBe(
			false
		);
		expect(
			canPurchase( variation( { variation_is_visible: false } ) )
		).toBe( false );
		expect( nextState( 'none', { type: 'found', variation: red } ) ).toBe(
			'match'
		);
		expect(
			nextState( 'none', { type: 'found', variation: greenOut } )
		).toBe( 'unavailable' );
		expect( buttonEnabled( 'match' ) ).toBe( true );
		for ( const s of [
			'none',
			'unavailable',
			'nomatch',
			'reset',
		] as const ) {
			expect( buttonEnabled( s ) ).toBe( false );
		}
	} );

	it( 'moves between no selection, no match and reset', () => {
		expect(
			nextState( 'match', {
				type: 'reset_data',
				chosen: { attribute_pa_color: 'red', attribute_pa_size: 'm' },
			} )
		).toBe( 'nomatch' );
		expect(
			nextState( 'match', {
				type: 'reset_data',
				chosen: { attribute_pa_color: '', attribute_pa_size: 'm' },
			} )
		).toBe( 'none' );
		expect( nextState( 'match', { type: 'reset' } ) ).toBe( 'reset' );
		expect( nextState( 'reset', { type: 'reset_data', chosen: {} } ) ).toBe(
			'reset'
		);
		expect( nextState( 'reset', { type: 'change' } ) ).toBe( 'none' );
	} );

	it( 'reads preloaded variations and keeps false when not preloaded', () => {
		expect( parseVariations( undefined ) ).toBe( false );
		expect( parseVariations( 'false' ) ).toBe( false );
		expect( parseVariations( '{bad json' ) ).toBe( false );
		const parsed = parseVariations(
			JSON.stringify( [
				{ variation_id: 5, attributes: { attribute_pa_color: 'red' } },
				{ attributes: {} },
			] )
		);
		expect( parsed ).not.toBe( false );
		expect(
			( parsed as Variation[] ).map( ( v ) => v.variation_id )
		).toEqual( [ 5 ] );
	} );

	it( 'mends the known fields of a variation and keeps the others, without zod', () => {
		const checked = checkVariation( {
			variation_id: 7,
			attributes: { attribute_pa_color: 'red', attribute_pa_size: 3 },
			sku: 12,
			is_in_stock: 'yes',
			image: 'none',
			additional_variation_images: [ { src: 'a.jpg' }, 'b.jpg' ],
			price_html: '<span>100</span>',
		} );
		expect( checked ).toEqual( {
			variation_id: 7,
			attributes: { attribute_pa_color: 'red', attribute_pa_size: '' },
			sku: '',
			is_in_stock: false,
			image: null,
			additional_variation_images: [],
			price_html: '<span>100</span>',
		} );
		expect(
			checkVariation( {
				variation_id: 8,
				attributes: {},
				image: { src: 'x.jpg', width: '600', alt: 'Кастрюля' },
			} )?.image
		).toEqual( { src: 'x.jpg', width: 0, alt: 'Кастрюля' } );
		expect(
			checkVariation( { variation_id: '9', attributes: {} } )
		).toBeNull();
		expect(
			checkVariation( { variation_id: 9, attributes: [] } )
		).toBeNull();
		expect( checkVariation( null ) ).toBeNull();
	} );

	it( "checks the island's settings without zod: the thumbnails fall back, a missing flag refuses them", () => {
		const base = {
			ajaxUrl: '/wp-admin/admin-ajax.php',
			wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
			autoplay: false,
			autoHeight: true,
			lightbox: true,
			captions: false,
			swatches: true,
			ratingRequired: false,
			ratingAction: 'vitrina_rating',
		};
		expect(
			checkProductSettings( {
				...base,
				thumbsPosition: 'left',
				thumbsPerView: 4,
			} )
		).toEqual( { ...base, thumbsPosition: 'left', thumbsPerView: 4 } );
		expect(
			checkProductSettings( {
				...base,
				thumbsPosition: 'top',
				thumbsPerView: 0,
			} )
		).toMatchObject( { thumbsPosition: 'bottom', thumbsPerView: 2 } );
		expect(
			checkProductSettings( { ...base, lightbox: 'yes' } )
		).toBeNull();
	} );
} );
