/**
 * The map-free pickup point picker: filter by point type, search by
 * address, and a list of points with radio semantics (native radios, so the
 * arrow keys move the choice).
 */
import { useEffect, useId, useMemo, useState } from '@wordpress/element';
import { __, _n, _x, sprintf } from '@wordpress/i18n';
import { fetchPoints } from './api';
import { POINT_TYPES, type PointTypeValue } from './constants';
import type { DeliveryOption, FrameParams, Point } from './schemas';
import { paymentFlags, pointTypeLabel } from './selection';

interface Props {
	option: DeliveryOption;
	city: string;
	params: FrameParams;
	selected: Point | null;
	onSelect: ( point: Point ) => void;
	onError: ( error: unknown ) => void;
}

const fold = ( value: string ): string =>
	value.toLocaleLowerCase( 'ru' ).replace( /ё/g, 'е' );

/**
 * Points matching the filters.
 *
 * @param points All points.
 * @param type   Point type, or 0 for all.
 * @param search Text to find in the name or address.
 */
export function filterPoints(
	points: readonly Point[],
	type: PointTypeValue | 0,
	search: string
): Point[] {
	const needle = fold( search.trim() );
	return points.filter(
		( point ) =>
			( ! type || point.type === type ) &&
			( ! needle ||
				fold( `${ point.name } ${ point.address }` ).includes(
					needle
				) )
	);
}

export function PointPicker( {
	option,
	city,
	params,
	selected,
	onSelect,
	onError,
}: Props ) {
	const id = useId();
	const [ points, setPoints ] = useState< Point[] | null >( null );
	const [ failed, setFailed ] = useState( false );
	const [ reload, setReload ] = useState( 0 );
	const [ type, setType ] = useState< PointTypeValue | 0 >( 0 );
	const [ search, setSearch ] = useState( '' );

	useEffect( () => {
		let live = true;
		setPoints( null );
		setFailed( false );
		fetchPoints(
			params,
			city,
			[ option.company.id ],
			option.pointTypes ?? []
		).then(
			( found ) => live && setPoints( found ),
			( error ) => {
				if ( live ) {
					setFailed( true );
					onError( error );
				}
			}
		);
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ option.id, option.company.id, city, reload ] );

	const types = useMemo(
		() =>
			POINT_TYPES.filter( ( value ) =>
				( points ?? [] ).some( ( point ) => point.type === value )
			),
		[ points ]
	);
	const shown = useMemo(
		() => filterPoints( points ?? [], type, search ),
		[ points, type, search ]
	);

	if ( failed ) {
		return (
			<div className="vitrina-frame-error" role="alert">
				{ __( 'Could not load the pickup points.', 'vitrina' ) }{ ' ' }
				<button
					type="button"
					className="vitrina-frame-button"
					onClick={ () => setReload( ( key ) => key + 1 ) }
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
	return (
		<fieldset className="vitrina-frame-points">
			<legend className="vitrina-frame-legend">
				{ __( 'Pickup point', 'vitrina' ) }
			</legend>
			{ types.length > 1 && (
				<div
					className="vitrina-frame-chips"
					role="group"
					aria-label={ __( 'Point type', 'vitrina' ) }
				>
					{ [ 0 as const, ...types ].map( ( value ) => (
						<button
							key={ value }
							type="button"
							className="vitrina-frame-chip"
							aria-pressed={ type === value }
							onClick={ () => setType( value ) }
						>
							{ value
								? pointTypeLabel( value )
								: _x( 'All', 'pickup point types', 'vitrina' ) }
						</button>
					) ) }
				</div>
			) }
			<label className="vitrina-frame-label" htmlFor={ `${ id }-search` }>
				{ __( 'Search by address', 'vitrina' ) }
			</label>
			<input
				id={ `${ id }-search` }
				className="vitrina-frame-input"
				type="search"
				value={ search }
				onChange={ ( event ) => setSearch( event.target.value ) }
			/>
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
				{ shown.map( ( point ) => {
					const flags = paymentFlags( option, point );
					return (
						<label
							key={ point.id }
							htmlFor={ `${ id }-point-${ point.id }` }
							className={ `vitrina-frame-point${
								selected?.id === point.id
									? ' vitrina-frame-point--selected'
									: ''
							}` }
						>
							<input
								id={ `${ id }-point-${ point.id }` }
								type="radio"
								name={ `${ id }-point` }
								value={ point.id }
								checked={ selected?.id === point.id }
								onChange={ () => onSelect( point ) }
							/>
							<span className="vitrina-frame-point-name">
								{ point.name }
							</span>
							<span>{ point.address }</span>
							<span className="vitrina-frame-muted">
								{ [
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
						</label>
					);
				} ) }
			</div>
		</fieldset>
	);
}
