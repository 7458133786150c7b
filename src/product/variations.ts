/**
 * Variation matching and the states of the variation form (spec §3
 * Variation, §4 Variation form, §5): the lookup runs only once every
 * attribute has a choice; a variation attribute left empty matches any value.
 */
import { isBoolean, isNumber, loose, stringOrEmpty } from '@runtime/checks';

// WooCommerce's variation data (its preloaded `data-product_variations` and
// its `found_variation` events), checked without zod, which a product
// page's first view does not load: a known field of the wrong type takes its
// empty value (a picture: none), unknown fields are kept as they are.
const text = stringOrEmpty;
const num = ( value: unknown ) => ( isNumber( value ) ? value : 0 );
const flag = ( value: unknown ) => ( isBoolean( value ) ? value : false );

/** A variation's picture (WooCommerce's wc_get_product_attachment_props()). */
export interface VariationImage {
	src: string;
	srcset?: string;
	sizes?: string;
	width?: number;
	height?: number;
	alt?: string;
	title?: string;
	caption?: string;
	full_src?: string;
	full_src_w?: number;
	full_src_h?: number;
	thumbnail_src?: string;
	gallery_thumbnail_src?: string;
	thumb_src?: string;
	video?: string;
	[ key: string ]: unknown;
}

/**
 * A variation's picture, or null when it is no object.
 *
 * @param raw The value.
 */
export function checkImage( raw: unknown ): VariationImage | null {
	const image = loose( raw, {
		srcset: text,
		sizes: text,
		width: num,
		height: num,
		alt: text,
		title: text,
		caption: text,
		full_src: text,
		full_src_w: num,
		full_src_h: num,
		thumbnail_src: text,
		gallery_thumbnail_src: text,
		thumb_src: text,
		video: text,
	} );
	return image ? { ...image, src: text( image.src ) } : null;
}

/**
 * Pictures: none unless every item is a picture.
 *
 * @param raw The value.
 */
const images = ( raw: unknown ): VariationImage[] => {
	if ( ! Array.isArray( raw ) ) {
		return [];
	}
	const out = raw.map( checkImage );
	return out.every( ( item ) => item !== null )
		? ( out as VariationImage[] )
		: [];
};

/** A variation (WooCommerce's get_available_variation()). */
export interface Variation {
	variation_id: number;
	attributes: Record< string, string >;
	sku?: string;
	weight?: unknown;
	weight_html?: string;
	dimensions?: unknown;
	dimensions_html?: string;
	image?: VariationImage | null;
	image_id?: unknown;
	variation_is_visible?: boolean;
	variation_is_active?: boolean;
	is_purchasable?: boolean;
	is_in_stock?: boolean;
	is_sold_individually?: string;
	min_qty?: unknown;
	max_qty?: unknown;
	additional_variation_images?: VariationImage[];
	additional_variation_images_default?: VariationImage[];
	[ key: string ]: unknown;
}

/**
 * A variation, or null without its id and attributes.
 *
 * @param raw The value.
 */
export function checkVariation( raw: unknown ): Variation | null {
	const variation = loose( raw, {
		sku: text,
		weight_html: text,
		dimensions_html: text,
		image: checkImage,
		variation_is_visible: flag,
		variation_is_active: flag,
		is_purchasable: flag,
		is_in_stock: flag,
		is_sold_individually: text,
		additional_variation_images: images,
		additional_variation_images_default: images,
	} );
	const attributes = loose( variation?.attributes, {} );
	if ( ! variation || ! isNumber( variation.variation_id ) || ! attributes ) {
		return null;
	}
	return {
		...variation,
		variation_id: variation.variation_id,
		attributes: Object.fromEntries(
			Object.entries( attributes ).map( ( [ name, value ] ) => [
				name,
				text( value ),
			] )
		),
	};
}

/** attribute field name (attribute_pa_color) => chosen value ('' = none). */
export type Chosen = Record< string, string >;

/**
 * Reads the preloaded variations of a form (`data-product_variations`):
 * false when the page did not preload them (the lookup then asks the
 * server), the valid ones otherwise.
 *
 * @param raw The attribute's value.
 */
export function parseVariations(
	raw: string | undefined
): Variation[] | false {
	if ( ! raw || raw === 'false' ) {
		return false;
	}
	let data: unknown;
	try {
		data = JSON.parse( raw );
	} catch {
		return false;
	}
	if ( ! Array.isArray( data ) ) {
		return false;
	}
	const out: Variation[] = [];
	for ( const item of data ) {
		const variation = checkVariation( item );
		if ( variation ) {
			out.push( variation );
		}
	}
	return out;
}

/**
 * Whether every attribute has a choice.
 *
 * @param chosen The choices.
 */
export function allChosen( chosen: Chosen ): boolean {
	const values = Object.values( chosen );
	return values.length > 0 && values.every( ( v ) => v !== '' );
}

/**
 * Whether a variation's attributes fit the choices (an empty variation
 * attribute means "any value").
 *
 * @param attributes The variation's attributes.
 * @param chosen     The choices.
 */
export function fits(
	attributes: Record< string, string >,
	chosen: Chosen
): boolean {
	return Object.entries( chosen ).every( ( [ name, value ] ) => {
		const own = attributes[ name ];
		return own === undefined || own === '' || value === '' || own === value;
	} );
}

/**
 * The variation that matches the choices, or null. Only once every attribute
 * has a choice (before that: null without looking).
 *
 * @param variations The product's variations.
 * @param chosen     The choices.
 */
export function findVariation(
	variations: Variation[],
	chosen: Chosen
): Variation | null {
	if ( ! allChosen( chosen ) ) {
		return null;
	}
	return variations.find( ( v ) => fits( v.attributes, chosen ) ) ?? null;
}

/**
 * The values of one attribute that still lead to an active variation, given
 * the choices of the other attributes. A variation that accepts any value of
 * the attribute makes every value available ('any').
 *
 * @param variations The product's variations.
 * @param chosen     The choices.
 * @param name       The attribute field name.
 */
export function availableValues(
	variations: Variation[],
	chosen: Chosen,
	name: string
): Set< string > | 'any' {
	const others: Chosen = { ...chosen, [ name ]: '' };
	const values = new Set< string >();
	for ( const v of variations ) {
		if (
			v.variation_is_active === false ||
			! fits( v.attributes, others )
		) {
			continue;
		}
		const own = v.attributes[ name ];
		if ( own === undefined || own === '' ) {
			return 'any';
		}
		values.add( own );
	}
	return values;
}

/**
 * Whether a variation can go to the cart: purchasable, in stock and visible.
 *
 * @param v The variation.
 */
export const canPurchase = ( v: Variation ): boolean =>
	v.is_purchasable !== false &&
	v.is_in_stock !== false &&
	v.variation_is_visible !== false;

/** The states of the variation form. */
export type VariationState =
	'none' | 'match' | 'unavailable' | 'nomatch' | 'reset';

/** What happened on the form (WooCommerce's variation form events). */
export type VariationEvent =
	| { type: 'found'; variation: Variation }
	| { type: 'reset_data'; chosen: Chosen }
	| { type: 'reset' }
	| { type: 'change' };

/**
 * The form's next state.
 *
 * @param state The current state.
 * @param event What happened.
 */
export function nextState(
	state: VariationState,
	event: VariationEvent
): VariationState {
	switch ( event.type ) {
		case 'found':
			return canPurchase( event.variation ) ? 'match' : 'unavailable';
		case 'reset_data':
			// Cleared data with every attribute chosen: nothing matched.
			if ( allChosen( event.chosen ) ) {
				return 'nomatch';
			}
			return state === 'reset' ? 'reset' : 'none';
		case 'reset':
			return 'reset';
		case 'change':
			return state === 'reset' ? 'none' : state;
	}
	return state;
}

/**
 * Whether the add-to-cart button is enabled in a state.
 * @param state
 */
export const buttonEnabled = ( state: VariationState ): boolean =>
	state === 'match';
