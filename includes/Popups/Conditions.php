<?php
/**
 * Popup conditions on the server: the page's context for the island, and the
 * prefilter that leaves out popups that can never show on a page.
 *
 * @package Vitrina
 */

namespace Vitrina\Popups;

defined( 'ABSPATH' ) || exit;

/**
 * The island evaluates every condition (docs/popups.md, Conditions), so that
 * pages from a full-page cache stay right. The server decides only what the
 * page itself settles (its type, object and terms), with the same rules:
 * every group passes when one of its conditions passes, a condition may be
 * negated, a missing target fails, and targets the page cannot settle (the
 * shopper, the cart, the device, the referrer, unknown targets) pass here.
 */
final class Conditions {

	/** Targets settled by the page's types. */
	private const TYPE_TARGETS = array( 'is_front_page', 'is_shop', 'is_product', 'is_product_category', 'is_cart', 'is_checkout', 'is_search', 'is_404' );

	/**
	 * The context of the current front-end request.
	 *
	 * @return array{types: list<string>, id: int, postType: string, terms: array{product_cat: list<int>, product_tag: list<int>}}
	 */
	public static function page_context(): array {
		$checks = array(
			'is_front_page'       => 'is_front_page',
			'is_shop'             => 'is_shop',
			'is_product'          => 'is_product',
			'is_product_category' => 'is_product_category',
			'is_cart'             => 'is_cart',
			'is_checkout'         => 'is_checkout',
			'is_search'           => 'is_search',
			'is_404'              => 'is_404',
		);
		$types  = array();
		foreach ( $checks as $type => $fn ) {
			if ( function_exists( $fn ) && $fn() ) {
				$types[] = $type;
			}
		}
		$object    = get_queried_object();
		$id        = 0;
		$post_type = '';
		$terms     = array(
			'product_cat' => array(),
			'product_tag' => array(),
		);
		if ( $object instanceof \WP_Post ) {
			$id        = (int) $object->ID;
			$post_type = (string) $object->post_type;
			foreach ( array_keys( $terms ) as $taxonomy ) {
				$ids                = taxonomy_exists( $taxonomy ) ? wp_get_post_terms( $id, $taxonomy, array( 'fields' => 'ids' ) ) : array();
				$terms[ $taxonomy ] = is_array( $ids ) ? array_values( array_map( 'intval', $ids ) ) : array();
			}
		} elseif ( $object instanceof \WP_Term && isset( $terms[ $object->taxonomy ] ) ) {
			$terms[ $object->taxonomy ] = array( (int) $object->term_id );
		}
		return array(
			'types'    => $types,
			'id'       => $id,
			'postType' => $post_type,
			'terms'    => $terms,
		);
	}

	/**
	 * Whether the conditions may pass on a page (false only when the page
	 * itself rules the popup out).
	 *
	 * @param array<int, mixed>    $groups  Condition groups.
	 * @param array<string, mixed> $context The page context.
	 */
	public static function may_pass( array $groups, array $context ): bool {
		foreach ( $groups as $group ) {
			if ( ! is_array( $group ) || array() === $group ) {
				continue;
			}
			$any = false;
			foreach ( $group as $condition ) {
				$result = is_array( $condition ) ? self::settles( $condition, $context ) : false;
				if ( null === $result ) {
					$any = true;
					break;
				}
				if ( is_array( $condition ) && ! empty( $condition['not_operand'] ) ) {
					$result = ! $result;
				}
				if ( $result ) {
					$any = true;
					break;
				}
			}
			if ( ! $any ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * What the page says about a condition: true or false, or null when the
	 * page cannot settle it (the browser decides). Negation is not applied.
	 *
	 * @param array<string, mixed> $condition The condition.
	 * @param array<string, mixed> $context   The page context.
	 */
	private static function settles( array $condition, array $context ): ?bool {
		$target = $condition['target'] ?? '';
		if ( ! is_string( $target ) || '' === $target ) {
			return false;
		}
		$types = (array) ( $context['types'] ?? array() );
		$ids   = array_map( 'intval', (array) ( $condition['settings']['ids'] ?? array() ) );
		$id    = (int) ( $context['id'] ?? 0 );
		$type  = (string) ( $context['postType'] ?? '' );
		if ( in_array( $target, self::TYPE_TARGETS, true ) ) {
			return in_array( $target, $types, true );
		}
		switch ( $target ) {
			case 'post_selected':
				return 'post' === $type && in_array( $id, $ids, true );
			case 'page_selected':
				return 'page' === $type && in_array( $id, $ids, true );
			case 'product_selected':
				return 'product' === $type && in_array( $id, $ids, true );
			case 'product_category':
			case 'product_tag':
				$terms = (array) ( $context['terms'][ 'product_category' === $target ? 'product_cat' : 'product_tag' ] ?? array() );
				return array() !== array_intersect( $ids, array_map( 'intval', $terms ) );
			case 'post_type':
				return '' !== $type && ( $condition['settings']['post_type'] ?? '' ) === $type;
			default:
				return null;
		}
	}
}
