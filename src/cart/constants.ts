/**
 * Constants of the cart island (spec: storefront §4, §7 calls 11, 12, 15,
 * 16, §8, §9; delivery widget §7 calls 5–6, §8).
 */
import { FRAGMENTS_CREATED_KEY, FRAGMENTS_LIFETIME } from '@runtime/state';

export const CART_TIMING = {
	/** get_refreshed_fragments gives up after this long, in ms. */
	fragmentsTimeout: 5000,
	/** A stored copy of the fragments is reused for this long, in ms (24 h; the runtime's, which asks the state for fragments by it). */
	fragmentsLifetime: FRAGMENTS_LIFETIME,
	/** The header cart dropdown opened after adding closes after this, in ms. */
	dropdownAutoClose: 3500,
	/** A closing popup leaves the page after this, in ms. */
	popupRemovalDelay: 600,
	/** With the quick-view fix, the quick view opens this long after an open popup is closed, in ms. */
	quickViewFixDelay: 500,
	/** The follow-up event fires this long after quick view opens, in ms. */
	quickViewEventDelay: 300,
} as const;

/** WooCommerce's wc-ajax endpoints and the island's own actions. */
export const CART_ACTIONS = {
	addToCart: 'add_to_cart',
	removeFromCart: 'remove_from_cart',
	refreshFragments: 'get_refreshed_fragments',
	formAddToCart: 'woodmart_ajax_add_to_cart',
	updateItem: 'woodmart_update_cart_item',
	quickView: 'woodmart_quick_view',
	quickShop: 'woodmart_quick_shop',
} as const;

/** WooCommerce's jQuery events, fired and listened to on document.body. */
export const WC_EVENTS = {
	adding: 'adding_to_cart',
	added: 'added_to_cart',
	removed: 'removed_from_cart',
	refreshed: 'wc_fragments_refreshed',
	loaded: 'wc_fragments_loaded',
	ajaxError: 'wc_fragments_ajax_error',
	refresh: 'wc_fragment_refresh',
} as const;

/**
 * WooCommerce's blocks' DOM events on document.body. An add made through
 * the Store API (the Product Collection's add-to-cart button, the cart
 * store of its Interactivity API) carries `preserveCartData` in its detail;
 * the same event re-fired from jQuery's added_to_cart (WooCommerce's bridge,
 * so also after the island's own adds) carries none.
 */
export const BLOCK_EVENTS = {
	added: 'wc-blocks_added_to_cart',
} as const;

/** The island's own events. */
export const CART_EVENTS = {
	/** Fired quickViewEventDelay ms after quick view opened, with the product id. */
	quickViewShown: 'vitrina_quick_view_shown',
} as const;

/** Classes of the add-to-cart button's states. */
export const BUTTON_STATES = {
	loading: 'loading',
	added: 'added',
	notAdded: 'not-added',
} as const;

/** The browser storage key of the time the fragments copy was made (the runtime's). */
export const CART_CREATED_KEY = FRAGMENTS_CREATED_KEY;

export const SELECTORS = {
	/** Classic card buttons (a block's button, .wc-interactive, is WooCommerce's store's). */
	addButton:
		'.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)',
	cartForm: 'form.cart',
	removeButton: '.remove_from_cart_button[data-cart_item_key]',
	miniCart: '.widget_shopping_cart_content',
	noticesArea: '.woocommerce-notices-wrapper',
	opener: '#site-header-cart a.cart-contents, .vitrina-cart-opener',
	/** The Mini-Cart block's button (block themes): opens the panel where add_to_cart_action is widget. */
	miniCartButton: '.wc-block-mini-cart__button',
	headerCart: '.site-header-cart',
	panel: '[data-vitrina-cart-panel]',
	panelOverlay: '[data-vitrina-cart-overlay]',
	addedPopup: '[data-vitrina-added-popup]',
	addedOverlay: '[data-vitrina-added-overlay]',
	quantity: '[data-vitrina-qty]',
	quickViewButton: '.open-quick-view[data-id]',
	quickView: '[data-vitrina-quick-view]',
	quickViewOverlay: '[data-vitrina-quick-view-overlay]',
	quickViewContent: '[data-vitrina-quick-view-content]',
	quickViewPrev: '[data-vitrina-quick-view-prev]',
	quickViewNext: '[data-vitrina-quick-view-next]',
	quickViewList: 'ul.products, .products, .wc-block-product-template',
	quickShopButton: '.vitrina-quick-shop-open[data-product_id]',
	quickShop: '[data-vitrina-quick-shop]',
	quickShopClose: '[data-vitrina-quick-shop-close]',
	card: 'li.product, .product',
	variationForm: '.variations_form',
	thumb: '[data-vitrina-thumb]',
	/** Quick view's main picture (WooCommerce's variation script swaps it too). */
	mainPicture: '.wp-post-image',
	countFragment: 'span.vitrina-cart-count',
	otherPopups: '.pum-active, .mfp-ready',
} as const;

/** Body classes of the pages where the side panel never opens. */
export const NO_PANEL_PAGES = [ 'woocommerce-cart', 'woocommerce-checkout' ];

/** The class of the header dropdown while it is held open. */
export const DROPDOWN_OPEN = [ 'focus', 'vitrina-dropdown-open' ];

/**
 * The on-demand scripts of WooCommerce's variation form
 * (includes/Cart/SideCart.php VARIATION_SCRIPTS: Islands::on_demand()), run
 * for the first variable product a quick view or quick shop inserts: the
 * product island's name for them, as the cart bundles its variation form.
 */
export { VARIATION_SCRIPTS } from '../product/constants';
