/**
 * Finding posts, pages, products and product terms for the conditions that
 * name them by id: WordPress's search route (`/wp/v2/search`), through the
 * editor's apiFetch (its nonce and root), answers checked with zod.
 */
import { z } from 'zod/mini';
import { createContext } from '@wordpress/element';
import type { ID_TARGETS } from '../model';

export type IdTarget = ( typeof ID_TARGETS )[ number ];

/** What each condition names, in the search route's terms. */
const SUBJECTS: Record< IdTarget, { type: 'post' | 'term'; subtype: string } > =
	{
		post_selected: { type: 'post', subtype: 'post' },
		page_selected: { type: 'post', subtype: 'page' },
		product_selected: { type: 'post', subtype: 'product' },
		product_category: { type: 'term', subtype: 'product_cat' },
		product_tag: { type: 'term', subtype: 'product_tag' },
	};

/** Results per search. */
export const SEARCH_LIMIT = 10;

const resultsSchema = z.array(
	z.object( {
		id: z.number(),
		title: z.string(),
	} )
);

export interface Found {
	id: number;
	title: string;
}

export type ApiFetch = ( options: { path: string } ) => Promise< unknown >;

export interface Lookup {
	/** Items whose title matches the text. */
	search: ( target: IdTarget, text: string ) => Promise< Found[] >;
	/** The titles of the given ids (those that exist). */
	resolve: ( target: IdTarget, ids: number[] ) => Promise< Found[] >;
}

/**
 * The title as text (the route gives rendered titles, with entities).
 *
 * @param html The rendered title.
 */
function text( html: string ): string {
	return (
		new DOMParser().parseFromString( html, 'text/html' ).documentElement
			.textContent ?? ''
	);
}

/**
 * @param apiFetch The editor's apiFetch.
 * @return The lookup the id pickers use.
 */
export function makeLookup( apiFetch: ApiFetch ): Lookup {
	const get = async (
		target: IdTarget,
		params: Record< string, string >
	): Promise< Found[] > => {
		const subject = SUBJECTS[ target ];
		const query = new URLSearchParams( {
			type: subject.type,
			subtype: subject.subtype,
			per_page: String( SEARCH_LIMIT ),
			_fields: 'id,title',
			...params,
		} );
		const answer = resultsSchema.safeParse(
			await apiFetch( { path: `/wp/v2/search?${ query }` } )
		);
		if ( ! answer.success ) {
			throw new Error( 'The search answered in an unexpected form.' );
		}
		return answer.data.map( ( item ) => ( {
			id: item.id,
			title: text( item.title ),
		} ) );
	};
	return {
		search: ( target, words ) => get( target, { search: words } ),
		resolve: ( target, ids ) =>
			ids.length
				? get( target, {
						include: ids.join( ',' ),
						per_page: String( Math.min( 100, ids.length ) ),
					} )
				: Promise.resolve( [] ),
	};
}

/** The lookup of the editor; without one, ids are typed by hand. */
export const LookupContext = createContext< Lookup | null >( null );
