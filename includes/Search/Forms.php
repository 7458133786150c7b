<?php
/**
 * The search forms: header, shop page, shortcode and block.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use Vitrina\Assets\Data;
use Vitrina\Assets\Islands;
use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the search form (templates/search/form.php) inside the container
 * the search island mounts on. The form works without scripts (a plain
 * product search); the island adds suggestions, the category selector and
 * the keyboard.
 */
final class Forms implements Module {

	/** The island's name (src/search/). */
	public const ISLAND = 'search';

	/** The shortcode. */
	public const SHORTCODE = 'vitrina_search';

	/** The block. */
	public const BLOCK = 'vitrina/live-search';

	/** The most categories offered by the selector. */
	public const MAX_CATEGORIES = 200;

	/**
	 * Whether the shop page's form is printed (once a page, on either theme).
	 *
	 * @var bool
	 */
	private bool $shop_form = false;

	/**
	 * Front end, and the block everywhere (the editor needs its type).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_block' ) );
		add_shortcode( self::SHORTCODE, array( $this, 'shortcode' ) );
		if ( is_admin() ) {
			return;
		}
		add_action( 'wp', array( $this, 'replace_theme_search' ) );
		add_action( 'woocommerce_archive_description', array( $this, 'shop_page' ), 5 );
		add_filter( 'render_block_woocommerce/product-collection', array( $this, 'shop_collection' ), 10, 2 );
		// The island's settings.
		Data::add( self::ISLAND, 'ajaxUrl', static fn(): string => admin_url( 'admin-ajax.php' ) );
		Data::add( self::ISLAND, 'action', Endpoint::ACTION );
		Data::add( self::ISLAND, 'delay', static fn(): int => (int) Options::get( 'search_delay_ms' ) );
		Data::add( self::ISLAND, 'live', static fn(): bool => Options::enabled( 'ajax_search' ) );
		Data::add( self::ISLAND, 'homeUrl', static fn(): string => home_url( '/' ) );
	}

	/**
	 * Registers the block (blocks/live-search, server-rendered).
	 */
	public function register_block(): void {
		if ( function_exists( 'register_block_type' ) ) {
			register_block_type( VITRINA_DIR . '/blocks/live-search' );
		}
	}

	/**
	 * In Storefront's header, our form takes the place of the theme's
	 * product search; in its handheld footer bar (a phone's) too.
	 */
	public function replace_theme_search(): void {
		if ( false !== has_action( 'storefront_header', 'storefront_product_search' ) ) {
			remove_action( 'storefront_header', 'storefront_product_search', 40 );
			add_action( 'storefront_header', array( $this, 'header' ), 40 );
			// Asked for now, at the header form's moment, so that its styles
			// are printed in the head, before the first paint.
			Islands::need( self::ISLAND, 'dropdown' === Options::get( 'search_form_style' ) ? 'use' : 'load' );
		}
		add_filter( 'storefront_handheld_footer_bar_links', array( $this, 'footer_bar_links' ) );
	}

	/**
	 * Storefront's handheld footer bar: its search link opens our form
	 * (filter storefront_handheld_footer_bar_links).
	 *
	 * @param mixed $links The bar's links (name => priority, callback).
	 * @return mixed
	 */
	public function footer_bar_links( $links ) {
		if ( is_array( $links ) && isset( $links['search'] ) && is_array( $links['search'] ) ) {
			$links['search']['callback'] = array( $this, 'footer_bar' );
		}
		return $links;
	}

	/**
	 * Prints the handheld footer bar's search: the theme's link (Storefront's
	 * script opens the form above the bar on its click) and our form, with
	 * no category selector (a phone's width is the field's).
	 */
	public function footer_bar(): void {
		$form = $this->render(
			array(
				'place'      => 'footer',
				'categories' => 'no',
			)
		);
		echo '<a href="">' . esc_html__( 'Search', 'vitrina' ) . '</a>';
		echo '<div class="site-search vitrina-footer-search">' . $form . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template.
	}

	/**
	 * Prints the header form (dropdown or full-screen, per the setting).
	 */
	public function header(): void {
		echo '<div class="site-search vitrina-header-search">' . $this->render( array( 'place' => 'header' ) ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template.
	}

	/**
	 * Prints a form above the shop page's products.
	 */
	public function shop_page(): void {
		echo $this->shop_form_once(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template.
	}

	/**
	 * A block theme's Product Catalog template runs no classic archive hook:
	 * the shop page's form goes above the Product Collection block that lists
	 * the page's own query (filter render_block_woocommerce/product-collection).
	 *
	 * @param mixed $html  The block's markup.
	 * @param mixed $block The parsed block.
	 * @return mixed
	 */
	public function shop_collection( $html, $block ) {
		if ( ! is_string( $html ) || ! is_array( $block ) || empty( $block['attrs']['query']['inherit'] ) ) {
			return $html;
		}
		return $this->shop_form_once() . $html;
	}

	/**
	 * The shop page's form, once a page, whichever theme's hook asks first
	 * ('' elsewhere and after).
	 */
	private function shop_form_once(): string {
		if ( $this->shop_form || ! function_exists( 'is_shop' ) || ! is_shop() ) {
			return '';
		}
		$this->shop_form = true;
		return $this->render( array( 'place' => 'shop' ) );
	}

	/**
	 * The shortcode [vitrina_search count="10" thumbnail="yes" price="yes"
	 * sku="no" symbols_count="2" post_type="product" categories="yes"].
	 *
	 * @param mixed $atts Attributes.
	 */
	public function shortcode( $atts ): string {
		$atts          = shortcode_atts(
			array(
				'count'         => '',
				'thumbnail'     => '',
				'price'         => '',
				'sku'           => '',
				'symbols_count' => '',
				'post_type'     => '',
				'categories'    => '',
			),
			is_array( $atts ) ? $atts : array(),
			self::SHORTCODE
		);
		$atts['place'] = 'shortcode';
		return $this->render( $atts );
	}

	/**
	 * The block's markup.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function render_block( array $attributes ): string {
		$header = ! empty( $attributes['inHeader'] );
		$args   = array( 'place' => $header ? 'header' : 'block' );
		foreach ( array( 'count', 'symbols_count' ) as $key ) {
			if ( isset( $attributes[ $key ] ) && is_numeric( $attributes[ $key ] ) ) {
				$args[ $key ] = (string) $attributes[ $key ];
			}
		}
		foreach ( array( 'thumbnail', 'price', 'sku', 'categories' ) as $key ) {
			if ( isset( $attributes[ $key ] ) && is_bool( $attributes[ $key ] ) ) {
				$args[ $key ] = $attributes[ $key ] ? 'yes' : 'no';
			}
		}
		// In a header (the block hooked into a block theme's header): the
		// header's form, as Storefront's header shows it.
		return $header
			? '<div class="vitrina-header-search vitrina-header-search--block">' . ( new self() )->render( $args ) . '</div>'
			: ( new self() )->render( $args );
	}

	/**
	 * The form settings: the shop's settings, overridden by a form's own.
	 *
	 * @param array<string, mixed> $args Overrides (strings), and `place`.
	 * @return array<string, mixed>
	 */
	public function form_settings( array $args ): array {
		$flag  = static function ( string $key, string $setting ) use ( $args ): bool {
			$value = isset( $args[ $key ] ) ? strtolower( (string) $args[ $key ] ) : '';
			return in_array( $value, array( 'yes', 'no', '1', '0', 'true', 'false' ), true )
				? in_array( $value, array( 'yes', '1', 'true' ), true )
				: Options::enabled( $setting );
		};
		$int   = static function ( string $key, string $setting, int $min, int $max ) use ( $args ): int {
			$value = isset( $args[ $key ] ) && is_numeric( $args[ $key ] ) ? (int) $args[ $key ] : (int) Options::get( $setting );
			return max( $min, min( $max, $value ) );
		};
		$type  = isset( $args['post_type'] ) && in_array( $args['post_type'], array( 'product', 'post' ), true ) ? (string) $args['post_type'] : (string) Options::get( 'search_post_type' );
		$place = isset( $args['place'] ) ? (string) $args['place'] : 'shortcode';
		return array(
			'place'         => $place,
			'label'         => self::label( $place ),
			'style'         => 'header' === $place ? (string) Options::get( 'search_form_style' ) : 'dropdown',
			'count'         => $int( 'count', 'search_count', 1, 100 ),
			'thumbnail'     => $flag( 'thumbnail', 'search_thumbnail' ),
			'price'         => $flag( 'price', 'search_price' ),
			'sku'           => $flag( 'sku', 'search_sku' ),
			'symbols_count' => $int( 'symbols_count', 'search_symbols_count', 1, 10 ),
			'post_type'     => $type,
			'product_cat'   => $this->current_category(),
			'categories'    => 'product' === $type && $flag( 'categories', 'search_categories_dropdown' ) ? $this->categories() : array(),
			'padding'       => Options::enabled( 'search_input_padding' ),
		);
	}

	/**
	 * The name of a form's search landmark, by its place: a page may show
	 * several forms (the header's, the handheld bar's, the shop page's), and
	 * a screen reader's list of landmarks tells them apart by their names.
	 *
	 * @param string $place Where the form stands.
	 */
	public static function label( string $place ): string {
		switch ( $place ) {
			case 'header':
				return __( 'Shop search', 'vitrina' );
			case 'footer':
				return __( 'Shop search, bottom bar', 'vitrina' );
			case 'shop':
				return __( 'Catalogue search', 'vitrina' );
			default:
				return __( 'Product search', 'vitrina' );
		}
	}

	/**
	 * The form's markup inside the island's container.
	 *
	 * @param array<string, mixed> $args Overrides.
	 */
	public function render( array $args ): string {
		$settings         = $this->form_settings( $args );
		$settings['id']   = wp_unique_id( 'vitrina-search-' );
		$settings['live'] = Options::enabled( 'ajax_search' );
		$inner            = Templates::render( 'search/form', $settings );
		// A dropdown form is a working plain form until the shopper uses it:
		// the island (and React) loads then. The full-screen style draws its
		// opener with the island, so it loads at once.
		return Islands::render( self::ISLAND, 'search-form', $settings, $inner, 'div', 'dropdown' === $settings['style'] ? 'use' : 'load' );
	}

	/**
	 * The category chosen on the page (a category archive or ?product_cat=).
	 */
	private function current_category(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading a public filter.
		$from_query = isset( $_GET['product_cat'] ) && is_string( $_GET['product_cat'] ) ? sanitize_title( wp_unslash( $_GET['product_cat'] ) ) : '';
		if ( '' !== $from_query ) {
			return $from_query;
		}
		if ( function_exists( 'is_product_category' ) && is_product_category() ) {
			$term = get_queried_object();
			return $term instanceof \WP_Term ? $term->slug : '';
		}
		return '';
	}

	/**
	 * The product categories in tree order, each with its depth.
	 *
	 * @return list<array{slug: string, name: string, depth: int}>
	 */
	private function categories(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'hide_empty' => true,
				'number'     => self::MAX_CATEGORIES,
				'orderby'    => 'name',
			)
		);
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$children = array();
		foreach ( $terms as $term ) {
			if ( $term instanceof \WP_Term ) {
				$children[ $term->parent ][] = $term;
			}
		}
		$out  = array();
		$walk = static function ( int $parent, int $depth ) use ( &$walk, &$out, $children ): void {
			foreach ( $children[ $parent ] ?? array() as $term ) {
				$out[] = array(
					'slug'  => $term->slug,
					'name'  => html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ),
					'depth' => $depth,
				);
				$walk( $term->term_id, $depth + 1 );
			}
		};
		$walk( 0, 0 );
		return $out;
	}
}
