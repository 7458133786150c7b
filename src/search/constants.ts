/**
 * Constants of the live search (spec: storefront §4 Search input, Category
 * dropdown; §5 Search; §7 call 10; §9 Search).
 */
export const SEARCH = {
	/** The admin-ajax action of the suggestions request. */
	action: 'woodmart_ajax_search',
	/** The query parameter carrying the typed text (autocomplete default). */
	queryParam: 'query',
	/** The category dropdown's padding rule applies above this width, in px. */
	paddingMinWidth: 768,
	/** The dropdown-open event fires this long after opening, in ms. */
	dropdownOpenEventDelay: 300,
	/** The event fired on the form when the category dropdown has opened. */
	dropdownOpenEvent: 'vitrina:search-dropdown-opened',
	/** Key code of Escape (§9 Other). */
	escapeKeyCode: 27,
	/** The value of the all-categories entry. */
	allCategories: '',
	/** Autocomplete default z-index of the results panel (§9). */
	zIndex: 9999,
	/** Autocomplete default height of the results panel, in px (§5). */
	maxHeight: 300,
	/**
	 * The flag of the request sent once the shopper settled on a text (chose
	 * a suggestion, left the field or the page): the shop counts that search
	 * (includes/Search/Analytics.php). Enter and "view all" are counted by
	 * the results page itself.
	 */
	settledParam: 'settled',
	settledValue: '1',
	/** Texts shorter than this, in characters, are not counted. */
	countMinLength: 2,
} as const;

/** Class names of the form's states. */
export const STATE_CLASS = {
	initialised: 'vitrina-search--initialised',
	loading: 'vitrina-search--loading',
	open: 'vitrina-search--open',
	noResults: 'vitrina-search--no-results',
	current: 'vitrina-search__category--current',
} as const;
