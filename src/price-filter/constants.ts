/**
 * The price filter island's constants: WooCommerce's widget markup
 * (templates/content-widget-price-filter.php of WooCommerce), its slider
 * events, and the classes of the slider drawn here.
 */

/** WooCommerce's parts of the widget's form. */
export const WIDGET = {
	/** The form's wrapper, once per widget. */
	wrapper: '.price_slider_wrapper',
	/** Where the slider goes (hidden until a script shows it). */
	slider: '.price_slider',
	/** The fields' box, with the step in `data-step`. */
	amount: '.price_slider_amount',
	/** The lowest price: its bound in `data-min`. */
	min: 'input[name="min_price"]',
	/** The highest price: its bound in `data-max`. */
	max: 'input[name="max_price"]',
	/** "Price: <from> — <to>" (hidden until a script shows it). */
	label: '.price_label',
	from: '.from',
	to: '.to',
} as const;

/**
 * WooCommerce's slider events on document.body, with the two prices, fired
 * where its script fires them (themes and filter plugins listen to them);
 * `init`, fired by filter plugins after they redrew the widget, draws its
 * slider again.
 */
export const EVENTS = {
	create: 'price_slider_create',
	slide: 'price_slider_slide',
	change: 'price_slider_change',
	updated: 'price_slider_updated',
	init: 'init_price_filter',
} as const;

/**
 * The slider's classes: jQuery UI's, which WooCommerce's themes style for
 * this widget (the track, the chosen range, the handles), and ours.
 */
export const CLASSES = {
	track: 'ui-slider ui-slider-horizontal ui-widget ui-widget-content ui-corner-all',
	range: 'ui-slider-range ui-widget-header ui-corner-all',
	handle: 'ui-slider-handle ui-corner-all ui-state-default',
	/** The range inputs laid over the track (./index.scss). */
	input: 'vitrina-price-filter__input',
	/** The input whose thumb is above the other's (both on one spot). */
	top: 'is-top',
} as const;

/** Marks a wrapper whose slider is drawn. */
export const DRAWN = 'vitrinaPriceFilter';
