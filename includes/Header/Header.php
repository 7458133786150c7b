<?php
/**
 * The header island's module, on every page: sticky header, menus and
 * mega-menus, mobile navigation, tooltips, lazy images, the preloader and
 * the store notice.
 *
 * @package Vitrina
 */

namespace Vitrina\Header;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the header island (plain TypeScript, no React) on every front-end
 * page, renders the mobile navigation panel and the preloader from their
 * templates, and replaces the theme's own navigation script so that the menu
 * toggle and the dropdowns are bound once.
 */
final class Header implements Module {

	/** The island's name (src/header/). */
	public const ISLAND = 'header';

	/** The body class that marks pages where the island runs. */
	public const BODY_CLASS = 'vitrina-header';

	/** The mobile navigation layouts. */
	public const LAYOUTS = array( 'dropdown', 'drilldown', 'tab' );

	/** What loads the waiting island: any use of the page (the root element; Islands::PAGE). */
	public const USE = Islands::PAGE;

	/** The menu openers (src/header/mobile-nav.ts OPENERS) whose first click is held until the island runs. */
	public const HOLD = '#site-navigation-menu-toggle, .menu-toggle, [data-vitrina-mobile-nav-open], .wp-block-navigation__responsive-container-open';

	/** The theme scripts the island replaces (Storefront's menu toggle and dropdowns). */
	public const REPLACED_SCRIPTS = array( 'storefront-navigation' );

	/** The class the replaced script gave the primary menu's list (the theme's styles show it by it). */
	public const MENU_LIST_CLASS = 'nav-menu';

	/**
	 * Whether a theme script was replaced on this page.
	 *
	 * @var bool
	 */
	private static bool $replaced = false;

	/**
	 * Front end only.
	 */
	public function can_register(): bool {
		return ! is_admin();
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'need' ), 5 );
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_replaced' ), 100 );
		add_filter( 'wp_page_menu', array( $this, 'fallback_menu_class' ), 10, 2 );
		add_filter( 'body_class', array( $this, 'body_class' ) );
		// The island's settings.
		Data::add( self::ISLAND, 'sticky', static fn(): bool => 'yes' === Options::get( 'sticky_header' ) );
		Data::add( self::ISLAND, 'stickyThreshold', static fn(): int => (int) Options::get( 'sticky_header_threshold' ) );
		Data::add( self::ISLAND, 'hideOnScroll', static fn(): bool => 'yes' === Options::get( 'header_hide_on_scroll' ) );
		Data::add( self::ISLAND, 'mobileNav', static fn(): string => self::layout() );
		Data::add( self::ISLAND, 'tooltips', static fn(): bool => 'yes' === Options::get( 'tooltips' ) );
		Data::add( self::ISLAND, 'lazy', static fn(): bool => 'yes' === Options::get( 'lazy_loading' ) );
		Data::add( self::ISLAND, 'lazyOffset', static fn(): int => (int) Options::get( 'lazy_loading_offset' ) );
		Data::add( self::ISLAND, 'preloader', static fn(): bool => 'yes' === Options::get( 'preloader' ) );
		// Whether the island ran on the shopper's first use (need()): what
		// waits for a first interaction then needs no other.
		Data::add( self::ISLAND, 'afterUse', static fn(): bool => Islands::waits( self::ISLAND ) );
		Data::add( self::ISLAND, 'dismissLabel', static fn(): string => __( 'Dismiss', 'vitrina' ) );
		add_action( 'wp_body_open', array( $this, 'render_preloader' ), 1 );
		add_action( 'wp_footer', array( $this, 'render_mobile_nav' ), 2 );
		add_filter( 'woocommerce_demo_store', array( $this, 'store_notice' ) );
		add_filter( 'wp_get_attachment_image_attributes', array( $this, 'lazy_attributes' ), 20, 3 );
	}

	/**
	 * Asks for the island on this page (its markup is the header). It waits
	 * for the shopper's first use of the page (USE: a pointer over it, a
	 * touch, a focus, a scroll, a key, see Islands::on_use()): the header
	 * works without it until then (the theme's styles open its menus on
	 * hover), and its sticking starts past a threshold the first scroll has
	 * not reached. A click on a menu opener before it ran is held and
	 * replayed (HOLD). The preloader and lazy pictures act before any use:
	 * with either on, it loads at once.
	 */
	public function need(): void {
		if ( 'yes' === Options::get( 'preloader' ) || 'yes' === Options::get( 'lazy_loading' ) ) {
			Islands::need( self::ISLAND );
			return;
		}
		Islands::on_use( self::ISLAND, self::USE, self::HOLD );
	}

	/**
	 * Dequeues the theme scripts the island replaces.
	 */
	public function dequeue_replaced(): void {
		foreach ( self::REPLACED_SCRIPTS as $handle ) {
			if ( wp_script_is( $handle, 'enqueued' ) ) {
				self::$replaced = true;
			}
			wp_dequeue_script( $handle );
		}
	}

	/**
	 * Whether a theme script was replaced on this page.
	 */
	public static function replaced(): bool {
		return self::$replaced;
	}

	/**
	 * Forgets the replacement (tests).
	 */
	public static function reset(): void {
		self::$replaced = false;
	}

	/**
	 * A shop with no primary menu assigned shows WordPress's page list
	 * instead; the theme's navigation script (replaced by the island) gave
	 * that list the class its styles show it by (Storefront hides
	 * `div.menu > ul:not(.nav-menu)`). The class is given here, in the
	 * markup, once the script is replaced.
	 *
	 * @param mixed $menu The page list's markup.
	 * @param mixed $args wp_page_menu()'s arguments (with wp_nav_menu()'s).
	 * @return mixed
	 */
	public function fallback_menu_class( $menu, $args = array() ) {
		if ( ! self::$replaced || ! is_string( $menu ) || ! is_array( $args ) || 'primary' !== ( $args['theme_location'] ?? '' ) ) {
			return $menu;
		}
		return (string) preg_replace_callback(
			'/<ul(\s[^>]*)?>/',
			static function ( array $m ): string {
				$attrs = $m[1] ?? '';
				if ( preg_match( '/\sclass=(["\'])(.*?)\1/', $attrs, $class ) ) {
					$classes = preg_split( '/\s+/', trim( $class[2] ) );
					if ( in_array( self::MENU_LIST_CLASS, (array) $classes, true ) ) {
						return $m[0];
					}
					return '<ul' . str_replace( $class[0], ' class=' . $class[1] . trim( $class[2] . ' ' . self::MENU_LIST_CLASS ) . $class[1], $attrs ) . '>';
				}
				return '<ul class="' . self::MENU_LIST_CLASS . '"' . $attrs . '>';
			},
			$menu,
			1
		);
	}

	/**
	 * Adds the body class the island and its styles key on.
	 *
	 * @param mixed $classes Classes.
	 * @return array<int, string>
	 */
	public function body_class( $classes ): array {
		$classes   = is_array( $classes ) ? array_values( array_map( 'strval', $classes ) ) : array();
		$classes[] = self::BODY_CLASS;
		if ( 'yes' === Options::get( 'sticky_header' ) ) {
			$classes[] = 'vitrina-sticky-header';
		}
		return $classes;
	}

	/**
	 * The mobile navigation layout.
	 */
	public static function layout(): string {
		$layout = (string) Options::get( 'mobile_nav_layout' );
		return in_array( $layout, self::LAYOUTS, true ) ? $layout : 'dropdown';
	}

	/**
	 * Prints the preloader right after <body> when it is on.
	 */
	public function render_preloader(): void {
		if ( 'yes' === Options::get( 'preloader' ) ) {
			Templates::output( 'header/preloader' );
		}
	}

	/**
	 * The mobile navigation panel's markup.
	 */
	public static function mobile_nav_markup(): string {
		$layout = self::layout();
		$menu   = self::menu_markup();
		$cats   = 'tab' === $layout ? self::categories_markup() : '';
		return Templates::render(
			'header/mobile-nav',
			array(
				'layout'     => $layout,
				'menu'       => $menu,
				'secondary'  => self::secondary_markup(),
				'categories' => $cats,
			)
		);
	}

	/**
	 * Prints the mobile navigation panel.
	 */
	public function render_mobile_nav(): void {
		echo self::mobile_nav_markup(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template and by wp_nav_menu().
	}

	/**
	 * The handheld menu (or the primary one, or the pages) as a list. On a
	 * block theme with neither, an empty list the island fills with the menu
	 * of the header's Navigation block (whose overlay the panel replaces on
	 * phones): the menu the shop owner edits in the Site Editor.
	 */
	private static function menu_markup(): string {
		if ( wp_is_block_theme() && ! has_nav_menu( 'handheld' ) && ! has_nav_menu( 'primary' ) ) {
			return '<ul class="vitrina-mobile-nav__list" id="vitrina-mobile-nav-list" data-vitrina-mobile-nav-block></ul>';
		}
		foreach ( array( 'handheld', 'primary' ) as $location ) {
			if ( has_nav_menu( $location ) ) {
				return (string) wp_nav_menu(
					array(
						'theme_location' => $location,
						'container'      => '',
						'menu_class'     => 'vitrina-mobile-nav__list',
						'menu_id'        => 'vitrina-mobile-nav-list',
						'echo'           => false,
						'fallback_cb'    => false,
					)
				);
			}
		}
		$pages = wp_list_pages(
			array(
				'title_li' => '',
				'echo'     => false,
			)
		);
		return '<ul class="vitrina-mobile-nav__list">' . ( is_string( $pages ) ? $pages : '' ) . '</ul>';
	}

	/**
	 * The theme's secondary menu (Storefront's top links: delivery, account
	 * and the like) as a list under the main one; empty without one.
	 */
	private static function secondary_markup(): string {
		if ( ! has_nav_menu( 'secondary' ) ) {
			return '';
		}
		return (string) wp_nav_menu(
			array(
				'theme_location' => 'secondary',
				'container'      => '',
				'menu_class'     => 'vitrina-mobile-nav__list vitrina-mobile-nav__secondary',
				'menu_id'        => 'vitrina-mobile-nav-secondary',
				'echo'           => false,
				'fallback_cb'    => false,
			)
		);
	}

	/**
	 * The product categories as a nested list (the tab layout's second tab).
	 */
	private static function categories_markup(): string {
		if ( ! taxonomy_exists( 'product_cat' ) ) {
			return '';
		}
		$list = wp_list_categories(
			array(
				'taxonomy'         => 'product_cat',
				'title_li'         => '',
				'echo'             => false,
				'hide_empty'       => true,
				'show_option_none' => '',
			)
		);
		return is_string( $list ) && '' !== trim( $list ) ? '<ul class="vitrina-mobile-nav__list">' . $list . '</ul>' : '';
	}

	/**
	 * The store notice: without its dismiss link when dismissing is off
	 * (WooCommerce hides a dismissed notice and remembers it in a cookie).
	 *
	 * @param mixed $html Notice markup.
	 */
	public function store_notice( $html ): string {
		$html = is_string( $html ) ? $html : '';
		if ( 'yes' !== Options::get( 'store_notice_dismissible' ) ) {
			$html = (string) preg_replace( '#\s*<a[^>]*woocommerce-store-notice__dismiss-link[^>]*>.*?</a>#s', '', $html );
		}
		return $html;
	}

	/**
	 * Lazy images: the real sources move to data attributes (the island swaps
	 * them in near the viewport) and a placeholder of the same proportions
	 * keeps the layout. Not in feeds and embeds, nor for product gallery
	 * images, whose scripts read their sources.
	 *
	 * @param mixed $attr       Attributes.
	 * @param mixed $attachment The attachment.
	 * @param mixed $size       Image size.
	 * @return array<string, mixed>
	 */
	public function lazy_attributes( $attr, $attachment = null, $size = 'thumbnail' ): array {
		$attr = is_array( $attr ) ? $attr : array();
		if ( 'yes' !== Options::get( 'lazy_loading' ) || is_feed() || is_embed() || empty( $attr['src'] ) || isset( $attr['data-large_image'] ) || isset( $attr['data-vitrina-lazy-src'] ) ) {
			return $attr;
		}
		$width  = 1;
		$height = 1;
		if ( $attachment instanceof \WP_Post && ( is_string( $size ) || is_array( $size ) ) ) {
			$image = wp_get_attachment_image_src( $attachment->ID, $size );
			if ( is_array( $image ) && $image[1] > 0 && $image[2] > 0 ) {
				$width  = (int) $image[1];
				$height = (int) $image[2];
			}
		}
		$attr['data-vitrina-lazy-src'] = (string) $attr['src'];
		$attr['src']                   = self::placeholder( $width, $height );
		if ( ! empty( $attr['srcset'] ) ) {
			$attr['data-vitrina-lazy-srcset'] = (string) $attr['srcset'];
			unset( $attr['srcset'] );
		}
		$attr['class'] = trim( ( isset( $attr['class'] ) ? (string) $attr['class'] : '' ) . ' vitrina-lazy' );
		return $attr;
	}

	/**
	 * An empty SVG of the given proportions.
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 */
	public static function placeholder( int $width, int $height ): string {
		return 'data:image/svg+xml,' . rawurlencode( sprintf( "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 %d %d'></svg>", max( 1, $width ), max( 1, $height ) ) );
	}
}
