/**
 * The map of the point step: Leaflet with the shop's tiles and clustered
 * markers (supercluster). Its own chunk (build/delivery/map.js and .css),
 * loaded by PointMap.tsx only when the shopper opens the map.
 *
 * The markers take no keyboard focus and the map no keys: the list beside
 * it is the keyboard and screen-reader way to choose (the map follows it).
 */
import {
	DomUtil,
	divIcon,
	latLngBounds,
	layerGroup,
	map as leafletMap,
	marker,
	tileLayer,
	type Map as LeafletMap,
} from 'leaflet';
import Supercluster, { type ClusterProperties } from 'supercluster';
import 'leaflet/dist/leaflet.css';
import './map.scss';
import { MAP } from '../constants';
import type { MapBox } from '../map-bounds';
import { escapeHtml } from '../selection';

/** A point as the map shows it. */
export interface MapPoint {
	id: string;
	lat: number;
	lng: number;
	/** The marker's title (name and address). */
	title: string;
	/** Point type (1..4), the marker's look. */
	type: number;
}

export interface PointMapOptions {
	tiles: string;
	/** Plain text (escaped here). */
	attribution: string;
	reducedMotion: boolean;
	/** The title of a cluster of n points. */
	clusterTitle: ( count: number ) => string;
	/** A marker was chosen. */
	onSelect: ( id: string ) => void;
	/** The map came to rest on a box. */
	onMove: ( box: MapBox ) => void;
}

export interface PointMapController {
	/** The points to show (fit: open the map on them). */
	setPoints: ( points: readonly MapPoint[], fit?: boolean ) => void;
	/** Marks a point as chosen (reveal: bring it into view). */
	select: ( id: string | null, reveal?: boolean ) => void;
	destroy: () => void;
}

type Props = { id: string };

/**
 * Creates the map in an element.
 *
 * @param element The map's element (sized by CSS).
 * @param options Tiles, texts and callbacks.
 */
export function createPointMap(
	element: HTMLElement,
	options: PointMapOptions
): PointMapController {
	const animate = ! options.reducedMotion;
	const view: LeafletMap = leafletMap( element, {
		keyboard: false,
		zoomAnimation: animate,
		fadeAnimation: animate,
		markerZoomAnimation: animate,
		maxZoom: MAP.maxZoom,
	} );
	tileLayer( options.tiles, {
		maxZoom: MAP.maxZoom,
		attribution: escapeHtml( options.attribution ),
	} ).addTo( view );
	view.setView( MAP.center, MAP.zoom, { animate: false } );
	const layer = layerGroup().addTo( view );
	let index = new Supercluster< Props, object >( {
		radius: MAP.clusterRadius,
		maxZoom: MAP.clusterMaxZoom,
	} );
	let byId = new Map< string, MapPoint >();
	let chosen: string | null = null;

	const render = () => {
		layer.clearLayers();
		if ( ! view.getSize().x ) {
			return;
		}
		const bounds = view.getBounds();
		const zoom = Math.round( view.getZoom() );
		const clusters = index.getClusters(
			[
				Math.max( -180, bounds.getWest() ),
				Math.max( -85, bounds.getSouth() ),
				Math.min( 180, bounds.getEast() ),
				Math.min( 85, bounds.getNorth() ),
			],
			zoom
		);
		for ( const feature of clusters ) {
			const [ lng, lat ] = feature.geometry.coordinates as [
				number,
				number,
			];
			const properties = feature.properties as ClusterProperties | Props;
			if ( 'cluster' in properties && properties.cluster ) {
				const count = properties.point_count;
				const cluster = marker( [ lat, lng ], {
					keyboard: false,
					title: options.clusterTitle( count ),
					icon: divIcon( {
						className: 'vitrina-frame-cluster',
						html: `<span>${ count }</span>`,
						iconSize: [ 36, 36 ],
					} ),
				} );
				const id = properties.cluster_id;
				cluster.on( 'click', () =>
					view.setView(
						[ lat, lng ],
						Math.min(
							index.getClusterExpansionZoom( id ),
							MAP.maxZoom
						),
						{ animate }
					)
				);
				layer.addLayer( cluster );
				continue;
			}
			const point = byId.get( ( properties as Props ).id );
			if ( ! point ) {
				continue;
			}
			const selected = point.id === chosen;
			const pin = marker( [ lat, lng ], {
				keyboard: false,
				title: point.title,
				zIndexOffset: selected ? 1000 : 0,
				icon: divIcon( {
					className: `vitrina-frame-marker vitrina-frame-marker--type-${
						point.type
					}${ selected ? ' vitrina-frame-marker--selected' : '' }`,
					iconSize: [ 24, 24 ],
					iconAnchor: [ 12, 24 ],
				} ),
			} );
			pin.on( 'click', () => options.onSelect( point.id ) );
			pin.on( 'add', () => {
				const icon = pin.getElement();
				if ( icon ) {
					icon.dataset.pointId = point.id;
					DomUtil.addClass( icon, 'vitrina-frame-marker-icon' );
				}
			} );
			layer.addLayer( pin );
		}
	};

	const box = (): MapBox => {
		const bounds = view.getBounds();
		return {
			south: bounds.getSouth(),
			west: bounds.getWest(),
			north: bounds.getNorth(),
			east: bounds.getEast(),
		};
	};

	view.on( 'moveend', () => {
		render();
		options.onMove( box() );
	} );

	return {
		setPoints( points, fit = false ) {
			byId = new Map( points.map( ( point ) => [ point.id, point ] ) );
			index = new Supercluster< Props, object >( {
				radius: MAP.clusterRadius,
				maxZoom: MAP.clusterMaxZoom,
			} );
			index.load(
				points.map( ( point ) => ( {
					type: 'Feature' as const,
					properties: { id: point.id },
					geometry: {
						type: 'Point' as const,
						coordinates: [ point.lng, point.lat ],
					},
				} ) )
			);
			if ( fit && points.length ) {
				view.fitBounds(
					latLngBounds(
						points.map( ( point ) => [ point.lat, point.lng ] )
					),
					{
						padding: [ MAP.fitPadding, MAP.fitPadding ],
						maxZoom: MAP.pointZoom,
						animate: false,
					}
				);
			} else {
				render();
			}
		},
		select( id, reveal = false ) {
			chosen = id;
			const point = id ? byId.get( id ) : undefined;
			if ( reveal && point ) {
				view.setView(
					[ point.lat, point.lng ],
					Math.max( view.getZoom(), MAP.pointZoom ),
					{ animate }
				);
			}
			render();
		},
		destroy() {
			view.remove();
		},
	};
}
