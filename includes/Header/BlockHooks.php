<?php
/**
 * The header blocks in a block theme's header: the live search and the
 * wishlist and compare counters, inserted through WordPress's Block Hooks
 * API next to the header's navigation (where WooCommerce puts its account
 * and mini-cart blocks).
 *
 * @package Vitrina
 */

namespace Vitrina\Header;

use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the blocks after the Navigation block of every header template part
 * and header pattern (filter hooked_block_types), as WooCommerce hooks its
 * own. They are on by default, and a shop owner removes or moves them in the
 * Site Editor like any block: WordPress then remembers them as ignored on
 * that header and inserts them no more.
 */
final class BlockHooks implements Module {

	/** The block the header blocks follow. */
	public const ANCHOR = 'core/navigation';

	/** The template part area (and pattern category) they go into. */
	public const AREA = 'header';

	/** The blocks inserted, in their order after the anchor. */
	public const BLOCKS = array( 'vitrina/live-search', 'vitrina/header-counters' );

	/**
	 * Everywhere: the Site Editor reads the hooked blocks through the REST API.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks (before WooCommerce's, priority 9 and 10, so that its account
	 * and mini-cart blocks stay at the header's end).
	 */
	public function register(): void {
		add_filter( 'hooked_block_types', array( $this, 'hooked_blocks' ), 8, 4 );
		add_filter( 'hooked_block_vitrina/live-search', array( $this, 'search_attributes' ), 10, 5 );
	}

	/**
	 * The blocks hooked after a header's navigation.
	 *
	 * @param mixed $hooked   Block types hooked at this place.
	 * @param mixed $position before, after, first_child or last_child.
	 * @param mixed $anchor   The anchor block's type.
	 * @param mixed $context  The template, template part, pattern or post.
	 * @return mixed
	 */
	public function hooked_blocks( $hooked, $position, $anchor, $context ) {
		if ( ! is_array( $hooked ) || 'after' !== $position || self::ANCHOR !== $anchor || ! self::is_header( $context ) ) {
			return $hooked;
		}
		/**
		 * The blocks Vitrina inserts after the navigation of a block theme's
		 * header (an empty list: none).
		 *
		 * @param string[] $blocks Block types, in order.
		 * @param mixed    $context The header template part or pattern.
		 */
		$blocks  = (array) apply_filters( 'vitrina_header_hooked_blocks', self::BLOCKS, $context );
		$content = self::content( $context );
		foreach ( $blocks as $block ) {
			if ( is_string( $block ) && ! in_array( $block, $hooked, true ) && ! str_contains( $content, '<!-- wp:' . $block . ' ' ) && ! str_contains( $content, '<!-- wp:' . $block . '-->' ) ) {
				$hooked[] = $block;
			}
		}
		return $hooked;
	}

	/**
	 * The live search hooked into a header is the header's form, without
	 * the category selector (the header's row is narrow).
	 *
	 * @param mixed $block    The hooked block (parsed), or null.
	 * @param mixed $type     Its type.
	 * @param mixed $position Where it goes.
	 * @param mixed $anchor   The anchor block (parsed).
	 * @param mixed $context  The template part or pattern.
	 * @return mixed
	 */
	public function search_attributes( $block, $type = '', $position = '', $anchor = null, $context = null ) {
		if ( ! is_array( $block ) || 'after' !== $position || ! self::is_header( $context ) ) {
			return $block;
		}
		$block['attrs']               = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
		$block['attrs']['inHeader']   = true;
		$block['attrs']['categories'] = false;
		return $block;
	}

	/**
	 * Whether the context is a header: a header template part, or a pattern
	 * for one (Block Types core/template-part/header, or the header category).
	 *
	 * @param mixed $context The template, template part, pattern or post.
	 */
	public static function is_header( $context ): bool {
		if ( $context instanceof \WP_Block_Template ) {
			return self::AREA === $context->area;
		}
		if ( ! is_array( $context ) ) {
			return false;
		}
		$types      = isset( $context['blockTypes'] ) && is_array( $context['blockTypes'] ) ? $context['blockTypes'] : array();
		$categories = isset( $context['categories'] ) && is_array( $context['categories'] ) ? $context['categories'] : array();
		return in_array( 'core/template-part/' . self::AREA, $types, true ) || in_array( self::AREA, $categories, true );
	}

	/**
	 * The context's block markup.
	 *
	 * @param mixed $context The template, template part, pattern or post.
	 */
	private static function content( $context ): string {
		if ( $context instanceof \WP_Block_Template ) {
			return (string) $context->content;
		}
		if ( $context instanceof \WP_Post ) {
			return (string) $context->post_content;
		}
		return is_array( $context ) && isset( $context['content'] ) ? (string) $context['content'] : '';
	}
}
