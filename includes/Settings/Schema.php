<?php
/**
 * The one typed place of every setting of the plugin.
 *
 * @package Vitrina
 */

namespace Vitrina\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Every setting: its type, default, choices, limits and section
 * (definitions()), and its translatable label and help (texts()).
 *
 * The two halves are kept apart on purpose: the typed half holds no
 * translated text, so reading a setting (Options::get) never loads
 * translations early, even before `after_setup_theme`. all() joins them
 * for the settings screen and the sanitiser's messages; a test checks
 * that both halves name the same keys and choices.
 *
 * All settings are stored together in the array option `vitrina_settings`.
 *
 * @phpstan-type Definition array{type: string, default: string|int|float, section: string, choices?: list<string>, min?: int|float, max?: int|float, pattern?: string, strip?: string, required?: bool, suggest?: string}
 * @phpstan-type Text array{label: string, help?: string, choices?: array<string, string>, fallback?: string, error?: string}
 * @phpstan-type Field array{type: string, default: string|int|float, section: string, choices?: array<string, string>, min?: int|float, max?: int|float, pattern?: string, strip?: string, required?: bool, suggest?: string, label: string, help: string, fallback?: string, error?: string}
 */
final class Schema {

	/** The option that holds every setting. */
	public const OPTION = 'vitrina_settings';

	/** The Settings API group (option_page). */
	public const GROUP = 'vitrina';

	/** The types a setting can have. */
	public const TYPES = array( 'yesno', 'select', 'int', 'number', 'text', 'textarea', 'url', 'page', 'password' );

	/**
	 * The typed half, built once.
	 *
	 * @var array<string, Definition>|null
	 */
	private static ?array $definitions = null;

	/**
	 * Joined definitions and texts, built once per request (and locale).
	 *
	 * @var array<string, Field>|null
	 */
	private static ?array $all = null;

	/**
	 * The locale $all was built for.
	 *
	 * @var string
	 */
	private static string $all_locale = '';

	/**
	 * The sections, in screen order: slug => title.
	 *
	 * @return array<string, string>
	 */
	public static function sections(): array {
		return array(
			'cart'     => __( 'Cart', 'vitrina' ),
			'search'   => __( 'Search', 'vitrina' ),
			'product'  => __( 'Product page', 'vitrina' ),
			'lists'    => __( 'Wishlist and compare', 'vitrina' ),
			'header'   => __( 'Header and other', 'vitrina' ),
			'chat'     => __( 'Chat button', 'vitrina' ),
			'tracking' => __( 'Tracking', 'vitrina' ),
			'popups'   => __( 'Popups', 'vitrina' ),
			'delivery' => __( 'Delivery', 'vitrina' ),
			'data'     => __( 'Data', 'vitrina' ),
		);
	}

	/**
	 * The section slugs, without loading translations.
	 *
	 * @return list<string>
	 */
	public static function section_keys(): array {
		return array( 'cart', 'search', 'product', 'lists', 'header', 'chat', 'tracking', 'popups', 'delivery', 'data' );
	}

	/**
	 * The typed half: no translated text here.
	 *
	 * Keys: type (one of TYPES), default, section; choices (select); min and
	 * max (int, number); pattern (a regular expression a non-empty text
	 * value must match), strip (characters removed from a text value before
	 * it is checked), required (text: may not be empty), suggest (text: the
	 * screen offers values from a list, e.g. payment_gateways).
	 *
	 * @return array<string, Definition>
	 */
	public static function definitions(): array {
		if ( null === self::$definitions ) {
			self::$definitions = self::build_definitions();
		}
		return self::$definitions;
	}

	/**
	 * Builds definitions().
	 *
	 * @return array<string, Definition>
	 */
	private static function build_definitions(): array {
		$yes = static fn( string $section ): array => array(
			'type'    => 'yesno',
			'default' => 'yes',
			'section' => $section,
		);
		$no  = static fn( string $section ): array => array(
			'type'    => 'yesno',
			'default' => 'no',
			'section' => $section,
		);
		$int = static fn( string $section, int $default_value, int $min, int $max ): array => array(
			'type'    => 'int',
			'default' => $default_value,
			'min'     => $min,
			'max'     => $max,
			'section' => $section,
		);

		$gateway_id = array(
			'type'    => 'text',
			'section' => 'delivery',
			'pattern' => '/^[A-Za-z0-9_-]+$/',
			'suggest' => 'payment_gateways',
		);

		return array(
			// Cart.
			'add_to_cart_action'                => array(
				'type'    => 'select',
				'default' => 'widget',
				'choices' => array( 'popup', 'widget', 'nothing' ),
				'section' => 'cart',
			),
			'add_to_cart_action_timeout'        => $no( 'cart' ),
			'add_to_cart_action_timeout_number' => $int( 'cart', 3, 1, 60 ),
			'ajax_add_to_cart'                  => $yes( 'cart' ),
			'quick_view'                        => $yes( 'cart' ),
			'quick_view_in_popup_fix'           => $no( 'cart' ),
			'quick_shop'                        => $yes( 'cart' ),
			'mini_cart_auto_close'              => $yes( 'cart' ),

			// Search.
			'ajax_search'                       => $yes( 'search' ),
			'search_symbols_count'              => $int( 'search', 3, 1, 10 ),
			'search_count'                      => $int( 'search', 20, 1, 100 ),
			'search_delay_ms'                   => $int( 'search', 300, 0, 2000 ),
			'search_thumbnail'                  => $yes( 'search' ),
			'search_price'                      => $yes( 'search' ),
			'search_sku'                        => $yes( 'search' ),
			'search_by_sku'                     => $yes( 'search' ),
			'search_categories_dropdown'        => $yes( 'search' ),
			'search_input_padding'              => $no( 'search' ),
			'search_form_style'                 => array(
				'type'    => 'select',
				'default' => 'dropdown',
				'choices' => array( 'dropdown', 'full-screen' ),
				'section' => 'search',
			),
			'search_post_type'                  => array(
				'type'    => 'select',
				'default' => 'product',
				'choices' => array( 'product', 'post' ),
				'section' => 'search',
			),
			'search_analytics'                  => $yes( 'search' ),
			'search_analytics_days'             => $int( 'search', 90, 7, 730 ),

			// Product page.
			'product_images_captions'           => $no( 'product' ),
			'product_gallery_thumbs_position'   => array(
				'type'    => 'select',
				'default' => 'bottom',
				'choices' => array( 'left', 'bottom', 'grid', 'without' ),
				'section' => 'product',
			),
			'product_gallery_thumbs_per_view'   => $int( 'product', 2, 1, 8 ),
			'product_slider_autoplay'           => $no( 'product' ),
			'product_slider_auto_height'        => $no( 'product' ),
			'product_gallery_lightbox'          => $yes( 'product' ),
			'swatches_enabled'                  => $yes( 'product' ),
			'rating_required'                   => $yes( 'product' ),
			'rating_voters'                     => array(
				'type'    => 'select',
				'default' => 'logged_in',
				'choices' => array( 'logged_in', 'buyers' ),
				'section' => 'product',
			),

			// Wishlist and compare.
			'wishlist'                          => $yes( 'lists' ),
			'wishlist_page'                     => array(
				'type'    => 'page',
				'default' => 0,
				'section' => 'lists',
			),
			'wishlist_bulk_remove_confirm'      => array(
				'type'    => 'textarea',
				'default' => '',
				'section' => 'lists',
			),
			'wishlist_logged_only'              => $no( 'lists' ),
			'wishlist_alerts'                   => $yes( 'lists' ),
			'wishlist_alert_threshold'          => $int( 'lists', 5, 1, 90 ),
			'compare'                           => $yes( 'lists' ),
			'compare_page'                      => array(
				'type'    => 'page',
				'default' => 0,
				'section' => 'lists',
			),
			'compare_by_category'               => $no( 'lists' ),
			'recently_viewed'                   => $yes( 'lists' ),

			// Header and other.
			'sticky_header'                     => $yes( 'header' ),
			'sticky_header_threshold'           => $int( 'header', 300, 0, 2000 ),
			'header_hide_on_scroll'             => $no( 'header' ),
			'scroll_to_top'                     => $yes( 'header' ),
			'lazy_loading'                      => $no( 'header' ),
			'lazy_loading_offset'               => $int( 'header', 0, 0, 2000 ),
			'preloader'                         => $no( 'header' ),
			'tooltips'                          => $yes( 'header' ),
			'store_notice_dismissible'          => $yes( 'header' ),
			'mobile_nav_layout'                 => array(
				'type'    => 'select',
				'default' => 'dropdown',
				'choices' => array( 'dropdown', 'drilldown', 'tab' ),
				'section' => 'header',
			),

			// Chat button.
			'chat_button'                       => $no( 'chat' ),
			'chat_number'                       => array(
				'type'    => 'text',
				'default' => '',
				'section' => 'chat',
				'strip'   => " ()-.\t",
				'pattern' => '/^\+?[0-9]{5,15}$/',
			),
			'chat_message'                      => array(
				'type'    => 'text',
				'default' => '',
				'section' => 'chat',
			),
			'chat_show_on_desktop'              => $yes( 'chat' ),
			'chat_show_on_mobile'               => $yes( 'chat' ),

			// Tracking.
			'tracking'                          => $no( 'tracking' ),
			'tracking_consent_required'         => $yes( 'tracking' ),
			'tracking_consent_cookie'           => array(
				'type'     => 'text',
				'default'  => 'vitrina_tracking_consent',
				'section'  => 'tracking',
				'pattern'  => '/^[A-Za-z0-9_-]{1,64}$/',
				'required' => true,
			),
			'order_attribution'                 => $yes( 'tracking' ),
			'order_attribution_months'          => $int( 'tracking', 6, 1, 24 ),

			// Popups.
			'popup_analytics'                   => $yes( 'popups' ),

			// Delivery.
			'delivery_provider'                 => array(
				'type'    => 'select',
				'default' => 'embedded',
				'choices' => array( 'embedded', 'external' ),
				'section' => 'delivery',
			),
			'delivery_external_host'            => array(
				'type'    => 'url',
				'default' => '',
				'section' => 'delivery',
			),
			'delivery_external_dev_host'        => array(
				'type'    => 'url',
				'default' => '',
				'section' => 'delivery',
			),
			'delivery_shop_id'                  => array(
				'type'    => 'text',
				'default' => '',
				'section' => 'delivery',
			),
			'delivery_token'                    => array(
				'type'    => 'password',
				'default' => '',
				'section' => 'delivery',
			),
			'delivery_dev_mode'                 => $no( 'delivery' ),
			'delivery_hide_billing'             => $no( 'delivery' ),
			'delivery_disable_autoscroll'       => $no( 'delivery' ),
			'delivery_disable_multi_requests'   => $no( 'delivery' ),
			'delivery_pay_method_cod'           => array( 'default' => 'cod' ) + $gateway_id,
			'delivery_pay_method_cod_card'      => array( 'default' => 'vitrina_cod_card' ) + $gateway_id,
			'delivery_volumetric_divisor'       => $int( 'delivery', 5000, 1000, 10000 ),
			'delivery_packaging_weight'         => array(
				'type'    => 'number',
				'default' => 0.0,
				'min'     => 0,
				'max'     => 50,
				'section' => 'delivery',
			),
			'delivery_map_tiles'                => array(
				'type'    => 'text',
				'default' => 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
				'section' => 'delivery',
				'pattern' => '#^(?=[^{]*(?:\{[a-z]\}[^{]*)*$)(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})https?://[^\s"\'<>]+$#',
			),
			'delivery_map_attribution'          => array(
				'type'    => 'text',
				'default' => '© OpenStreetMap contributors',
				'section' => 'delivery',
			),

			// Data.
			'uninstall_remove_data'             => $no( 'data' ),
			'trusted_proxies'                   => array(
				'type'    => 'text',
				'default' => '',
				'section' => 'data',
				'pattern' => '/^[0-9A-Fa-f.:\/, ]*$/',
			),
		);
	}

	/**
	 * The translatable half: label, help, choice labels, the translated
	 * fallback of a text whose stored value is empty, and a field's own
	 * message for a value that does not match its pattern.
	 *
	 * @return array<string, Text>
	 */
	public static function texts(): array {
		return array(
			// Cart.
			'add_to_cart_action'                => array(
				'label'   => __( 'After adding to cart', 'vitrina' ),
				'help'    => __( 'What the shopper sees after a product is added to the cart.', 'vitrina' ),
				'choices' => array(
					'popup'   => __( 'Show a popup', 'vitrina' ),
					'widget'  => __( 'Open the cart side panel', 'vitrina' ),
					'nothing' => __( 'Do nothing', 'vitrina' ),
				),
			),
			'add_to_cart_action_timeout'        => array(
				'label' => __( 'Close the popup or side panel automatically', 'vitrina' ),
			),
			'add_to_cart_action_timeout_number' => array(
				'label' => __( 'Close after (seconds)', 'vitrina' ),
				'help'  => __( 'Used when automatic closing is on.', 'vitrina' ),
			),
			'ajax_add_to_cart'                  => array(
				'label' => __( 'Add to cart without reloading the page', 'vitrina' ),
				'help'  => __( 'Also on product pages and for variable products.', 'vitrina' ),
			),
			'quick_view'                        => array(
				'label' => __( 'Quick view', 'vitrina' ),
				'help'  => __( 'A button on product cards opens the product in a popup.', 'vitrina' ),
			),
			'quick_view_in_popup_fix'           => array(
				'label' => __( 'Close an open popup before quick view', 'vitrina' ),
				'help'  => __( 'Turn this on if quick view opened from another popup shows up behind it.', 'vitrina' ),
			),
			'quick_shop'                        => array(
				'label' => __( 'Quick shop', 'vitrina' ),
				'help'  => __( 'Choose the options of a variable product right on its card.', 'vitrina' ),
			),
			'mini_cart_auto_close'              => array(
				'label' => __( 'Close the header cart dropdown automatically', 'vitrina' ),
				'help'  => __( 'The dropdown opened after adding closes after 3.5 seconds.', 'vitrina' ),
			),

			// Search.
			'ajax_search'                       => array(
				'label' => __( 'Live search', 'vitrina' ),
				'help'  => __( 'Suggestions appear under the search field while the shopper types.', 'vitrina' ),
			),
			'search_symbols_count'              => array(
				'label' => __( 'Characters before searching', 'vitrina' ),
				'help'  => __( 'Suggestions are requested once this many characters have been typed.', 'vitrina' ),
			),
			'search_count'                      => array(
				'label' => __( 'Number of suggestions', 'vitrina' ),
			),
			'search_delay_ms'                   => array(
				'label' => __( 'Delay before searching (milliseconds)', 'vitrina' ),
				'help'  => __( 'How long to wait after the last keystroke.', 'vitrina' ),
			),
			'search_thumbnail'                  => array(
				'label' => __( 'Show images in suggestions', 'vitrina' ),
			),
			'search_price'                      => array(
				'label' => __( 'Show prices in suggestions', 'vitrina' ),
			),
			'search_sku'                        => array(
				'label' => __( 'Show SKUs in suggestions', 'vitrina' ),
			),
			'search_by_sku'                     => array(
				'label' => __( 'Search by SKU', 'vitrina' ),
			),
			'search_categories_dropdown'        => array(
				'label' => __( 'Category selector in the search form', 'vitrina' ),
			),
			'search_input_padding'              => array(
				'label' => __( 'Make room for the category selector in the search field', 'vitrina' ),
				'help'  => __( 'Applies on screens wider than 768 pixels.', 'vitrina' ),
			),
			'search_form_style'                 => array(
				'label'   => __( 'Header search form', 'vitrina' ),
				'choices' => array(
					'dropdown'    => __( 'Dropdown', 'vitrina' ),
					'full-screen' => __( 'Full screen', 'vitrina' ),
				),
			),
			'search_post_type'                  => array(
				'label'   => __( 'Search in', 'vitrina' ),
				'choices' => array(
					'product' => __( 'Products', 'vitrina' ),
					'post'    => __( 'Posts', 'vitrina' ),
				),
			),
			'search_analytics'                  => array(
				'label' => __( 'Count searches', 'vitrina' ),
				'help'  => __( 'Counts each search per day by its text and number of results, for WooCommerce → Vitrina search. Nothing about the shopper is kept.', 'vitrina' ),
			),
			'search_analytics_days'             => array(
				'label' => __( 'Keep search counts, days', 'vitrina' ),
				'help'  => __( 'Older counts are deleted once a day.', 'vitrina' ),
			),

			// Product page.
			'product_images_captions'           => array(
				'label' => __( 'Show image captions in the lightbox', 'vitrina' ),
			),
			'product_gallery_thumbs_position'   => array(
				'label'   => __( 'Gallery thumbnails', 'vitrina' ),
				'choices' => array(
					'left'    => __( 'On the left', 'vitrina' ),
					'bottom'  => __( 'Below the image', 'vitrina' ),
					'grid'    => __( 'Grid', 'vitrina' ),
					'without' => __( 'No thumbnails', 'vitrina' ),
				),
			),
			'product_gallery_thumbs_per_view'   => array(
				'label' => __( 'Thumbnails visible at once', 'vitrina' ),
			),
			'product_slider_autoplay'           => array(
				'label' => __( 'Play the product gallery automatically', 'vitrina' ),
			),
			'product_slider_auto_height'        => array(
				'label' => __( 'Fit the gallery height to each image', 'vitrina' ),
			),
			'product_gallery_lightbox'          => array(
				'label' => __( 'Open gallery images in a full-screen lightbox', 'vitrina' ),
			),
			'swatches_enabled'                  => array(
				'label' => __( 'Colour and size swatches', 'vitrina' ),
				'help'  => __( 'Show variation options as swatches instead of dropdowns.', 'vitrina' ),
			),
			'rating_required'                   => array(
				'label' => __( 'Require a star rating in reviews', 'vitrina' ),
				'help'  => __( 'A review without stars is stopped with a message asking for a rating.', 'vitrina' ),
			),
			'rating_voters'                     => array(
				'label'   => __( 'Who may rate products with stars', 'vitrina' ),
				'help'    => __( 'Guests see the rating and are asked to log in to vote. Each shopper has one vote per product; a new vote replaces the old one.', 'vitrina' ),
				'choices' => array(
					'logged_in' => __( 'Logged-in customers', 'vitrina' ),
					'buyers'    => __( 'Only customers who bought the product', 'vitrina' ),
				),
			),

			// Wishlist and compare.
			'wishlist'                          => array(
				'label' => __( 'Wishlist', 'vitrina' ),
			),
			'wishlist_page'                     => array(
				'label' => __( 'Wishlist page', 'vitrina' ),
				'help'  => __( 'The page that shows the wishlist.', 'vitrina' ),
			),
			'wishlist_bulk_remove_confirm'      => array(
				'label'    => __( 'Question before removing selected products', 'vitrina' ),
				'help'     => __( 'Leave empty to use the default question, translated into the shop language.', 'vitrina' ),
				'fallback' => __( 'Remove the selected products from the wishlist?', 'vitrina' ),
			),
			'wishlist_logged_only'              => array(
				'label' => __( 'Wishlist for logged-in customers only', 'vitrina' ),
			),
			'wishlist_alerts'                   => array(
				'label' => __( 'E-mail customers when wishlist products get cheaper or come back in stock', 'vitrina' ),
				'help'  => __( 'At most one e-mail a day per customer, sent in the background; its text is under WooCommerce → Settings → Emails.', 'vitrina' ),
			),
			'wishlist_alert_threshold'          => array(
				'label' => __( 'Smallest price drop that is worth an e-mail, %', 'vitrina' ),
			),
			'compare'                           => array(
				'label' => __( 'Compare', 'vitrina' ),
			),
			'compare_page'                      => array(
				'label' => __( 'Compare page', 'vitrina' ),
				'help'  => __( 'The page that shows the compare table.', 'vitrina' ),
			),
			'compare_by_category'               => array(
				'label' => __( 'One compare table per product category', 'vitrina' ),
			),
			'recently_viewed'                   => array(
				'label' => __( 'Remember recently viewed products', 'vitrina' ),
			),

			// Header and other.
			'sticky_header'                     => array(
				'label' => __( 'Sticky header', 'vitrina' ),
			),
			'sticky_header_threshold'           => array(
				'label' => __( 'Stick the header after scrolling (pixels)', 'vitrina' ),
			),
			'header_hide_on_scroll'             => array(
				'label' => __( 'Hide the sticky header while scrolling down', 'vitrina' ),
			),
			'scroll_to_top'                     => array(
				'label' => __( 'Scroll-to-top button', 'vitrina' ),
			),
			'lazy_loading'                      => array(
				'label' => __( 'Lazy-load images', 'vitrina' ),
			),
			'lazy_loading_offset'               => array(
				'label' => __( 'Start loading images this far before they appear (pixels)', 'vitrina' ),
			),
			'preloader'                         => array(
				'label' => __( 'Show a preloader while the page loads', 'vitrina' ),
			),
			'tooltips'                          => array(
				'label' => __( 'Tooltips on buttons', 'vitrina' ),
			),
			'store_notice_dismissible'          => array(
				'label' => __( 'Let shoppers dismiss the store notice', 'vitrina' ),
			),
			'mobile_nav_layout'                 => array(
				'label'   => __( 'Mobile menu layout', 'vitrina' ),
				'help'    => __( 'How submenus open in the mobile menu: in place, one level at a time with a back link, or with a second tab for product categories.', 'vitrina' ),
				'choices' => array(
					'dropdown'  => __( 'Dropdown', 'vitrina' ),
					'drilldown' => __( 'Drilldown', 'vitrina' ),
					'tab'       => __( 'Tabs: menu and categories', 'vitrina' ),
				),
			),

			// Chat button.
			'chat_button'                       => array(
				'label' => __( 'Chat button', 'vitrina' ),
			),
			'chat_number'                       => array(
				'label' => __( 'Chat phone number', 'vitrina' ),
				'help'  => __( 'Digits with an optional leading +, for example +79991234567.', 'vitrina' ),
				'error' => __( 'enter 5 to 15 digits with an optional leading +.', 'vitrina' ),
			),
			'chat_message'                      => array(
				'label' => __( 'Pre-filled chat message', 'vitrina' ),
			),
			'chat_show_on_desktop'              => array(
				'label' => __( 'Show the chat button on desktops', 'vitrina' ),
			),
			'chat_show_on_mobile'               => array(
				'label' => __( 'Show the chat button on mobile devices', 'vitrina' ),
			),

			// Tracking.
			'tracking'                          => array(
				'label' => __( 'E-commerce tracking', 'vitrina' ),
				'help'  => __( 'Sends product views, cart changes and purchases to the web-analytics data layer.', 'vitrina' ),
			),
			'tracking_consent_required'         => array(
				'label' => __( 'Track only with the visitor’s consent', 'vitrina' ),
			),
			'tracking_consent_cookie'           => array(
				'label' => __( 'Consent cookie name', 'vitrina' ),
				'help'  => __( 'Tracking starts once this cookie is set, usually by your cookie banner.', 'vitrina' ),
				'error' => __( 'use up to 64 Latin letters, digits, hyphens and underscores.', 'vitrina' ),
			),
			'order_attribution'                 => array(
				'label' => __( 'Order attribution', 'vitrina' ),
				'help'  => __( 'Keeps the source, medium, campaign and landing page of a visit in first-party cookies and saves them with the order.', 'vitrina' ),
			),
			'order_attribution_months'          => array(
				'label' => __( 'Attribution lifetime, months', 'vitrina' ),
				'help'  => __( 'How long a visit’s source is kept (a month is 30 days).', 'vitrina' ),
			),

			// Popups.
			'popup_analytics'                   => array(
				'label' => __( 'Count popup views and conversions', 'vitrina' ),
			),

			// Delivery.
			'delivery_provider'                 => array(
				'label'   => __( 'Delivery provider', 'vitrina' ),
				'choices' => array(
					'embedded' => __( 'Built in (tariffs and pickup points kept in WordPress)', 'vitrina' ),
					'external' => __( 'External delivery service', 'vitrina' ),
				),
			),
			'delivery_external_host'            => array(
				'label' => __( 'External service address', 'vitrina' ),
				'help'  => __( 'For example https://delivery.example.com.', 'vitrina' ),
			),
			'delivery_external_dev_host'        => array(
				'label' => __( 'External service test address', 'vitrina' ),
				'help'  => __( 'Used instead of the main address in test mode.', 'vitrina' ),
			),
			'delivery_shop_id'                  => array(
				'label' => __( 'Shop ID', 'vitrina' ),
			),
			'delivery_token'                    => array(
				'label' => __( 'Access token', 'vitrina' ),
				'help'  => __( 'Stored and never shown in full. Leave it unchanged to keep the saved token; empty the field to remove it.', 'vitrina' ),
			),
			'delivery_dev_mode'                 => array(
				'label' => __( 'Test mode', 'vitrina' ),
			),
			'delivery_hide_billing'             => array(
				'label' => __( 'Hide the billing address at checkout', 'vitrina' ),
			),
			'delivery_disable_autoscroll'       => array(
				'label' => __( 'Do not scroll to the delivery widget at checkout', 'vitrina' ),
			),
			'delivery_disable_multi_requests'   => array(
				'label' => __( 'Send one widget request at a time', 'vitrina' ),
			),
			'delivery_pay_method_cod'           => array(
				'label' => __( 'Cash on delivery payment method', 'vitrina' ),
				'help'  => __( 'The ID of the payment method used for cash on delivery.', 'vitrina' ),
				'error' => __( 'enter the ID of a payment method: Latin letters, digits, hyphens and underscores.', 'vitrina' ),
			),
			'delivery_pay_method_cod_card'      => array(
				'label' => __( 'Card on delivery payment method', 'vitrina' ),
				'help'  => __( 'The ID of the payment method used for card payment on delivery.', 'vitrina' ),
				'error' => __( 'enter the ID of a payment method: Latin letters, digits, hyphens and underscores.', 'vitrina' ),
			),
			'delivery_volumetric_divisor'       => array(
				'label' => __( 'Volumetric weight divisor', 'vitrina' ),
				'help'  => __( 'A parcel is billed by the larger of its real weight and its volumetric weight: length × width × height in cm divided by this number (5000 for most delivery services).', 'vitrina' ),
			),
			'delivery_packaging_weight'         => array(
				'label' => __( 'Packaging weight, kg', 'vitrina' ),
				'help'  => __( 'Added to every parcel’s billed weight (box and filling).', 'vitrina' ),
			),
			'delivery_map_tiles'                => array(
				'label' => __( 'Map tiles of the pickup point map', 'vitrina' ),
				'help'  => __( 'The address of the map’s tile images, with {z}, {x} and {y} (and {s} for a server letter). An OpenStreetMap-compatible server by default; check its terms of use, or use your own tile server. Empty: no map, the list only.', 'vitrina' ),
				'error' => __( 'enter an http(s) address with {z}, {x} and {y}.', 'vitrina' ),
			),
			'delivery_map_attribution'          => array(
				'label' => __( 'Map attribution', 'vitrina' ),
				'help'  => __( 'The credit shown on the map, as the tile server asks for it.', 'vitrina' ),
			),

			// Data.
			'uninstall_remove_data'             => array(
				'label' => __( 'Remove all Vitrina data when the plugin is deleted', 'vitrina' ),
				'help'  => __( 'Settings, saved lists and Vitrina tables are deleted for good. When this is off, everything is kept.', 'vitrina' ),
			),
			'trusted_proxies'                   => array(
				'label' => __( 'Trusted proxies', 'vitrina' ),
				'help'  => __( 'Addresses or networks (CIDR, comma-separated) of the load balancers and caches in front of the shop. Only behind them is the shopper\'s address read from X-Forwarded-For; it is what rate limits count by.', 'vitrina' ),
				'error' => __( 'List IP addresses or networks such as 10.0.0.0/8, separated by commas.', 'vitrina' ),
			),
		);
	}

	/**
	 * Every setting with its texts: key => type, default, section, choices
	 * (value => label), min, max, label, help and the rest.
	 *
	 * @return array<string, Field>
	 */
	public static function all(): array {
		$locale = determine_locale();
		if ( null === self::$all || self::$all_locale !== $locale ) {
			$texts = self::texts();
			$all   = array();
			foreach ( self::definitions() as $key => $definition ) {
				$text  = $texts[ $key ] ?? array( 'label' => $key );
				$field = array_merge( $definition, $text );
				unset( $field['choices'] );
				if ( isset( $definition['choices'] ) ) {
					$labels  = $text['choices'] ?? array();
					$choices = array();
					foreach ( $definition['choices'] as $choice ) {
						$choices[ $choice ] = $labels[ $choice ] ?? $choice;
					}
					$field['choices'] = $choices;
				}
				$field['help'] = $text['help'] ?? '';
				$all[ $key ]   = $field;
			}
			self::$all        = $all;
			self::$all_locale = $locale;
		}
		return self::$all;
	}

	/**
	 * Forgets the texts built for this request (after switching locale or
	 * changing translations).
	 */
	public static function flush_texts(): void {
		self::$all        = null;
		self::$all_locale = '';
	}

	/**
	 * One setting with its texts, or null for an unknown key.
	 *
	 * @param string $key Setting key.
	 * @return Field|null
	 */
	public static function field( string $key ): ?array {
		return self::all()[ $key ] ?? null;
	}

	/**
	 * Whether a setting exists.
	 *
	 * @param string $key Setting key.
	 */
	public static function has( string $key ): bool {
		return isset( self::definitions()[ $key ] );
	}

	/**
	 * The defaults of every setting.
	 *
	 * @return array<string, string|int|float>
	 */
	public static function defaults(): array {
		return array_map( static fn( array $definition ) => $definition['default'], self::definitions() );
	}

	/**
	 * The settings of one section, with their texts.
	 *
	 * @param string $section Section slug.
	 * @return array<string, Field>
	 */
	public static function in_section( string $section ): array {
		return array_filter( self::all(), static fn( array $field ): bool => $field['section'] === $section );
	}
}
