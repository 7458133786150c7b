/**
 * The address line of §9, shared by the frame's summary and the checkout's
 * address field.
 */
import { describe, expect, it } from 'vitest';
import { formatAddress } from '../../../../src/delivery/contract/address';
import { ADDRESS as address } from '../frame/fixtures';

describe( 'formatAddress (spec §9)', () => {
	it.each( [
		[ address, 'ул. Мясницкая, д.5 (корп.2), Кв/офис 12' ],
		[ { ...address, bulk: '' }, 'ул. Мясницкая, д.5, Кв/офис 12' ],
		[ { ...address, apartment: '' }, 'ул. Мясницкая, д.5 (корп.2)' ],
		[ { ...address, bulk: '', apartment: '' }, 'ул. Мясницкая, д.5' ],
		[ { ...address, building: '' }, 'ул. Мясницкая, (корп.2), Кв/офис 12' ],
		[ { street: 'Невский пр.', building: ' 28 ' }, 'Невский пр., д.28' ],
		[ { apartment: '7' }, 'Кв/офис 7' ],
		[ {}, '' ],
	] )( '%o → %s', ( input, expected ) => {
		expect( formatAddress( input ) ).toBe( expected );
	} );
} );

describe( 'formatAddress: fields as a message may carry them', () => {
	it( 'takes numbers as text and leaves other values out', () => {
		expect(
			formatAddress( {
				street: 'ул. Ленина',
				building: 5,
				bulk: null,
				apartment: { n: 1 },
			} )
		).toBe( 'ул. Ленина, д.5' );
	} );
} );
