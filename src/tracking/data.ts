/**
 * What tracking reads without asking the server, checked without zod (the
 * island runs on every page; a first view loads no zod): a product's fields
 * printed on its page, and the last cart seen, kept in local storage. The
 * answers of the server are checked with zod (./schemas.ts), loaded with the
 * first answer.
 */
import {
	fields,
	isBoolean,
	isNumber,
	isString,
	objectOf,
	recordOf,
	type FieldTests,
} from '@runtime/checks';

export interface TrackingProduct {
	id: string;
	name: string;
	price: string;
	category: string;
	variant: string;
	quantity: number;
}

export interface CartItem {
	id: number;
	quantity: number;
	variation: boolean;
	product: TrackingProduct;
}

export interface CartSnapshot {
	hash: string;
	items: Record< string, CartItem >;
}

const PRODUCT: FieldTests< TrackingProduct > = {
	id: isString,
	name: isString,
	price: isString,
	category: isString,
	variant: isString,
	quantity: isNumber,
};

const isCartItem = objectOf< CartItem >( {
	id: isNumber,
	quantity: isNumber,
	variation: isBoolean,
	product: objectOf( PRODUCT ),
} );

/**
 * A product's fields, or null.
 *
 * @param raw The parsed JSON.
 */
export const checkProduct = ( raw: unknown ): TrackingProduct | null =>
	fields( raw, PRODUCT );

/**
 * A cart seen, or null.
 *
 * @param raw The parsed JSON.
 */
export const checkCartSnapshot = ( raw: unknown ): CartSnapshot | null =>
	fields< CartSnapshot >( raw, {
		hash: isString,
		items: recordOf( isCartItem ),
	} );
