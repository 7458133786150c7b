/**
 * The shipping calculator's country and state lists made WooCommerce's
 * searchable lists (selectWoo), as WooCommerce's country-select script does
 * on pages that load selectWoo with the page: every visible list, again
 * whenever WooCommerce says the lists changed (`country_to_state_changed`:
 * the calculator opened, a country chosen), with WooCommerce's own texts.
 */

/** The lists, as WooCommerce's country-select script finds them. */
export const LISTS =
	'select.country_select:visible, select.state_select:visible';

/** WooCommerce's event after it opened the calculator or redrew its lists. */
export const LISTS_CHANGED = 'country_to_state_changed';

/** WooCommerce's texts of the lists (`wc_country_select_params`), by key. */
type Texts = Partial< Record< string, unknown > >;

interface SelectWooObject {
	each: ( callback: ( this: HTMLSelectElement ) => void ) => unknown;
}

interface ListObject {
	on: ( name: string, handler: () => void ) => ListObject;
	selectWoo: ( options: Record< string, unknown > ) => unknown;
}

export interface CalculatorJquery {
	( selector: string ): SelectWooObject;
	( el: HTMLSelectElement ): ListObject;
}

/** What selectWoo tells its messages. */
interface MessageArgs {
	input?: string;
	minimum?: number;
	maximum?: number;
}

/**
 * A text of WooCommerce's, or the empty string.
 *
 * @param texts The texts.
 * @param key   Its key.
 */
const text = ( texts: Texts, key: string ): string => {
	const value = texts[ key ];
	return typeof value === 'string' ? value : '';
};

/**
 * selectWoo's messages from WooCommerce's texts (`%qty%`: the count).
 *
 * @param texts WooCommerce's texts.
 */
export function messages(
	texts: Texts
): Record< string, ( args?: MessageArgs ) => string > {
	const count = ( one: string, many: string, n: number ) =>
		( 1 === n ? text( texts, one ) : text( texts, many ) ).replace(
			'%qty%',
			String( n )
		);
	return {
		errorLoading: () => text( texts, 'i18n_searching' ),
		inputTooLong: ( args = {} ) =>
			count(
				'i18n_input_too_long_1',
				'i18n_input_too_long_n',
				( args.input?.length ?? 0 ) - ( args.maximum ?? 0 )
			),
		inputTooShort: ( args = {} ) =>
			count(
				'i18n_input_too_short_1',
				'i18n_input_too_short_n',
				( args.minimum ?? 0 ) - ( args.input?.length ?? 0 )
			),
		loadingMore: () => text( texts, 'i18n_load_more' ),
		maximumSelected: ( args = {} ) =>
			count(
				'i18n_selection_too_long_1',
				'i18n_selection_too_long_n',
				args.maximum ?? 0
			),
		noResults: () => text( texts, 'i18n_no_matches' ),
		searching: () => text( texts, 'i18n_searching' ),
	};
}

/**
 * Makes the visible lists searchable.
 *
 * @param $     jQuery with selectWoo.
 * @param texts WooCommerce's texts.
 */
export function enhanceLists( $: CalculatorJquery, texts: Texts ): void {
	const language = messages( texts );
	$( LISTS ).each( function () {
		const list = this;
		$( list )
			// The focus stays on the list once a value is chosen.
			.on( 'select2:select', () => list.focus() )
			.selectWoo( {
				placeholder:
					list.dataset.placeholder ||
					list.getAttribute( 'placeholder' ) ||
					'',
				label: list.dataset.label || null,
				required:
					list.getAttribute( 'aria-required' ) === 'true' || null,
				width: '100%',
				language,
			} );
	} );
}
