/**
 * The point step's data, for the list and the map alike: each point with
 * the pickup option that serves it, the filters (point type, cash or card
 * on delivery, company, text) and the sort (price or days).
 */
import { DELIVERY_TYPE, type PointTypeValue } from './constants';
import type { DeliveryOption, Point } from './schemas';
import { paymentFlags } from './selection';

/** A point and the pickup option (tariff) it would be delivered with. */
export interface OfferedPoint {
	point: Point;
	offer: DeliveryOption;
}

export interface PointFilters {
	/** Point type, or 0 for all. */
	type: PointTypeValue | 0;
	/** Only points where the parcel can be paid in cash on delivery. */
	cash: boolean;
	/** Only points where it can be paid by card on delivery. */
	card: boolean;
	/** Company id, or '' for all. */
	company: string;
	/** Text to find in the name or address. */
	search: string;
}

export const NO_FILTERS: PointFilters = {
	type: 0,
	cash: false,
	card: false,
	company: '',
	search: '',
};

export type PointSort = 'price' | 'days';
export const POINT_SORTS: readonly PointSort[] = [ 'price', 'days' ];

const fold = ( value: string ): string =>
	value.toLocaleLowerCase( 'ru' ).replace( /ё/g, 'е' );

const cheaper = ( a: DeliveryOption, b: DeliveryOption ): number =>
	a.price - b.price || a.days.min - b.days.min || a.days.max - b.days.max;

/**
 * The cheapest pickup option of the point's company that serves its type
 * (an option without point types serves every type), or null.
 *
 * @param point   A point.
 * @param options The delivery options of the city.
 */
export function offerFor(
	point: Point,
	options: readonly DeliveryOption[]
): DeliveryOption | null {
	const serving = options.filter(
		( option ) =>
			option.type === DELIVERY_TYPE.pickup &&
			option.company.id === point.company.id &&
			( ! option.pointTypes?.length ||
				option.pointTypes.includes( point.type ) )
	);
	return [ ...serving ].sort( cheaper )[ 0 ] ?? null;
}

/**
 * The points some pickup option serves, each with that option.
 *
 * @param points  Points.
 * @param options The delivery options of the city.
 */
export function offeredPoints(
	points: readonly Point[],
	options: readonly DeliveryOption[]
): OfferedPoint[] {
	const offered: OfferedPoint[] = [];
	for ( const point of points ) {
		const offer = offerFor( point, options );
		if ( offer ) {
			offered.push( { point, offer } );
		}
	}
	return offered;
}

/**
 * The points matching the filters (cash and card as the option and the
 * point both allow them).
 *
 * @param items   Points with their options.
 * @param filters The filters.
 */
export function filterPoints(
	items: readonly OfferedPoint[],
	filters: PointFilters
): OfferedPoint[] {
	const needle = fold( filters.search.trim() );
	return items.filter( ( { point, offer } ) => {
		const flags = paymentFlags( offer, point );
		return (
			( ! filters.type || point.type === filters.type ) &&
			( ! filters.cash || flags.cash ) &&
			( ! filters.card || flags.card ) &&
			( ! filters.company || point.company.id === filters.company ) &&
			( ! needle ||
				fold( `${ point.name } ${ point.address }` ).includes(
					needle
				) )
		);
	} );
}

/**
 * The points sorted by price (then fewer days) or by days (then price);
 * equal ones keep their order.
 *
 * @param items Points with their options.
 * @param sort  price or days.
 */
export function sortPoints(
	items: readonly OfferedPoint[],
	sort: PointSort
): OfferedPoint[] {
	return [ ...items ].sort( ( a, b ) =>
		sort === 'price'
			? cheaper( a.offer, b.offer )
			: a.offer.days.min - b.offer.days.min ||
				a.offer.days.max - b.offer.days.max ||
				a.offer.price - b.offer.price
	);
}

/**
 * The companies of the points, in order of appearance.
 *
 * @param items Points with their options.
 */
export function companiesOf(
	items: readonly OfferedPoint[]
): Array< { id: string; name: string } > {
	const seen = new Map< string, string >();
	for ( const { point } of items ) {
		if ( ! seen.has( point.company.id ) ) {
			seen.set( point.company.id, point.company.name );
		}
	}
	return [ ...seen ].map( ( [ id, name ] ) => ( { id, name } ) );
}
