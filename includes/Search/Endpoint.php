<?php
/**
 * The suggestions endpoint: admin-ajax `woodmart_ajax_search` (GET).
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use Vitrina\Http\EarlyAnswer;
use Vitrina\Module;
use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * Answers `{ suggestions: [ { value, permalink, thumbnail, sku, price } ] }`,
 * or one entry flagged products_not_found (no_results for other post types)
 * when nothing matched.
 *
 * The answer usually comes early: the plugin file calls maybe_answer_early()
 * while WordPress includes it, before WooCommerce and `init` load, and
 * answers from the index with $wpdb. The regular admin-ajax handler below
 * answers the rest (post search, index not built yet).
 */
final class Endpoint implements Module {

	/** The admin-ajax action (the wire name is the contract). */
	public const ACTION = 'woodmart_ajax_search';

	/** The response header naming the path that answered. */
	public const HEADER = 'X-Vitrina-Search';

	/**
	 * Always: admin-ajax is an admin request.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * Called while the plugin file is included: on an admin-ajax search
	 * request with a ready index, answers and ends the request.
	 */
	public static function maybe_answer_early(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only search.
		if ( ! wp_doing_ajax() || ! isset( $_GET['action'] ) || self::ACTION !== $_GET['action'] ) {
			return;
		}
		if ( defined( 'VITRINA_SEARCH_EARLY' ) && ! VITRINA_SEARCH_EARLY ) {
			return;
		}
		$request = self::request( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( null === $request || 'product' !== $request['post_type'] || ! Index::ready() ) {
			return;
		}
		$payload = self::answer( $request );
		if ( ! headers_sent() ) {
			header( 'Content-Type: application/json; charset=UTF-8' );
			header( self::HEADER . ': early' );
			header( 'X-Robots-Tag: noindex' );
			send_nosniff_header();
			nocache_headers();
		}
		echo wp_json_encode( $payload, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		exit;
	}

	/**
	 * The admin-ajax handler.
	 */
	public function handle(): void {
		$request = self::request( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only search.
		if ( null === $request ) {
			wp_send_json( array( 'suggestions' => array() ), 400 );
		}
		if ( ! headers_sent() ) {
			header( self::HEADER . ': ajax' );
		}
		wp_send_json( self::answer( $request ) );
	}

	/**
	 * Validates the query parameters. Null when search is off or the query
	 * is missing.
	 *
	 * @param array<mixed> $get Unslashed query parameters.
	 * @return array{query: string, number: int, post_type: string, category: string}|null
	 */
	public static function request( array $get ): ?array {
		if ( ! Options::enabled( 'ajax_search' ) ) {
			return null;
		}
		$query = isset( $get['query'] ) && is_string( $get['query'] ) ? $get['query'] : '';
		$query = trim( sanitize_text_field( mb_substr( $query, 0, 100, 'UTF-8' ) ) );
		if ( '' === $query ) {
			return null;
		}
		$count  = (int) Options::get( 'search_count' );
		$number = isset( $get['number'] ) && is_scalar( $get['number'] ) ? (int) $get['number'] : 0;
		$number = $number > 0 ? min( $number, 100 ) : $count;

		$post_type = isset( $get['post_type'] ) && is_string( $get['post_type'] ) ? sanitize_key( $get['post_type'] ) : 'product';
		if ( ! in_array( $post_type, array( 'product', 'post' ), true ) ) {
			$post_type = 'product';
		}
		$category = isset( $get['product_cat'] ) && is_string( $get['product_cat'] ) ? sanitize_title( $get['product_cat'] ) : '';
		return array(
			'query'     => $query,
			'number'    => $number,
			'post_type' => $post_type,
			'category'  => $category,
		);
	}

	/**
	 * The suggestions for a validated request.
	 *
	 * @param array{query: string, number: int, post_type: string, category: string} $request Request.
	 * @return array{suggestions: list<array<string, mixed>>}
	 */
	public static function answer( array $request ): array {
		$suggestions = 'product' === $request['post_type']
			? self::products( $request )
			: self::posts( $request );
		if ( ! $suggestions ) {
			self::load_translations();
			$suggestions[] = 'product' === $request['post_type']
				? array(
					'value'              => __( 'No products found', 'vitrina' ),
					'permalink'          => '',
					'products_not_found' => true,
				)
				: array(
					'value'      => __( 'No results found', 'vitrina' ),
					'permalink'  => '',
					'no_results' => true,
				);
		}
		return array( 'suggestions' => $suggestions );
	}

	/**
	 * Product suggestions: from the index when it is ready, else through
	 * WooCommerce's product query.
	 *
	 * @param array{query: string, number: int, post_type: string, category: string} $request Request.
	 * @return list<array<string, mixed>>
	 */
	private static function products( array $request ): array {
		$out = array();
		if ( Index::ready() ) {
			$query = new Query(
				array(
					'query'    => $request['query'],
					'number'   => $request['number'],
					'category' => $request['category'],
					'by_sku'   => Options::enabled( 'search_by_sku' ),
				)
			);
			foreach ( $query->results() as $row ) {
				$out[] = self::suggestion( $row['title'], $row['permalink'], $row['thumbnail'], $row['sku'], $row['price'] );
			}
			return $out;
		}
		if ( ! function_exists( 'wc_get_products' ) ) {
			return $out;
		}
		$args = array(
			'status'     => 'publish',
			'visibility' => 'search',
			'limit'      => $request['number'],
			's'          => $request['query'],
		);
		if ( '' !== $request['category'] ) {
			$args['category'] = array( $request['category'] );
		}
		foreach ( (array) wc_get_products( $args ) as $product ) {
			if ( $product instanceof \WC_Product ) {
				$out[] = self::suggestion( $product->get_name(), (string) $product->get_permalink(), $product->get_image( 'woocommerce_gallery_thumbnail' ), $product->get_sku(), $product->get_price_html() );
			}
		}
		return $out;
	}

	/**
	 * Post suggestions, through WordPress's search.
	 *
	 * @param array{query: string, number: int, post_type: string, category: string} $request Request.
	 * @return list<array<string, mixed>>
	 */
	private static function posts( array $request ): array {
		if ( ! did_action( 'init' ) ) {
			return array();
		}
		$query = new \WP_Query(
			array(
				's'                   => $request['query'],
				'post_type'           => 'post',
				'post_status'         => 'publish',
				'posts_per_page'      => $request['number'],
				'no_found_rows'       => true,
				'ignore_sticky_posts' => true,
			)
		);
		$out   = array();
		foreach ( $query->posts as $post ) {
			if ( $post instanceof \WP_Post && '' === $post->post_password ) {
				$out[] = self::suggestion( get_the_title( $post ), (string) get_permalink( $post ), get_the_post_thumbnail( $post, 'thumbnail' ), '', '' );
			}
		}
		return $out;
	}

	/**
	 * One suggestion of the wire format.
	 *
	 * @param string $title     Title (plain text).
	 * @param string $permalink Address.
	 * @param string $thumbnail Image markup.
	 * @param string $sku       SKU.
	 * @param string $price     Price markup.
	 * @return array<string, string>
	 */
	private static function suggestion( string $title, string $permalink, string $thumbnail, string $sku, string $price ): array {
		return array(
			'value'     => html_entity_decode( wp_strip_all_tags( $title ), ENT_QUOTES, 'UTF-8' ),
			'permalink' => $permalink,
			'thumbnail' => $thumbnail,
			'sku'       => $sku,
			'price'     => $price,
		);
	}

	/**
	 * Loads the plugin's translations when answering before their time
	 * (without WordPress's "triggered too early" notice).
	 */
	private static function load_translations(): void {
		EarlyAnswer::load_translations();
	}
}
