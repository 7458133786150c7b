<?php
/**
 * The product card actions block: quick view, wishlist and compare buttons
 * on the cards of WooCommerce's product grids (Product Collection), after
 * the add-to-cart button, in the theme's button style.
 *
 * @package Vitrina
 */

namespace Vitrina\Lists;

use Vitrina\Assets\Islands;
use Vitrina\Cart\QuickView;
use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the block after WooCommerce's product button (filter
 * hooked_block_types) in every template, template part and pattern, so that
 * the cards of a block theme's grids carry the buttons by default; a shop
 * owner moves or removes it in the Site Editor like any block. The classic
 * card hooks, which WooCommerce's compatibility layer fires around the same
 * cards, print nothing there (Lists::block_template_hooks,
 * QuickView::block_template_hooks).
 */
final class CardActions implements Module {

	/** The block. */
	public const BLOCK = 'vitrina/product-actions';

	/** The block it follows: the add-to-cart button of a product card. */
	public const ANCHOR = 'woocommerce/product-button';

	/** A classic card's row opens before its add-to-cart button (priority 10). */
	private const ROW_OPEN = 9;

	/** And closes after quick view (15) and the wishlist and compare buttons (20). */
	private const ROW_CLOSE = 30;

	/**
	 * Whether a classic card's row is open.
	 *
	 * @var bool
	 */
	private static bool $row_open = false;

	/**
	 * Everywhere (the Site Editor reads the hooked blocks through the REST API).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_filter( 'hooked_block_types', array( $this, 'hooked_blocks' ), 10, 4 );
		add_action( 'woocommerce_after_shop_loop_item', array( $this, 'open_row' ), self::ROW_OPEN );
		add_action( 'woocommerce_after_shop_loop_item', array( $this, 'close_row' ), self::ROW_CLOSE );
		add_filter( 'woocommerce_loop_add_to_cart_link', array( $this, 'add_to_cart_icon' ) );
	}

	/**
	 * A classic theme's card (Storefront): its add-to-cart button (priority
	 * 10), quick view (15) and the wishlist and compare buttons (20) in one
	 * row of icon buttons, opened before them and closed after them.
	 */
	public function open_row(): void {
		if ( wp_is_block_theme() ) {
			return;
		}
		self::$row_open = true;
		Render::need_on_use();
		echo '<div class="vitrina-card-actions vitrina-card-actions--classic">';
	}

	/**
	 * Closes the row a card opened.
	 */
	public function close_row(): void {
		if ( self::$row_open ) {
			self::$row_open = false;
			echo '</div>';
		}
	}

	/**
	 * The add-to-cart button of a card in the row: a cart icon, its text for
	 * screen readers and as its tooltip (filter
	 * woocommerce_loop_add_to_cart_link).
	 *
	 * @param mixed $html The button's markup.
	 * @return mixed
	 */
	public function add_to_cart_icon( $html ) {
		if ( ! self::$row_open || ! is_string( $html ) ) {
			return $html;
		}
		return (string) preg_replace(
			'~>([^<>]+)</a>\s*$~u',
			'><svg class="vitrina-card-action__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M2 3h3l2.4 11h11l2.1-8H6"/><circle cx="9" cy="19.5" r="1.5"/><circle cx="17" cy="19.5" r="1.5"/></svg><span class="vitrina-card-action__label">$1</span></a>',
			$html,
			1
		);
	}

	/**
	 * The block hooked after each card's add-to-cart button.
	 *
	 * @param mixed $hooked   Block types hooked at this place.
	 * @param mixed $position before, after, first_child or last_child.
	 * @param mixed $anchor   The anchor block's type.
	 * @param mixed $context  The template, template part, pattern or post.
	 * @return mixed
	 */
	public function hooked_blocks( $hooked, $position, $anchor, $context ) {
		if ( ! is_array( $hooked ) || 'after' !== $position || self::ANCHOR !== $anchor || in_array( self::BLOCK, $hooked, true ) ) {
			return $hooked;
		}
		$content = '';
		if ( $context instanceof \WP_Block_Template ) {
			$content = (string) $context->content;
		} elseif ( $context instanceof \WP_Post ) {
			$content = (string) $context->post_content;
		} elseif ( is_array( $context ) && isset( $context['content'] ) ) {
			$content = (string) $context['content'];
		}
		if ( str_contains( $content, '<!-- wp:' . self::BLOCK . ' ' ) || str_contains( $content, '<!-- wp:' . self::BLOCK . '-->' ) ) {
			return $hooked;
		}
		/**
		 * Whether Vitrina inserts its product card actions after the
		 * add-to-cart button of product grids' cards.
		 *
		 * @param bool  $insert  Default true.
		 * @param mixed $context The template, template part or pattern.
		 */
		if ( apply_filters( 'vitrina_card_actions_hooked', true, $context ) ) {
			$hooked[] = self::BLOCK;
		}
		return $hooked;
	}

	/**
	 * The block's markup: the buttons its attributes keep, of those turned
	 * on in the settings, as icon buttons in the theme's button style
	 * (`wp-element-button`), their names for screen readers and tooltips.
	 *
	 * @param array<string, mixed> $attributes Block attributes (quickView, wishlist, compare: booleans).
	 * @param int                  $product_id The product of the block's context.
	 */
	public static function render_block( array $attributes, int $product_id ): string {
		$product = $product_id ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof \WC_Product ) {
			return '';
		}
		$on      = static fn( string $key ): bool => ! isset( $attributes[ $key ] ) || false !== $attributes[ $key ];
		$buttons = array();
		if ( $on( 'quickView' ) ) {
			$buttons[] = self::as_card_action( QuickView::markup( $product, true ), __( 'Quick view', 'vitrina' ) );
		}
		foreach ( array( 'wishlist', 'compare' ) as $list ) {
			if ( $on( $list ) ) {
				$buttons[] = self::as_card_action( Render::button( $list, $product->get_id() ), '' );
			}
		}
		$html = implode( '', $buttons );
		if ( '' === $html ) {
			return '';
		}
		Render::need_on_use();
		return '<div class="wp-block-vitrina-product-actions vitrina-card-actions">' . $html . '</div>';
	}

	/**
	 * A button's markup with the theme's button class and a tooltip (its
	 * label: the given one, else the button's data-text).
	 *
	 * @param string $html    The button's markup ('' for none).
	 * @param string $tooltip Its tooltip.
	 */
	private static function as_card_action( string $html, string $tooltip ): string {
		if ( '' === $html ) {
			return '';
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag() ) {
			return $html;
		}
		$tags->add_class( 'wp-element-button' );
		$tags->add_class( 'vitrina-card-action' );
		$text = '' !== $tooltip ? $tooltip : (string) $tags->get_attribute( 'data-text' );
		if ( '' !== $text ) {
			$tags->set_attribute( 'data-vitrina-tooltip', $text );
		}
		return $tags->get_updated_html();
	}
}
