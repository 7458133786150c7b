/**
 * The page configuration (spec §3) the server prints for the checkout
 * script, and the selection object the widget returns.
 */
import { z } from 'zod/mini';
import {
	CHECKOUT_BLOCK_ID,
	CHECKOUT_ELEMENT_ID,
	CHECKOUT_METHOD_ID,
} from './constants';
import { summaryLinesSchema } from './summary';

/** The delivery selection (docs/delivery-provider.md). Every field may be missing. */
export interface DeliverySelection {
	comment?: string;
	city?: { name?: string; region?: string; countryIsoCode?: string };
	delivery?: {
		id?: string;
		type?: number;
		company?: { id?: string; name?: string };
		price?: number;
		days?: { min?: number; max?: number };
		cashPaymentAvailable?: boolean;
		cardPaymentAvailable?: boolean;
		point?: null | {
			id?: string;
			type?: number;
			name?: string;
			address?: string;
			zipCode?: string;
			cashPaymentAvailable?: boolean;
			cardPaymentAvailable?: boolean;
		};
	};
	contacts?: {
		name?: string;
		phone?: string;
		email?: string;
		address?: {
			zipCode?: string;
			street?: string;
			building?: string;
			bulk?: string;
			apartment?: string;
		};
	};
	payType?: number;
	_meta?: { commonDeliveryDataHTML?: string };
}

const productSchema = z.looseObject( {
	name: z.string(),
	vendorCode: z.optional( z.string() ),
	price: z.number(),
	count: z.number(),
} );

export const configSchema = z.object( {
	LANG: z.catch( z.enum( [ 'ru', 'en' ] ), 'ru' ),
	BASE_URL: z.optional( z.string() ),
	API_URL: z.string(),
	PRODUCTS: z.array( productSchema ),
	COUNTRIES: z._default( z.array( z.string() ), [ 'RU' ] ),
	WEIGHT: z._default( z.number(), 0 ),
	LENGTH: z._default( z.number(), 0 ),
	WIDTH: z._default( z.number(), 0 ),
	HEIGHT: z._default( z.number(), 0 ),
	DISCOUNT: z._default( z.number(), 0 ),
	CURRENCY: z._default( z.string(), 'rub' ),
	PAY_METHOD_WITH_COD: z._default( z.string(), '' ),
	PAY_METHOD_WITH_COD_CARD: z._default( z.string(), '' ),
	DISABLE_AUTOSCROLL_TO_WIDGET: z._default( z.boolean(), false ),
	DISABLE_WIDGET_MULTI_REQUESTS: z._default( z.boolean(), false ),
	DEV_MODE: z._default( z.boolean(), false ),
	HIDE_BILLING: z._default( z.boolean(), false ),
	SET_DELIVERY_URL: z.string(),
	NONCE: z.string(),
	METHOD_ID: z._default( z.string(), CHECKOUT_METHOD_ID ),
	ELEMENT_ID: z._default( z.string(), CHECKOUT_ELEMENT_ID ),
	BLOCK_ID: z._default( z.string(), CHECKOUT_BLOCK_ID ),
	PAGE: z._default( z.enum( [ 'checkout', 'cart', 'block' ] ), 'checkout' ),
	COUPONS: z._default( z.number(), 0 ),
	SELECTION: z._default(
		z.nullable( z.record( z.string(), z.unknown() ) ),
		null
	),
	/** The shop's summary of SELECTION (Selection::summary_lines). */
	SUMMARY: z._default( summaryLinesSchema, [] ),
	MESSAGES: z._default( z.record( z.string(), z.string() ), {} ),
} );

export type PageConfig = z.infer< typeof configSchema >;

/**
 * The cart's figures the widget is built with (WidgetPage::figures): printed
 * with the page, and carried again by each refresh of WooCommerce's order
 * review.
 */
export const figuresSchema = z.object( {
	PRODUCTS: z.array( productSchema ),
	WEIGHT: z.number(),
	LENGTH: z._default( z.number(), 0 ),
	WIDTH: z._default( z.number(), 0 ),
	HEIGHT: z._default( z.number(), 0 ),
	DISCOUNT: z.number(),
	COUPONS: z.number(),
} );

export type CartFigures = z.infer< typeof figuresSchema >;
export type PageProduct = z.infer< typeof productSchema >;

/**
 * The page configuration with defaults filled (tests and callers that build
 * one by hand).
 *
 * @param raw The raw configuration.
 * @return The configuration, or null when it is not valid.
 */
export function parseConfig( raw: unknown ): PageConfig | null {
	const parsed = configSchema.safeParse( raw );
	return parsed.success ? parsed.data : null;
}
