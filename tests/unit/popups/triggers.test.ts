import {
	clickSelectors,
	formKey,
	formMatches,
} from '../../../src/popups/triggers';
import { triggerSchema } from '../../../src/popups/model';

describe( 'popup triggers', () => {
	const cf7 = { formProvider: 'cf7', formId: 12, formInstanceId: 2 };

	it( 'keys a submission by provider, form and instance', () => {
		expect( formKey( cf7 ) ).toBe( 'cf7_12_2' );
		expect( formKey( { formProvider: 'wpforms', formId: 'x' } ) ).toBe(
			'wpforms_x'
		);
		expect( formKey( { ...cf7, formKey: 'given' } ) ).toBe( 'given' );
	} );

	it.each( [
		[ 'any', true ],
		[ '', true ],
		[ 'cf7_any', true ],
		[ 'gravityforms_any', false ],
		[ 'cf7_12_2', true ],
		[ 'cf7_12_3', false ],
		[ 'cf7_12', true ],
		[ 'cf7_13', false ],
	] )( 'matches the form key %s: %s', ( key, want ) => {
		expect( formMatches( key, cf7 ) ).toBe( want );
	} );

	it( 'opens from the popup links and the extra selectors', () => {
		const t = triggerSchema.parse( {
			type: 'click_open',
			settings: { extra_selectors: ' .promo a ' },
		} );
		expect( clickSelectors( 5, t ) ).toBe(
			'.popmake-5, a[href$="#popmake-5"], .promo a'
		);
		const bare = triggerSchema.parse( { type: 'click_open' } );
		expect( clickSelectors( 5, bare ) ).toBe(
			'.popmake-5, a[href$="#popmake-5"]'
		);
	} );
} );
