/**
 * zod schemas of everything the frame receives: the parent's message and the
 * provider's answers (docs/delivery-provider.md). Nothing is used unchecked.
 */
import { z } from 'zod/mini';
import { DEFAULT_LANG, LANGS } from './constants';

const deliveryTypeSchema = z.union( [
	z.literal( 1 ),
	z.literal( 2 ),
	z.literal( 3 ),
] );
const pointTypeSchema = z.union( [
	z.literal( 1 ),
	z.literal( 2 ),
	z.literal( 3 ),
	z.literal( 4 ),
] );

/** The map's tiles: a URL template ({z}/{x}/{y}, {s}) and the attribution text. */
export const mapTilesSchema = z.object( {
	url: z.string().check( z.regex( /^https?:\/\/[^\s]+$/i ) ),
	attribution: z.catch( z.string(), '' ),
} );
export type MapTiles = z.infer< typeof mapTilesSchema >;

/** The settings the frame page prints (`#vitrina-settings-delivery`). */
export const pageSettingsSchema = z.looseObject( {
	lang: z.catch( z.enum( LANGS ), DEFAULT_LANG ),
	// No tiles, no map view (an external provider's page).
	map: z.catch( z.nullable( mapTilesSchema ), null ),
} );

/** The normalised widget parameters, as the loader sends them. */
export const paramsSchema = z.looseObject( {
	lang: z.catch( z.enum( LANGS ), DEFAULT_LANG ),
	apiScript: z.string().check( z.regex( /^https?:\/\//i ) ),
	devMode: z.catch( z.boolean(), false ),
	// The shop platform (`wordpress`: its checkout takes the payment).
	mod: z.catch( z.optional( z.string() ), undefined ),
	userPhone: z.catch( z.optional( z.string() ), undefined ),
	userName: z.catch( z.optional( z.string() ), undefined ),
	userEmail: z.catch( z.optional( z.string() ), undefined ),
	deliveryType: z.catch(
		z.nullable( z.optional( deliveryTypeSchema ) ),
		null
	),
	deliveryCompanies: z.catch(
		z.optional( z.array( z.union( [ z.string(), z.number() ] ) ) ),
		undefined
	),
	// The parcel: real weight (kg) and box (cm), for the points it fits.
	weight: z.catch( z.optional( z.number() ), undefined ),
	length: z.catch( z.optional( z.number() ), undefined ),
	width: z.catch( z.optional( z.number() ), undefined ),
	height: z.catch( z.optional( z.number() ), undefined ),
} );
export type FrameParams = z.infer< typeof paramsSchema >;

/** The parent's message `{ id, params, settings, demoMode, autoHeight }`. */
export const parentMessageSchema = z.object( {
	id: z.string().check( z.minLength( 1 ) ),
	params: paramsSchema,
	settings: z.catch( z.record( z.string(), z.unknown() ), {} ),
	demoMode: z.catch( z.boolean(), false ),
	autoHeight: z.catch( z.boolean(), false ),
} );
export type ParentMessage = z.infer< typeof parentMessageSchema >;

export const citySchema = z.object( {
	name: z.string().check( z.minLength( 1 ) ),
	region: z.catch( z.string(), '' ),
	countryIsoCode: z.catch( z.string(), '' ),
} );
export type City = z.infer< typeof citySchema >;

export const citiesAnswerSchema = z.object( {
	cities: z.array( citySchema ),
} );

const companySchema = z.object( {
	id: z.union( [ z.string(), z.pipe( z.number(), z.transform( String ) ) ] ),
	name: z.string(),
} );

export const optionSchema = z.object( {
	id: z.union( [ z.string(), z.pipe( z.number(), z.transform( String ) ) ] ),
	type: deliveryTypeSchema,
	company: companySchema,
	name: z.optional( z.string() ),
	price: z.number().check( z.gte( 0 ) ),
	days: z.object( {
		min: z.number().check( z.int(), z.gte( 0 ) ),
		max: z.number().check( z.int(), z.gte( 0 ) ),
	} ),
	cashPaymentAvailable: z.boolean(),
	cardPaymentAvailable: z.boolean(),
	pointTypes: z.optional( z.array( pointTypeSchema ) ),
} );
export type DeliveryOption = z.infer< typeof optionSchema >;

export const calculateAnswerSchema = z.object( {
	options: z.array( optionSchema ),
} );

export const pointSchema = z.object( {
	id: z.union( [ z.string(), z.pipe( z.number(), z.transform( String ) ) ] ),
	type: pointTypeSchema,
	company: companySchema,
	name: z.string(),
	address: z.string(),
	zipCode: z.catch( z.string(), '' ),
	city: z.catch( z.string(), '' ),
	workHours: z.catch( z.string(), '' ),
	cashPaymentAvailable: z.boolean(),
	cardPaymentAvailable: z.boolean(),
	// Where it is (degrees); null: not on the map.
	lat: z.catch(
		z.nullable( z.number().check( z.gte( -90 ), z.lte( 90 ) ) ),
		null
	),
	lng: z.catch(
		z.nullable( z.number().check( z.gte( -180 ), z.lte( 180 ) ) ),
		null
	),
} );
export type Point = z.infer< typeof pointSchema >;

export const pointsAnswerSchema = z.object( {
	points: z.array( pointSchema ),
} );

/** GET v2/points/bounds: the points in the box (capped) and how many it holds. */
export const pointsInBoundsAnswerSchema = z.object( {
	points: z.array( pointSchema ),
	total: z.number().check( z.int(), z.gte( 0 ) ),
} );
export type PointsInBounds = z.infer< typeof pointsInBoundsAnswerSchema >;
