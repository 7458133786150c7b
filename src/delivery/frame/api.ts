/**
 * Provider calls of the frame, all through the shop's API script
 * (`{apiScript}?url=<encoded provider address>`, docs/delivery-provider.md,
 * built with ../contract/proxy.ts like the loader's calls).
 */
import { fetchJson } from '@runtime/http';
import { providerHost, proxyUrl } from '../contract/proxy';
import {
	CALCULATE_PATH,
	CITIES_PATH,
	PARCEL_KEYS,
	POINTS_BOUNDS_PATH,
	POINTS_PATH,
	REQUEST_TIMEOUT,
	type Lang,
} from './constants';
import {
	calculateAnswerSchema,
	citiesAnswerSchema,
	pointsAnswerSchema,
	pointsInBoundsAnswerSchema,
	type City,
	type DeliveryOption,
	type FrameParams,
	type Point,
	type PointsInBounds,
} from './schemas';
import { boxQuery, type MapBox } from './map-bounds';

/**
 * The API-script address that forwards to a provider path.
 *
 * @param params The widget parameters (apiScript, devMode).
 * @param path   Provider path, e.g. `v2/cities`.
 * @param query  Query of the provider address; empty values are left out.
 * @return The address to fetch.
 */
export function providerUrl(
	params: Pick< FrameParams, 'apiScript' | 'devMode' >,
	path: string,
	query: Record< string, string | undefined > = {}
): string {
	const search = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( query ) ) {
		if ( value ) {
			search.set( key, value );
		}
	}
	const qs = search.toString();
	return proxyUrl(
		params.apiScript,
		providerHost( params.devMode ) + path + ( qs ? `?${ qs }` : '' )
	);
}

const JSON_HEADERS = { Accept: 'application/json' };

/**
 * City suggestions (GET v2/cities).
 *
 * @param params The widget parameters.
 * @param q      What the buyer typed.
 * @param lang   Language.
 */
export async function fetchCities(
	params: FrameParams,
	q: string,
	lang: Lang
): Promise< City[] > {
	const answer = await fetchJson(
		providerUrl( params, CITIES_PATH, { q, lang } ),
		citiesAnswerSchema,
		{ headers: JSON_HEADERS, timeout: REQUEST_TIMEOUT }
	);
	return answer.cities;
}

/**
 * Delivery options for a city (POST v2/delivery/calculate).
 *
 * @param params The widget parameters (sent as they are).
 * @param city   The city.
 */
export async function fetchOptions(
	params: FrameParams,
	city: City
): Promise< DeliveryOption[] > {
	const answer = await fetchJson(
		providerUrl( params, CALCULATE_PATH ),
		calculateAnswerSchema,
		{
			method: 'POST',
			headers: { ...JSON_HEADERS, 'Content-Type': 'application/json' },
			body: JSON.stringify( { city, params } ),
			timeout: REQUEST_TIMEOUT,
		}
	);
	return answer.options;
}

/**
 * The parcel's weight and sides of the widget parameters, as query values
 * (those given): the provider leaves out the points the parcel does not fit.
 *
 * @param params The widget parameters.
 */
export function parcelQuery( params: FrameParams ): Record< string, string > {
	const query: Record< string, string > = {};
	for ( const key of PARCEL_KEYS ) {
		const value = params[ key ];
		if ( typeof value === 'number' && value > 0 ) {
			query[ key ] = String( value );
		}
	}
	return query;
}

/**
 * The point query of a city, companies, types and the parcel.
 *
 * @param params    The widget parameters.
 * @param city      City name.
 * @param companies Company ids.
 * @param types     Point types.
 */
function pointQuery(
	params: FrameParams,
	city: string,
	companies: string[],
	types: number[]
): Record< string, string > {
	return {
		city,
		companies: companies.join( ',' ),
		types: types.join( ',' ),
		...parcelQuery( params ),
	};
}

/**
 * Pickup points of a city (GET v2/points), those the parcel fits.
 *
 * @param params    The widget parameters.
 * @param city      City name.
 * @param companies Company ids.
 * @param types     Point types.
 */
export async function fetchPoints(
	params: FrameParams,
	city: string,
	companies: string[],
	types: number[]
): Promise< Point[] > {
	const answer = await fetchJson(
		providerUrl(
			params,
			POINTS_PATH,
			pointQuery( params, city, companies, types )
		),
		pointsAnswerSchema,
		{ headers: JSON_HEADERS, timeout: REQUEST_TIMEOUT }
	);
	return answer.points;
}

/**
 * The pickup points of a city inside the map's box (GET v2/points/bounds):
 * the nearest to its centre when there are more than one answer holds, and
 * how many the box has.
 *
 * @param params    The widget parameters.
 * @param box       The map's box.
 * @param city      City name.
 * @param companies Company ids.
 * @param types     Point types.
 */
export async function fetchPointsInBounds(
	params: FrameParams,
	box: MapBox,
	city: string,
	companies: string[],
	types: number[]
): Promise< PointsInBounds > {
	const sides = boxQuery( box );
	if ( ! sides ) {
		return { points: [], total: 0 };
	}
	return fetchJson(
		providerUrl( params, POINTS_BOUNDS_PATH, {
			...sides,
			...pointQuery( params, city, companies, types ),
		} ),
		pointsInBoundsAnswerSchema,
		{ headers: JSON_HEADERS, timeout: REQUEST_TIMEOUT }
	);
}
