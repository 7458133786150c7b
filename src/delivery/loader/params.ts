/**
 * Widget parameters: argument checks, normalisation and product checks
 * (spec delivery-widget.md §5), with zod schemas (zod/mini keeps the loader small).
 *
 * Normalisation never fails: a value that cannot be normalised takes its
 * default (lang, currency, deliveryType, vat, apiScript) or is dropped.
 * Only the product list can fail: its zod issues carry the error codes
 * paramProductsEmpty, paramProductsPriceInvalid and paramProductsCountInvalid
 * as their message; a params value that is not an object is the root issue
 * (argumentParamsIsRequired).
 * Keys that are not widget parameters are dropped.
 */
import { z } from 'zod/mini';
import {
	DEFAULT_LANG,
	LANGS,
	type ErrorCode,
	type Lang,
} from '../contract/constants';
import {
	API_SCRIPT_PATH,
	CURRENCIES,
	DEFAULT_CURRENCY,
	DEFAULT_VAT,
	DIMENSION_MAX,
	DIMENSION_MIN,
	ITEM_COUNT_MAX,
	ITEM_COUNT_MIN,
	PARAM_DELIVERY_TYPES,
	PRICE_MIN,
	PRODUCT_COUNT_MIN,
	VAT_VALUES,
	VOLUME_MIN,
	WEIGHT_MIN,
	type Currency,
	type ParamDeliveryType,
	type Vat,
} from './constants';

/**
 * Reads a number from a number or a numeric string ('12.5', ' 3 ').
 *
 * @param value Any value.
 * @return The number, NaN when there is none.
 */
export function toNumber( value: unknown ): number {
	if ( typeof value === 'number' ) {
		return value;
	}
	return typeof value === 'string' && value.trim() !== ''
		? Number( value )
		: NaN;
}

const clamp = ( value: number, min: number, max: number ): number =>
	Math.min( max, Math.max( min, value ) );

const choose = < T extends string | number >(
	list: readonly T[],
	value: unknown,
	fallback: T
): T => ( list.includes( value as T ) ? ( value as T ) : fallback );

const lower = ( value: unknown ): unknown =>
	typeof value === 'string' ? value.trim().toLowerCase() : value;

/**
 * Normalises the language: 'ru' or 'en' (any case), else 'ru'.
 *
 * @param value The `lang` parameter.
 * @return The language.
 */
export function normaliseLang( value: unknown ): Lang {
	return choose( LANGS, lower( value ), DEFAULT_LANG );
}

/**
 * Normalises the API script address: the default path on the current host
 * when missing, a relative path (or a protocol-relative one) made absolute
 * with the current protocol and host. Only http(s) addresses are kept.
 *
 * @param value The `apiScript` parameter.
 * @return An absolute http(s) URL.
 */
export function normaliseApiScript( value: unknown ): string {
	const { protocol, host } = window.location;
	const base = `${ protocol }//${ host }`;
	if ( typeof value === 'string' && value.trim() ) {
		try {
			const url = new URL( value.trim(), base + '/' );
			if ( /^https?:$/.test( url.protocol ) ) {
				return url.href;
			}
		} catch {
			// Not a URL: the default is used.
		}
	}
	return base + API_SCRIPT_PATH;
}

/**
 * A finite number normalised by `fn`, else undefined (the key is dropped).
 *
 * @param fn Normalises the finite number.
 */
const lenientNumber = ( fn: ( value: number ) => number ) =>
	z.transform( ( value: unknown ): number | undefined => {
		const number = toNumber( value );
		return Number.isFinite( number ) ? fn( number ) : undefined;
	} );

type Context = Parameters< Parameters< typeof z.transform >[ 0 ] >[ 1 ];

/**
 * Adds an issue whose message is the error code it becomes.
 *
 * @param context The transform context.
 * @param input   The bad value.
 * @param code    The error code.
 */
const issue = ( context: Context, input: unknown, code: ErrorCode ): void => {
	context.issues.push( { code: 'custom', input, message: code } );
};

/**
 * A required finite number normalised by `fn`; anything else is the issue `code`.
 *
 * @param fn   Normalises the finite number.
 * @param code The error code of a missing or bad value.
 */
const requiredNumber = ( fn: ( value: number ) => number, code: ErrorCode ) =>
	z.transform( ( value: unknown, context ): number => {
		const number = toNumber( value );
		if ( Number.isFinite( number ) ) {
			return fn( number );
		}
		issue( context, value, code );
		return z.NEVER;
	} );

const dimension = lenientNumber( ( value ) =>
	clamp( Math.round( value ), DIMENSION_MIN, DIMENSION_MAX )
);
const volume = lenientNumber( ( value ) => Math.max( value, VOLUME_MIN ) );
const nonNegative = lenientNumber( ( value ) => Math.max( value, PRICE_MIN ) );

/** A string or number, trimmed; anything else is dropped. */
const text = z.transform( ( value: unknown ): string | undefined =>
	typeof value === 'string' || typeof value === 'number'
		? String( value ).trim()
		: undefined
);

/** A phone: digits only; dropped when none remain. */
const phone = z.transform(
	( value: unknown ): string | undefined =>
		( typeof value === 'string' || typeof value === 'number'
			? String( value ).replace( /\D/g, '' )
			: '' ) || undefined
);

/** The shop's recipient name or e-mail: trimmed, at most 200 characters; dropped when empty. */
const contact = z.transform( ( value: unknown ): string | undefined =>
	typeof value === 'string' && value.trim()
		? value.trim().slice( 0, 200 )
		: undefined
);

/** A list of strings or numbers; anything but an array is dropped. */
const list = z.transform( ( value: unknown ) =>
	Array.isArray( value )
		? value.filter(
				( item ): item is string | number =>
					typeof item === 'string' || typeof item === 'number'
			)
		: undefined
);

export const productSchema = z.object( {
	name: text,
	vendorCode: text,
	barcode: text,
	width: dimension,
	height: dimension,
	length: dimension,
	volume,
	price: requiredNumber(
		( value ) => Math.max( value, PRICE_MIN ),
		'paramProductsPriceInvalid'
	),
	discount: nonNegative,
	count: requiredNumber(
		( value ) => Math.max( Math.round( value ), PRODUCT_COUNT_MIN ),
		'paramProductsCountInvalid'
	),
	vat: z.transform( ( value: unknown ): Vat =>
		choose( VAT_VALUES, toNumber( value ), DEFAULT_VAT )
	),
} );

export type WidgetProduct = z.output< typeof productSchema >;

export const paramsSchema = z.object( {
	lang: z.transform( normaliseLang ),
	apiScript: z.transform( normaliseApiScript ),
	devMode: z.transform(
		( value: unknown ): boolean =>
			value === true || value === 1 || value === '1' || value === 'true'
	),
	mod: z.transform( ( value: unknown ): string | undefined =>
		typeof value === 'string' && value.trim()
			? value.trim().toLowerCase()
			: undefined
	),
	userPhone: phone,
	userAdditPhone: phone,
	// The recipient the shop already knows (its billing fields), to start the form with.
	userName: contact,
	userEmail: contact,
	width: dimension,
	height: dimension,
	length: dimension,
	volume,
	weight: lenientNumber( ( value ) => Math.max( value, WEIGHT_MIN ) ),
	currency: z.transform( ( value: unknown ): Currency =>
		choose( CURRENCIES, lower( value ), DEFAULT_CURRENCY )
	),
	deliveryType: z.transform(
		( value: unknown ): ParamDeliveryType | null =>
			choose< ParamDeliveryType | 0 >(
				PARAM_DELIVERY_TYPES,
				toNumber( value ),
				0
			) || null
	),
	priceDeclared: nonNegative,
	priceCod: nonNegative,
	discount: nonNegative,
	itemCount: lenientNumber( ( value ) =>
		clamp( Math.round( value ), ITEM_COUNT_MIN, ITEM_COUNT_MAX )
	),
	products: z.transform( ( value: unknown, context ): WidgetProduct[] => {
		if ( ! Array.isArray( value ) || ! value.length ) {
			issue( context, value, 'paramProductsEmpty' );
			return z.NEVER;
		}
		return value.map( ( item ) => {
			const result = productSchema.safeParse( item );
			if ( result.success ) {
				return result.data;
			}
			for ( const { path, message } of result.error.issues ) {
				if ( path.length ) {
					issue( context, item, message as ErrorCode );
				} else {
					// Not an object: neither price nor count.
					issue( context, item, 'paramProductsPriceInvalid' );
					issue( context, item, 'paramProductsCountInvalid' );
				}
			}
			return z.NEVER;
		} );
	} ),
	onlyCountries: list,
	deliveryCompanies: list,
} );

export type WidgetParams = z.output< typeof paramsSchema >;

export interface Validation {
	/** The normalised parameters, when there is no error. */
	params?: WidgetParams;
	/** The normalised language, for the error messages. */
	lang: Lang;
	/** Error codes, in order, possibly repeated. */
	errors: ErrorCode[];
}

/**
 * Checks the constructor arguments and normalises the parameters.
 *
 * @param id     The element id argument.
 * @param params The parameters argument.
 * @return The normalised parameters or the error codes, and the language.
 */
export function validate( id: unknown, params: unknown ): Validation {
	const errors: ErrorCode[] = [];
	if ( typeof id !== 'string' || ! id.trim() ) {
		errors.push( 'argumentIdIsRequired' );
	}
	const lang = normaliseLang(
		params && typeof params === 'object'
			? ( params as { lang?: unknown } ).lang
			: undefined
	);
	const result = paramsSchema.safeParse( params );
	if ( ! result.success ) {
		for ( const { path, message } of result.error.issues ) {
			// The root issue: params is not an object; the others carry their code.
			errors.push(
				path.length
					? ( message as ErrorCode )
					: 'argumentParamsIsRequired'
			);
		}
	}
	if ( errors.length || ! result.success ) {
		return { lang, errors };
	}
	// A JSON copy drops the keys whose value is undefined (dropped parameters).
	return {
		params: JSON.parse( JSON.stringify( result.data ) ),
		lang,
		errors,
	};
}
