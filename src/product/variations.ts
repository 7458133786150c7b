/**
 * Variation matching and the states of the variation form (spec §3
 * Variation, §4 Variation form, §5): the lookup runs only once every
 * attribute has a choice; a variation attribute left empty matches any value.
 */
import { z } from 'zod/mini';

const flag = z.catch( z.boolean(), false );
const text = z.catch( z.string(), '' );
const num = z.catch( z.number(), 0 );

export const galleryItemSchema = z.looseObject( {
	src: text,
	srcset: z.optional( text ),
	sizes: z.optional( text ),
	width: z.optional( num ),
	height: z.optional( num ),
	alt: z.optional( text ),
	title: z.optional( text ),
	caption: z.optional( text ),
	full_src: z.optional( text ),
	full_src_w: z.optional( num ),
	full_src_h: z.optional( num ),
	thumbnail_src: z.optional( text ),
	gallery_thumbnail_src: z.optional( text ),
	thumb_src: z.optional( text ),
	video: z.optional( text ),
} );

export type VariationImage = z.infer< typeof galleryItemSchema >;

export const variationSchema = z.looseObject( {
	variation_id: z.number(),
	attributes: z.record( z.string(), z.catch( z.string(), '' ) ),
	sku: z.optional( text ),
	weight: z.optional( z.unknown() ),
	weight_html: z.optional( text ),
	dimensions: z.optional( z.unknown() ),
	dimensions_html: z.optional( text ),
	image: z.optional( z.catch( z.nullable( galleryItemSchema ), null ) ),
	image_id: z.optional( z.unknown() ),
	variation_is_visible: z.optional( flag ),
	variation_is_active: z.optional( flag ),
	is_purchasable: z.optional( flag ),
	is_in_stock: z.optional( flag ),
	is_sold_individually: z.optional( text ),
	min_qty: z.optional( z.unknown() ),
	max_qty: z.optional( z.unknown() ),
	additional_variation_images: z.optional(
		z.catch( z.array( galleryItemSchema ), [] )
	),
	additional_variation_images_default: z.optional(
		z.catch( z.array( galleryItemSchema ), [] )
	),
} );

export type Variation = z.infer< typeof variationSchema >;

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
		const parsed = variationSchema.safeParse( item );
		if ( parsed.success ) {
			out.push( parsed.data );
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
