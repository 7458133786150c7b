<?php
/**
 * The suggestions endpoint: admin-ajax `woodmart_ajax_search` (GET).
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use Vitrina\Http\Action;
use Vitrina\Http\EarlyAnswer;
use Vitrina\Http\Router;
use Vitrina\Module;
use Vitrina\Settings\Options;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Answers `{ suggestions: [ { value, permalink, thumbnail, sku, price } ] }`
 * (a suggestion of a variation the query names adds `variation`: id,
 * attributes, in_stock, stock; Variations),
 * or one entry flagged products_not_found (no_results for other post types)
 * when nothing matched; with `redirect` (an address) when the shop owner
 * sends the text to a page (Rules). The island adds `settled=1` once the
 * shopper settled on a text (Analytics counts it).
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

	/** The value of the `settled` flag: the shopper settled on the text, which is counted (Analytics). */
	public const SETTLED = '1';

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
		Router::register( self::action(), array( $this, 'handle' ) );
	}

	/**
	 * The arguments (GET), shared by the early answer and the admin-ajax
	 * action: query (required, one string), number, post_type, product_cat,
	 * settled (a bad optional value falls back to its default, as the
	 * contract always did).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'query'       => array(
				'type'              => 'string',
				'required'          => true,
				'sanitize_callback' => static fn( $value ): string => trim( sanitize_text_field( mb_substr( (string) $value, 0, 100, 'UTF-8' ) ) ),
			),
			'number'      => Action::lenient( 0, 'intval' ),
			'post_type'   => Action::lenient( 'product', 'sanitize_key' ),
			'product_cat' => Action::lenient( '', 'sanitize_title' ),
			// The island's flag: the shopper settled on this text (count it).
			'settled'     => array(
				'fallback' => true,
				'type'     => 'string',
				'enum'     => array( self::SETTLED ),
				'default'  => '',
			),
		);
	}

	/**
	 * The admin-ajax action (GET; public and read-only): answers the
	 * suggestions, or `{ suggestions: [] }` with 400 when search is off or
	 * the query is missing.
	 */
	public static function action(): Action {
		return new Action(
			self::ACTION,
			array(
				'source'              => Action::FROM_GET,
				'answer'              => Action::ANSWER_RAW,
				'args'                => self::args(),
				// A public, read-only search.
				'permission_callback' => '__return_true',
				'callback'            => static function ( array $args ) {
					$request = self::normalise( $args );
					if ( null === $request ) {
						return new WP_Error( 'vitrina_search_request', '', array( 'status' => 400 ) );
					}
					if ( ! headers_sent() ) {
						header( self::HEADER . ': ajax' );
					}
					return self::answer( $request );
				},
				'error'               => static fn(): array => array( 'suggestions' => array() ),
			)
		);
	}

	/**
	 * Called while the plugin file is included: on an admin-ajax search
	 * request with a ready index, answers and ends the request.
	 */
	public static function maybe_answer_early(): void {
		$payload = self::early_payload( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only search.
		if ( null === $payload ) {
			return;
		}
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
	 * The early answer to an admin-ajax search request (validated with the
	 * action's schema) when the index is ready; null for any other request,
	 * which goes on. The request only reads the index and ends with the
	 * answer, so wpdb is told the index tables' character set
	 * (Index::declare_charset()).
	 *
	 * @param array<mixed> $get Unslashed query parameters.
	 * @return array{suggestions: list<array<string, mixed>>, redirect?: string}|null
	 */
	public static function early_payload( array $get ): ?array {
		if ( ! wp_doing_ajax() || ! isset( $get['action'] ) || self::ACTION !== $get['action'] ) {
			return null;
		}
		if ( defined( 'VITRINA_SEARCH_EARLY' ) && ! VITRINA_SEARCH_EARLY ) {
			return null;
		}
		$request = self::request( $get );
		if ( null === $request || 'product' !== $request['post_type'] || ! Index::ready() ) {
			return null;
		}
		Index::declare_charset();
		return self::answer( $request );
	}

	/**
	 * The admin-ajax handler.
	 */
	public function handle(): void {
		Router::dispatch( self::action() );
	}

	/**
	 * Validates the query parameters (through the action's schema). Null
	 * when search is off or the query is missing or not one string.
	 *
	 * @param array<mixed> $get Unslashed query parameters.
	 * @return array{query: string, number: int, post_type: string, category: string, settled?: true}|null
	 */
	public static function request( array $get ): ?array {
		if ( ! Options::enabled( 'ajax_search' ) ) {
			return null;
		}
		$args = Router::validate( self::args(), $get );
		return $args instanceof WP_Error ? null : self::normalise( $args );
	}

	/**
	 * The request from validated arguments. Null when search is off or the
	 * query is blank.
	 *
	 * @param array<string, mixed> $args The validated arguments.
	 * @return array{query: string, number: int, post_type: string, category: string, settled?: true}|null
	 */
	private static function normalise( array $args ): ?array {
		if ( ! Options::enabled( 'ajax_search' ) || '' === $args['query'] ) {
			return null;
		}
		$number    = (int) $args['number'];
		$post_type = in_array( $args['post_type'], array( 'product', 'post' ), true ) ? (string) $args['post_type'] : 'product';
		$request   = array(
			'query'     => (string) $args['query'],
			'number'    => $number > 0 ? min( $number, 100 ) : (int) Options::get( 'search_count' ),
			'post_type' => $post_type,
			'category'  => (string) $args['product_cat'],
		);
		if ( self::SETTLED === ( $args['settled'] ?? '' ) ) {
			$request['settled'] = true;
		}
		return $request;
	}

	/**
	 * The suggestions for a validated request, and the address of the shop
	 * owner's redirect for its text (`redirect`, products only). A request
	 * flagged settled is counted (Analytics, one upsert) with the number of
	 * suggestions found.
	 *
	 * @param array{query: string, number: int, post_type: string, category: string, settled?: true} $request Request.
	 * @return array{suggestions: list<array<string, mixed>>, redirect?: string}
	 */
	public static function answer( array $request ): array {
		$suggestions = 'product' === $request['post_type']
			? self::products( $request )
			: self::posts( $request );
		$redirect    = 'product' === $request['post_type'] ? Rules::redirect( $request['query'] ) : null;
		if ( ! empty( $request['settled'] ) ) {
			Analytics::count( $request['query'], count( $suggestions ), null !== $redirect );
		}
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
		$answer = array( 'suggestions' => $suggestions );
		if ( null !== $redirect ) {
			$answer['redirect'] = $redirect;
		}
		return $answer;
	}

	/**
	 * Product suggestions: from the index when it is ready, else through
	 * WooCommerce's product query.
	 *
	 * @param array{query: string, number: int, post_type: string, category: string, settled?: true} $request Request.
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
				if ( isset( $row['variation'] ) ) {
					// The variation the query names, as the index computed it.
					$variation = $row['variation'];
					self::load_translations();
					$out[] = self::suggestion( $variation['name'], $variation['permalink'], $variation['thumbnail'], '' !== $variation['sku'] ? $variation['sku'] : $row['sku'], $variation['price'] )
						+ array( 'variation' => Variations::answer( $variation ) );
					continue;
				}
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
	 * @param array{query: string, number: int, post_type: string, category: string, settled?: true} $request Request.
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
