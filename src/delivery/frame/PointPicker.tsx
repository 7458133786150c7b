/**
 * The pickup point picker: the points of every pickup option of the city
 * (each with the option that serves it; at first those of the chosen
 * option's company), filters by company, point type and cash or card on
 * delivery, a search by address, the sort by price or days, and a list with
 * radio semantics (native radios, so the arrow keys move the choice). The
 * "Map" toggle opens the map beside the list (PointMap, loaded then); the
 * list stays the keyboard and screen-reader way to choose.
 */
import { useEffect, useId, useMemo, useState } from '@wordpress/element';
import { __, _n, _x, sprintf } from '@runtime/i18n';
import { fetchPoints } from './api';
import { DELIVERY_TYPE, POINT_TYPES, type PointTypeValue } from './constants';
import { PointMap } from './PointMap';
import {
	NO_FILTERS,
	POINT_SORTS,
	companiesOf,
	filterPoints,
	offeredPoints,
	sortPoints,
	type OfferedPoint,
	type PointFilters,
	type PointSort,
} from './points';
import type { DeliveryOption, Point } from './schemas';
import {
	formatDays,
	formatPrice,
	paymentFlags,
	pointTypeLabel,
} from './selection';
import { Choice, useFrame } from './Step';

interface Props {
	/** The chosen (pickup) option. */
	option: DeliveryOption;
	/** Every option of the city (the pickup ones serve the points). */
	options: readonly DeliveryOption[];
	city: string;
	selected: Point | null;
	/** A point was chosen, with the option that serves it. */
	onSelect: ( point: Point, offer: DeliveryOption ) => void;
}

const unique = < T, >( values: T[] ): T[] => [ ...new Set( values ) ];

/** The filters by payment on delivery, each with its chip's label. */
const PAYMENT_FILTERS: ReadonlyArray< {
	key: 'cash' | 'card';
	label: () => string;
} > = [
	{ key: 'cash', label: () => __( 'Cash on delivery', 'vitrina' ) },
	{ key: 'card', label: () => __( 'Card on delivery', 'vitrina' ) },
];

export function PointPicker( {
	option,
	options,
	city,
	selected,
	onSelect,
}: Props ) {
	const id = useId();
	const { params, lang, map, report } = useFrame();
	const [ points, setPoints ] = useState< Point[] | null >( null );
	const [ failed, setFailed ] = useState( false );
	const [ reload, setReload ] = useState( 0 );
	const [ filters, setFilters ] = useState< PointFilters >( {
		...NO_FILTERS,
		company: option.company.id,
	} );
	const [ sort, setSort ] = useState< PointSort >( 'price' );
	const [ mapOpen, setMapOpen ] = useState( false );
	const filter = ( change: Partial< PointFilters > ) =>
		setFilters( ( current ) => ( { ...current, ...change } ) );

	const pickup = useMemo(
		() => options.filter( ( item ) => item.type === DELIVERY_TYPE.pickup ),
		[ options ]
	);
	const companies = unique( pickup.map( ( item ) => item.company.id ) );
	const types = pickup.some( ( item ) => ! item.pointTypes?.length )
		? []
		: unique( pickup.flatMap( ( item ) => item.pointTypes ?? [] ) );
	const key = `${ companies.join( ',' ) }|${ types.join( ',' ) }`;

	// Another option chosen above: its company's points (unless all are shown).
	useEffect( () => {
		setFilters( ( current ) =>
			current.company
				? { ...current, company: option.company.id }
				: current
		);
	}, [ option.company.id ] );

	useEffect( () => {
		let live = true;
		setPoints( null );
		setFailed( false );
		fetchPoints( params, city, companies, types ).then(
			( found ) => live && setPoints( found ),
			( error ) => {
				if ( live ) {
					setFailed( true );
					report( error );
				}
			}
		);
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key, city, reload ] );

	const offered = useMemo(
		() => offeredPoints( points ?? [], pickup ),
		[ points, pickup ]
	);
	const ofCompany = useMemo(
		() =>
			filterPoints( offered, {
				...NO_FILTERS,
				company: filters.company,
			} ),
		[ offered, filters.company ]
	);
	const shownTypes = POINT_TYPES.filter( ( value ) =>
		ofCompany.some( ( { point } ) => point.type === value )
	);
	// The payment filters some point of the company allows.
	const payments = PAYMENT_FILTERS.filter( ( { key: flag } ) =>
		ofCompany.some(
			( { point, offer } ) => paymentFlags( offer, point )[ flag ]
		)
	);
	const companyList = companiesOf( offered );
	const shown = useMemo(
		() => sortPoints( filterPoints( offered, filters ), sort ),
		[ offered, filters, sort ]
	);
	const manyOffers = companyList.length > 1;
	const choose = ( item: OfferedPoint ) => onSelect( item.point, item.offer );

	if ( failed ) {
		return (
			<div className="vitrina-frame-error" role="alert">
				{ __( 'Could not load the pickup points.', 'vitrina' ) }{ ' ' }
				<button
					type="button"
					className="vitrina-frame-button"
					onClick={ () => setReload( ( count ) => count + 1 ) }
				>
					{ __( 'Try again', 'vitrina' ) }
				</button>
			</div>
		);
	}
	if ( ! points ) {
		return (
			<p className="vitrina-frame-loading" role="status">
				{ __( 'Loading pickup points…', 'vitrina' ) }
			</p>
		);
	}
	const chip = (
		label: string,
		pressed: boolean,
		onClick: () => void,
		chipKey: string | number
	) => (
		<button
			key={ chipKey }
			type="button"
			className="vitrina-frame-chip"
			aria-pressed={ pressed }
			onClick={ onClick }
		>
			{ label }
		</button>
	);
	return (
		<fieldset className="vitrina-frame-points">
			<legend className="vitrina-frame-legend">
				{ __( 'Pickup point', 'vitrina' ) }
			</legend>
			{ companyList.length > 1 && (
				<div
					className="vitrina-frame-chips"
					role="group"
					aria-label={ __( 'Delivery company', 'vitrina' ) }
				>
					{ chip(
						_x( 'All', 'delivery companies', 'vitrina' ),
						! filters.company,
						() => filter( { company: '' } ),
						'all'
					) }
					{ companyList.map( ( company ) =>
						chip(
							company.name,
							filters.company === company.id,
							() => filter( { company: company.id } ),
							company.id
						)
					) }
				</div>
			) }
			{ shownTypes.length > 1 && (
				<div
					className="vitrina-frame-chips"
					role="group"
					aria-label={ __( 'Point type', 'vitrina' ) }
				>
					{ [ 0 as const, ...shownTypes ].map( ( value ) =>
						chip(
							value
								? pointTypeLabel( value )
								: _x( 'All', 'pickup point types', 'vitrina' ),
							filters.type === value,
							() =>
								filter( {
									type: value as PointTypeValue | 0,
								} ),
							value
						)
					) }
				</div>
			) }
			{ payments.length > 0 && (
				<div
					className="vitrina-frame-chips"
					role="group"
					aria-label={ __( 'Payment on delivery', 'vitrina' ) }
				>
					{ payments.map( ( { key: flag, label } ) =>
						chip(
							label(),
							filters[ flag ],
							() => filter( { [ flag ]: ! filters[ flag ] } ),
							flag
						)
					) }
				</div>
			) }
			<div className="vitrina-frame-points-bar">
				<div className="vitrina-frame-points-search">
					<label
						className="vitrina-frame-label"
						htmlFor={ `${ id }-search` }
					>
						{ __( 'Search by address', 'vitrina' ) }
					</label>
					<input
						id={ `${ id }-search` }
						className="vitrina-frame-input"
						type="search"
						value={ filters.search }
						onChange={ ( event ) =>
							filter( { search: event.target.value } )
						}
					/>
				</div>
				{ manyOffers && (
					<div className="vitrina-frame-points-sort">
						<label
							className="vitrina-frame-label"
							htmlFor={ `${ id }-sort` }
						>
							{ __( 'Sort', 'vitrina' ) }
						</label>
						<select
							id={ `${ id }-sort` }
							className="vitrina-frame-input"
							value={ sort }
							onChange={ ( event ) =>
								setSort( event.target.value as PointSort )
							}
						>
							{ POINT_SORTS.map( ( value ) => (
								<option key={ value } value={ value }>
									{ value === 'price'
										? __( 'Cheapest first', 'vitrina' )
										: __( 'Fastest first', 'vitrina' ) }
								</option>
							) ) }
						</select>
					</div>
				) }
				{ !! map && (
					<button
						type="button"
						className="vitrina-frame-chip vitrina-frame-map-toggle"
						aria-pressed={ mapOpen }
						onClick={ () => setMapOpen( ( open ) => ! open ) }
					>
						{ _x( 'Map', 'pickup points view', 'vitrina' ) }
					</button>
				) }
			</div>
			{ mapOpen && (
				<PointMap
					city={ city }
					options={ pickup }
					companies={ companies }
					types={ types }
					filters={ filters }
					initial={ shown }
					selectedId={ selected?.id ?? null }
					onSelect={ choose }
				/>
			) }
			<p className="vitrina-frame-status" role="status">
				{ sprintf(
					/* translators: %d: number of pickup points shown. */
					_n(
						'%d point found.',
						'%d points found.',
						shown.length,
						'vitrina'
					),
					shown.length
				) }
			</p>
			<div
				className="vitrina-frame-point-list"
				role="radiogroup"
				aria-label={ __( 'Pickup points', 'vitrina' ) }
			>
				{ shown.map( ( item ) => {
					const { point, offer } = item;
					const flags = paymentFlags( offer, point );
					return (
						<Choice
							key={ point.id }
							group={ `${ id }-point` }
							value={ point.id }
							block="vitrina-frame-point"
							chosen={ selected?.id === point.id }
							onChoose={ () => choose( item ) }
							data={ { 'data-point-id': point.id } }
						>
							<span className="vitrina-frame-point-name">
								{ point.name }
							</span>
							<span>{ point.address }</span>
							<span className="vitrina-frame-muted">
								{ [
									manyOffers && point.company.name,
									manyOffers &&
										formatPrice( offer.price, lang ),
									manyOffers && formatDays( offer.days ),
									pointTypeLabel( point.type ),
									point.workHours,
									flags.cash &&
										_x(
											'cash',
											'payment on delivery',
											'vitrina'
										),
									flags.card &&
										_x(
											'card',
											'payment on delivery',
											'vitrina'
										),
								]
									.filter( Boolean )
									.join( ' · ' ) }
							</span>
						</Choice>
					);
				} ) }
			</div>
		</fieldset>
	);
}
