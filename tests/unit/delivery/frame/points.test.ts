import { mapPoints } from '../../../../src/delivery/frame/PointMap';
import {
	NO_FILTERS,
	companiesOf,
	filterPoints,
	offerFor,
	offeredPoints,
	sortPoints,
} from '../../../../src/delivery/frame/points';
import type {
	DeliveryOption,
	Point,
} from '../../../../src/delivery/frame/schemas';
import { OPTIONS, POINTS } from './fixtures';

const pickup = OPTIONS[ 0 ];
/** A second company: dearer but faster, lockers only, card only. */
const fast: DeliveryOption = {
	id: 'tariff-fast',
	type: 1,
	company: { id: '20', name: 'Быстрая почта' },
	price: 300,
	days: { min: 1, max: 2 },
	cashPaymentAvailable: false,
	cardPaymentAvailable: true,
	pointTypes: [ 2 ],
};
const cheapLocker: DeliveryOption = {
	...pickup,
	id: 'tariff-locker',
	price: 150,
	pointTypes: [ 2 ],
};
const point = ( id: string, extra: Partial< Point > ): Point => ( {
	...POINTS[ 0 ],
	id,
	...extra,
} );
const points: Point[] = [
	point( 'a', { type: 1, cashPaymentAvailable: true, name: 'Арбат' } ),
	point( 'b', { type: 2, cardPaymentAvailable: true, name: 'Белорусская' } ),
	point( 'c', {
		type: 2,
		company: fast.company,
		name: 'Курская',
		address: 'ул. Земляной Вал',
		cardPaymentAvailable: false,
	} ),
	point( 'd', { type: 3, name: 'Почта' } ),
	point( 'e', { type: 1, company: fast.company, name: 'Не обслуживается' } ),
];
const options = [ ...OPTIONS, fast ];

describe( 'the point step’s points', () => {
	it( 'gives each point the cheapest pickup option of its company that serves its type', () => {
		expect( offerFor( points[ 0 ], options )?.id ).toBe( 'tariff-pickup' );
		expect( offerFor( points[ 1 ], [ ...options, cheapLocker ] )?.id ).toBe(
			'tariff-locker'
		);
		expect( offerFor( points[ 2 ], options )?.id ).toBe( 'tariff-fast' );
		// No option serves post offices or the fast company's pickup points.
		expect( offerFor( points[ 3 ], options ) ).toBeNull();
		expect( offerFor( points[ 4 ], options ) ).toBeNull();
		// A courier option serves no point; one without types serves all.
		expect( offerFor( points[ 3 ], [ OPTIONS[ 1 ] ] ) ).toBeNull();
		expect(
			offerFor( points[ 3 ], [ { ...pickup, pointTypes: undefined } ] )
				?.id
		).toBe( 'tariff-pickup' );
		expect(
			offeredPoints( points, options ).map( ( item ) => item.point.id )
		).toEqual( [ 'a', 'b', 'c' ] );
	} );

	it( 'filters by point type, company, cash, card and text', () => {
		const items = offeredPoints( points, options );
		const ids = ( filters: Partial< typeof NO_FILTERS > ) =>
			filterPoints( items, { ...NO_FILTERS, ...filters } ).map(
				( item ) => item.point.id
			);
		expect( ids( {} ) ).toEqual( [ 'a', 'b', 'c' ] );
		expect( ids( { type: 2 } ) ).toEqual( [ 'b', 'c' ] );
		expect( ids( { company: '20' } ) ).toEqual( [ 'c' ] );
		expect( ids( { company: '10', type: 2 } ) ).toEqual( [ 'b' ] );
		// Cash: the option and the point both take it.
		expect( ids( { cash: true } ) ).toEqual( [ 'a' ] );
		// Card: point c does not, though its option does.
		expect( ids( { card: true } ) ).toEqual( [ 'a', 'b' ] );
		expect( ids( { cash: true, card: true } ) ).toEqual( [ 'a' ] );
		expect( ids( { search: 'земляной' } ) ).toEqual( [ 'c' ] );
		expect( ids( { search: 'БЕЛОРУССКАЯ ' } ) ).toEqual( [ 'b' ] );
		expect( ids( { type: 1, company: '20' } ) ).toEqual( [] );
	} );

	it( 'sorts by price or by days, equal ones in their order', () => {
		const items = offeredPoints( points, options );
		const ids = ( sort: 'price' | 'days' ) =>
			sortPoints( items, sort ).map( ( item ) => item.point.id );
		expect( ids( 'price' ) ).toEqual( [ 'a', 'b', 'c' ] );
		expect( ids( 'days' ) ).toEqual( [ 'c', 'a', 'b' ] );
		expect( items.map( ( item ) => item.point.id ) ).toEqual( [
			'a',
			'b',
			'c',
		] );
	} );

	it( 'lists the companies once, and maps only the points with a place', () => {
		const items = offeredPoints( points, options );
		expect( companiesOf( items ) ).toEqual( [
			{ id: '10', name: 'СДЭК' },
			{ id: '20', name: 'Быстрая почта' },
		] );
		const placed = offeredPoints(
			[ POINTS[ 0 ], { ...POINTS[ 1 ], id: 'p3', lat: 55.7 } ],
			options
		);
		expect( mapPoints( placed ) ).toEqual( [
			{
				id: 'p1',
				lat: 55.757,
				lng: 37.61,
				title: 'СДЭК на Тверской, ул. Тверская, д. 1',
				type: 1,
			},
		] );
	} );
} );
