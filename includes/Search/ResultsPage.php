<?php
/**
 * The shop's product search results page, answered by the live search's
 * engine.
 *
 * @package Vitrina
 */

namespace Vitrina\Search;

use Vitrina\Module;
use Vitrina\Settings\Options;

defined( 'ABSPATH' ) || exit;

/**
 * On the main query of a product search (`?s=…&post_type=product`: the
 * suggestions' "view all", Enter in a search form, the shop page's form,
 * the block theme's product search), the products are the ones Query finds
 * for the suggestions: WordPress's own search is replaced by `post__in`
 * (Query's order while the shop sorts by relevance, the default of a
 * search), so WooCommerce's sorting, filters (categories, attributes,
 * price), visibility rules and pagination work on the same set. The
 * products WordPress's own search finds only by their description or
 * excerpt (the index holds titles, SKUs and attributes) follow after them,
 * so the page never finds less than the shop found before. Without a ready
 * index, or with the live search off, WordPress searches as before.
 *
 * The page's first look at a search is counted (Analytics); a text the
 * shop owner redirects (Rules) is sent to its address instead.
 */
final class ResultsPage implements Module {

	/** The most products a results page lists (the best ones). */
	public const LIMIT = 1000;

	/**
	 * The query being answered by the index (its search SQL is dropped).
	 *
	 * @var \WP_Query|null
	 */
	private ?\WP_Query $answered = null;

	/**
	 * Always (the shop's pages).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks (after WooCommerce's own product query set the ordering).
	 */
	public function register(): void {
		add_action( 'pre_get_posts', array( $this, 'pre_get_posts' ), 20 );
		add_filter( 'posts_search', array( $this, 'posts_search' ), 10, 2 );
		add_filter( 'posts_search_orderby', array( $this, 'posts_search' ), 10, 2 );
		// Before WooCommerce's own redirects (a single result to its product).
		add_action( 'template_redirect', array( $this, 'template_redirect' ), 1 );
	}

	/**
	 * Whether a query is the main product search of a shop page.
	 *
	 * @param \WP_Query $query Query.
	 */
	public static function is_product_search( \WP_Query $query ): bool {
		if ( is_admin() || ! $query->is_main_query() || ! $query->is_search() ) {
			return false;
		}
		$type = $query->get( 'post_type' );
		return 'product' === $type || array( 'product' ) === $type;
	}

	/**
	 * Restricts the main product search to the index's matches.
	 *
	 * @param \WP_Query $query Query.
	 */
	public function pre_get_posts( $query ): void {
		if ( ! $query instanceof \WP_Query || ! self::is_product_search( $query ) ) {
			return;
		}
		$text = self::text( $query );
		if ( '' === $text || ! Options::enabled( 'ajax_search' ) || ! Index::ready() ) {
			return;
		}
		if ( null !== Rules::redirect( $text ) ) {
			// Redirected at template_redirect: nothing to look for.
			$query->set( 'post__in', array( 0 ) );
			$this->answered = $query;
			return;
		}
		$ids = ( new Query(
			array(
				'query'  => $text,
				'number' => self::LIMIT,
				'by_sku' => Options::enabled( 'search_by_sku' ),
			)
		) )->ids();
		$ids = array_values( array_unique( array_merge( $ids, self::described( $text ) ) ) );
		$query->set( 'post__in', $ids ? $ids : array( 0 ) );
		$orderby = $query->get( 'orderby' );
		if ( '' === $orderby || 'relevance' === $orderby ) {
			$query->set( 'orderby', 'post__in' );
		}
		$this->answered = $query;
	}

	/**
	 * The search text of a query (at most 100 characters; '' for none).
	 *
	 * @param \WP_Query $query Query.
	 */
	private static function text( \WP_Query $query ): string {
		$text = $query->get( 's' );
		return is_string( $text ) ? trim( mb_substr( $text, 0, 100, 'UTF-8' ) ) : '';
	}

	/**
	 * Sends the shop's product search to the shop owner's redirect for its
	 * text, if any (wp_safe_redirect(), 302: a rule changed applies at once).
	 */
	public function template_redirect(): void {
		global $wp_the_query;
		if ( ! $wp_the_query instanceof \WP_Query ) {
			return;
		}
		$redirect = self::settle( $wp_the_query );
		if ( null !== $redirect && wp_safe_redirect( $redirect, 302, 'Vitrina' ) ) {
			exit;
		}
	}

	/**
	 * For the main product search of a shop page: counts the search (its
	 * first page only, without a sorting or a filter chosen, so that paging
	 * and narrowing down are not new searches; Analytics) with how many
	 * products it found, and returns the address of the shop owner's
	 * redirect for its text, if any (also when the index is not ready).
	 *
	 * @param \WP_Query $query The main query, run.
	 * @return string|null The address to redirect to.
	 */
	public static function settle( \WP_Query $query ): ?string {
		if ( ! self::is_product_search( $query ) ) {
			return null;
		}
		$text = self::text( $query );
		if ( '' === $text ) {
			return null;
		}
		$redirect = Options::enabled( 'ajax_search' ) ? Rules::redirect( $text ) : null;
		if ( null !== $redirect || self::is_first_look( $query ) ) {
			Analytics::count( $text, null !== $redirect ? 0 : (int) $query->found_posts, null !== $redirect );
		}
		return $redirect;
	}

	/**
	 * Whether a results page is the search's first look: page 1, no sorting
	 * chosen, no filter (WooCommerce's layered navigation, price and rating
	 * filters).
	 *
	 * @param \WP_Query $query The main query.
	 */
	private static function is_first_look( \WP_Query $query ): bool {
		if ( (int) $query->get( 'paged' ) > 1 ) {
			return false;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only the names of the query's parameters are looked at.
		foreach ( array_keys( $_GET ) as $name ) {
			if ( 1 === preg_match( '/^(orderby|filter_|query_type_|min_price|max_price|rating_filter|paged)/', (string) $name ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The published products WordPress's own search finds for a text (by
	 * title, excerpt or description), in its order, at most LIMIT.
	 *
	 * @param string $text The search text.
	 * @return list<int>
	 */
	public static function described( string $text ): array {
		$found = new \WP_Query(
			array(
				'post_type'              => 'product',
				'post_status'            => 'publish',
				's'                      => $text,
				'fields'                 => 'ids',
				'posts_per_page'         => self::LIMIT, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- bounded: the engine's own limit.
				'no_found_rows'          => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		return array_map( 'intval', $found->posts );
	}

	/**
	 * No search SQL (nor its relevance order) for the query the index
	 * answered.
	 *
	 * @param mixed $sql   The search clause (or its ORDER BY).
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public function posts_search( $sql, $query ) {
		return null !== $this->answered && $query === $this->answered ? '' : $sql;
	}
}
