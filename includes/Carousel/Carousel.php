<?php
/**
 * Content carousels: the [vitrina_carousel] shortcode and the product
 * carousel block list products in a carousel with optional autoplay.
 *
 * @package Vitrina
 */

namespace Vitrina\Carousel;

use Vitrina\Assets\Islands;
use Vitrina\Module;
use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the carousel from its template with WooCommerce's own product card
 * (content-product.php); the carousel island (src/carousel/) is loaded only
 * on pages that show one.
 */
final class Carousel implements Module {

	/** The island's name. */
	public const ISLAND = 'carousel';

	/** When a carousel's script loads and it mounts (Islands::WHEN). */
	public const WHEN = 'visible';

	/** The shortcode's tag. */
	public const SHORTCODE = 'vitrina_carousel';

	/** The block's name (blocks/product-carousel). */
	public const BLOCK = 'vitrina/product-carousel';

	/** Autoplay period when none is given, in ms (spec: content carousels). */
	public const DEFAULT_SPEED = 5000;

	/** Most products in one carousel. */
	public const MAX_PRODUCTS = 24;

	/** Accepted orders. */
	public const ORDERS = array( 'date', 'popularity', 'rating', 'price', 'title', 'rand', 'menu_order' );

	/**
	 * Always: the front end and the editor's previews alike.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_shortcode( self::SHORTCODE, array( self::class, 'shortcode' ) );
		add_action( 'init', array( $this, 'register_block' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'need_early' ), 5 );
	}

	/**
	 * Registers the block (server-rendered, the shortcode's output).
	 */
	public function register_block(): void {
		if ( function_exists( 'register_block_type' ) ) {
			register_block_type( VITRINA_DIR . '/blocks/product-carousel' );
		}
	}

	/**
	 * Asks for the island before the head when the page's content holds the
	 * shortcode or the block, so that its styles load in the head.
	 */
	public function need_early(): void {
		$post = get_post();
		if ( is_singular() && $post instanceof \WP_Post && ( has_shortcode( $post->post_content, self::SHORTCODE ) || has_block( self::BLOCK, $post ) ) ) {
			Islands::need( self::ISLAND, self::WHEN );
		}
	}

	/**
	 * The shortcode's attributes, sanitised.
	 *
	 * @param mixed $atts Attributes as given.
	 * @return array{ids: list<int>, category: string, limit: int, orderby: string, columns: int, autoplay: bool, speed: int, title: string}
	 */
	public static function attributes( $atts ): array {
		$atts    = shortcode_atts(
			array(
				'ids'      => '',
				'category' => '',
				'limit'    => 8,
				'orderby'  => 'date',
				'columns'  => 4,
				'autoplay' => 'no',
				'speed'    => '',
				'title'    => '',
			),
			is_array( $atts ) ? $atts : array(),
			self::SHORTCODE
		);
		$ids     = array_values( array_filter( array_map( 'absint', explode( ',', (string) $atts['ids'] ) ) ) );
		$orderby = sanitize_key( (string) $atts['orderby'] );
		$speed   = absint( $atts['speed'] );
		return array(
			'ids'      => $ids,
			'category' => sanitize_title( (string) $atts['category'] ),
			'limit'    => max( 1, min( self::MAX_PRODUCTS, absint( $atts['limit'] ) ) ),
			'orderby'  => in_array( $orderby, self::ORDERS, true ) ? $orderby : 'date',
			'columns'  => max( 1, min( 6, absint( $atts['columns'] ) ) ),
			'autoplay' => in_array( strtolower( (string) $atts['autoplay'] ), array( 'yes', '1', 'true', 'on' ), true ),
			'speed'    => $speed >= 1000 ? min( $speed, 60000 ) : self::DEFAULT_SPEED,
			'title'    => sanitize_text_field( (string) $atts['title'] ),
		);
	}

	/**
	 * The product ids a carousel shows.
	 *
	 * @param array{ids: list<int>, category: string, limit: int, orderby: string} $atts Attributes.
	 * @return list<int>
	 */
	public static function product_ids( array $atts ): array {
		$query = array(
			'status'     => 'publish',
			'visibility' => 'catalog',
			'limit'      => $atts['limit'],
			'orderby'    => $atts['orderby'],
			'order'      => in_array( $atts['orderby'], array( 'title', 'price', 'menu_order' ), true ) ? 'ASC' : 'DESC',
			'return'     => 'ids',
		);
		if ( array() !== $atts['ids'] ) {
			$query['include'] = $atts['ids'];
			$query['orderby'] = 'include';
		}
		if ( '' !== $atts['category'] ) {
			$query['category'] = array( $atts['category'] );
		}
		if ( 'popularity' === $atts['orderby'] ) {
			$query['orderby']  = 'meta_value_num';
			$query['meta_key'] = 'total_sales'; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- WooCommerce's own popularity order.
		}
		$ids = wc_get_products( $query );
		return is_array( $ids ) ? array_values( array_map( 'intval', $ids ) ) : array();
	}

	/**
	 * The shortcode's and the block's output.
	 *
	 * @param mixed $atts Attributes (the shortcode's, or the block's of the same names).
	 */
	public static function shortcode( $atts ): string {
		$atts = self::attributes( $atts );
		$ids  = self::product_ids( $atts );
		if ( array() === $ids ) {
			return '';
		}
		// A carousel is often below the fold: its script loads when one is first seen.
		return Islands::render(
			self::ISLAND,
			'carousel',
			array(),
			Templates::render(
				'carousel/carousel',
				$atts + array(
					'products' => self::cards( $ids ),
					'count'    => count( $ids ),
					'id'       => wp_unique_id( 'vitrina-carousel-' ),
				)
			),
			'div',
			self::WHEN
		);
	}

	/**
	 * WooCommerce's product cards (li.product) of the given products.
	 *
	 * @param int[] $ids Product ids.
	 */
	private static function cards( array $ids ): string {
		global $post;
		$previous = $post;
		ob_start();
		foreach ( $ids as $id ) {
			$post = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the product loop needs it; restored below.
			if ( ! $post ) {
				continue;
			}
			setup_postdata( $post );
			wc_get_template_part( 'content', 'product' );
		}
		$post = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored.
		wp_reset_postdata();
		return (string) ob_get_clean();
	}
}
