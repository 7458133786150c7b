/**
 * The map view of the point step. Its library (./map, Leaflet and
 * supercluster, with its style) is a chunk of its own, loaded when the
 * shopper opens the map, never before. The map opens on the list's points,
 * then shows the points of the box it rests on (GET v2/points/bounds), with
 * the list's filters; choosing a marker chooses the point in the list, and
 * choosing in the list marks and shows it on the map.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@runtime/i18n';
import { prefersReducedMotion } from '@runtime/motion';
import { fetchPointsInBounds } from './api';
import { MAP } from './constants';
import type { MapBox } from './map-bounds';
import type { MapPoint, PointMapController } from './map';
import {
	filterPoints,
	offeredPoints,
	type OfferedPoint,
	type PointFilters,
} from './points';
import type { DeliveryOption, PointsInBounds } from './schemas';
import { useFrame } from './Step';

interface Props {
	city: string;
	options: readonly DeliveryOption[];
	companies: string[];
	types: number[];
	filters: PointFilters;
	/** The list's points (the map opens on them). */
	initial: readonly OfferedPoint[];
	selectedId: string | null;
	onSelect: ( item: OfferedPoint ) => void;
}

/**
 * The points that have coordinates, as markers.
 *
 * @param items Points with their options.
 */
export function mapPoints( items: readonly OfferedPoint[] ): MapPoint[] {
	const markers: MapPoint[] = [];
	for ( const { point } of items ) {
		if ( point.lat !== null && point.lng !== null ) {
			markers.push( {
				id: point.id,
				lat: point.lat,
				lng: point.lng,
				title: `${ point.name }, ${ point.address }`,
				type: point.type,
			} );
		}
	}
	return markers;
}

export function PointMap( props: Props ) {
	const element = useRef< HTMLDivElement >( null );
	const controller = useRef< PointMapController | null >( null );
	const [ state, setState ] = useState< 'loading' | 'ready' | 'failed' >(
		'loading'
	);
	const [ found, setFound ] = useState< PointsInBounds | null >( null );
	const shown = useRef< OfferedPoint[] >( [] );
	const fromMap = useRef( false );
	const frame = useFrame();
	const { map } = frame;
	// The newest props and frame, for the map's callbacks made at its start.
	const latest = useRef( { ...props, ...frame } );
	latest.current = { ...props, ...frame };
	const asked = useRef( 0 );
	const timer = useRef< number >( 0 );

	const ask = ( box: MapBox ) => {
		window.clearTimeout( timer.current );
		timer.current = window.setTimeout( () => {
			const { params, city, companies, types, report } = latest.current;
			const call = ++asked.current;
			fetchPointsInBounds( params, box, city, companies, types ).then(
				( answer ) => call === asked.current && setFound( answer ),
				report
			);
		}, MAP.moveDebounce );
	};

	useEffect( () => {
		let live = true;
		import( /* webpackChunkName: "delivery/map" */ './map' ).then(
			( { createPointMap } ) => {
				if ( ! live || ! element.current || ! map ) {
					return;
				}
				controller.current = createPointMap( element.current, {
					tiles: map.url,
					attribution: map.attribution,
					reducedMotion: prefersReducedMotion(),
					clusterTitle: ( count ) =>
						sprintf(
							/* translators: %d: number of pickup points in a cluster on the map. */
							_n(
								'%d pickup point: zoom in',
								'%d pickup points: zoom in',
								count,
								'vitrina'
							),
							count
						),
					onSelect: ( id ) => {
						const item = shown.current.find(
							( { point } ) => point.id === id
						);
						if ( item ) {
							fromMap.current = true;
							latest.current.onSelect( item );
						}
					},
					onMove: ask,
				} );
				setState( 'ready' );
			},
			( error: unknown ) => {
				if ( live ) {
					setState( 'failed' );
					latest.current.report( error );
				}
			}
		);
		return () => {
			live = false;
			window.clearTimeout( timer.current );
			controller.current?.destroy();
			controller.current = null;
		};
	}, [ map ] );

	// Open on the list's points (then the box's points follow).
	useEffect( () => {
		if ( state !== 'ready' || ! controller.current ) {
			return;
		}
		const items = filterPoints( props.initial, props.filters );
		shown.current = items;
		controller.current.setPoints( mapPoints( items ), true );
		controller.current.select( props.selectedId );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ state ] );

	// The box's points, with the list's filters.
	useEffect( () => {
		if ( state !== 'ready' || ! controller.current || ! found ) {
			return;
		}
		const items = filterPoints(
			offeredPoints( found.points, props.options ),
			props.filters
		);
		shown.current = items;
		controller.current.setPoints( mapPoints( items ) );
	}, [ state, found, props.options, props.filters ] );

	useEffect( () => {
		if ( state !== 'ready' || ! controller.current ) {
			return;
		}
		controller.current.select( props.selectedId, ! fromMap.current );
		fromMap.current = false;
	}, [ state, props.selectedId ] );

	const onMap = mapPoints( filterPoints( props.initial, props.filters ) );
	return (
		<div className="vitrina-frame-map-view">
			<div
				ref={ element }
				className="vitrina-frame-map"
				role="region"
				aria-label={ __( 'Map of pickup points', 'vitrina' ) }
				aria-busy={ state === 'loading' }
			/>
			<p className="vitrina-frame-muted" role="status">
				{ state === 'loading' && __( 'Loading the map…', 'vitrina' ) }
				{ state === 'failed' &&
					__(
						'The map could not be loaded. Choose a point in the list.',
						'vitrina'
					) }
				{ state === 'ready' &&
					! onMap.length &&
					__( 'None of these points is on the map.', 'vitrina' ) }
				{ state === 'ready' &&
					!! found &&
					found.total > found.points.length &&
					sprintf(
						/* translators: 1: points shown on the map, 2: points in the map's area. */
						__(
							'%1$d of %2$d points shown here: zoom in to see the others.',
							'vitrina'
						),
						found.points.length,
						found.total
					) }
			</p>
		</div>
	);
}
