/**
 * Constants of the checkout and cart-page integration (spec
 * delivery-widget.md §2, §4, §5, §9): the method, scrolls, the address
 * fields and the courier comment, the alert, the page's markup and
 * WooCommerce's events and selectors.
 */
import type { Lang } from '../contract/constants';

/** The shipping method id of the widget (rate ids are `vitrina:<instance>`). */
export const CHECKOUT_METHOD_ID = 'vitrina';
/** Autoscroll to the widget: offset above it in px, duration in ms. */
export const CHECKOUT_SCROLL_OFFSET = 80;
export const CHECKOUT_SCROLL_DURATION = 500;
/**
 * The checkout creates the widget (its frame loads) once its place is this
 * near the viewport, in px: about a phone screen ahead of the shopper.
 */
export const WIDGET_NEAR_VIEW = 400;
/** Scroll to notices: offset in px, duration in ms. */
export const NOTICES_SCROLL_OFFSET = 100;
export const NOTICES_SCROLL_DURATION = 1000;
/** Postcode used when the selection has none. */
export const DEFAULT_POSTCODE = '000000';
/** The courier comment is appended to the order notes as `(для курьера: …)`. */
export const COURIER_COMMENT_PREFIX = '(для курьера: ';
export const COURIER_COMMENT_SUFFIX = ')';
/** The alert of a blocked order (§5). */
export const CHECKOUT_ALERT: Record< Lang, string > = {
	ru: 'Выберите и подтвердите способ доставки в виджете',
	en: 'Select and confirm delivery method in the widget',
};
/**
 * The name the page keeps the loader by where it may not be needed (the
 * cart page: WidgetPage::LOADER_ON_DEMAND), run on demand before a widget.
 */
export const LOADER_ON_DEMAND = 'delivery-loader';
/** Markup of the checkout page the script reads and changes. */
export const CHECKOUT_ELEMENT_ID = 'vitrina-delivery-widget';
export const CHECKOUT_BLOCK_ID = 'vitrina-delivery-block';
export const CHECKOUT_SUBMITTED_CLASS = 'vitrina-delivery--submitted';
export const CHECKOUT_SUMMARY_CLASS = 'vitrina-delivery__summary';
export const CHECKOUT_CHANGE_LINK_CLASS = 'vitrina-delivery__change';
/**
 * The namespace the shop registers for the block checkout's cart update
 * (`extensionCartUpdate`): asked once a choice is saved, so that the block
 * checkout shows the rate priced from it.
 */
export const BLOCK_CART_UPDATE_NAMESPACE = 'vitrina-delivery';
/** Body class on the Cart and Checkout blocks while our rate is chosen without a delivery. */
export const BLOCK_CHECKOUT_UNCHOSEN_CLASS = 'vitrina-delivery-unchosen';
/**
 * The Checkout block: the widget's wrapper, printed before the block, goes
 * into the block's form right after its shipping options (the place), once
 * the block has drawn them, within the wait (ms; else it stays before).
 */
export const BLOCK_CHECKOUT_WIDGET = {
	wrapper: '.vitrina-delivery-before-checkout',
	place: '.wc-block-checkout__main .wp-block-woocommerce-checkout-shipping-methods-block',
	placedClass: 'vitrina-delivery-in-checkout',
	wait: 10_000,
} as const;
/** Address fields filled from the selection and hidden (per billing/shipping prefix). */
export const ADDRESS_FIELDS = [
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
] as const;
/** WooCommerce's events and selectors (classic checkout and cart). */
export const WC_EVENTS = {
	updatedCheckout: 'updated_checkout',
	updateCheckout: 'update_checkout',
	placeOrder: 'checkout_place_order',
	updatedCartTotals: 'updated_cart_totals',
	updatedShippingMethod: 'updated_shipping_method',
	/** A shipping method input's change (the cart script's update_shipping_method). */
	change: 'change',
} as const;
export const WC_SELECTORS = {
	form: 'form.checkout',
	orderReview: '#order_review',
	shippingInput:
		'input[name^="shipping_method"], select[name^="shipping_method"]',
	shippingItem: '#shipping_method li, ul.woocommerce-shipping-methods li',
	paymentInput: 'input[name="payment_method"]',
	couponRow: '.woocommerce-checkout-review-order-table tr.cart-discount',
	/** The fragment of the order review refresh with the cart's figures (WidgetPage::FIGURES_FRAGMENT). */
	figuresFragment: 'script#vitrina-delivery-figures',
	billingBlock: '.woocommerce-billing-fields',
	orderComments: '#order_comments',
	quantity: 'input.qty',
	amount: '.woocommerce-Price-amount, .amount',
} as const;
