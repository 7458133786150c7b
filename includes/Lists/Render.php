<?php
/**
 * The markup of the lists (through templates a theme may override).
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

use Vitrina\Assets\Islands;
use Vitrina\Http\NoStore;
use Vitrina\Settings\Options;
use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the data of the buttons, counters, wishlist page and compare
 * tables, and renders them with the templates under templates/lists/.
 */
final class Render {

	/** The island that mounts on this markup. */
	public const ISLAND = 'lists';

	/**
	 * The buttons and header counters (src/lists/buttons.ts BUTTON_SELECTOR):
	 * their first use loads the island where nothing else asks for it at load.
	 */
	public const USE = '.vitrina-list-button, [data-vitrina-header-lists]';

	/** What a click on is held until the island runs, then replayed. */
	public const HOLD = '.vitrina-list-button[data-vitrina-list]';

	/** Products per wishlist page. */
	public const PER_PAGE = 12;

	/** The wishlist page's query parameter for its page number. */
	public const PAGE_PARAM = 'product-page';

	/** The query parameter of a shared wishlist's token. */
	public const SHARE_PARAM = 'wishlist';

	/**
	 * A header counter's number (null: left empty, for the island to fill).
	 *
	 * @param string   $list  wishlist or compare.
	 * @param int|null $count Count.
	 */
	public static function count( string $list, ?int $count ): string {
		return Templates::render(
			'lists/count',
			array(
				'list'  => $list,
				'count' => $count,
			)
		);
	}

	/**
	 * The URL of a list's page.
	 *
	 * @param string $list wishlist or compare.
	 */
	public static function page_url( string $list ): string {
		$page = (int) Options::get( $list . '_page' );
		$url  = $page ? get_permalink( $page ) : false;
		return $url ? $url : home_url( '/' );
	}

	/**
	 * The header icons with counters (wishlist and compare, as turned on).
	 * The markup is the same for every shopper, so that any cache may keep
	 * the page: the counts are left empty (their badge keeps its size) and
	 * the island fills them from the shopper's state.
	 */
	public static function header_counters(): string {
		return self::counters_of( array( 'wishlist', 'compare' ) );
	}

	/**
	 * Asks for the island, before the head, where the header will print the
	 * counters (so that its styles are in the head), without rendering them.
	 */
	public static function need_header_counters(): void {
		if ( self::turned_on( array( 'wishlist', 'compare' ) ) ) {
			self::need_on_use();
		}
	}

	/**
	 * The lists turned on, of some.
	 *
	 * @param string[] $only wishlist, compare.
	 * @return string[]
	 */
	private static function turned_on( array $only ): array {
		return array_values( array_filter( array_intersect( array( 'wishlist', 'compare' ), $only ), static fn( string $list ): bool => 'yes' === Options::get( $list ) ) );
	}

	/**
	 * The header counters of some lists (of those turned on).
	 *
	 * @param string[] $only wishlist, compare.
	 */
	private static function counters_of( array $only ): string {
		$lists = array();
		foreach ( self::turned_on( $only ) as $list ) {
			$lists[ $list ] = array(
				'url'   => self::page_url( $list ),
				'count' => null,
			);
		}
		if ( ! $lists ) {
			return '';
		}
		self::need_on_use();
		return Templates::render( 'lists/header-counters', array( 'lists' => $lists ) );
	}

	/**
	 * Asks for the island for buttons and counters: it waits for their first
	 * use (Islands::on_use()), and loads at once for a shopper who may have
	 * lists (the lists' marker cookie, or logged in: the counts, the buttons
	 * of listed products to mark); a cart alone does not load it.
	 */
	public static function need_on_use(): void {
		Islands::on_use( self::ISLAND, self::USE, self::HOLD, array( Cookies::MARKER ) );
	}

	/**
	 * The header counters block's markup (blocks/header-counters): the
	 * counters of the lists its attributes keep.
	 *
	 * @param array<string, mixed> $attributes Block attributes (wishlist, compare: booleans).
	 */
	public static function header_counters_block( array $attributes ): string {
		$only     = array_filter(
			array( 'wishlist', 'compare' ),
			static fn( string $list ): bool => ! isset( $attributes[ $list ] ) || false !== $attributes[ $list ]
		);
		$counters = self::counters_of( $only );
		return '' === $counters ? '' : '<div class="wp-block-vitrina-header-counters">' . $counters . '</div>';
	}

	/**
	 * A wishlist or compare button of a product, in its "add" state for
	 * every shopper (cache-safe): the island marks the products of the
	 * shopper's lists from the shopper's state.
	 *
	 * @param string $list       wishlist or compare.
	 * @param int    $product_id Product.
	 */
	public static function button( string $list, int $product_id ): string {
		if ( 'yes' !== Options::get( $list ) ) {
			return '';
		}
		if ( 'wishlist' === $list && 'yes' === Options::get( 'wishlist_logged_only' ) && ! is_user_logged_in() ) {
			return '';
		}
		self::need_on_use();
		return Templates::render(
			'lists/button',
			array(
				'list'       => $list,
				'product_id' => $product_id,
				'added'      => false,
				'url'        => self::page_url( $list ),
			)
		);
	}

	/**
	 * The display data of a product for the lists' pages.
	 *
	 * @param \WC_Product $product Product.
	 * @return array<string, mixed>
	 */
	private static function product_data( \WC_Product $product ): array {
		$previous           = $GLOBALS['product'] ?? null;
		$GLOBALS['product'] = $product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's loop templates read it.
		ob_start();
		woocommerce_template_loop_add_to_cart();
		$add_to_cart        = (string) ob_get_clean();
		$GLOBALS['product'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound
		$availability       = $product->get_availability();
		return array(
			'id'           => $product->get_id(),
			'name'         => $product->get_name(),
			'url'          => $product->get_permalink(),
			'image'        => $product->get_image( 'woocommerce_thumbnail' ),
			'price'        => $product->get_price_html(),
			'stock'        => '' !== (string) ( $availability['availability'] ?? '' ) ? (string) $availability['availability'] : ( $product->is_in_stock() ? __( 'In stock', 'vitrina' ) : __( 'Out of stock', 'vitrina' ) ),
			'in_stock'     => $product->is_in_stock(),
			'rating'       => (float) $product->get_average_rating(),
			'rating_html'  => wc_get_rating_html( (float) $product->get_average_rating(), $product->get_rating_count() ),
			'review_count' => $product->get_review_count(),
			'add_to_cart'  => $add_to_cart,
		);
	}

	/**
	 * The wishlist page's content.
	 *
	 * @param int    $user_id     Whose list (0: the current guest's cookie).
	 * @param int    $page        Page number.
	 * @param string $share_token The token when shown through a shared link (read only).
	 */
	public static function wishlist_content( int $user_id, int $page = 1, string $share_token = '' ): string {
		// One shopper's list: no cache may keep the page or answer.
		NoStore::send();
		$read_only = '' !== $share_token;
		$items     = Wishlist::items( $user_id );
		$groups    = $user_id ? Store::groups( $user_id ) : array();
		// Default group first, then the shopper's groups in creation order.
		$order = array( 0 => 0 );
		foreach ( array_keys( $groups ) as $i => $group_id ) {
			$order[ $group_id ] = $i + 1;
		}
		$ids = array_keys( $items );
		usort( $ids, static fn( int $a, int $b ): int => ( $order[ $items[ $a ] ] ?? 0 ) <=> ( $order[ $items[ $b ] ] ?? 0 ) );
		$pages = max( 1, (int) ceil( count( $ids ) / self::PER_PAGE ) );
		$page  = min( max( 1, $page ), $pages );
		$shown = array();
		foreach ( array_slice( $ids, ( $page - 1 ) * self::PER_PAGE, self::PER_PAGE ) as $id ) {
			$product = wc_get_product( $id );
			if ( $product ) {
				$group_id                         = isset( $groups[ $items[ $id ] ] ) ? $items[ $id ] : 0;
				$shown[ $group_id ]['products'][] = self::product_data( $product );
			}
		}
		$sections = array();
		foreach ( array( 0 => __( 'My wishlist', 'vitrina' ) ) + $groups as $group_id => $name ) {
			if ( isset( $shown[ $group_id ] ) || ( ! $read_only && $group_id ) ) {
				$sections[] = array(
					'id'       => $group_id,
					'name'     => $name,
					'products' => $shown[ $group_id ]['products'] ?? array(),
				);
			}
		}
		$base = self::page_url( 'wishlist' );
		if ( $read_only ) {
			$base = add_query_arg( self::SHARE_PARAM, $share_token, $base );
		}
		$links = array();
		for ( $n = 1; $n <= $pages && $pages > 1; $n++ ) {
			$links[ $n ] = 1 === $n ? $base : add_query_arg( self::PAGE_PARAM, $n, $base );
		}
		return Templates::render(
			'lists/wishlist-content',
			array(
				'count'     => count( $ids ),
				'ids'       => $ids,
				'sections'  => $sections,
				'groups'    => $groups,
				'page'      => $page,
				'links'     => $links,
				'read_only' => $read_only,
				'logged_in' => $user_id > 0,
				'share_url' => ( $user_id && ! $read_only ) ? add_query_arg( self::SHARE_PARAM, Wishlist::share_token( $user_id ), self::page_url( 'wishlist' ) ) : '',
				'shop_url'  => function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : home_url( '/' ),
				'restored'  => self::restored(),
				// A guest's own list: the alerts' form, or that they are on.
				'alerts'    => ( ! $user_id && ! $read_only && Alerts::on() ) ? GuestAlerts::status() : '',
				'consent'   => Texts::get( 'alerts_consent' ),
			)
		);
	}

	/**
	 * What a restore link just did (Restore::DONE): a count, "invalid", or ''.
	 */
	private static function restored(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a message only.
		$done = isset( $_GET[ Restore::DONE ] ) && is_string( $_GET[ Restore::DONE ] ) ? sanitize_key( wp_unslash( $_GET[ Restore::DONE ] ) ) : '';
		return 'invalid' === $done || ctype_digit( $done ) ? $done : '';
	}

	/**
	 * The compared products grouped by their main category: id => { name, ids }.
	 *
	 * @param int[] $ids Product ids.
	 * @return array<int, array{name: string, ids: list<int>}>
	 */
	public static function compare_groups( array $ids ): array {
		$groups = array();
		foreach ( $ids as $id ) {
			$terms = get_the_terms( $id, 'product_cat' );
			$term  = is_array( $terms ) && $terms ? $terms[0] : null;
			$key   = $term ? (int) $term->term_id : 0;
			if ( ! isset( $groups[ $key ] ) ) {
				$groups[ $key ] = array(
					'name' => $term ? $term->name : __( 'Other products', 'vitrina' ),
					'ids'  => array(),
				);
			}
			$groups[ $key ]['ids'][] = $id;
		}
		return $groups;
	}

	/**
	 * The compare page's content: one table, or one per category with a selector.
	 *
	 * @param int $category_id The category shown first (by-category mode).
	 */
	public static function compare_table( int $category_id = 0 ): string {
		// One shopper's list: no cache may keep the page or answer.
		NoStore::send();
		$ids         = Compare::ids();
		$by_category = 'yes' === Options::get( 'compare_by_category' );
		$groups      = $by_category ? self::compare_groups( $ids ) : array(
			0 => array(
				'name' => '',
				'ids'  => $ids,
			),
		);
		if ( ! $ids ) {
			$groups = array();
		}
		$tables = array();
		foreach ( $groups as $key => $group ) {
			$products   = array();
			$attributes = array();
			foreach ( $group['ids'] as $id ) {
				$product = wc_get_product( $id );
				if ( ! $product ) {
					continue;
				}
				$data  = self::product_data( $product );
				$attrs = array();
				foreach ( $product->get_attributes() as $name => $attribute ) {
					if ( $attribute instanceof \WC_Product_Attribute && ! $attribute->get_visible() ) {
						continue;
					}
					$label               = wc_attribute_label( (string) $name, $product );
					$attributes[ $name ] = $label;
					$attrs[ $name ]      = $product->get_attribute( (string) $name );
				}
				$data['attributes'] = $attrs;
				$products[]         = $data;
			}
			$tables[] = array(
				'id'         => (int) $key,
				'name'       => $group['name'],
				'products'   => $products,
				'attributes' => $attributes,
			);
		}
		$current = 0;
		foreach ( $tables as $table ) {
			if ( $table['id'] === $category_id ) {
				$current = $category_id;
			}
		}
		if ( ! $current && $tables ) {
			$current = $tables[0]['id'];
		}
		return Templates::render(
			'lists/compare-content',
			array(
				'tables'      => $tables,
				'ids'         => $ids,
				'by_category' => $by_category,
				'current'     => $current,
				'shop_url'    => function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : home_url( '/' ),
			)
		);
	}

	/**
	 * Recently viewed products (the shortcode): a place the island fills
	 * through the vitrina_recently_viewed call with the ids it keeps in the
	 * browser, the same markup for every shopper (a cache may keep the page).
	 *
	 * @param int $limit How many.
	 */
	public static function recently_viewed( int $limit ): string {
		Islands::need( self::ISLAND );
		return '<div class="vitrina-recently-viewed-slot" data-vitrina-recent data-limit="' . esc_attr( (string) $limit ) . '"></div>';
	}

	/**
	 * The recently viewed list of the ids a shopper sent, without the
	 * product on screen (the answer of the vitrina_recently_viewed call).
	 *
	 * @param mixed $raw     The ids as sent (joined by a pipe).
	 * @param int   $limit   How many.
	 * @param int   $exclude The product on screen.
	 */
	public static function recently_viewed_list( $raw, int $limit, int $exclude ): string {
		$ids = array_values( array_diff( Compare::recent( $raw ), array( $exclude ) ) );
		$ids = array_slice( $ids, 0, max( 1, $limit ) );
		// The call answers on init before WooCommerce adds its shortcodes.
		if ( $ids && ! shortcode_exists( 'products' ) && class_exists( 'WC_Shortcodes' ) ) {
			\WC_Shortcodes::init();
		}
		return Templates::render(
			'lists/recently-viewed',
			array(
				'ids'      => $ids,
				'products' => $ids ? do_shortcode( '[products ids="' . implode( ',', $ids ) . '" orderby="post__in" limit="' . count( $ids ) . '" columns="' . min( 4, count( $ids ) ) . '"]' ) : '',
			)
		);
	}
}
